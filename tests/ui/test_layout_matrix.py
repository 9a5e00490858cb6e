"""The layout matrix (issue #26): every table and every shell scene, in every supported
window size, at text size 100% and 130%, in both palettes, is checked for what a player
cannot read:

- a text drawn in letters smaller than the theme's least size **in window pixels**
  (``text.window_least``: 12 px at 100%, 13 px in a larger text size; the canvas is drawn
  at 1600×900 and scaled into the window, so a 1280×720 window shows it at 80%);
- a text that leaves the canvas or its panel, or overlaps another text
  (``tests.ui.layout_check``);
- a number (a price, a score, a count) in smaller letters than the label beside it;
- a text cut: shortened with "…" or drawn partly off the surface it is drawn on.

The cases are opened the way a player opens them: each registered game's table from a
seeded match at its largest player count at the opening and in the middle of the game,
with two players late in the game (and each solo mode with one player), as the set-up
scene opens a table (``helpers.open_game_table``, past the
hot-seat curtain); the title, the settings, the load screen with real saves written into
``TABLETOP_HOME`` (mid-game, finished, hand-saved), each game's set-up, rules and results,
the hot-seat curtain, and a replay opened from the load screen with a click. Each case is
rendered once per window size, text size and palette, with the layout probe
(``tabletop.ui.layout_probe``) recording every text and panel; all four checks read the
same record.

A case that is known to fail is listed in ``KNOWN`` with the reason
(``xfail(strict=True)``: fixing it makes the test fail until the entry goes).
"""

from __future__ import annotations

import dataclasses
import re

import pygame
import pytest

from tabletop.engine.saves import write_save
from tabletop.games import GAMES
from tabletop.ui import layout_probe
from tabletop.ui.app import App
from tabletop.ui.headless import build_scene, headless_services, render_scene, table_match
from tabletop.ui.scene import Context, Scene
from tabletop.ui.scenes.load import LoadScene
from tabletop.ui.tables import marks
from tabletop.ui.tables.lodge import art as lodge_art
from tabletop.ui.text import TextCache, window_least
from tests.ui.helpers import click, open_game_table
from tests.ui.layout_check import problems

SIZES = ((1280, 720), (1600, 900), (1920, 1080))
SCALES = (1.0, 1.3)
PALETTES = (False, True)
"""Colour-blind palette off, on."""
SEED, MOVES, LATE = 3, 40, 90


def _tables() -> list[tuple[str, str, int, str | None, int]]:
    """(case, game, players, solo mode, moves) of every table: the largest player count in
    the middle of the game and at its opening, two players late in the game, and one
    player in each game's first solo mode."""
    out = [(f"table-{g.id}", g.id, g.max_players, None, MOVES) for g in GAMES]
    out += [(f"table-{g.id}-opening", g.id, g.max_players, None, 0) for g in GAMES]
    out += [(f"table-{g.id}-late", g.id, 2, None, LATE) for g in GAMES]
    solo = [g for g in GAMES if g.solo_modes]
    return out + [(f"table-{g.id}-solo", g.id, 1, g.solo_modes[0], MOVES) for g in solo]


TABLES = _tables()
PER_GAME = ("setup", "rules", "results")
SHELL = ("title", "settings", "load", "handover", "replay")


def cases() -> list[str]:
    out = [case for case, *_ in TABLES]
    out += [f"{name}-{g.id}" for name in PER_GAME for g in GAMES]
    return out + list(SHELL)


KNOWN: dict[tuple[str, str, str], str] = {}
"""(case, window, text size) -> why it still fails (``"*"`` matches any window or text
size): xfail(strict=True), so a fix must remove the entry."""


def _known(case: str, window: str, scale: str) -> str | None:
    for (c, w, s), why in KNOWN.items():
        if c == case and w in ("*", window) and s in ("*", scale):
            return why
    return None


