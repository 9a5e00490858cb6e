"""Summer Nine's card faces show every card's name whole (issue #14, text size 130%): the
name wraps at words, with smaller letters, a smaller icon, closer lines or (on the small
discard face) without the type's word, and a word wider than the card is split with a
hyphen — never cut with "…" or left off; the country's word in the band drops the emblem
before it is cut; the points pill stays on the card."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.summer_nine import facts as F
from tabletop.games.summer_nine.components import components
from tabletop.ui import layout_probe
from tabletop.ui.tables.summer_nine import layout as L
from tabletop.ui.tables.summer_nine.art import Art, title_layout
from tabletop.ui.tables.summer_nine.board import look_of
from tabletop.ui.text import TextCache
from tests.ui.helpers import make_app

SIZES = (L.CARD, L.DISCARD.size, L.HAND_CARD, L.MINI)


def _art(scale: float) -> Art:
    countries = {}
    for card in range(len(components().cards)):
        face = F.card_face(card)
        if face.country and face.country != "ANY":
            countries[face.country] = (60 + 50 * len(countries) % 180, 120, 200)
    return Art(TextCache(scale=scale), countries)


@pytest.mark.parametrize("scale", (1.0, 1.3))
def test_no_card_face_cuts_a_word(scale):
    make_app()
    art = _art(scale)
    probe = layout_probe.LayoutRecord(pygame.Surface((8, 8)))
    layout_probe.active = probe
    try:
        for card in range(len(components().cards)):
            for size in SIZES:
                art.face(look_of(card), size)
    finally:
        layout_probe.active = None
    assert not probe.cuts, "\n".join(sorted({str(c) for c in probe.cuts}))


@pytest.mark.parametrize("scale", (1.0, 1.3))
def test_a_name_is_laid_out_whole_above_the_points(scale):
    make_app()
    text = TextCache(scale=scale)
    names = {look_of(card).title for card in range(len(components().cards))}
    for w, h in (L.CARD, L.DISCARD.size):
        room = h - 24 - 23 - 4  # under the band, above the pill (no type's word)
        for name in names:
            size, step, lines, icon = title_layout(text, name, w, room, w // 4)
            assert "".join(lines).replace("-", "").replace(" ", "") == name.replace(
                " ", ""
            ).replace("-", "")
            assert all(text.size(line, size, True)[0] <= w - 6 for line in lines), name
            line_h = text.size("Ag", size, True)[1] - 1
            assert icon + (len(lines) - 1) * step + line_h <= room, name
            assert size >= 9


def test_a_long_word_is_split_with_a_hyphen_only_where_no_size_holds_it():
    make_app()
    text = TextCache(scale=1.3)
    _, _, lines, _ = title_layout(text, "Thessaloniki", 80, 60, 20)
    assert len(lines) == 2 and lines[0].endswith("-") and len(lines[1]) >= 3
    _, _, lines, _ = title_layout(TextCache(), "Thessaloniki", 92, 60, 20)
    assert lines == ["Thessaloniki"]
