"""Where everything sits on Lodge's board (the 1236x836 area left of the sidebar),
computed from the data (floors, lodge columns, display sizes) and the player count.

Top: the big lodge (floors bottom-up, the elevator on the left), as wide as its columns
need, and the room display (rows labelled as floors) beside it. Below, on the left: the
valet and refresh token, then the live score with the amenity checklist; on the right:
the guest display, the amenity display, and the other lodges small (click one to enlarge
it) or, in the solo game, the solo panel. A one-seat game that is not the solo game has
neither: the amenity display takes that space (taller cards, their conditions in full).
"""

from __future__ import annotations

import functools

import pygame

from tabletop.games.lodge import facts

from ..frames import BOARD

MARGIN = 12
GAP = 8
TOP = BOARD.y + 8
HEADER = 44
"""Room for a panel's title above its contents."""
FLOOR_LABEL_X = 40
ELEVATOR_X, ELEVATOR_W = 68, 38
GRID_X = 112
"""Left edge of the big lodge's column 1."""
MAX_STEP = 84
ROOMS_W = 344
"""Width kept for the room display right of the lodge."""
LEFT_W = 600
"""Width of the lower left column (valet strip and checklist)."""
CARRIED_GUEST = (72, 30)
STRIP_H = 100
"""Height of the valet strip: a label line above the valet and the token."""
STEPS_X = 344
"""Where the turn's steps start in the strip (right of the refresh token's label)."""
CARD_H = 70
"""Height of an amenity card in the display (beside the other lodges or the solo panel)."""
TALL_CARD_H = 140
"""The cards' height when the amenity display takes the whole lower right."""


