"""The banner says whole whose turn it is and what to do: a long prompt takes a smaller
size, then two lines, before a letter is cut (Resafa's prompt at 1280×720 and 130% was
cut to "… or end the …")."""

from __future__ import annotations

import dataclasses

from tabletop.ui import layout_probe
from tabletop.ui.app import App
from tabletop.ui.headless import build_scene, headless_services, render_scene
from tabletop.ui.scene import Context, Scene
from tabletop.ui.tables.sidebar import banner_lines
from tabletop.ui.text import TextCache


def banner_cuts(game_id: str, players: int, seed: int, moves: int) -> list:
    services = headless_services()
    services.settings = dataclasses.replace(services.settings, ui_scale=1.3)
    services.text = TextCache(scale=1.3)
    app = App(services, window_size=(1280, 720), start_scene=Scene(Context(services)))
    probe = layout_probe.LayoutRecord(app.canvas)
    layout_probe.active = probe
    try:
        scene = build_scene(app.ctx, "table", services.game(game_id), players, seed, moves, None)
        render_scene(app, scene, frames=1)
        prompt = scene.sidebar.info.banner
    finally:
        layout_probe.active = None
    return prompt, [cut for cut in probe.cuts if cut.text == prompt]


def test_resafas_long_prompt_shows_whole_at_130_percent_in_the_small_window():
    prompt, cuts = banner_cuts("resafa", 3, 4, 60)
    assert "end the turn" in prompt
    assert cuts == []


def test_a_prompt_too_long_for_one_line_takes_two_whole_lines():
    text = TextCache(scale=1.3)
    prompt = "Ann — take the colour action and the main action, or end the turn"
    room = text.size(prompt, 18, True)[0] * 2 // 3
    lines, size = banner_lines(text, prompt, room)
    assert size == 18 and len(lines) == 2
    assert " ".join(lines) == prompt
    assert all(text.size(line, 18, True)[0] <= room for line in lines)


def test_a_prompt_that_fits_keeps_the_large_letters():
    text = TextCache()
    assert banner_lines(text, "Bob — place a token", 900) == (["Bob — place a token"], 24)
