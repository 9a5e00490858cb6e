"""The Lodge's amenity faces (drawn once, cached by ``LodgeArt``): the tile built in a
lodge — its name whole or not at all, its pictogram, its points clear of the tick or
cross — and the card in the display, its name on two lines where one has no room."""

from __future__ import annotations

from typing import Protocol

import pygame

from tabletop.games.lodge import facts

from ... import theme
from ...text import TextCache, least_size
from .glyphs import CREAM, GOLD, INK, STRIPE

SIDE_MAX = 96
"""Widest picture side of an amenity card (a taller card gets more lines of text)."""
TICK_ROOM = 14
"""What the tick on a playable card covers of its bottom right corner (``panels.badge``)."""


class FaceArt(Protocol):
    """What a face reads of the art that caches it (``LodgeArt``): the text cache, the
    pictograms and the text sizes of a picture's glyphs and numbers."""

    @property
    def text(self) -> TextCache: ...

    def pictogram(self, size: int, amenity: int) -> pygame.Surface: ...

    def letters(self, size: int) -> int: ...


def size_within(text: TextCache, line: str, width: int, size: int, bold: bool = False) -> int:
    """The largest text size up to ``size`` (down to 10) at which ``line`` fits ``width``."""
    while size > 10 and text.size(line, size, bold)[0] > width:
        size -= 1
    return size


def legible(text: TextCache) -> int:
    """The least text size of a word a player reads on a face: 12 px at text size 100%
    (docs/tables.md), 13 px letters in a larger text size (``text.least_size``)."""
    return least_size(text, 9) if getattr(text, "scale", 1.0) > 1 else 12


