"""Questions a table asks while a tile is in hand (pure functions, no side effects).

The rulebook lets anyone try a tile from their own path on their floor at any time, even
when it is not their turn; ``trial_fit`` answers that for any seat. ``legal_anchors`` lists
where a tile in a given orientation may be dropped right now (for lighting cells), and
``turn_tile``/``flip_tile`` map R and F onto orientation indices.
"""

from __future__ import annotations

from .actions import PlaceLeaf
from .components import catalogue
from .explain import leaf_spot_problem
from .rules import legal_actions
from .shapes import flipped, orientations, turned
from .state import IndianSummerState


def trial_fit(
    state: IndianSummerState, seat: int, tile: str, orientation: int, row: int, col: int
) -> str | None:
    """Would ``tile`` fit there on ``seat``'s floor? ``None`` if yes, else the reason
    (whose turn it is and where the tile comes from are not checked)."""
    cat = catalogue()
    if tile not in cat.tiles:
        return f"There is no leaf tile {tile}."
    action = PlaceLeaf(tile, orientation, row, col)
    return leaf_spot_problem(state.players[seat].forest, cat.tiles[tile].pattern, action)


def legal_anchors(state: IndianSummerState, tile: str, orientation: int) -> list[tuple[int, int]]:
    """Anchor spaces (row, col) where the player to move may drop ``tile`` now."""
    return [
        (a.row, a.col)
        for a in legal_actions(state)
        if a.kind == "place_leaf" and a.tile == tile and a.orientation == orientation
    ]


def orientation_count(tile_or_animal: str) -> int:
    return len(orientations(_pattern(tile_or_animal)))


def turn_tile(tile_or_animal: str, orientation: int) -> int:
    """The orientation after a quarter turn clockwise (R or the wheel)."""
    return turned(_pattern(tile_or_animal), orientation)


def flip_tile(tile_or_animal: str, orientation: int) -> int:
    """The orientation after flipping the tile over (F)."""
    return flipped(_pattern(tile_or_animal), orientation)


def _pattern(tile_or_animal: str) -> str:
    cat = catalogue()
    if tile_or_animal in cat.tiles:
        return cat.tiles[tile_or_animal].pattern
    return cat.animal(tile_or_animal).shape


def leaf_cells(tile_or_animal: str, orientation: int, row: int, col: int) -> list[tuple[int, int]]:
    """The spaces (row, col) a placed tile or animal covers, for drawing it."""
    shape = orientations(_pattern(tile_or_animal))[orientation]
    return [(row + r, col + c) for r, c in shape.cells]


def hole_cell(tile: str, orientation: int, row: int, col: int) -> tuple[int, int] | None:
    """The space under a placed leaf tile's hole."""
    hole = orientations(_pattern(tile))[orientation].hole
    return None if hole is None else (row + hole[0], col + hole[1])


def printed_treasure(side: str, row: int, col: int) -> str | None:
    """The treasure id printed on a floor space (``None`` for bare ground)."""
    cat = catalogue()
    bit = cat.bit(row, col)
    for kind, mask in enumerate(cat.floors[side].printed):
        if mask & bit:
            return cat.treasure_ids[kind]
    return None
