"""Lodge's automatic steps played on the board (issue #14): after the end of a turn (the
guests refilled, the solo rival's removals and discards, the room display refresh) or the
refresh token, the board shows each step of ``facts.round_steps`` in turn at the animation
speed, with its line as the caption; a click or a key shows the end; with animations off
nothing plays; a bot and the results wait for it; nothing plays when nothing happened."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from tabletop.engine import EndTurn
from tabletop.engine.result import name_seats
from tabletop.games import GAMES
from tabletop.games.lodge import facts
from tabletop.games.lodge.actions import UseRefreshToken
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.tables.lodge import TABLE
from tabletop.ui.tables.lodge.panels import thumbs
from tabletop.ui.tables.telling import BEAT
from tests.ui.helpers import click, key, open_game_table, play_at_table, relaxed_app, seated_match

GAME = next(g for g in GAMES if g.id == "lodge")


@pytest.fixture
def app():
    return relaxed_app()


def speed(app, name: str) -> None:
    app.services.settings = dataclasses.replace(app.services.settings, animation_speed=name)


def to_end_of_turn(app, table, match) -> None:
    """Play the first legal moves through the table until the turn can end (a bot first
    plays its turn)."""
    for _ in range(100):
        if match.actor() == table.eyes:
            break
        app.step([], 0.5)
    for _ in range(12):
        legal = table.legal_actions()
        if EndTurn() in legal:
            return
        play_at_table(app, table, legal[0])
        app.step([], 5.0)  # anything the move set off has played
    pytest.fail("the turn never reached its end")


def end_a_turn_with_events(app, table, match) -> None:
    """Turns through the table until one ends with automatic steps (bots play theirs)."""
    for _ in range(30):
        to_end_of_turn(app, table, match)
        state = match.state
        events = GAME.events(state, EndTurn(), GAME.apply(state, EndTurn()))
        play_at_table(app, table, EndTurn())
        if events:
            return
        app.step([], 5.0)
    pytest.fail("no turn ended with automatic steps")


def solo_turn_end(app, seed=5):
    """A solo table whose player just ended a turn (the rival acted): table, match."""
    match = seated_match(GAME, 1, mode="solo", seed=seed)
    table = open_game_table(app, match, TABLE)
    to_end_of_turn(app, table, match)
    before = match.state
    play_at_table(app, table, EndTurn())
    return table, match, before


def test_the_rivals_steps_play_one_by_one_with_their_lines_as_the_caption(app):
    speed(app, "normal")
    table, match, before = solo_turn_end(app)
    names = tuple(s.name for s in match.config.seats)
    steps = facts.round_steps(before, EndTurn(), match.state)
    show = table.telling.show
    assert show is not None and show.playing
    assert [s.line for s in show.steps] == [name_seats(s.line, names) for s in steps]
    assert [s.line for s in show.steps] == [name_seats(e, names) for e in match.log[-1].events]
    kinds = [s.kind for s in show.steps]
    assert {"rival_room", "rival_amenity", "rival_guest"} <= set(kinds)
    panel = table.story.panel
    seen = []
    for _ in range(200):
        if table.telling.show is None:
            break
        assert (
            table.animating and panel.shown == panel.first + table.telling.show.index + 1
        )  # the caption
        step = table.telling.show.steps[table.telling.show.index]
        # the board shows the position after the step once its pieces landed
        assert table.telling.show.view == (
            step.under if table.telling.show.sliding is not None else step.after
        )
        seen.append(table.telling.show.index)
        app.step([], BEAT / 4)
    assert seen == sorted(seen) and set(seen) == set(range(len(steps)))  # in order, each
    assert table.telling.show is None
    assert panel.shown == len(panel.lines) and not panel.playing  # every line, home again


def test_a_rooms_taken_by_the_rival_slides_to_the_rival_and_the_board_lifts_it(app):
    speed(app, "normal")
    table, match, before = solo_turn_end(app)
    show = table.telling.show
    k = next(i for i, s in enumerate(show.steps) if s.kind == "rival_room")
    while show.index < k:
        app.step([], 0.05)
    assert show.sliding is not None and show.steps[k].flights
    (flight,) = show.steps[k].flights
    assert table.layout.others_panel.collidepoint(
        flight.end[0] + flight.surface.get_width() // 2,
        flight.end[1] + flight.surface.get_height() // 2,
    )  # towards the rival's panel
    moving = table.draw_board_moving(pygame.Surface((1600, 900)))
    assert moving  # the room is drawn in flight


def test_a_click_shows_the_end_and_does_not_play(app):
    speed(app, "normal")
    table, match, _ = solo_turn_end(app)
    played = len(match.log)
    assert table.telling.playing
    click(app, table.layout.lodge_cell(1, 1).center)
    assert table.telling.show is None and len(match.log) == played
    panel = table.story.panel
    assert panel is not None and panel.shown == len(panel.lines)


def test_a_key_shows_the_end(app):
    speed(app, "normal")
    table, _, _ = solo_turn_end(app)
    key(app, pygame.K_SPACE)
    assert table.telling.show is None


def test_with_animations_off_nothing_plays(app):
    speed(app, "off")
    table, match, _ = solo_turn_end(app)
    assert match.log[-1].events and table.telling.show is None
    assert not table.animating


def test_the_refresh_token_plays_the_row_then_the_refresh(app):
    speed(app, "normal")
    match = seated_match(GAME, 2, seed=3)
    table = open_game_table(app, match, TABLE)
    action = next(a for a in table.legal_actions() if isinstance(a, UseRefreshToken))
    play_at_table(app, table, action)
    kinds = [s.kind for s in table.telling.show.steps]
    assert kinds[0] == "token" and kinds[1:] and set(kinds[1:]) == {"refresh"}
    first = table.telling.show.steps[0]
    assert len(first.flights) == table.layout.display_cols  # the row's rooms leave
    assert len(first.focus) == table.layout.display_cols


def test_a_bot_waits_until_the_steps_have_played(app):
    speed(app, "normal")
    match = seated_match(GAME, 2, controllers=("human", "bot:greedy"), seed=4)
    table = open_game_table(app, match, TABLE)
    end_a_turn_with_events(app, table, match)
    assert table.telling.playing
    played = len(match.log)
    total = table.telling.show.beats.total
    waited = 0.0
    while table.telling.playing:
        app.step([], 0.1)
        waited += 0.1
        assert table.telling.playing or len(match.log) == played or waited >= total
        if table.telling.playing:
            assert len(match.log) == played  # the bot has not moved
    for _ in range(40):
        app.step([], 0.1)
    assert len(match.log) > played  # and then it plays


def test_the_results_wait_for_the_last_steps(app):
    speed(app, "normal")
    match = seated_match(GAME, 1, mode="solo", seed=8)
    table = open_game_table(app, match, TABLE)
    for _ in range(400):  # to the last turn, every step shown at once
        if GAME.actor(match.state) is None:
            break
        legal = table.legal_actions()
        play_at_table(app, table, EndTurn() if EndTurn() in legal else legal[0])
        if GAME.actor(match.state) is None:
            break
        key(app, pygame.K_SPACE)
    assert GAME.actor(match.state) is None and table.telling.playing
    while table.telling.playing:
        assert app.ctx.stack.top is table
        app.step([], 0.1)
    for _ in range(20):
        app.step([], 0.1)
    assert isinstance(app.ctx.stack.top, ResultsScene)


def test_a_move_without_events_plays_nothing_and_the_table_stays_quiet(app):
    speed(app, "normal")
    match = seated_match(GAME, 2, seed=3)
    table = open_game_table(app, match, TABLE)
    action = next(
        a
        for a in table.legal_actions()
        if not GAME.events(match.state, a, GAME.apply(match.state, a))
    )
    play_at_table(app, table, action)
    assert table.telling.show is None
    app.step([], 1.0)
    assert not table.animating


def test_a_click_on_another_lodge_while_the_steps_play_only_shows_their_end(app):
    speed(app, "normal")
    match = seated_match(GAME, 2, seed=3)
    table = open_game_table(app, match, TABLE)
    end_a_turn_with_events(app, table, match)
    assert table.telling.playing
    view = table.view
    (seat, card), *_ = thumbs(table.layout, view.players, table.shown_seat(view))
    shown = table.shown_seat(view)
    click(app, card.center)
    assert table.telling.show is None and table.shown_seat(table.view) == shown
    click(app, card.center)  # once the end shows, the click enlarges it as usual
    assert table.shown_seat(table.view) == seat


def test_the_newest_line_is_marked_in_the_caption(app):
    speed(app, "normal")
    table, _, _ = solo_turn_end(app)
    panel = table.story.panel
    surface = pygame.Surface((1600, 900))
    rects = table.draw_board_moving(surface)
    bar = rects[-1]
    assert panel.rect.contains(bar) and bar.y < panel.rect.y + 39 + panel.LINE
    while table.telling.show.index < 1:
        app.step([], 0.05)
    bar = table.draw_board_moving(surface)[-1]
    assert bar.y >= panel.rect.y + 39 + panel.LINE  # the second line now


def test_frames_while_pieces_slide_redraw_only_them_and_equal_whole_frames(app):
    speed(app, "normal")
    table, _, _ = solo_turn_end(app)
    show = table.telling.show
    while show.sliding is None or show.steps[show.index].kind != "rival_room":
        app.step([], 0.02)
    partial = app.partial_frames
    for _ in range(4):
        app.step([], 0.03)
        assert show.sliding is not None
        whole = pygame.Surface(app.canvas.get_size())
        table.draw(whole)
        assert pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(app.canvas, "RGB")
    assert app.partial_frames > partial  # the room in flight alone was redrawn


def test_the_panel_skipped_from_outside_ends_the_show_and_stays_skipped(app):
    """Something outside the show skipping "What happened" (the panel's own click, a
    test) ends the steps: the panel goes home with every line and is not taken back to
    the step on the board; it then closes by itself."""
    speed(app, "normal")
    table, _, _ = solo_turn_end(app)
    panel = table.story.panel
    caption = panel.rect.copy()
    assert table.telling.playing and panel.following
    panel.skip()
    assert not table.telling.playing and not table.animating  # at once, before a frame
    assert panel.shown == len(panel.lines) and panel.rect != caption
    app.step([], 1 / 60)
    assert table.telling.show is None and panel.shown == len(panel.lines)  # not un-skipped
    assert not table.telling.draw(pygame.Surface((1600, 900)))  # the board shows the present
    for _ in range(12):
        app.step([], 0.5)
    assert table.story.panel is None


def test_the_caption_says_click_to_skip_while_the_board_plays_even_its_last_step(app):
    speed(app, "normal")
    table, _, _ = solo_turn_end(app)
    panel, show = table.story.panel, table.telling.show
    assert panel.hint == "click to skip"
    show.beats.time = show.beats.total - 0.01  # the last step: every line shows
    app.step([], 0.0)
    assert table.telling.playing and panel.shown == len(panel.lines) and not panel.playing
    assert panel.hint == "click to skip"
    click(app, panel.rect.center)  # skips the show; the panel stays, every line
    assert not table.telling.playing and table.story.panel is panel and not panel.closed
    assert panel.hint == "click to close"
