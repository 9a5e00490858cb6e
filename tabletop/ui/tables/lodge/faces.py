"""The Lodge's amenity faces (drawn once, cached by ``LodgeArt``): the tile built in a
lodge — its name whole or not at all, its pictogram, its points clear of the tick or
cross — and the card in the display, its name on two lines where one has no room."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.games.lodge import facts

from ... import theme
from ...text import TextCache
from .glyphs import INK

if TYPE_CHECKING:
    from .art import LodgeArt

CREAM = (226, 218, 196)
STRIPE = (204, 194, 168)
GOLD = (242, 196, 64)
SIDE_MAX = 96
"""Widest picture side of an amenity card (a taller card gets more lines of text)."""


def size_within(text: TextCache, line: str, width: int, size: int, bold: bool = False) -> int:
    """The largest text size up to ``size`` (down to 10) at which ``line`` fits ``width``."""
    while size > 10 and text.size(line, size, bold)[0] > width:
        size -= 1
    return size


def amenity_tile(art: LodgeArt, size: int, amenity: int, met: bool | None) -> pygame.Surface:
    """An amenity built in a lodge: striped cream, its name where it fits whole, its
    pictogram, its points; ``met`` adds a tick or a cross (in the free top corner where
    the points need the bottom's width)."""
    a = facts.amenity_face(amenity)
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, CREAM, rect, border_radius=max(3, size // 9))
    for i in range(-size, size, max(5, size // 8)):
        pygame.draw.line(surface, STRIPE, (i, size), (i + size, 0), 2)
    if size >= 60:
        text = art.text
        mark_w = text.size("✖", 18, True)[0] + 6 if met is not None else 0
        points = f"{a.points} pts"  # clear of the tick or cross in the corner
        points_size = size_within(text, points, size - 11 - mark_w, 13, True)
        corner = (size - 5, size - 3)
        name_room = size - 8
        if text.size(points, points_size, True)[0] > size - 11 - mark_w:
            # no room beside the points: the mark goes up, the name keeps clear of it
            corner, points_size = (size - 3, 3 + text.size("✖", 18, True)[1]), 13
            name_room = size - 8 - 2 * mark_w
        name_size = size_within(text, a.name, name_room, 12, True)
        named = text.size(a.name, name_size, True)[0] <= name_room
        if named:  # whole, or not at all: the checklist and the hover name it
            text.blit(surface, a.name, (size // 2, 4), name_size, INK, True, "midtop")
        centre, side = (size // 2, size // 2 + 1), int(size * 0.46)
        if not named:  # the picture between the top and the points, as large as fits
            bottom = size - 4 - text.size(points, 13, True)[1]
            side = min(int(size * 0.54), bottom - 4 - 6)
            centre = (size // 2, (4 + bottom) // 2)
        picto = art.pictogram(side, amenity)
        where = picto.get_rect(center=centre)
        pygame.draw.rect(surface, (66, 72, 84), where.inflate(6, 6), border_radius=5)
        surface.blit(picto, where)
        text.blit(surface, points, (6, size - 4), points_size, INK, True, "bottomleft")
    else:
        corner = (size - 1, size + 1)
        art.text.blit(
            surface,
            "A",
            (size // 2 - 2, size // 2),
            art.px(max(12, size // 2)),
            INK,
            True,
            "center",
        )
    if met is not None:
        mark, colour = ("✔", (30, 130, 60)) if met else ("✖", (170, 40, 36))
        art.text.blit(surface, mark, corner, 18 if size >= 60 else 12, colour, True, "bottomright")
    pygame.draw.rect(surface, INK, rect, 2, border_radius=max(3, size // 9))
    return surface


def amenity_card(art: LodgeArt, size, amenity, condition, note) -> pygame.Surface:
    """An amenity in the display: pictogram, name (on two lines where one has no room),
    points and the condition as large as the card allows (in full on hover)."""
    a = facts.amenity_face(amenity)
    w, h = size
    surface = pygame.Surface(size)
    surface.fill(theme.PANEL)  # opaque on its panel: a fast blit
    rect = surface.get_rect()
    pygame.draw.rect(surface, (246, 240, 224), rect, border_radius=8)
    side = pygame.Rect(0, 0, min(h, SIDE_MAX), h)  # a tall card keeps its picture size
    pygame.draw.rect(surface, CREAM, side, border_top_left_radius=8, border_bottom_left_radius=8)
    surface.set_clip(side)
    for i in range(-h, side.w, 8):
        pygame.draw.line(surface, STRIPE, (i, h - 1), (i + h, 0), 2)
    surface.set_clip(None)
    picto = art.pictogram(side.w - 20, amenity)
    pygame.draw.rect(
        surface, (66, 72, 84), picto.get_rect(center=side.center).inflate(6, 6), border_radius=6
    )
    surface.blit(picto, picto.get_rect(center=side.center))
    x, text = side.w + 8, art.text
    size = size_within(text, a.name, w - x - 62, 16, True)
    lines = [a.name]
    if size < 12:  # two lines of larger letters rather than one too small or cut
        for size in range(16, 9, -1):
            lines = text.wrap(a.name, w - x - 62, size, True)
            if len(lines) <= 2 and all(text.size(n, size, True)[0] <= w - x - 62 for n in lines):
                break
    step = text.size("Ag", size, True)[1] - 2
    for i, line in enumerate(lines):
        name = text.blit(
            surface, text.fit(line, w - x - 62, size, True), (x, 5 + i * step), size, INK, True
        )
    points = f"{a.points} pts"
    badge = pygame.Rect(w - 56, 5, 50, max(22, name.h - 2))
    pygame.draw.rect(surface, GOLD, badge, border_radius=11)
    size = size_within(text, points, badge.w - 6, 14, True)
    text.blit(surface, points, badge.center, size, INK, True, "center")
    # the condition as large as the card's room allows (in full on hover)
    sentence = condition[:1].upper() + condition[1:] + "."
    top = max(28, name.bottom - 1)
    note_w, note_h = text.size(note, 12, True) if note else (0, 0)
    for size in range(14, 9, -1):
        lines, step = text.wrap(sentence, w - x - 8, size), text.size("Ag", size)[1] - 1
        bottom = top + step * len(lines)
        beside = text.size(lines[-1], size)[0] + 8 + note_w <= w - x - 8  # the note's
        if bottom <= h - 3 and (beside or bottom <= h - 4 - note_h):
            break
    whole = len(lines)
    lines = lines[: max(1, (h - 3 - top) // step)]
    if len(lines) < whole:
        lines[-1] = text.fit(lines[-1] + " …", w - x - 8, size)
    if note and top + step * len(lines) > h - 4 - note_h:  # the last line beside the note
        lines[-1] = text.fit(lines[-1], w - x - 16 - note_w, size)
    for i, line in enumerate(lines):
        text.blit(surface, line, (x, top + step * i), size, (50, 50, 56))
    if note:
        text.blit(surface, note, (w - 6, h - 4), 12, (150, 40, 36), True, "bottomright")
    pygame.draw.rect(surface, INK, rect, 2, border_radius=8)
    if pygame.display.get_surface() is not None:
        surface = surface.convert()
    return surface
