"""Cover illustrations for the title gallery: one small picture per game, drawn by code.

Each cover is drawn once per (game id, size) and cached. The pictures use shapes and
light/dark contrast, not colour alone (a train's wheels, a leaf's outline, a card's
month letter, a lodge's floors, a canal's waves), so they read in greyscale too. A game
without its own cover gets ``generic`` — a neutral table with dice and cards — so adding
a game never breaks the title screen.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

import pygame

INK = (28, 26, 30)
PAPER = (246, 240, 226)

Painter = Callable[[pygame.Surface], None]


def _sky(surface: pygame.Surface, top, bottom) -> None:
    """A vertical gradient over the whole surface."""
    w, h = surface.get_size()
    for y in range(h):
        t = y / max(1, h - 1)
        colour = tuple(round(a + (b - a) * t) for a, b in zip(top, bottom))
        pygame.draw.line(surface, colour, (0, y), (w, y))


def summer_resort(surface: pygame.Surface) -> None:
    """A steam train with its cars along the coast, a seaside house and the sea."""
    w, h = surface.get_size()
    _sky(surface, (150, 204, 236), (236, 226, 190))
    pygame.draw.circle(surface, (252, 214, 90), (int(w * 0.5), int(h * 0.18)), h // 8)
    sea = pygame.Rect(0, int(h * 0.46), w, int(h * 0.16))
    pygame.draw.rect(surface, (52, 120, 176), sea)
    for x in range(6, w, 22):  # wave crests
        pygame.draw.arc(surface, (200, 230, 246), (x, sea.y + 6, 14, 8), 0, math.pi, 2)
    pygame.draw.rect(surface, (226, 206, 150), (0, sea.bottom, w, h - sea.bottom))  # sand
    # the seaside house, right, above the line
    hx, hy, hw, hh = int(w * 0.68), int(h * 0.28), int(w * 0.2), int(h * 0.24)
    pygame.draw.rect(surface, PAPER, (hx, hy, hw, hh))
    pygame.draw.rect(surface, INK, (hx, hy, hw, hh), 1)
    pygame.draw.polygon(
        surface, (176, 62, 48), [(hx - 5, hy), (hx + hw // 2, hy - hh // 1.4), (hx + hw + 5, hy)]
    )
    pygame.draw.polygon(
        surface, INK, [(hx - 5, hy), (hx + hw // 2, hy - hh // 1.4), (hx + hw + 5, hy)], 1
    )
    pygame.draw.rect(surface, (90, 60, 40), (hx + hw // 2 - 4, hy + hh - 12, 8, 12))
    for wx in (hx + 5, hx + hw - 13):
        pygame.draw.rect(surface, (110, 170, 220), (wx, hy + 5, 8, 7))
        pygame.draw.rect(surface, INK, (wx, hy + 5, 8, 7), 1)
    # rails
    rail_y = int(h * 0.84)
    pygame.draw.line(surface, (90, 80, 70), (0, rail_y), (w, rail_y), 3)
    for x in range(0, w, 10):
        pygame.draw.line(surface, (120, 96, 70), (x, rail_y + 1), (x + 6, rail_y + 5), 2)
    # the train, left to right: locomotive then three cars
    unit = max(8, h // 8)
    x = 8
    loco = pygame.Rect(x, rail_y - unit * 3, unit * 4, unit * 2 + 4)
    pygame.draw.rect(surface, (40, 40, 46), loco, border_radius=3)  # boiler
    cab = pygame.Rect(loco.right - unit * 1.6, loco.y - unit, unit * 1.6, unit * 3 + 4)
    pygame.draw.rect(surface, (150, 40, 36), cab, border_radius=2)
    pygame.draw.rect(surface, (220, 236, 246), (cab.x + 4, cab.y + 4, cab.w - 8, unit - 2))
    pygame.draw.rect(surface, (40, 40, 46), (loco.x + 6, loco.y - unit, unit // 1.4, unit))
    for k, r in enumerate((5, 7, 9)):  # smoke puffs
        pygame.draw.circle(
            surface, (236, 236, 236), (loco.x + 10 + k * 12, loco.y - unit - 6 - k * 5), r
        )
    for cx in (loco.x + unit, loco.x + unit * 2.3, cab.centerx):
        pygame.draw.circle(surface, INK, (int(cx), rail_y - unit // 2), unit // 2)
        pygame.draw.circle(surface, (200, 200, 200), (int(cx), rail_y - unit // 2), unit // 5)
    x = cab.right + 4
    for colour in ((60, 130, 70), (176, 62, 48), (52, 96, 170)):
        car = pygame.Rect(x, rail_y - unit * 3, unit * 4, unit * 2 + 4)
        if car.right > w - 2:
            break
        pygame.draw.rect(surface, colour, car, border_radius=3)
        pygame.draw.rect(surface, INK, car, 1, border_radius=3)
        pygame.draw.line(surface, PAPER, (car.x, car.y + 3), (car.right - 1, car.y + 3), 2)
        for wx in range(car.x + 5, car.right - 8, unit + 2):  # windows with passengers
            win = pygame.Rect(wx, car.y + 7, unit - 2, unit - 3)
            pygame.draw.rect(surface, (220, 236, 246), win)
            pygame.draw.circle(surface, INK, (win.centerx, win.bottom - 3), max(2, unit // 5))
        for cx in (car.x + unit, car.right - unit):
            pygame.draw.circle(surface, INK, (cx, rail_y - unit // 2), unit // 2)
        pygame.draw.line(surface, INK, (x - 4, rail_y - unit), (x, rail_y - unit), 2)
        x = car.right + 4


def _leaf(surface: pygame.Surface, centre, size: int, angle: float, colour) -> None:
    """An autumn leaf: a pointed oval with a midrib, outlined dark."""
    cx, cy = centre
    points = []
    for k in range(24):
        t = k / 24 * 2 * math.pi
        x = math.cos(t) * size
        y = math.sin(t) * size * 0.5 * (1 - 0.3 * math.cos(t))
        rx = x * math.cos(angle) - y * math.sin(angle)
        ry = x * math.sin(angle) + y * math.cos(angle)
        points.append((cx + rx, cy + ry))
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, INK, points, 1)
    dx, dy = math.cos(angle) * size, math.sin(angle) * size
    pygame.draw.line(surface, INK, (cx - dx, cy - dy), (cx + dx * 1.3, cy + dy * 1.3), 1)


def indian_summer(surface: pygame.Surface) -> None:
    """Leaf tiles laid on a forest floor, with a berry, a nut and a mushroom in the gaps."""
    w, h = surface.get_size()
    surface.fill((96, 74, 50))
    cell = max(10, h // 6)
    for gy in range(0, h, cell):  # the floor grid
        pygame.draw.line(surface, (78, 60, 40), (0, gy), (w, gy))
    for gx in range(0, w, cell):
        pygame.draw.line(surface, (78, 60, 40), (gx, 0), (gx, h))
    # finds peeking through (drawn first; the tiles cover around them)
    pygame.draw.circle(surface, (170, 40, 60), (int(w * 0.12), int(h * 0.78)), cell // 3)
    pygame.draw.circle(surface, INK, (int(w * 0.12), int(h * 0.78)), cell // 3, 1)
    nut = pygame.Rect(int(w * 0.9), int(h * 0.2), cell // 1.4, cell // 1.2)
    pygame.draw.ellipse(surface, (150, 104, 54), nut)
    pygame.draw.ellipse(surface, INK, nut, 1)
    mx, my = int(w * 0.88), int(h * 0.78)
    pygame.draw.rect(surface, PAPER, (mx - 3, my - 2, 6, cell // 2))
    pygame.draw.ellipse(surface, (196, 56, 40), (mx - cell // 2, my - cell // 3, cell, cell // 2))
    pygame.draw.circle(surface, PAPER, (mx - 4, my - cell // 6), 2)
    pygame.draw.circle(surface, PAPER, (mx + 5, my - cell // 5), 2)
    # leaf tiles: rectangles of cells, each in its autumn colour, with leaves on them
    tiles = [
        ((2, 0, 3, 2), (196, 96, 36)),
        ((5, 1, 2, 3), (216, 168, 48)),
        ((2, 2, 2, 3), (166, 52, 40)),
        ((7, 0, 3, 2), (120, 140, 56)),
        ((4, 4, 4, 2), (212, 132, 40)),
        ((8, 2, 2, 3), (186, 76, 44)),
    ]
    for (tx, ty, tw, th), colour in tiles:
        rect = pygame.Rect(tx * cell + 2, ty * cell + 2, tw * cell - 3, th * cell - 3)
        if rect.right > w or rect.bottom > h:
            rect = rect.clip(surface.get_rect().inflate(-2, -2))
        shade = tuple(max(0, c - 40) for c in colour)
        pygame.draw.rect(surface, shade, rect, border_radius=4)
        pygame.draw.rect(surface, INK, rect, 1, border_radius=4)
        angle = (tx * 37 + ty * 11) % 6 / 6 * math.pi
        _leaf(surface, rect.center, min(rect.w, rect.h) // 2, angle, colour)
        hole = (rect.x + cell // 2, rect.bottom - cell // 2)  # a hole in the tile
        pygame.draw.circle(surface, (60, 44, 30), hole, max(3, cell // 5))


def summer_nine(surface: pygame.Surface) -> None:
    """Three months of holiday cards: a column each for June, July and August."""
    w, h = surface.get_size()
    _sky(surface, (54, 142, 196), (32, 96, 150))
    pygame.draw.rect(surface, (232, 214, 160), (0, int(h * 0.78), w, h))
    months = ("JUN", "JUL", "AUG")
    pics = ((248, 200, 70), (232, 110, 60), (70, 170, 200))
    col_w = w // 3
    card_w, card_h = int(col_w * 0.52), int(h * 0.42)
    if not pygame.font.get_init():
        pygame.font.init()
    font = pygame.font.Font(None, max(12, h // 6))
    for m, (month, pic) in enumerate(zip(months, pics)):
        cx = m * col_w + col_w // 2
        label = font.render(month, True, PAPER)
        surface.blit(label, label.get_rect(midtop=(cx, 4)))
        for k in range(3):  # a fanned pile of three cards
            card = pygame.Rect(0, 0, card_w, card_h)
            card.center = (cx + (k - 1) * card_w // 3, int(h * 0.6) - k * 4)
            pygame.draw.rect(surface, PAPER, card, border_radius=4)
            pygame.draw.rect(surface, INK, card, 1, border_radius=4)
            inner = card.inflate(-8, -8)
            inner.h = card_h // 2
            pygame.draw.rect(surface, pic, inner, border_radius=2)
            if m == 0:  # June: a sun
                pygame.draw.circle(surface, PAPER, inner.center, inner.h // 3)
            elif m == 1:  # July: a mountain
                pygame.draw.polygon(
                    surface, PAPER, [inner.bottomleft, inner.midtop, inner.bottomright]
                )
            else:  # August: waves
                for yy in (inner.centery - 3, inner.centery + 4):
                    pygame.draw.arc(
                        surface, PAPER, (inner.x + 2, yy, inner.w - 4, 8), 0, math.pi, 2
                    )
            for row in range(2):  # the card's text lines
                y = inner.bottom + 5 + row * 6
                pygame.draw.line(surface, (150, 140, 120), (card.x + 6, y), (card.right - 6, y), 2)


def lodge(surface: pygame.Surface) -> None:
    """A four-floor ski lodge with coloured rooms, snow on its roof and a mountain behind."""
    w, h = surface.get_size()
    _sky(surface, (120, 160, 210), (212, 226, 240))
    pygame.draw.polygon(surface, (236, 242, 250), [(0, h), (w * 0.28, h * 0.18), (w * 0.6, h)])
    pygame.draw.polygon(
        surface, (200, 212, 228), [(w * 0.5, h), (w * 0.82, h * 0.1), (w, h * 0.5), (w, h)]
    )
    pygame.draw.rect(surface, (244, 248, 252), (0, int(h * 0.9), w, h))
    floors, rooms = 4, 4
    bw = int(w * 0.5)
    floor_h = int(h * 0.15)
    bx = (w - bw) // 2
    by = int(h * 0.9) - floors * floor_h
    colours = ((196, 60, 52), (60, 120, 200), (70, 160, 80), (232, 190, 50), (150, 84, 180))
    marks = ("circle", "square", "triangle", "diamond", "circle")
    room_w = bw // rooms
    for f in range(floors):
        for r in range(rooms):
            k = (f * 3 + r * 2) % len(colours)
            room = pygame.Rect(bx + r * room_w, by + f * floor_h, room_w, floor_h)
            pygame.draw.rect(surface, colours[k], room)
            pygame.draw.rect(surface, (70, 44, 30), room, 2)
            c, s = room.center, max(2, floor_h // 4)
            if marks[k] == "circle":
                pygame.draw.circle(surface, PAPER, c, s)
            elif marks[k] == "square":
                pygame.draw.rect(surface, PAPER, (c[0] - s, c[1] - s, 2 * s, 2 * s))
            elif marks[k] == "triangle":
                pygame.draw.polygon(
                    surface, PAPER, [(c[0], c[1] - s), (c[0] - s, c[1] + s), (c[0] + s, c[1] + s)]
                )
            else:
                pygame.draw.polygon(
                    surface,
                    PAPER,
                    [(c[0], c[1] - s), (c[0] + s, c[1]), (c[0], c[1] + s), (c[0] - s, c[1])],
                )
    roof = [(bx - 10, by), (w // 2, by - floor_h * 1.6), (bx + bw + 10, by)]
    pygame.draw.polygon(surface, (110, 70, 44), roof)
    pygame.draw.polygon(
        surface,
        PAPER,
        [
            roof[0],
            roof[1],
            roof[2],
            (bx + bw - 4, by - 4),
            (w // 2, by - floor_h * 1.2),
            (bx + 4, by - 4),
        ],
    )
    pygame.draw.polygon(surface, INK, roof, 1)
    pygame.draw.rect(surface, (70, 44, 30), (bx, by, bw, floors * floor_h), 2)
    for k in range(14):  # snowflakes
        x, y = (k * 47) % w, (k * 29) % int(h * 0.7)
        pygame.draw.circle(surface, PAPER, (x, y), 1 + k % 2)


def resafa(surface: pygame.Surface) -> None:
    """A desert map: sand, dunes, a canal network from an oasis, palm and a camel."""
    w, h = surface.get_size()
    surface.fill((222, 188, 120))
    for k in range(5):  # dunes
        pygame.draw.arc(
            surface,
            (196, 156, 92),
            (k * w // 5 - 10, h * 0.1 + (k % 2) * 20, w // 3, 30),
            0,
            math.pi,
            2,
        )
    cell = max(10, h // 6)
    oasis = (int(w * 0.18), int(h * 0.35))
    canal = (48, 116, 176)
    path = [
        oasis,
        (oasis[0] + cell * 3, oasis[1]),
        (oasis[0] + cell * 3, oasis[1] + cell * 2),
        (oasis[0] + cell * 6, oasis[1] + cell * 2),
    ]
    branch = [(oasis[0] + cell * 3, oasis[1]), (oasis[0] + cell * 6, oasis[1])]
    for line in (path, branch):
        pygame.draw.lines(surface, (92, 70, 44), False, line, 8)
        pygame.draw.lines(surface, canal, False, line, 5)
    for a, b in zip(path, path[1:]):  # lock marks across the canals
        m = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
        pygame.draw.circle(surface, PAPER, m, 3)
    pygame.draw.ellipse(surface, canal, (oasis[0] - cell, oasis[1] - cell // 2, cell * 2, cell))
    pygame.draw.ellipse(surface, INK, (oasis[0] - cell, oasis[1] - cell // 2, cell * 2, cell), 1)
    # a palm by the oasis
    px, py = oasis[0] - cell // 2, oasis[1] - cell // 2
    pygame.draw.line(surface, (110, 76, 40), (px, py), (px + 3, py - cell * 1.3), 3)
    for ang in (-2.6, -2.0, -1.2, -0.5):
        tip = (
            px + 3 + math.cos(ang) * cell,
            py - cell * 1.3 + math.sin(ang) * cell * 0.5 + cell * 0.3,
        )
        pygame.draw.line(surface, (60, 130, 60), (px + 3, py - cell * 1.3), tip, 3)
    # buildings: a workshop and a garden
    pygame.draw.rect(surface, (176, 110, 70), (int(w * 0.55), int(h * 0.12), cell, cell))
    pygame.draw.rect(surface, INK, (int(w * 0.55), int(h * 0.12), cell, cell), 1)
    pygame.draw.rect(surface, (90, 150, 70), (int(w * 0.76), int(h * 0.55), cell, cell))
    pygame.draw.rect(surface, INK, (int(w * 0.76), int(h * 0.55), cell, cell), 1)
    # the camel, bottom left
    s = max(3, h // 24)
    cx, cy = int(w * 0.3), int(h * 0.8)
    body = (120, 84, 48)
    pygame.draw.ellipse(surface, body, (cx - 4 * s, cy - 2 * s, 8 * s, 3 * s))
    pygame.draw.circle(surface, body, (cx - s, cy - 2 * s), int(s * 1.4))  # hump
    pygame.draw.circle(surface, body, (cx + 2 * s, cy - 2 * s), int(s * 1.2))
    pygame.draw.line(surface, body, (cx + 4 * s, cy - s), (cx + 5 * s, cy - 4 * s), max(2, s))
    pygame.draw.ellipse(surface, body, (cx + 4 * s, cy - 5 * s, 3 * s, int(1.5 * s)))
    for lx in (cx - 3 * s, cx - 2 * s, cx + 2 * s, cx + 3 * s):
        pygame.draw.line(surface, body, (lx, cy), (lx, cy + 3 * s), max(2, s // 2 + 1))
    pygame.draw.circle(surface, INK, (cx + 6 * s, cy - 4 * s - 1), 1)


def generic(surface: pygame.Surface) -> None:
    """A neutral cover for a game without its own: a felt table, a card and two dice."""
    w, h = surface.get_size()
    surface.fill((40, 70, 56))
    pygame.draw.rect(
        surface, (52, 86, 68), surface.get_rect().inflate(-10, -10), 2, border_radius=6
    )
    card = pygame.Rect(0, 0, h // 2, int(h * 0.7))
    card.center = (w // 3, h // 2)
    pygame.draw.rect(surface, PAPER, card, border_radius=5)
    pygame.draw.rect(surface, INK, card, 1, border_radius=5)
    pygame.draw.rect(surface, (150, 140, 120), card.inflate(-12, -12), 1, border_radius=3)
    for k, (x, y) in enumerate(((w * 0.6, h * 0.45), (w * 0.76, h * 0.58))):
        die = pygame.Rect(0, 0, h // 3, h // 3)
        die.center = (int(x), int(y))
        pygame.draw.rect(surface, PAPER, die, border_radius=5)
        pygame.draw.rect(surface, INK, die, 1, border_radius=5)
        q = die.w // 4
        pips = [(0, 0)] if k == 0 else [(-q, -q), (q, q), (-q, q), (q, -q), (0, 0)]
        for dx, dy in pips:
            pygame.draw.circle(surface, INK, (die.centerx + dx, die.centery + dy), max(2, q // 2))


COVERS: dict[str, Painter] = {
    "summer_resort": summer_resort,
    "indian_summer": indian_summer,
    "summer_nine": summer_nine,
    "lodge": lodge,
    "resafa": resafa,
}


@lru_cache(maxsize=64)
def cover(game_id: str, size: tuple[int, int]) -> pygame.Surface:
    """The cover of ``game_id`` at ``size`` (its own painter, or ``generic``), drawn once.
    The surface has rounded-corner transparency so it sits on a card panel."""
    w, h = size
    art = pygame.Surface((w, h))
    COVERS.get(game_id, generic)(art)
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=8)
    out.blit(art, (0, 0))
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out
