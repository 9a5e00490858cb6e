"""Bad settings never stop the app; typed text and drawn labels are safe; a fatal error
never points at a log that could not be written."""

from __future__ import annotations

import json
import os

import pygame
import pytest

from tabletop.ui.app import App, init_pygame, make_services, report_fatal
from tabletop.ui.scenes.settings import SettingsScene
from tabletop.ui.scenes.setup import SetupScene
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.settings import Settings, load_settings, settings_path
from tabletop.ui.text import TextCache
from tests.toygame import GAME
from tests.ui.helpers import click, key, make_app, post
from tests.ui.toy_table import PebblesTable


def start_app() -> App:
    """The app as a player starts it: settings read from TABLETOP_HOME, the title shown."""
    init_pygame()
    services = make_services()
    services.games, services.table_for = (GAME,), lambda game: PebblesTable
    app = App(services)
    app.step([], 1 / 60)
    return app


def open_settings(app: App) -> SettingsScene:
    title = app.ctx.stack.top
    assert isinstance(title, TitleScene)
    click(app, title.buttons[2].rect.center)
    scene = app.ctx.stack.top
    assert isinstance(scene, SettingsScene)
    return scene


def write_settings(text: str) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


@pytest.mark.parametrize(
    "content, ignored",
    [
        ({"window_width": -1600, "window_height": 900}, "window_width -1600"),
        ({"window_height": 10**9}, "window_height 1000000000"),
        ({"ui_scale": 1e6, "colour_blind": True}, "ui_scale 1000000.0"),
        ('{"ui_scale": NaN}', "ui_scale nan"),
        ('{"ui_scale": Infinity}', "ui_scale inf"),
        ('{"fullscreen": ' + "[" * 20_000 + "]" * 20_000 + "}", "nested too deeply"),
        ({"animation_speed": "warp\x00"}, "animation_speed 'warp'"),
        ({"window_width": 1e400}, "window_width (expected a whole number)"),
        # 1e309 written out: a whole number no float holds (OverflowError before issue #27)
        ('{"ui_scale": 1' + "0" * 309 + "}", "ui_scale 100000…, a 310-digit number"),
        ('{"ui_scale": -' + "9" * 400 + "}", "ui_scale -99999…, a 400-digit number"),
        ('{"window_width": ' + "7" * 1000 + "}", "window_width 777777…, a 1,000-digit number"),
        ('{"ui_scale": ' + "1" * 5000 + "}", "a number in the file is 5,000 digits long"),
    ],
    ids=[
        "negative",
        "huge",
        "scale-1e6",
        "nan",
        "inf",
        "deep",
        "nul-speed",
        "float-size",
        "scale-310-digits",
        "scale-negative-400-digits",
        "width-1000-digits",
        "scale-5000-digits",
    ],
)
def test_bad_settings_fall_back_and_the_settings_screen_says_what_was_ignored(content, ignored):
    write_settings(content if isinstance(content, str) else json.dumps(content))
    app = start_app()
    assert app.window.get_size() == (1600, 900)
    settings = app.services.settings
    assert (settings.window_width, settings.window_height) == (1600, 900)
    assert settings.ui_scale == 1.0 and app.services.text.scale == 1.0
    if isinstance(content, dict) and content.get("colour_blind"):
        assert settings.colour_blind, "the good settings in the same file are kept"
    scene = open_settings(app)
    assert ignored in scene.problem and "settings.json" in scene.problem
    app.step([], 1 / 60)


def test_a_settings_file_with_a_byte_order_mark_is_read():
    write_settings('\ufeff{"ui_scale": 1.15, "colour_blind": true}')
    app = start_app()
    settings = app.services.settings
    assert settings.ui_scale == 1.15 and settings.colour_blind and not settings.problem


def test_settings_file_that_is_a_folder_or_a_device_is_ignored():
    path = settings_path()
    path.mkdir(parents=True)
    app = start_app()
    assert "a folder, not a regular file" in open_settings(app).problem
    path.rmdir()
    os.symlink("/dev/zero", path)
    app = start_app()
    assert "a device, not a regular file" in open_settings(app).problem
    os.unlink(path)
    os.mkfifo(path)
    assert "a pipe" in load_settings().problem


