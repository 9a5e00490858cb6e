"""Resafa's cached faces: action cards, workshop tiles (turned, either side), canal tiles
with their channels, bonus/sack/special cards, the colour badges, and the board layer.

Every card or track colour carries a letter badge (Y, W, B, P) as well as its colour, and
every seat its symbol, so nothing relies on colour alone. Faces are cached by what they
show; ``draw`` only blits them.
"""

from __future__ import annotations

import re

import pygame

from tabletop.games.resafa.facts import ActionCardFacts, CanalFace, CardFacts, WorkshopFacts
from tabletop.ui import theme
from tabletop.ui.icons import draw_symbol
from tabletop.ui.text import TextCache

from .goods import blit_row, draw_rich, squeeze
from .palette import (
    CARD_RGB,
    CENTRE_RGB,
    GREEN,
    INK,
    LETTER,
    PAPER,
    SAND,
    SAND_DARK,
    SHOP_FILL,
    WATER,
    Colour,
)
from .shop_face import draw_workshop_face
from .words import MAIN_SHORT, faces, first_face, fit_lines, main_word, short, tiny

__all__ = [
    "CARD_RGB",
    "CENTRE_RGB",
    "GREEN",
    "INK",
    "LETTER",
    "MAIN_SHORT",
    "PAPER",
    "SAND",
    "SAND_DARK",
    "SHOP_FILL",
    "WATER",
    "Art",
    "Colour",
    "letter_badge",
    "short",
    "tiny",
]


def letter_badge(surface: pygame.Surface, text: TextCache, colour: str, rect: pygame.Rect) -> None:
    """A colour chip with its letter (Y/W/B/P), readable without the colour."""
    rgb = CARD_RGB[colour]
    pygame.draw.rect(surface, rgb, rect, border_radius=4)
    pygame.draw.rect(surface, INK, rect, 1, border_radius=4)
    text.blit(
        surface,
        LETTER[colour],
        rect.center,
        max(12, rect.h - 4),
        theme.text_on(rgb),
        True,
        "center",
    )


def compact_forms(card: CardFacts, forms: tuple[str, ...]) -> list[str]:
    """The words a small card on the board may show, the first that fits whole shown:
    its text in short words, its gist (fullest first), then those with a garden tile or
    a good sold as its icon (``goods.squeeze``), then ``iconic``."""
    words = short(card.text)
    if card.end_vp and not words.startswith(f"{card.end_vp}"):
        words = f"{card.end_vp}VP · {words}"
    said = [words, *(tiny(x) for x in forms)]
    said += [squeeze(x) for x in said if squeeze(x) != x]
    return list(dict.fromkeys(said + iconic(said)))


def iconic(forms: list[str]) -> list[str]:
    """Where the words have no room: the forms with the VP as the laurel icon, then with
    the amounts' icons side by side without their + (``+1c+2VP+2sack`` → ``+1c 2§v
    2sack``); the legend and the tooltips say each icon in words."""
    laurel = [re.sub(r"(\d+)VP\b", r"\1§v", x) for x in forms]
    return laurel + [re.sub(r"(?<=[a-z§])\+(?=\d)", " ", x) for x in laurel]


def special_forms(forms: tuple[str, ...]) -> list[str]:
    """The words a special card's face on the board may show, the first that fits whole
    shown: its gist (fullest first) in whole words (the goods as icons: ``short``), then
    with the main actions in short words (``tiny``), then with a garden tile or a good
    sold as its icon (``goods.squeeze``), then a good named alone as its icon."""
    said = list(dict.fromkeys([*(short(x) for x in forms), *(tiny(x) for x in forms)]))
    said += [squeeze(x) for x in said if squeeze(x) != x]
    goods = re.compile(r"\b(stone|marble|spice)\b")  # a good alone as its icon, at last
    return said + [x for x in (goods.sub(lambda m: _MARK[m[1]], y) for y in said) if x not in said]


_MARK = {"stone": "§t", "marble": "§m", "spice": "§p"}


