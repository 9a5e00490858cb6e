"""Summer Resort's drawn art: icons for the three vacationers, the houses, the forest, the
automobile, the porter and the weather, and the cached chips and faces built from them.

The book's colour code pairs each colour with a number and an icon: green / cottage /
student (a mortarboard), red / villa / convalescent (a medical cross), blue / pension /
socialite (a top hat); the numbers (a guest's value) come from ``facts``. Nothing here
relies on colour alone.
"""

from __future__ import annotations

import pygame

from tabletop.games.summer_resort import facts
from tabletop.ui import theme
from tabletop.ui.icons import draw_symbol
from tabletop.ui.text import TextCache

Colour = tuple[int, int, int]

GREEN, RED, BLUE = (44, 132, 66), (184, 50, 46), (40, 88, 182)
FOREST = (96, 84, 58)
PORTER = (150, 104, 44)
PAPER = (246, 240, 226)
INK = (30, 30, 36)

KIND_COLOUR = {
    "student": GREEN,
    "convalescent": RED,
    "socialite": BLUE,
    "cottage": GREEN,
    "villa": RED,
    "pension": BLUE,
    "forest": FOREST,
    "forest_100": FOREST,
    "forest_200": FOREST,
    "automobile": (90, 90, 98),
}


def draw_icon(
    surface: pygame.Surface,
    name: str,
    center: tuple[int, int],
    r: int,
    colour: Colour = (250, 250, 250),
) -> None:
    """A small picture of ``name`` within a square of side ``2r`` around ``center``."""
    x, y = center
    if name == "student":  # mortarboard
        pygame.draw.polygon(
            surface,
            colour,
            [(x - r, y - r * 0.2), (x, y - r * 0.7), (x + r, y - r * 0.2), (x, y + r * 0.3)],
        )
        pygame.draw.rect(surface, colour, (x - r * 0.5, y, r, r * 0.6))
        pygame.draw.line(
            surface, colour, (x + r * 0.8, y - r * 0.2), (x + r * 0.8, y + r * 0.6), max(1, r // 5)
        )
    elif name == "convalescent":  # medical cross
        w = max(2, int(r * 0.6))
        pygame.draw.rect(surface, colour, (x - w // 2, y - r * 0.9, w, r * 1.8))
        pygame.draw.rect(surface, colour, (x - r * 0.9, y - w // 2, r * 1.8, w))
    elif name == "socialite":  # top hat
        pygame.draw.rect(surface, colour, (x - r * 0.55, y - r * 0.9, r * 1.1, r * 1.3))
        pygame.draw.rect(surface, colour, (x - r, y + r * 0.4, r * 2, max(2, r * 0.35)))
    elif name in ("cottage", "villa", "pension"):
        _house(surface, name, x, y, r, colour)
    elif name in ("forest", "forest_100", "forest_200"):
        pygame.draw.polygon(
            surface, colour, [(x, y - r), (x + r * 0.75, y + r * 0.5), (x - r * 0.75, y + r * 0.5)]
        )
        pygame.draw.rect(surface, colour, (x - r * 0.15, y + r * 0.4, r * 0.3, r * 0.6))
    elif name == "automobile":
        pygame.draw.rect(
            surface, colour, (x - r, y - r * 0.15, r * 2, r * 0.7), border_radius=max(1, r // 4)
        )
        pygame.draw.rect(
            surface, colour, (x - r * 0.5, y - r * 0.65, r, r * 0.6), border_radius=max(1, r // 4)
        )
        for dx in (-0.55, 0.55):
            pygame.draw.circle(surface, colour, (x + r * dx, y + r * 0.6), max(2, r * 0.3))
            pygame.draw.circle(surface, INK, (x + r * dx, y + r * 0.6), max(1, r * 0.14))
    elif name == "porter":  # suitcase
        pygame.draw.rect(
            surface,
            colour,
            (x - r * 0.9, y - r * 0.45, r * 1.8, r * 1.25),
            border_radius=max(1, r // 4),
        )
        pygame.draw.rect(
            surface,
            colour,
            (x - r * 0.35, y - r * 0.8, r * 0.7, r * 0.45),
            max(1, r // 5),
            border_radius=2,
        )
    elif name == "sun":
        for i in range(8):
            v = pygame.math.Vector2(1, 0).rotate(i * 45)
            pygame.draw.line(
                surface,
                colour,
                (x + v.x * r * 0.6, y + v.y * r * 0.6),
                (x + v.x * r, y + v.y * r),
                max(1, r // 5),
            )
        pygame.draw.circle(surface, colour, center, int(r * 0.5))
    elif name == "cloud":
        for dx, dy, rr in ((-0.45, 0.15, 0.4), (0.1, -0.15, 0.5), (0.55, 0.2, 0.35)):
            pygame.draw.circle(surface, colour, (x + r * dx, y + r * dy), max(2, r * rr))
        pygame.draw.rect(
            surface,
            colour,
            (x - r * 0.85, y + r * 0.1, r * 1.7, r * 0.45),
            border_radius=max(1, r // 4),
        )
    elif name == "coin":
        pygame.draw.circle(surface, colour, center, r)
        pygame.draw.circle(surface, INK, center, r, max(1, r // 6))
    else:
        draw_symbol(surface, "circle", center, r, colour)


def _house(surface, name, x, y, r, colour) -> None:
    if name == "cottage":
        pygame.draw.polygon(
            surface, colour, [(x - r, y - r * 0.1), (x, y - r), (x + r, y - r * 0.1)]
        )
        pygame.draw.rect(surface, colour, (x - r * 0.7, y - r * 0.1, r * 1.4, r * 1.0))
        pygame.draw.rect(surface, INK, (x - r * 0.15, y + r * 0.35, r * 0.3, r * 0.55))
    elif name == "villa":
        pygame.draw.polygon(
            surface, colour, [(x - r, y - r * 0.35), (x, y - r), (x + r, y - r * 0.35)]
        )
        pygame.draw.rect(surface, colour, (x - r * 0.8, y - r * 0.35, r * 1.6, r * 1.3))
        for wx in (-0.45, 0.15):
            for wy in (-0.15, 0.4):
                pygame.draw.rect(surface, INK, (x + r * wx, y + r * wy, r * 0.3, r * 0.3))
    else:  # pension: a wide block with a flat roof and rows of windows
        pygame.draw.rect(surface, colour, (x - r, y - r * 0.85, r * 2, r * 1.8))
        for wx in (-0.75, -0.15, 0.45):
            for wy in (-0.6, -0.05, 0.5):
                pygame.draw.rect(surface, INK, (x + r * wx, y + r * wy, r * 0.3, r * 0.28))


class Art:
    """Every surface the table draws, cached by what it shows."""

    def __init__(self, text: TextCache):
        self.text = text
        self._cache: dict[tuple, pygame.Surface] = {}

    def _get(self, key: tuple, build) -> pygame.Surface:
        surface = self._cache.get(key)
        if surface is None:
            surface = build()
            self._cache[key] = surface
        return surface

    def icon(self, name: str, r: int, colour: Colour = (250, 250, 250)) -> pygame.Surface:
        def build():
            s = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
            draw_icon(s, name, (r + 1, r + 1), r, colour)
            return s

        return self._get(("icon", name, r, colour), build)

    def chip(self, kind: str, size: tuple[int, int] = (50, 24), mark: str = "") -> pygame.Surface:
        """A vacationer card: its colour, its icon and its value (from ``facts``).
        ``mark``: ``new`` (a gold edge) or ``leaves`` (struck through)."""

        def build():
            w, h = size
            s = pygame.Surface(size, pygame.SRCALPHA)
            rect = s.get_rect()
            pygame.draw.rect(s, KIND_COLOUR[kind], rect, border_radius=5)
            if w >= 44:
                r = h // 2 - (4 if w >= 48 else 5)
                draw_icon(s, kind, (r + 4, h // 2), r)
                self.text.blit(
                    s,
                    str(facts.value(kind)),
                    (w - 3, h // 2 + 1),
                    13 if w >= 48 else 12,
                    (255, 255, 255),
                    True,
                    "midright",
                )
            else:  # too narrow for the icon: the number alone pairs with the colour
                self.text.blit(
                    s,
                    str(facts.value(kind)),
                    (w // 2, h // 2 + 1),
                    12,
                    (255, 255, 255),
                    True,
                    "center",
                )
            if mark == "new":
                pygame.draw.rect(s, theme.ACCENT, rect, 3, border_radius=5)
            else:
                pygame.draw.rect(s, INK, rect, 1, border_radius=5)
            if mark == "leaves":
                shade = pygame.Surface(size, pygame.SRCALPHA)
                shade.fill((20, 20, 24, 130))
                s.blit(shade, (0, 0))
                pygame.draw.line(s, (250, 250, 250), (3, h - 4), (w - 3, 4), 2)
            return s

        return self._get(("chip", kind, size, mark), build)

    def band(
        self, kind: str, size: tuple[int, int], label: str, size_t: int = 14
    ) -> pygame.Surface:
        """A coloured title band: icon + word (+ number), e.g. a lot's top card."""

        def build():
            w, h = size
            s = pygame.Surface(size, pygame.SRCALPHA)
            colour = KIND_COLOUR[kind]
            pygame.draw.rect(
                s, colour, s.get_rect(), border_top_left_radius=6, border_top_right_radius=6
            )
            r = h // 2 - 3
            draw_icon(s, kind, (r + 6, h // 2), r)
            room, t = w - 2 * r - 14, size_t
            while t > 9 and self.text.size(label, t, True)[0] > room:  # smaller, not cut
                t -= 1
            self.text.blit(
                s,
                self.text.fit(label, room, t, True),
                (2 * r + 10, h // 2 + 1),
                t,
                (255, 255, 255),
                True,
                "midleft",
            )
            return s

        return self._get(("band", kind, size, label, size_t), build)

    def card(
        self, kind: str, size: tuple[int, int], title: str, lines: tuple[str, ...] = ()
    ) -> pygame.Surface:
        """A house card: paper, a coloured band with icon and word, a few lines of print."""

        def build():
            s = pygame.Surface(size, pygame.SRCALPHA)
            rect = s.get_rect()
            pygame.draw.rect(s, PAPER, rect, border_radius=6)
            s.blit(self.band(kind, (size[0], 26), title, 15), (0, 0))
            for i, line in enumerate(lines):
                self.text.blit(s, self.text.fit(line, size[0] - 10, 13), (6, 30 + i * 18), 13, INK)
            pygame.draw.rect(s, INK, rect, 2, border_radius=6)
            return s

        return self._get(("card", kind, size, title, lines), build)

    def token(
        self, rgb: Colour, symbol: str, radius: int, count: int = 1, porter: bool = False
    ) -> pygame.Surface:
        """A seat's owner token(s) as placed: one token, a stacked pair (offset, "×2"),
        the porter (a brown suitcase token), or the porter with a token on it."""

        def build():
            extra = radius if (count > 1 or (porter and count)) else 0
            size = 2 * radius + 6 + extra
            s = pygame.Surface((size, size), pygame.SRCALPHA)
            lo, hi = radius + 3 + extra, radius + 3
            if porter:
                spots = [(lo, lo, "porter")] + ([(hi, hi, "token")] if count else [])
            elif count > 1:
                spots = [(lo, lo, "token"), (hi, hi, "token")]
            else:
                spots = [(hi, hi, "token")]
            for cx, cy, what in spots:
                pygame.draw.circle(s, INK, (cx, cy), radius + 2)
                if what == "porter":
                    pygame.draw.circle(s, PORTER, (cx, cy), radius)
                    draw_icon(s, "porter", (cx, cy), max(4, radius * 2 // 3))
                else:
                    pygame.draw.circle(s, rgb, (cx, cy), radius)
                    draw_symbol(s, symbol, (cx, cy), max(4, radius // 2), (250, 250, 250), INK)
            if count > 1:
                self.text.blit(
                    s,
                    "×2",
                    (size - 1, size - 1),
                    max(12, radius),
                    (255, 255, 255),
                    True,
                    "bottomright",
                )
            return s

        return self._get(("token", rgb, symbol, radius, count, porter), build)

    def badge(
        self, label: str, fill: Colour, icon: str | None = None, size_t: int = 13
    ) -> pygame.Surface:
        """A small rounded label, optionally with an icon (President, Porter, fuel states)."""

        def build():
            tw, th = self.text.size(label, size_t, True)
            pad = 16 if icon else 0
            s = pygame.Surface((tw + 12 + pad, th + 6), pygame.SRCALPHA)
            pygame.draw.rect(s, fill, s.get_rect(), border_radius=(th + 6) // 2)
            if icon:
                draw_icon(s, icon, (10, (th + 6) // 2), (th + 6) // 2 - 3)
            self.text.blit(s, label, (6 + pad, 3), size_t, theme.text_on(fill), True)
            return s

        return self._get(("badge", label, fill, icon, size_t), build)

    def weather(self, icon: str, size: int) -> pygame.Surface:
        """A forecast disc: sun or cloud on a sky background."""

        def build():
            s = pygame.Surface((size, size), pygame.SRCALPHA)
            sky = (96, 160, 220) if icon == "sun" else (120, 130, 146)
            pygame.draw.circle(s, sky, (size // 2, size // 2), size // 2)
            draw_icon(
                s,
                icon,
                (size // 2, size // 2),
                size // 2 - 5,
                (255, 220, 80) if icon == "sun" else (245, 245, 245),
            )
            return s

        return self._get(("weather", icon, size), build)

    def shade(self, size: tuple[int, int], alpha: int = 140) -> pygame.Surface:
        """A translucent dark sheet (e.g. over a claimed car)."""

        def build():
            s = pygame.Surface(size, pygame.SRCALPHA)
            s.fill((16, 16, 20, alpha))
            return s

        return self._get(("shade", size, alpha), build)

    def latest_layer(self) -> pygame.Surface | None:
        """The layer made last (what the board shows), without making one."""
        return next((s for k, s in self._cache.items() if k[0] == "layer"), None)

    def layer(self, key: tuple, size: tuple[int, int]) -> tuple[pygame.Surface, bool]:
        """A reusable full-size layer: (surface, fresh) — fresh means draw it now."""
        surface = self._cache.get(("layer",) + key)
        if surface is not None:
            return surface, False
        for old in [k for k in self._cache if k[0] == "layer"]:
            del self._cache[old]
        surface = pygame.Surface(size)
        if pygame.display.get_surface() is not None:
            surface = surface.convert()
        self._cache[("layer",) + key] = surface
        return surface, True
