"""The Resafa table's layout (#14): the trading map's boxes are sized from the text in use
and placed so that none covers another at 100% and 130%; the words on the board are the
short ones (the tooltip has the trade whole); frames while a card is dragged redraw only
what moved and equal whole frames, also with the focus view open."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from tabletop.games.resafa import facts
from tabletop.ui.app import App
from tabletop.ui.headless import headless_services
from tabletop.ui.scene import Context, Scene
from tabletop.ui.tables.resafa import TABLE, layout, mapgeom
from tabletop.ui.tables.resafa.goods import rich_width
from tabletop.ui.text import TextCache
from tests.ui.helpers import click, open_game_table, seated_match

from .test_resafa import GAME, advance_until

POINTS = [(300 + 53 * i, 200 + 37 * i) for i in range(10)]


def make_app(scale: float = 1.0, window=(1600, 900)) -> App:
    services = headless_services()
    services.settings = dataclasses.replace(services.settings, ui_scale=scale)
    services.text = TextCache(scale=scale)
    return App(services, window_size=window, start_scene=Scene(Context(services)))


def open_mid_game(app: App, players: int = 4, moves: int = 30):
    match = seated_match(GAME, players, seed=3)
    advance_until(match, lambda m: len(m.actions) >= moves and m.state.task is None, 3)
    table = open_game_table(app, match, TABLE)
    if table.story.panel is not None:
        table.story.panel.closed = True
    app.step([], 1 / 60)
    return table


def motion(app, pos, buttons=(1, 0, 0)) -> None:
    wpos = app.viewport.to_window(pos)
    event = pygame.event.Event(pygame.MOUSEMOTION, {"pos": wpos, "rel": (1, 1), "buttons": buttons})
    app.step([event], 1 / 60)


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("scale", [1.0, 1.3])
@pytest.mark.parametrize("players", [2, 4])
def test_the_map_boxes_fit_clear_of_each_other_at_both_text_sizes(scale, players):
    app = make_app(scale)
    table = open_mid_game(app, players, moves=8)
    g = layout.map_geom()
    assert g.fits()
    text = app.services.text
    for x in facts.centres(table.view):
        box = g.centre(x.id)
        for trade, line in zip(x.trades, g.trade_rects(box)):
            what, price = mapgeom.trade_words(trade, g.form)
            room = line.w - 2 - rich_width(text, price, g.fonts.line, spaced=g.form[1])
            assert rich_width(text, what, g.fonts.line) + 4 <= room, (x.name, what, price)
        assert text.size(x.name, g.fonts.name, True)[0] + 4 * (mapgeom.CAMEL + 1) < box.w
    for a, b, _ in facts.roads():  # a fare's coin lies on no other centre's box
        at = g.fare_point(g.road(a, b))
        others = [r for k, r in g.centres.items() if k not in (a, b)]
        assert not any(r.collidepoint(at) for r in others), (a, b)


def test_the_board_says_trades_in_short_words_and_the_tooltip_whole():
    app = make_app()
    table = open_mid_game(app)
    g = layout.map_geom()
    tips = dict((tuple(r), w) for r, w in table.tips)
    for x in facts.centres(table.view):
        for trade, line in zip(x.trades, g.trade_rects(g.centre(x.id))):
            assert trade.text in tips[tuple(line)]
            what, price = mapgeom.trade_words(trade, g.form)
            assert what.split()[0] in ("Buy", "Sell") and price


def test_a_card_dragged_redraws_only_what_moved_and_equals_whole_frames():
    app = make_app()
    table = open_mid_game(app)
    piece = table.pieces(table.view)[0]
    wpos = app.viewport.to_window(piece.rect.center)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, {"pos": wpos, "button": 1})], 1 / 60)
    motion(app, (piece.rect.centerx + 20, piece.rect.centery + 20))
    assert table.drag.dragging and table.board_key() is not None
    partial = app.partial_frames
    for pos in POINTS:
        motion(app, pos)
        whole = pygame.Surface(app.canvas.get_size())
        table.draw(whole)
        assert pixels(whole) == pixels(app.canvas), pos
    assert app.partial_frames - partial == len(POINTS)


def test_with_the_focus_view_open_hover_frames_equal_whole_frames():
    app = make_app()
    table = open_mid_game(app)
    click(app, layout.zoom_rects()["map"].center)
    assert table.zoom.part == "map"
    tips = []
    spots = [rect.center for rect, _ in table.tips[::7]] + POINTS[:3]
    for pos in spots:
        motion(app, pos, buttons=(0, 0, 0))
        tips.append(table.tip)
        whole = pygame.Surface(app.canvas.get_size())
        table.draw(whole)
        assert pixels(whole) == pixels(app.canvas), pos
    assert any(tips), "the focus view's tips show under the pointer"


def test_a_new_text_size_from_the_settings_lays_the_table_out_again():
    app = make_app()
    table = open_mid_game(app)
    small = layout.map_geom().box
    settings = dataclasses.replace(app.services.settings, ui_scale=1.3)
    app.services.update_settings(settings, persist=False)
    app.step([], 1 / 60)
    assert table.art.text is app.services.text
    assert layout.map_geom().box[0] > small[0] and layout.map_geom().fits()
    assert layout.title_h() == mapgeom.ink(app.services.text, 14, True) + 6
