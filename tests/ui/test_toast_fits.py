"""A message at the bottom of the table (a hint, a refusal) holds its lines at every text
size: at 130% its lines stood 26 px apart for 27 px letters (line boxes overlapping,
the last line near the box's edge). The hint asked for with H on a table opened as ``python main.py
screenshot`` opens it, at 100% and 130%, drawn with the layout probe listening: its third
step ("why", the longest: the reason and the next best move) and every step's place."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from tabletop.ui import layout_probe
from tabletop.ui.app import App
from tabletop.ui.headless import build_scene, headless_services, render_scene
from tabletop.ui.scene import Context, Scene
from tabletop.ui.text import TextCache
from tests.ui.helpers import key


@pytest.mark.parametrize("scale", (1.0, 1.3))
def test_a_long_hint_stays_inside_its_box_line_by_line(scale):
    services = headless_services()
    services.settings = dataclasses.replace(services.settings, ui_scale=scale)
    services.text = TextCache(scale=scale)
    app = App(services, window_size=(1280, 720), start_scene=Scene(Context(services)))
    table = build_scene(app.ctx, "table", services.game("indian_summer"), 4, 3, 40, None)
    render_scene(app, table, frames=1)
    for _ in range(3):  # where, what, why
        key(app, pygame.K_h, text="h")
    assert table.toast.visible and table.toast.message.startswith("Hint: ")
    canvas = pygame.Surface((1600, 900))
    probe = layout_probe.LayoutRecord(canvas)
    layout_probe.active = probe
    try:
        box = table.toast.draw(canvas, services.text, table.toast_at())
    finally:
        layout_probe.active = None
    lines = [t for t in probe.texts if t.text not in ("✔", "✖")]
    assert len(lines) >= 2, "a hint long enough to wrap"
    assert all(box.contains(t.rect) for t in probe.texts), (
        box,
        [(t.text, t.rect) for t in probe.texts],
    )
    rows = sorted((t.rect for t in lines), key=lambda r: r.y)
    assert all(a.bottom <= b.top for a, b in zip(rows, rows[1:]))
    tops = [r.y for r in rows]  # a line's height apart: the line boxes do not overlap
    pitch = services.text.font(18).get_linesize()
    assert all(b - a >= pitch for a, b in zip(tops, tops[1:])), (tops, pitch)


@pytest.mark.parametrize("scale", (1.0, 1.3))
@pytest.mark.parametrize(
    ("game_id", "players"),
    (("indian_summer", 4), ("summer_nine", 4), ("lodge", 4), ("resafa", 4), ("summer_resort", 5)),
)
def test_the_hint_covers_nothing_the_player_may_pick_up(game_id, players, scale):
    """Low on the board, or high where low it would cover the player's pieces (Indian
    Summer's path, where the hinted tile waits)."""
    services = headless_services()
    services.settings = dataclasses.replace(services.settings, ui_scale=scale)
    services.text = TextCache(scale=scale)
    app = App(services, window_size=(1280, 720), start_scene=Scene(Context(services)))
    table = build_scene(app.ctx, "table", services.game(game_id), players, 3, 40, None)
    render_scene(app, table, frames=1)
    for step in ("where", "what", "why"):
        key(app, pygame.K_h, text="h")
        pieces = table.position.pieces
        assert table.toast.visible and pieces
        box = table.toast.rect(services.text, table.toast_at())
        covered = [p.key for p in pieces if box.colliderect(p.rect)]
        assert not covered, (step, covered)
        assert pygame.Rect(0, 64, 1236, 836).contains(box), (step, "on the board")
