"""Where everything sits on the Indian Summer table (canvas coordinates, inside BOARD).

Left: your forest floor (big) with your Player Path in a row from the backpack
under it. Right: the other players' floors (small, click to enlarge) or the solo board;
the common path as a ring with the bush; the supply with the squirrels; the animal tiles;
your treasures with the exchange panel at the bottom right.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from tabletop.games.indian_summer import facts

from ...widgets import Grid

FLOOR_CELL, FLOOR_GAP = 62, 2
MINI_CELL, MINI_GAP = 14, 1
PATH_CELL = 24
RING_CELL = 8
SOLO_CELL = 10
ANIMAL_CELL = 16
RIGHT_X, RIGHT_W = 566, 662


@dataclass
class Layout:
    """Rects for one table; built once (they depend on the player count and mode only)."""

    players: int
    solo: bool
    floor: Grid = field(init=False)
    floor_header: pygame.Rect = field(init=False)
    path_panel: pygame.Rect = field(init=False)
    path_slots: list[pygame.Rect] = field(init=False)
    backpack: pygame.Rect = field(init=False)
    treasure_panel: pygame.Rect = field(init=False)
    treasure_slots: list[pygame.Rect] = field(init=False)
    exchange_bins: list[pygame.Rect] = field(init=False)
    others: list[pygame.Rect] = field(init=False)
    ring_panel: pygame.Rect = field(init=False)
    ring_slots: list[pygame.Rect] = field(init=False)
    bush: pygame.Rect = field(init=False)
    supply_panel: pygame.Rect = field(init=False)
    squirrel: pygame.Rect = field(init=False)
    animal_panel: pygame.Rect = field(init=False)
    animal_slots: list[pygame.Rect] = field(init=False)
    solo_panel: pygame.Rect = field(init=False)
    series_panel: pygame.Rect = field(init=False)
    solo_row: list[pygame.Rect] = field(init=False)
    solo_top: list[pygame.Rect] = field(init=False)
    solo_bottom: list[pygame.Rect] = field(init=False)

    def __post_init__(self) -> None:
        board = facts.board()
        solo = facts.solo_board()
        self.floor = Grid((28, 104), board.rows, board.cols, FLOOR_CELL, FLOOR_GAP)
        self.floor_header = pygame.Rect(16, 70, 540, 30)
        self.path_panel = pygame.Rect(16, 704, 836, 188)
        self.backpack = pygame.Rect(28, 752, 64, 64)
        self.path_slots = [
            pygame.Rect(104 + i * 124, 736, 118, 124) for i in range(facts.path_limit())
        ]
        self.treasure_panel = pygame.Rect(860, 704, 368, 188)
        kinds = len(facts.treasure_ids())
        self.treasure_slots = [pygame.Rect(872 + i * 88, 732, 84, 48) for i in range(kinds)]
        self.exchange_bins = [pygame.Rect(872 + i * 88, 820, 84, 64) for i in range(kinds)]
        self.others = []
        if not self.solo:
            n = self.players - 1
            w = (RIGHT_W - 8 * (n - 1)) // max(1, n)
            self.others = [pygame.Rect(RIGHT_X + i * (w + 8), 70, w, 230) for i in range(n)]
        self.ring_panel = pygame.Rect(RIGHT_X, 308, 374, 240)
        self.bush, self.ring_slots = _ring(self.ring_panel)
        top = 378 if self.solo else 308
        self.supply_panel = pygame.Rect(948, top, 280, 548 - top)
        self.squirrel = pygame.Rect(
            self.supply_panel.x + 12, self.supply_panel.bottom - 62, 256, 52
        )
        self.animal_panel = pygame.Rect(RIGHT_X, 556, RIGHT_W, 140)
        self.animal_slots = [
            pygame.Rect(RIGHT_X + 8 + i * 93, 584, 88, 106) for i in range(len(facts.animals()))
        ]
        self.solo_panel = pygame.Rect(RIGHT_X, 70, RIGHT_W, 300)
        self.series_panel = pygame.Rect(RIGHT_X, 378, 374, 170)
        self.solo_top = [pygame.Rect(RIGHT_X + 150 + i * 62, 114, 58, 46) for i in range(solo.top)]
        row_w = min(53, (RIGHT_W - 24) // max(1, solo.slots))
        self.solo_row = [
            pygame.Rect(RIGHT_X + 12 + i * row_w, 194, row_w - 3, 62) for i in range(solo.slots)
        ]
        self.solo_bottom = [
            pygame.Rect(RIGHT_X + 150 + i * 62, 298, 58, 46) for i in range(solo.bottom)
        ]

    @property
    def floor_rect(self) -> pygame.Rect:
        return self.floor.bounds

    def mini_grid(self, index: int) -> Grid:
        """The small floor of the ``index``-th other player."""
        rect = self.others[index]
        board = facts.board()
        return Grid((rect.x + 10, rect.y + 34), board.rows, board.cols, MINI_CELL, MINI_GAP)

    def mini_path(self, index: int) -> pygame.Rect:
        """Where the ``index``-th other player's path is drawn (beside the floor when the
        panel is wide, under it otherwise)."""
        rect = self.others[index]
        if rect.w > 400:
            return pygame.Rect(rect.x + 250, rect.y + 40, rect.w - 260, 90)
        return pygame.Rect(rect.x + 10, rect.y + 176, rect.w - 20, 48)


def _ring(panel: pygame.Rect) -> tuple[pygame.Rect, list[pygame.Rect]]:
    """The bush and a slot per common path tile along a rectangle track, clockwise from the bush (top left)."""
    track = pygame.Rect(panel.x + 30, panel.y + 52, panel.w - 60, panel.h - 82)
    perimeter = 2 * (track.w + track.h)
    slots = facts.common_path_capacity()
    step = perimeter / (slots + 1)
    points: list[tuple[float, float]] = []
    for i in range(slots + 1):
        d = i * step
        if d < track.w:
            points.append((track.x + d, track.y))
        elif d < track.w + track.h:
            points.append((track.right, track.y + d - track.w))
        elif d < 2 * track.w + track.h:
            points.append((track.right - (d - track.w - track.h), track.bottom))
        else:
            points.append((track.x, track.bottom - (d - 2 * track.w - track.h)))
    size = RING_CELL * 5
    rects = [pygame.Rect(int(x) - size // 2, int(y) - size // 2, size, size) for x, y in points]
    return rects[0].inflate(10, 10), rects[1:]
