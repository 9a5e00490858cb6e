"""Cached pictures for the Summer Nine table: card faces at any size, the card back, the
holiday-type and card-kind icons. Nothing here is drawn per frame: every function returns a
surface cached by what it shows (a ``Look`` and a size).

A face never relies on colour alone: the band carries the country's name (or the card's
kind), the middle its holiday-type icon with the type's word, the bottom its name and
points. Any Country cards are striped in the three country colours and say "Any country".
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass

import pygame

from ... import theme
from ...text import TextCache
from .fitting import least, size_within
from .glyphs import CREAM, INK, INK_SOFT, draw_icon

Colour = tuple[int, int, int]

BACK = (44, 86, 120)
BACK_LINE = (70, 120, 158)
NEUTRAL = (120, 124, 134)
KIND_RGB: dict[str, Colour] = {
    "bridge": (128, 132, 142),
    "reschedule": (110, 82, 160),
    "identity_theft": (110, 82, 160),
    "time_travel": (110, 82, 160),
    "objective": (196, 150, 40),
    "ice_cream": (232, 128, 44),  # orange, as printed
    "photo": (236, 204, 60),  # yellow, as printed
    "take_two": (40, 150, 150),
}


@dataclass(frozen=True)
class Look:
    """What a card face shows; built by the table from the game's facts.

    ``kind``: destination, bridge, half_stay, action, objective, ice_cream, photo,
    take_two. ``country``: a country code, ``ANY`` or ``""``; ``band`` the band's words
    (the country's name or the card's kind); ``icon``: beach, city, mountain, bridge, half,
    reschedule, theft, time, objective, ice_cream, photo, take_two; ``icon_word`` the word
    under the icon (the holiday type, a flavour); ``points`` the printed points."""

    kind: str
    title: str
    band: str
    country: str = ""
    icon: str = ""
    icon_word: str = ""
    points: str = ""
    flavour: str = ""
    schedule: bool = False
    emblem: str = ""
    """The country's emblem (castle, column, wave, globe), drawn in the band."""


