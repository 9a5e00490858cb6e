"""Piece renderers shared by the tables: card faces, square tiles, tokens, and a grid.

Faces are drawn once per distinct look and cached; tables blit the cached surfaces.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import theme
from ..icons import draw_symbol
from ..text import TextCache

Colour = tuple[int, int, int]


class CardFace:
    """Cached card faces: a coloured band with a symbol, a title, a big value, small print."""

    def __init__(self, text: TextCache):
        self.text = text
        self._cache: dict[tuple, pygame.Surface] = {}

    def get(
        self,
        size: tuple[int, int],
        title: str,
        colour: Colour,
        symbol: str = "circle",
        value: str = "",
        note: str = "",
        face_down: bool = False,
    ) -> pygame.Surface:
        key = (size, title, colour, symbol, value, note, face_down)
        surface = self._cache.get(key)
        if surface is None:
            surface = self._draw(*key)
            self._cache[key] = surface
        return surface

    def _draw(self, size, title, colour, symbol, value, note, face_down) -> pygame.Surface:
        w, h = size
        surface = pygame.Surface(size, pygame.SRCALPHA)
        rect = surface.get_rect()
        if face_down:
            pygame.draw.rect(surface, (70, 60, 110), rect, border_radius=8)
            for i in range(-h, w, 12):
                pygame.draw.line(surface, (90, 80, 140), (i, 0), (i + h, h), 3)
            pygame.draw.rect(surface, (30, 30, 40), rect, 2, border_radius=8)
            return surface
        pygame.draw.rect(surface, (246, 242, 230), rect, border_radius=8)
        band = pygame.Rect(0, 0, w, max(18, h // 4))
        pygame.draw.rect(surface, colour, band, border_top_left_radius=8, border_top_right_radius=8)
        draw_symbol(
            surface,
            symbol,
            (band.x + band.h // 2 + 2, band.centery),
            band.h // 2 - 4,
            (250, 250, 250),
        )
        if title:
            size_t = 13 if w < 110 else 15
            self.text.blit(
                surface,
                self.text.fit(title, w - band.h - 8, size_t),
                (band.h + 4, band.centery),
                size_t,
                theme.text_on(colour),
                True,
                "midleft",
            )
        if value:
            self.text.blit(
                surface,
                value,
                (w // 2, band.bottom + (h - band.bottom) // 2),
                min(40, h // 3),
                theme.TEXT_DARK,
                True,
                "center",
            )
        if note:
            for i, line in enumerate(self.text.wrap(note, w - 10, 12)[:3]):
                self.text.blit(
                    surface,
                    line,
                    (6, h - 18 - 15 * (len(self.text.wrap(note, w - 10, 12)[:3]) - 1 - i)),
                    12,
                    (60, 60, 60),
                )
        pygame.draw.rect(surface, (30, 30, 40), rect, 2, border_radius=8)
        return surface


class TileFace:
    """Cached square tiles: a fill colour, a symbol, and an optional short label."""

    def __init__(self, text: TextCache):
        self.text = text
        self._cache: dict[tuple, pygame.Surface] = {}

    def get(
        self,
        size: int,
        colour: Colour,
        symbol: str | None = None,
        label: str = "",
        pattern: str | None = None,
    ) -> pygame.Surface:
        key = (size, colour, symbol, label, pattern)
        surface = self._cache.get(key)
        if surface is None:
            surface = pygame.Surface((size, size), pygame.SRCALPHA)
            rect = surface.get_rect()
            pygame.draw.rect(surface, colour, rect, border_radius=max(2, size // 10))
            if pattern == "stripes":
                for i in range(-size, size, max(6, size // 5)):
                    pygame.draw.line(surface, _shade(colour, 0.8), (i, size), (i + size, 0), 2)
            elif pattern == "dots":
                step = max(6, size // 4)
                for x in range(step // 2, size, step):
                    for y in range(step // 2, size, step):
                        pygame.draw.circle(
                            surface, _shade(colour, 0.78), (x, y), max(1, size // 18)
                        )
            if symbol:
                draw_symbol(surface, symbol, rect.center, size // 4, (250, 250, 250), (20, 20, 24))
            if label:
                self.text.blit(
                    surface,
                    label,
                    (size // 2, size - 4),
                    max(10, size // 5),
                    theme.text_on(colour),
                    True,
                    "midbottom",
                )
            pygame.draw.rect(surface, (20, 20, 24), rect, 1, border_radius=max(2, size // 10))
            self._cache[key] = surface
        return surface


class Token:
    """Cached round tokens in a seat colour with the seat's symbol."""

    def __init__(self) -> None:
        self._cache: dict[tuple, pygame.Surface] = {}

    def get(
        self, radius: int, colour: Colour, symbol: str, ring: Colour | None = None
    ) -> pygame.Surface:
        key = (radius, colour, symbol, ring)
        surface = self._cache.get(key)
        if surface is None:
            size = radius * 2 + 4
            surface = pygame.Surface((size, size), pygame.SRCALPHA)
            c = (size // 2, size // 2)
            pygame.draw.circle(surface, ring or (20, 20, 24), c, radius + 2)
            pygame.draw.circle(surface, colour, c, radius)
            draw_symbol(surface, symbol, c, max(4, radius // 2), (250, 250, 250), (20, 20, 24))
            self._cache[key] = surface
        return surface


@dataclass(frozen=True)
class Grid:
    """Square cells from ``origin``: row 0 at the top unless ``bottom_up``."""

    origin: tuple[int, int]
    rows: int
    cols: int
    cell: int
    gap: int = 2
    bottom_up: bool = False

    def rect(self, row: int, col: int) -> pygame.Rect:
        step = self.cell + self.gap
        r = (self.rows - 1 - row) if self.bottom_up else row
        return pygame.Rect(
            self.origin[0] + col * step, self.origin[1] + r * step, self.cell, self.cell
        )

    def at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        step = self.cell + self.gap
        col = (pos[0] - self.origin[0]) // step
        r = (pos[1] - self.origin[1]) // step
        if not (0 <= col < self.cols and 0 <= r < self.rows):
            return None
        row = (self.rows - 1 - r) if self.bottom_up else r
        return (row, col) if self.rect(row, col).collidepoint(pos) else None

    @property
    def bounds(self) -> pygame.Rect:
        step = self.cell + self.gap
        return pygame.Rect(self.origin, (self.cols * step - self.gap, self.rows * step - self.gap))


def _shade(colour: Colour, factor: float) -> Colour:
    r, g, b = (max(0, min(255, int(c * factor))) for c in colour)
    return (r, g, b)
