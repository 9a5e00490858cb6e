"""Watch the others play (#29), shown: each move of another seat travels on the board
from where it came from (``origin``) to where it went (``locate``), one after another at
the pace setting (Normal: half a second a move), drawn over the still picture of the
rest (the still picture is not redrawn while it travels); a click or Space skips to the
end; at "off" nothing travels. Tables opened through set-up against a bot."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from tests.ui.helpers import game_of, key, make_app, start_from_setup
from tests.ui.test_watch_told import GAMES


@pytest.fixture(scope="module")
def app():
    return make_app(real_games=True)


def pace(app, name: str) -> None:
    app.services.settings = dataclasses.replace(
        app.services.settings, animation_speed=name, confirm_irreversible=False
    )


def watch_bot_moves(app, game_id: str, seed: int = 5, wanted: int = 3):
    """Ann plays at random; every move of Bob is caught the frame it is made: (the log
    index, the glide's entry and tween then, where it should start and end)."""
    pace(app, "normal")
    table = start_from_setup(app, game_of(game_id), 2, "standard", seed, ("human", "bot:greedy"))
    match, rng = table.match, random.Random(seed)
    seen = []
    for _ in range(3000):
        if match.is_over() or len(seen) >= wanted:
            break
        count = len(match.log)
        if match.actor() == table.eyes and not table.animating:
            assert table.try_play(rng.choice(table.legal_actions()))
        app.step([], 1 / 30)
        for index in range(count, len(match.log)):
            entry = match.log[index]
            if entry.seat == table.eyes or index != len(match.log) - 1:
                continue
            to = table._locate(entry.action, entry.seat)
            if to is None:
                continue
            glide = table.story.glide
            tween = glide.tweens.items[0] if glide.tweens.items else None
            start = table.origin(table.view, entry.action, entry.seat)
            seen.append((index, glide.entry, tween, start, to, table))
    return table, seen


@pytest.mark.parametrize("game_id", GAMES)
def test_each_of_the_bots_moves_travels_from_its_origin_to_its_place(app, game_id):
    table, seen = watch_bot_moves(app, game_id)
    assert seen, "the bot made a move with a place on the board"
    for index, entry, tween, start, to, _ in seen:
        assert entry == index and tween is not None
        w, h = tween.surface.get_size()
        assert tween.start == (start.centerx - w // 2, start.centery - h // 2)
        assert tween.end == (to.centerx - w // 2, to.centery - h // 2)
        assert 0.3 <= tween.duration <= 0.7  # Normal: about half a second a move


def test_summer_nine_shows_the_card_travelling_from_the_pool(app):
    from tabletop.games.summer_nine.actions import TakeToSchedule
    from tabletop.ui.tables.summer_nine import layout as L

    table, seen = watch_bot_moves(app, "summer_nine", wanted=4)
    takes = [s for s in seen if isinstance(table.match.log[s[0]].action, TakeToSchedule)]
    assert takes
    for index, _, tween, start, to, _ in takes:
        action = table.match.log[index].action
        assert start == L.pool_cell(action.row, action.column)
        assert tween.surface.get_size() == to.size  # the card itself, not a token


def test_a_travel_is_drawn_over_the_still_picture_and_space_skips_it(app):
    pace(app, "slow")
    table = start_from_setup(app, game_of("summer_nine"), 2, "standard", 5, ("human", "bot:greedy"))
    match, rng = table.match, random.Random(5)
    for _ in range(600):
        if table.story.glide.busy:
            break
        if match.actor() == table.eyes and not table.animating:
            assert table.try_play(rng.choice(table.legal_actions()))
        app.step([], 1 / 30)
    glide = table.story.glide
    assert glide.busy and table.animating
    still = table.still_key()
    app.step([], 1 / 30)
    assert glide.busy and table.still_key() == still  # only the travel is drawn anew
    surface = pygame.Surface((1600, 900))
    assert table.draw_moving(surface)  # it covers some rectangles over the still picture
    key(app, pygame.K_SPACE)
    assert not glide.busy and glide.entry is None
    assert any(m.entry == len(match.log) - 1 for m in table.story.marks)  # its mark shows


def test_at_off_nothing_travels(app):
    pace(app, "off")
    table = start_from_setup(app, game_of("summer_nine"), 2, "standard", 5, ("human", "bot:greedy"))
    match = table.match
    assert table.try_play(random.Random(1).choice(table.legal_actions()))
    for _ in range(20):
        app.step([], 1 / 30)
        assert not table.story.glide.busy
    assert match.log[-1].seat != table.eyes or match.actor() == table.eyes
    pace(app, "normal")


def test_bench_times_frames_while_the_others_moves_are_played():
    from tabletop.bench import watch_frame_times

    median, p95, cpu, note = watch_frame_times(game_of("summer_nine"), frames=40)
    assert 0 < median <= p95 and cpu >= 0
    assert note.endswith("moves travelling") and not note.startswith("0 ")
