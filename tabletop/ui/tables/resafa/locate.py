"""Where a seat's move took effect on the Resafa table (the table's ``locate``): the rect
the move's own target or click already uses, found again in the position after the move.
A move in a seat's area is placed in that area when it is the one shown big, else in the
seat's compact panel."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine.actions import Action
from tabletop.games.resafa import facts
from tabletop.games.resafa.actions import (
    BuildBase,
    BuildCanal,
    BuildGarden,
    BuildWorkshop,
    FlipTile,
    MoveCamel,
    PlaceToken,
    PlayCard,
    Produce,
    StepTrack,
    TakeBonus,
    TakeSack,
    TakeSpecial,
)

from . import layout
from .area import geometry
from .clicks import centre_rects


def panel_rect(view: Any, shown: int, seat: int) -> pygame.Rect | None:
    """The compact panel of ``seat`` while ``shown``'s area is open big."""
    others = [s for s in range(facts.seat_count(view)) if s != shown]
    if seat not in others:
        return None
    return layout.panel_rects(len(others))[others.index(seat)]


def locate(view: Any, action: Action, seat: int, shown: int) -> pygame.Rect | None:
    """The rect of ``seat``'s ``action`` in ``view`` (the position after it), with the area
    of seat ``shown`` open big; ``None`` when the move has no place on the board."""
    on_board = _on_board(view, action, seat)
    if on_board is not None:
        return on_board
    if not isinstance(action, (BuildWorkshop, BuildGarden, Produce, PlaceToken, PlayCard)):
        return None
    if seat != shown:
        return None if isinstance(action, PlayCard) else panel_rect(view, shown, seat)
    p = facts.seat(view, seat)
    if isinstance(action, PlayCard):
        return layout.slot_rects()[p.played.index(action.card)]
    if isinstance(action, PlaceToken):
        return layout.row_rects()[action.row]
    if isinstance(action, BuildWorkshop):
        return layout.grid_cell(geometry(p), action.x, action.y)
    if isinstance(action, BuildGarden):
        square = layout.grid_cell(geometry(p), action.x, action.y)
        return layout.strip_rect(square, action.vertical, action.strip)
    w = p.workshops[action.shop]
    shop = layout.grid_cell(geometry(p), w.x, w.y)
    return layout.room_rects(shop, len(facts.rooms(view, seat)[action.shop]))[action.room]


def _on_board(view: Any, action: Action, seat: int) -> pygame.Rect | None:
    """The places on the main board, the same whichever area is shown."""
    if isinstance(action, TakeBonus):
        i = facts.COLOURS.index(action.colour)
        return layout.bonus_rects(i, action.slot + 1)[action.slot]
    if isinstance(action, StepTrack):
        i = facts.COLOURS.index(action.colour)
        cells = layout.track_cells(i, facts.tracks().length)
        return cells[min(facts.seat(view, seat).tracks[i], len(cells) - 1)]
    if isinstance(action, TakeSack):
        return layout.sack_deck_rect()
    if isinstance(action, TakeSpecial):
        card = facts.special(action.card)
        i = facts.COLOURS.index(card.colour)
        return layout.stack_rects(i, layout.stack_faces(view, i))[card.level - 1]
    if isinstance(action, BuildCanal):
        net = facts.network(view)
        cell = next(x for x in net.cells if x.id == action.cell)
        return layout.cell_rect(net.columns, cell.col, cell.row)
    if isinstance(action, MoveCamel):
        return centre_rects(view).get(action.to)
    if isinstance(action, FlipTile):
        return centre_rects(view).get(action.centre)
    if isinstance(action, BuildBase):
        at = facts.seat(view, seat).at
        centre = next((x for x in facts.centres(view) if x.id == at), None)
        if centre is None:
            return None
        return layout.base_rects(centre_rects(view)[at], len(centre.boxes))[action.box]
    return None
