"""Icons: hand-made SVGs from ``assets/icons`` (tinted, cached), and the seat symbols that
pair with every player colour so that colour is never the only cue."""

from __future__ import annotations

import math

import pygame

from tabletop.resources import asset_path

Colour = tuple[int, int, int]


class IconCache:
    """``get(name, size, colour)``: the SVG icon rendered once at that size and tint."""

    def __init__(self) -> None:
        self._cache: dict[tuple[str, int, Colour], pygame.Surface | None] = {}

    def get(self, name: str, size: int, colour: Colour = (255, 255, 255)) -> pygame.Surface | None:
        key = (name, size, colour)
        if key not in self._cache:
            self._cache[key] = self._load(name, size, colour)
        return self._cache[key]

    @staticmethod
    def _load(name: str, size: int, colour: Colour) -> pygame.Surface | None:
        path = asset_path("icons", f"{name}.svg")
        if not path.exists():
            return None
        try:  # rasterise at the target size so icons stay sharp
            loader = getattr(pygame.image, "load_sized_svg", None)
            image = loader(str(path), (size, size)) if loader else pygame.image.load(str(path))
        except (pygame.error, FileNotFoundError):
            return None
        if pygame.display.get_surface() is not None:
            image = image.convert_alpha()
        image = pygame.transform.smoothscale(image, (size, size))
        tinted = image.copy()
        tinted.fill((*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
        return tinted


def draw_symbol(
    surface: pygame.Surface,
    shape: str,
    center: tuple[int, int],
    radius: int,
    fill: Colour,
    outline: Colour | None = (20, 20, 24),
) -> None:
    """A seat symbol (circle, square, triangle, diamond, star) filled with ``fill``."""
    x, y = center
    r = radius
    if shape == "square":
        points = [
            (x - r * 0.85, y - r * 0.85),
            (x + r * 0.85, y - r * 0.85),
            (x + r * 0.85, y + r * 0.85),
            (x - r * 0.85, y + r * 0.85),
        ]
    elif shape == "triangle":
        points = [(x, y - r), (x + r * 0.95, y + r * 0.8), (x - r * 0.95, y + r * 0.8)]
    elif shape == "diamond":
        points = [(x, y - r), (x + r, y), (x, y + r), (x - r, y)]
    elif shape == "star":
        points = []
        for i in range(10):
            angle = -math.pi / 2 + i * math.pi / 5
            rr = r if i % 2 == 0 else r * 0.45
            points.append((x + rr * math.cos(angle), y + rr * math.sin(angle)))
    else:
        pygame.draw.circle(surface, fill, center, r)
        if outline:
            pygame.draw.circle(surface, outline, center, r, 2)
        return
    pygame.draw.polygon(surface, fill, points)
    if outline:
        pygame.draw.polygon(surface, outline, points, 2)
