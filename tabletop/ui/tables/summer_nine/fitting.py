"""Text sized from its metrics for Summer Nine's board: a label as large as its room allows
(up to the size it is drawn at 100 %), so larger text sizes fit between the cards."""

from __future__ import annotations

import pygame

from ... import theme
from ...text import TextCache, least_size

Colour = tuple[int, int, int]


def least(text: TextCache) -> int:
    """The smallest text size drawn: 9 at text size 100% (and below); in a larger text
    size the smallest whose letters are still 13 px (the cache rounds a size times the
    scale to whole pixels), so larger text never shrinks back to small letters."""
    return least_size(text, 9)


def size_within(text: TextCache, line: str, width: int, size: int, bold: bool = False) -> int:
    """The largest text size up to ``size`` (down to ``least``) at which ``line`` fits
    ``width``."""
    floor = least(text)
    while size > floor and text.size(line, size, bold)[0] > width:
        size -= 1
    return size


def band_size(text: TextCache, line: str, height: int, size: int, bold: bool = False) -> int:
    """The largest text size up to ``size`` (down to ``least``) whose letters (their ink,
    not the line box) are at most ``height`` pixels tall."""
    floor = least(text)
    while size > floor and text.render(line, size, theme.TEXT, bold).get_bounding_rect().h > height:
        size -= 1
    return size


def band_text(
    text: TextCache,
    surface: pygame.Surface,
    line: str,
    where: tuple[int, pygame.Rect],
    size: int,
    colour: Colour,
    bold: bool = False,
) -> pygame.Rect:
    """``line`` at ``x`` (``where[0]``), its letters centred in the band ``where[1]`` (its
    ``y`` and ``h``), as large as the band allows up to ``size``."""
    x, band = where
    size = band_size(text, line, band.h, size, bold)
    inked = text.render(line, size, colour, bold).get_bounding_rect()
    y = band.y + (band.h - inked.h) // 2 - inked.y
    return text.blit(surface, line, (x, y), size, colour, bold)
