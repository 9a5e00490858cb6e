"""What a player of Indian Summer picks up and where it may go.

Pieces: the leaf tiles of your path (or the tiles a mushroom lets you take), a squirrel,
your treasure tokens, the animal tiles, and (solo, when your path is empty) the end tiles
of the top and bottom paths. Targets: every space of your floor (a leaf tile or animal is
anchored there in the table's current orientation), the exchange bins, your path. Illegal
places are offered too, so hovering shows the engine's reason.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine import Action
from tabletop.games.indian_summer import facts
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

from ...drag import Piece, Target
from .draw import BoardContext, path_entries, path_image, tile_image
from .layout import ANIMAL_CELL

GESTURES = (PlaceLeaf, PlaceSquirrel, Nut, PlaceAnimal, Exchange)
"""Action kinds the table makes by drag and drop (never listed as buttons)."""
SHAPED = ("leaf", "animal")
"""Pieces that lie in an orientation (R turns them, F flips them)."""


def piece_key(piece: Piece) -> tuple[Any, ...]:
    """The key this table gives a piece: ``("leaf", tile)``, ``("squirrel",)``,
    ``("treasure", kind)``, ``("end", source)`` or ``("animal", id)``."""
    key = piece.key
    return key if isinstance(key, tuple) else (key,)


def make_pieces(ctx: BoardContext) -> list[Piece]:
    lay, view, art = ctx.layout, ctx.view, ctx.art
    out: list[Piece] = []
    for (tile, _), slot in zip(path_entries(ctx), lay.path_slots):
        out.append(leaf_piece(ctx, tile, slot))
    out.append(Piece(("squirrel",), lay.squirrel.copy(), art.squirrel(44), "a squirrel"))
    held = view.players[ctx.eyes].treasures
    names = facts.treasure_names()
    for kind, slot in enumerate(lay.treasure_slots):
        if held[kind]:
            token = art.token(kind, 40)
            rect = token.get_rect(midleft=(slot.x, slot.centery))
            out.append(Piece(("treasure", kind), rect, token, names[kind]))
    if facts.stage(view) == "refill" and view.turn == ctx.eyes:
        for source in SOLO_SOURCES:
            rect, tile = solo_end(ctx, source)
            if tile:
                label = source.replace("_", " ")
                out.append(Piece(("end", source), rect, tile_image(ctx, tile, 10), label))
    for i, animal in enumerate(facts.animals()):
        if view.animals_left[i]:
            image = art.animal(animal.id, 0, ANIMAL_CELL)
            slot = lay.animal_slots[i].copy()
            out.append(Piece(("animal", animal.id), slot, image, animal.name, draw_held=False))
    return out


def solo_end(ctx: BoardContext, source: str) -> tuple[pygame.Rect, str]:
    """The slot of one end of the solo top or bottom path, and the tile lying there."""
    solo = ctx.view.solo
    side, end = source.split("_")
    tiles = solo.top if side == "top" else solo.bottom
    slots = ctx.layout.solo_top if side == "top" else ctx.layout.solo_bottom
    if end == "left":
        return slots[0].copy(), tiles[0] if tiles else ""
    index = max(0, min(len(tiles), len(slots)) - 1)
    return slots[index].copy(), tiles[-1] if tiles else ""


def leaf_piece(ctx: BoardContext, tile: str, slot: pygame.Rect) -> Piece:
    image = path_image(ctx, tile)
    label = f"{facts.tile_label(tile)} leaf tile"
    return Piece(("leaf", tile), slot.copy(), image, label, draw_held=False)


def _cells(ctx: BoardContext) -> list[tuple[int, int, pygame.Rect]]:
    grid = ctx.layout.floor
    return [(r, c, grid.rect(r, c)) for r in range(grid.rows) for c in range(grid.cols)]


def make_targets(ctx: BoardContext, piece: Piece) -> list[Target]:
    cells = _cells(ctx)
    kind, *rest = piece_key(piece)
    if kind in SHAPED:
        name = rest[0]
        index = ctx.orientation_of(name)
        make = PlaceLeaf if kind == "leaf" else PlaceAnimal
        return [Target(("cell", r, c), rect, make(name, index, r, c)) for r, c, rect in cells]
    if kind == "squirrel":
        return [Target(("cell", r, c), rect, PlaceSquirrel(r, c)) for r, c, rect in cells]
    if kind == "end":
        return [Target(("path",), ctx.layout.path_panel, Refill(rest[0]))]
    if kind == "treasure":
        return _treasure_targets(ctx, rest[0], cells)
    return []


def _treasure_targets(
    ctx: BoardContext, give: int, cells: list[tuple[int, int, pygame.Rect]]
) -> list[Target]:
    ids = facts.treasure_ids()
    out = [
        Target(("bin", get), rect, Exchange(ids[give], ids[get]))
        for get, rect in enumerate(ctx.layout.exchange_bins)
    ]
    drop = facts.treasure_drop(give)
    if drop == "path":
        if ctx.view.solo is None:
            out.append(Target(("path",), ctx.layout.path_panel, Berry()))
        else:
            out += [
                Target(("end", source), solo_end(ctx, source)[0], Berry(source))
                for source in SOLO_SOURCES
            ]
    elif drop == "space":
        out += [Target(("cell", r, c), rect, Nut(r, c)) for r, c, rect in cells]
    return out


def gesture_actions(ctx: BoardContext, pieces: list[Piece]) -> list[Action]:
    """Every action the pieces' drops make, a shaped piece in every orientation (R and F
    reach them all)."""
    out: list[Action] = []
    cells = _cells(ctx)
    for piece in pieces:
        kind, *rest = piece_key(piece)
        if kind in SHAPED:
            name = rest[0]
            make = PlaceLeaf if kind == "leaf" else PlaceAnimal
            for index in range(facts.orientation_count(name)):
                out += [make(name, index, r, c) for r, c, _ in cells]
        else:
            out += [t.action for t in make_targets(ctx, piece) if t.action is not None]
    return out
