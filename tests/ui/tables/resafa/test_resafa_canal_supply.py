"""Resafa: your canal tiles left read at a glance — in two rows under the caravan's lines,
up to 44 px (they were 27 px in one row, where a tile's cost ran into your symbol),
inside the side panel, apart from each other and from the lines above, the cost clear of
the symbol at text size 100% and 130%. The table opened as ``python main.py screenshot``
opens it, at the start (every tile left) and later."""

from __future__ import annotations

import dataclasses

import pytest

from tabletop.games.resafa import facts
from tabletop.ui.app import App
from tabletop.ui.headless import build_scene, headless_services, render_scene
from tabletop.ui.scene import Context, Scene
from tabletop.ui.tables.resafa import layout
from tabletop.ui.text import TextCache


@pytest.mark.parametrize("scale", (1.0, 1.3))
@pytest.mark.parametrize("moves", (0, 60))
def test_the_canal_tiles_left_are_large_and_apart(scale, moves):
    services = headless_services()
    services.settings = dataclasses.replace(services.settings, ui_scale=scale)
    services.text = TextCache(scale=scale)
    app = App(services, window_size=(1280, 720), start_scene=Scene(Context(services)))
    game = services.game("resafa")
    table = build_scene(app.ctx, "table", game, 4, 3, moves, None)
    render_scene(app, table, frames=1)
    tiles = table.view.players[table.eyes].canals_left
    assert tiles, "tiles left to show"
    rects = layout.canal_supply_rects(len(tiles))
    info = layout.caravan_info_rect()
    for k, rect in enumerate(rects):
        assert layout.SIDE.contains(rect)
        assert rect.top >= info.bottom
        assert not any(rect.colliderect(other) for other in rects[k + 1 :])
        if len(tiles) <= 8:
            assert rect.w >= 40
        cost = services.text.size(f"{facts.canal_face(tiles[k], 0).coins}c", 12, True)[0]
        assert 2 + cost < rect.w - 13, "the cost stays clear of the symbol in the corner"
    assert max(r.bottom for r in rects) <= layout.SIDE.bottom - 4
