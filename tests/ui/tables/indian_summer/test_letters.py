"""Indian Summer at text size 100% draws nothing under docs/tables.md's 12 px (13 px in a
larger text size): the exchange bins' labels were 11 px ("→ mushroom" a pixel too wide
at 12); they keep the arrows where they fit at the least legible size and drop them where
not (the note above the bins says a drop there exchanges). Tables opened as
``python main.py screenshot`` opens them, every player count, 1280×720 and 1600×900."""

from __future__ import annotations

import dataclasses

import pytest

from tabletop.ui import layout_probe
from tabletop.ui.app import App
from tabletop.ui.headless import build_scene, headless_services, render_scene
from tabletop.ui.scene import Context, Scene
from tabletop.ui.text import TextCache


@pytest.mark.parametrize("size", ((1280, 720), (1600, 900)))
@pytest.mark.parametrize(("scale", "least"), ((1.0, 12), (1.3, 13)))
def test_no_letters_under_the_least_and_the_bin_labels_inside_their_bins(scale, least, size):
    found = []
    for players, mode in ((1, "solo"), (2, None), (4, None)):
        services = headless_services()
        services.settings = dataclasses.replace(services.settings, ui_scale=scale)
        services.text = TextCache(scale=scale)
        app = App(services, window_size=size, start_scene=Scene(Context(services)))
        probe = layout_probe.LayoutRecord(app.canvas)
        layout_probe.active = probe
        try:
            table = build_scene(
                app.ctx, "table", services.game("indian_summer"), players, 3, 20, mode
            )
            render_scene(app, table, frames=1)
        finally:
            layout_probe.active = None
        ours = [s for s in probe.small if s.where.startswith("tabletop.ui.tables.indian_summer")]
        found += [str(s) for s in ours if s.px < least]
        bins = table.layout.exchange_bins
        labels = [t for t in probe.texts if any(b.collidepoint(t.rect.center) for b in bins)]
        assert labels, "the bins are labelled"
        assert all(any(b.contains(t.rect) for b in bins) for t in labels)
    assert not found, found
