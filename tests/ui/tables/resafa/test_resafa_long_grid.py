"""A long diagonal of workshops (five rows of tiles: seven rows of cells with the free
places round them) no longer shrinks the Resafa grid's tiles to 39 px, where a room of
two parts (``1c+1VP``) was cut: the placed tiles keep ``layout.MIN_TILE`` and fit the
grid, and the free places round them (drop targets, lit only while a piece is held) reach
over the grid's title and footer rows. Found in a seeded game (2 players, seed 1: Bob's
grid after 140 moves), opened as the set-up and load scenes open a table, at text size
100% and 130% in both window sizes, with the layout probe listening: no room's words
cut, no letters under 12 px (13 px at 130%)."""

from __future__ import annotations

import random

import pytest

from tabletop.games.resafa import facts
from tabletop.games.resafa.actions import BuildWorkshop, Main
from tabletop.ui import layout_probe
from tabletop.ui.tables.resafa import TABLE, layout
from tabletop.ui.tables.resafa.area import area_cells, geometry, placed_cells
from tests.ui.helpers import drag, open_game_table, seated_match

from .test_resafa_cut_text import app_at
from .test_resafa_focus import GAME


def rows(cells) -> int:
    ys = [y for _, y in cells]
    return max(ys) - min(ys) + 1


def builder(rng: random.Random, legal: list):
    """A seeded player who builds workshops down a long diagonal whenever it can."""
    shops = [a for a in legal if isinstance(a, BuildWorkshop)]
    if shops:  # the corner furthest down
        return max(shops, key=lambda a: (a.y, rng.random()))
    mains = [a for a in legal if isinstance(a, Main) and "workshop" in str(a)]
    return rng.choice(mains or legal)


def long_grid_match(players: int = 2, seed: int = 1, build: bool = False):
    """The first position of a seeded game (random moves, or the ``builder``'s) where the
    player to act has a grid of seven rows or more (their workshops and gardens span
    five); with ``build``, one where they may build another workshop."""
    match = seated_match(GAME, players, seed=seed)
    rng = random.Random(seed)
    while not match.is_over():
        actor = GAME.actor(match.state)
        legal = GAME.legal_actions(match.state)
        if actor is not None and rows(area_cells(facts.seat(match.state, actor))) >= 7:
            if not build or any(isinstance(a, BuildWorkshop) for a in legal):
                return match, actor
        match.play(builder(rng, legal) if build else rng.choice(legal))
    raise AssertionError("no long grid in this game")


@pytest.mark.parametrize(
    ("scale", "window"),
    ((1.0, (1600, 900)), (1.3, (1280, 720)), (1.3, (1600, 900)), (1.0, (1280, 720))),
)
def test_a_seven_row_grid_keeps_its_tiles_legible(scale, window):
    match, actor = long_grid_match()
    p = facts.seat(match.state, actor)
    assert rows(area_cells(p)) == 7 and rows(placed_cells(p)) == 5
    app = app_at(scale, window)
    probe = layout_probe.LayoutRecord(app.canvas)
    layout_probe.active = probe
    try:
        table = open_game_table(app, match, TABLE)
    finally:
        layout_probe.active = None
    assert table.eyes == actor and table.focus == actor  # Bob's own grid, shown big
    size, _, _ = geom = geometry(p)
    assert size == layout.MIN_TILE, "not the 39 px of a grid fitting all seven rows"
    inner = layout.GRID.inflate(-8, -44)
    for x, y in placed_cells(p):
        assert layout.GRID.contains(layout.grid_cell(geom, x, y)), (x, y)
        assert inner.inflate(0, 8).contains(layout.grid_cell(geom, x, y)), (x, y)
    least = 12 if scale <= 1 else 13
    found = [str(c) for c in probe.cuts if c.table == "resafa"]
    found += [str(s) for s in probe.small if s.table == "resafa" and s.px < least]
    assert not found, "\n".join(found)
    rooms = [t.text for t in probe.texts if t.text in ("1c+1VP", "1c+", "1VP")]
    assert rooms, "the two-part room is drawn, whole (on one row or after its +)"


def test_a_workshop_can_still_be_built_on_the_free_places_past_the_grid_edge():
    """The free places round a long diagonal are targets even where they reach past the
    grid's inner area: a workshop carried from the offer to the lowest legal corner (3
    players, seed 5, the builder's game) is built there."""
    match, actor = long_grid_match(3, 5, build=True)
    app = app_at(1.0, (1600, 900))
    table = open_game_table(app, match, TABLE)
    assert table.eyes == actor
    p = facts.seat(match.state, actor)
    geom = geometry(p)
    assert geom[0] == layout.MIN_TILE
    legal = [a for a in table.legal_actions() if isinstance(a, BuildWorkshop)]
    want = max((a for a in legal if a.rot == 0 and not a.back), key=lambda a: a.y)
    spot = layout.grid_cell(geom, want.x, want.y)
    inner = layout.GRID.inflate(-8, -44)
    assert not inner.contains(spot), "the corner reaches past the inner area"
    piece = next(pc for pc in table.pieces(table.view) if pc.key == ("shop", want.level, want.pos))
    before = len(match.log)
    drag(app, piece.rect.center, spot.center)
    assert len(match.log) == before + 1 and match.log[-1].action == want
