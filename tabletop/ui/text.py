"""Fonts and rendered text, cached: text is rendered once per (string, size, colour)."""

from __future__ import annotations

import math
import unicodedata
from collections import OrderedDict

import pygame

from tabletop.resources import asset_path

from . import layout_probe

Colour = tuple[int, int, int]

MAX_LINE = 1000
"""No line drawn is longer than this many characters (a wider surface is of no use)."""


def drawable(text: str) -> str:
    """``text`` without what a font cannot render: NUL and other control or format
    characters go, unpaired surrogates (undecodable file names) become U+FFFD. Clean text
    is returned unchanged, fast."""
    if text.isprintable():
        return text
    out = []
    for ch in text:
        category = unicodedata.category(ch)
        if category == "Cs":
            out.append("\ufffd")
        elif category not in ("Cc", "Cf", "Zl", "Zp") or ch == "\n":
            out.append(ch)
    return "".join(out)


LARGER_TEXT_PX = 13
"""In a text size above 100% no letters are drawn smaller than this many pixels."""


def least_size(text: TextCache, size: int) -> int:
    """The smallest text size a label that shrinks to fit may take: ``size`` at text size
    100% and below; in a larger text size the smallest whose letters are still
    ``LARGER_TEXT_PX`` pixels (the cache rounds a size times the scale), if larger."""
    scale = getattr(text, "scale", 1.0)
    if scale <= 1:
        return size
    least = max(1, math.floor(LARGER_TEXT_PX / scale))
    if round(least * scale) < LARGER_TEXT_PX:
        least += 1
    return max(size, least)


LEAST_PX = 12
"""No letters a player reads are drawn smaller than this many pixels in the window, at any
window size and text size (the theme's least size; on the canvas a larger text size keeps
to ``LARGER_TEXT_PX`` too)."""


SMALLEST_VIEW = 0.8
"""The smallest scale of the canvas in the window whose least letter size the layouts
hold (a 1280×720 window: 15 px letters on the canvas). A smaller window (1024×600: 0.64)
keeps that least size, so its letters are under 12 window px (9.6): 19 px letters on the
canvas would cut and overlap text on every table; whole, unoverlapped words come first."""


def window_least(text: TextCache, view_scale: float) -> int:
    """The least letter size in canvas pixels where the window shows the canvas at
    ``view_scale`` (0.8 in a 1280×720 window): letters of at least ``LEAST_PX`` window
    pixels (down to ``SMALLEST_VIEW``), and never less than the canvas's own least size
    (12 px, ``LARGER_TEXT_PX`` in a larger text size)."""
    canvas = LEAST_PX if getattr(text, "scale", 1.0) <= 1 else LARGER_TEXT_PX
    return max(canvas, math.ceil(LEAST_PX / max(view_scale, SMALLEST_VIEW) - 1e-9))


def for_window(text: TextCache, view_scale: float, floor: bool = True) -> TextCache:
    """The text cache for a window showing the canvas at ``view_scale``: ``text`` itself,
    or a new cache at its text size whose letters are never smaller than the theme's least
    size in window pixels (``window_least``) where the window shows the canvas smaller than
    its own size (1280×720: 0.8, so 12 px letters are drawn at 15 canvas pixels).
    ``floor=False``: no such least (a scene whose layout does not hold it yet)."""
    least = window_least(text, view_scale) if floor and view_scale < 1 else 0
    return text if least == text.least else TextCache(scale=text.scale, least=least)


def _width(font: pygame.font.Font, text: str) -> int:
    return font.size(text[:MAX_LINE])[0]


