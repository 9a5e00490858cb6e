"""Where everything sits on Summer Nine's board (the 1236x836 area left of the sidebar).

Top: the pool, two rows of nine columns with a wider gap between June, July and August;
the deck on its left, the discard pile (and a card Time Travel took) on its right.
Below the pool, column for column, the big schedule (yours, or the one you opened) so a
card drops straight down into its month; the live score beside it. Then your hand, and
at the bottom the other players, each a compact schedule with their hand counts (click
one to open it big).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import pygame

from tabletop.games.summer_nine import facts as F

CARD = (92, 124)
GAP = 6
MONTH_GAP = 26
POOL_X = 128
POOL_PANEL = pygame.Rect(8, 70, 1220, 296)
MONTH_LABEL_Y = 78
POOL_TOP = 102

DECK = pygame.Rect(22, POOL_TOP + 40, *CARD)
DISCARD = pygame.Rect(1066, POOL_TOP, CARD[0], 112)  # as wide as a card: 13 px names whole
PICKED = pygame.Rect(1066, POOL_TOP + 136, *CARD)

SCHEDULE_PANEL = pygame.Rect(8, 372, 1040, 158)
SCHEDULE_TOP = 400
SCORE_PANEL = pygame.Rect(1054, 372, 174, 318)

HAND_PANEL = pygame.Rect(8, 536, 1040, 154)
HAND_CARD = CARD
HAND_TOP = 562
HAND_X = 20
HAND_RIGHT = 1040

OTHERS_PANEL = pygame.Rect(8, 696, 1220, 198)
MINI = (40, 56)
MINI_GAP = 3
MINI_MONTH_GAP = 10


@functools.cache
def months() -> tuple[F.MonthInfo, ...]:
    """The months with their slots and pool columns (from the game's facts)."""
    return F.months()


def slots() -> tuple[int, ...]:
    """Every schedule slot, first to last (1-9); pool columns are numbered alike."""
    return tuple(s for m in months() for s in m.slots)


def month_of(slot: int) -> int:
    """The month (0 = June) of schedule slot (or pool column) ``slot``."""
    return next(m.index for m in months() if slot in m.slots)


def column_x(column: int) -> int:
    """Left edge of pool column (and schedule slot) ``column`` (1-9)."""
    i = column - 1
    return POOL_X + i * (CARD[0] + GAP) + month_of(column) * (MONTH_GAP - GAP)


def pool_cell(row: int, column: int) -> pygame.Rect:
    """The pool position ``(row, column)``: row 1 on top."""
    return pygame.Rect(column_x(column), POOL_TOP + (row - 1) * (CARD[1] + GAP), *CARD)


def month_span(month: int, top: int, height: int) -> pygame.Rect:
    """The band over the three columns of ``month`` (0 = June)."""
    columns = months()[month].columns
    left = column_x(columns[0])
    right = column_x(columns[-1]) + CARD[0]
    return pygame.Rect(left, top, right - left, height)


def slot_rect(slot: int) -> pygame.Rect:
    """The big schedule's slot ``slot`` (1-9), under pool column ``slot``."""
    return pygame.Rect(column_x(slot), SCHEDULE_TOP, *CARD)


def hand_rects(count: int) -> list[pygame.Rect]:
    """``count`` hand cards in a row, overlapping when the row would not fit."""
    if count <= 0:
        return []
    width = HAND_RIGHT - HAND_X
    step = min(HAND_CARD[0] + 8, (width - HAND_CARD[0]) // max(1, count - 1) if count > 1 else 0)
    step = max(step, 24)
    return [pygame.Rect(HAND_X + i * step, HAND_TOP, *HAND_CARD) for i in range(count)]


@dataclass(frozen=True)
class OtherPanel:
    """One other player's compact panel: the frame, the header line and nine mini slots."""

    seat: int
    frame: pygame.Rect

    @property
    def header(self) -> pygame.Rect:
        return pygame.Rect(self.frame.x + 8, self.frame.y + 6, self.frame.w - 16, 22)

    def mini_scale(self) -> tuple[int, int]:
        """Mini card size: as large as the frame allows, at least ``MINI``."""
        n, gaps = len(slots()), len(months()) - 1
        usable = self.frame.w - 16 - (n - 1) * MINI_GAP - gaps * (MINI_MONTH_GAP - MINI_GAP)
        w = max(MINI[0], min(72, usable // n))
        h = max(MINI[1], min(self.frame.h - 82, w * 7 // 5))
        return w, h

    def slot(self, slot: int) -> pygame.Rect:
        w, h = self.mini_scale()
        i = slot - 1
        n, gaps = len(slots()), len(months()) - 1
        row_w = n * w + (n - 1) * MINI_GAP + gaps * (MINI_MONTH_GAP - MINI_GAP)
        x0 = self.frame.x + (self.frame.w - row_w) // 2
        x = x0 + i * (w + MINI_GAP) + month_of(slot) * (MINI_MONTH_GAP - MINI_GAP)
        return pygame.Rect(x, self.frame.y + 50, w, h)

    @property
    def footer_y(self) -> int:
        return self.slot(1).bottom + 6


def other_panels(seats: list[int]) -> list[OtherPanel]:
    """The compact panels of ``seats`` side by side along the bottom."""
    n = max(1, len(seats))
    w = (OTHERS_PANEL.w - (n - 1) * 8) // n
    return [
        OtherPanel(
            seat, pygame.Rect(OTHERS_PANEL.x + i * (w + 8), OTHERS_PANEL.y, w, OTHERS_PANEL.h)
        )
        for i, seat in enumerate(seats)
    ]


EVENTS_LEAST = 380
"""The narrowest "What happened" may be in the hand's panel."""


def events_place(hand_count: int, note_right: int = 0, title_right: int = 0) -> pygame.Rect | None:
    """Where "What happened" rests: in your hand's panel right of your cards (an empty
    hand: right of its note, ending at ``note_right``, else over it, under the title), or
    ``None`` when the cards leave less than ``EVENTS_LEAST`` pixels (the table's default
    place then). Beside few cards it starts under the title "Your hand" (ending at
    ``title_right``) where it would cover it."""
    rects = hand_rects(hand_count)
    if rects:
        left, top = rects[-1].right + 12, HAND_PANEL.y + 4
        if left < title_right + 12:  # clear of the title's letters
            top = HAND_TOP
    else:
        beside = HAND_PANEL.right - 4 - (note_right + 16) >= EVENTS_LEAST
        left, top = (note_right + 16, HAND_PANEL.y + 4) if beside else (HAND_X - 8, HAND_TOP)
    place = pygame.Rect(left, top, HAND_PANEL.right - 4 - left, HAND_PANEL.bottom - 4 - top)
    return place if place.w >= EVENTS_LEAST else None
