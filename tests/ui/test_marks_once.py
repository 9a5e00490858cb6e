"""A seat's turn that took several steps at one place is marked once there (its newest
step), not in nested outlines that ran over the words around them: on Indian Summer's
table (opened as ``python main.py screenshot`` opens it, text size 100% and 130%) a
rival's berry and refill both marked its small path twice, the outer outline over "click
it to enlarge"; now one outline round the path's tiles, clear of its title and of that
note. Two seats at one place still nest (each keeps its own outline and symbol)."""

from __future__ import annotations

from collections import Counter

import pytest

from tabletop.ui.tables.marks import outline_rect
from tests.ui.helpers import probed_scene


@pytest.mark.parametrize("scale", (1.0, 1.3))
def test_one_mark_per_seat_and_place_clear_of_the_words_around(scale):
    table, probe = probed_scene("indian_summer", 4, 3, 40, scale)
    marks = table.story.marks
    log = table.match.log
    places = Counter((m.seat, m.rect.center) for m in marks)
    assert places and max(places.values()) == 1, "one mark per seat and place"
    several = Counter(
        (log[e].seat, tuple(table.locate(table.view, log[e].action, log[e].seat) or ()))
        for e in table.story.entries
    )
    assert any(n > 1 and place for (_, place), n in several.items()), "a turn of steps there"
    words = [t for t in probe.texts if t.text in ("to enlarge", "click it") or "Path (" in t.text]
    assert words
    for mark in marks:
        outline = outline_rect(mark)
        hit = [t.text for t in words if outline.colliderect(t.rect)]
        assert not hit, (mark, hit)