def params():
    for case in cases():
        for size in SIZES:
            window = f"{size[0]}x{size[1]}"
            for scale in SCALES:
                for blind in PALETTES:
                    label = f"text{round(scale * 100)}"
                    why = _known(case, window, label)
                    yield pytest.param(
                        case,
                        size,
                        scale,
                        blind,
                        id=f"{case}-{window}-{label}-{'cb' if blind else 'std'}",
                        marks=[pytest.mark.xfail(strict=True, reason=why)] if why else [],
                    )


# --- opening each case as a player does -------------------------------------------------------


def _app(size, scale: float, blind: bool) -> App:
    services = headless_services()
    services.settings = dataclasses.replace(
        services.settings,
        ui_scale=scale,
        colour_blind=blind,
        window_width=size[0],
        window_height=size[1],
    )
    services.text = TextCache(scale=scale)
    return App(services, window_size=size, start_scene=Scene(Context(services)))


def _write_saves(app: App) -> None:
    """Real save files in the saves folder: a game of each kind in the middle, one
    finished, one saved by hand under a long name."""
    folder = app.services.save_dir
    folder.mkdir(parents=True, exist_ok=True)
    for game in GAMES:
        write_save(folder / f"autosave-{game.id}.json", table_match(game, game.max_players, 3, 30))
    nine = next(g for g in GAMES if g.id == "summer_nine")
    write_save(
        folder / "summer nine, the long evening with friends.json", table_match(nine, 4, 5, 10**6)
    )
    resafa = next(g for g in GAMES if g.id == "resafa")
    write_save(folder / "resafa-solo.json", table_match(resafa, 1, 2, 60, "solo"))


def _open(app: App, case: str, probe: layout_probe.LayoutRecord) -> None:
    """Open ``case`` as a player reaches it; the frames drawn are recorded in ``probe``
    (those of the load screen forgotten when the replay opens over it)."""
    ctx = app.ctx
    table = next((t for t in TABLES if t[0] == case), None)
    if table is not None:
        _, game_id, players, solo, moves = table
        game = app.services.game(game_id)
        match = table_match(game, players, SEED, moves, solo)
        open_game_table(app, match, app.services.table_for(game))
        return
    if case in ("load", "replay"):
        _write_saves(app)
        load = LoadScene(ctx)
        ctx.stack.clear_to(load)
        app.step([], 1 / 60)
        if case == "replay":  # the finished game: a click on its row opens the replay
            rect = next(r for r, info in load.rows() if info.name.startswith("summer nine"))
            probe.items.clear(), probe.cuts.clear(), probe.small.clear()
            click(app, (rect.x + 300, rect.centery))
        return
    name, _, game_id = case.partition("-")
    game = app.services.game(game_id) if game_id else GAMES[0]
    players = game.max_players
    render_scene(app, build_scene(ctx, name, game, players, SEED, MOVES, None), frames=1)


def _record(case: str, size, scale: float, blind: bool):
    app = _app(size, scale, blind)
    least = window_least(app.services.text, app.viewport.scale)
    probe = layout_probe.LayoutRecord(app.canvas, least=least)
    layout_probe.active = probe
    try:  # recorded from the start: board layers are painted once, in the first update
        _open(app, case, probe)
        app.step([], 1 / 60)
    finally:
        layout_probe.active = None
    return app, probe


@pytest.fixture(autouse=True)
def _events_panel_is_a_panel(monkeypatch):
    """The "What happened" panel is drawn with plain rects: recorded as the overlay it is."""
    draw = marks.EventsPanel.draw

    def recorded(self, surface: pygame.Surface, text) -> None:
        if layout_probe.active is not None and not self.closed:
            layout_probe.active.panel(surface, self.rect)
        draw(self, surface, text)

    monkeypatch.setattr(marks.EventsPanel, "draw", recorded)


# --- the checks --------------------------------------------------------------------------------

PICTURE_MARKS = frozenset(lodge_art.GLYPHS)
"""Glyphs that are part of a picture, drawn at the picture's size (Lodge's pictograms),
not text a player reads."""

SHOWN_WHOLE_ELSEWHERE = ("tabletop.ui.widgets.log", "tabletop.ui.scenes.replay_log")
"""Drawing code whose shortened lines show in full on hover or a scroll away: the move
logs (a line only partly in the panel shows its first rows and " …")."""

