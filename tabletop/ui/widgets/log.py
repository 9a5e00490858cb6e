"""The move log: the newest lines at the bottom, scrollable with the mouse wheel."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from .. import theme
from ..text import TextCache
from .label import draw_panel


class MoveLog:
    def __init__(self, rect: pygame.Rect | tuple, line_height: int = 22, size: int = 15):
        self.rect = pygame.Rect(rect)
        self.line_height = line_height
        self.size = size
        self.scroll = 0  # lines scrolled back from the newest
        self._fitted: dict[tuple[int, str], str] = {}

    def handle(self, event: pygame.event.Event, mouse_pos: tuple[int, int] | None) -> bool:
        if event.type == pygame.MOUSEWHEEL and mouse_pos and self.rect.collidepoint(mouse_pos):
            self.scroll = max(0, self.scroll + event.y)
            return True
        return False

    def draw(
        self,
        surface: pygame.Surface,
        text: TextCache,
        lines: Sequence[str],
        title: str = "Move log",
    ) -> None:
        draw_panel(surface, self.rect)
        text.blit(surface, title, (self.rect.x + 12, self.rect.y + 8), 16, theme.ACCENT, bold=True)
        visible = max(1, (self.rect.h - 40) // self.line_height)
        self.scroll = min(self.scroll, max(0, len(lines) - visible))
        end = len(lines) - self.scroll
        shown = lines[max(0, end - visible) : end]
        y = self.rect.y + 34
        width = self.rect.w - 24
        for index, line in enumerate(shown):
            number = end - len(shown) + index + 1
            colour = theme.TEXT if index == len(shown) - 1 and self.scroll == 0 else theme.TEXT_DIM
            key = (number, line)
            fitted = self._fitted.get(key)
            if fitted is None:  # measuring is slow: fit each line once
                fitted = self._fitted[key] = text.fit(f"{number}. {line}", width, self.size)
            text.blit(surface, fitted, (self.rect.x + 12, y), self.size, colour)
            y += self.line_height
        if self.scroll:
            text.blit(
                surface,
                f"▼ {self.scroll} newer",
                (self.rect.right - 12, self.rect.y + 10),
                13,
                theme.TEXT_DIM,
                anchor="topright",
            )
