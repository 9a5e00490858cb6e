"""Where everything of the Resafa table lies on the 1600×900 canvas (the board area is
x 0–1236, y 64–900). The main board on the left (trading map, water network, colour tracks
with the special-card stacks, bonus display, workshop offer, garden supply); the player
area of the seat at the screen (or the seat opened big) on the right, with the other
players' compact panels under it. Pure geometry: sizes come from the data's counts."""

from __future__ import annotations

import pygame

from tabletop.games.resafa import facts
from tabletop.ui.text import TextCache

from . import mapgeom
from .mapgeom import MapGeom

# --- main board ------------------------------------------------------------------------------
MAP = pygame.Rect(6, 70, 620, 346)
NETWORK = pygame.Rect(6, 422, 330, 230)
TRACKS = pygame.Rect(342, 422, 284, 282)
BONUS = pygame.Rect(6, 658, 330, 238)
OFFER = pygame.Rect(342, 710, 284, 186)

_MAP: MapGeom | None = None
_TITLE = 20
SIZES = {"line": 15, "head": 20, "names": 76, "back": 144, "sack": 70, "stack": 60, "card": 30}
"""Sizes measured from the text in use (``measure``): a 13 pt line's pitch, the area's
title height, the merchant-token row names' column, the back button, the sack deck, a
face-down special stack's label, a special card on the board (two 12 pt lines)."""
BACK = "Back to your area"


def measure(text: TextCache, names: tuple[str, ...]) -> MapGeom:
    """Compute the map's boxes for ``text``'s size (the table calls it when it opens and
    when the text size changes); the functions below read the result."""
    global _MAP, _TITLE
    _MAP = mapgeom.geometry(text, MAP, names)
    _TITLE = mapgeom.ink(text, 14, True) + 6
    rows = ("Causeway", *facts.token_rows()[0])
    SIZES.update(
        line=mapgeom.ink(text, 13) + 2,
        head=mapgeom.ink(text, 17, True) + 2,
        names=max(text.size(n, 13)[0] for n in rows) + 8,
        back=text.size(BACK, 13, True)[0] + 14,
        sack=text.size("Sack ×99", 12, True)[0] + 10,
        stack=text.size("III · 99", 13, True)[0] + 8,
        card=2 * (text.font(12).get_linesize() - 2) + 5,
    )
    return _MAP


def title_h() -> int:
    """Height of a panel's title row at the text size in use."""
    return _TITLE


def map_geom() -> MapGeom:
    if _MAP is None:  # before a table measured: the default text size
        return measure(TextCache(), ("Ctesiphon", "Antiochia"))
    return _MAP


def centre_rect(cid: str, index: int = 0, count: int = 10) -> pygame.Rect:
    return map_geom().centre(cid, index, count)


def camel_rect(centre: pygame.Rect, seat: int) -> pygame.Rect:
    """Where seat ``seat``'s caravan stands on a centre's box (top right, side by side)."""
    return map_geom().camel_rect(centre, seat)


def gate_point() -> tuple[int, int]:
    return map_geom().gate


def base_rects(centre: pygame.Rect, count: int) -> list[pygame.Rect]:
    """The base boxes along the bottom of a centre's box."""
    return map_geom().base_rects(centre, count)


def trade_rects(centre: pygame.Rect) -> list[pygame.Rect]:
    """The tile's top and bottom trade lines in a centre's box."""
    return map_geom().trade_rects(centre)