def amenity_tile(art: FaceArt, size: int, amenity: int, met: bool | None) -> pygame.Surface:
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
        if (
            points_size < legible(text)
            or text.size(points, points_size, True)[0] > size - 11 - mark_w
        ):  # no room beside the points: the mark goes up, the name keeps clear of it
            corner, points_size = (size - 3, 3 + text.size("✖", 18, True)[1]), 13
            name_room = size - 8 - 2 * mark_w
        name_size = size_within(text, a.name, name_room, 12, True)
        named = name_size >= legible(text) and text.size(a.name, name_size, True)[0] <= name_room
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
        word = max(max(6, round(max(12, size // 2) / art.text.scale)), art.letters(0))
        exact = art.text.px(word) + 2 > size  # no room for it as a word: the picture's mark
        art.text.blit(
            surface,
            "A",  # the only word on a small tile: never under the legible size
            (size // 2 - 2, size // 2),
            max(9, size - 4) if exact else word,
            INK,
            True,
            "center",
            exact,
        )
    if met is not None:
        mark, colour = ("✔", (30, 130, 60)) if met else ("✖", (170, 40, 36))
        art.text.blit(surface, mark, corner, 18 if size >= 60 else 12, colour, True, "bottomright")
    pygame.draw.rect(surface, INK, rect, 2, border_radius=max(3, size // 9))
    return surface


def amenity_card(
    art: FaceArt, size: tuple[int, int], amenity: int, condition: str, note: str
) -> pygame.Surface:
    """An amenity in the display: pictogram, name (on two lines where one has no room),
    points and the condition whole, as large as the card allows (a smaller name, then
    no picture, to make room; in full on hover in any case)."""
    a = facts.amenity_face(amenity)
    w, h = size
    surface = pygame.Surface(size)
    surface.fill(theme.PANEL)  # opaque on its panel: a fast blit
    rect = surface.get_rect()
    pygame.draw.rect(surface, (246, 240, 224), rect, border_radius=8)
    text = art.text
    sentence = condition[:1].upper() + condition[1:] + "."
    for side_w in (min(h, SIDE_MAX), 0):  # without the picture where the words need it
        x = side_w + 8
        for first in _name_sizes(text, a.name, w - x - 62):  # the largest name that
            names, name_size = _name_lines(text, a.name, w - x - 62, first)  # leaves the
            name_h = text.size("Ag", name_size, True)[1]  # condition room to show whole
            top = max(28, 5 + (name_h - 2) * (len(names) - 1) + name_h - 1)
            fitted = _condition(text, sentence, (w - x - 8, h - 3 - top), note)
            if fitted is not None:
                break
        if fitted is not None:
            break
    if fitted is None:
        side_w, x = min(h, SIDE_MAX), min(h, SIDE_MAX) + 8
    if side_w:
        side = pygame.Rect(0, 0, side_w, h)  # a tall card keeps its picture size
        pygame.draw.rect(
            surface, CREAM, side, border_top_left_radius=8, border_bottom_left_radius=8
        )
        surface.set_clip(side)
        for i in range(-h, side.w, 8):
            pygame.draw.line(surface, STRIPE, (i, h - 1), (i + h, 0), 2)
        surface.set_clip(None)
        picto = art.pictogram(side.w - 20, amenity)
        frame = picto.get_rect(center=side.center).inflate(6, 6)
        pygame.draw.rect(surface, (66, 72, 84), frame, border_radius=6)
        surface.blit(picto, picto.get_rect(center=side.center))
    step = text.size("Ag", name_size, True)[1] - 2
    for i, line in enumerate(names):
        name = text.blit(
            surface,
            text.fit(line, w - x - 62, name_size, True),
            (x, 5 + i * step),
            name_size,
            INK,
            True,
        )
    points = f"{a.points} pts"
    badge = pygame.Rect(w - 56, 5, 50, max(22, name.h - 2))
    pygame.draw.rect(surface, GOLD, badge, border_radius=11)
    points_size = size_within(text, points, badge.w - 6, 14, True)
    text.blit(surface, points, badge.center, points_size, INK, True, "center")
    # the condition as large as the card's room allows (in full on hover)
    note_size = fitted[3] if fitted is not None else 12
    note_w, note_h = text.size(note, note_size, True) if note else (0, 0)
    if fitted is None:  # no size shows it whole: its first lines, the rest on hover
        words = legible(text)
        lines, step = text.wrap(sentence, w - x - 8, words), text.size("Ag", words)[1] - 2
        whole = len(lines)
        lines = lines[: max(1, (h - 3 - top) // step)]
        last = w - x - 8
        if note and top + step * len(lines) > h - 4 - note_h:  # the last line beside the note
            last = w - x - 16 - TICK_ROOM - note_w
        if len(lines) < whole or text.size(lines[-1], words)[0] > last:
            kept = lines[-1].split()  # the last line's words that leave room for " …"
            while kept and text.size(" ".join(kept) + " …", words)[0] > last:
                kept.pop()
            if not kept and len(lines) > 1:  # no word beside the note: the line above
                lines.pop()
                kept, last = lines[-1].split()[:-1], w - x - 8
            lines[-1] = text.fit(" ".join(kept) + " …", last, words)
    else:
        words, step, lines, _ = fitted
    for i, line in enumerate(lines):
        text.blit(surface, line, (x, top + step * i), words, (50, 50, 56))
    if note:
        at = (w - 6 - TICK_ROOM, h - 4)  # clear of the tick a playable card gets
        text.blit(surface, note, at, note_size, (150, 40, 36), True, "bottomright")
    pygame.draw.rect(surface, INK, rect, 2, border_radius=8)
    if pygame.display.get_surface() is not None:
        surface = surface.convert()
    return surface


def _name_sizes(text: TextCache, name: str, width: int) -> list[int]:
    """Name sizes to try, largest first: the largest that fits one line (or two lines,
    below 12), then smaller ones down to 12 to leave the condition more room."""
    first = size_within(text, name, width, 16, True)
    return [first] + [s for s in (14, 13, 12) if s < first]


def _name_lines(text: TextCache, name: str, width: int, size: int) -> tuple[list[str], int]:
    """The name in one line at ``size`` if it fits (or 12 and up), else in two lines at
    the largest size that holds it."""
    if size >= 12 and text.size(name, size, True)[0] <= width:
        return [name], size
    for size in range(16, 9, -1):
        lines = text.wrap(name, width, size, True)
        if len(lines) <= 2 and all(text.size(n, size, True)[0] <= width for n in lines):
            return lines, size
    return [name], size


def _condition(
    text: TextCache, sentence: str, room: tuple[int, int], note: str
) -> tuple[int, int, list[str], int] | None:
    """(size, step, lines, note size) of the condition whole in ``room`` (width,
    height), its last line beside the note (or the note below it), the note from 12
    down to 9 if need be; neither under ``legible``; ``None`` if no size from 14 down
    does."""
    width, height = room
    for size in range(14, min(legible(text), 12) - 1, -1):
        lines = text.wrap(sentence, width, size)
        step = text.size("Ag", size)[1] - (1 if size >= 12 else 2)
        used = step * len(lines)
        if used > height or any(text.size(line, size)[0] > width for line in lines):
            continue
        for note_size in [n for n in (12, 11, 10, 9) if n >= legible(text)] if note else (12,):
            note_w, note_h = text.size(note, note_size, True) if note else (0, 0)
            beside = text.size(lines[-1], size)[0] + 8 + note_w + TICK_ROOM <= width
            if beside or used <= height - 1 - note_h:
                return size, step, lines, note_size
    return None
