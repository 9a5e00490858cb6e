"""The logical canvas is scaled into any window with letterboxing; clicks map back."""

import pygame

from tabletop.ui.viewport import Viewport
from tests.ui.helpers import make_app


def test_letterbox_and_mapping_in_a_wide_window():
    vp = Viewport((2000, 900))
    assert vp.scale == 1.0 and vp.dest.topleft == (200, 0)
    assert vp.to_canvas((200, 0)) == (0, 0) and vp.to_canvas((1000, 450)) == (800, 450)


def test_mapping_in_a_small_tall_window():
    vp = Viewport((800, 900))
    assert vp.scale == 0.5 and vp.dest == pygame.Rect(0, 225, 800, 450)
    assert vp.to_canvas((400, 450)) == (800, 450)
    assert vp.to_window((1600, 900)) == (800, 675)


def test_resize_keeps_clicks_on_target():
    app = make_app(window=(800, 450))
    hits = []

    from tabletop.ui.scene import Scene

    class Probe(Scene):
        def handle(self, event):
            if event.type == pygame.MOUSEBUTTONDOWN:
                hits.append(event.pos)

    app.ctx.stack.clear_to(Probe(app.ctx))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, {"pos": (400, 225), "button": 1}))
    app.step(pygame.event.get(), 0.016)
    app.window = pygame.display.set_mode((1000, 450), pygame.RESIZABLE)
    app.step([pygame.event.Event(pygame.WINDOWSIZECHANGED, {"x": 1000, "y": 450})], 0.016)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, {"pos": (100 + 400, 225), "button": 1})
    )
    app.step(pygame.event.get(), 0.016)
    assert hits == [(800, 450), (800, 450)]
