"""One drop, one legality computation, one apply: a drop asks the engine for the legal
actions at most once per position and computes the next state once, for the toy game and
for every registered game on its own table (a piece dropped on a legal target by posted
events, as a player would). Draw only reads: a frame computes nothing."""

from collections import Counter

import pygame
import pytest

from tabletop.games import GAMES
from tests.toygame import Play
from tests.ui.helpers import (
    click,
    make_app,
    open_game_table,
    post,
    relaxed_app,
    seated_match,
    toy_match,
)
from tests.ui.toy_table import PebblesTable


class Calls:
    """Counts ``legal_actions`` per position and ``advance``/``apply`` on one game object."""

    def __init__(self, game, monkeypatch):
        self.legal: Counter = Counter()
        self.advance = 0
        self.apply = 0
        legal, advance, apply = game.legal_actions, game.advance, game.apply

        def counted_legal(state):
            self.legal[id(state)] += 1
            return legal(state)

        def counted_advance(state, action):
            self.advance += 1
            return advance(state, action)

        def counted_apply(state, action):
            self.apply += 1
            return apply(state, action)

        monkeypatch.setattr(game, "legal_actions", counted_legal, raising=False)
        monkeypatch.setattr(game, "advance", counted_advance, raising=False)
        monkeypatch.setattr(game, "apply", counted_apply, raising=False)

    def most_per_position(self) -> int:
        return max(self.legal.values(), default=0)


def press(app, pos) -> None:
    post((pygame.MOUSEBUTTONDOWN, {"pos": app.viewport.to_window(pos), "button": 1}))
    app.step(pygame.event.get(), 1 / 60)


def release_at(app, pos) -> None:
    wpos = app.viewport.to_window(pos)
    post(
        (pygame.MOUSEMOTION, {"pos": wpos, "rel": (1, 1), "buttons": (1, 0, 0)}),
        (pygame.MOUSEBUTTONUP, {"pos": wpos, "button": 1}),
    )
    app.step(pygame.event.get(), 1 / 60)


def drop_somewhere_legal(app, table) -> bool:
    """Pick up each piece in turn until one has a legal target, and drop it there."""
    for piece in table.pieces(table.view):
        point = piece.rect.center
        under = table.piece_at(point)
        if under is None or under.key != piece.key:
            continue
        press(app, point)
        for lit in table.drag.legal:
            if lit.target.action is None:  # a table-only drop (stacking two tokens)
                continue
            spot = lit.target.rect.center
            if table.drag.hovered(spot) is lit:
                release_at(app, spot)
                return True
        table.drag.cancel()
    return False


def test_a_toy_drop_asks_for_legal_actions_once_and_applies_once(monkeypatch):
    app = make_app()
    app.services.settings = app.services.settings.__class__(confirm_irreversible=False)
    match = toy_match(("human", "bot:random"))
    table = open_game_table(app, match, PebblesTable)
    card = match.state.hands[0][0]
    calls = Calls(match.game, monkeypatch)
    start = table.hand_rects(table.view)[0].center
    press(app, start)
    release_at(app, table.pile_rect(0).center)
    assert match.actions == [Play(card)]
    assert calls.most_per_position() <= 1 and calls.advance == 1 and calls.apply == 0


def test_an_irreversible_move_is_applied_once_even_when_confirmed(monkeypatch):
    app = make_app()
    match = toy_match()
    table = open_game_table(app, match, PebblesTable)
    calls = Calls(match.game, monkeypatch)
    table.try_play(table.legal_actions()[0])  # the draw: it reveals a card, so it asks
    assert table.dialog is not None and not match.log
    table.dialog.prepare(app.services.text)
    click(app, table.dialog.buttons[0].rect.center)  # "Play it"
    assert len(match.log) == 1 and match.log[0].irreversible
    assert calls.advance == 1 and calls.apply == 0 and calls.most_per_position() <= 1


def test_a_frame_computes_nothing(monkeypatch):
    app = make_app()
    match = toy_match()
    table = open_game_table(app, match, PebblesTable)
    calls = Calls(match.game, monkeypatch)
    seen = []
    monkeypatch.setattr(table, "on_state_change", lambda: seen.append(1))
    for _ in range(3):
        app.step([], 1 / 60)
    assert not calls.legal and not seen


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_a_move_on_a_real_table_computes_each_position_once(game, monkeypatch):
    """A drop where the table offers a piece with a legal target at the first decision of
    some seed; else a click on a move button, or the table's first board gesture."""
    app = relaxed_app()
    players = 2 if game.max_players >= 2 else 1
    for seed in range(1, 8):
        match = seated_match(game, players, seed=seed)
        table = open_game_table(app, match, app.services.table_for(game))
        calls = Calls(game, monkeypatch)
        if drop_somewhere_legal(app, table):
            break
        monkeypatch.undo()
    else:
        calls = Calls(game, monkeypatch)
        if table.sidebar.moves.buttons:
            click(app, table.sidebar.moves.buttons[0].rect.center)
        else:  # a table whose moves are clicks on the board: what its click handler calls
            legal = table.legal_actions()
            assert table.try_play(next(a for a in table.gestures(table.view) if a in legal))
    assert len(match.log) == 1, "the gesture played one move"
    assert calls.advance == 1, "the move was computed once"
    assert calls.apply == 0, "and not checked again by apply"
    assert calls.most_per_position() <= 1, f"legal_actions per position: {dict(calls.legal)}"
