"""Where everything of the Resafa table lies on the 1600×900 canvas (the board area is
x 0–1236, y 64–900). The main board on the left (trading map, water network, colour tracks
with the special-card stacks, bonus display, workshop offer, garden supply); the player
area of the seat at the screen (or the seat opened big) on the right, with the other
players' compact panels under it. Pure geometry: sizes come from the data's counts."""

from __future__ import annotations

import pygame

# --- main board ------------------------------------------------------------------------------
MAP = pygame.Rect(6, 70, 620, 346)
NETWORK = pygame.Rect(6, 422, 330, 262)
TRACKS = pygame.Rect(342, 422, 284, 282)
BONUS = pygame.Rect(6, 690, 330, 206)
OFFER = pygame.Rect(342, 710, 284, 186)

CENTRE = (136, 64)
"""A trading centre's box on the map (name, the tile's two trades, the base boxes)."""
HUB_SIZE = (136, 44)
CENTRE_AT = {
    "RES": (242, 72),
    "TC6": (242, 0),
    "GER": (84, 44),
    "CTE": (400, 44),
    "TC7": (480, 126),
    "ALI": (0, 128),
    "ANT": (100, 204),
    "KEN": (384, 204),
    "TC8": (242, 214),
    "TC9": (242, 282),
}
"""Top-left of each centre's box inside ``MAP`` (a centre not named here goes on a ring)."""
GATE_AT = (310, 172)
"""Resafa's gate (the stretch just below Resafa) inside ``MAP``."""
BENDS = {frozenset(("TC9", "ALI")): ((68, 313),)}
"""Roads drawn with a bend so that they pass round other centres."""
ROUND_TRACK = pygame.Rect(MAP.x + 4, MAP.y + 4, 80, 40)


def centre_rect(cid: str, index: int = 0, count: int = 10) -> pygame.Rect:
    size = HUB_SIZE if cid == "RES" else CENTRE
    at = CENTRE_AT.get(cid)
    if at is None:  # an unknown centre: on a ring round the middle
        import math

        angle = 2 * math.pi * index / max(1, count)
        at = (int(248 + 240 * math.cos(angle)), int(140 + 130 * math.sin(angle)))
    return pygame.Rect(MAP.x + at[0], MAP.y + at[1], *size)


def camel_rect(centre: pygame.Rect, seat: int) -> pygame.Rect:
    """Where seat ``seat``'s caravan stands on a centre's box (top right, side by side)."""
    return pygame.Rect(centre.right - 21 * (seat + 1), centre.y - 3, 20, 20)


def gate_point() -> tuple[int, int]:
    return MAP.x + GATE_AT[0], MAP.y + GATE_AT[1]


def bends(a: str, b: str) -> tuple[tuple[int, int], ...]:
    points = BENDS.get(frozenset((a, b)), ())
    return tuple((MAP.x + x, MAP.y + y) for x, y in points)


def base_rects(centre: pygame.Rect, count: int) -> list[pygame.Rect]:
    """The base boxes along the bottom of a centre's box."""
    w, h = 42, 18
    return [
        pygame.Rect(centre.x + 3 + i * (w + 2), centre.bottom - h - 3, w, h) for i in range(count)
    ]


def trade_rects(centre: pygame.Rect) -> list[pygame.Rect]:
    """The tile's top and bottom trade lines in a centre's box."""
    return [pygame.Rect(centre.x + 2, centre.y + 17 + 14 * i, centre.w - 4, 14) for i in (0, 1)]


def round_rects(rounds: int) -> list[pygame.Rect]:
    r = ROUND_TRACK
    size = 16
    return [pygame.Rect(r.x + 4 + i * 19, r.y + 20, size, size) for i in range(rounds)]


# --- water network ---------------------------------------------------------------------------
CELL = 38
SOURCE = 18


def network_origin(columns: int) -> tuple[int, int]:
    w = columns * CELL
    return NETWORK.x + (NETWORK.w - w) // 2, NETWORK.y + 22 + SOURCE


def cell_rect(columns: int, col: int, row: int) -> pygame.Rect:
    x, y = network_origin(columns)
    return pygame.Rect(x + col * CELL, y + row * CELL, CELL, CELL)


