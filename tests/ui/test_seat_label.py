"""The players panel keeps how a seat is played readable: a long name is shortened, never
the note ("host by relay", "waiting", "away"), at every text size; where even a short
name and the note do not fit, the row's letters get smaller."""

from __future__ import annotations

import pytest

from tabletop.ui.tables.frames import SIDEBAR
from tabletop.ui.tables.sidebar import seat_label
from tabletop.ui.text import TextCache

from .helpers import make_app


@pytest.mark.parametrize("scale", [1.0, 1.3])
@pytest.mark.parametrize("note", ["host by relay", "joined by relay", "waiting", "host, away"])
def test_a_long_name_is_shortened_and_the_note_stays_whole(scale, note):
    make_app()  # pygame and its fonts, as the app starts them
    text = TextCache(scale=scale)
    width = SIDEBAR.w - 94 - text.size("99", 18, True)[0]  # the panel's room beside a score
    label, letters = seat_label(text, "Annabelle Fitzgerald-Smythe", note, width)
    assert label.endswith(f" ({note})")
    assert label.startswith("Ann") and "…" in label
    assert text.size(label, letters)[0] <= width
    assert letters * scale >= 17, "never smaller than the panel's letters at 100%"


def test_a_name_that_fits_is_left_as_it_is():
    make_app()
    text = TextCache()
    assert seat_label(text, "Ann", "host by relay", 200) == ("Ann (host by relay)", 17)
    assert seat_label(text, "Ann", "", 200) == ("Ann", 17)