# --- water network ---------------------------------------------------------------------------
CELL = 34
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
    """The arrows a player clicks to steer a water cube out of ``cell`` (on its bottom,
    west and east edges; a click on the space the channel leads to counts too)."""
    s = 14
    return {
        "down": pygame.Rect(cell.centerx - s // 2, cell.bottom - s // 2, s, s),
        "west": pygame.Rect(cell.x - s // 2, cell.centery - s // 2, s, s),
        "east": pygame.Rect(cell.right - s // 2, cell.centery - s // 2, s, s),
    }


# --- colour tracks and special-card stacks ---------------------------------------------------
TRACK_ROW = 64
TRACK_CELL = 22


def track_row(i: int) -> pygame.Rect:
    return pygame.Rect(TRACKS.x, TRACKS.y + _TITLE + i * TRACK_ROW, TRACKS.w, TRACK_ROW - 4)


def track_cells(i: int, length: int) -> list[pygame.Rect]:
    """Cells 0..length of colour ``i``'s track (0 is the start space)."""
    row = track_row(i)
    return [
        pygame.Rect(row.x + 30 + k * TRACK_CELL, row.y, TRACK_CELL - 2, 22)
        for k in range(length + 1)
    ]


def stack_faces(view, i: int) -> tuple[bool, ...]:
    """Which of colour ``i``'s three special-card stacks show their top card."""
    return tuple(
        bool(facts.stock(view).special_stacks[i * 3 + k])
        and bool(facts.stock(view).special_revealed[i * 3 + k])
        and facts.stock(view).special_stacks[i * 3 + k][0] != "?"
        for k in range(3)
    )


def stack_rects(i: int, faces: tuple[bool, ...] = (False, False, False)) -> list[pygame.Rect]:
    """The three special-card stacks (levels I, II, III) of colour ``i``, across the
    track's row under its cells: a face-down or empty stack as wide as its label (measured),
    the face-up cards sharing the rest; two lines of card text high (``SIZES["card"]``)."""
    row = track_row(i)
    gap, left, right = 3, row.x + 2, row.right - 2
    chip = SIZES["stack"]
    shown = sum(faces)
    card = (right - left - gap * 2 - chip * (3 - shown)) // max(1, shown)
    out, x = [], left
    for up in faces:
        w = card if up else chip
        out.append(pygame.Rect(x, row.y + 24, w, SIZES["card"]))
        x += w + gap
    return out


# --- bonus display, workshop offer, garden supply --------------------------------------------
BONUS_CARD = (98, 51)
"""A bonus card of the display: three rows of its words in the letters a 1280×720 window
needs (15-17 canvas px), beside the strip of its level (the row's badge says its colour)."""


def bonus_rects(i: int, per_colour: int = 3) -> list[pygame.Rect]:
    y = BONUS.y + _TITLE + i * (BONUS_CARD[1] + 2)
    return [pygame.Rect(BONUS.x + 28 + k * 100, y, *BONUS_CARD) for k in range(per_colour)]


def sack_deck_rect() -> pygame.Rect:
    """The sack deck: on the bonus display's title row, at the right."""
    w = SIZES["sack"]
    return pygame.Rect(BONUS.right - w - 4, BONUS.y + 3, w, _TITLE - 5)


SHOP = 52


def offer_rects(level: int, count: int = 3) -> list[pygame.Rect]:
    """Workshop offer ``level`` (1/2): its places, left to right."""
    y = OFFER.y + _TITLE + (level - 1) * (SHOP + 6)
    return [pygame.Rect(OFFER.x + 26 + k * (SHOP + 6), y, SHOP, SHOP) for k in range(count)]


def garden_rects() -> dict[str, pygame.Rect]:
    """The small and large garden tiles of the supply."""
    y = OFFER.y + _TITLE + 2 * (SHOP + 6) - 2
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
    (after a gap) ``kept`` special cards and canal bonus tiles; in two rows of half the
    height when one row would make a card narrower than a bonus card on the board (whose
    face is sized to say its effect whole)."""
    total = count + kept
    top = HAND_ROW.y + _TITLE + 2
    height = min(92, HAND_ROW.bottom - 4 - top)
    gap = 14 if count and kept else 0
    rows = 1
    w = min(150, (HAND_ROW.w - 8 - gap) // max(1, total) - 4)
    if w < BONUS_CARD[0] and total > 1:
        rows, height = 2, (height - 4) // 2
        w = min(150, (HAND_ROW.w - 8 - gap) // -(-total // 2) - 4)
    per_row = -(-total // rows)
    out = []
    for i in range(total):
        row, k = divmod(i, per_row)
        apart = count <= i and count % per_row and count // per_row == row  # mid-row
        x = HAND_ROW.x + 4 + k * (w + 4) + (gap if apart else 0)
        out.append(pygame.Rect(x, top + row * (height + 4), w, height))
    return out


MIN_TILE = 55
"""The size a workshop tile keeps where the grid has the room (its rooms' words whole in
13 px letters on two rows)."""


def grid_geometry(
    cells: list[tuple[int, int]], placed: list[tuple[int, int]] | None = None
) -> tuple[int, int, int]:
    """(size, x0, y0): the square size and the canvas position of cell (0, 0) so that
    every cell in ``cells`` fits in ``GRID`` (centred). Where that would make the tiles
    smaller than ``MIN_TILE`` (a long diagonal of workshops: 7 rows of cells), the
    ``placed`` cells alone fit and are centred, tiles up to ``MIN_TILE``, and the free
    places round them (drop targets, drawn only while lit) reach over the grid's title
    and footer rows and past its edge."""
    inner = pygame.Rect(GRID.x + 4, GRID.y + 22, GRID.w - 8, GRID.h - 44)

    def span(of: list[tuple[int, int]]) -> tuple[int, int, int, int]:
        xs = [x for x, _ in of] or [0]
        ys = [y for _, y in of] or [0]
        return min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1

    x_min, y_min, cols, rows = span(cells)
    size = max(28, min(72, inner.w // cols, inner.h // rows))
    if placed and size < MIN_TILE:
        px, py, pcols, prows = span(placed)
        roomy = min(MIN_TILE, inner.w // pcols, inner.h // prows)
        if roomy > size:
            size, x_min, y_min, cols, rows = roomy, px, py, pcols, prows
    w, h = cols * size, rows * size
    x0 = inner.x + (inner.w - w) // 2 - x_min * size
    y0 = inner.y + (inner.h - h) // 2 - y_min * size
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
    x, y = SIDE.x + 8 + SIZES["names"], SIDE.y + _TITLE + 2
    causeway = [pygame.Rect(x + i * 28, y, 24, 24) for i in range(2)]
    rows = [[pygame.Rect(x + k * 28, y + 30 + r * 28, 24, 24) for k in range(3)] for r in range(3)]
    return causeway, rows


def row_rects() -> list[pygame.Rect]:
    """Whole merchant-token rows (a click there places a token)."""
    _, rows = token_rects()
    return [pygame.Rect(SIDE.x + 4, r[0].y - 2, SIDE.w - 8, 28) for r in rows]


def caravan_info_rect() -> pygame.Rect:
    """The caravan's lines (camels and where, cargo, bases, water cubes)."""
    top = token_rects()[1][-1][0].bottom + 6
    return pygame.Rect(SIDE.x + 8, top, SIDE.w - 16, 4 * SIZES["line"])


def canal_supply_rects(count: int) -> list[pygame.Rect]:
    """Your canal tiles left in two rows, up to 44 px (cost, blue points, symbol apart)."""
    top, per_row = caravan_info_rect().bottom + 4, max(4, -(-count // 2))
    size = min(44, (SIDE.w - 12) // per_row - 4, (SIDE.bottom - top) // 2 - 4)
    x, step = SIDE.x + 8, size + 4
    return [
        pygame.Rect(x + i % per_row * step, top + i // per_row * step, size, size)
        for i in range(count)
    ]


def panel_rects(count: int) -> list[pygame.Rect]:
    """The other players' compact panels."""
    if count == 0:
        return []
    w = (OTHERS.w - 6 * (count - 1)) // count
    return [pygame.Rect(OTHERS.x + i * (w + 6), OTHERS.y, w, OTHERS.h) for i in range(count)]


def back_rect() -> pygame.Rect:
    """ "Back to your area" when another player's area is open big: on the title row."""
    w = SIZES["back"]
    return pygame.Rect(HEADER.right - w - 6, HEADER.y + 4, w, SIZES["head"])


def chip_rects(widths: list[int]) -> list[pygame.Rect]:
    """The choice chips in a row under the cards (main action, set-up turns, trades...)."""
    out, x = [], CHIPS.x
    for w in widths:
        out.append(pygame.Rect(x, CHIPS.y, w, CHIPS.h))
        x += w + 6
    return out


def choice_rects(count: int, height: int = 26) -> list[pygame.Rect]:
    """A list of choices laid over the workshop grid (a decision that needs words), each
    ``height`` tall (as many lines as its longest label needs, measured by the table)."""
    top = GRID.y + _TITLE + 6  # under the grid's title
    rows = max(1, min(count, (GRID.bottom - 6 - top) // (height + 4)))
    cols = -(-count // rows)
    w = (GRID.w - 12 - 6 * (cols - 1)) // max(1, cols)
    return [
        pygame.Rect(GRID.x + 6 + (i // rows) * (w + 6), top + (i % rows) * (height + 4), w, height)
        for i in range(count)
    ]


CHOICE_WIDTH = GRID.w - 24
"""The room for a choice's words on one line (its chip less its margins)."""


# --- the focus view --------------------------------------------------------------------------
FOCUS = pygame.Rect(8, 72, 1220, 820)
"""The focus view's overlay (over the whole board area)."""
ZOOM = 24


def zoom_rects() -> dict[str, pygame.Rect]:
    """The magnifier buttons that open a part of the main board in the focus view: in a
    corner of the map and the network, on the title row of the tracks and the bonus
    display (left of the sack deck)."""
    z = max(16, _TITLE - 4)
    return {
        "map": pygame.Rect(MAP.right - ZOOM - 2, MAP.y + 2, ZOOM, ZOOM),
        "network": pygame.Rect(NETWORK.right - ZOOM - 4, NETWORK.bottom - ZOOM - 4, ZOOM, ZOOM),
        "tracks": pygame.Rect(TRACKS.right - z - 4, TRACKS.y + 2, z, z),
        "bonus": pygame.Rect(sack_deck_rect().x - z - 6, BONUS.y + 2, z, z),
        "offer": pygame.Rect(OFFER.right - z - 4, OFFER.y + 2, z, z),
    }


def zoom_part_at(pos) -> str:
    """The part of the main board under ``pos`` that the focus view can show ('' if none)."""
    parts = (
        ("map", MAP),
        ("network", NETWORK),
        ("tracks", TRACKS),
        ("bonus", BONUS),
        ("offer", OFFER),
    )
    for part, rect in parts:
        if rect.collidepoint(pos):
            return part
    return ""


def close_rect() -> pygame.Rect:
    """The focus view's close button (top right of the overlay)."""
    return pygame.Rect(FOCUS.right - 40, FOCUS.y + 8, 32, 28)
