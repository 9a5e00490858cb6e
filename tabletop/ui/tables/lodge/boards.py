"""Whole lodges drawn once per position: the big one (with the elevator) and the small
ones in the others panel. A lodge is frozen data, so it is its own cache key."""

from __future__ import annotations

import pygame

from tabletop.games.lodge.placement import can_hold_tile
from tabletop.games.lodge.scoring import amenity_status
from tabletop.games.lodge.state import EMPTY, Lodge, room_colour, space

from ... import theme
from . import layout as L
from .art import INK, WHITE, LodgeArt

SHAFT = (66, 70, 80)


class LodgeBoards:
    """``big(lodge)`` and ``small(lodge)``: cached surfaces of a whole lodge."""

    def __init__(self, art: LodgeArt):
        self.art = art
        self._cache: dict[tuple, pygame.Surface] = {}

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
    @staticmethod
    def big_origin() -> tuple[int, int]:
        return L.ELEVATOR.x, L.GRID_TOP

    def big(self, lodge: Lodge, show_open: bool) -> pygame.Surface:
        return self._get(("big", lodge, show_open), lambda: self._big(lodge, show_open))

    def _big(self, lodge: Lodge, show_open: bool) -> pygame.Surface:
        ox, oy = self.big_origin()
        right = L.lodge_cell(1, L.WIDTH).right
        surface = pygame.Surface((right - ox, L.FLOORS * L.STEP - 4))
        surface.fill(theme.PANEL)  # opaque on its panel: a fast blit
        self._elevator(surface, L.ELEVATOR.move(-ox, -oy))
        met = {i: ok for i, _, ok in amenity_status(lodge)}
        for floor in range(1, L.FLOORS + 1):
            for column in range(1, L.WIDTH + 1):
                i = space(floor, column)
                rect = L.lodge_cell(floor, column).move(-ox, -oy)
                self._space(surface, rect, lodge, i, floor, met, show_open)
        return surface

    def _space(
        self, surface, rect, lodge: Lodge, i: int, floor: int, met: dict, show_open: bool
    ) -> None:
        art = self.art
        if lodge.rooms[i] != EMPTY:
            guest = lodge.guests[i]
            surface.blit(art.room(L.CELL, room_colour(lodge.rooms[i]), raised=guest != EMPTY), rect)
            if guest != EMPTY:
                token = art.guest((L.CELL - 8, 32), guest, placed_floor=floor)
                surface.blit(token, (rect.x + 4, rect.bottom - 36))
        elif lodge.amenities[i] != EMPTY:
            surface.blit(art.amenity_tile(L.CELL, lodge.amenities[i], met.get(i)), rect)
        else:
            open_now = show_open and can_hold_tile(lodge, i)
            surface.blit(art.empty(rect.size, dashed=open_now), rect)
            if open_now:
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
        for floor in range(L.FLOORS):
            y = rect.y + floor * L.STEP
            door = pygame.Rect(rect.x + 9, y + 16, rect.w - 18, L.CELL - 32)
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
                [(cx, y + L.CELL - 4), (cx + 5, y + L.CELL - 11), (cx - 5, y + L.CELL - 11)],
            )
        pygame.draw.rect(surface, INK, rect, 2, border_radius=6)

    # --- small lodges ----------------------------------------------------------------------
    def small(self, lodge: Lodge) -> pygame.Surface:
        return self._get(("small", lodge), lambda: self._small(lodge))

    def _small(self, lodge: Lodge) -> pygame.Surface:
        art, c, s = self.art, L.THUMB_CELL, L.THUMB_STEP
        surface = pygame.Surface((12 + L.WIDTH * s - 2, L.FLOORS * s - 2))
        surface.fill(theme.PANEL)
        pygame.draw.rect(surface, SHAFT, (0, 0, 10, surface.get_height()), border_radius=3)
        met = {i: ok for i, _, ok in amenity_status(lodge)}
        for floor in range(1, L.FLOORS + 1):
            for column in range(1, L.WIDTH + 1):
                i = space(floor, column)
                rect = pygame.Rect(12 + (column - 1) * s, (L.FLOORS - floor) * s, c, c)
                if lodge.rooms[i] != EMPTY:
                    surface.blit(art.room(c, room_colour(lodge.rooms[i])), rect)
                    if lodge.guests[i] != EMPTY:
                        pygame.draw.circle(surface, INK, (rect.right - 6, rect.y + 6), 6)
                        pygame.draw.circle(surface, WHITE, (rect.right - 6, rect.y + 6), 4)
                elif lodge.amenities[i] != EMPTY:
                    surface.blit(art.amenity_tile(c, lodge.amenities[i], met.get(i)), rect)
                else:
                    surface.blit(art.empty(rect.size, dashed=False), rect)
        return surface
