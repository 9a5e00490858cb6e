"""Where on the Indian Summer board a seat's move took effect (the table's ``locate``, the
treasures' glide in a move's story): the squares it covered on that seat's floor (big or
small), else its path or its small panel. Reads a ``BoardContext`` only."""

from __future__ import annotations

import pygame

from tabletop.engine import Action
from tabletop.games.indian_summer import facts
from tabletop.games.indian_summer.actions import (
    Berry,
    Exchange,
    Feather,
    Mushroom,
    Nut,
    PlaceAnimal,
    PlaceLeaf,
    PlaceSquirrel,
    Refill,
)

from .draw import BoardContext


def locate(ctx: BoardContext, action: Action, seat: int) -> pygame.Rect | None:
    """Where ``seat``'s ``action`` took effect as ``ctx`` shows the board, or ``None``."""
    if ctx.view.solo is not None and seat != ctx.eyes:
        return None
    lay, others = ctx.layout, ctx.others
    if seat == ctx.shown:
        grid = lay.floor
    elif seat in others:
        grid = lay.mini_grid(others.index(seat))
    else:
        return None
    if isinstance(action, (PlaceLeaf, PlaceAnimal)):
        piece = action.tile if isinstance(action, PlaceLeaf) else action.animal
        lie = facts.shape(piece, action.orientation)
        corner = grid.rect(action.row + lie.height - 1, action.col + lie.width - 1)
        return grid.rect(action.row, action.col).union(corner)
    if isinstance(action, (PlaceSquirrel, Nut)):
        return grid.rect(action.row, action.col)
    if isinstance(action, (Berry, Mushroom, Feather, Refill, Exchange)):
        if seat == ctx.shown:
            return lay.path_panel
        path = lay.mini_path(others.index(seat))  # its tiles, under its title
        return pygame.Rect(path.x, path.y + 22, path.w, path.h - 22)
    return None
