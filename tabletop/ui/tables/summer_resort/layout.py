"""Where everything sits on the 1236x836 board: the train across the top, the bank with
its six investment stacks and the player's tray in the middle, one resort per player below.
Sized for five players; fewer players get wider resorts."""

from __future__ import annotations

import pygame

from tabletop.games.summer_resort import facts
from tabletop.games.summer_resort.actions import (
    Accommodate,
    Build,
    EndTurn,
    Invest,
    Invite,
    Package,
    Refuel,
)

from .pictures import locomotive_cab

Rect = pygame.Rect

GAP = 8
LEFT, RIGHT = 8, 1228
TRAIN = Rect(LEFT, 70, RIGHT - LEFT, 160)
LOCO = Rect(LEFT, TRAIN.y, 252, TRAIN.h)
WHEELS = 26
"""The bottom strip of each car: wheels, and the couplings an automobile drives to."""
BANK = Rect(LEFT, TRAIN.bottom + GAP, 776, 246)
TRAY = Rect(BANK.right + GAP, BANK.y, RIGHT - BANK.right - GAP, BANK.h)
RESORTS = Rect(LEFT, BANK.bottom + GAP, RIGHT - LEFT, 892 - BANK.bottom - GAP)

COLUMN_W = (BANK.w - 2 * 10) // 3
STACK_W = (COLUMN_W - 6) // 2
HEADER_H = 30
BADGE_LINE = 24
BADGE_LINES = 3
"""The resort's tokens line and the lines below it, for the badges that do not fit beside
the tokens: each badge shows whole on the first line with room for it."""
ROW_TWO = 36 + BADGE_LINES * BADGE_LINE + 4
"""Where the resort's automobiles, purchases and arrivals line starts (below its top)."""
RESORT_HEAD = ROW_TWO + 32
"""Resort panel: name line, tokens and badges lines, automobiles and arrivals line."""
LOT_H = 70
PAGE = 4
"""Accommodation choices shown at once in the tray."""


def car_rects(n: int) -> list[Rect]:
    x0 = LOCO.right + 8
    slots = max(n, facts.cars_max())  # room for every car full sun may add
    w = (RIGHT - x0 - (slots - 1) * 6) // slots
    return [Rect(x0 + i * (w + 6), TRAIN.y, w, TRAIN.h) for i in range(n)]


def coupling_rects(n: int) -> list[Rect]:
    """Where car ``i`` meets car ``i + 1``: drop here to take both by automobile."""
    cars = car_rects(n)
    return [
        Rect(cars[i].right + 3 - 34, TRAIN.bottom - WHEELS + 1, 68, WHEELS - 2)
        for i in range(n - 1)
    ]


def package_rect() -> Rect:
    """The package's plate on the locomotive's footplate, above its wheels."""
    return Rect(LOCO.x + 20, LOCO.bottom - WHEELS - 18, LOCO.w - 24, 21)


def weather_boards() -> tuple[Rect, Rect]:
    """The weather's board on the engine's side, in two parts that make one board: the
    title's, on the boiler left of the cab; the rows', from there down to the package
    plate and on under the cab's window — so no weather word lies on the picture."""
    cab = locomotive_cab(LOCO.size).move(LOCO.topleft)
    x, plate = LOCO.x + 16, package_rect()
    title = Rect(x, LOCO.y + 18, cab.x - 4 - x, 20)
    rows = Rect(x, title.bottom, LOCO.right - 6 - x, plate.y - 2 - title.bottom)
    return title, rows


def column_rect(c: int) -> Rect:
    return Rect(BANK.x + c * (COLUMN_W + 10), BANK.y, COLUMN_W, BANK.h)


def stack_rects() -> dict[str, Rect]:
    """Each investment stack, two beside each money stack (in ``investments.yaml`` order)."""
    out = {}
    for i, stack in enumerate(facts.investment_ids()):
        col = column_rect(i // 2)
        out[stack] = Rect(
            col.x + (i % 2) * (STACK_W + 6), col.y + HEADER_H + 4, STACK_W, col.h - HEADER_H - 4
        )
    return out


def resort_rects(n: int) -> list[Rect]:
    w = (RESORTS.w - (n - 1) * GAP) // n
    return [Rect(RESORTS.x + i * (w + GAP), RESORTS.y, w, RESORTS.h) for i in range(n)]


def lot_grid(panel: Rect, lots: int) -> tuple[int, int, int]:
    """(columns, lot width, lot height) so that ``lots`` lots fit the panel."""
    inner = panel.w - 12
    cols = max(2, (inner + 6) // 118)
    avail = panel.h - RESORT_HEAD - 6
    rows = max(1, -(-lots // cols))
    while rows * 52 > avail and cols < 5:
        cols += 1
        rows = -(-lots // cols)
    lot_w = (inner - (cols - 1) * 6) // cols
    lot_h = min(LOT_H, avail // rows - 6)
    return cols, lot_w, lot_h


def lot_rects(panel: Rect, lots: int) -> list[Rect]:
    cols, w, h = lot_grid(panel, lots)
    x0, y0 = panel.x + 6, panel.y + RESORT_HEAD
    return [Rect(x0 + (i % cols) * (w + 6), y0 + (i // cols) * (h + 6), w, h) for i in range(lots)]


def automobile_rects(panel: Rect, count: int) -> list[Rect]:
    y = panel.y + ROW_TWO
    return [Rect(panel.x + 8 + i * 88, y, 84, 26) for i in range(count)]


def tray_slots() -> list[Rect]:
    """Resting places of the player's pieces: two owner tokens, then the porter."""
    return [Rect(TRAY.x + 20 + i * 96, TRAY.y + 44, 84, 84) for i in range(3)]


def build_slot() -> Rect:
    return Rect(TRAY.x + 20, TRAY.y + 44, 150, 72)


def option_rects(count: int) -> list[Rect]:
    """The accommodation choices listed in the tray (at most four on a page)."""
    return [Rect(TRAY.x + 12, TRAY.y + 84 + i * 38, TRAY.w - 24, 34) for i in range(min(4, count))]


def page_rect() -> Rect:
    """The tray's button to the next page of accommodation choices."""
    return Rect(TRAY.right - 124, TRAY.y + 46, 112, 30)


def end_turn_rect() -> Rect:
    """The tray's button to end a turn without the porter (ruling SR-2)."""
    return Rect(TRAY.x + 20, TRAY.y + 64, 172, 40)


def action_rect(
    action, view: facts.View, options: list[Accommodate], page: int = 0
) -> pygame.Rect | None:
    """Where a move would be made on the board."""
    if isinstance(action, Invite):
        n = len(view.train)
        return coupling_rects(n)[action.car] if action.automobile else car_rects(n)[action.car]
    if isinstance(action, Package):
        return package_rect()
    if isinstance(action, Invest):
        return stack_rects()[action.stack]
    if isinstance(action, Refuel):
        panel = resort_rects(view.players)[action.owner]
        return automobile_rects(panel, len(view.resorts[action.owner].automobiles))[
            action.automobile
        ]
    if isinstance(action, Build):
        panel = resort_rects(view.players)[action.seat]
        return lot_rects(panel, len(view.resorts[action.seat].lots))[action.lot]
    if isinstance(action, EndTurn):
        return end_turn_rect()
    if isinstance(action, Accommodate) and action in options:
        index = options.index(action)
        return option_rects(PAGE)[index % PAGE] if index // PAGE == page else page_rect()
    return None
