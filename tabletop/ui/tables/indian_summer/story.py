"""Indian Summer's automatic steps played on the board (issue #14): after a move that set
them off, the board shows each step of ``facts.round_steps`` in turn: the treasures taken
(their tokens glide from the Area or the animal to the taker's treasures),
each Player Path's new tiles sliding off the head of the common path (by the bush) onto
the path, the reserve's tiles joining the common path at its far end, the last round, and
in solo the numbered row's tile moving right. "What happened" is the caption over the top
of your forest floor (which these steps never change). The model and the pacing are
``telling.py``'s; this module says where each place is and how each tile looks there.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from tabletop.engine import Action
from tabletop.engine.result import name_seats
from tabletop.games.indian_summer import facts

from ..marks import EventsPanel
from ..telling import Flight, Shown, StepHooks
from .board import paint
from .draw import BoardContext, path_image, tile_image
from .layout import RING_CELL, SOLO_CELL, Layout
from .places import locate

WEIGHT = {"treasures": 0.7, "last_round": 0.7, "game": 1.2}
"""Steps that move nothing show for part of a beat; the end of a game a little longer."""


def place(
    ctx: BoardContext, where: tuple[str, int, int], tile: str
) -> tuple[pygame.Rect, pygame.Surface]:
    """(the rect a tile sits in at ``where``, its picture there)."""
    kind, seat, i = where
    lay, others = ctx.layout, ctx.others
    if kind == "common" and 0 <= i < len(lay.ring_slots):
        return lay.ring_slots[i], tile_image(ctx, tile, RING_CELL)
    if kind == "row" and 0 <= i < len(lay.solo_row):
        return lay.solo_row[i], tile_image(ctx, tile, SOLO_CELL)
    if kind == "path" and seat == ctx.eyes and 0 <= i < len(lay.path_slots):
        slot = lay.path_slots[i]
        image = path_image(ctx, tile)
        return image.get_rect(center=(slot.centerx, slot.y + 46)), image
    if kind == "path" and seat in others:
        return _mini_path(ctx, others.index(seat), seat, i, tile)
    # the reserve (off the board: by the common path's title), or a place not shown
    corner = lay.ring_panel if not lay.solo else lay.solo_panel
    image = tile_image(ctx, tile, RING_CELL)
    return image.get_rect(topright=(corner.right - 12, corner.y + 4)), image


def _mini_path(
    ctx: BoardContext, index: int, seat: int, i: int, tile: str
) -> tuple[pygame.Rect, pygame.Surface]:
    """Where another player's ``i``-th path tile is drawn in their small panel (as
    ``draw_shared`` lays the row out)."""
    rect = ctx.layout.mini_path(index)
    wide = rect.h > 60
    x = rect.x
    for other in ctx.view.players[seat].path[:i]:
        x += tile_image(ctx, other, 14 if wide else 8).get_width() + (12 if wide else 6)
    image = tile_image(ctx, tile, 14 if wide else 8)
    return image.get_rect(topleft=(min(x, rect.right - image.get_width()), rect.y + 20)), image


def flights(ctx: BoardContext, step: facts.RoundStep) -> tuple[Flight, ...]:
    """The tiles sliding in ``step`` (drawn as they look where they land)."""
    out = []
    for m in step.moved:
        start, _ = place(ctx, m.start, m.tile)
        end, image = place(ctx, m.end, m.tile)
        corner = (start.centerx - image.get_width() // 2, start.centery - image.get_height() // 2)
        out.append(Flight(image, corner, end.topleft))
    return tuple(out)


def treasure_flights(
    ctx: BoardContext, step: facts.RoundStep, origin: pygame.Rect | None
) -> tuple[Flight, ...]:
    """The treasures taken, a token each kind, from where the move was made (the Area or
    the animal) to the taker's treasures."""
    if origin is None or not any(step.gained):
        return ()
    lay, others = ctx.layout, ctx.others
    out: list[Flight] = []
    for kind, count in enumerate(step.gained):
        if not count:
            continue
        if step.seat == ctx.eyes:
            slot = lay.treasure_slots[kind]
            token = ctx.art.token(kind, 40)
            end = token.get_rect(midleft=(slot.x, slot.centery)).topleft
        elif step.seat in others:
            grid = lay.mini_grid(others.index(step.seat))
            token = ctx.art.token(kind, 24)
            end = (grid.bounds.right + 12, grid.origin[1] + kind * 30)
        else:
            continue
        start = token.get_rect(center=origin.center).move(8 * len(out), 0).topleft
        out.append(Flight(token, start, end))
    return tuple(out)


def focus(ctx: BoardContext, step: facts.RoundStep) -> tuple[pygame.Rect, ...]:
    """Where the eye goes once the tiles landed (the treasures taken, the floor filled)."""
    lay, others = ctx.layout, ctx.others
    if step.moved:
        return tuple(place(ctx, m.end, m.tile)[0].inflate(4, 4) for m in step.moved)
    if step.kind == "treasures" and step.seat == ctx.eyes:
        return (lay.treasure_panel,)
    if step.kind in ("treasures", "last_round") and step.seat in others:
        return (lay.others[others.index(step.seat)],)
    if step.kind == "last_round" and step.seat == ctx.eyes:
        return (lay.floor_rect,)
    return ()


class StepsBoard(Protocol):
    """What the steps ask of the table: how the seat at the screen sees a state, and the
    board's context for a position a move's story shows."""

    def view_of(self, state: Any) -> Any:
        """``state`` as the seat at the screen may know it."""
        ...

    def story_context(self, view: Any) -> BoardContext:
        """The board's context for ``view``: nothing held, no tray, not playable."""
        ...

    @property
    def services(self) -> Any:
        """The app's services (the text size the caption is measured in)."""
        ...


class IndianSummerSteps(StepHooks):
    """Indian Summer's steps for the table's ``StepTeller``: the steps from
    ``facts.round_steps``, the board painted as the table paints it (``board.paint``), the
    caption over the floor."""

    def __init__(self, layout: Layout, board: StepsBoard):
        self.layout = layout
        self.board = board

    def _context(self, state: Any) -> BoardContext:
        board = self.board
        return board.story_context(board.view_of(state))

    def make_steps(self, before: Any, action: Action, after: Any) -> list[Shown]:
        steps = facts.round_steps(before, action, after)
        if not steps:
            return []
        previous = self._context(facts.opening(before, action, after))
        out: list[Shown] = []
        for step in steps:
            ctx = self._context(step.position)
            slides = flights(previous, step) if step.moved else ()
            if step.kind == "treasures":
                slides = treasure_flights(ctx, step, locate(ctx, action, step.seat))
            under = self.board.view_of(step.lifted) if step.moved else previous.view
            line = name_seats(step.line, ctx.names)
            weight = WEIGHT.get(step.kind, 1.0)
            out.append(Shown(line, step.kind, under, ctx.view, slides, focus(ctx, step), weight))
            previous = ctx
        return out

    def paint_steps(self, layer: pygame.Surface, view: Any) -> None:
        paint(layer, self.board.story_context(view))

    def caption_places(self, lines: int) -> tuple[pygame.Rect, ...]:
        """Over the top of your forest floor, as tall as ``lines`` rows at the text size
        in use."""
        floor = self.layout.floor_rect
        height = EventsPanel.height_for(self.board.services.text, lines)
        rect = pygame.Rect(0, 0, EventsPanel.WIDTH, height)
        rect.topleft = (floor.x - 12, floor.y - 4)
        return (rect,)