def test_saving_settings_into_an_unwritable_folder_reports_it_and_leaves_no_temp_file():
    folder = settings_path().parent
    folder.parent.mkdir(parents=True, exist_ok=True)
    folder.write_text("a file where the config folder should be")
    app = start_app()
    scene = open_settings(app)
    click(app, scene.colour_blind.rect.center)
    click(app, scene.buttons[0].rect.center)  # Save settings
    assert app.ctx.stack.top is scene, "the screen stays open to show the error"
    assert "Could not save the settings" in scene.problem
    assert app.services.settings.colour_blind, "the choice still applies for this session"
    assert sorted(os.listdir(folder.parent)) == ["config"]
    app.step([], 1 / 60)


def test_a_failed_rename_leaves_no_temporary_settings_file(monkeypatch):
    from tabletop.ui.settings import SettingsSaveError, save_settings

    def boom(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(SettingsSaveError, match="No space left on device"):
        save_settings(Settings(colour_blind=True))
    assert os.listdir(settings_path().parent) == []


def test_typed_control_characters_are_dropped_from_a_name_field():
    app = make_app()
    setup = SetupScene(app.ctx, GAME)
    app.ctx.stack.clear_to(setup)
    app.step([], 1 / 60)
    click(app, setup.name_fields[0].rect.center)
    for text in ("\x00", "\x1b[2J", "Z\x00o\u200e\x7f", "\ud800"):
        post((pygame.TEXTINPUT, {"text": text}))
        app.step(pygame.event.get(), 1 / 60)
    assert setup.name_fields[0].value == "Ann[2JZo"
    key(app, pygame.K_a, text="x" * 500)
    assert len(setup.name_fields[0].value) == setup.name_fields[0].max_len
    key(app, pygame.K_RETURN)
    click(app, setup.buttons[0].rect.center)
    assert isinstance(app.ctx.stack.top, PebblesTable)
    app.step([], 1 / 60)


def test_fit_is_a_handful_of_measurements_and_cached(monkeypatch):
    import tabletop.ui.text as text_module

    calls = []
    real = text_module._width
    monkeypatch.setattr(
        text_module, "_width", lambda font, s: calls.append(len(s)) or real(font, s)
    )
    pygame.font.init()
    cache = TextCache()
    label = "Vacationer " * 1000
    fitted = cache.fit(label, 300, 18)
    assert fitted.endswith("…") and cache.size(fitted, 18)[0] <= 300
    assert cache.size(fitted[:-1] + label[len(fitted) - 1] + "…", 18)[0] > 300, "the longest fit"
    assert len(calls) <= 12 and max(calls) <= 302, "logarithmic, never the whole label"
    calls.clear()
    assert cache.fit(label, 300, 18) == fitted and calls == [], "cached"
    assert cache.fit("short", 300) == "short"


def test_labels_with_control_characters_or_surrogates_draw():
    pygame.font.init()
    cache = TextCache()
    surface = pygame.Surface((400, 100))
    for label in ("A\x00nn", "caf\udce9", "x" * 50_000, "tab\there"):
        cache.blit(surface, cache.fit(label, 380), (0, 0))
        cache.blit(surface, label, (0, 40))
        assert cache.wrap(label, 380)


def test_the_fatal_message_points_at_the_log_only_when_it_was_written(
    tmp_path, monkeypatch, capsys
):
    shown = []
    monkeypatch.setattr(
        pygame.display, "message_box", lambda title, message, **k: shown.append(message)
    )
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    (tmp_path / "logs").write_text("a file where the log folder should be")
    assert report_fatal("Traceback...\nValueError: boom") is None
    assert "details are in" not in shown[-1] and "No log file could be written" in shown[-1]
    assert "ValueError: boom" in shown[-1] and "Traceback..." in capsys.readouterr().err
    (tmp_path / "logs").unlink()
    path = report_fatal("Traceback...\nValueError: boom")
    assert path is not None and path.exists() and f"details are in {path}" in shown[-1]


@pytest.mark.parametrize("kind", ["pipe", "null-device", "folder"])
def test_a_log_that_is_not_a_file_is_not_pointed_at_and_never_blocks(tmp_path, monkeypatch, kind):
    shown = []
    monkeypatch.setattr(
        pygame.display, "message_box", lambda title, message, **k: shown.append(message)
    )
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    log = tmp_path / "logs" / "tabletop.log"
    log.parent.mkdir()
    {"pipe": os.mkfifo, "null-device": lambda p: os.symlink("/dev/null", p), "folder": os.mkdir}[
        kind
    ](log)
    assert report_fatal("Traceback...\nRuntimeError: boom") is None
    assert "details are in" not in shown[-1] and "No log file could be written" in shown[-1]
