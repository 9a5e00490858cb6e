"""When the game is over, "Your moves" no longer says "not your turn … Waiting for the
other players" (a solo game's table said so at its end, before the results came): it
says the game is over and the results come next. A seeded game played to its end on the
table opened as ``python main.py screenshot`` opens it, at 100% and 130%."""

from __future__ import annotations

import dataclasses

import pytest

from tabletop.ui import layout_probe
from tabletop.ui.app import App
from tabletop.ui.headless import headless_services, table_match
from tabletop.ui.scene import Context, Scene
from tabletop.ui.text import TextCache


@pytest.mark.parametrize("scale", (1.0, 1.3))
def test_the_moves_panel_says_the_game_is_over(scale):
    services = headless_services()
    services.settings = dataclasses.replace(services.settings, ui_scale=scale)
    services.text = TextCache(scale=scale)
    app = App(services, window_size=(1280, 720), start_scene=Scene(Context(services)))
    game = services.game("indian_summer")
    match = table_match(game, 1, 3, 10**6, "solo")
    assert match.is_over()
    table = services.table_for(game)(app.ctx, match, autosave=False)
    app.ctx.stack.clear_to(table)
    probe = layout_probe.LayoutRecord(app.canvas)
    layout_probe.active = probe
    try:
        app.step([], 1 / 60)  # one frame: the results come after a beat
    finally:
        layout_probe.active = None
    assert app.ctx.stack.top is table
    moves = table.sidebar.moves.rect
    shown = [t for t in probe.texts if moves.contains(t.rect)]
    words = " ".join(t.text for t in shown)
    assert "Your moves" in words and "not your turn" not in words
    assert "Waiting" not in words and "game is over" in words
    rows = sorted((t.rect for t in shown if t.text != "Your moves"), key=lambda r: r.y)
    assert all(a.bottom <= b.top for a, b in zip(rows, rows[1:])), "lines apart"
