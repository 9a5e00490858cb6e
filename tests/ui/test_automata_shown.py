"""Automata told and shown step by step (#29): Lodge's solo rival and Indian Summer's solo
row. A solo table opened through set-up; the player's turn ends, the automaton acts, and
"What happened" (and the move log) tells each of its steps in one sentence naming the rule
that made it act, the piece and the place; each step that moves a piece plays on the
board, the piece travelling from where it was to where it went, one step after another at
the pace setting (slower at Slow, at once at Instant/off)."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from tabletop.engine.result import name_seats
from tabletop.ui.widgets.log import EVENT
from tests.ui.helpers import game_of, make_app, start_from_setup


@pytest.fixture(scope="module")
def app():
    return make_app(real_games=True)


def pace(app, name: str) -> None:
    app.services.settings = dataclasses.replace(
        app.services.settings, animation_speed=name, confirm_irreversible=False
    )


def play_until(app, table, wanted, limit: int = 200, choose=None):
    """The player at the screen plays the first move offered (a drop or a button, as the
    table lists them) until a move's automatic lines satisfy ``wanted``; each move's story
    is skipped with a key before the next, as a player in a hurry would."""
    match = table.match
    for _ in range(limit):
        if match.log and wanted(match.log[-1].events):
            return
        for _ in range(40):
            if match.actor() == table.eyes and not table.animating:
                break
            app.step([pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_SPACE, "mod": 0})], 0.1)
        legal = table.legal_actions()
        action = choose(table.match.state, legal) if choose else legal[0]
        assert table.try_play(action), table.toast.message
        app.step([], 1 / 60)
    pytest.fail("the automaton never acted")


def told_and_shown(table, kinds, facts):
    """What the table tells and shows for the move just made: "What happened"'s lines
    (and the move log's), and each step's travels against what moved in it."""
    match = table.match
    names = tuple(seat.name for seat in match.config.seats)
    entry = match.log[-1]
    lines = [name_seats(line, names) for line in entry.events]
    panel = table.story.panel
    assert panel is not None and panel.entry == len(match.log) - 1
    assert list(panel.lines) == lines  # after the player's own move: what it set off
    log = [row.removeprefix(EVENT) for row in table.sidebar.info.log]
    assert log[-len(lines) :] == lines  # the move log holds the same lines, newest last
    show = table.telling.show
    assert show is not None and show.playing  # the board plays the steps
    steps = facts.round_steps(match.states[-2], entry.action, match.states[-1])
    assert [s.line for s in show.steps] == lines
    automaton = [(shown, step) for shown, step in zip(show.steps, steps) if step.kind in kinds]
    assert {step.kind for _, step in automaton} == set(kinds)  # each of its steps, told
    for shown, step in automaton:
        assert step.moved and len(shown.flights) == len(step.moved)  # a travel per piece
        for flight in shown.flights:
            assert flight.start != flight.end  # it travels
    return show, automaton


def watch(app, table, show) -> list[int]:
    """Frames at 1/20 s until the show ends: the step on the board at each."""
    seen = []
    for _ in range(2000):
        if table.telling.show is not show or not show.playing:
            break
        seen.append(show.index)
        app.step([], 1 / 20)
    return seen


def test_lodge_the_rivals_three_steps_are_told_and_each_piece_travels(app):
    from tabletop.games.lodge import facts
    from tabletop.games.lodge.state import EMPTY, room_colour
    from tabletop.games.lodge.text.events import colour_name

    pace(app, "normal")
    table = start_from_setup(app, game_of("lodge"), 1, "solo", 5, ("human",))
    play_until(app, table, lambda events: any(e.startswith("Rival: ") for e in events))
    kinds = ("rival_room", "rival_amenity", "rival_guest")
    show, automaton = told_and_shown(table, kinds, facts)
    rival = [line for line in table.story.panel.lines if line.startswith("Rival: ")]
    assert [line.split(",", 1)[0] for line in rival] == [
        "Rival: takes a room at random",
        "Rival: discards the amenity in the last slot",
        "Rival: sends the leftmost guest back to the bag",
    ]  # the rule that made it act, then the piece and the place
    lay = table.layout
    for shown, step in automaton:
        for flight, moved in zip(shown.flights, step.moved):
            w, h = flight.surface.get_size()
            centre = (flight.end[0] + w // 2, flight.end[1] + h // 2)
            if step.kind == "rival_room":  # the room goes to the rival's panel
                n = lay.display_cols
                i = moved.start[1]
                assert lay.display_cell(i // n + 1, i % n).collidepoint(
                    flight.start[0] + w // 2, flight.start[1] + h // 2
                )
                assert lay.others_panel.collidepoint(centre)
                word = colour_name(room_colour(moved.item))
                assert f"a {word} room from row {i // n + 1}, column {i % n + 1}" in shown.line
            elif moved.start[0] == "amenities":  # the last slot's amenity to the discard
                assert moved.start == ("amenities", 3) and moved.end == ("discard", -1)
            elif moved.end == ("bag", -1):  # the leftmost guest back to the bag
                assert f"from slot {moved.start[1] + 1}" in shown.line
                assert lay.guests_panel.collidepoint(centre)
            else:  # a new guest dealt into its slot
                assert moved.end[0] == "guests"
                assert step.position.guest_display[moved.end[1]] != EMPTY
    seen = watch(app, table, show)
    steps = len(show.steps)
    assert seen == sorted(seen) and set(seen) == set(range(steps))  # one after another
    # the turn is back: "What happened" rests over the move log and the empty "Your
    # moves", every step of the rival in view (not the newest alone)
    panel = table.story.panel
    assert panel is not None and not table.sidebar.moves.actions
    assert len(panel.visible()) == len(panel.lines)
    assert panel.rect.colliderect(table.sidebar.moves.rect)


def test_lodge_the_rival_plays_at_the_pace_setting(app):
    from tabletop.games.lodge import facts

    totals = {}
    for name in ("fast", "normal", "slow"):
        pace(app, name)
        table = start_from_setup(app, game_of("lodge"), 1, "solo", 5, ("human",))
        play_until(app, table, lambda events: any(e.startswith("Rival: ") for e in events))
        show, _ = told_and_shown(table, ("rival_room", "rival_amenity", "rival_guest"), facts)
        totals[name] = show.beats.total
    assert totals["fast"] < totals["normal"] < totals["slow"]
    pace(app, "off")
    table = start_from_setup(app, game_of("lodge"), 1, "solo", 5, ("human",))
    play_until(app, table, lambda events: any(e.startswith("Rival: ") for e in events))
    assert table.telling.show is None and not table.animating  # nothing plays
    assert any(row.startswith(EVENT + "Rival: ") for row in table.sidebar.info.log[-8:])
    pace(app, "normal")


def test_indian_summer_the_solo_rows_tile_is_told_and_travels_along_the_row(app):
    from tabletop.games.indian_summer import facts
    from tabletop.games.indian_summer.text import tile_words

    pace(app, "normal")
    table = start_from_setup(app, game_of("indian_summer"), 1, "solo", 5, ("human",))
    play_until(app, table, lambda events: any(e.startswith("Turn ") for e in events))
    show, automaton = told_and_shown(table, ("solo_turn",), facts)
    ((shown, step),) = automaton
    (moved,) = step.moved
    (flight,) = shown.flights
    row = table.layout.solo_row
    w, h = flight.surface.get_size()
    assert row[moved.start[2]].collidepoint(flight.start[0] + w // 2, flight.start[1] + h // 2)
    assert flight.end == row[moved.end[2]].topleft  # along the row, to the last empty space
    turn = step.position.solo.turn_no
    assert shown.line.startswith(
        f"Turn {turn} of 10 begins, so the {tile_words(moved.tile)} leaf tile on space {turn} "
        "moves to the last empty space, "
    )
    seen = watch(app, table, show)
    assert seen == sorted(seen) and seen[-1] == len(show.steps) - 1
    assert table.telling.show is None


def test_indian_summer_after_a_mushroom_each_tile_of_the_row_travels(app):
    """The player returns a mushroom in turn 4 or later: its two tiles taken, the tiles on
    the spaces already passed move to the last empty spaces, each told and travelling."""
    from tabletop.games.indian_summer import facts
    from tabletop.games.indian_summer.actions import Exchange, Mushroom

    def choose(state, legal):
        mushroom = [a for a in legal if isinstance(a, Mushroom)]
        if mushroom and state.solo.turn_no >= 4:
            return mushroom[0]
        return next(a for a in legal if not isinstance(a, (Mushroom, Exchange)))

    pace(app, "normal")
    table = start_from_setup(app, game_of("indian_summer"), 1, "solo", 3, ("human",))
    play_until(app, table, lambda ev: any(e.startswith("Solo row:") for e in ev), choose=choose)
    show, automaton = told_and_shown(table, ("solo_row",), facts)
    ((shown, step),) = automaton
    assert len(step.moved) >= 2 and len(shown.flights) == len(step.moved)
    row = table.layout.solo_row
    for flight, moved in zip(shown.flights, step.moved):
        assert flight.end == row[moved.end[2]].topleft  # each to its empty space
    assert shown.line.startswith("Solo row: after the mushroom, the leaf tiles on spaces")
    seen = watch(app, table, show)
    assert seen and table.telling.show is None


@pytest.mark.parametrize(
    "game_id, begins", [("lodge", "Rival: "), ("indian_summer", "Turn ")], ids=["lodge", "is"]
)
def test_at_130_percent_the_caption_shows_each_steps_line_whole(game_id, begins):
    """At text size 130% the caption over the board is as tall as its rows are at that
    size: the line of the step on the board shows whole, never cut to "…"."""
    from tabletop.ui.text import TextCache

    app = make_app(window=(1280, 720), real_games=True)
    app.services.settings = dataclasses.replace(
        app.services.settings, ui_scale=1.3, animation_speed="normal", confirm_irreversible=False
    )
    app.services.text = TextCache(scale=1.3)
    table = start_from_setup(app, game_of(game_id), 1, "solo", 5, ("human",))
    play_until(app, table, lambda events: any(e.startswith(begins) for e in events))
    show, panel, checked = table.telling.show, table.story.panel, 0
    while table.telling.show is show and show.playing:
        index, rows = panel.visible()[-1]
        assert index == panel.first + show.index  # the step on the board, newest
        assert rows == panel.wrapped[index], (rows, panel.wrapped[index])  # whole
        checked += 1
        app.step([], 1 / 10)
    assert checked
