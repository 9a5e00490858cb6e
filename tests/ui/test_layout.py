"""Layout (issue #14): every table (each registered game at its largest player count,
mid-game, built as ``python main.py screenshot`` builds it) and every shell scene, at
1600×900 and 1280×720 and at text size 100% and 130%: no text leaves the canvas or its
panel, and no text overlaps another.

What is checked: every ``TextCache.blit`` onto the canvas (or a board layer) and every
``draw_panel``, recorded by ``tabletop.ui.layout_probe``; a text belongs to the smallest
panel drawn before it that holds its centre; ink rectangles (the glyphs' bounding box),
not line boxes. Exemptions, by design:

- a text on an overlay (a panel drawn after a text, covering it, holding the new text)
  may overlap what lies beneath;
- tooltips and toasts are not drawn (no pointer, no message) in these frames;
- a text under a clip (the rules page scrolled) counts only where it shows;
- text drawn into a small cached surface (a card face, a badge) is not recorded.

The canvas is always 1600×900 (the window shows it scaled); in the smaller window the
letters are larger on the canvas (never under 12 window px: ``text.for_window``), so the
two window sizes give different layouts. ``test_layout_matrix.py`` checks every scene at
three window sizes, both text sizes and both palettes.
"""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from tabletop.games import GAMES
from tabletop.ui import layout_probe
from tabletop.ui.app import App
from tabletop.ui.headless import build_scene, headless_services, render_scene
from tabletop.ui.scene import Context, Scene
from tabletop.ui.tables import marks
from tabletop.ui.text import TextCache
from tests.ui.layout_check import problems

SIZES = ((1600, 900), (1280, 720))
SCALES = (1.0, 1.3)
SHELL = ("title", "settings", "load", "join")
PER_GAME = ("table", "setup", "rules", "results", "handover", "hosting", "joined")

KNOWN: dict[tuple[str, float], str] = {}
"""(case, text scale) -> why it still fails: xfail(strict=True), so a fix must remove it."""


def cases() -> list[tuple[str, str | None]]:
    out: list[tuple[str, str | None]] = [(name, None) for name in SHELL]
    out += [(name, game.id) for game in GAMES for name in PER_GAME]
    return out


def case_id(name: str, game: str | None) -> str:
    return name if game is None else f"{name}-{game}"


def params():
    for size in SIZES:
        for scale in SCALES:
            for name, game in cases():
                label = case_id(name, game)
                reason = KNOWN.get((label, scale))
                marks_ = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
                yield pytest.param(
                    name, game, scale, size, id=f"{label}-{scale}-{size[0]}", marks=marks_
                )


def record(name: str, game_id: str | None, scale: float, size: tuple[int, int]):
    services = headless_services()
    services.settings = dataclasses.replace(services.settings, ui_scale=scale)
    services.text = TextCache(scale=scale)
    app = App(services, window_size=size, start_scene=Scene(Context(services)))
    game = services.game(game_id) if game_id else None
    players = game.max_players if game else 2
    probe = layout_probe.LayoutRecord(app.canvas)
    layout_probe.active = probe
    try:  # recorded from the start: board layers are painted once, in the first update
        scene = build_scene(app.ctx, name, game, players, 3, 40, None)
        render_scene(app, scene, frames=1)
    finally:
        layout_probe.active = None
    return probe


@pytest.fixture(autouse=True)
def _events_panel_is_a_panel(monkeypatch):
    """The "What happened" panel is drawn with plain rects: recorded as the overlay it is."""
    draw = marks.EventsPanel.draw

    def recorded(self, surface: pygame.Surface, text) -> None:
        if layout_probe.active is not None and not self.closed:
            layout_probe.active.panel(surface, self.rect)
        draw(self, surface, text)

    monkeypatch.setattr(marks.EventsPanel, "draw", recorded)


@pytest.mark.parametrize("name, game, scale, size", list(params()))
def test_no_text_leaves_its_panel_or_overlaps_another(name, game, scale, size):
    probe = record(name, game, scale, size)
    assert probe.texts, "the frame drew some text"
    found = problems(probe)
    assert not found, "\n".join(found)


def test_the_checks_find_an_overlap_and_a_text_leaving_its_panel():
    canvas = pygame.Surface((1600, 900))
    probe = layout_probe.LayoutRecord(canvas)
    layout_probe.active = probe
    try:
        text = TextCache()
        from tabletop.ui.widgets import draw_panel

        draw_panel(canvas, pygame.Rect(100, 100, 120, 40))
        text.blit(canvas, "a label far too long for its panel", (110, 110))
        text.blit(canvas, "Twelve left", (300, 300))
        text.blit(canvas, "Price 300", (320, 302))
        draw_panel(canvas, pygame.Rect(280, 280, 300, 100))  # an overlay above both
        text.blit(canvas, "on the overlay", (300, 300))
    finally:
        layout_probe.active = None
    found = problems(probe)
    assert len(found) == 2, found
    assert "leaves its panel" in found[0]
    assert "'Twelve left'" in found[1] and "overlaps 'Price 300'" in found[1]
