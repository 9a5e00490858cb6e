"""The rain in the Resafa table's focus view (#12): when the water network is shown big
and another player's move sets off a rain, the rain plays on the big network (its banner,
cubes and running count in the view, where the player is looking); a press there shows its
end and plays nothing; another part shown big steps aside so that the rain plays on the
board. Opened as the app opens a table; the bots' moves played as the bot runner plays
them."""

from __future__ import annotations

import dataclasses

import pytest

from tabletop.ui.tables.resafa import TABLE, layout
from tests.ui.helpers import click, make_app, open_game_table, press

from .test_resafa_focus import frame_texts
from .test_resafa_rain import before_rain, long_cubes


@pytest.fixture
def app():
    app = make_app(real_games=True)
    app.services.settings = dataclasses.replace(
        app.services.settings, confirm_irreversible=False, animation_speed="normal"
    )
    return app


def before_a_bots_rain(seeds=range(1, 30)):
    """A match (Ann at the screen, three bots) just before a bot's move that sets off a
    rain of several cubes, and that move."""
    controllers = ("human", "bot:random", "bot:random", "bot:random")
    return before_rain(long_cubes, controllers, seeds, by_bot=True)


def open_with(app, match, part: str):
    table = open_game_table(app, match, TABLE)
    assert table.eyes == 0
    if table.story.panel is not None:
        table.story.panel.closed = True
    click(app, layout.zoom_rects()[part].center)
    assert table.zoom.part == part
    return table


def test_the_rain_plays_on_the_big_network_when_it_is_magnified(app):
    match, action = before_a_bots_rain()
    table = open_with(app, match, "network")
    table.play_bot_action(match.actor(), action)  # as the bot runner plays it
    app.step([], 0.05)
    show = table.rain
    assert show is not None and show.playing
    assert table.zoom.part == "network", "the view stays on the network"
    place = table.look.rain_at
    assert place is not None and layout.FOCUS.contains(place.banner)
    assert place.cell > layout.CELL, "the big network's spaces"
    texts = frame_texts(app, table).texts
    told = table.story.panel.rect if table.story.panel else None  # "What happened"'s lines
    banner = [
        t
        for t in texts
        if t.text.startswith("Rain")
        and t.text != table.rain_note
        and not (told and told.contains(t.rect))
    ]
    assert banner, "the rain's banner is drawn"
    assert all(layout.FOCUS.contains(t.rect) for t in banner)
    assert not any(layout.NETWORK.contains(t.rect) for t in banner), "not on the board beneath"
    counts = [t for t in texts if t.text == "So far"]
    assert counts and place.tally.contains(counts[0].rect)


def test_a_press_on_the_big_network_shows_the_rains_end_and_plays_nothing(app):
    match, action = before_a_bots_rain()
    table = open_with(app, match, "network")
    table.play_bot_action(match.actor(), action)
    app.step([], 0.05)
    assert table.rain is not None and table.rain.playing
    moves = len(match.log)
    press(app, layout.FOCUS.center)
    assert table.rain is None or not table.rain.playing
    assert table.zoom.part == "network", "the press showed the end, it did not close the view"
    assert len(match.log) == moves


def test_another_part_shown_big_steps_aside_for_the_rain(app):
    match, action = before_a_bots_rain()
    table = open_with(app, match, "tracks")
    table.play_bot_action(match.actor(), action)
    app.step([], 0.05)
    assert table.rain is not None and table.rain.playing
    assert table.zoom.part == "", "the rain plays on the board, in sight"
