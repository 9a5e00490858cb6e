"""Where the trading map's pieces lie, computed from text metrics: the size of a centre's
box comes from the widest trade line and the height of a line at the text size in use,
and the centres are placed in five columns (outer, inner, middle, inner, outer) round
Resafa so that no box covers another or a road's fare. The same geometry serves the map
on the board (short lines: ``Sell amphora`` and a price) and the map enlarged in the focus
view (``lines`` given: each trade in full on two lines, bigger text)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from tabletop.games.resafa import facts
from tabletop.ui.text import TextCache

from .goods import rich_width
from .words import short

GAP = 6
CAMEL = 16
"""A caravan's size on a centre's name band (four fit beside the name)."""
ROAD_GAP = 22
"""Between two boxes a road joins: room for the fare's coin on the road."""
EDGE = 22
"""West of the inner column: room for the road from Alia to Petra."""

MIDDLE = ("TC6", "RES", "TC8", "TC9")
OUTER = {"ALI": "left", "TC7": "right"}
INNER = {"GER": ("left", 0), "ANT": ("left", 1), "CTE": ("right", 0), "KEN": ("right", 1)}

FORMS = ((False, False), (True, False))
"""How a trade line is said on the board, fullest first (``geometry`` takes the first
whose boxes fit the map): (the amphora drawn as its icon after "Sell"/"Buy" rather than
its name, the price's VP spaced: never, ``4VP`` on a price pill, since a bare ``4 VP``
reads as a score). The trade line's tooltip says it whole."""


@dataclass(frozen=True)
class Fonts:
    """Text sizes of a map: names, trade lines, base boxes."""

    name: int = 12
    line: int = 12
    base: int = 12


