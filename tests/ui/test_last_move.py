"""What the others did is seen (#14): a bot's move glides to its place and stays marked
(with its log line highlighted) until the seat at the screen moves; a move with events
(a round end) opens "What happened", its lines one by one, skipped with a click."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from tabletop.engine.result import name_seats
from tabletop.ui.tables.sidebar import entry_lines
from tests.ui.helpers import click, key, make_app, open_game_table, seated_match


@pytest.fixture(scope="module")
def app():
    return make_app(real_games=True)


def speed(app, name: str) -> None:
    app.services.settings = dataclasses.replace(
        app.services.settings, animation_speed=name, confirm_irreversible=False
    )


def resort_table(app, controllers=("human", "bot:greedy", "bot:greedy"), seed=3):
    game = app.services.game("summer_resort")
    match = seated_match(game, len(controllers), controllers=controllers, seed=seed)
    table = open_game_table(app, match, app.services.table_for(game))
    return table, match


def play_any(app, table, rng) -> None:
    """The seat at the screen plays one of its legal moves through the table."""
    assert table.try_play(rng.choice(table.legal_actions()))
    app.step([], 1 / 60)


def wait_for_human(app, match, limit=200) -> None:
    for _ in range(limit):
        if match.is_over() or match.config.seats[match.actor()].is_human:
            return
        app.step([], 0.5)


def test_a_bots_move_is_marked_at_its_place_with_its_log_line_highlighted(app):
    speed(app, "normal")
    table, match = resort_table(app)
    play_any(app, table, random.Random(1))
    wait_for_human(app, match)
    bots = {1, 2}
    marks = {mark.seat: mark for mark in table.story.marks}
    assert set(marks) == bots
    for seat, mark in marks.items():
        entry = match.log[mark.entry]
        assert entry.seat == seat
        place = table.locate(table.view, entry.action, seat)
        assert mark.rect.center == place.center and mark.rect.contains(place)
        assert mark.style == app.services.seat_style(match.config.seats[seat].colour)
    lines = table.sidebar.info.log
    marked = dict(table.sidebar.info.marked)
    assert len(marked) == len(table.story.entries) >= 2
    for mark in marks.values():
        (line,) = entry_lines(match, [mark.entry])
        assert marked[line] == match.config.seats[mark.seat].colour
        assert lines[line].startswith(match.config.seats[mark.seat].name)
        assert match.log[mark.entry].text in lines[line]


def test_a_mark_stays_until_its_seat_moves_again(app):
    """#29: the seat at the screen moving does not clear the others' marks; a seat's
    mark goes when that seat moves again (its new move marked instead)."""
    speed(app, "normal")
    table, match = resort_table(app)
    rng = random.Random(2)
    play_any(app, table, rng)
    wait_for_human(app, match)
    before = {mark.seat: mark.entry for mark in table.story.marks}
    assert before
    table.try_play(rng.choice(table.legal_actions()))
    assert {mark.seat: mark.entry for mark in table.story.marks} == before
    assert table.sidebar.info.marked
    wait_for_human(app, match)
    for mark in table.story.marks:
        mine = max(i for i, e in enumerate(match.log) if e.seat == mark.seat)
        assert mark.entry <= mine and all(
            e.seat == mark.seat for e in match.log[mark.entry : mine + 1]
        )


def test_a_bots_move_glides_from_its_row_then_stays_marked(app):
    speed(app, "normal")
    table, match = resort_table(app)
    play_any(app, table, random.Random(3))
    for _ in range(40):  # until the first bot moved
        app.step([], 0.1)
        if match.log[-1].seat == 1:
            break
    index = len(match.log) - 1
    glide = table.story.glide
    assert glide.entry == index and glide.busy and table.animating
    tween = glide.tweens.items[0]
    assert tween.start == (
        table.sidebar.seat_row(1).centerx - tween.surface.get_width() // 2,
        table.sidebar.seat_row(1).centery - tween.surface.get_height() // 2,
    )
    mark = next(m for m in table.story.marks if m.entry == index)
    assert tween.end == (
        mark.rect.centerx - tween.surface.get_width() // 2,
        mark.rect.centery - tween.surface.get_height() // 2,
    )
    app.step([], 0.6)
    assert glide.entry is None and not glide.busy
    assert any(m.entry == index for m in table.story.marks)


def round_end_through_the_table(app, seed=4):
    """All seats human: random moves through the table until one ends a round (it has
    events); returns the table and match just after it."""
    table, match = resort_table(app, ("human", "human", "human"), seed)
    rng = random.Random(seed)
    for _ in range(400):
        assert table.eyes == match.actor()
        play_any(app, table, rng)
        if match.log[-1].events:
            return table, match
    pytest.fail("no round ended")


def test_a_round_end_opens_what_happened_line_by_line_and_a_click_shows_all(app):
    speed(app, "normal")
    table, match = round_end_through_the_table(app)
    names = tuple(seat.name for seat in match.config.seats)
    panel = table.story.panel
    assert panel is not None and panel.entry == len(match.log) - 1
    told = tuple(name_seats(e, names) for e in match.log[-1].events)
    assert panel.lines[panel.first :] == told  # after the moves told since Ann's last
    assert len(panel.lines) > 2 and panel.playing and panel.shown < len(panel.lines)
    before = panel.shown
    app.step([], 0.5)
    assert panel.shown > before
    for _ in range(21):  # within ten seconds (Summer Resort plays its steps on the board)
        app.step([], 0.5)
    assert not panel.playing
    click(app, panel.rect.center)  # on the finished panel: closes it
    assert table.story.panel is None


def test_a_click_shows_every_line_at_once_and_goes_on_to_the_game(app):
    speed(app, "normal")
    table, match = round_end_through_the_table(app)
    panel = table.story.panel
    assert panel.playing
    played = len(match.log)
    click(app, (table.sidebar.rect.x - 40, 80))  # a click anywhere shows every line
    assert panel.shown == len(panel.lines) and not panel.playing
    assert len(match.log) == played


def test_any_key_skips_and_the_next_move_closes_the_panel(app):
    speed(app, "normal")
    table, match = round_end_through_the_table(app, seed=6)
    panel = table.story.panel
    key(app, pygame.K_SPACE)
    assert not panel.playing
    play_any(app, table, random.Random(6))
    if match.log[-1].seat == table.eyes and not match.log[-1].events:
        assert table.story.panel is None
    else:  # a bot moved since: its panel, not the earlier one
        assert table.story.panel is not panel


def test_the_panel_closes_by_itself(app):
    speed(app, "normal")
    table, _ = round_end_through_the_table(app, seed=7)
    assert table.animating  # lines still coming: drawn every frame
    table.story.panel.skip()
    table.story.glide.stop()  # the previous hot-seat player's move landed too (#29)
    shown = table.redraw_key()
    assert not table.animating and 0 < table.wake_after() <= 4.0  # waits, then closes
    for _ in range(30):
        app.step([], 0.5)
    assert table.story.panel is None
    assert table.redraw_key() != shown  # the idle loop draws the table without it


def test_with_animation_off_everything_is_instant(app):
    speed(app, "off")
    table, match = resort_table(app)
    play_any(app, table, random.Random(8))
    app.step([], 0.01)
    app.step([], 0.01)
    assert match.log[-1].seat != 0  # the bot moved at once
    assert not table.story.glide.busy and table.story.glide.entry is None
    assert table.story.marks
    table, match = round_end_through_the_table(app, seed=4)
    panel = table.story.panel
    assert panel is not None and panel.shown == len(panel.lines) and not panel.playing
    speed(app, "normal")


def test_draw_only_reads(app):
    speed(app, "normal")
    table, match = round_end_through_the_table(app, seed=4)
    story = table.story

    def look():
        panel = story.panel
        return (
            story.marks,
            story.glide.entry,
            [(t.elapsed, t.pos) for t in story.glide.tweens.items],
            None if panel is None else (panel.shown, panel.time, panel.closed),
            table.sidebar.info,
            len(match.log),
        )

    before = look()
    surface = pygame.Surface((1600, 900))
    table.draw(surface)
    table.draw(surface)
    assert look() == before


def test_a_table_opened_after_a_round_end_shows_what_happened_at_once(app):
    speed(app, "normal")
    _, match = round_end_through_the_table(app, seed=4)
    table = open_game_table(app, match, app.services.table_for(match.game))  # Continue
    panel = table.story.panel
    assert panel is not None and panel.shown == len(panel.lines) and not panel.playing
    assert not table.story.glide.busy
