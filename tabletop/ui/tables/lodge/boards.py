"""Whole lodges drawn once per position: the big one (with the elevator) and the small
ones in the others panel. A lodge is frozen data, so it is its own cache key."""

from __future__ import annotations

import pygame

from tabletop.games.lodge import facts

from ... import theme
from .art import LodgeArt
from .glyphs import INK, WHITE
from .layout import Layout

SHAFT = (66, 70, 80)


class LodgeBoards:
    """``big(lodge)`` and ``small(lodge)``: cached surfaces of a whole lodge."""

    def __init__(self, art: LodgeArt, layout: Layout):
        self.art = art
        self.layout = layout
        self._cache: dict[tuple, pygame.Surface] = {}

    def __len__(self) -> int:
        """How many surfaces are cached (a steady frame draws none anew)."""
        return len(self._cache)

    def _get(self, key, build) -> pygame.Surface:
        surface = self._cache.get(key)
        if surface is None:
            if len(self._cache) > 48:
                self._cache.clear()
            surface = build()
            if pygame.display.get_surface() is not None:
                surface = surface.convert()
            self._cache[key] = surface
        return surface

    # --- the big lodge -------------------------------------------------------------------
    def big(self, lodge, show_open: bool) -> pygame.Surface:
        """The big lodge (elevator included), drawn at ``layout.big_origin()``."""
        return self._get(("big", lodge, show_open), lambda: self._big(lodge, show_open))

    def _big(self, lodge, show_open: bool) -> pygame.Surface:
        lay = self.layout
        ox, oy = lay.big_origin()
        right = lay.lodge_cell(1, lay.columns).right
        surface = pygame.Surface((right - ox, lay.floors * lay.step - 4))
        surface.fill(theme.PANEL)  # opaque on its panel: a fast blit
        self._elevator(surface, lay.elevator.move(-ox, -oy))
        for space in facts.lodge_spaces(lodge, show_open):
            rect = lay.lodge_cell(space.floor, space.column).move(-ox, -oy)
            self._space(surface, rect, space)
        return surface

    def _space(self, surface, rect, space: facts.Space) -> None:
        art, cell = self.art, self.layout.cell
        if space.colour is not None:
            guest = space.guest
            surface.blit(art.room(cell, space.colour, raised=guest is not None), rect)
            if guest is not None:
                h = max(20, min(32, cell // 2 - 4))
                token = art.guest((cell - 8, h), guest, placed_floor=space.floor)
                surface.blit(token, (rect.x + 4, rect.bottom - h - 4))
        elif space.amenity is not None:
            surface.blit(art.amenity_tile(cell, space.amenity, space.met), rect)
        else:
            surface.blit(art.empty(rect.size, dashed=space.open), rect)
            if space.open:
                art.text.blit(surface, "+", rect.center, 24, (120, 150, 130), True, "center")

    def _elevator(self, surface, rect: pygame.Rect) -> None:
        pygame.draw.rect(surface, SHAFT, rect, border_radius=6)
        pygame.draw.line(
            surface, (96, 100, 112), (rect.x + 6, rect.y + 4), (rect.x + 6, rect.bottom - 4), 2
        )
        pygame.draw.line(
            surface,
            (96, 100, 112),
            (rect.right - 7, rect.y + 4),
            (rect.right - 7, rect.bottom - 4),
            2,
        )
        step, cell = self.layout.step, self.layout.cell
        for floor in range(self.layout.floors):
            y = rect.y + floor * step
            door = pygame.Rect(rect.x + 9, y + 16, rect.w - 18, cell - 32)
            pygame.draw.rect(surface, (150, 156, 168), door, border_radius=2)
            pygame.draw.line(
                surface, INK, (door.centerx, door.y), (door.centerx, door.bottom - 1), 1
            )
            pygame.draw.rect(surface, INK, door, 1, border_radius=2)
            cx = rect.centerx
            pygame.draw.polygon(surface, WHITE, [(cx, y + 4), (cx + 5, y + 11), (cx - 5, y + 11)])
            pygame.draw.polygon(
                surface,
                WHITE,
                [(cx, y + cell - 4), (cx + 5, y + cell - 11), (cx - 5, y + cell - 11)],
            )
        pygame.draw.rect(surface, INK, rect, 2, border_radius=6)

    # --- small lodges ----------------------------------------------------------------------
    def small(self, lodge) -> pygame.Surface:
        return self._get(("small", lodge), lambda: self._small(lodge))

    def _small(self, lodge) -> pygame.Surface:
        lay = self.layout
        art, c, s = self.art, lay.thumb_cell, lay.thumb_step
        surface = pygame.Surface(lay.thumb_size())
        surface.fill(theme.PANEL)
        pygame.draw.rect(surface, SHAFT, (0, 0, 10, surface.get_height()), border_radius=3)
        dot = max(3, c // 4)
        for space in facts.lodge_spaces(lodge):
            x, y = 12 + (space.column - 1) * s, (lay.floors - space.floor) * s
            rect = pygame.Rect(x, y, c, c)
            if space.colour is not None:
                surface.blit(art.room(c, space.colour), rect)
                if space.guest is not None:
                    centre = (rect.right - dot - 1, rect.y + dot + 1)
                    pygame.draw.circle(surface, INK, centre, dot + 1)
                    pygame.draw.circle(surface, WHITE, centre, dot - 1)
            elif space.amenity is not None:
                surface.blit(art.amenity_tile(c, space.amenity, space.met), rect)
            else:
                surface.blit(art.empty(rect.size, dashed=False), rect)
        return surface
