"""A push button with a label, an optional icon, a tooltip and a keyboard shortcut; a
``wrap`` button shows a long label whole on several lines (``label_lines``)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from .. import theme
from ..icons import IconCache
from ..text import TextCache

_KEY = (255, 0, 254)
"""The colour keyed out of a cached button picture (its rounded corners)."""
DISABLED_FILL, DISABLED_EDGE = (36, 40, 48), (56, 60, 68)
"""A disabled button's face and edge: sunk, darker than the panel, so it
reads as "not now" even under the pointer (issue #26: an Undo that could not take back
looked pressable)."""


class Button:
    def __init__(
        self,
        rect: pygame.Rect | tuple,
        label: str,
        on_click: Callable[[], object],  # what it returns is not used
        enabled: bool | Callable[[], bool] = True,
        icon: str | None = None,
        tooltip: str = "",
        size: int = 18,
        primary: bool = False,
        key: int | None = None,
        wrap: bool = False,
    ):
        self.rect = pygame.Rect(rect)
        self.label = label
        self.on_click = on_click
        self._enabled = enabled
        self.icon = icon
        self.tooltip = tooltip
        self.size = size
        self.primary = primary
        self.key = key
        self.wrap = wrap
        """The label on as many lines as it needs, centred (the caller makes the button
        tall enough: ``label_height``); else on one line, shortened with "…"."""
        self.hover = False
        self._pressed = False
        self._image: pygame.Surface | None = None
        self._key: tuple | None = None
        self.painted = 0  # how many times the picture was painted (tests)

    @property
    def enabled(self) -> bool:
        return self._enabled() if callable(self._enabled) else bool(self._enabled)

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was used (a click on the button or its shortcut)."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self._pressed = True
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was, self._pressed = self._pressed, False
            if was and self.rect.collidepoint(event.pos) and self.enabled:
                self.on_click()
                return True
        elif event.type == pygame.KEYDOWN and self.key is not None and event.key == self.key:
            if self.enabled:
                self.on_click()
                return True
        return False

    def draw(self, surface: pygame.Surface, text: TextCache, icons: IconCache) -> None:
        """Blit the button's picture, painted again only when something it shows changed
        (enabled, hover, label, icon, size, text scale)."""
        key = (self.enabled, self.hover, self.label, self.icon, self.primary, self.size,
               self.wrap, self.rect.size, id(text), getattr(text, "scale", 1), id(icons))  # fmt: skip
        if self._image is None or self._key != key:
            image = pygame.Surface(self.rect.size)
            image.fill(_KEY)
            image.set_colorkey(_KEY)
            self._paint(image, image.get_rect(), text, icons)
            self._image, self._key = image, key
            self.painted += 1
        surface.blit(self._image, self.rect)

    def _paint(
        self, surface: pygame.Surface, rect: pygame.Rect, text: TextCache, icons: IconCache
    ) -> None:
        enabled = self.enabled
        hover = self.hover and enabled  # a button that does nothing never lights up
        if not enabled:  # flat: no raised edge, dim words (it cannot be pressed now)
            fill, fg, edge = DISABLED_FILL, theme.DISABLED, DISABLED_EDGE
        elif self.primary:
            fill, fg = ((255, 200, 90) if hover else theme.ACCENT), theme.TEXT_DARK
            edge = theme.HOVER if hover else theme.PANEL_EDGE
        else:
            fill, fg = ((84, 94, 110) if hover else theme.PANEL_LIGHT), theme.TEXT
            edge = theme.HOVER if hover else theme.PANEL_EDGE
        pygame.draw.rect(surface, fill, rect, border_radius=8)
        pygame.draw.rect(surface, edge, rect, 1, border_radius=8)
        image = icons.get(self.icon, self.size + 4, fg) if self.icon else None
        if self.wrap and not image:
            lines = label_lines(text, self.label, rect.w - 14, self.size, self.primary)
            if len(lines) > 1:
                step = line_step(text, self.size, self.primary)
                top = rect.centery - step * len(lines) // 2
                for i, line in enumerate(lines):
                    at = (rect.centerx, top + i * step)
                    text.blit(surface, line, at, self.size, fg, self.primary, "midtop")
                return
        label_text = text.fit(self.label, rect.w - (40 if image else 14), self.size)
        label = text.render(label_text, self.size, fg, bold=self.primary)
        width = label.get_width() + (image.get_width() + 8 if image else 0)
        x = rect.centerx - width // 2
        if image:
            surface.blit(image, image.get_rect(midleft=(x, rect.centery)))
            x += image.get_width() + 8
        surface.blit(label, label.get_rect(midleft=(x, rect.centery)))


def label_lines(
    text: TextCache, label: str, width: int, size: int, bold: bool = False
) -> list[str]:
    """``label`` as the lines a ``wrap`` button shows within ``width`` pixels (words kept
    whole; a single word wider than the button is shortened)."""
    return [text.fit(line, width, size, bold) for line in text.wrap(label, width, size, bold)]


def line_step(text: TextCache, size: int, bold: bool = False) -> int:
    """The distance between two lines of a wrapped label."""
    return text.font(size, bold).get_linesize()


def label_height(text: TextCache, label: str, width: int, size: int, single: int) -> int:
    """The height a ``wrap`` button ``width`` wide needs to show ``label`` whole at
    ``size``: ``single`` for one line, more for each further line."""
    lines = len(label_lines(text, label, width - 14, size))
    return single if lines <= 1 else max(single, lines * line_step(text, size) + 12)
