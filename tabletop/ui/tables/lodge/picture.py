"""The Lodge board as the table prepared it between frames (``draw`` only reads it): the
draw context, the board painted from it (again only when what it shows changed, never
for the pointer's tip or while a piece is dragged), and which pieces carry a tick."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import Any

import pygame

from tabletop.games.lodge.actions import (
    BuildAmenity,
    BuildRoom,
    ChooseValet,
    PlaceDisplayGuest,
    PlaceValetGuest,
)

from ..frames import BOARD
from .context import DrawContext


def playable_keys(actions: Iterable[Any]) -> frozenset[tuple[Any, ...]]:
    """Keys of the pieces that the legal ``actions`` move (they get a tick badge)."""
    keys: set[tuple[Any, ...]] = set()
    for a in actions:
        if isinstance(a, BuildRoom):
            keys.add(("room", a.row, a.slot))
        elif isinstance(a, BuildAmenity):
            keys.add(("amenity", a.slot))
        elif isinstance(a, (PlaceDisplayGuest, ChooseValet)):
            keys.add(("guest", a.slot))
        elif isinstance(a, PlaceValetGuest):
            keys.add(("valet",))
    return frozenset(keys)


class BoardPicture:
    """The last draw context, the painted board layer (with the key of what it shows) and
    the playable pieces (with the key of the position they were found for)."""

    def __init__(self) -> None:
        self.context: DrawContext | None = None
        self.layer: tuple[tuple[Any, ...], pygame.Surface] | None = None
        self._playable: tuple[Hashable, frozenset[tuple[Any, ...]]] = (None, frozenset())

    def playable(
        self, key: Hashable, actions: Callable[[], Iterable[Any]]
    ) -> frozenset[tuple[Any, ...]]:
        """The playable pieces' keys, found from ``actions()`` once per ``key``."""
        if self._playable[0] != key:
            self._playable = (key, playable_keys(actions()))
        return self._playable[1]

    def canvas(self, key: tuple[Any, ...]) -> pygame.Surface | None:
        """The surface to paint the board on for ``key``, or ``None`` when the layer
        shows it already."""
        if self.layer is not None:
            return None if self.layer[0] == key else self.layer[1]
        layer = pygame.Surface((BOARD.right, BOARD.bottom))
        if pygame.display.get_surface() is not None:
            layer = layer.convert()
        return layer

    def painted(self, key: tuple[Any, ...], layer: pygame.Surface) -> None:
        self.layer = (key, layer)

    def ready(self, view: Any) -> DrawContext | None:
        """The context of ``view`` when the board layer is painted for it, else ``None``."""
        context = self.context
        if context is None or self.layer is None or context.view is not view:
            return None
        return context

    def key(self, view: Any) -> tuple[Any, ...] | None:
        """The painted board's key for ``view`` (``None`` before the first preparation)."""
        context = self.ready(view)
        if context is None or self.layer is None:
            return None
        return self.layer[0], context.held_floor
