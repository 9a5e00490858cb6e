"""Pointing at a move (``tables/pointing.py``: what a lesson's coach and the hint outline):
at every decision of seeded games opened through set-up, a move pointed at as a piece and
a place is played by dragging from the one to the other, and a move pointed at as a button
by clicking it — for every registered game, with no game named here."""

from __future__ import annotations

import random

import pytest

from tabletop.games import GAMES
from tabletop.ui.tables.pointing import point_at
from tests.ui.helpers import click, drag, pass_curtain, relaxed_app, start_from_setup

DECISIONS = 12


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_a_pointed_move_is_played_from_its_piece_to_its_place(game):
    app = relaxed_app()
    players = max(2, game.min_players)
    start_from_setup(app, game, players, game.modes[0], 4)
    pass_curtain(app)
    rng = random.Random(game.id)
    pointed = {"drag": 0, "button": 0}
    unpointed: list = []
    for _ in range(DECISIONS):
        table = app.ctx.stack.top
        match = table.match
        if match.is_over():
            break
        for _ in range(200):  # what the last move set off plays to its end first
            if not table.animating:
                break
            app.step([], 0.1)
        table.refresh()
        position = table.position
        candidates = list(table.legal_actions())
        rng.shuffle(candidates)
        before = len(match.actions)
        for action in candidates:
            pointer = point_at(table, position.view, position.pieces, table.sidebar.moves, action)
            if pointer.grab is None or pointer.drop is None:
                continue  # made with a table-only gesture first (a start tile turned)
            if pointer.button:
                click(app, pointer.drop)
                pointed["button"] += 1
            else:
                drag(app, pointer.grab, pointer.drop)
                pointed["drag"] += 1
            played = len(match.actions)
            assert match.actions[-1] == action and played > before, (action, match.actions[-1:])
            break
        else:
            unpointed.append(candidates[0])
            assert table.try_play(candidates[0]), table.toast.message
        pass_curtain(app)
    assert pointed["drag"] + pointed["button"] >= DECISIONS // 2, (pointed, unpointed)
