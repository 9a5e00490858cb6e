"""What the Resafa table shows now, beside the position itself: the cached art and the
key of the layer painted from it, the hover tips gathered while painting and the tip
shown, and what is drawn over the layer between frames (the ghost of a held workshop or
canal tile, the caravan's way, the rain's place in the focus view) — ``table.look``; and
what the board offers the seat at the screen in this position (``Offer``: the clicks, the
chips, the listed choices, the rivals' steering marks, the rain's note) — ``table.offer``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from ..frames import LayerJob
from .art import Art
from .clicks import Click
from .draw import Chip
from .rain_draw import RainPlace
from .route import CamelWay
from .steer import Steer


@dataclass
class Look:
    """The art, the painted layer's key, the tips and what lies over the layer."""

    art: Art
    layer_key: tuple | None = None
    tips: list[tuple[pygame.Rect, str]] = field(default_factory=list)
    """(rect, sentence) gathered while painting the layer."""
    tip: str | None = None
    """The tip under the pointer."""
    ghost: tuple[pygame.Surface, pygame.Rect] | None = None
    """A workshop or canal tile held, snapped onto the lit place under the pointer."""
    path: CamelWay | None = None
    """The caravan's way while it is carried (``route.py``)."""
    rain_at: RainPlace | None = None
    """Where the rain plays on the big network (focus view)."""
    job: LayerJob | None = None
    """The next layer being painted in steps while the table holds its picture."""

    @property
    def over_layer(self) -> bool:
        """Something is drawn over the layer (every frame is drawn whole)."""
        return self.ghost is not None or self.path is not None


@dataclass
class Offer:
    """What the board offers the seat at the screen in this position (built once per
    position by the table's ``on_state_change``)."""

    clicks: list[Click] = field(default_factory=list)
    chips: list[tuple[Chip, Any]] = field(default_factory=list)
    choices: list[tuple[Chip, Any]] = field(default_factory=list)
    steers: tuple[Steer, ...] = ()
    """The rivals' steering choices to mark (``steer.py``)."""
    rain_note: str = ""
    """What the last (or the running) rain gave each player."""
    made: frozenset | None = None
    """Every move the board makes now (``is_gesture``; computed when first asked)."""
