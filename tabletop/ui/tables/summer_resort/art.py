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

from .pictures import (
    CARRIAGE,
    CARRIAGE_DARK,
    CREAM,
    GLASS,
    GLINT,
    INK,
    KIND_COLOUR,
    PAPER,
    PORTER,
    ROOF,
    Colour,
    draw_icon,
    draw_locomotive,
    draw_person,
    draw_tree,
    mix,
)

__all__ = ["INK", "KIND_COLOUR", "PAPER", "PORTER", "Art", "draw_icon"]


def largest(text: TextCache, line: str, width: int, size: int, bold: bool = False) -> int:
    """The largest text size up to ``size`` (down to 9) at which ``line`` fits ``width``."""
    while size > 9 and text.size(line, size, bold)[0] > width:
        size -= 1
    return size


Palette = tuple[tuple[Colour, str], ...]
"""Each seat's colour and symbol as drawn (the colour-blind setting changes the colours)."""


class Art:
    """Every surface the table draws, cached by what it shows, for one text size and one
    palette (``text``, ``palette``): a new text size or palette makes a new ``Art``
    (``look.BoardLook.sync``), so no surface of the old one is shown again."""

    def __init__(self, text: TextCache, palette: Palette = ()):
        self.text = text
        self.palette = palette
        self._cache: dict[tuple, pygame.Surface] = {}
        self._latest: tuple[tuple, pygame.Surface] | None = None
        self._back: pygame.Surface | None = None

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
            if w >= 44:  # the vacationer as a figure, and its value beside it
                draw_person(s, kind, 3, 1, h - 1)
                room = w - 3 - (3 + round(h * 0.6))  # past the figure's head and hat
                value = str(facts.value(kind))
                self.text.blit(
                    s,
                    value,
                    (w - 3, h // 2 + 1),
                    largest(self.text, value, room, 13 if w >= 48 else 12, True),
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

    def locomotive(self, size: tuple[int, int], wheels: int) -> pygame.Surface:
        """The locomotive seen from the side (``pictures.draw_locomotive``), ``size`` big,
        its wheels in the bottom ``wheels`` pixels as the cars' are."""

        def build():
            s = pygame.Surface(size, pygame.SRCALPHA)
            draw_locomotive(s, wheels)
            return s

        return self._get(("locomotive", size, wheels), build)

    def carriage(
        self, size: tuple[int, int], windows: tuple[tuple[int, int, int, int], ...], wheels: int
    ) -> pygame.Surface:
        """A railway carriage seen from the side, ``size`` big: an arched roof (the band
        its number goes on), a varnished body with a cream belt, glazed ``windows`` (the
        seats the vacationers show in) and an underframe with two bogies ``wheels`` tall."""

        def build():
            w, h = size
            s = pygame.Surface(size, pygame.SRCALPHA)
            body = pygame.Rect(2, 18, w - 4, h - 18 - wheels + 4)
            pygame.draw.rect(s, CARRIAGE, body, border_radius=3)
            for x in range(body.x + 6, body.right - 3, 12):  # the panelling
                pygame.draw.line(s, CARRIAGE_DARK, (x, body.y + 4), (x, body.bottom - 4), 1)
            roof = pygame.Rect(0, 0, w, 24)
            pygame.draw.rect(s, ROOF, roof, border_top_left_radius=12, border_top_right_radius=12)
            pygame.draw.line(s, (96, 98, 106), (8, 3), (w - 9, 3), 2)  # the roof's light
            pygame.draw.line(
                s, CREAM, (body.x, roof.bottom + 1), (body.right - 1, roof.bottom + 1), 2
            )
            for win in windows:
                pane = pygame.Rect(win)
                pygame.draw.rect(s, GLASS, pane, border_radius=3)
                pygame.draw.rect(s, CARRIAGE_DARK, pane, 1, border_radius=3)
                pygame.draw.line(
                    s, GLINT, (pane.right - 9, pane.bottom - 4), (pane.right - 4, pane.y + 3)
                )
            pygame.draw.line(
                s, CREAM, (body.x, body.bottom - 4), (body.right - 1, body.bottom - 4), 2
            )
            frame_y = h - wheels + 4
            pygame.draw.rect(s, INK, (4, frame_y, w - 8, 5))
            for end in (0, w - 5):  # buffers
                pygame.draw.rect(s, (70, 70, 76), (end, frame_y, 5, 6), border_radius=2)
            r = max(5, (wheels - 8) // 2)
            for bx in (w // 4 + 2, w - w // 4 - 2):  # two bogies of two wheels
                pygame.draw.rect(s, (52, 52, 58), (bx - r * 2 - 2, frame_y + 3, r * 4 + 4, 5))
                for wx in (bx - r - 1, bx + r + 1):
                    c = (wx, h - r - 1)
                    pygame.draw.circle(s, (34, 34, 38), c, r)
                    pygame.draw.circle(s, (150, 150, 156), c, r, 1)
                    pygame.draw.circle(s, (150, 150, 156), c, max(1, r // 3))
            return s

        return self._get(("carriage", size, windows, wheels), build)

    def lot_scene(self, kind: str, size: tuple[int, int], built: bool) -> pygame.Surface:
        """A lot's ground under its print: the house standing on it, faint (paper), or the
        forest of an unbuilt lot — so a lot looks like a place, not a box."""

        def build():
            w, h = size
            s = pygame.Surface(size, pygame.SRCALPHA)
            ground = PAPER if built else (214, 206, 186)
            pygame.draw.rect(s, ground, s.get_rect(), border_radius=6)
            pygame.draw.rect(
                s,
                mix(ground, (120, 150, 90), 0.35),
                (1, h - 8, w - 2, 7),
                border_bottom_left_radius=6,
                border_bottom_right_radius=6,
            )
            if built:
                r = max(6, min((h - 40) // 2, w // 5))  # below the note line
                draw_icon(s, kind, (w - r - 8, h - r - 4), r, mix(ground, KIND_COLOUR[kind], 0.45))
            else:
                for k, (fx, fh) in enumerate(((0.78, 0.8), (0.9, 1.0), (0.66, 0.65))):
                    draw_tree(
                        s,
                        int(w * fx),
                        h - 4,
                        max(8, int((h - 40) * fh)),  # below the note line
                        mix(ground, (46, 110, 58), 0.3 + 0.05 * k),
                    )
            return s

        return self._get(("lot", kind, size, built), build)

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
            t = largest(self.text, label, room, t, True)  # smaller, not cut
            # letters held at the least size (a small window) too wide in bold: regular
            bold = self.text.size(label, t, True)[0] <= room
            if not bold:
                t = largest(self.text, label, room, size_t)
            while t > 9 and self.text.render(label, t, INK, bold).get_bounding_rect().h > h - 4:
                t -= 1  # a low band (a small lot): letters as tall as it holds
            self.text.blit(
                s,
                self.text.fit(label, room, t, bold),
                (2 * r + 10, h // 2 + 1),
                t,
                (255, 255, 255),
                bold,
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
            for i, line in enumerate(lines):  # smaller, not cut
                t = largest(self.text, line, size[0] - 10, 13)
                self.text.blit(s, line, (6, 30 + i * 18), t, INK)
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
        self,
        label: str,
        fill: Colour,
        icon: str | None = None,
        size_t: int = 13,
        bold: bool = True,
    ) -> pygame.Surface:
        """A small rounded label, optionally with an icon (President, Porter, fuel states);
        in bold unless ``bold`` is false (a long word in a narrow place)."""

        def build():
            tw, th = self.text.size(label, size_t, bold)
            r = (th + 6) // 2 - 3
            pad = 2 * r + 4 if icon else 0  # the icon beside the word, not under it
            s = pygame.Surface((tw + 12 + pad, th + 6), pygame.SRCALPHA)
            pygame.draw.rect(s, fill, s.get_rect(), border_radius=(th + 6) // 2)
            if icon:
                draw_icon(s, icon, (r + 5, (th + 6) // 2), r)
            self.text.blit(s, label, (6 + pad, 3), size_t, theme.text_on(fill), bold)
            return s

        return self._get(("badge", label, fill, icon, size_t, bold), build)

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

    def cached(self) -> dict[tuple, pygame.Surface]:
        """Every surface made so far, by what it shows (a copy: reading it makes none)."""
        return dict(self._cache)

    def latest_layer(self) -> tuple[tuple, pygame.Surface] | None:
        """The layer made last (what the board shows) and its key, without making one."""
        return self._latest

    def back_layer(self, size: tuple[int, int]) -> pygame.Surface:
        """A full-size surface to paint the next layer into (never the one shown: the
        one shown before it, kept for reuse, else a new one)."""
        surface = self._back
        shown = None if self._latest is None else self._latest[1]
        if surface is None or surface is shown or surface.get_size() != size:
            window = pygame.display.get_surface()  # its format (no slow convert)
            surface = pygame.Surface(size, 0, window) if window else pygame.Surface(size)
        self._back = surface
        return surface

    def show_layer(self, key: tuple, surface: pygame.Surface) -> None:
        """``surface``, painted for ``key``, is the layer from now on."""
        for old in [k for k in self._cache if k[0] == "layer"]:
            del self._cache[old]
        self._cache[("layer",) + key] = surface
        self._back = None if self._latest is None else self._latest[1]
        self._latest = (key, surface)
