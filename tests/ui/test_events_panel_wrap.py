"""The "What happened" panel shows a long event line whole: it wraps onto a second (or
third) row, the rows after the first stand in, the panel grows by rows, the newest lines
that fit its rows show (the earlier ones counted, they stay in the move log), and the
mark beside the newest line spans its rows. On a real table (Summer Resort's round end at
130%, its steps played on the board with "What happened" as their caption) nothing the
panel draws is cut with "…"; it stays on the board while the steps play, then rests over
the move log."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from tabletop.ui import layout_probe
from tabletop.ui.tables.base import BOARD
from tabletop.ui.tables.marks import EventsPanel
from tabletop.ui.text import TextCache
from tests.ui.helpers import make_app, open_game_table, play_at_table, seated_match

PANEL_MODULES = ("tabletop.ui.tables.marks", "tabletop.ui.tables.events_panel")

LONG = (
    "Development: Ann loses the cottage (no bare forest to build it on; it goes back), "
    "loses the pension (no villa to build it on; it goes back)."
)
BOARD_RECT = pygame.Rect(0, 64, 1236, 836)


@pytest.fixture(scope="module")
def text():
    pygame.init()
    return TextCache()


def drawn(panel: EventsPanel, text: TextCache) -> layout_probe.LayoutRecord:
    """What ``panel`` draws on a canvas, recorded."""
    canvas = pygame.Surface((1600, 900))
    probe = layout_probe.LayoutRecord(canvas)
    layout_probe.active = probe
    try:
        panel.draw(canvas, text)
    finally:
        layout_probe.active = None
    return probe


def body(probe: layout_probe.LayoutRecord, panel: EventsPanel) -> list[str]:
    """The rows drawn under the panel's title, top to bottom."""
    rows = [t for t in probe.texts if t.rect.y >= panel.rect.y + 34]
    return [t.text for t in sorted(rows, key=lambda t: t.rect.y)]


def test_a_long_line_wraps_onto_rows_and_the_panel_grows_by_rows(text):
    lines = ["Round 4 of 12 begins; Bob plays first.", LONG, "Porter: the porter passes."]
    panel = EventsPanel(3, lines, 0.0, BOARD_RECT, text)
    assert [len(rows) for rows in panel.wrapped] == [1, 2, 1]
    assert panel.row_count == 4
    assert panel.rect.h == 48 + 4 * panel.LINE
    assert panel.rect.midbottom == (BOARD_RECT.centerx, BOARD_RECT.bottom - 60)
    probe = drawn(panel, text)
    assert not probe.cuts, probe.cuts
    rows = body(probe, panel)
    assert rows[0] == lines[0] and rows[-1] == lines[2]
    assert " ".join(rows[1:3]) == LONG, "every word of the long line shows"
    ink = [t.rect for t in probe.texts if t.text in rows[1:3]]
    assert ink[1].x > ink[0].x, "its second row stands in"
    assert all(panel.rect.contains(t.rect) for t in probe.texts)


def test_the_newest_lines_that_fit_the_rows_show_and_the_mark_spans_the_newest(text):
    lines = ["Train: nobody invited 3 students.", LONG, "Porter: the porter passes.", LONG]
    panel = EventsPanel(3, lines, 1.0, BOARD_RECT, text)
    place = pygame.Rect(100, 100, EventsPanel.WIDTH, 48 + 3 * EventsPanel.LINE)
    panel.caption(place, 3)
    assert panel.shown == 1 and panel.following
    mark = panel.newest()
    assert (mark.y, mark.h) == (place.y + 39, 18)
    panel.follow(2)  # the long line newest: its two rows, the mark beside both
    mark = panel.newest()
    assert (mark.y, mark.h) == (place.y + 39 + panel.LINE, 18 + panel.LINE)
    assert panel.rect.contains(mark)
    panel.follow(4)  # 2 + 1 + 2 rows: the first two lines give way
    assert [index for index, _ in panel.visible()] == [2, 3]
    probe = drawn(panel, text)
    assert not probe.cuts
    assert "2 earlier in the move log" in [t.text for t in probe.texts]
    rows = body(probe, panel)
    assert rows[0] == lines[2] and " ".join(rows[1:]) == LONG
    mark = panel.newest()
    assert (mark.y, mark.h) == (place.y + 39 + panel.LINE, 18 + panel.LINE)
    assert all(panel.rect.contains(t.rect) for t in probe.texts)
    panel.skip()  # back in its place with every line, grown by rows
    assert panel.rect.h == 48 + 6 * panel.LINE and panel.rows == panel.ROWS
    assert len(body(drawn(panel, text), panel)) == 6


def test_lines_still_come_one_by_one(text):
    panel = EventsPanel(3, ["First.", LONG, "Last."], 1.0, BOARD_RECT, text)
    seen = [panel.shown]
    while panel.playing:
        panel.update(0.05)
        seen.append(panel.shown)
    assert sorted(set(seen)) == [1, 2, 3]


def round_end_frames(scale: float, players: int, seed: int):
    """Summer Resort opened as the app opens it, at text size ``scale`` in a 1280×720
    window; random moves through the table until a round end's "What happened" holds a
    wrapped line; yields (table, panel) at every frame of the show and once it is over."""
    app = make_app(window=(1280, 720), real_games=True)
    app.services.settings = dataclasses.replace(
        app.services.settings, ui_scale=scale, confirm_irreversible=False
    )
    app.services.text = text = TextCache(scale=scale)
    game = app.services.game("summer_resort")
    match = seated_match(game, players, seed=seed)
    table = open_game_table(app, match, app.services.table_for(game))
    rng = random.Random(seed)
    for _ in range(300):
        play_at_table(app, table, rng.choice(table.legal_actions()))
        panel, room = table.story.panel, EventsPanel.WIDTH - 28
        events = () if panel is None else panel.lines[panel.first :]  # not the moves
        if any(text.size(s, 16)[0] > room for s in events):
            break
    else:
        pytest.fail("no event line wrapped")
    assert table.telling.playing and panel.following
    while panel.following:
        yield table, panel
        app.step([], 0.1)
    yield table, panel


def test_a_round_end_at_130_percent_shows_every_line_whole_on_the_board():
    pygame.init()
    wrapped_newest = False
    for table, panel in round_end_frames(1.3, 4, 3):
        surface = pygame.Surface((1600, 900))
        probe = layout_probe.LayoutRecord(surface)
        layout_probe.active = probe
        try:
            table.draw(surface)
        finally:
            layout_probe.active = None
        cuts = [c for c in probe.cuts if c.where.startswith(PANEL_MODULES)]
        assert not cuts, cuts
        if panel.following:  # the caption on the board; then at rest over the move log
            assert BOARD.contains(panel.rect)
        else:
            assert panel.rect.topleft == table.sidebar.log.rect.topleft
        assert sum(len(rows) for _, rows in panel.visible()) <= panel.rows
        used = sum(len(r) for _, r in panel.visible())
        assert panel.top + 10 + panel.line * used <= panel.rect.h
        if panel.following:
            mark = panel.newest()
            assert panel.rect.contains(mark)
            rows = len(panel.visible()[-1][1])
            assert mark.h == panel.line - 4 + (rows - 1) * panel.line
            wrapped_newest |= rows > 1
    assert not panel.following and panel.shown == len(panel.lines)
    assert wrapped_newest, "a wrapped line was the newest during the show"