class Layout:
    """Every rect of the board for ``columns`` x ``floors`` lodges and ``players`` seats.
    ``others``: whether the lower right has a panel under the amenities (the other lodges,
    or the solo panel); without it ``others_panel`` is empty and the amenities take its
    place."""

    def __init__(self, sizes: facts.Sizes, players: int, others: bool = True):
        self.sizes = sizes
        self.players = players
        self.others = others
        self.floors, self.columns = sizes.floors, sizes.columns
        self.display_rows, self.display_cols = sizes.display_rows, sizes.display_columns
        right = BOARD.right - MARGIN
        # --- the big lodge: the cell size follows the number of columns --------------
        lodge_right = right - ROOMS_W - GAP
        self.step = min(MAX_STEP, (lodge_right - 10 - GRID_X) // self.columns)
        self.cell = self.step - 4
        self.grid_top = TOP + HEADER  # top of the highest floor
        grid_h = self.floors * self.step - 4
        self.lodge_panel = pygame.Rect(
            MARGIN, TOP, GRID_X + self.columns * self.step + 6 - MARGIN, HEADER + grid_h + 24
        )
        self.elevator = pygame.Rect(ELEVATOR_X, self.grid_top, ELEVATOR_W, grid_h)
        # --- the room display ----------------------------------------------------------
        x = self.lodge_panel.right + GAP
        self.rooms_panel = pygame.Rect(x, TOP, right - x, self.lodge_panel.h)
        self.room_step = min(72, (self.rooms_panel.w - 88) // self.display_cols)
        self.room_step = min(self.room_step, (self.rooms_panel.h - 50) // self.display_rows)
        self.room = self.room_step - 6
        self.rooms_x = self.rooms_panel.x + 84
        self.rooms_top = self.rooms_panel.y + 40
        # --- lower left: valet strip and checklist -----------------------------------
        y2 = self.lodge_panel.bottom + GAP
        # labels above the valet and the token (room for larger text), the steps beside
        self.strip = pygame.Rect(MARGIN, y2, LEFT_W, STRIP_H)
        self.valet = pygame.Rect(MARGIN + 12, y2 + STRIP_H - 68, 132, 60)
        self.token = pygame.Rect(MARGIN + 216, y2 + STRIP_H - 64, 56, 56)
        self.steps_x = MARGIN + STEPS_X
        bottom = BOARD.bottom - GAP
        self.checklist = pygame.Rect(MARGIN, self.strip.bottom + GAP, LEFT_W, 0)
        self.checklist.h = bottom - self.checklist.y
        # --- lower right: guests, amenities, the other lodges ---------------------------
        x = self.strip.right + GAP
        w = right - x
        self.guests_panel = pygame.Rect(x, y2, w, 100)
        n = sizes.guest_slots
        self.guest_size = ((w - 24 - (n - 1) * GAP) // n, 52)
        self.amenities_panel = pygame.Rect(x, self.guests_panel.bottom + GAP, w, 188)
        self.card = ((w - 16 - GAP) // 2, CARD_H)
        if others:
            self.others_panel = pygame.Rect(x, self.amenities_panel.bottom + GAP, w, 0)
            self.others_panel.h = bottom - self.others_panel.y
        else:
            self.amenities_panel.h = bottom - self.amenities_panel.y
            rows = -(-sizes.amenity_slots // 2)
            room = (self.amenities_panel.h - 34 - 8) // rows - 6
            self.card = (self.card[0], max(CARD_H, min(TALL_CARD_H, room)))
            self.others_panel = pygame.Rect(x, bottom, w, 0)
        cards = max(1, players - 1)
        self.thumb_w = (w - 16 - (cards - 1) * 6) // cards
        inner_h = self.others_panel.h - 32 - 22 - 18
        self.thumb_step = max(
            8, min(28, (self.thumb_w - 20) // self.columns, inner_h // self.floors)
        )
        self.thumb_cell = self.thumb_step - 2

    # --- the big lodge ---------------------------------------------------------------------
    def lodge_cell(self, floor: int, column: int) -> pygame.Rect:
        """The big lodge's space ``(floor, column)``; column 0 is the elevator at that floor."""
        y = self.grid_top + (self.floors - floor) * self.step
        if column == 0:
            return pygame.Rect(self.elevator.x, y, self.elevator.w, self.cell)
        return pygame.Rect(GRID_X + (column - 1) * self.step, y, self.cell, self.cell)

    def lodge_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        for floor in range(1, self.floors + 1):
            for column in range(self.columns + 1):
                if self.lodge_cell(floor, column).collidepoint(pos):
                    return floor, column
        return None

    def floor_band(self, floor: int) -> pygame.Rect:
        """A whole floor of the big lodge, elevator included (framed while a room is held)."""
        first, last = self.lodge_cell(floor, 0), self.lodge_cell(floor, self.columns)
        return first.union(last).inflate(12, 10)

    def big_origin(self) -> tuple[int, int]:
        return self.elevator.x, self.grid_top

    # --- displays --------------------------------------------------------------------------
    def display_cell(self, row: int, slot: int) -> pygame.Rect:
        """Room display ``(row, slot)``; row 1 (floor 1) at the bottom."""
        y = self.rooms_top + (self.display_rows - row) * self.room_step
        return pygame.Rect(self.rooms_x + slot * self.room_step, y, self.room, self.room)

    def display_row_rect(self, row: int) -> pygame.Rect:
        """The whole row with its floor label (a refresh-token target)."""
        first = self.display_cell(row, 0)
        panel = self.rooms_panel
        return pygame.Rect(panel.x + 6, first.y - 2, panel.w - 12, self.room + 4)

    def row_label_x(self) -> int:
        return self.rooms_panel.x + 44

    def guest_slot(self, slot: int) -> pygame.Rect:
        panel, (w, h) = self.guests_panel, self.guest_size
        return pygame.Rect(panel.x + 12 + slot * (w + GAP), panel.y + 36, w, h)

    def amenity_slot(self, slot: int) -> pygame.Rect:
        col, row = slot % 2, slot // 2
        panel = self.amenities_panel
        return pygame.Rect(
            panel.x + 8 + col * (self.card[0] + GAP),
            panel.y + 34 + row * (self.card[1] + 6),
            *self.card,
        )

    # --- the other lodges --------------------------------------------------------------------
    def thumb_rect(self, i: int) -> pygame.Rect:
        """The ``i``-th small lodge card in the others panel."""
        panel = self.others_panel
        return pygame.Rect(
            panel.x + 8 + i * (self.thumb_w + 6), panel.y + 30, self.thumb_w, panel.h - 36
        )

    def thumb_grid_origin(self, card: pygame.Rect) -> tuple[int, int]:
        return card.x + 4, card.y + 22

    def thumb_size(self) -> tuple[int, int]:
        return 12 + self.columns * self.thumb_step - 2, self.floors * self.thumb_step - 2


@functools.cache
def layout_for(players: int, others: bool = True) -> Layout:
    """The layout of a table with ``players`` seats and the data's sizes; ``others``: a
    panel of other lodges (or the solo panel) is shown."""
    return Layout(facts.sizes(), players, others)
