"""Resafa's own contract checks beyond the shared conformance suite (which runs in
tests/test_registered_games.py): the result's ranks and rows, and determinize. Speed is
measured by `python main.py bench`, not by a test."""

from __future__ import annotations

import random

import pytest

from tabletop.engine import Config
from tabletop.games.resafa.game import GAME


def test_every_finished_game_ranks_by_score_then_canals():
    state = GAME.new(Config.default(2, seed=4))
    rng = random.Random(4)
    while GAME.actor(state) is not None:
        legal = GAME.legal_actions(state)
        state = GAME.advance(state, legal[rng.randrange(len(legal))])
    result = GAME.result(state)
    best = max(result.totals)
    assert (
        all((r == 1) == (t == best) for r, t in zip(result.ranks, result.totals))
        or len(set(result.totals)) < 2
    )
    assert [name for name, _ in result.breakdown[0]][1:] == [
        "sack cards left in hand",
        "scarabs",
        "buildings",
        "pink cards",
        "end VP icons",
        "rare goods",
        "resources and coins",
        "canal tiles",
    ]


@pytest.mark.parametrize("players", [2, 4])
def test_determinize_deals_every_hidden_card_once(players):
    state = GAME.new(Config.default(players, seed=21))
    rng = random.Random(21)
    step = 0
    while GAME.actor(state) is not None:
        if step % 13 == 0:
            for seat in range(players):
                d = GAME.determinize(GAME.view(state, seat), seat, random.Random(step))
                assert GAME.conserved(d) == GAME.conserved(state), f"step {step}, seat {seat}"
                assert GAME.legal_actions(d) or GAME.actor(d) is None
        legal = GAME.legal_actions(state)
        non = [a for a in legal if a.kind not in ("end_turn", "done")]
        state = GAME.advance(
            state, rng.choice(non) if non and rng.random() < 0.8 else rng.choice(legal)
        )
        step += 1
