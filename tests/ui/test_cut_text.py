"""No cut text on the Summer Resort, Lodge and Summer Nine tables: at text size 100% and
130%, in both window sizes, over many positions (every player count, several seeds and
move counts), nothing a table draws loses letters — no line shortened with "…" by
``TextCache.fit`` and no text drawn partly off the surface it is drawn on (a card face, a
badge, the board). The probe (``tabletop.ui.layout_probe``) notes every cut with the table
package whose drawing asked for it; the shell's and the sidebar's own lines (the move
log, a long banner), which show in full elsewhere, are not the tables'. The shared parts
a player reads nowhere else are checked with each table: the "What happened" panel (a
long event line wraps onto further rows) and the move buttons (a long move wraps in a
taller button).

At 130% the probe also notes letters under 13 px: Indian Summer and Summer Nine draw none
(a label that shrinks to fit stops at 13 px, ``text.least_size``); Summer Resort and Lodge
at 130% and Summer Nine at 100% (12 px) are checked in ``test_small_letters.py``.

Indian Summer and Resafa are not checked for cuts here (Resafa has its own test);
``python -m tests.ui.test_cut_text GAME`` lists what the probe finds on any table.
"""

from __future__ import annotations

import dataclasses
import sys

import pygame
import pytest

from tabletop.games import GAMES
from tabletop.ui import layout_probe
from tabletop.ui.app import App
from tabletop.ui.headless import build_scene, headless_services, render_scene
from tabletop.ui.scene import Context, Scene
from tabletop.ui.text import TextCache, least_size

CHECKED = ("summer_resort", "lodge", "summer_nine")
SEEDS = (1, 2, 3)
MOVES = (0, 20, 60, 120)
SCALES = (1.0, 1.3)
SIZES = ((1600, 900), (1280, 720))
EXTRA = {"summer_resort": ((2, 8, 10),)}
"""More positions (players, seed, moves) where something was once cut: the tray's title
while the porter waits."""
SHARED = (
    "tabletop.ui.tables.marks",
    "tabletop.ui.tables.events_panel",
    "tabletop.ui.widgets.button",
)
"""The shared parts checked with each table: "What happened" and the move buttons (the
move log wraps its lines too, but a line taller than the whole log, such as a round's
end with many moves at 130%, shows in full on hover: ``tests/ui/test_log_wrap.py``)."""


def counts(cut: layout_probe.Cut | layout_probe.Small, game_id: str) -> bool:
    """A cut (or small text) of ``game_id``'s table or of a shared part drawn on it."""
    return cut.table == game_id or (cut.table is None and cut.where.startswith(SHARED))


def record(game_id: str, players: int, seed: int, moves: int, scale: float, size):
    """The cuts of one table frame (recorded from the start: the board layers are painted
    in the first update)."""
    return probe_of(game_id, players, seed, moves, scale, size).cuts


def probe_of(
    game_id: str, players: int, seed: int, moves: int, scale: float, size
) -> layout_probe.LayoutRecord:
    """What the layout probe noted of one table frame."""
    services = headless_services()
    services.settings = dataclasses.replace(services.settings, ui_scale=scale)
    services.text = TextCache(scale=scale)
    app = App(services, window_size=size, start_scene=Scene(Context(services)))
    game = services.game(game_id)
    probe = layout_probe.LayoutRecord(app.canvas)
    layout_probe.active = probe
    try:
        solo = game.solo_modes[0] if players == 1 and game.solo_modes else None
        scene = build_scene(app.ctx, "table", game, players, seed, moves, solo)
        render_scene(app, scene, frames=1)
    finally:
        layout_probe.active = None
    return probe