class Art:
    """Faces cached by what they show."""

    def __init__(self, text: TextCache):
        self.text = text
        self._cache: dict[tuple, pygame.Surface] = {}
        self._latest: pygame.Surface | None = None
        self._back: pygame.Surface | None = None

    def _get(self, key: tuple) -> pygame.Surface | None:
        return self._cache.get(key)

    def _put(self, key: tuple, surface: pygame.Surface) -> pygame.Surface:
        if len(self._cache) > 600:
            for old in [k for k in self._cache if k[0] != "layer"][:300]:
                del self._cache[old]
        self._cache[key] = surface
        return surface

    def cached(self) -> tuple[tuple, ...]:
        """The keys of the faces and layers cached now (what was made, for tests and the
        bench)."""
        return tuple(self._cache)

    # --- the board layer -----------------------------------------------------------------
    def latest_layer(self) -> pygame.Surface | None:
        """The layer painted last (kept by reference: no search of the cache per frame)."""
        return self._latest

    def back_layer(self, size: tuple[int, int]) -> pygame.Surface:
        """A full-size surface to paint the next layer into (never the one shown: the
        one shown before it, kept for reuse, else a new one)."""
        surface = self._back
        if surface is None or surface is self._latest or surface.get_size() != size:
            window = pygame.display.get_surface()  # its format (no slow convert)
            surface = pygame.Surface(size, 0, window) if window else pygame.Surface(size)
        self._back = surface
        return surface

    def show_layer(self, key: tuple, surface: pygame.Surface) -> None:
        """``surface``, painted for ``key``, is the layer from now on."""
        for old in [k for k in self._cache if k[0] == "layer"]:
            del self._cache[old]
        self._cache[("layer",) + key] = surface
        self._back, self._latest = self._latest, surface

    # --- cards -----------------------------------------------------------------------------
    def action_card(
        self, card: ActionCardFacts, size: tuple[int, int], half: int | None = None
    ) -> pygame.Surface:
        """An action card; ``half`` 0/1 shows only that half up (played), ``None`` both."""
        key = ("action", card, size, half)
        found = self._get(key)
        if found is not None:
            return found
        w, h = size
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, PAPER, (0, 0, w, h), border_radius=6)
        halves = [(card.top, card.top_colour), (card.bottom, card.bottom_colour)]
        if card.single:
            halves = [(card.top, "yellow")]
        if half == 1:
            halves = halves[::-1]
        hh = h // len(halves)
        for i, (action, colour) in enumerate(halves):
            y = i * hh
            rgb = CARD_RGB[colour]
            band = pygame.Rect(2, y + (2 if i == 0 else 0), w - 4, 18)
            if i == len(halves) - 1 and len(halves) > 1:
                band.y = y + hh - 20
            pygame.draw.rect(s, rgb, band, border_radius=4)
            self.text.blit(
                s,
                LETTER[colour] if colour else "any",
                band.center,
                13,
                theme.text_on(rgb),
                True,
                "center",
            )
            mid = y + hh // 2 + (6 if i == 0 else -6)
            if len(halves) == 1:
                mid = h // 2
            dim = half is not None and i == 1
            # the whole name (Production) where it fits, else its short word (Prod.)
            word, font, bold = main_word(self.text, action, w - 4, faces(self.text, 14))
            word = self.text.fit(word, w - 4, font, bold)
            self.text.blit(
                s, word, (w // 2, mid), font, (120, 116, 110) if dim else INK, bold, "center"
            )
        if len(halves) > 1:
            pygame.draw.line(s, SAND_DARK, (4, h // 2), (w - 5, h // 2), 1)
        self.text.blit(s, card.letter, (w - 4, h // 2), 12, (110, 104, 96), True, "midright")
        pygame.draw.rect(s, INK, (0, 0, w, h), 2, border_radius=6)
        return self._put(key, s)

    def card_back(self, size: tuple[int, int], label: str) -> pygame.Surface:
        key = ("back", size, label)
        found = self._get(key)
        if found is not None:
            return found
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, (120, 92, 60), s.get_rect(), border_radius=6)
        pygame.draw.rect(s, INK, s.get_rect(), 2, border_radius=6)
        self.text.blit(s, label, s.get_rect().center, 14, theme.TEXT, True, "center")
        return self._put(key, s)

    def small_card(
        self,
        card: CardFacts,
        size: tuple[int, int],
        kind: str,
        compact: bool = False,
        font: int = 12,
        forms: tuple[str, ...] = (),
    ) -> pygame.Surface:
        """A bonus, sack or special card: a colour band with its letter, title and text
        (at ``font``); ``compact`` (on the board): a colour strip with the letter and level
        at the left and the text in short words, or the first of ``forms`` (its gist,
        fullest first) that fits whole (the tooltip and the focus view have it whole)."""
        key = ("small", card, size, kind, compact, font, forms)
        found = self._get(key)
        if found is not None:
            return found
        w, h = size
        s = pygame.Surface(size, pygame.SRCALPHA)
        if compact:
            return self._put(key, self._compact(s, card, forms, kind))
        pygame.draw.rect(s, PAPER, (0, 0, w, h), border_radius=5)
        rgb = CARD_RGB[card.colour] if card.colour else (150, 110, 70)
        band = self.text.font(font, True).get_linesize() + 1
        pygame.draw.rect(
            s, rgb, (0, 0, w, band), border_top_left_radius=5, border_top_right_radius=5
        )
        tag = LETTER[card.colour] if card.colour else "Sack"
        vp = f"{card.end_vp}VP" if card.end_vp else ""
        room_w = w - 6 - (self.text.size(vp, font, True)[0] + 4 if vp else 0)
        title = self.text.fit(f"{tag} · {card.title}", room_w, font, True)
        on = theme.text_on(rgb)
        self.text.blit(s, title, (3, 1), font, on, True)
        if vp:
            self.text.blit(s, vp, (w - 3, 1), font, on, True, "topright")
        lines = self.text.wrap(card.text, w - 8, font)
        pitch = self.text.font(font).get_linesize() - 2
        top = band + 2
        room = max(0, (h - top - 2) // pitch)
        for i, line in enumerate(lines[:room]):
            if i == room - 1 and len(lines) > room:
                line = self.text.fit(line + " …", w - 8, font)
            self.text.blit(s, line, (4, top + i * pitch), font, INK)
        pygame.draw.rect(s, INK, (0, 0, w, h), 1, border_radius=5)
        return self._put(key, s)

    def special_face(
        self, card: CardFacts, forms: tuple[str, ...], size: tuple[int, int]
    ) -> pygame.Surface:
        """A face-up special card on the board: a strip of its colour at the left (the
        row's letter badge says the colour in a letter) and the first of ``forms`` (its
        effect in a few words, fullest first) that fits whole on two lines, measured; in
        a scaled text size the last form one point smaller before it is cut."""
        key = ("special", card, forms, size)
        found = self._get(key)
        if found is not None:
            return found
        w, h = size
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, PAPER, (0, 0, w, h), border_radius=5)
        rgb = CARD_RGB[card.colour] if card.colour else (150, 110, 70)
        pygame.draw.rect(
            s, rgb, (0, 0, 5, h), border_top_left_radius=5, border_bottom_left_radius=5
        )
        room = w - 10
        font, rows = fit_lines(self.text, special_forms(forms), room, h - 2)
        pitch = self.text.font(font).get_linesize() - 2
        top = (h - pitch * len(rows)) // 2
        for i, row in enumerate(rows):
            blit_row(s, self.text, row, (7, top + i * pitch), font, INK, room)
        pygame.draw.rect(s, INK, (0, 0, w, h), 1, border_radius=5)
        return self._put(key, s)

    def _compact(
        self, s: pygame.Surface, card: CardFacts, forms: tuple[str, ...], kind: str
    ) -> pygame.Surface:
        """A colour strip as wide as its letter (Y/W/B/P; S a sack card, C a canal bonus
        tile; none on a card of the board's display (``kind`` ``offer``), where the row's
        badge says the colour) and level (measured), then the first of the card's text in short words and
        ``forms`` (its gist, fullest first) that fits whole (``fit_lines``: 12 pt, then
        smaller letters down to 12 px)."""
        w, h = s.get_size()
        pygame.draw.rect(s, PAPER, (0, 0, w, h), border_radius=5)
        rgb = CARD_RGB[card.colour] if card.colour else (150, 110, 70)
        letter = LETTER[card.colour] if card.colour else ("C" if kind == "tile" else "S")
        if kind == "offer":  # the display's row badge says it (room for the words)
            letter = ""
        level = ("", "I", "II", "III")[min(card.level, 3)]
        tried = faces(self.text, 12)
        face = (first_face(self.text, letter, 14, tried) or tried[-1]) if letter else tried[-1]
        widest = max(self.text.size(x, *face)[0] for x in (letter, level))
        strip = pygame.Rect(0, 0, max(16 if letter else 8, widest + 4), h)
        pygame.draw.rect(s, rgb, strip, border_top_left_radius=5, border_bottom_left_radius=5)
        on = theme.text_on(rgb)
        if letter:
            self.text.blit(s, letter, (strip.centerx, 2), face[0], on, face[1], "midtop")
        if level:
            self.text.blit(s, level, (strip.centerx, h - 2), face[0], on, face[1], "midbottom")
        gap = 3 if letter else 2
        room = w - strip.w - gap - 2
        font, rows = fit_lines(self.text, compact_forms(card, forms), room, h - 2)
        pitch = self.text.font(font).get_linesize() - 2
        for i, line in enumerate(rows):
            blit_row(s, self.text, line, (strip.right + gap, 1 + i * pitch), font, INK, room)
        pygame.draw.rect(s, INK, (0, 0, w, h), 1, border_radius=5)
        return s

    # --- tiles -----------------------------------------------------------------------------
    def workshop(
        self, shop: WorkshopFacts, size: int, rot: int, back: bool, ring: Colour | None = None
    ) -> pygame.Surface:
        """A workshop tile turned ``rot`` quarter turns clockwise, front or back up: its rooms
        written across, the green edge icons at their thirds (turned with the tile)."""
        key = ("shop", shop, size, rot, back, ring)
        found = self._get(key)
        if found is not None:
            return found
        s = pygame.Surface((size, size), pygame.SRCALPHA)
        fill = (176, 150, 118) if back else SHOP_FILL
        pygame.draw.rect(s, fill, (0, 0, size, size), border_radius=4)
        draw_workshop_face(s, self.text, shop, rot, back)
        pygame.draw.rect(
            s, ring or INK, (0, 0, size, size), 2 if ring is None else 3, border_radius=4
        )
        return self._put(key, s)

    def canal(
        self, face: CanalFace, size: int, owner: Colour | None, symbol: str = ""
    ) -> pygame.Surface:
        """A canal tile face: channels (always north-south, west and/or east branches, or a
        tank), the coins it costs (top left) and its blue VP at each rain (bottom right)."""
        key = ("canal", face, size, owner, symbol)
        found = self._get(key)
        if found is not None:
            return found
        s = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.rect(s, (214, 196, 160), (0, 0, size, size), border_radius=3)
        w = max(4, size // 5)
        mid = size // 2
        if face.tank:
            pygame.draw.rect(s, WATER, (size // 5, 2, size * 3 // 5, size - 6), border_radius=5)
        else:
            pygame.draw.rect(s, WATER, (mid - w // 2, 0, w, size))
            if face.west:
                pygame.draw.rect(s, WATER, (0, mid - w // 2, mid, w))
            if face.east:
                pygame.draw.rect(s, WATER, (mid, mid - w // 2, size - mid, w))
        if owner is not None:
            pygame.draw.rect(s, owner, (0, 0, size, size), 3, border_radius=3)
            if symbol:
                draw_symbol(s, symbol, (size - 8, 8), 5, owner)
        draw_rich(s, self.text, f"{face.coins}c", (2, 1), 12, INK, True)
        if face.blue:
            self.text.blit(
                s, f"+{face.blue}", (size - 2, size), 12, (20, 60, 160), True, "bottomright"
            )
        return self._put(key, s)

    def garden(self, large: bool, vertical: bool, length: int) -> pygame.Surface:
        """A garden tile: one strip (small) or two (large) of a square of side ``length``."""
        key = ("garden", large, vertical, length)
        found = self._get(key)
        if found is not None:
            return found
        across = round(length / 3 * (2 if large else 1))
        size = (across, length) if vertical else (length, across)
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, (88, 160, 84), s.get_rect(), border_radius=3)
        pygame.draw.rect(s, (40, 90, 44), s.get_rect(), 2, border_radius=3)
        word = "L" if large else "S"
        self.text.blit(s, word, s.get_rect().center, 12, theme.TEXT, True, "center")
        return self._put(key, s)

    def camel(self, rgb: Colour, symbol: str, size: int = 22) -> pygame.Surface:
        """A seat's caravan: a camel silhouette in its colour with the seat's symbol."""
        key = ("camel", rgb, symbol, size)
        found = self._get(key)
        if found is not None:
            return found
        s = pygame.Surface((size, size), pygame.SRCALPHA)
        u = size / 10
        body = [
            (1 * u, 6 * u),
            (2 * u, 3.5 * u),
            (4 * u, 4 * u),
            (5 * u, 2.5 * u),
            (6.5 * u, 4 * u),
            (8 * u, 3 * u),
            (9.5 * u, 2 * u),
            (9.5 * u, 3.5 * u),
            (8.5 * u, 6 * u),
            (8.5 * u, 9.5 * u),
            (7.5 * u, 9.5 * u),
            (7.5 * u, 6.5 * u),
            (3 * u, 6.5 * u),
            (3 * u, 9.5 * u),
            (2 * u, 9.5 * u),
            (2 * u, 6.5 * u),
        ]
        pygame.draw.polygon(s, rgb, body)
        pygame.draw.polygon(s, INK, body, 1)
        draw_symbol(s, symbol, (int(4.5 * u), int(5.2 * u)), max(3, int(1.6 * u)), theme.TEXT)
        return self._put(key, s)
