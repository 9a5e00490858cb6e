"""Indian Summer's automatic steps played on the board (issue #14): after a move that
refilled paths or topped up the common path (or, in solo, moved the numbered row), the
board shows each step of ``facts.round_steps`` in turn at the animation speed with its
line as the caption, the tiles sliding between two steps; a click or a key shows the end;
with animations off nothing plays; a bot waits for it; the table is quiet otherwise."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from tabletop.engine import EndTurn
from tabletop.engine.result import name_seats
from tabletop.games import GAMES
from tabletop.games.indian_summer import facts
from tabletop.ui.tables.indian_summer import TABLE
from tabletop.ui.tables.telling import BEAT
from tests.ui.helpers import click, key, open_game_table, play_at_table, relaxed_app, seated_match

GAME = next(g for g in GAMES if g.id == "indian_summer")


@pytest.fixture
def app():
    return relaxed_app()


def speed(app, name: str) -> None:
    app.services.settings = dataclasses.replace(app.services.settings, animation_speed=name)


def until(app, table, match, wanted, seed=5, skip=True):
    """Random moves through the table (all seats human) until one sets off a step of
    ``wanted`` kind that moves tiles; the steps of the others are skipped."""
    rng = random.Random(seed)
    for _ in range(800):
        if GAME.actor(match.state) is None:
            break
        before = match.state
        action = rng.choice(table.legal_actions())
        after = GAME.apply(before, action)
        steps = facts.round_steps(before, action, after)
        play_at_table(app, table, action)
        if any(s.kind == wanted and (s.moved or s.gained) for s in steps):
            return before, action
        if skip and table.telling.playing:
            key(app, pygame.K_SPACE)
    pytest.fail(f"no {wanted} step")


def test_a_refill_plays_step_by_step_with_its_lines_as_the_caption(app):
    speed(app, "normal")
    match = seated_match(GAME, 4, seed=2)
    table = open_game_table(app, match, TABLE)
    before, action = until(app, table, match, "top_up", seed=2)
    names = tuple(s.name for s in match.config.seats)
    show = table.telling.show
    assert show is not None and show.playing
    assert [s.line for s in show.steps] == [name_seats(e, names) for e in match.log[-1].events]
    steps = facts.round_steps(before, action, match.state)
    assert [s.kind for s in show.steps] == [s.kind for s in steps]
    top_up = next(s for s in show.steps if s.kind == "top_up")
    assert len(top_up.flights) == sum(1 for s in steps if s.kind == "top_up" for _ in s.moved)
    ring = table.layout.ring_slots
    assert {f.end for f in top_up.flights} <= {r.topleft for r in ring}  # onto the ring
    panel = table.story.panel
    seen = []
    while table.telling.show is not None:
        now = table.telling.show
        assert table.animating and panel.shown == panel.first + now.index + 1  # the caption
        step = now.steps[now.index]
        assert now.view == (step.under if now.sliding is not None else step.after)
        seen.append(now.index)
        app.step([], BEAT / 4)
    assert seen == sorted(seen) and set(seen) == set(range(len(steps)))
    assert panel.shown == len(panel.lines)


def test_the_tile_slides_from_the_bush_onto_your_path(app):
    speed(app, "normal")
    match = seated_match(GAME, 3, seed=5)
    table = open_game_table(app, match, TABLE)
    until(app, table, match, "refill")
    show = table.telling.show
    k = next(i for i, s in enumerate(show.steps) if s.kind == "refill" and s.flights)
    while show.index < k:
        app.step([], 0.05)
    assert show.sliding is not None
    flight = show.steps[k].flights[0]
    lay = table.layout
    start = pygame.Rect(flight.start, flight.surface.get_size())
    assert start.colliderect(lay.ring_panel)  # from the common path
    end = pygame.Rect(flight.end, flight.surface.get_size())
    assert end.colliderect(lay.path_panel) or any(end.colliderect(r) for r in lay.others)
    assert table.draw_board_moving(pygame.Surface((1600, 900)))  # drawn in flight


def test_the_solo_row_moves_right_on_the_board(app):
    speed(app, "normal")
    match = seated_match(GAME, 1, mode="solo", seed=3)
    table = open_game_table(app, match, TABLE)
    until(app, table, match, "solo_turn", seed=3)
    show = table.telling.show
    (flight,) = next(s for s in show.steps if s.kind == "solo_turn").flights
    assert flight.end[0] > flight.start[0]  # to the right
    row = table.layout.solo_row
    assert any(r.collidepoint(flight.end[0] + 2, flight.end[1] + 2) for r in row)


def test_a_click_or_a_key_shows_the_end_and_plays_nothing(app):
    speed(app, "normal")
    match = seated_match(GAME, 3, seed=5)
    table = open_game_table(app, match, TABLE)
    until(app, table, match, "refill")
    played = len(match.log)
    assert table.telling.playing
    click(app, table.layout.floor.rect(3, 3).center)
    assert table.telling.show is None and len(match.log) == played
    until(app, table, match, "refill", seed=6)
    key(app, pygame.K_SPACE)
    assert table.telling.show is None


def test_with_animations_off_nothing_plays(app):
    speed(app, "off")
    match = seated_match(GAME, 3, seed=5)
    table = open_game_table(app, match, TABLE)
    until(app, table, match, "refill", skip=False)
    assert match.log[-1].events and table.telling.show is None and not table.animating


def test_a_bot_waits_until_the_steps_of_its_move_have_played(app):
    speed(app, "normal")
    match = seated_match(GAME, 2, controllers=("human", "bot:greedy"), seed=5)
    table = open_game_table(app, match, TABLE)
    rng = random.Random(5)
    for _ in range(3000):
        if GAME.actor(match.state) is None:
            break
        if match.actor() == table.eyes:  # the human ends the turn as soon as they may
            legal = table.legal_actions()
            play_at_table(app, table, EndTurn() if EndTurn() in legal else rng.choice(legal))
            if table.telling.playing:
                key(app, pygame.K_SPACE)
            continue
        app.step([], 0.1)
        if table.telling.playing and match.log[-1].seat == 1 and match.actor() == 1:
            break  # the bot's move set off steps and the bot moves again next
    else:
        pytest.fail("no bot move with steps")
    assert table.telling.playing
    played = len(match.log)
    while table.telling.playing:
        assert len(match.log) == played  # the bot has not moved
        app.step([], 0.1)
    for _ in range(40):
        app.step([], 0.1)
    assert len(match.log) > played  # and then it plays


def test_without_steps_the_table_stays_quiet(app):
    speed(app, "normal")
    match = seated_match(GAME, 2, seed=3)
    table = open_game_table(app, match, TABLE)
    state = match.state
    action = next(
        a for a in table.legal_actions() if not GAME.events(state, a, GAME.apply(state, a))
    )
    play_at_table(app, table, action)
    assert table.telling.show is None
    app.step([], 1.0)
    assert not table.animating


def test_the_treasures_taken_glide_from_the_floor_to_your_treasures(app):
    speed(app, "normal")
    match = seated_match(GAME, 2, seed=0)  # two people: the screen follows the one to move
    table = open_game_table(app, match, TABLE)
    rng = random.Random(0)
    for _ in range(800):
        legal = table.legal_actions()
        before = match.state
        action = rng.choice(legal)
        steps = facts.round_steps(before, action, GAME.apply(before, action))
        play_at_table(app, table, action)
        step = next((s for s in steps if s.kind == "treasures"), None)
        if step is not None and step.seat == table.eyes:
            break
        if table.telling.playing:
            key(app, pygame.K_SPACE)
    else:
        pytest.fail("no treasures taken")
    shown = next(s for s in table.telling.show.steps if s.kind == "treasures")
    assert len(shown.flights) == sum(1 for n in step.gained if n)
    lay = table.layout
    for flight in shown.flights:
        start = pygame.Rect(flight.start, flight.surface.get_size())
        assert start.colliderect(lay.floor_rect)  # from the floor
        end = pygame.Rect(flight.end, flight.surface.get_size())
        assert any(end.colliderect(slot) for slot in lay.treasure_slots)
