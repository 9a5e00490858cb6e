"""The notes under the results table (how the game ended, what each player fulfilled)
keep their lines apart at text size 130% (they touched: 22 px apart for 21 px letters)
and end above the buttons; every game's results at its most players, built as
``python main.py screenshot --scene results`` builds them, at 1280×720 and 1600×900."""

from __future__ import annotations

import dataclasses

import pytest

from tabletop.games import GAMES
from tabletop.ui import layout_probe
from tabletop.ui.app import App
from tabletop.ui.headless import build_scene, headless_services, render_scene
from tabletop.ui.scene import Context, Scene
from tabletop.ui.text import TextCache


@pytest.mark.parametrize("size", ((1280, 720), (1600, 900)))
@pytest.mark.parametrize("scale", (1.0, 1.3))
@pytest.mark.parametrize("game_id", [g.id for g in GAMES])
def test_result_notes_keep_apart_and_above_the_buttons(game_id, scale, size):
    services = headless_services()
    services.settings = dataclasses.replace(services.settings, ui_scale=scale)
    services.text = TextCache(scale=scale)
    app = App(services, window_size=size, start_scene=Scene(Context(services)))
    game = services.game(game_id)
    scene = build_scene(app.ctx, "results", game, game.max_players, 3, 0, None)
    probe = layout_probe.LayoutRecord(app.canvas)
    layout_probe.active = probe
    try:
        render_scene(app, scene, frames=1)
    finally:
        layout_probe.active = None
    text = services.text
    lines = {line for note in scene.notes for line in text.wrap(note, 1480, 16)}
    assert lines, "the game's results have notes"
    notes = sorted((t.rect for t in probe.texts if t.text in lines), key=lambda r: r.y)
    assert notes, "the notes are drawn"
    assert all(a.bottom <= b.top for a, b in zip(notes, notes[1:])), "lines apart"
    rows = sorted({r.y for r in notes})
    gaps = [b - a for a, b in zip(rows, rows[1:])]
    assert all(gap >= text.font(16).get_linesize() for gap in gaps), "a line's height apart"
    top = min(b.rect.top for b in scene.buttons)
    assert notes[-1].bottom < top, "above the buttons"
