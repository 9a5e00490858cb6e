"""Letters never under the theme's least size in window pixels (#26): the app draws a
1600×900 canvas scaled into the window, so in a 1280×720 window (80%) the theme's 12 px
letters would show at 9.6 px. Where the window shows the canvas smaller, the text cache
draws no letters under ``ceil(12 / scale)`` canvas pixels (15 px at 1280×720); at
1600×900 and larger nothing changes. The least size follows the window when Settings
change its size; every table keeps it (Resafa's too since #26: ``Scene.text_floor`` is
there for a scene whose layout would not hold it)."""

from __future__ import annotations

import math

import pygame

from tabletop.ui import layout_probe
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.text import LEAST_PX, TextCache, window_least
from tests.ui.helpers import click, game_of, open_game_table, pass_curtain, start_from_setup
from tests.ui.test_window_fits import open_settings, start_app


def _letters_in_window(app, do=lambda: None) -> list[float]:
    """The size in window pixels of every letter drawn while ``do()`` runs and in the
    frame after it."""
    probe = layout_probe.LayoutRecord(app.canvas, least=10**6)  # every text noted
    layout_probe.active = probe
    try:
        do()
        size = app.window.get_size()
        app.step([pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1])], 1 / 60)
    finally:
        layout_probe.active = None
    return [s.px * app.viewport.scale for s in probe.small]


def test_the_least_size_in_canvas_pixels_for_each_window():
    pygame.init()
    text, larger = TextCache(), TextCache(scale=1.3)
    assert window_least(text, 0.8) == 15 and window_least(larger, 0.8) == 15
    assert window_least(text, 1.0) == 12 and window_least(larger, 1.0) == 13
    assert window_least(text, 1.2) == 12  # a larger window: the canvas's own least size
    for scale in (0.8, 0.85, 0.9):  # 1280x720, 1366x768, 1440x810
        assert window_least(text, scale) * scale >= LEAST_PX
        assert (window_least(text, scale) - 1) * scale < LEAST_PX
    # a smaller window keeps the 1280x720 least size: whole words before 12 px letters
    assert window_least(text, 0.64) == window_least(text, 0.5) == 15
    assert math.ceil(LEAST_PX / 0.8) == 15


def test_a_window_made_smaller_in_settings_draws_no_letters_under_12_px():
    app = start_app()  # 1600 x 900: the canvas's own sizes
    assert app.services.text.least == 0
    scene = open_settings(app)
    click(app, scene.size.left.center)  # 1600 x 900 -> 1280 x 720
    click(app, next(b for b in scene.buttons if b.label == "Save settings").rect.center)
    assert app.viewport.window_size == (1280, 720)
    assert app.services.text.least == 15 and app.services.text.px(10) == 15
    assert isinstance(app.ctx.stack.top, TitleScene)
    letters = _letters_in_window(app)
    assert letters and min(letters) >= LEAST_PX, min(letters)
    scene = open_settings(app)  # and back: the canvas's own sizes again
    click(app, scene.size.right.center)
    click(app, next(b for b in scene.buttons if b.label == "Save settings").rect.center)
    assert app.viewport.window_size == (1600, 900) and app.services.text.least == 0


def test_a_table_opened_from_set_up_in_a_1280x720_window_keeps_the_least_size():
    from tests.ui.helpers import make_app

    app = make_app(window=(1280, 720), real_games=True)
    game = game_of("summer_nine")

    def start() -> None:
        start_from_setup(app, game, 4, "standard", 7)
        pass_curtain(app)  # the first player's table

    letters = _letters_in_window(app, start)
    assert isinstance(app.ctx.stack.top, app.services.table_for(game))
    assert app.services.text.least == 15
    assert letters and min(letters) >= LEAST_PX, min(letters)


def test_resafa_keeps_the_least_size_like_every_table():
    """Resafa's table held the canvas sizes (``text_floor = False``) until its layout
    held 15 px letters at 1280x720 (#26): it keeps the window's least size now."""
    from tests.ui.helpers import make_app, seated_match

    app = make_app(window=(1280, 720), real_games=True)
    assert app.services.text.least == 15  # the title
    game = game_of("resafa")
    open_game_table(app, seated_match(game, 2), app.services.table_for(game))
    assert app.services.text.least == 15  # no opt-out any more
    app.ctx.stack.clear_to(TitleScene(app.ctx))
    app.step([], 1 / 60)
    assert app.services.text.least == 15
