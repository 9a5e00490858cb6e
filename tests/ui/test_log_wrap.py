"""The move log shows every line whole (issue: long lines were cut, the whole text only on
hover): a line wider than the panel wraps onto further rows (indented), rows are as tall as
the text size needs, and a marked move's outline covers its own rows and stops short of
the next line's. Checked through real tables opened as the set-up scene opens them, at
text size 100% and 130%, with the layout probe listening; and the replay's log the same."""

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
from tabletop.ui.widgets.log import EVENT, row_height
from tests.ui.helpers import open_game_table

POSITIONS = (("summer_nine", 2, 1, 20), ("resafa", 4, 3, 60), ("summer_resort", 3, 2, 30))
"""Positions whose log has lines longer than the panel is wide and a marked move (in
Summer Nine's, the other seat's move is followed by more rows of events than the log
holds: scrolled out of view)."""


def app_at(scale: float) -> App:
    services = headless_services()
    services.settings = dataclasses.replace(services.settings, ui_scale=scale)
    services.text = TextCache(scale=scale)
    return App(services, window_size=(1280, 720), start_scene=Scene(Context(services)))


def words(line: str) -> list[str]:
    return line.split()


def drawn_in(
    probe: layout_probe.LayoutRecord, box: pygame.Rect, pitch: int = 22
) -> list[layout_probe.Drawn]:
    """The texts whose ink starts in ``box``, row by row (``pitch`` apart), left to right."""
    inside = [t for t in probe.texts if box.collidepoint(t.rect.topleft)]
    return sorted(inside, key=lambda t: ((t.rect.centery - box.y) // pitch, t.rect.x))


@pytest.mark.parametrize("scale", (1.0, 1.3))
@pytest.mark.parametrize(("game_id", "players", "seed", "moves"), POSITIONS)
def test_every_log_line_shows_whole_and_its_box_keeps_to_its_rows(
    game_id, players, seed, moves, scale
):
    app = app_at(scale)
    game = app.ctx.services.game(game_id)
    match = table_match(game, players, seed, moves)
    probe = layout_probe.LayoutRecord(app.canvas)
    layout_probe.active = probe
    try:
        table = open_game_table(app, match, table_for(game))
        cuts = [str(c) for c in probe.cuts if c.where.startswith("tabletop.ui.widgets.log")]
        probe = layout_probe.active = layout_probe.LayoutRecord(app.canvas)  # one frame
        table.invalidate()
        app.step([], 1 / 60)
    finally:
        layout_probe.active = None
    sidebar = table.sidebar
    log, lines = sidebar.log, sidebar.info.log
    assert not cuts, cuts
    boxes = log.boxes
    assert boxes and max(boxes) == len(lines) - 1, "the newest line shows"
    numbers = log._move_numbers(lines)
    skipped = {line[0]: line[-1] for line in log._shown(app.ctx.services.text, lines)}
    wrapped = False
    pitch = row_height(app.ctx.services.text, log.size, log.line_height)
    for index, box in boxes.items():
        assert log.rect.contains(box)
        shown = drawn_in(probe, box, pitch)
        expected = f"{numbers[index]}. {lines[index]}" if numbers[index] else lines[index]
        said = words(" ".join(t.text for t in shown))
        if skipped[index]:  # the oldest shown: its last rows, "…" for the rest
            assert index == min(boxes) and said[0] == "…", said
            assert said[1:] == words(expected)[-len(said[1:]) :]
            continue
        assert said == words(expected)
        assert all(box.contains(t.rect) for t in shown), "the letters keep to their box"
        wrapped |= len(shown) > 1
    ordered = sorted(boxes.values(), key=lambda r: r.y)
    assert all(a.bottom < b.top for a, b in zip(ordered, ordered[1:])), "boxes never overlap"
    assert wrapped, "a long line took more than one row"
    marked = [line for line, _ in sidebar.info.marked if line in boxes]
    assert marked or game_id == "summer_nine", "a move of another seat is marked in view"
    for line in marked:  # the outline is drawn on the line's box, in the seat's colour
        box = boxes[line]
        colour = dict(sidebar.info.marked)[line]
        rgb = sidebar.seat_style(colour).rgb
        assert tuple(app.canvas.get_at((box.centerx, box.top))[:3]) == rgb
        assert tuple(app.canvas.get_at((box.centerx, box.bottom - 1))[:3]) == rgb
        assert tuple(app.canvas.get_at((box.centerx, box.bottom))[:3]) != rgb, "a gap"


@pytest.mark.parametrize("scale", (1.0, 1.3))
def test_the_replay_log_wraps_and_its_current_move_box_keeps_to_its_rows(scale):
    app = app_at(scale)
    game = app.ctx.services.game("summer_nine")
    match = table_match(game, 3, 2, 40)
    probe = layout_probe.LayoutRecord(app.canvas)
    layout_probe.active = probe
    try:
        replay = ReplayScene(app.ctx, match, 20)
        app.ctx.stack.clear_to(replay)
        app.step([], 1 / 60)
    finally:
        layout_probe.active = None
    panel = replay.log_panel
    cuts = [str(c) for c in probe.cuts if c.where.startswith("tabletop.ui.scenes.replay_log")]
    assert not cuts, cuts
    boxes = panel._boxes
    current = next(k for k, row in enumerate(panel.rows) if row.index == 20 and not row.event)
    assert current in boxes, "the move on show is in view"
    for k, box in boxes.items():
        assert panel.rect.contains(box)
        shown = drawn_in(probe, box)
        row = panel.rows[k]
        expected = f"{EVENT}{row.text}" if row.event else f"{row.index}. {row.text}"
        said = words(" ".join(t.text for t in shown))
        if said and said[-1] == "…" and k == max(boxes):  # partly in the panel at its bottom
            assert said[:-1] == words(expected)[: len(said) - 1]
            continue
        assert said == words(expected)
        assert all(box.contains(t.rect) for t in shown)
    ordered = sorted(boxes.values(), key=lambda r: r.y)
    assert all(a.bottom < b.top for a, b in zip(ordered, ordered[1:]))
    assert len(drawn_in(probe, boxes[current])) > 1, "the move on show wraps"
    # the click picks the line under the pointer, whichever of its rows
    other = next(k for k in boxes if panel.rows[k].index != 20)
    box = boxes[other]
    replay.handle(
        pygame.event.Event(
            pygame.MOUSEBUTTONUP, {"pos": (box.centerx, box.bottom - 3), "button": 1}
        )
    )
    assert replay.index == panel.rows[other].index
