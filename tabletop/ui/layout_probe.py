"""A record of where text and panels were drawn, for the layout test (issue #14).

A test sets ``probe.active = LayoutRecord(canvas)``; while it is set, ``TextCache.blit``
and ``draw_panel`` note every text and panel drawn onto that surface, a subsurface of it,
or a board layer (``LAYERS``: painted between frames, blitted on the board), in drawing
order, and the test checks that no text leaves the canvas or its
panel or overlaps another text.
Nothing is recorded (and nothing costs) while ``active`` is ``None``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

LAYERS = {(1236, 900): (0, 0), (1600, 900): (0, 0), (1236, 836): (0, 64)}
"""Board layers by size: where each is blitted on the canvas (``tables.base.BOARD``)."""


@dataclass(frozen=True)
class Drawn:
    """One text (``text`` set) or panel (``text`` is ``None``) drawn on the surface."""

    rect: pygame.Rect
    text: str | None = None


@dataclass
class LayoutRecord:
    surface: pygame.Surface
    items: list[Drawn] = field(default_factory=list)

    def _offset(self, surface: pygame.Surface) -> tuple[int, int] | None:
        """Where ``surface`` lies on the recorded one (``None``: not a part of it)."""
        if surface is self.surface:
            return (0, 0)
        if surface.get_abs_parent() is self.surface:
            return surface.get_abs_offset()
        return LAYERS.get(surface.get_size())

    def text(self, surface: pygame.Surface, rect: pygame.Rect, image: pygame.Surface, text: str):
        offset = self._offset(surface)
        if offset is None or not text.strip():
            return
        ink = image.get_bounding_rect().move(rect.topleft).clip(surface.get_clip())
        if ink.w and ink.h:  # the part a clip (a scrolled page) lets show
            self.items.append(Drawn(ink.move(offset), text))

    def panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        offset = self._offset(surface)
        if offset is not None:
            self.items.append(Drawn(pygame.Rect(rect).move(offset)))

    @property
    def texts(self) -> list[Drawn]:
        return [item for item in self.items if item.text is not None]

    @property
    def panels(self) -> list[Drawn]:
        return [item for item in self.items if item.text is None]


active: LayoutRecord | None = None
