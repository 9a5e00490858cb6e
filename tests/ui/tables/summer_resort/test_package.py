"""Summer Resort: the tokens on the package stand at the plate's right end, never above
its top (a pair reaches down over the wheels), clear of the forecast line above it and
of the plate's words (a pair at full size,
placed right after "+100 zł", ran into "Next round: cloudy" at 130%). The table opened as
``python main.py screenshot`` opens it with Ann's pair on the package, 100% and 130%."""

from __future__ import annotations

import pytest

from tabletop.ui.tables.summer_resort import layout
from tabletop.ui.tables.summer_resort.draw import package_tokens
from tests.ui.helpers import probed_scene


@pytest.mark.parametrize("scale", (1.0, 1.3))
def test_the_package_tokens_keep_clear_of_the_words_around(scale):
    table, probe = probed_scene("summer_resort", 3, 2, 35, scale)
    view = table.view
    on_package = [p for p in view.placements if p.target == "locomotive"]
    assert on_package and on_package[0].tokens > 1, "a pair on the package"
    words = [t for t in probe.texts if layout.LOCO.contains(t.rect)]
    plate = layout.package_rect()
    tokens = package_tokens(table.draw_context(view), plate.x)
    assert len(tokens) == len(on_package)
    for _, rect in tokens:
        assert rect.top >= plate.top and rect.bottom <= layout.LOCO.bottom, "on the plate"
        assert plate.x <= rect.x and rect.right <= plate.right
        hit = [t.text for t in words if t.rect.colliderect(rect)]
        assert not hit, hit
