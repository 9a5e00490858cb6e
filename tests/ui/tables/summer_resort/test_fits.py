"""Summer Resort at text size 130% with five players (the narrowest resorts): every badge,
word and picture the board draws shows whole, inside its place and clear of its
neighbours — the President's badge is never left out for want of room, the weather's
long name is split at a word (never cut), a stack's warning stays on its stack, the fuel
word stays on its automobile, and the purchases and arrivals start after their label.
(``tests/ui/test_cut_text.py`` checks that no text is shortened or clipped.)"""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from tabletop.games.summer_resort import GAME, facts
from tabletop.ui.app import App
from tabletop.ui.headless import build_scene, headless_services, render_scene, table_match
from tabletop.ui.scene import Context, Scene
from tabletop.ui.tables.summer_resort import draw, layout, resorts, tray
from tabletop.ui.tables.summer_resort.art import Art
from tabletop.ui.tables.summer_resort.draw import DrawContext, Seat
from tabletop.ui.tables.summer_resort.pictures import locomotive_cab
from tabletop.ui.text import TextCache
from tests.ui.helpers import make_app

SEATS = tuple(Seat(n, (200, 60, 60), "circle") for n in ("Ann", "Bob", "Cleo", "Dan", "Eve"))


class Spy(pygame.Surface):
    """A canvas that notes every surface blitted onto it and where."""

    def __init__(self, size):
        super().__init__(size)
        self.blits: list[tuple[pygame.Surface, pygame.Rect]] = []

    def blit(self, source, dest, area=None, special_flags=0):
        rect = super().blit(source, dest, area, special_flags)
        at = dest.topleft if isinstance(dest, pygame.Rect) else tuple(dest)[:2]
        self.blits.append((source, pygame.Rect(at, source.get_size())))
        return rect


@pytest.fixture(scope="module")
def text():
    make_app()  # pygame and its fonts
    return TextCache(scale=1.3)


def _view(**changes) -> facts.View:
    match = table_match(GAME, 5, 3, 40)
    return dataclasses.replace(GAME.view(match.state, 0), **changes)


def _context(text, view, actor=2, lost=frozenset()) -> DrawContext:
    return DrawContext(text, Art(text), view, SEATS, 0, actor, False, lost=lost)


def _drawn_badges(text, view, seat, actor):
    c = _context(text, view, actor)
    surface = Spy((1600, 900))
    rect = layout.resort_rects(view.players)[seat]
    resorts.draw_resort(surface, c, seat, rect)
    labels = dict(zip(resorts.badges(c, seat), ("President", "porter", "to play")))
    return rect, {labels[s]: r for s, r in surface.blits if s in labels}


def test_every_badge_shows_whole_in_the_resort_head_at_130_percent(text):
    view = _view(president=2, porter=2)
    rect, badges = _drawn_badges(text, view, 2, actor=2)
    assert set(badges) == {"President", "porter", "to play"}, "none left out"
    autos = layout.automobile_rects(rect, 2)
    for name, where in badges.items():
        assert rect.contains(where), name
        assert where.bottom <= rect.y + layout.ROW_TWO, f"{name} clear of the automobiles"
        assert not any(where.colliderect(a) for a in autos)
    places = list(badges.values())
    assert not any(a.colliderect(b) for i, a in enumerate(places) for b in places[i + 1 :])


def test_the_weather_name_splits_at_a_word_where_one_line_has_no_room(text):
    cab = locomotive_cab(layout.LOCO.size).move(layout.LOCO.topleft)
    first, second = layout.LOCO.right - 6 - (layout.LOCO.x + 68), cab.x - 4 - (layout.LOCO.x + 20)
    for name in ("Storm", "Full sun · +1 car", "Sun behind a cloud, exam session"):
        top, (rest, size) = draw.weather_title(text, name, first, second)
        assert " ".join(p for p in (top, rest) if p) == name, "every word, none cut"
        assert text.size(rest, size, True)[0] <= second and size >= 10
        assert text.size(top, size, True)[0] <= first
    assert draw.weather_title(text, "Storm", first, second)[0] == ""  # beside "Weather now"


