"""The Resafa table's focus view (#12, #14): the magnifier on the trading map or the water
network (or Z over it) opens that part big in an overlay with every label whole; Esc, Z,
the close button or a click outside closes it; a click on a lit place plays its move, a
click elsewhere plays nothing (the drops: ``test_resafa_focus_drag.py``). Driven by posted
events; the frame's text is read with the layout probe, and the open view passes the
layout checks at 100% and 130%."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from tabletop.games.resafa import facts
from tabletop.games.resafa.actions import (
    BuildBase,
    FlipTile,
    MoveCamel,
    RouteWater,
    StepTrack,
    TakeBonus,
)
from tabletop.ui import layout_probe
from tabletop.ui.app import App
from tabletop.ui.headless import headless_services
from tabletop.ui.scene import Context, Scene
from tabletop.ui.tables.resafa import TABLE, focus, layout, mapgeom
from tabletop.ui.text import TextCache
from tests.ui.helpers import click, drag, key, open_game_table, post, seated_match
from tests.ui.layout_check import problems

from .test_resafa import GAME, advance_until, find, legal_of, open_table


def make_app(scale: float = 1.0) -> App:
    services = headless_services()
    services.settings = dataclasses.replace(services.settings, ui_scale=scale)
    services.text = TextCache(scale=scale)
    return App(services, window_size=(1600, 900), start_scene=Scene(Context(services)))


def open_mid_game(app: App, players: int = 4):
    match = seated_match(GAME, players, seed=3)
    advance_until(match, lambda m: len(m.actions) >= 30 and m.state.task is None, 3)
    table = open_game_table(app, match, TABLE)
    if table.story.panel is not None:  # "What happened" closed, as a click would
        table.story.panel.closed = True
    app.step([], 1 / 60)
    return table


def frame_texts(app: App, table) -> layout_probe.LayoutRecord:
    """One frame with the layer painted again, its texts and panels recorded."""
    probe = layout_probe.LayoutRecord(app.canvas)
    layout_probe.active = probe
    try:
        table.invalidate()
        app.step([], 1 / 60)
    finally:
        layout_probe.active = None
    return probe


def hover(app: App, pos) -> None:
    wpos = app.viewport.to_window(pos)
    post((pygame.MOUSEMOTION, {"pos": wpos, "rel": (1, 1), "buttons": (0, 0, 0)}))
    app.step(pygame.event.get(), 1 / 60)


@pytest.fixture(scope="module")
def app():
    return make_app()


def test_the_magnifier_opens_the_map_with_whole_trade_lines_and_esc_closes_it(app):
    table = open_mid_game(app)
    state = table.match.state
    before = {t.text for t in frame_texts(app, table).texts}
    lines = {
        line
        for x in facts.centres(table.view)
        for t in x.trades
        for line in mapgeom.long_lines(t)
        if line
    }
    assert not lines & before, "the board itself says the trades in short words"
    click(app, layout.zoom_rects()["map"].center)
    assert table.zoom.part == "map"
    shown = {t.text for t in frame_texts(app, table).texts}
    assert lines <= shown, sorted(lines - shown)
    assert focus.NOTES["map"] in shown and "Trading map" in shown
    key(app, pygame.K_ESCAPE)
    assert table.zoom.part == ""
    assert app.ctx.stack.top is table, "Esc closed the view, not opened the pause menu"
    assert table.match.state is state
    assert focus.NOTES["map"] not in {t.text for t in frame_texts(app, table).texts}


def test_z_over_the_network_opens_it_and_a_click_off_the_lit_places_plays_nothing(app):
    table = open_mid_game(app)
    state = table.match.state
    hover(app, layout.NETWORK.center)
    key(app, pygame.K_z, text="z")
    assert table.zoom.part == "network"
    shown = {t.text for t in frame_texts(app, table).texts}
    assert "Water network" in shown and focus.NOTE in shown
    net = facts.network(table.view)
    assert any(cell.tank for cell in net.cells) and "Tank" in shown
    assert {f"{x.vp} VP" for x in net.cells if not x.tank} <= shown
    hand = layout.hand_rects(len(table.view.players[table.eyes].hand))[0]
    click(app, hand.center)  # the hand lies under the overlay: nothing is picked up
    click(app, layout.NETWORK.center)
    assert table.zoom.part == "network" and table.drag.held is None
    assert table.match.state is state
    key(app, pygame.K_z, text="z")
    assert table.zoom.part == ""


def test_a_click_outside_or_on_the_close_button_closes_it(app):
    table = open_mid_game(app)
    click(app, layout.zoom_rects()["network"].center)
    assert table.zoom.part == "network"
    click(app, (layout.FOCUS.right + 40, 400))  # the sidebar, outside the overlay
    assert table.zoom.part == ""
    click(app, layout.zoom_rects()["map"].center)
    assert table.zoom.part == "map"
    click(app, layout.close_rect().center)
    assert table.zoom.part == ""


def test_the_view_follows_the_game_and_its_tooltips_say_the_whole_text(app):
    table = open_mid_game(app)
    click(app, layout.zoom_rects()["map"].center)
    geom = focus.map_geometry(table.draw_context(), layout.FOCUS)
    assert geom.fits()
    words = [w for _, w in table.tips]
    centre = facts.centres(table.view)[1]
    assert any(centre.trades[0].text in w for w in words)
    assert all(rect.colliderect(layout.FOCUS) for rect, _ in table.tips)


@pytest.mark.parametrize("scale", [1.0, 1.3])
@pytest.mark.parametrize("part", ["map", "network", "tracks", "bonus", "offer"])
def test_the_open_view_passes_the_layout_checks(scale, part):
    app = make_app(scale)
    table = open_mid_game(app)
    click(app, layout.zoom_rects()[part].center)
    probe = frame_texts(app, table)
    found = problems(probe)
    assert not found, "\n".join(found)
    panel = next(
        item.rect for item in probe.items if item.text is None and item.rect == layout.FOCUS
    )
    on_it = {t.text for t in probe.texts if panel.contains(t.rect)}
    assert focus.TITLES[part] in on_it and focus.NOTES.get(part, focus.NOTE) in on_it
    assert all(layout.FOCUS.contains(rect) for rect, _ in table.tips)


def test_the_tracks_and_bonus_cards_open_big_with_every_card_whole(app):
    table = open_mid_game(app)
    hover(app, layout.TRACKS.center)
    key(app, pygame.K_z, text="z")
    assert table.zoom.part == "tracks"
    view = table.view
    words = " ".join(w for _, w in table.tips)
    for i in range(len(facts.COLOURS)):
        for level in range(3):
            stack = view.spec_stacks[i * 3 + level]
            if stack and view.spec_revealed[i * 3 + level] and stack[0] != "?":
                assert facts.special(stack[0]).text in words
    assert facts.tracks().note in {t.text for t in frame_texts(app, table).texts}
    key(app, pygame.K_ESCAPE)
    click(app, layout.zoom_rects()["bonus"].center)
    assert table.zoom.part == "bonus"
    words = " ".join(w for _, w in table.tips)
    cards = [card for row in view.bonus_display for card in row if card]
    assert cards and all(facts.bonus(card).text in words for card in cards)


CLICKS = {
    TakeBonus: ("bonus", lambda a: ("bonus", a.colour, a.slot)),
    StepTrack: ("tracks", lambda a: ("track", a.colour)),
    FlipTile: ("map", lambda a: ("flip", a.centre)),
    BuildBase: ("map", lambda a: ("base", a.box)),
    RouteWater: ("network", lambda a: ("route", a.way)),
}


@pytest.mark.parametrize("kind", list(CLICKS), ids=lambda k: k.__name__)
def test_a_lit_place_in_the_focus_view_plays_its_move_on_a_click(app, kind):
    match = find(lambda m: bool(legal_of(m, kind)), players=4, tries=30)
    table = open_table(app, match)
    if table.story.panel is not None:
        table.story.panel.closed = True
    a = legal_of(match, kind)[0]
    part, key_of = CLICKS[kind]
    click(app, layout.zoom_rects()[part].center)
    assert table.zoom.part == part
    spot = dict(table.zoom.spots)[key_of(a)]
    assert layout.FOCUS.contains(spot)
    click(app, spot.center)
    assert match.actions[-1] == a


def test_the_offer_opens_big_with_each_workshop_in_words(app):
    table = open_mid_game(app)
    click(app, layout.zoom_rects()["offer"].center)
    assert table.zoom.part == "offer"
    words = " ".join(w for _, w in table.tips)
    shown = [tile for row in table.view.ws_display for tile in row if tile]
    assert shown
    for tile in shown:
        shop = facts.workshop(tile)
        assert f"Rooms: {' / '.join(shop.rooms)}" in words and f"Back: {shop.back}" in words


def test_the_caravan_is_dragged_along_the_big_map_to_a_centre(app):
    match = find(lambda m: bool(legal_of(m, MoveCamel)), players=4, tries=30)
    table = open_table(app, match)
    if table.story.panel is not None:
        table.story.panel.closed = True
    click(app, layout.zoom_rects()["map"].center)
    assert table.zoom.part == "map"
    camel = next(p for p in table.pieces(table.view) if p.key == ("camel",))
    assert layout.FOCUS.contains(camel.rect), "picked up where the view shows it"
    targets = [t for t in table.targets(table.view, camel) if t.action in table.legal_actions()]
    target = targets[-1]
    assert layout.FOCUS.contains(target.rect)
    assert target.rect != layout.centre_rect(target.key[1]), "the view's centre, not the board's"
    drag(app, camel.rect.center, target.rect.center)
    assert isinstance(match.actions[-1], MoveCamel)
    assert match.actions[-1].to == target.action.to
    assert table.zoom.part == "map", "the view stays open after the move"
