"""Summer Nine's live score panel: a row of the breakdown shows whole — its name and its
detail in as many lines as they take — or not at all, "… more on hover" standing for it
and the rows after it (the hover text has them all). No detail stops mid-sentence."""

from __future__ import annotations

import dataclasses

import pytest

from tabletop.ui import layout_probe
from tabletop.ui.app import App
from tabletop.ui.headless import build_scene, headless_services, render_scene
from tabletop.ui.scene import Context, Scene
from tabletop.ui.tables.summer_nine import layout as L
from tabletop.ui.text import TextCache


def _panel_words(scale: float, players: int, seed: int, moves: int):
    services = headless_services()
    services.settings = dataclasses.replace(services.settings, ui_scale=scale)
    services.text = TextCache(scale=scale)
    app = App(services, window_size=(1600, 900), start_scene=Scene(Context(services)))
    game = services.game("summer_nine")
    probe = layout_probe.LayoutRecord(app.canvas)
    layout_probe.active = probe
    try:
        table = build_scene(app.ctx, "table", game, players, seed, moves, None)
        render_scene(app, table, frames=1)
    finally:
        layout_probe.active = None
    panel = L.SCORE_PANEL
    words = " ".join(t.text for t in probe.texts if panel.contains(t.rect))
    return " ".join(words.split()), table.board(table.view).players[table.eyes].score_lines


@pytest.mark.parametrize("scale", (1.0, 1.3))
def test_a_score_row_shows_whole_or_is_left_to_the_hover(scale):
    long_details = 0
    for players, seed, moves in ((2, 3, 60), (3, 2, 60), (2, 1, 120), (3, 3, 120)):
        shown, rows = _panel_words(scale, players, seed, moves)
        at = 0
        for value, label, detail in ((v, lb, d) for lb, v, d in rows):
            row = " ".join(f"{value} {label} {detail}".split())
            found = shown.find(row, at)
            if found < 0:  # this row and the ones after it are left to the hover
                rest = shown[at:].strip()
                assert rest == "… more on hover", f"{row!r} not whole: {rest!r}"
                break
            at = found + len(row)
            long_details += len(detail) > 30
    assert long_details, "some detail took more than one line"