NUMBER = re.compile(r"^[+\-−×x]?\d[\d,.]*(\s?(zł|VP|%|¢))?$")


def small_letters(probe: layout_probe.LayoutRecord) -> list[str]:
    return sorted({str(s) for s in probe.small if s.text.strip() not in PICTURE_MARKS})


SCROLLED = ("tabletop.ui.scenes.rules",)
"""Drawing code of a scrolled page: a line at its top or bottom edge shows in part, by
design (the page scrolls)."""


def cut_text(probe: layout_probe.LayoutRecord) -> list[str]:
    return sorted(
        {
            str(c)
            for c in probe.cuts
            if not c.where.startswith(SHOWN_WHOLE_ELSEWHERE)
            and not (c.shown == "" and c.where.startswith(SCROLLED))
        }
    )


def small_numbers(probe: layout_probe.LayoutRecord) -> list[str]:
    """A number in smaller letters than a label beside it: on the same line, at most the
    label's height apart (a column's heading over its numbers is not a label beside
    them)."""
    texts = probe.texts
    numbers = [t for t in texts if t.text and NUMBER.match(t.text.strip())]
    labels = [
        t
        for t in texts
        if t.text and not NUMBER.match(t.text.strip()) and any(ch.isalpha() for ch in t.text)
    ]
    found = []
    for n in numbers:
        for label in labels:
            if label.px <= n.px:
                continue
            a, b = n.rect, label.rect
            same_line = abs(a.centery - b.centery) <= max(a.h, b.h) // 2 and (
                0 <= b.left - a.right <= b.h or 0 <= a.left - b.right <= b.h
            )
            if same_line:
                found.append(
                    f"{n.text!r} ({n.px} px) beside {label.text!r} ({label.px} px) at {tuple(a)}"
                )
    return found


@pytest.mark.parametrize("case, size, scale, blind", list(params()))
def test_every_text_is_legible_whole_and_in_its_place(case, size, scale, blind):
    app, probe = _record(case, size, scale, blind)
    assert probe.texts, "the frame drew some text"
    found = {
        "letters too small in the window": small_letters(probe),
        "text cut": cut_text(probe),
        "out of place or overlapping": problems(probe),
        "a number smaller than its label": small_numbers(probe),
    }
    report = [f"{k}:\n  " + "\n  ".join(v) for k, v in found.items() if v]
    assert not report, f"{case} at {size}, {scale:.0%}:\n" + "\n".join(report)


def test_the_checks_find_small_letters_a_small_number_and_a_cut():
    """Each check finds what it looks for, on texts drawn as a table draws them: letters
    under 15 canvas px in a 1280×720 window, a price smaller than the label beside it, a
    line shortened with "…"; a number as large as its label and a picture's own mark
    are not findings."""
    pygame.init()
    canvas = pygame.Surface((1600, 900))
    text = TextCache()
    probe = layout_probe.LayoutRecord(canvas, least=window_least(text, 0.8))
    layout_probe.active = probe
    try:
        text.blit(canvas, "Visits this round", (100, 100), 12)  # 12 px: 9.6 in the window
        left = text.blit(canvas, "Price", (100, 200), 18)
        text.blit(canvas, "300 zł", (left.right + 6, 200), 15)  # smaller than its label
        left = text.blit(canvas, "Left", (100, 300), 16)
        text.blit(canvas, "12", (left.right + 6, 300), 16)  # as large: fine
        text.blit(canvas, "A", (100, 400), 9, exact=True)  # a picture's mark
        text.fit("a line far too long for sixty pixels", 60, 15)
    finally:
        layout_probe.active = None
    assert [line.split(" in ")[0] for line in small_letters(probe)] == ["'Visits this round'"]
    assert [line.split(" (")[0] for line in small_numbers(probe)] == ["'300 zł'"]
    assert len(cut_text(probe)) == 1 and "shown as" in cut_text(probe)[0]
