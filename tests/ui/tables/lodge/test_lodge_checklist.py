"""Lodge's live score panel and amenity tiles at text size 130% (issue #14): with more
amenities than rows, the checklist says how many more there are (no row silently left
out), and the hover names every amenity in full — a row's condition too, which the row
shows only where it fits whole; on a tile the points stay clear of the tick or cross."""

from __future__ import annotations

import pygame

from tabletop.games.lodge import facts
from tabletop.games.lodge.components import components
from tabletop.ui import layout_probe
from tabletop.ui.tables.lodge.art import LodgeArt
from tabletop.ui.tables.lodge.checklist import checklist_rows
from tabletop.ui.text import TextCache
from tests.ui.helpers import probed_scene


def _solo_table(scale: float):
    """A solo lodge well into the game (many amenities built), drawn once."""
    return probed_scene("lodge", 1, 2, 60, scale)  # seed 2: ten amenities, seven rows


def test_more_amenities_than_rows_are_counted_and_named_on_hover():
    table, probe = _solo_table(1.3)
    view, seat = table.view, table.shown_seat(table.view)
    items = table.score_facts(view, seat).checklist
    rect = table.layout.checklist
    rows, _, more = checklist_rows(table.services.text, rect, len(items))
    assert more is not None and len(rows) < len(items), "the state has more than fit"
    hidden = len(items) - len(rows)
    drawn = [t.text for t in probe.texts]
    assert any(line.startswith(f"… {hidden} more") for line in drawn)
    tip = table.hover_text(view, more.center)
    assert all(item.head in tip for item in items[len(rows) :])
    first = table.hover_text(view, rows[0].center)
    assert items[0].head in first and items[0].condition in first
    assert not [c for c in probe.cuts if c.table == "lodge"]


def noted_blits(monkeypatch) -> list[tuple[pygame.Surface, str, pygame.Rect]]:
    """Every text ``TextCache.blit`` draws from now on: (surface, line, rect)."""
    blits: list[tuple[pygame.Surface, str, pygame.Rect]] = []
    original = TextCache.blit

    def noting(self, surface, line, pos, *args, **kwargs):
        rect = original(self, surface, line, pos, *args, **kwargs)
        blits.append((surface, line, rect))
        return rect

    monkeypatch.setattr(TextCache, "blit", noting)
    return blits


def test_a_tiles_points_keep_clear_of_its_tick_or_cross(monkeypatch):
    blits = noted_blits(monkeypatch)
    pygame.init()
    for scale in (1.0, 1.3):
        art = LodgeArt(TextCache(scale=scale), ((200, 60, 60),) * 5)
        for amenity in range(len(components().amenities)):
            for met in (True, False):
                blits.clear()
                tile = art.amenity_tile(62, amenity, met)
                on_tile = [(line, r) for s, line, r in blits if s is tile]
                points = next(r for line, r in on_tile if line.endswith("pts"))
                mark = next(r for line, r in on_tile if line in ("✔", "✖"))
                assert not points.colliderect(mark), (scale, amenity)
                assert tile.get_rect().contains(points)


def test_the_rival_note_on_a_card_keeps_clear_of_the_tick_and_the_condition_shows_whole(
    monkeypatch,
):
    blits = noted_blits(monkeypatch)
    pygame.init()
    for scale in (1.0, 1.3):
        art = LodgeArt(TextCache(scale=scale), ((200, 60, 60),) * 5)
        for amenity, spec in enumerate(components().amenities):
            condition = facts.amenity_face(amenity).condition
            blits.clear()
            probe = layout_probe.LayoutRecord(pygame.Surface((8, 8)))
            layout_probe.active = probe
            try:
                card = art.amenity_card((290, 64), amenity, condition, facts.RIVAL_NOTE)
            finally:
                layout_probe.active = None
            assert not probe.cuts, (scale, spec, [str(c) for c in probe.cuts])
            note = next(r for s, line, r in blits if line == facts.RIVAL_NOTE)
            tick = pygame.Rect(card.get_width() - 16, card.get_height() - 16, 16, 16)
            assert not note.colliderect(tick)
            shown = " ".join(line for s, line, r in blits if line != facts.RIVAL_NOTE)
            assert " ".join(condition.split()[1:]) in " ".join(shown.split())
