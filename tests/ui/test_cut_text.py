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

Indian Summer and Resafa are not checked here (their tables are looked after elsewhere);
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
from tabletop.ui.text import TextCache

CHECKED = ("summer_resort", "lodge", "summer_nine")
SEEDS = (1, 2, 3)
MOVES = (0, 20, 60, 120)
SCALES = (1.0, 1.3)
SIZES = ((1600, 900), (1280, 720))
EXTRA = {"summer_resort": ((2, 8, 10),)}
"""More positions (players, seed, moves) where something was once cut: the tray's title
while the porter waits."""
SHARED = ("tabletop.ui.tables.marks", "tabletop.ui.widgets.button")
"""The shared parts checked with each table: "What happened" and the move buttons."""


def counts(cut: layout_probe.Cut, game_id: str) -> bool:
    """A cut of ``game_id``'s table or of a shared part drawn on it."""
    return cut.table == game_id or (cut.table is None and cut.where.startswith(SHARED))


def record(game_id: str, players: int, seed: int, moves: int, scale: float, size):
    """The cuts of one table frame (recorded from the start: the board layers are painted
    in the first update)."""
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
    return probe.cuts


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


if __name__ == "__main__":  # the cuts on any table, e.g. for Indian Summer or Resafa
    for scale in SCALES:
        for line in table_cuts(sys.argv[1], scale, SIZES[1]):
            print(f"{scale:.0%}: {line}")
