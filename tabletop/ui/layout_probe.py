"""A record of where text and panels were drawn, for the layout test (issue #14).

A test sets ``probe.active = LayoutRecord(canvas)``; while it is set, ``TextCache.blit``
and ``draw_panel`` note every text and panel drawn onto that surface, a subsurface of it,
or a board layer (``LAYERS``: painted between frames, blitted on the board), in drawing
order, and the test checks that no text leaves the canvas or its
panel or overlaps another text.

It also notes every text that was cut (``cuts``): a line ``TextCache.fit`` shortened with
an ellipsis, and a text drawn partly outside the surface (or clip) it was drawn on, on
any surface (a card face too), each with the drawing code that asked for it, so the
cut-text test can check that nothing a table draws loses words, and every text drawn
in letters smaller than ``SMALL`` pixels (``small``), with the drawing code that drew it,
so a test can check that a larger text size never draws letters too small to read.
Nothing is recorded (and nothing costs) while ``active`` is ``None``.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from types import FrameType

import pygame

LAYERS = {(1236, 900): (0, 0), (1600, 900): (0, 0), (1236, 836): (0, 64)}
"""Board layers by size: where each is blitted on the canvas (``tables.base.BOARD``)."""


@dataclass(frozen=True)
class Drawn:
    """One text (``text`` set) or panel (``text`` is ``None``) drawn on the surface."""

    rect: pygame.Rect
    text: str | None = None
    px: int = 0
    """The letters' size in canvas pixels (a text's)."""


@dataclass(frozen=True)
class Cut:
    """A text that lost letters: ``shown`` is what was drawn (``""`` for a clipped text),
    ``where`` the ``module:line`` of the drawing code that asked for it (the innermost
    frame outside the text helpers, a table's own ``fit`` cache and ``fit_words``), ``table`` the table package on the way (``"lodge"``
    for ``tabletop.ui.tables.lodge.*``; ``None`` for the shell and shared parts)."""

    text: str
    shown: str
    where: str
    table: str | None

    def __str__(self) -> str:
        shown = f"shown as {self.shown!r}" if self.shown else "clipped"
        return f"{self.text!r} {shown} at {self.where}"


_HELPERS = ("tabletop.ui.text", "tabletop.ui.layout_probe")
_FITS = ("fit", "fit_words")
"""Functions that shorten a line for their caller (a table's own ``fit`` cache, the
log's ``fit_words``): the cut is noted where they were called."""
_TABLES = "tabletop.ui.tables."


def _caller() -> tuple[str, str | None]:
    """Where the drawing code that cut a text is: the innermost frame outside the text
    helpers, and the innermost table package on the stack, if any."""
    frame: FrameType | None = sys._getframe(2)
    where, table = "", None
    while frame is not None:
        module = frame.f_globals.get("__name__", "")
        if not where and module not in _HELPERS and frame.f_code.co_name not in _FITS:
            where = f"{module}:{frame.f_lineno}"
        if table is None and module.startswith(_TABLES) and module.count(".") >= 4:
            table = module.split(".")[3]
        if where and table:
            break
        frame = frame.f_back
    return where, table


SMALL = 13
"""Letters under this many pixels are noted (``LayoutRecord.small``)."""


@dataclass(frozen=True)
class Small:
    """A text drawn in ``px``-pixel letters (under ``SMALL``), ``where`` and ``table`` as
    for a ``Cut``."""

    text: str
    px: int
    where: str
    table: str | None

    def __str__(self) -> str:
        return f"{self.text!r} in {self.px} px at {self.where}"


@dataclass
class LayoutRecord:
    surface: pygame.Surface
    items: list[Drawn] = field(default_factory=list)
    cuts: list[Cut] = field(default_factory=list)
    small: list[Small] = field(default_factory=list)
    least: int = SMALL
    """Letters under this many canvas pixels are noted in ``small`` (the layout matrix
    raises it where the window shows the canvas smaller: ``text.window_least``)."""

    def cut(self, text: str, shown: str) -> None:
        """``text`` was shortened to ``shown`` (``TextCache.fit``)."""
        self.cuts.append(Cut(text, shown, *_caller()))

    def _offset(self, surface: pygame.Surface) -> tuple[int, int] | None:
        """Where ``surface`` lies on the recorded one (``None``: not a part of it)."""
        if surface is self.surface:
            return (0, 0)
        if surface.get_abs_parent() is self.surface:
            return surface.get_abs_offset()
        return LAYERS.get(surface.get_size())

    def text(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        image: pygame.Surface,
        text: str,
        px: int = SMALL,
    ) -> None:
        """``text`` drawn at ``rect`` on ``surface`` in ``px``-pixel letters."""
        if px < self.least and text.strip():
            self.small.append(Small(text, px, *_caller()))
        inked = image.get_bounding_rect().move(rect.topleft)
        if text.strip() and inked.w and not surface.get_clip().contains(inked):
            self.cuts.append(Cut(text, "", *_caller()))
        offset = self._offset(surface)
        if offset is None or not text.strip():
            return
        ink = image.get_bounding_rect().move(rect.topleft).clip(surface.get_clip())
        if ink.w and ink.h:  # the part a clip (a scrolled page) lets show
            self.items.append(Drawn(ink.move(offset), text, px))

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
