"""'What happened' never covers the title "Your hand" (#26): beside a hand of one or two
cards the panel rested from the panel's top, over the title's end at text size 130%
(1600×900 and 1280×720); it now starts under the title there. Seeded 4-player matches
after a few moves, drawn as the screenshot path draws them, with the layout probe."""

from __future__ import annotations

import pytest

from tabletop.ui.tables import marks
from tests.ui.helpers import probed_scene

POSITIONS = ((2, 10), (4, 10), (5, 30), (6, 10))
"""(seed, moves): a hand of few cards, "What happened" open beside it."""


@pytest.mark.parametrize("window", ((1600, 900), (1280, 720)), ids=("1600x900", "1280x720"))
@pytest.mark.parametrize("scale", (1.0, 1.3), ids=("100%", "130%"))
def test_what_happened_leaves_the_hand_title_clear(scale, window, monkeypatch):
    shown: list = []
    draw = marks.EventsPanel.draw

    def noted(self, surface, text) -> None:
        if not self.closed:
            shown.append(self.rect.copy())
        draw(self, surface, text)

    monkeypatch.setattr(marks.EventsPanel, "draw", noted)
    opened = 0
    for seed, moves in POSITIONS:
        shown.clear()
        _, probe = probed_scene("summer_nine", 4, seed, moves, scale, window=window)
        titles = [t.rect for t in probe.texts if t.text == "Your hand"]
        assert titles, "the hand's title is drawn"
        opened += bool(shown)
        for panel in shown:
            assert not any(panel.colliderect(t) for t in titles), (seed, moves, panel, titles)
    assert opened >= 3  # the panel was open beside the hand in these positions