def title_layout(
    text: TextCache, title: str, w: int, room: int, icon_max: int
) -> tuple[int, int, list[str], int]:
    """A card's name in whole lines under its icon, in ``room`` pixels shared with the
    icon: (text size, line step, lines, icon size). The largest size (12 or 11) whose
    lines fit the card's width and leave the icon at least 16 px; else down to 10 with
    a smaller icon and closer lines, then with none, then 9; a word wider than the
    card is split with a hyphen. No size is under ``name_least``: 12 px at text size
    100% (docs/tables.md), 13 px in a larger text size (``least``). A name that fits
    nowhere keeps its first lines (``fit`` notes it)."""
    tries = [((12, 11), 16, False), ((12, 11, 10), 10, False), ((12, 11, 10, 9), 0, False)]
    tries += [((10, 9), 0, True)]  # (sizes, smallest icon, hyphens)
    floor = name_least(text)
    for n, (sizes, smallest_icon, hyphens) in enumerate(tries):
        for size in tuple(s for s in sizes if s >= floor) or (floor,):
            step = text.size("Ag", size, True)[1] - (1 if n == 0 else 3)  # then closer lines
            lines = text.wrap(title, w - 8, size, True)
            if hyphens:
                lines = [part for line in lines for part in _hyphenated(text, line, w - 6, size)]
            if any(text.size(line, size, True)[0] > w - 6 for line in lines):
                continue  # a word wider than the card: smaller letters
            line_h = text.size("Ag", size, True)[1] - 1  # the last line's whole height
            icon = min(icon_max, room - (len(lines) - 1) * step - line_h)
            if icon >= smallest_icon:
                return size, step, lines, icon if icon >= 8 else 0
    step = text.size("Ag", floor, True)[1] - 1
    lines, most = text.wrap(title, w - 8, floor, True), max(1, room // step)
    regular = text.wrap(title, w - 8, floor)  # letters held at the least size: narrower
    if len(regular) <= most and all(text.size(line, floor)[0] <= w - 6 for line in regular):
        return floor, step, regular, 0  # drawn in regular letters (``name_bold``)
    lines = lines[: most - 1] + [" ".join(lines[most - 1 :])]  # the rest on the last line
    return floor, step, lines, 0  # drawn fitted: the last line loses what has no room


def name_bold(text: TextCache, lines: list[str], size: int, w: int) -> bool:
    """Whether a card's name is drawn in bold: unless a line of it (laid out in regular
    letters by ``title_layout``, the last resort) is too wide in bold."""
    return all(text.size(line, size, True)[0] <= w - 6 for line in lines)


def name_least(text: TextCache) -> int:
    """The smallest size of a card's name: 12 at text size 100% (docs/tables.md's least
    letters), in a larger text size the least one of 13 px letters (``least``)."""
    return least(text) if getattr(text, "scale", 1.0) > 1 else max(12, least(text))


VOWELS = frozenset("aeiouyAEIOUYàáâäèéêëìíîïòóôöùúûü")


def _break_rank(before: str, after: str) -> int:
    """How well a word breaks between two letters: 0 between two consonants
    ("Cour-mayeur"), 1 after a vowel before a consonant ("Thessa-loniki"), else 2."""
    if not (before.isalpha() and after.isalpha()):
        return 2
    if before not in VOWELS and after not in VOWELS:
        return 0
    return 1 if before in VOWELS and after not in VOWELS else 2


def _hyphenated(text: TextCache, line: str, width: int, size: int) -> list[str]:
    """``line`` (one word wider than ``width``) in pieces that fit, each but the last
    ending in a hyphen, broken where a word breaks best (``_break_rank``: never leaving
    a stub such as "ur)"), then as evenly as the pieces allow; a line that fits comes
    back whole."""
    out = []
    while text.size(line, size, True)[0] > width and len(line) > 3:
        options = []
        for k in range(2, len(line) - 2):  # two letters at least stay, three go on
            head = text.size(line[:k] + "-", size, True)[0]
            if head > width:
                break
            rest = text.size(line[k:], size, True)[0]
            rank = _break_rank(line[k - 1], line[k])
            options.append((rest > width, rank, max(head, rest), k))
        cut = min(options)[3] if options else 2
        out.append(line[:cut] + "-")
        line = line[cut:]
    return out + [line]


def _note_plate(text: TextCache, note: tuple[str, ...], w: int, top: int) -> pygame.Rect:
    """Where a face's note lines go: a plate under the band, as tall as its lines (12 pt,
    bold) and as wide as the longest (empty without a note)."""
    if not note:
        return pygame.Rect(0, top, 0, 0)
    step = max(15, text.size("Ag", 12, True)[1] - 2)
    width = max(text.size(line, 12, True)[0] for line in note)
    plate = pygame.Rect(0, top - 1, min(w - 6, width + 8), step * len(note) + 4)
    plate.centerx = w // 2
    return plate


class Art:
    """Every card picture the table draws, cached by look, size and palette."""

    def __init__(self, text: TextCache, countries: dict[str, Colour]):
        self.text = text
        self.countries = dict(countries)
        self.palette = tuple(sorted(self.countries.items()))
        self._cache: dict[Hashable, pygame.Surface] = {}

    def _get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surface = self._cache.get(key)
        if surface is None:
            surface = make()
            self._cache[key] = surface
        return surface

    @property
    def made(self) -> int:
        """How many pictures were made (each is cached: drawing it again makes none)."""
        return len(self._cache)

    def band_rgb(self, look: Look) -> Colour:
        if look.country and look.country != "ANY":
            return self.countries.get(look.country, NEUTRAL)
        return KIND_RGB.get(look.kind, NEUTRAL)

    # --- faces ------------------------------------------------------------------------------
    def face(
        self, look: Look, size: tuple[int, int], note: tuple[str, ...] = (), bad: bool = False
    ) -> pygame.Surface:
        """A card face; below 76 px wide a compact face (band code, icon, points).
        ``note``: lines on a plate under the band, in place of the icon and its word (the
        scoring's word on a schedule card: "removed" / "unpaired"), so the name keeps its
        room; ``bad``: the card is crossed out under the plate (taken out for scoring)."""
        if size[0] < 76:
            return self._get(("mini", look, size), lambda: self._mini(look, size))
        key = ("face", look, size, note, bad)
        return self._get(key, lambda: self._face(look, size, note, bad))

    def back(self, size: tuple[int, int], note: str = "") -> pygame.Surface:
        """The card back (a hidden or face-down card); ``note`` written on it (a column's
        remembered card, the deck count)."""
        return self._get(("back", size, note), lambda: self._back(size, note))

    def faded(self, look: Look, size: tuple[int, int]) -> pygame.Surface:
        """A remembered hidden card: its face dimmed under a striped veil."""

        def make() -> pygame.Surface:
            surface = self.face(look, size).copy()
            veil = pygame.Surface(size, pygame.SRCALPHA)
            veil.fill((30, 60, 90, 130))
            for i in range(-size[1], size[0], 10):
                pygame.draw.line(veil, (30, 60, 90, 90), (i, 0), (i + size[1], size[1]), 2)
            surface.blit(veil, (0, 0))
            return surface

        return self._get(("faded", look, size), make)

    def icon(self, name: str, size: int, flavour: str = "") -> pygame.Surface:
        return self._get(("icon", name, size, flavour), lambda: draw_icon(name, size, flavour))

    # --- drawing ----------------------------------------------------------------------------
    def _face(
        self, look: Look, size: tuple[int, int], note: tuple[str, ...] = (), bad: bool = False
    ) -> pygame.Surface:
        w, h = size
        text = self.text
        surface = pygame.Surface(size, pygame.SRCALPHA)
        rect = surface.get_rect()
        pygame.draw.rect(surface, CREAM, rect, border_radius=8)
        band = pygame.Rect(0, 0, w, max(20, h // 6))
        rgb = self.band_rgb(look)
        suitcase = look.schedule
        left = band.h - 2 if suitcase else 4
        emblem = look.emblem
        right = w - (band.h - 2 if emblem else 4)
        band_size = size_within(text, look.band, right - left - 4, 12, True)
        if emblem and text.size(look.band, band_size, True)[0] > right - left - 4:
            emblem, right = "", w - 4  # a narrow card: the band's word names it alone
            band_size = size_within(text, look.band, right - left - 4, 12, True)
        band_bold = text.size(look.band, band_size, True)[0] <= right - left - 4
        if not band_bold:  # letters held at the least size (a small window): regular
            band_size = size_within(text, look.band, right - left - 4, 12)
            if suitcase and text.size(look.band, band_size)[0] > right - left - 4:
                suitcase, left = False, 4  # the word, whole, before the suitcase
        label = text.fit(look.band, right - left - 4, band_size, band_bold)
        centre = ((left + right) // 2, band.centery)
        if look.country == "ANY":
            _stripes(surface, band, [self.countries[c] for c in sorted(self.countries)])
            label_rgb = INK
            plate = pygame.Rect(0, 0, text.size(label, band_size, band_bold)[0] + 8, band.h - 6)
            plate.center = centre
            pygame.draw.rect(surface, CREAM, plate, border_radius=4)
        else:
            pygame.draw.rect(
                surface, rgb, band, border_top_left_radius=8, border_top_right_radius=8
            )
            label_rgb = theme.text_on(rgb)
        if suitcase:  # the suitcase marks a schedule card, as printed
            case = self.icon("suitcase", band.h - 6)
            surface.blit(case, case.get_rect(midleft=(4, band.centery)))
        if emblem:
            mark = self.icon(emblem, band.h - 4)
            surface.blit(mark, mark.get_rect(midright=(w - 3, band.centery)))
        text.blit(surface, label, centre, band_size, label_rgb, band_bold, "center")
        word_h = text.size("Ag", 12)[1] if look.icon_word else 0
        points_size = size_within(
            text, look.points, w - 16, 13 if len(look.points) > 3 else 15, True
        )
        tag = text.render(look.points, points_size, INK, True)
        points_h = max(20, tag.get_height()) if look.points else 0
        top = band.bottom + 4
        plate = _note_plate(text, note, w, top)
        if note:  # the plate takes the icon's and its word's place
            word_h, top = 0, plate.bottom + 3
        room = h - top - word_h - points_h - 4  # for the icon and the name's lines
        title_size, step, lines, icon_size = title_layout(
            text, look.title, w, room, min(w - 24, h // 4)
        )
        icon_word = "" if note else look.icon_word
        if note:
            icon_size = 0
        if icon_word and (title_size < 10 or not icon_size):  # a small card: the icon
            wordless = title_layout(text, look.title, w, room + word_h, min(w - 24, h // 4))
            whole = all(text.size(line, title_size, True)[0] <= w - 6 for line in lines)
            if (wordless[0] >= 10 and wordless[3]) or not whole:  # says the type, the name
                # gets its lines (the hover text says the rest)
                title_size, step, lines, icon_size = wordless
                icon_word, word_h = "", 0
        if icon_size:
            icon = self.icon(look.icon, icon_size, look.flavour)
            surface.blit(icon, icon.get_rect(midtop=(w // 2, top)))
        y = top + icon_size
        if icon_word:
            word_size = size_within(text, icon_word, w - 6, 12)
            word = text.fit(icon_word, w - 6, word_size)
            text.blit(surface, word, (w // 2, y), word_size, INK_SOFT, anchor="midtop")
            y += word_h
        if bad:  # crossed out under the name, its plate and its points, which stay legible
            pygame.draw.line(surface, theme.BAD, (0, 0), (w - 1, h - 1), 3)
            pygame.draw.line(surface, theme.BAD, (0, h - 1), (w - 1, 0), 3)
        bold = name_bold(text, lines, title_size, w)
        for i, line in enumerate(lines):
            line = text.fit(line, w - 6, title_size, bold)  # whole but for the last resort
            at = (w // 2, y + i * step)
            if bad:
                ink = text.render(line, title_size, INK, bold).get_bounding_rect()
                ink.midtop = (at[0], at[1] + ink.y)
                pygame.draw.rect(surface, CREAM, ink.inflate(4, 2))
            text.blit(surface, line, at, title_size, INK, bold, "midtop")
        if look.points:
            pill = pygame.Rect(0, 0, max(24, tag.get_width() + 10), points_h)
            pill.midbottom = (w // 2, h - 4)
            pygame.draw.rect(surface, (255, 255, 255), pill, border_radius=10)
            pygame.draw.rect(
                surface, rgb if look.country != "ANY" else INK, pill, 2, border_radius=10
            )
            surface.blit(tag, tag.get_rect(center=pill.center))
        if note:
            fill = (250, 210, 200) if bad else (220, 236, 220)
            pygame.draw.rect(surface, fill, plate, border_radius=4)
            pygame.draw.rect(surface, theme.BAD if bad else INK_SOFT, plate, 1, border_radius=4)
            step = max(15, text.size("Ag", 12, True)[1] - 2)  # as _note_plate
            for i, line in enumerate(note):
                at = (plate.centerx, plate.y + 2 + step * i)
                line = text.fit(line, plate.w - 4, 12, True)
                text.blit(surface, line, at, 12, theme.TEXT_DARK, True, "midtop")
        pygame.draw.rect(surface, INK, rect, 2, border_radius=8)
        return surface

    def _mini(self, look: Look, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        text = self.text
        surface = pygame.Surface(size, pygame.SRCALPHA)
        rect = surface.get_rect()
        pygame.draw.rect(surface, CREAM, rect, border_radius=5)
        band = pygame.Rect(0, 0, w, 16)
        if look.country == "ANY":
            _stripes(surface, band, [self.countries[c] for c in sorted(self.countries)])
            label_rgb = INK
            plate = band.inflate(-10, -4)
            pygame.draw.rect(surface, CREAM, plate, border_radius=3)
        else:
            rgb = self.band_rgb(look)
            pygame.draw.rect(
                surface, rgb, band, border_top_left_radius=5, border_top_right_radius=5
            )
            label_rgb = theme.text_on(rgb)
        code = look.country if look.country else _KIND_CODE.get(look.kind, "?")
        text.blit(surface, code, band.center, 12, label_rgb, True, "center")
        icon_size = min(w - 8, h - 34)
        icon = self.icon(look.icon, icon_size, look.flavour)
        surface.blit(icon, icon.get_rect(midtop=(w // 2, band.bottom + 1)))
        if look.points and len(look.points) <= 5:
            text.blit(surface, look.points, (w // 2, h - 2), 12, INK, True, "midbottom")
        pygame.draw.rect(surface, INK, rect, 1, border_radius=5)
        return surface

    def _back(self, size: tuple[int, int], note: str) -> pygame.Surface:
        w, h = size
        surface = pygame.Surface(size, pygame.SRCALPHA)
        rect = surface.get_rect()
        pygame.draw.rect(surface, BACK, rect, border_radius=8 if w > 60 else 5)
        inner = rect.inflate(-8, -8)
        clip = surface.subsurface(inner)
        for i in range(-h, w, 12):
            pygame.draw.line(clip, BACK_LINE, (i, 0), (i + h, h), 3)
        small = w <= 60
        if small and note:  # a count on a small back: the number alone, large
            label = self.text.render(note, 15, INK, True)
            plate = label.get_rect(center=rect.center).inflate(8, 4)
            pygame.draw.rect(surface, CREAM, plate, border_radius=4)
            surface.blit(label, label.get_rect(center=plate.center))
            note = ""
        else:
            sun = min(w, h) // 4
            pygame.draw.circle(surface, (240, 196, 80), rect.center, sun)
            pygame.draw.circle(surface, INK, rect.center, sun, 2)
        if not small:
            self.text.blit(surface, "9", rect.center, max(12, min(w, h) // 4), INK, True, "center")
        if note:
            label = self.text.render(note, 15 if w > 60 else 12, INK, True)
            plate = label.get_rect(midbottom=(w // 2, h - 6)).inflate(8, 2)
            pygame.draw.rect(surface, CREAM, plate, border_radius=4)
            surface.blit(label, label.get_rect(center=plate.center))
        pygame.draw.rect(surface, INK, rect, 2, border_radius=8 if w > 60 else 5)
        return surface


_KIND_CODE = {
    "bridge": "BR",
    "action": "ACT",
    "objective": "OBJ",
    "ice_cream": "ICE",
    "photo": "PH",
    "take_two": "×2",
    "half_stay": "½",
}


def _stripes(surface: pygame.Surface, band: pygame.Rect, colours: list[Colour]) -> None:
    """The Any Country band: one vertical stripe per country colour."""
    step = band.w / max(1, len(colours))
    for i, rgb in enumerate(colours):
        part = pygame.Rect(round(band.x + i * step), band.y, math.ceil(step) + 1, band.h)
        pygame.draw.rect(surface, rgb, part.clip(band))
    # round the top corners by clearing them to the card's cream
    r = 6
    for cx in (band.x, band.right - r):
        corner = pygame.Rect(cx, band.y, r, r)
        pygame.draw.rect(surface, (0, 0, 0, 0), corner)
        centre = (cx + (r if cx == band.x else 0), band.y + r)
        pygame.draw.circle(surface, colours[0] if cx == band.x else colours[-1], centre, r)
