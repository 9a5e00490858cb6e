"""A modal dialog: a message and buttons (e.g. confirm an irreversible move)."""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence

import pygame

from .. import theme
from ..icons import IconCache
from ..text import TextCache
from .button import Button
from .label import draw_panel


@functools.lru_cache(maxsize=4)
def shade(size: tuple[int, int], alpha: int = 150) -> pygame.Surface:
    """A translucent black sheet (cached) that dims what lies under a modal."""
    sheet = pygame.Surface(size, pygame.SRCALPHA)
    sheet.fill((0, 0, 0, alpha))
    return sheet


class Dialog:
    def __init__(
        self,
        title: str,
        message: str,
        choices: Sequence[tuple[str, Callable[[], object]]],  # their results are not used
        center: tuple[int, int] = (800, 450),
        width: int = 620,
    ):
        self.title = title
        self.message = message
        self.center = center
        self.width = width
        self.buttons: list[Button] = []
        self._choices = list(choices)
        self.rect = pygame.Rect(0, 0, width, 200)
        self._laid_out = False

    def _layout(self, text: TextCache) -> None:
        lines = text.wrap(self.message, self.width - 60, 18)
        self.rect = pygame.Rect(0, 0, self.width, 150 + 26 * len(lines))
        self.rect.center = self.center
        n = len(self._choices)
        bw = min(200, (self.width - 40 - 16 * (n - 1)) // max(1, n))
        x = self.rect.centerx - (n * bw + (n - 1) * 16) // 2
        self.buttons = [
            Button(
                (x + i * (bw + 16), self.rect.bottom - 62, bw, 44), label, action, primary=(i == 0)
            )
            for i, (label, action) in enumerate(self._choices)
        ]
        self._laid_out = True

    def handle(self, event: pygame.event.Event) -> bool:
        """Every event is used while the dialog is open (it is modal)."""
        for button in self.buttons:
            if button.handle(event):
                return True
        return True

    def draw(self, surface: pygame.Surface, text: TextCache, icons: IconCache) -> None:
        if not self._laid_out:
            self._layout(text)
        surface.blit(shade(surface.get_size()), (0, 0))
        draw_panel(surface, self.rect, width=2)
        text.blit(
            surface, self.title, (self.rect.x + 30, self.rect.y + 22), 24, theme.ACCENT, bold=True
        )
        for i, line in enumerate(text.wrap(self.message, self.width - 60, 18)):
            text.blit(surface, line, (self.rect.x + 30, self.rect.y + 66 + 26 * i), 18)
        for button in self.buttons:
            button.draw(surface, text, icons)

    def prepare(self, text: TextCache) -> None:
        """Lay the dialog out now (so a click can land before the first draw)."""
        if not self._laid_out:
            self._layout(text)
