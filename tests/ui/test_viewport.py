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


def test_a_part_scaled_alone_is_grown_to_the_scales_period():
    from tabletop.ui.viewport import _aligned

    vp = Viewport((1280, 720))  # 4/5: every 5 canvas pixels make 4 window pixels
    assert vp.scaling and vp.periodic
    assert _aligned(pygame.Rect(12, 33, 10, 10), 5, 5) == pygame.Rect(10, 30, 15, 15)
    assert vp.window_rect(pygame.Rect(10, 30, 15, 15)) == pygame.Rect(8, 24, 12, 12)
    odd = Viewport((1366, 768))
    assert odd.scaling and not odd.periodic
    larger = Viewport((1920, 1080))  # 6/5, but enlarging filters a part apart
    assert larger.scaling and not larger.periodic
    assert not Viewport((1600, 900)).scaling and not Viewport((2000, 900)).scaling