def source_rect(columns: int, col: int, row: int, side: str) -> pygame.Rect:
    cell = cell_rect(columns, col, row)
    s = SOURCE
    if side == "N":
        return pygame.Rect(cell.centerx - s // 2, cell.y - s - 1, s, s)
    if side == "W":
        return pygame.Rect(cell.x - s - 1, cell.centery - s // 2, s, s)
    return pygame.Rect(cell.right + 1, cell.centery - s // 2, s, s)


def route_rects(cell: pygame.Rect) -> dict[str, pygame.Rect]:
    """The arrows a player clicks to steer a water cube out of ``cell``."""
    s = 18
    return {
        "down": pygame.Rect(cell.centerx - s // 2, cell.bottom - s // 2, s, s),
        "west": pygame.Rect(cell.x - s // 2, cell.centery - s // 2, s, s),
        "east": pygame.Rect(cell.right - s // 2, cell.centery - s // 2, s, s),
    }


# --- colour tracks and special-card stacks ---------------------------------------------------
TRACK_ROW = 68
TRACK_CELL = 22


def track_row(i: int) -> pygame.Rect:
    return pygame.Rect(TRACKS.x, TRACKS.y + 18 + i * TRACK_ROW, TRACKS.w, TRACK_ROW - 4)


def track_cells(i: int, length: int) -> list[pygame.Rect]:
    """Cells 0..length of colour ``i``'s track (0 is the start space)."""
    row = track_row(i)
    return [
        pygame.Rect(row.x + 30 + k * TRACK_CELL, row.y + 2, TRACK_CELL - 2, 22)
        for k in range(length + 1)
    ]


def stack_rects(i: int) -> list[pygame.Rect]:
    """The three special-card stacks (levels I, II, III) of colour ``i``."""
    row = track_row(i)
    return [pygame.Rect(row.x + 30 + k * 84, row.y + 28, 80, 34) for k in range(3)]


# --- bonus display, workshop offer, garden supply --------------------------------------------
def bonus_rects(i: int, per_colour: int = 3) -> list[pygame.Rect]:
    y = BONUS.y + 20 + i * 46
    return [pygame.Rect(BONUS.x + 28 + k * 100, y, 96, 42) for k in range(per_colour)]


def sack_deck_rect() -> pygame.Rect:
    return pygame.Rect(NETWORK.right - 64, NETWORK.y + 2, 62, 18)


SHOP = 52


def offer_rects(level: int, count: int = 3) -> list[pygame.Rect]:
    """Workshop offer ``level`` (1/2): its places, left to right."""
    y = OFFER.y + 18 + (level - 1) * (SHOP + 8)
    return [pygame.Rect(OFFER.x + 26 + k * (SHOP + 6), y, SHOP, SHOP) for k in range(count)]


def garden_rects() -> dict[str, pygame.Rect]:
    """The small and large garden tiles of the supply."""
    y = OFFER.y + 18 + 2 * (SHOP + 8) - 4
    return {
        "small": pygame.Rect(OFFER.x + 26, y, 54, 18),
        "large": pygame.Rect(OFFER.x + 150, y, 54, 36),
    }


# --- the player area -------------------------------------------------------------------------
AREA = pygame.Rect(634, 70, 596, 640)
HEADER = pygame.Rect(AREA.x, AREA.y, AREA.w, 46)
CARD = (60, 92)
CHIPS = pygame.Rect(AREA.x + 4, AREA.y + 154, AREA.w - 8, 28)
GRID = pygame.Rect(AREA.x + 4, AREA.y + 188, 370, 322)
SIDE = pygame.Rect(AREA.x + 380, AREA.y + 188, AREA.w - 384, 322)
HAND_ROW = pygame.Rect(AREA.x + 4, AREA.y + 514, AREA.w - 8, AREA.h - 518)
OTHERS = pygame.Rect(634, 716, 596, 180)


def slot_rects(count: int = 3) -> list[pygame.Rect]:
    y = AREA.y + 56
    return [pygame.Rect(AREA.x + 8 + i * (CARD[0] + 4), y, *CARD) for i in range(count)]


def hand_rects(count: int) -> list[pygame.Rect]:
    x0 = AREA.x + 8 + 3 * (CARD[0] + 4) + 14
    y = AREA.y + 56
    step = CARD[0] + 4 if count <= 6 else (AREA.right - 70 - x0) // count
    return [pygame.Rect(x0 + i * step, y, *CARD) for i in range(count)]


def draw_pile_rect() -> pygame.Rect:
    return pygame.Rect(AREA.right - 66, AREA.y + 56, 60, CARD[1])


def small_card_rects(count: int, kept: int = 0) -> list[pygame.Rect]:
    """Cards along the bottom of the area: ``count`` bonus and sack cards in hand, then
    (after a gap) ``kept`` special cards and canal bonus tiles."""
    gap = 14 if count and kept else 0
    total = count + kept
    w = min(116, (HAND_ROW.w - 8 - gap) // max(1, total) - 4)
    out = []
    x = HAND_ROW.x + 4
    for i in range(total):
        if i == count:
            x += gap
        out.append(pygame.Rect(x, HAND_ROW.y + 22, w, 84))
        x += w + 4
    return out


def grid_geometry(cells: list[tuple[int, int]]) -> tuple[int, int, int]:
    """(size, x0, y0): the square size and the canvas position of cell (0, 0) so that
    every cell in ``cells`` fits in ``GRID`` (centred)."""
    xs = [x for x, _ in cells] or [0]
    ys = [y for _, y in cells] or [0]
    cols, rows = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
    inner = pygame.Rect(GRID.x + 4, GRID.y + 22, GRID.w - 8, GRID.h - 44)
    size = max(28, min(72, inner.w // cols, inner.h // rows))
    w, h = cols * size, rows * size
    x0 = inner.x + (inner.w - w) // 2 - min(xs) * size
    y0 = inner.y + (inner.h - h) // 2 - min(ys) * size
    return size, x0, y0


def grid_cell(geom: tuple[int, int, int], x: int, y: int) -> pygame.Rect:
    size, x0, y0 = geom
    return pygame.Rect(x0 + x * size, y0 + y * size, size, size)


def strip_rect(square: pygame.Rect, vertical: bool, strip: int, width: int = 1) -> pygame.Rect:
    """Strip ``strip`` (0..2) of a garden square, ``width`` strips wide."""
    third = square.w / 3
    if vertical:
        return pygame.Rect(
            round(square.x + strip * third), square.y, round(third * width), square.h
        )
    return pygame.Rect(square.x, round(square.y + strip * third), square.w, round(third * width))


def room_rects(shop: pygame.Rect, count: int) -> list[pygame.Rect]:
    """The production rooms on a workshop tile (stacked)."""
    h = (shop.h - 8) // max(1, count)
    return [pygame.Rect(shop.x + 4, shop.y + 4 + i * h, shop.w - 8, h - 2) for i in range(count)]


def token_rects() -> tuple[list[pygame.Rect], list[list[pygame.Rect]]]:
    """(causeway slots, rows of slots) of the merchant-token board."""
    x, y = SIDE.x + 8, SIDE.y + 24
    causeway = [pygame.Rect(x + 84 + i * 28, y, 24, 24) for i in range(2)]
    rows = [
        [pygame.Rect(x + 84 + k * 28, y + 30 + r * 28, 24, 24) for k in range(3)] for r in range(3)
    ]
    return causeway, rows


def row_rects() -> list[pygame.Rect]:
    """Whole merchant-token rows (a click there places a token)."""
    _, rows = token_rects()
    return [pygame.Rect(SIDE.x + 4, r[0].y - 2, SIDE.w - 8, 28) for r in rows]


def canal_supply_rects(count: int) -> list[pygame.Rect]:
    y = SIDE.y + 178
    return [pygame.Rect(SIDE.x + 8 + i * 29, y, 27, 27) for i in range(count)]


def caravan_info_rect() -> pygame.Rect:
    return pygame.Rect(SIDE.x + 8, SIDE.y + 142, SIDE.w - 16, 32)


def panel_rects(count: int) -> list[pygame.Rect]:
    """The other players' compact panels."""
    if count == 0:
        return []
    w = (OTHERS.w - 6 * (count - 1)) // count
    return [pygame.Rect(OTHERS.x + i * (w + 6), OTHERS.y, w, OTHERS.h) for i in range(count)]


def back_rect() -> pygame.Rect:
    """ "Back to your area" when another player's area is open big."""
    return pygame.Rect(HEADER.right - 150, HEADER.y + 6, 144, 24)


def chip_rects(widths: list[int]) -> list[pygame.Rect]:
    """The choice chips in a row under the cards (main action, set-up turns, trades...)."""
    out, x = [], CHIPS.x
    for w in widths:
        out.append(pygame.Rect(x, CHIPS.y, w, CHIPS.h))
        x += w + 6
    return out


def choice_rects(count: int) -> list[pygame.Rect]:
    """A list of choices laid over the workshop grid (a decision that needs words)."""
    rows = max(1, min(count, 8))
    cols = -(-count // rows)
    w = (GRID.w - 12 - 6 * (cols - 1)) // max(1, cols)
    return [
        pygame.Rect(GRID.x + 6 + (i // rows) * (w + 6), GRID.y + 24 + (i % rows) * 30, w, 26)
        for i in range(count)
    ]