@dataclass(frozen=True)
class MapGeom:
    """The map laid out in ``rect``: every centre's box, the gate, and the sizes of what
    a box holds (``long``: the focus view's two lines per trade)."""

    rect: pygame.Rect
    fonts: Fonts
    long: bool
    box: tuple[int, int]
    hub: tuple[int, int]
    head: int
    """Height of a box's name band."""
    pitch: int
    """Distance between two trade lines."""
    base: tuple[int, int]
    """A base box's size."""
    round_cell: int
    """A round's circle on the round track."""
    centres: dict[str, pygame.Rect]
    gate: tuple[int, int]
    form: tuple[bool, bool] = FORMS[0]
    """How its trade lines are said (``FORMS``)."""

    def centre(self, cid: str, index: int = 0, count: int = 10) -> pygame.Rect:
        found = self.centres.get(cid)
        if found is not None:
            return found
        angle = 2 * math.pi * index / max(1, count)  # an unknown centre: on a ring
        r = self.rect
        w, h = self.box
        x = r.centerx + int((r.w - w) / 2 * math.cos(angle)) - w // 2
        y = r.centery + int((r.h - h) / 2 * math.sin(angle)) - h // 2
        return pygame.Rect(x, y, w, h)

    def trade_rects(self, box: pygame.Rect) -> list[pygame.Rect]:
        """The tile's top and bottom trades (a line each; two in the long form)."""
        top = box.y + self.head + 1
        h = self.pitch * (2 if self.long else 1)
        return [pygame.Rect(box.x + 3, top + i * h, box.w - 6, h) for i in (0, 1)]

    def base_rects(self, box: pygame.Rect, count: int) -> list[pygame.Rect]:
        w, h = self.base
        return [
            pygame.Rect(box.x + 3 + i * (w + 2), box.bottom - h - 3, w, h) for i in range(count)
        ]

    def camel_rect(self, box: pygame.Rect, seat: int) -> pygame.Rect:
        s = CAMEL
        return pygame.Rect(box.right - (s + 1) * (seat + 1), box.y + (self.head - s) // 2, s, s)

    def road(self, a: str, b: str) -> list[tuple[int, int]]:
        """The road between two centres (or a centre and the gate) as a polyline: the
        road from Alia round the south to Petra bends; a road between the two boxes of an
        inner column runs clear of the outer box beside them."""
        pa = self.gate if a == facts.GATE else self.centre(a).center
        pb = self.gate if b == facts.GATE else self.centre(b).center
        pair = {a, b}
        if pair == {"TC9", "ALI"}:  # along the west edge, under Antiochia
            x = self.rect.x + EDGE // 2
            return [pa, (x, pa[1]), (x, pb[1]), pb]
        sides = {INNER[c][0] for c in pair if c in INNER}
        if len(sides) == 1 and all(c in INNER for c in pair):
            side = sides.pop()
            outer = self.centre(next(c for c, s in OUTER.items() if s == side))
            x = pa[0]
            x = max(x, outer.right + 14) if side == "left" else min(x, outer.x - 14)
            return [pa, (x, pa[1]), (x, pb[1]), pb]
        return [pa, pb]

    def fits(self) -> bool:
        """Every centre's box inside the map and clear of the others (and of the room
        the roads' fares need between the middle column and the inner ones)."""
        boxes = [b.inflate(ROAD_GAP - 2, 0) if k in MIDDLE else b for k, b in self.centres.items()]
        inside = all(self.rect.contains(b) for b in self.centres.values())
        return inside and not any(
            a.colliderect(b) for i, a in enumerate(boxes) for b in boxes[i + 1 :]
        )

    @staticmethod
    def fare_point(points: list[tuple[int, int]]) -> tuple[int, int]:
        i = len(points) // 2
        return (points[i - 1][0] + points[i][0]) // 2, (points[i - 1][1] + points[i][1]) // 2


def ink(text: TextCache, size: int, bold: bool = False) -> int:
    """Height of the ink of a line with ascenders and descenders at ``size``."""
    return text.render("Agpy(★)", size, (0, 0, 0), bold).get_bounding_rect().h


def trade_words(trade, form: tuple[bool, bool] = FORMS[0]) -> tuple[str, str]:
    """A trade line in two parts: what (``Sell amphora``; ``Sell §a``, the good as its
    icon, in a short ``form``) and the price (``1c+4VP ★``, drawn as a 1, a coin and
    ``+4VP ★``; ``draw_rich``)."""
    verb = "Buy" if trade.dir == "buy" else "Sell"
    good = "§a" if form[0] and trade.good == "amphora" else trade.good
    parts = [f"{trade.coin} coins"] * bool(trade.coin) + [f"{trade.vp} VP"] * bool(trade.vp)
    price = short(" + ".join(parts)) if trade.dir == "sell" else f"{trade.coin}c"
    return f"{verb} {good}", price + (" ★" if trade.bonus else "")


def base_word(gain: str) -> str:
    """A base box's gain in a word: ``2VP``, ``sack``, ``step``."""
    words = {"1 sack card": "sack", "1 track step": "step"}
    return words.get(gain, short(gain).replace(" ", ""))


@lru_cache(maxsize=16)
def _geometry(
    scale: float, rect: tuple, fonts: Fonts, names: tuple[str, ...], lines: tuple[str, ...],
    text: TextCache, form: tuple[bool, bool] = FORMS[0],
) -> MapGeom:  # fmt: skip
    r = pygame.Rect(rect)
    long = bool(lines)
    head = ink(text, fonts.name, True) + 4
    pitch = ink(text, fonts.line) + 2
    base_h = ink(text, fonts.base) + 4
    goods = ["§a" if form[0] and g == "amphora" else g for g in facts.GOODS]
    spaced = form[1]
    if long:
        line_w = max(text.size(x, fonts.line, True)[0] for x in lines)
    else:
        sell = max(rich_width(text, f"Sell {g}", fonts.line) for g in goods)
        buy = max(rich_width(text, f"Buy {g}", fonts.line) for g in goods)
        line_w = 4 + max(
            sell + rich_width(text, "9c+9VP ★", fonts.line, spaced=spaced),
            buy + rich_width(text, "9c ★", fonts.line, spaced=spaced),
        )
    base_w = 17 + max(
        rich_width(text, w, fonts.base, spaced=spaced) for w in ("sack", "step", "3VP")
    )
    camels = 4 * (CAMEL + 1)
    name_w = max(text.size(f"R {n}", fonts.name, True)[0] for n in names) + camels + 8
    w = max(line_w + 10, 3 * base_w + 10, name_w)
    h = head + (4 if long else 2) * pitch + base_h + 8
    hub_w = max(text.size("warehouse · start", fonts.line)[0] + 10, w)
    hub = (hub_w, head + pitch + 8)
    cell = max(16, ink(text, fonts.base, True) + 2)
    inner_l = r.x + EDGE
    mid_x = inner_l + w + ROAD_GAP
    inner_r = min(mid_x + w + ROAD_GAP, r.right - w)
    outer_y = r.y + (r.h - h) // 2
    top_y = max(r.y, outer_y - h - ROAD_GAP)
    low_y = min(outer_y + h + ROAD_GAP, r.bottom - h)
    centres: dict[str, pygame.Rect] = {
        "TC6": pygame.Rect(mid_x, r.y, w, h),
        "TC9": pygame.Rect(mid_x, r.bottom - h, w, h),
        "ALI": pygame.Rect(r.x, outer_y, w, h),
        "TC7": pygame.Rect(r.right - w, outer_y, w, h),
        "GER": pygame.Rect(inner_l, top_y, w, h),
        "ANT": pygame.Rect(inner_l, low_y, w, h),
        "CTE": pygame.Rect(inner_r, top_y, w, h),
        "KEN": pygame.Rect(inner_r, low_y, w, h),
    }
    centres["TC8"] = pygame.Rect(mid_x, centres["TC9"].y - h - 4, w, h)
    centres["RES"] = pygame.Rect(mid_x + (w - hub[0]) // 2, r.y + h + GAP, *hub)
    gate = (centres["RES"].centerx, (centres["RES"].bottom + centres["TC8"].y) // 2)
    return MapGeom(
        r, fonts, long, (w, h), hub, head, pitch, (base_w, base_h), cell, centres, gate, form,
    )  # fmt: skip


def geometry(
    text: TextCache,
    rect: pygame.Rect,
    names: tuple[str, ...],
    fonts: Fonts = Fonts(),
    lines: tuple[str, ...] = (),
) -> MapGeom:
    """The map's geometry in ``rect`` at ``text``'s size for centres called ``names``;
    ``lines`` (the focus view): the long trade lines to make room for, two per trade. The
    trade lines are said in the fullest of ``FORMS`` whose boxes fit."""
    for form in FORMS:
        g = _geometry(text.scale, tuple(rect), fonts, names, lines, text, form)
        if lines or g.fits():
            break
    return g


def long_lines(trade) -> tuple[str, str]:
    """A trade said in full on two lines: the trade, then its once-only bonus."""
    first, _, once = trade.text.partition("; ")
    return first, once


def draw_cube(surface: pygame.Surface, cell: pygame.Rect, on_tile: bool, rgb, edge) -> None:
    """A water cube on a space of the network: over a canal tile (anyone's, Resafabot's
    too) a small cube in the tile's lower left corner, so that its channels still show;
    on an empty space a big one in the middle."""
    if on_tile:
        side = max(8, cell.w * 3 // 10)
        r = pygame.Rect(cell.x + 3, cell.bottom - 3 - side, side, side)
    else:
        r = cell.inflate(-cell.w // 3, -cell.h // 3)
    pygame.draw.rect(surface, rgb, r, border_radius=3)
    pygame.draw.rect(surface, edge, r, 2, border_radius=3)