def table_cuts(game_id: str, scale: float, size, seeds=SEEDS, moves=MOVES) -> list[str]:
    game = next(g for g in GAMES if g.id == game_id)
    found: dict[str, str] = {}
    for players in range(game.min_players, game.max_players + 1):
        for seed in seeds:
            for count in moves:
                for cut in record(game_id, players, seed, count, scale, size):
                    if counts(cut, game_id):
                        where = f"{players} players, seed {seed}, {count} moves"
                        found.setdefault(str(cut), where)
    if seeds is SEEDS:
        for players, seed, count in EXTRA.get(game_id, ()):
            for cut in record(game_id, players, seed, count, scale, size):
                if counts(cut, game_id):
                    found.setdefault(str(cut), f"{players} players, seed {seed}, {count} moves")
    return [f"{cut} ({where})" for cut, where in found.items()]


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("game_id", CHECKED)
def test_nothing_a_table_draws_is_cut(game_id, scale):
    size = SIZES[1] if scale > 1 else SIZES[0]  # the tight pair and the roomy pair
    found = table_cuts(game_id, scale, size)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("game_id", CHECKED)
def test_nothing_is_cut_in_the_other_window_size_either(game_id):
    for scale, size in ((1.3, SIZES[0]), (1.0, SIZES[1])):
        found = table_cuts(game_id, scale, size, seeds=(3,), moves=(40,))
        assert not found, "\n".join(found)


def test_the_probe_notes_a_shortened_line_and_a_clipped_text_with_their_table():
    pygame.init()
    text = TextCache()
    face = pygame.Surface((60, 20))
    probe = layout_probe.LayoutRecord(pygame.Surface((200, 100)))
    layout_probe.active = probe
    try:
        fitted = text.fit("a line far too long for sixty pixels", 60, 14)
        text.blit(face, "fits", (2, 2), 12)  # inside: not a cut
        text.blit(face, "runs off the face", (2, 2), 14)
    finally:
        layout_probe.active = None
    assert fitted.endswith("…")
    assert [(c.text, c.shown) for c in probe.cuts] == [
        ("a line far too long for sixty pixels", fitted),
        ("runs off the face", ""),
    ]
    assert all(c.where.startswith(__name__) and c.table is None for c in probe.cuts)
    assert text.fit("short", 200, 14) == "short" and len(probe.cuts) == 2  # not recording


LARGER = ("indian_summer", "summer_nine")
"""The tables checked for small letters at 130% here (Resafa in its own cut-text test;
Summer Resort and Lodge, whose pictograms keep two glyphs at the picture's size, in
``test_small_letters.py``)."""


@pytest.mark.parametrize("game_id", LARGER)
def test_no_letters_under_13_px_at_text_size_130(game_id):
    """A player who asked for larger text never reads letters of 12 px or less: a label
    that shrinks to fit stops at 13 px (``text.least_size``)."""
    game = next(g for g in GAMES if g.id == game_id)
    found: dict[str, str] = {}
    for players in range(game.min_players, game.max_players + 1):
        for seed, moves in ((1, 0), (2, 30), (3, 80)):
            probe = probe_of(game_id, players, seed, moves, 1.3, SIZES[1])
            for small in probe.small:
                if counts(small, game_id):
                    found.setdefault(str(small), f"{players} players, seed {seed}, {moves} moves")
    assert not found, "\n".join(f"{k} ({v})" for k, v in found.items())


def test_the_probe_notes_small_letters_with_where_they_were_drawn():
    pygame.init()
    text = TextCache(scale=1.3)
    probe = layout_probe.LayoutRecord(pygame.Surface((200, 100)))
    layout_probe.active = probe
    try:
        text.blit(probe.surface, "nine", (2, 2), 9)  # 12 px at 130%
        text.blit(probe.surface, "ten", (2, 30), 10)  # 13 px: legible
    finally:
        layout_probe.active = None
    assert [(s.text, s.px) for s in probe.small] == [("nine", 12)]
    assert probe.small[0].where.startswith(__name__) and probe.small[0].table is None
    assert least_size(text, 9) == 10 and least_size(TextCache(), 9) == 9


if __name__ == "__main__":  # the cuts on any table, e.g. for Indian Summer or Resafa
    for scale in SCALES:
        for line in table_cuts(sys.argv[1], scale, SIZES[1]):
            print(f"{scale:.0%}: {line}")
