"""Issue #26: the window fits the screen. The first window's size comes from the
display's size (never larger than its usable part, centred), and a size chosen in
Settings applies at once."""

from __future__ import annotations

import json

import pygame
import pytest

from tabletop.ui.app import App, init_pygame, make_services
from tabletop.ui.scenes.settings import SettingsScene
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.settings import settings_path
from tabletop.ui.viewport import (
    DESKTOP_MARGIN,
    desktop_sizes,
    first_window_size,
    usable_size,
    window_position,
)
from tests.toygame import GAME
from tests.ui.helpers import click
from tests.ui.toy_table import PebblesTable


@pytest.mark.parametrize(
    "desktop, saved, wanted",
    [
        ((1280, 720), (1600, 900), (1056, 594)),  # the display: 16:9 that fits
        ((1366, 768), (1600, 900), (1152, 648)),
        ((1920, 1080), (1600, 900), (1600, 900)),  # the saved size fits: kept
        ((2560, 1440), (1920, 1080), (1920, 1080)),
        ((1920, 1080), (1920, 1080), (1696, 954)),  # full-screen size: the bars need room
        ((1280, 1024), (1280, 720), (1232, 693)),
        ((800, 600), (1024, 600), (752, 423)),
    ],
)
def test_the_first_window_fits_the_usable_part_of_the_display(desktop, saved, wanted):
    w, h = first_window_size([desktop], saved)
    assert (w, h) == wanted
    usable = usable_size([desktop])
    assert usable is not None and w <= usable[0] and h <= usable[1]
    assert usable == (desktop[0] - DESKTOP_MARGIN[0], desktop[1] - DESKTOP_MARGIN[1])


def test_without_a_known_display_the_saved_size_is_used():
    assert first_window_size([], (1600, 900)) == (1600, 900)
    assert first_window_size([(0, 0)], (1280, 720)) == (1280, 720)


def test_a_resized_window_is_centred_on_its_display():
    assert window_position([(1280, 720)], (20, 10), (1056, 594), (1024, 600)) == (128, 60)
    assert window_position([(1280, 720)], (0, 0), (1024, 600), (1280, 720)) == (0, 0)
    # on a second display (right of the first): about the same centre as before
    assert window_position([(1280, 720)], (1400, 100), (1000, 500), (800, 400)) == (1500, 150)


@pytest.fixture
def display_1280x720(monkeypatch):
    """A 1280 x 720 display under the dummy driver (which has no screen of its own)."""
    init_pygame()
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1280, 720)])
    assert desktop_sizes() == [(1280, 720)]


def start_app() -> App:
    """The app as a player starts it: settings read from TABLETOP_HOME, the title shown."""
    services = make_services()
    services.games, services.table_for = (GAME,), lambda game: PebblesTable
    app = App(services)
    app.step([], 1 / 60)
    return app


def test_the_first_start_on_a_1280x720_display_opens_a_window_that_fits(display_1280x720):
    app = start_app()
    w, h = app.window.get_size()
    assert (w, h) == (1056, 594) and w <= 1280 - 40 and h <= 720 - 120
    assert app.viewport.window_size == (w, h)
    title = app.ctx.stack.top
    assert isinstance(title, TitleScene)
    for button in title.buttons:  # every button of the title inside the window
        assert app.viewport.to_window(button.rect.bottomright) <= (w, h)


def test_a_saved_size_too_big_for_the_display_is_made_to_fit(display_1280x720):
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"window_width": 1920, "window_height": 1080}))
    app = start_app()
    assert app.window.get_size() == (1056, 594)


def open_settings(app: App) -> SettingsScene:
    title = app.ctx.stack.top
    assert isinstance(title, TitleScene)
    click(app, title.buttons[2].rect.center)
    scene = app.ctx.stack.top
    assert isinstance(scene, SettingsScene)
    return scene


def test_settings_offer_no_size_larger_than_the_display(display_1280x720):
    app = start_app()
    scene = open_settings(app)
    offered = [value for value, _ in scene.size.options]
    assert offered == [(1056, 594), (1024, 600)]  # the window now, and what fits


def test_a_size_chosen_in_settings_resizes_the_window_at_once():
    app = start_app()
    assert app.window.get_size() == (1600, 900)
    scene = open_settings(app)
    click(app, scene.size.left.center)  # 1600 x 900 -> 1280 x 720
    assert scene.size.value == (1280, 720)
    save = next(b for b in scene.buttons if b.label == "Save settings")
    click(app, save.rect.center)
    assert app.window.get_size() == (1280, 720), "the new size waits for a restart"
    assert pygame.display.get_surface().get_size() == (1280, 720)
    assert app.viewport.window_size == (1280, 720)
    title = app.ctx.stack.top
    assert isinstance(title, TitleScene)
    # a click lands where the button is drawn in the smaller window
    click(app, title.buttons[2].rect.center)
    assert isinstance(app.ctx.stack.top, SettingsScene)
    assert json.loads(settings_path().read_text())["window_width"] == 1280


def test_a_smaller_size_chosen_in_settings_is_centred_on_the_display(display_1280x720):
    app = start_app()
    scene = open_settings(app)
    click(app, scene.size.right.center)  # the window now -> 1024 x 600
    assert scene.size.value == (1024, 600)
    save = next(b for b in scene.buttons if b.label == "Save settings")
    click(app, save.rect.center)
    assert app.window.get_size() == (1024, 600) and app.viewport.window_size == (1024, 600)
    assert pygame.display.get_window_position() == (128, 60)
