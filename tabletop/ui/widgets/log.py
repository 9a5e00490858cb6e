"""The move log: the newest lines at the bottom, scrollable with the mouse wheel.

A line that starts with ``EVENT`` tells what happened by itself after the move above it
(a round ended, cards were dealt): it is drawn indented and unnumbered. A line cut to fit
shows its full text when the mouse rests on it."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from .. import theme
from ..text import TextCache
from .label import draw_panel
from .tooltip import draw_tooltip

EVENT = "· "
"""The prefix of a line that is an automatic step, not a move."""


class MoveLog:
    def __init__(self, rect: pygame.Rect | tuple, line_height: int = 22, size: int = 15):
        self.rect = pygame.Rect(rect)
        self.line_height = line_height
        self.size = size
        self.scroll = 0  # lines scrolled back from the newest
        self.mouse: tuple[int, int] | None = None
        self._fitted: dict[tuple[int, str], str] = {}
        self._numbers: tuple[Sequence[str], list[int]] = ((), [])

    def handle(self, event: pygame.event.Event, mouse_pos: tuple[int, int] | None) -> bool:
        if mouse_pos is not None:
            self.mouse = mouse_pos
        if event.type == pygame.MOUSEWHEEL and mouse_pos and self.rect.collidepoint(mouse_pos):
            self.scroll = max(0, self.scroll + event.y)
            return True
        return False

    def _move_numbers(self, lines: Sequence[str]) -> list[int]:
        """The move number of every line (0 for an event line), counted once per log."""
        cached, numbers = self._numbers
        if cached is not lines:
            numbers, count = [], 0
            for line in lines:
                if line.startswith(EVENT):
                    numbers.append(0)
                else:
                    count += 1
                    numbers.append(count)
            self._numbers = (lines, numbers)
        return numbers

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
        numbers = self._move_numbers(lines)
        y = self.rect.y + 34
        width = self.rect.w - 24
        hovered: str | None = None
        for index, line in enumerate(shown):
            number = numbers[end - len(shown) + index]
            last = index == len(shown) - 1 and self.scroll == 0
            full = f"{number}. {line}" if number else f"   {line}"
            key = (number, line)
            fitted = self._fitted.get(key)
            if fitted is None:  # measuring is slow: fit each line once
                fitted = self._fitted[key] = text.fit(full, width, self.size)
            colour = theme.TEXT if last and number else theme.TEXT_DIM
            size = self.size if number else self.size - 1
            text.blit(surface, fitted, (self.rect.x + 12, y), size, colour)
            row = pygame.Rect(self.rect.x, y, self.rect.w, self.line_height)
            if fitted != full and self.mouse is not None and row.collidepoint(self.mouse):
                hovered = full.strip()
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
        if hovered is not None and self.mouse is not None:
            draw_tooltip(surface, text, hovered, self.mouse)
