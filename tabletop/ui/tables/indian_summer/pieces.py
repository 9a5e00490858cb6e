"""What a player of Indian Summer picks up and where it may go.

Pieces: the leaf tiles of your path (or the tiles a mushroom lets you take), a squirrel,
your treasure tokens, and the animal tiles. Targets: every space of your floor (a leaf
tile or animal is anchored there in the table's current orientation), and the exchange
bins. Illegal places are offered too, so hovering shows the engine's reason.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.games.indian_summer.actions import (
    SOLO_SOURCES,
    Berry,
    Exchange,
    Nut,
    PlaceAnimal,
    PlaceLeaf,
    PlaceSquirrel,
    Refill,
)
from tabletop.games.indian_summer.components import components
from tabletop.games.indian_summer.state import IndianSummerState

from ...drag import Piece, Target
from .art import TREASURES
from .draw import path_image, tile_image
from .layout import ANIMAL_CELL

if TYPE_CHECKING:
    from . import IndianSummerTable

GESTURES = (PlaceLeaf, PlaceSquirrel, Nut, PlaceAnimal, Exchange)
"""Action kinds the table makes by drag and drop (never listed as buttons)."""


def make_pieces(table: IndianSummerTable, view: IndianSummerState) -> list[Piece]:
    lay = table.layout
    out: list[Piece] = []
    tray = table.tray(view)
    entries = tray[1] if tray is not None else [(t, "") for t in view.players[table.eyes].path]
    for (tile, _), slot in zip(entries, lay.path_slots):
        out.append(leaf_piece(table, tile, slot))
    out.append(Piece(("squirrel",), lay.squirrel.copy(), table.art.squirrel(44), "a squirrel"))
    held = view.players[table.eyes].treasures
    for kind, slot in enumerate(lay.treasure_slots):
        if held[kind]:
            rect = table.art.token(kind, 40).get_rect(midleft=(slot.x, slot.centery))
            out.append(Piece(("treasure", kind), rect, table.art.token(kind, 40), TREASURES[kind]))
    if view.solo is not None and view.step.refill and view.turn == table.eyes:
        for source in SOLO_SOURCES:
            rect, tile = solo_end(table, view, source)
            if tile:
                out.append(
                    Piece(
                        ("end", source), rect, tile_image(table, tile, 10), source.replace("_", " ")
                    )
                )
    for i, kind in enumerate(components().animals):
        if view.animals_left[i]:
            slot = lay.animal_slots[i]
            out.append(
                Piece(
                    ("animal", kind.id),
                    slot.copy(),
                    table.art.animal(kind.id, 0, ANIMAL_CELL),
                    kind.name,
                    draw_held=False,
                )
            )
    return out


def solo_end(table: IndianSummerTable, view: IndianSummerState, source: str):
    """The slot of one end of the solo top or bottom path, and the tile lying there."""
    solo = view.solo
    side, end = source.split("_")
    tiles = solo.top if side == "top" else solo.bottom
    slots = table.layout.solo_top if side == "top" else table.layout.solo_bottom
    if end == "left":
        return slots[0].copy(), tiles[0] if tiles else ""
    index = max(0, min(len(tiles), len(slots)) - 1)
    return slots[index].copy(), tiles[-1] if tiles else ""


def leaf_piece(table: IndianSummerTable, tile: str, slot) -> Piece:
    return Piece(
        ("leaf", tile), slot.copy(), path_image(table, tile), f"leaf tile {tile}", draw_held=False
    )


def make_targets(table: IndianSummerTable, view: IndianSummerState, piece: Piece) -> list[Target]:
    cat = components()
    grid = table.layout.floor
    cells = [(r, c, grid.rect(r, c)) for r in range(grid.rows) for c in range(grid.cols)]
    kind = piece.key[0]
    if kind == "leaf":
        tile = piece.key[1]
        index = table.orientation_of(cat.tiles[tile].pattern)
        return [Target(("cell", r, c), rect, PlaceLeaf(tile, index, r, c)) for r, c, rect in cells]
    if kind == "animal":
        animal = piece.key[1]
        index = table.orientation_of(cat.animal(animal).shape)
        return [
            Target(("cell", r, c), rect, PlaceAnimal(animal, index, r, c)) for r, c, rect in cells
        ]
    if kind == "squirrel":
        return [Target(("cell", r, c), rect, PlaceSquirrel(r, c)) for r, c, rect in cells]
    if kind == "end":
        return [Target(("path",), table.layout.path_panel, Refill(piece.key[1]))]
    if kind == "treasure":
        give = piece.key[1]
        out = [
            Target(("bin", get), rect, Exchange(TREASURES[give], TREASURES[get]))
            for get, rect in enumerate(table.layout.exchange_bins)
        ]
        if TREASURES[give] == "berry":
            if view.solo is None:
                out.append(Target(("path",), table.layout.path_panel, Berry()))
            else:
                out += [
                    Target(("end", source), solo_end(table, view, source)[0], Berry(source))
                    for source in SOLO_SOURCES
                ]
        if TREASURES[give] == "nut":
            out += [Target(("cell", r, c), rect, Nut(r, c)) for r, c, rect in cells]
        return out
    return []
