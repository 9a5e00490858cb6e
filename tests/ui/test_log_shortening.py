"""A log line that does not fit reads as shortened, never as cut mid-word: in the replay's
log a line only partly in the panel at its bottom shows its first rows, the last ending
with " …" where a word ends (as the table's move log shows the end of a line partly
scrolled away after "…"); a single line taller than the whole panel, in the table's move
log and in the replay's, shows its first rows the same way (whole on hover). Checked on
scenes opened as the app opens them (a table after seeded moves, the replay viewer), at
text size 100% and 130%, with the layout probe recording what is drawn."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from tabletop.ui import layout_probe
from tabletop.ui.app import App
from tabletop.ui.headless import headless_services, table_match
from tabletop.ui.scene import Context, Scene
from tabletop.ui.scenes.replay import ReplayScene
from tabletop.ui.tables import table_for
from tabletop.ui.text import TextCache
from tabletop.ui.widgets.log import row_height
from tests.ui.helpers import open_game_table

SCALES = (1.0, 1.3)


def app_at(scale: float) -> App:
    services = headless_services()
    services.settings = dataclasses.replace(services.settings, ui_scale=scale)
    services.text = TextCache(scale=scale)
    return App(services, window_size=(1280, 720), start_scene=Scene(Context(services)))


def texts_in(probe: layout_probe.LayoutRecord, box: pygame.Rect) -> list[layout_probe.Drawn]:
    """The texts drawn inside ``box``, top to bottom, left to right."""
    inside = [t for t in probe.texts if box.contains(t.rect)]
    return sorted(inside, key=lambda t: (t.rect.y, t.rect.x))


def shortened_whole_words(shown: list[str], full: str) -> None:
    """``shown`` rows are ``full``'s first words, each word whole, then " …"."""
    words = " ".join(shown).split()
    assert words[-1] == "…", shown
    assert words[:-1] == full.split()[: len(words) - 1], (shown, full)
    assert len(words) - 1 < len(full.split())


def draw_replay(app: App, replay: ReplayScene) -> layout_probe.LayoutRecord:
    probe = layout_probe.LayoutRecord(app.canvas)
    layout_probe.active = probe
    try:
        replay.draw(app.canvas)
    finally:
        layout_probe.active = None
    return probe


def open_replay(app: App, index: int) -> ReplayScene:
    game = app.ctx.services.game("summer_nine")
    match = table_match(game, 3, 2, 60)
    replay = ReplayScene(app.ctx, match, index)
    app.ctx.stack.clear_to(replay)
    app.step([], 1 / 60)
    return replay


@pytest.mark.parametrize("scale", SCALES)
def test_a_replay_line_partly_in_the_panel_ends_with_an_ellipsis(scale):
    app = app_at(scale)
    replay = open_replay(app, 1)
    panel = replay.log_panel
    found = False
    for index in range(1, replay.total + 1):  # the positions put other lines at the bottom
        replay.index = index
        probe = draw_replay(app, replay)
        last = max(panel._boxes)
        full = panel._lines(app.services.text, last, False)
        box = panel._boxes[last]
        assert panel.rect.contains(box)
        if box.h < len(full) * panel._pitch - 1:  # only its first rows have room
            found = True
            shown = [t.text for t in texts_in(probe, box)]
            shortened_whole_words(shown, panel._full(last))
            assert box.bottom <= panel.rect.bottom - 6
            break
    assert found, "some position leaves a line partly in the panel"


@pytest.mark.parametrize("scale", SCALES)
def test_a_replay_line_taller_than_the_panel_shows_its_first_rows_and_an_ellipsis(scale):
    app = app_at(scale)
    replay = open_replay(app, 20)
    panel = replay.log_panel
    text = app.services.text
    current = next(k for k, row in enumerate(panel.rows) if row.index == 20 and not row.event)
    rows = len(panel._lines(text, current, True))
    assert rows > 1, "the move on show wraps"
    # the panel left as tall as one row less than the line needs (a smaller window part)
    panel.rect = pygame.Rect(
        panel.rect.x, panel.rect.y, panel.rect.w, 31 + 6 + (rows - 1) * panel._pitch
    )
    probe = draw_replay(app, replay)
    box = panel._boxes[current]
    assert panel.rect.contains(box) and len(panel._boxes) == 1
    shown = [t.text for t in texts_in(probe, box)]
    assert len(shown) == rows - 1
    shortened_whole_words(shown, panel._full(current))


@pytest.mark.parametrize("scale", SCALES)
def test_a_table_log_line_taller_than_the_panel_shows_its_first_rows_and_an_ellipsis(scale):
    app = app_at(scale)
    game = app.ctx.services.game("summer_resort")
    match = table_match(game, 3, 2, 30)
    table = open_game_table(app, match, table_for(game))
    log = table.sidebar.log
    text = app.services.text
    lines = table.sidebar.info.log
    newest = len(lines) - 1
    number = log._move_numbers(lines)[newest]
    rows = len(log._rows(text, number, lines[newest]))
    if rows < 2:  # a line long enough to wrap: the newest line made longer
        lines = (*lines[:-1], lines[-1] + " and then" + " a long way round the lake" * 6)
        rows = len(log._rows(text, number, lines[newest]))
    pitch = row_height(text, log.size, log.line_height)
    log.rect = pygame.Rect(log.rect.x, log.rect.y, log.rect.w, 31 + 6 + (rows - 1) * pitch)
    probe = layout_probe.LayoutRecord(app.canvas)
    layout_probe.active = probe
    try:
        log.draw(app.canvas, text, lines, tooltip=False)
    finally:
        layout_probe.active = None
    box = log.boxes[newest]
    assert list(log.boxes) == [newest] and log.rect.contains(box)
    shown = [t.text for t in texts_in(probe, box)]
    assert len(shown) == rows - 1
    full = f"{number}. {lines[newest]}" if number else lines[newest]
    shortened_whole_words(shown, full)
