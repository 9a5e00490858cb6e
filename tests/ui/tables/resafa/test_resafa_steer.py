"""The rivals' steering choices marked on the Resafa board (#12): when another player
steered the water at a branch, an arrow from the branch into the space the water took and
a pill with their symbol and the way in a word; when another player's caravan moved, its
roads in their colour and a pill saying "via Resafa" or "direct". Opened as the app opens
a table; the frame's words read with the layout probe."""

from __future__ import annotations

import random

import pytest

from tabletop.engine import Config, Seat
from tabletop.engine.match import Match
from tabletop.games.resafa.actions import MoveCamel, RouteWater
from tabletop.games.resafa.game import GAME
from tabletop.ui.tables.marks import marked_entries
from tabletop.ui.tables.resafa import TABLE, layout
from tests.ui.helpers import click, make_app, open_game_table

from .test_resafa_focus import frame_texts
from .test_resafa_rain import COLOURS, NAMES, keen


@pytest.fixture(scope="module")
def app():
    return make_app(real_games=True)


def rivals(match: Match, kind) -> list:
    """The ``kind`` moves of other seats marked for the seat to act now."""
    actor = match.actor()
    log = match.log
    return [
        log[i]
        for i in marked_entries(log, actor)
        if log[i].seat != actor and isinstance(log[i].action, kind)
    ]


def after_a_rivals(kind, seeds=range(1, 30)) -> Match:
    """A 4-player hot-seat match just after another player's ``kind`` move, with the next
    player to act."""
    for seed in seeds:
        seats = tuple(Seat(NAMES[i], COLOURS[i], "human") for i in range(4))
        match = Match(GAME, Config(seats=seats, seed=seed))
        rng = random.Random(seed)
        while not match.is_over():
            if match.log and rivals(match, kind) and match.actor() != match.log[-1].seat:
                return match
            match.play(keen(match, rng))
    pytest.skip("no game reached the wanted position")


def table_at(app, match):
    table = open_game_table(app, match, TABLE)
    if table.story.panel is not None:
        table.story.panel.closed = True
    app.step([], 1 / 60)
    return table


def test_a_rivals_way_for_the_water_is_marked_with_their_symbol_and_the_way(app):
    match = after_a_rivals(RouteWater)
    table = table_at(app, match)
    entry = rivals(match, RouteWater)[-1]
    name, way = NAMES[entry.seat], entry.action.way
    texts = frame_texts(app, table).texts
    assert any(t.text == way and layout.NETWORK.contains(t.rect) for t in texts), way
    tips = [w for _, w in table.tips]
    assert any(w.startswith(f"{name} steered the water {way} from ") for w in tips)
    click(app, layout.zoom_rects()["network"].center)  # and big in the focus view
    texts = frame_texts(app, table).texts
    assert any(t.text == way and layout.FOCUS.contains(t.rect) for t in texts)


def test_a_rivals_caravan_way_is_marked_with_their_symbol_and_its_stop(app):
    match = after_a_rivals(MoveCamel)
    table = table_at(app, match)
    entry = rivals(match, MoveCamel)[-1]
    word = "via Resafa" if entry.action.via else "direct"
    texts = frame_texts(app, table).texts
    assert any(t.text == word and layout.MAP.contains(t.rect) for t in texts), word
    tips = [w for _, w in table.tips]
    assert any(w.startswith(f"{NAMES[entry.seat]}'s caravan went to ") for w in tips)
