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
        tooltip: bool = True,
    ) -> None:
        """The panel and its lines; with ``tooltip``, also the full text of a cut line the
        mouse rests on (``draw_tooltip`` draws it alone, over a cached picture)."""
        draw_panel(surface, self.rect)
        text.blit(surface, title, (self.rect.x + 12, self.rect.y + 8), 16, theme.ACCENT, bold=True)
        y = self.rect.y + 34
        shown = self._shown(text, lines)
        for index, (number, _, fitted, _) in enumerate(shown):
            last = index == len(shown) - 1 and self.scroll == 0
            colour = theme.TEXT if last and number else theme.TEXT_DIM
            size = self.size if number else self.size - 1
            text.blit(surface, fitted, (self.rect.x + 12, y), size, colour)
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
        if tooltip:
            self.draw_tooltip(surface, text, lines)

    def _shown(self, text: TextCache, lines: Sequence[str]) -> list[tuple[int, str, str, str]]:
        """The visible lines: (move number or 0, line, text fitted to the panel, full)."""
        visible = max(1, (self.rect.h - 40) // self.line_height)
        self.scroll = min(self.scroll, max(0, len(lines) - visible))
        end = len(lines) - self.scroll
        shown = lines[max(0, end - visible) : end]
        numbers = self._move_numbers(lines)
        width = self.rect.w - 24
        rows = []
        for index, line in enumerate(shown):
            number = numbers[end - len(shown) + index]
            full = f"{number}. {line}" if number else f"   {line}"
            key = (number, line)
            fitted = self._fitted.get(key)
            if fitted is None:  # measuring is slow: fit each line once
                fitted = self._fitted[key] = text.fit(full, width, self.size)
            rows.append((number, line, fitted, full))
        return rows

    def draw_tooltip(self, surface: pygame.Surface, text: TextCache, lines: Sequence[str]) -> None:
        """The full text of the cut line under the mouse, if any."""
        mouse = self.mouse
        if mouse is None or not self.rect.collidepoint(mouse):
            return
        y = self.rect.y + 34
        for _, _, fitted, full in self._shown(text, lines):
            row = pygame.Rect(self.rect.x, y, self.rect.w, self.line_height)
            if fitted != full and row.collidepoint(mouse):
                draw_tooltip(surface, text, full.strip(), mouse)
                return
            y += self.line_height
