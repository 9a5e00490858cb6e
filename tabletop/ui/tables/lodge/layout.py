"""Where everything sits on Lodge's board (the 1236x836 area left of the sidebar).

Left: the big lodge (floors 1-4 bottom-up, the elevator on the left), under it the valet
and the refresh token, then the live score with the amenity checklist. Right: the room
display (rows labelled as floors) beside the guest display, the amenity display, and the
other lodges small (click one to enlarge it) or, in the solo game, the solo panel.
"""

from __future__ import annotations

import pygame

FLOORS = 4
WIDTH = 6
DISPLAY_ROWS = 4
DISPLAY_COLS = 4

# --- left column -----------------------------------------------------------------------------
LODGE_PANEL = pygame.Rect(12, 72, 620, 404)
CELL = 80
STEP = 84
GRID_X = 112
GRID_TOP = 116  # top of floor 4
ELEVATOR = pygame.Rect(68, GRID_TOP, 38, FLOORS * STEP - 4)
FLOOR_LABEL_X = 40

STRIP = pygame.Rect(12, 484, 620, 84)
VALET = pygame.Rect(84, 496, 132, 60)
TOKEN = pygame.Rect(306, 498, 56, 56)
CHECKLIST = pygame.Rect(12, 576, 620, 316)

# --- right column ----------------------------------------------------------------------------
ROOMS_PANEL = pygame.Rect(644, 72, 372, 330)
ROOM = 66
ROOM_STEP = 72
ROOMS_X = 730
ROOMS_TOP = 108  # top of row 4

GUESTS_PANEL = pygame.Rect(1024, 72, 200, 330)
GUEST = (176, 60)
CARRIED_GUEST = (72, 30)

AMENITIES_PANEL = pygame.Rect(644, 410, 580, 214)
CARD = (278, 84)

OTHERS_PANEL = pygame.Rect(644, 632, 580, 260)
THUMB_CELL = 26
THUMB_STEP = 28
THUMB_W = 186


def lodge_cell(floor: int, column: int) -> pygame.Rect:
    """The big lodge's space ``(floor, column)``; column 0 is the elevator at that floor."""
    y = GRID_TOP + (FLOORS - floor) * STEP
    if column == 0:
        return pygame.Rect(ELEVATOR.x, y, ELEVATOR.w, CELL)
    return pygame.Rect(GRID_X + (column - 1) * STEP, y, CELL, CELL)


def lodge_at(pos: tuple[int, int]) -> tuple[int, int] | None:
    for floor in range(1, FLOORS + 1):
        for column in range(WIDTH + 1):
            if lodge_cell(floor, column).collidepoint(pos):
                return floor, column
    return None


def display_cell(row: int, slot: int) -> pygame.Rect:
    """Room display ``(row, slot)``; row 1 (floor 1) at the bottom."""
    return pygame.Rect(
        ROOMS_X + slot * ROOM_STEP, ROOMS_TOP + (DISPLAY_ROWS - row) * ROOM_STEP, ROOM, ROOM
    )


def display_row_rect(row: int) -> pygame.Rect:
    """The whole row with its floor label (a refresh-token target)."""
    first = display_cell(row, 0)
    return pygame.Rect(
        ROOMS_PANEL.x + 6, first.y - 2, ROOMS_PANEL.right - 12 - ROOMS_PANEL.x, ROOM + 4
    )


def guest_slot(slot: int) -> pygame.Rect:
    return pygame.Rect(GUESTS_PANEL.x + 12, GUESTS_PANEL.y + 34 + slot * 68, *GUEST)


def amenity_slot(slot: int) -> pygame.Rect:
    col, row = slot % 2, slot // 2
    return pygame.Rect(
        AMENITIES_PANEL.x + 8 + col * (CARD[0] + 8),
        AMENITIES_PANEL.y + 34 + row * (CARD[1] + 6),
        *CARD,
    )


def thumb_rect(i: int) -> pygame.Rect:
    """The ``i``-th small lodge card in the others panel."""
    return pygame.Rect(
        OTHERS_PANEL.x + 8 + i * (THUMB_W + 6), OTHERS_PANEL.y + 32, THUMB_W, OTHERS_PANEL.h - 40
    )


def thumb_grid_origin(card: pygame.Rect) -> tuple[int, int]:
    return card.x + 4, card.y + 30
