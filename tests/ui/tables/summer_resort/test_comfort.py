"""Summer Resort comfort (issue #14): a move that does nothing says so where the player
hovers; giving up the porter for the round asks first, other turn ends do not."""

from __future__ import annotations

import dataclasses

import pygame

from tabletop.engine import Config, Seat
from tabletop.engine.match import Match
from tabletop.games.summer_resort.actions import EndTurn, Invite
from tabletop.ui.tables.summer_resort import TABLE, layout
from tests.ui.helpers import make_app, open_game_table


def _table(app, match):
    """The table opened as set-up and Load open it (the table decides whose eyes)."""
    return open_game_table(app, match, TABLE)


def _match(app, seed=7) -> Match:
    seats = tuple(
        Seat(n, c, "human") for n, c in zip(("Ann", "Bob", "Cleo"), ("red", "blue", "green"))
    )
    return Match(app.services.game("summer_resort"), Config(seats=seats, seed=seed))


def test_an_empty_car_says_a_token_there_invites_no_one():
    app = make_app(real_games=True)
    for seed in range(1, 40):  # a train that arrives with an empty car, as it may
        match = _match(app, seed)
        train = match.state.train
        empty = [i for i, car in enumerate(train) if not car.vacationers]
        if empty:
            break
    else:
        raise AssertionError("no opening train with an empty car")
    table = _table(app, match)
    token = next(p for p in table.pieces(table.view) if p.key[0] == "token")
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEBUTTONDOWN, {"pos": app.viewport.to_window(token.rect.center), "button": 1}
        )
    )
    app.step(pygame.event.get(), 1 / 60)
    car = table.drag.hovered(layout.car_rects(len(train))[empty[0]].center)
    assert car.reason is None and "empty" in car.target.label and "no one" in car.target.label
    seat = match.actor()
    invite = Invite(seat, empty[0], 1, False)
    line = app.services.game("summer_resort").describe(match.state, invite)
    assert "no vacationers come" in line and "0 vacationers" not in line


def test_ending_the_turn_with_the_porter_unused_asks_only_when_it_is_given_up():
    app = make_app(real_games=True)
    game = app.services.game("summer_resort")
    match = _match(app)
    seat = match.actor()
    state = match.state
    resorts = list(state.resorts)
    with_tokens = dataclasses.replace(state, porter=seat, porter_free=True)
    assert game.needs_confirmation(with_tokens, EndTurn(seat)) is None
    resorts[seat] = dataclasses.replace(resorts[seat], tokens=0)
    none_left = dataclasses.replace(with_tokens, resorts=tuple(resorts))
    why = game.needs_confirmation(none_left, EndTurn(seat))
    assert why and "porter" in why
    assert game.needs_confirmation(none_left, Invite(seat, 0)) is None
