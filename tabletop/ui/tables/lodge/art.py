"""Lodge's pictures, drawn by the program and cached by what they show.

Every room colour has its icon (flame, snowflake, pine tree, sun, crescent moon) on every
room tile and on both halves of every guest token, so the game can be played from the
icons alone. Amenities carry a small pictogram of their condition.
"""

from __future__ import annotations

import pygame

from tabletop.games.lodge import facts

from ... import theme
from ...text import TextCache, least_size
from . import faces
from .glyphs import CREAM, GOLD, INK, STRIPE, WHITE, draw_colour_icon

__all__ = ["CREAM", "GLYPHS", "GOLD", "INK", "STRIPE", "WHITE", "LodgeArt"]

GLYPHS = ("A", "=")
"""Marks drawn as part of a pictogram's picture, at the picture's own size whatever the
text size and window (drawn ``exact``, ``TextCache.font``): the "A" on a pictogram's striped cream cell (that cell is an
amenity tile, which its stripes already show) and the "=" between the cells of a colour
run (the run's rule is in words on the card, the checklist and the hover). They carry
nothing a player must read; every number in a pictogram grows with the text size
(``LodgeArt.letters``)."""

Colour = tuple[int, int, int]


class LodgeArt:
    """Cached room tiles, guest tokens, amenity pictograms and cards, the refresh token,
    the tick badge and fitted text (cached by what they show: drawing only looks up)."""

    def __init__(self, text: TextCache, palette: tuple[Colour, ...]):
        self.text = text
        self.palette = palette
        self.icons = tuple(c.icon for c in facts.colours())
        self._cache: dict[tuple, pygame.Surface] = {}
        self._fits: dict[tuple, str] = {}

    def __len__(self) -> int:
        """How many surfaces are cached (a steady frame draws none anew)."""
        return len(self._cache)

    def _get(self, key: tuple, build) -> pygame.Surface:
        surface = self._cache.get(key)
        if surface is None:
            if len(self._cache) > 600:
                self._cache.clear()
            surface = build()
            self._cache[key] = surface
        return surface

    def rgb(self, colour: int) -> Colour:
        return self.palette[colour]

    def fit(self, text: str, width: int, size: int, bold: bool = False) -> str:
        """``TextCache.fit``, remembered (it measures the string on every call)."""
        key = (text, width, size, bold)
        fitted = self._fits.get(key)
        if fitted is None:
            if len(self._fits) > 500:
                self._fits.clear()
            fitted = self._fits[key] = self.text.fit(text, width, size, bold)
        return fitted

    def token(self, size: int) -> pygame.Surface:
        """The refresh token: a gold disc with a turning arrow."""
        return self._get(("token", size), lambda: self._token(size))

    def _token(self, size: int) -> pygame.Surface:
        surface = pygame.Surface((size, size), pygame.SRCALPHA)
        c = (size // 2, size // 2)
        pygame.draw.circle(surface, INK, c, size // 2)
        pygame.draw.circle(surface, GOLD, c, size // 2 - 3)
        pygame.draw.circle(surface, INK, c, size // 2 - 9, 2)
        self.text.blit(surface, "↻", c, 28, INK, True, "center")
        return surface

    def badge(self) -> pygame.Surface:
        """The tick on a piece that can be played now (a mark, not a colour)."""
        return self._get(("badge",), self._badge)

    def _badge(self) -> pygame.Surface:
        surface = pygame.Surface((24, 24), pygame.SRCALPHA)
        pygame.draw.circle(surface, INK, (12, 12), 12)
        pygame.draw.circle(surface, theme.GOOD, (12, 12), 10)
        self.text.blit(surface, "✔", (12, 13), 15, INK, True, "center")
        return surface

    # --- rooms and guests ------------------------------------------------------------------
    def room(self, size: int, colour: int, raised: bool = False) -> pygame.Surface:
        """A room tile: its colour and its icon (``raised``: icon high, room for a guest)."""
        return self._get(("room", size, colour, raised), lambda: self._room(size, colour, raised))

    def _room(self, size: int, colour: int, raised: bool) -> pygame.Surface:
        surface = pygame.Surface((size, size), pygame.SRCALPHA)
        rect = surface.get_rect()
        pygame.draw.rect(surface, self.rgb(colour), rect, border_radius=max(3, size // 9))
        pygame.draw.rect(surface, INK, rect, 2, border_radius=max(3, size // 9))
        if raised:
            draw_colour_icon(
                surface, self.icons[colour], (size // 2, int(size * 0.3)), max(5, int(size * 0.2))
            )
        else:
            draw_colour_icon(surface, self.icons[colour], rect.center, max(6, int(size * 0.3)))
        return surface

    def guest(self, size: tuple[int, int], guest: int, placed_floor: int = 0) -> pygame.Surface:
        """A guest token: its two colours with their icons, and its preferred floor in the
        middle (``+N`` on gold when ``placed_floor`` is that floor: the bonus is earned)."""
        return self._get(
            ("guest", size, guest, placed_floor), lambda: self._guest(size, guest, placed_floor)
        )

    def _guest(self, size: tuple[int, int], guest: int, placed_floor: int) -> pygame.Surface:
        g = facts.guest_face(guest)
        w, h = size
        surface = pygame.Surface(size, pygame.SRCALPHA)
        radius = h // 2
        left, right = (
            pygame.Rect(0, 0, w // 2 + radius, h),
            pygame.Rect(w // 2 - radius, 0, w - w // 2 + radius, h),
        )
        pygame.draw.rect(surface, self.rgb(g.b), right, border_radius=radius)
        pygame.draw.rect(surface, self.rgb(g.a), left, border_radius=radius)
        pygame.draw.rect(surface, self.rgb(g.b), (w // 2, 0, radius, h))
        pygame.draw.rect(surface, INK, surface.get_rect(), 2, border_radius=radius)
        ir = max(5, int(h * 0.3))
        draw_colour_icon(surface, self.icons[g.a], (max(ir + 5, w // 4 - h // 8), h // 2), ir)
        draw_colour_icon(
            surface, self.icons[g.b], (min(w - ir - 5, w - w // 4 + h // 8), h // 2), ir
        )
        bonus = placed_floor == g.floor
        cr = max(8, int(h * 0.42)) if bonus else max(8, int(h * 0.36))
        pygame.draw.circle(surface, GOLD if bonus else WHITE, (w // 2, h // 2), cr)
        pygame.draw.circle(surface, INK, (w // 2, h // 2), cr, 2)
        label = f"+{g.floor}" if bonus else str(g.floor)
        self.text.blit(
            surface,
            label,
            (w // 2, h // 2 + 1),
            max(12, int(cr * (0.95 if bonus else 1.25))),
            INK,
            True,
            "center",
        )
        return surface

    # --- amenities -------------------------------------------------------------------------
    def letters(self, size: int) -> int:
        """The text size of a number a player reads in a picture (a count, a floor's
        least tiles, the preferred guests): ``size`` growing with the text size like
        every other text, never under 12 px at 100% (docs/tables.md) nor under 13 px in
        a larger text size (``text.least_size``)."""
        if getattr(self.text, "scale", 1.0) > 1:
            return max(size, least_size(self.text, 9))
        return max(size, 12)

    def pictogram(self, size: int, amenity: int) -> pygame.Surface:
        return self._get(
            ("picto", size, amenity), lambda: self._pictogram(size, facts.amenity_face(amenity))
        )

    def _pictogram(self, size: int, a: facts.AmenityFace) -> pygame.Surface:
        surface = pygame.Surface((size, size), pygame.SRCALPHA)
        s = size / 6
        spec = a
        kind = a.kind

        def cell(cx, cy, colour=None, amenity=False, guest=False, w=None):
            side = int(s * 1.9)
            rect = pygame.Rect(int(cx * s), int(cy * s), side if w is None else w, side)
            if amenity:
                pygame.draw.rect(surface, CREAM, rect, border_radius=3)
                for i in range(-rect.h, rect.w, 5):
                    pygame.draw.line(
                        surface,
                        STRIPE,
                        (rect.x + i, rect.bottom - 1),
                        (rect.x + i + rect.h, rect.y),
                        1,
                    )
                self.text.blit(
                    surface, "A", rect.center, max(10, int(s * 1.2)), INK, True, "center", True
                )
            elif colour is not None and colour >= 0:
                pygame.draw.rect(surface, self.rgb(colour), rect, border_radius=3)
                draw_colour_icon(
                    surface, self.icons[colour], rect.center, max(4, int(s * 0.7)), WHITE, INK
                )
            else:
                pygame.draw.rect(surface, (120, 126, 138), rect, border_radius=3)
            pygame.draw.rect(surface, INK, rect, 1, border_radius=3)
            if guest:
                pygame.draw.circle(surface, WHITE, rect.center, max(3, int(s * 0.5)))
                pygame.draw.circle(surface, INK, rect.center, max(3, int(s * 0.5)), 2)

        floors = facts.sizes().floors
        every = set(range(1, floors + 1))
        unit = 5.2 / floors  # one floor's share of the picture's height

        def bars(highlight, mark=None):
            for f in range(floors):
                rect = pygame.Rect(
                    int(s * 0.6),
                    int(s * (0.4 + (floors - 1 - f) * unit)),
                    int(s * 4.8),
                    int(s * unit * 0.85),
                )
                fill = GOLD if f + 1 in highlight else (120, 126, 138)
                pygame.draw.rect(surface, fill, rect, border_radius=2)
                pygame.draw.rect(surface, INK, rect, 1, border_radius=2)
                if mark and f + 1 in mark:
                    pygame.draw.circle(surface, WHITE, rect.center, max(3, int(s * 0.4)))
                    pygame.draw.circle(surface, INK, rect.center, max(3, int(s * 0.4)), 1)

        if kind in ("adjacent_colour", "adjacent_colours", "adjacent_all_guests"):
            cell(2, 2, amenity=True)
            around = {
                "adjacent_colour": (a.colour, a.colour, None),
                "adjacent_colours": (0, 1, 2),
            }.get(kind, (None,) * 3)
            for (cx, cy), colour in zip(((0, 2), (4, 2), (2, 0)), around):
                cell(cx, cy, colour, guest=kind == "adjacent_all_guests")
        elif kind == "exact_colour_count":
            label = f"={spec.count}"
            most, least = self.letters(max(12, int(s * 2))), self.letters(0)
            room = size - int(s * 2.3)  # right of the cell
            at = next(
                (n for n in range(most, least, -1) if self.text.size(label, n, True)[0] <= room),
                least,
            )
            width = self.text.size(label, at, True)[0]
            if width <= room:
                cell(0.2, 2, a.colour)
                centre = (int(s * 2.1) + size) // 2
            else:  # a small picture: the count keeps its size, the cell gives way
                cell(0.2, 2, a.colour, w=max(4, size - width - 3 - int(s * 0.2)))
                centre = size - 1 - width // 2
            self.text.blit(surface, label, (centre, size // 2), at, WHITE, True, "center")
        elif kind == "tiles_on_floor":
            bars({spec.floor})
            label, at = f"{spec.count}+", self.letters(max(10, int(s * 1.1)))
            half = (self.text.size(label, at, True)[1] + 1) // 2  # whole inside the picture
            y = int(s * (0.4 + (floors - spec.floor + 0.42) * unit))
            y = max(half - 2, min(size - half + 2, y))  # the line's leading may overhang
            self._plate(surface, label, (size // 2, y), at, GOLD, INK)
        elif kind == "on_floor":
            bars({spec.floor})
            cell(2, (floors - spec.floor) * unit - 0.1, amenity=True)
        elif kind == "full_column":
            for f in range(floors):
                cell(2, f * 5.8 / floors - 0.2, None)
        elif kind == "preferred_guests":
            bars(set(), mark=every)
            label, at = f"{spec.count}★", self.letters(max(10, int(s * 1.1)))
            half = (self.text.size(label, at, True)[1] + 1) // 2
            self._plate(surface, label, (size // 2, size - half + 1), at, (40, 44, 52), GOLD)
        elif kind == "guest_every_floor":
            bars(every, mark=every)
        elif kind == "floor_all_colours":
            n = len(self.icons)
            for i in range(n):
                cell(0.05 + i * 6 / n, 2.1 if i % 2 else 1.5, i)
        elif kind == "colour_run":
            for i in range(spec.count):
                cell(i * 2, 2, None)
            self.text.blit(
                surface,
                "=",
                (int(s * 2), int(s * 3)),
                max(10, int(s * 1.2)),
                WHITE,
                True,
                "center",
                True,  # the picture's own mark, at the picture's size
            )
            self.text.blit(
                surface,
                "=",
                (int(s * 4), int(s * 3)),
                max(10, int(s * 1.2)),
                WHITE,
                True,
                "center",
                True,  # the picture's own mark, at the picture's size
            )
        return surface

    def _plate(self, surface, label: str, centre, at: int, fill: Colour, ink: Colour) -> None:
        """A number on a small plate of its own (over the picture's bars, whatever the
        text size makes of it), kept inside the picture."""
        w, h = self.text.size(label, at, True)
        plate = pygame.Rect(0, 0, min(surface.get_width(), w + 4), min(surface.get_height(), h))
        plate.center = centre
        plate.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, fill, plate, border_radius=3)
        pygame.draw.rect(surface, INK, plate, 1, border_radius=3)
        self.text.blit(surface, label, plate.center, at, ink, True, "center")

    def amenity_tile(self, size: int, amenity: int, met: bool | None) -> pygame.Surface:
        """An amenity built in a lodge (or shown as a tile): striped cream, pictogram, name,
        points; ``met`` adds a tick or a cross (a mark, not only a colour)."""
        return self._get(
            ("atile", size, amenity, met), lambda: faces.amenity_tile(self, size, amenity, met)
        )

    def amenity_card(
        self, size: tuple[int, int], amenity: int, condition: str, note: str = ""
    ) -> pygame.Surface:
        """An amenity in the display: pictogram, name, points and the condition in words."""
        return self._get(
            ("acard", size, amenity, note),
            lambda: faces.amenity_card(self, size, amenity, condition, note),
        )

    def empty(self, size: tuple[int, int], dashed: bool = True) -> pygame.Surface:
        return self._get(("empty", size, dashed), lambda: self._empty(size, dashed))

    def _empty(self, size, dashed) -> pygame.Surface:
        surface = pygame.Surface(size, pygame.SRCALPHA)
        rect = surface.get_rect()
        pygame.draw.rect(surface, (0, 0, 0, 50), rect, border_radius=6)
        if dashed:
            edge = (110, 130, 120)
            for x in range(4, rect.w - 4, 10):
                pygame.draw.line(surface, edge, (x, 1), (min(x + 5, rect.w - 2), 1), 2)
                pygame.draw.line(
                    surface, edge, (x, rect.h - 2), (min(x + 5, rect.w - 2), rect.h - 2), 2
                )
            for y in range(4, rect.h - 4, 10):
                pygame.draw.line(surface, edge, (1, y), (1, min(y + 5, rect.h - 2)), 2)
                pygame.draw.line(
                    surface, edge, (rect.w - 2, y), (rect.w - 2, min(y + 5, rect.h - 2)), 2
                )
        return surface
