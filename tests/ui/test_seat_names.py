"""Engine text names seats with ``seat_ref``; the screen puts the players' names there in
the move buttons, the hover tick (what a drop would do) and the hover cross (the engine's
reason), as the move log does (``sidebar.named``)."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.games.summer_nine.actions import StealCard
from tabletop.games.summer_resort.actions import Build
from tabletop.games.summer_resort.state import DEVELOP
from tabletop.ui.drag import Piece, Target
from tabletop.ui.tables.base import TableScene
from tests.ui.helpers import make_app, open_game_table, seated_match

NAMES = ("Ann", "Bob", "Cleo")


@pytest.fixture(scope="module")
def app():
    return make_app(real_games=True)


def play_until(match, wanted, seed=3, limit=900):
    rng = random.Random(seed)
    for _ in range(limit):
        legal = match.game.legal_actions(match.state)
        if wanted(match, legal):
            return match
        match.play(rng.choice(legal))
    pytest.skip("no random game reached the wanted position")


def steal_match(app):
    game = app.services.game("summer_nine")
    match = seated_match(game, 3, seed=3)
    return play_until(match, lambda m, legal: any(isinstance(a, StealCard) for a in legal))


def test_a_summer_nine_button_names_the_victim(app):
    match = steal_match(app)
    table = open_game_table(app, match, TableScene)  # the generic table: every move a button
    labels = [label for a, label in table.sidebar.moves.actions if isinstance(a, StealCard)]
    victims = [a.victim for a, _ in table.sidebar.moves.actions if isinstance(a, StealCard)]
    assert labels
    for label, victim in zip(labels, victims):
        name = match.config.seats[victim].name
        assert f"from {name}'s slot" in label and "{seat" not in label


def test_the_hover_tick_names_the_victim(app, monkeypatch):
    match = steal_match(app)
    table = open_game_table(app, match, app.services.table_for(match.game))
    move = next(a for a in table.legal_actions() if isinstance(a, StealCard))
    shown: list[str] = []
    monkeypatch.setattr(
        "tabletop.ui.drag.draw_tooltip", lambda _s, _t, message, *a, **k: shown.append(message)
    )
    rect = pygame.Rect(100, 100, 40, 40)
    piece = Piece(("test",), rect.copy(), None, "test")
    table.drag.pick(piece, [Target(("slot",), rect, move)], rect.center)
    table.mouse = rect.center  # the pointer over the target
    table.draw_moving(pygame.Surface((1600, 900)))  # the frame's moving part: the tip
    assert shown and match.config.seats[move.victim].name in shown[0]
    assert "{seat" not in shown[0]


def test_a_refusal_naming_a_seat_shows_the_players_name(app, monkeypatch):
    game = app.services.game("summer_resort")
    match = seated_match(game, 2, seed=3)
    play_until(match, lambda m, legal: m.state.phase == DEVELOP, seed=3, limit=400)
    table = open_game_table(app, match, app.services.table_for(game))
    builder = match.state.queue[0]
    other = 1 - builder
    assert table.eyes == builder == match.actor()  # the table opened on the builder's screen
    reason = table.check(Build(other, 0))
    assert reason == f"{match.config.seats[builder].name} is building now."
    shown: list[str] = []
    monkeypatch.setattr(
        "tabletop.ui.drag.draw_tooltip", lambda _s, _t, message, *a, **k: shown.append(message)
    )
    rect = pygame.Rect(100, 100, 40, 40)
    piece = Piece(("test",), rect.copy(), None, "test")
    table.drag.pick(piece, [Target(("lot",), rect, Build(other, 0))], rect.center)
    table.mouse = rect.center  # the pointer over the target
    table.draw_moving(pygame.Surface((1600, 900)))  # the frame's moving part: the tip
    assert shown == [reason]