def test_the_warning_on_a_stack_stays_on_the_stack(text):
    view = _view()
    stack = facts.investment_ids()[-1]
    c = _context(text, view, lost=frozenset({stack}))
    surface = Spy((1600, 900))
    draw.draw_bank(surface, c)
    rect = layout.stack_rects()[stack]
    warnings = [s for k, s in c.art.cached().items() if k[:2] == ("badge", facts.LOST_BADGE)]
    warned = [r for s, r in surface.blits if any(s is w for w in warnings)]
    assert len(warned) == 1 and rect.contains(warned[0])


def test_fuel_words_stay_on_their_automobile_and_rows_start_after_their_label(text, monkeypatch):
    view = _view()
    seat = next(s for s, r in enumerate(view.resorts) if r.automobiles)
    resort = view.resorts[seat]
    resort = dataclasses.replace(
        resort,
        automobiles=(facts.REFUELLING,) * 2,
        purchases=("villa", "pension", "cottage", "villa", "pension"),
    )
    view = dataclasses.replace(
        view, resorts=view.resorts[:seat] + (resort,) + view.resorts[seat + 1 :]
    )
    drawn: list[tuple[str, pygame.Rect]] = []
    blit = TextCache.blit

    def noting(self, surface, line, pos, *args, **kwargs):
        rect = blit(self, surface, line, pos, *args, **kwargs)
        if surface.get_size() == (1600, 900):
            drawn.append((line, rect))
        return rect

    monkeypatch.setattr(TextCache, "blit", noting)
    surface = Spy((1600, 900))
    rect = layout.resort_rects(view.players)[seat]
    resorts.draw_resort(surface, _context(text, view), seat, rect)
    autos = layout.automobile_rects(rect, 2)
    words = [r for line, r in drawn if line == resorts.FUEL_WORD[facts.REFUELLING]]
    assert len(words) == 2 and all(a.contains(w) for a, w in zip(autos, words))
    label = next((r for line, r in drawn if line == "bought:"), None)
    icons = [r for s, r in surface.blits if r.size == (20, 20) and r.y > rect.y + 80]
    assert icons, "some of the purchases show"
    if label is not None:
        assert all(i.x >= label.right for i in icons), "the icons start after the label"
    assert all(i.right <= rect.right - 2 for i in icons)
    assert any(line.startswith("+") for line, _ in drawn), "the others are counted"


def test_the_accommodation_tray_keeps_its_label_chips_and_no_room_note_apart(monkeypatch):
    services = headless_services()
    services.settings = dataclasses.replace(services.settings, ui_scale=1.3)
    services.text = TextCache(scale=1.3)
    app = App(services, window_size=(1280, 720), start_scene=Scene(Context(services)))
    table = build_scene(app.ctx, "table", services.game("summer_resort"), 3, 3, 50, None)
    render_scene(app, table, frames=1)
    view = table.view
    assert view.phase == facts.ACCOMMODATE and table.options, "the state accommodates"
    drawn: list[tuple[str, pygame.Rect]] = []
    blit = TextCache.blit

    def noting(self, surface, line, pos, *args, **kwargs):
        rect = blit(self, surface, line, pos, *args, **kwargs)
        drawn.append((line, rect))
        return rect

    monkeypatch.setattr(TextCache, "blit", noting)
    surface = Spy((1600, 900))
    state = tray.TrayState(None, tuple(table.options), 0, None, ())
    tray.draw_tray(surface, table.draw_context(view), state)
    top = layout.TRAY.y + 30  # the line of the new guests
    chips = [r for s, r in surface.blits if r.h == 22 and top <= r.y <= top + 20]
    words = [(line, r) for line, r in drawn if top <= r.centery <= top + 30]
    assert chips and words
    for line, r in words:
        assert not any(r.colliderect(chip) for chip in chips), line
        assert layout.TRAY.contains(r), line
