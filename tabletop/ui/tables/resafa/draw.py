"""What Resafa's drawing functions share: the ``DrawContext`` they read (and only read),
the seats' looks, the chips, the lit outline and a panel's title row. The main board is
drawn by ``board.py`` (map, network) and ``stock.py`` (tracks, bonus display, offer)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from tabletop.ui import theme
from tabletop.ui.text import TextCache

from .art import Art
from .goods import draw_rich

DIM = theme.TEXT_DIM
LIT = theme.GOOD


def piece_key(piece: Any) -> tuple[Any, ...]:
    """A piece's (or a target's) key as the tuple every Resafa one has (``("hand",
    card)``, ``("shop", level, pos)``, ``("centre", id)``...); ``()`` for any other key."""
    key = piece.key
    return key if isinstance(key, tuple) else ()


@dataclass(frozen=True)
class SeatLook:
    name: str
    rgb: tuple[int, int, int]
    symbol: str


@dataclass(frozen=True)
class Chip:
    """A choice under the cards row: ``key`` names it for the table's click handling."""

    key: tuple
    label: str
    rect: pygame.Rect
    lit: bool = True


@dataclass(frozen=True)
class DrawContext:
    """What the drawing functions need, and nothing of the table itself."""

    text: TextCache
    art: Art
    view: Any
    seats: tuple[SeatLook, ...]
    eyes: int
    focus: int
    """The seat whose area is shown big (the eyes unless another panel was opened)."""
    actor: int | None
    my_turn: bool
    lit: frozenset = frozenset()
    """Keys of the places a click plays a move on now (outlined green)."""
    chips: tuple[Chip, ...] = ()
    setup_rots: tuple[int, int] = (0, 0)
    lifted: tuple = ()
    """Keys of pieces being carried (their home is shaded)."""
    choices: tuple[Chip, ...] = ()
    """Choices listed over the workshop grid (swap, pick, a card's options)."""
    rain_note: str = ""
    """What the last (or the running) rain gave each player."""
    bot_shown: int = -1
    """How many of Resafabot's last-turn lines are shown yet (-1: all)."""
    rain_playing: bool = False
    """A rain is being shown cube by cube: the water's way at a branch waits for it."""
    steers: tuple = ()
    """The other players' steering choices to mark (``steer.Steer``)."""
    tray: tuple = ()
    """Keys of the pieces the focus view's tray offers (``focus_drag.tray_keys``)."""
    face: int = 0
    """The canal tiles' face shown (F turns it)."""
    tips: list = field(default_factory=list, compare=False)
    """Filled while painting: (rect, sentence) for the hover tooltips."""


def outline(surface: pygame.Surface, c: DrawContext, key: tuple, rect: pygame.Rect) -> None:
    if key in c.lit:
        pygame.draw.rect(surface, LIT, rect.inflate(4, 4), 3, border_radius=5)


def title(
    surface: pygame.Surface, c: DrawContext, words: str, rect: pygame.Rect, note: str = ""
) -> None:
    c.text.blit(surface, words, (rect.x + 6, rect.y + 2), 14, theme.ACCENT, True)
    if note:  # a count of goods drawn with their icons (``goods.draw_rich``)
        draw_rich(surface, c.text, note, (rect.right - 6, rect.y + 3), 13, DIM, anchor="topright")
