"""The five room-colour icons (flame, snowflake, pine tree, sun, crescent moon), drawn with
pygame primitives. Every room tile and both halves of every guest carry one, so the game can
be played from the icons alone."""

from __future__ import annotations

import math

import pygame

Colour = tuple[int, int, int]
INK = (20, 20, 24)
WHITE = (250, 250, 250)
CREAM = (226, 218, 196)
"""An amenity tile's ground (striped: an amenity is told by its stripes, not its colour)."""
STRIPE = (204, 194, 168)
GOLD = (242, 196, 64)
"""The refresh token, points badges, an earned floor bonus, the solo rating reached."""


def _poly(surface, points, fill, outline):
    pygame.draw.polygon(surface, fill, points)
    if outline:
        pygame.draw.polygon(surface, outline, points, 2)


def _flame(surface, x, y, r, fill, outline):
    shape = [
        (0, -1),
        (0.3, -0.5),
        (0.62, -0.1),
        (0.7, 0.35),
        (0.48, 0.8),
        (0, 0.98),
        (-0.48, 0.8),
        (-0.7, 0.35),
        (-0.55, -0.05),
        (-0.3, 0.12),
        (-0.2, -0.45),
    ]
    _poly(surface, [(x + r * a, y + r * b) for a, b in shape], fill, outline)
    inner = [(0, 0.05), (0.3, 0.5), (0.22, 0.8), (0, 0.88), (-0.22, 0.8), (-0.3, 0.5)]
    _poly(surface, [(x + r * a, y + r * b) for a, b in inner], outline or INK, None)


def _snowflake(surface, x, y, r, fill, outline):
    for colour, width in ((outline, max(4, r // 3)), (fill, max(2, r // 5))):
        if colour is None:
            continue
        for k in range(3):
            a = math.pi / 2 + k * math.pi / 3
            dx, dy = math.cos(a) * r, math.sin(a) * r
            pygame.draw.line(surface, colour, (x - dx, y - dy), (x + dx, y + dy), width)
            for sign in (1, -1):
                bx, by = x + sign * dx * 0.6, y + sign * dy * 0.6
                for turn in (0.7, -0.7):
                    b = a + turn + (0 if sign > 0 else math.pi)
                    pygame.draw.line(
                        surface,
                        colour,
                        (bx, by),
                        (bx + math.cos(b) * r * 0.35, by + math.sin(b) * r * 0.35),
                        width,
                    )


def _tree(surface, x, y, r, fill, outline):
    shape = [
        (0, -1),
        (0.45, -0.35),
        (0.25, -0.35),
        (0.72, 0.35),
        (0.14, 0.35),
        (0.14, 1),
        (-0.14, 1),
        (-0.14, 0.35),
        (-0.72, 0.35),
        (-0.25, -0.35),
        (-0.45, -0.35),
    ]
    _poly(surface, [(x + r * a, y + r * b) for a, b in shape], fill, outline)


def _sun(surface, x, y, r, fill, outline):
    for colour, width in ((outline, max(4, r // 3)), (fill, max(2, r // 6))):
        if colour is None:
            continue
        for k in range(8):
            a = k * math.pi / 4
            pygame.draw.line(
                surface,
                colour,
                (x + math.cos(a) * r * 0.62, y + math.sin(a) * r * 0.62),
                (x + math.cos(a) * r, y + math.sin(a) * r),
                width,
            )
    pygame.draw.circle(surface, fill, (x, y), max(3, int(r * 0.5)))
    if outline:
        pygame.draw.circle(surface, outline, (x, y), max(3, int(r * 0.5)), 2)


def _moon(surface, x, y, r, fill, outline):
    # outer circle (0, 0, 1) minus inner circle (0.45, -0.1, 0.8): the arcs meet at the tips
    outer = [(math.cos(t), math.sin(t)) for t in _range(0.9, 2 * math.pi - 0.9, 14)]
    inner = [
        (0.45 + 0.8 * math.cos(t), -0.1 + 0.8 * math.sin(t))
        for t in _range(2 * math.pi - 1.2, 1.45, 14)
    ]
    _poly(surface, [(x + r * a, y + r * b) for a, b in outer + inner], fill, outline)


def _range(start: float, stop: float, n: int) -> list[float]:
    return [start + (stop - start) * i / (n - 1) for i in range(n)]


ICONS = {
    "flame": _flame,
    "snowflake": _snowflake,
    "pine tree": _tree,
    "sun": _sun,
    "crescent moon": _moon,
}


def draw_colour_icon(
    surface: pygame.Surface,
    icon: str,
    center: tuple[int, int],
    r: int,
    fill: Colour = WHITE,
    outline: Colour | None = INK,
) -> None:
    """The icon that stands for a room colour, white with a dark outline by default."""
    ICONS.get(icon, _sun)(surface, center[0], center[1], r, fill, outline)
