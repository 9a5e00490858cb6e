"""What Lodge's drawing functions are given (``draw.py``, ``panels.py``,
``checklist.py``): a frozen ``DrawContext`` the table prepares between frames, and how
each seat is shown. A leaf: it imports the art and the layout for their types only."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from tabletop.games.lodge import facts

from ...text import TextCache
from .art import LodgeArt
from .boards import LodgeBoards
from .layout import Layout


@dataclass(frozen=True)
class SeatLook:
    """How a seat is shown: its name, its colour with the symbol that goes with it, and
    whether a person plays it."""

    name: str
    rgb: tuple[int, int, int]
    symbol: str
    human: bool


@dataclass(frozen=True)
class DrawContext:
    """What the drawing functions need, prepared by the table between frames."""

    text: TextCache
    art: LodgeArt
    boards: LodgeBoards
    layout: Layout
    background: pygame.Surface
    view: Any
    """The position as the seat at the screen may know it."""
    seats: tuple[SeatLook, ...]
    eyes: int
    """The seat at the screen."""
    shown: int
    """The seat whose lodge is drawn big."""
    actor: int | None
    scores: dict[int, facts.ScoreFacts] = field(default_factory=dict)
    """Live score facts of every seat."""
    playable: frozenset = frozenset()
    """Keys of the pieces that have a legal place now (they carry a tick)."""
    held: tuple | None = None
    """The key of the piece being dragged (its resting place is drawn empty)."""
    held_floor: int | None = None
    """While a room is held: the floor it must go on (framed)."""
    mouse: tuple[int, int] = (0, 0)
    hovering: bool = False
    """True when nothing is held and no dialog is open (thumbs light up, tips show)."""
    tip: str = ""
