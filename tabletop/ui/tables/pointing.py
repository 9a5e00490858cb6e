"""Where a move is made on a table: the piece to pick up and the place to put it, or the
button that plays it. A lesson's coach and the hint point there ("where"), in the table's
own coordinates, from the table's own hooks (``pieces``, ``targets``, the move buttons,
``locate``), so no game writes pointing data of its own."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

import pygame

from tabletop.engine.actions import Action

from ..drag import Piece, Target
from .move_list import ActionList


class Pointable(Protocol):
    """What pointing reads of a table."""

    @property
    def eyes(self) -> int: ...

    def pieces(self, view: Any) -> list[Piece]: ...

    def targets(self, view: Any, piece: Piece) -> list[Target]: ...

    def locate(self, view: Any, action: Action, seat: int) -> pygame.Rect | None: ...


@dataclass(frozen=True)
class Pointer:
    """Where ``action`` is made: ``piece`` (what to pick up, where it rests; ``None`` for a
    button or a move the board makes with another gesture) and ``place`` (where it goes,
    or the button); ``button`` when the move is one of the move buttons. ``grab`` and
    ``drop`` are points a press and a release make the move at (on the piece where no
    other piece lies over it, on the place where no other place is found first);
    ``None`` where there is none."""

    action: Action
    piece: pygame.Rect | None
    place: pygame.Rect | None
    button: bool = False
    grab: tuple[int, int] | None = None
    drop: tuple[int, int] | None = None

    @property
    def rects(self) -> tuple[pygame.Rect, ...]:
        return tuple(r for r in (self.piece, self.place) if r is not None)


def point_at(
    table: Pointable, view: Any, pieces: Any, moves: ActionList, action: Action
) -> Pointer:
    """Where ``action`` is made now: the piece among ``pieces`` with a target that plays
    it (the piece where it rests, the target's place); else the move button that plays it
    (turned to its page); else where the move would take effect on the board (``locate``),
    for a move made with a table-only gesture first (a tile turned, tokens stacked)."""
    pieces = list(pieces)
    for index, piece in enumerate(pieces):
        targets = table.targets(view, piece)
        for number, target in enumerate(targets):
            if target.action == action:
                above = [p.rect for p in pieces[index + 1 :]]  # picked first (topmost)
                grab = free_point(piece.rect.clip(piece.rest) or piece.rect, above)
                before = [t.rect for t in targets[:number]]  # found first under a drop
                drop = free_point(target.rect, before)
                return Pointer(action, piece.rest, target.rect, grab=grab, drop=drop)
    button = moves.button_for(action)
    if button is not None:
        rect = button.rect
        return Pointer(action, None, rect, button=True, grab=rect.center, drop=rect.center)
    try:
        place = table.locate(view, action, table.eyes)
    except IndexError:
        place = None
    return Pointer(action, None, place)


def free_point(rect: pygame.Rect, covered: list[pygame.Rect]) -> tuple[int, int] | None:
    """A point of ``rect`` in none of ``covered``: its centre if free, else the first free
    one of a grid over it, nearest the centre first (``None``: none is free)."""
    steps = [0.5, 0.35, 0.65, 0.2, 0.8, 0.08, 0.92]
    points = sorted(
        ((rect.x + int(rect.w * fx), rect.y + int(rect.h * fy)) for fx in steps for fy in steps),
        key=lambda p: (p[0] - rect.centerx) ** 2 + (p[1] - rect.centery) ** 2,
    )
    for point in points:
        if rect.collidepoint(point) and not any(r.collidepoint(point) for r in covered):
            return point
    return None