class TextCache:
    """Loads the bundled fonts once and keeps rendered surfaces (LRU, bounded)."""

    def __init__(self, scale: float = 1.0, limit: int = 2000, least: int = 0):
        self.scale = scale
        self.least = least
        """No letters smaller than this many canvas pixels (``for_window``: where the
        window shows the canvas smaller than its own size)."""
        self._fonts: dict[tuple[int, bool, bool], pygame.font.Font] = {}
        self._surfaces: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._wraps: OrderedDict[tuple, list[str]] = OrderedDict()
        self._fits: OrderedDict[tuple, str] = OrderedDict()
        self.limit = limit
        self.renders = 0  # how many surfaces were actually rendered (tests check caching)

    def font(self, size: int, bold: bool = False, exact: bool = False) -> pygame.font.Font:
        """The font of ``size`` (``exact``: ``size`` canvas pixels, at any text size and
        window: a mark that is part of a picture, drawn at the picture's size)."""
        key = (size, bold, exact)
        font = self._fonts.get(key)
        if font is None:
            name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
            path = asset_path("fonts", name)
            px = max(6, size) if exact else self.px(size)
            font = pygame.font.Font(str(path) if path.exists() else None, px)
            self._fonts[key] = font
        return font

    def px(self, size: int) -> int:
        """The letters' size in canvas pixels of text asked for at ``size``."""
        return max(6, round(size * self.scale), self.least)

    def render(
        self,
        text: str,
        size: int = 18,
        colour: Colour = (236, 236, 232),
        bold: bool = False,
        exact: bool = False,
    ) -> pygame.Surface:
        key = (text, size, colour, bold, exact)
        surface = self._surfaces.get(key)
        if surface is not None:
            self._surfaces.move_to_end(key)
            return surface
        surface = self.font(size, bold, exact).render(drawable(text)[:MAX_LINE], True, colour)
        self.renders += 1
        self._surfaces[key] = surface
        if len(self._surfaces) > self.limit:
            self._surfaces.popitem(last=False)
        return surface

    def size(self, text: str, size: int = 18, bold: bool = False) -> tuple[int, int]:
        return self.font(size, bold).size(drawable(text)[:MAX_LINE])

    def wrap(self, text: str, width: int, size: int = 18, bold: bool = False) -> list[str]:
        """Lines of ``text`` that fit ``width`` pixels (words kept whole where possible)."""
        key = (text, width, size, bold)
        lines = self._wraps.get(key)
        if lines is not None:
            return lines
        font = self.font(size, bold)
        lines = []
        for paragraph in drawable(text).split("\n"):
            line = ""
            for word in paragraph.split(" "):
                trial = f"{line} {word}" if line else word
                if font.size(trial)[0] <= width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        self._wraps[key] = lines
        if len(self._wraps) > self.limit:
            self._wraps.popitem(last=False)
        return lines

    def fit(self, text: str, width: int, size: int = 18, bold: bool = False) -> str:
        """``text`` shortened with an ellipsis to fit ``width`` pixels: a binary search
        over the length (a handful of measurements, however long the text), cached."""
        key = (text, width, size, bold)
        fitted = self._fits.get(key)
        if fitted is not None:
            self._fits.move_to_end(key)
        else:
            fitted = self._fit(text, width, self.font(size, bold))
            self._fits[key] = fitted
            if len(self._fits) > self.limit:
                self._fits.popitem(last=False)
        if layout_probe.active is not None and fitted != text:  # the cut-text test only
            layout_probe.active.cut(text, fitted)
        return fitted

    @staticmethod
    def _fit(text: str, width: int, font: pygame.font.Font) -> str:
        text = drawable(text)
        if len(text) <= width and _width(font, text) <= width:
            return text
        low, high = 0, min(len(text), max(0, width))  # no glyph is narrower than a pixel
        while low < high:  # the longest prefix that fits with the ellipsis
            mid = (low + high + 1) // 2
            if _width(font, text[:mid] + "…") <= width:
                low = mid
            else:
                high = mid - 1
        return text[:low] + "…"

    def blit(
        self,
        surface: pygame.Surface,
        text: str,
        pos: tuple[int, int],
        size: int = 18,
        colour: Colour = (236, 236, 232),
        bold: bool = False,
        anchor: str = "topleft",
        exact: bool = False,
    ) -> pygame.Rect:
        """Draw cached text at ``pos`` (``anchor`` is a pygame.Rect attribute name;
        ``exact``: a picture's mark, ``size`` canvas pixels, see ``font``)."""
        image = self.render(text, size, colour, bold, exact)
        rect = image.get_rect(**{anchor: pos})
        surface.blit(image, rect)
        if layout_probe.active is not None:  # the layout test only
            px = max(6, size) if exact else self.px(size)
            layout_probe.active.text(surface, rect, image, text, px)
        return rect
