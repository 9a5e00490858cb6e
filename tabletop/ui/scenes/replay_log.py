"""The replay viewer's move log: every move of the game, the one on show highlighted and
kept in view, the moves still to come dimmed; a click on a line shows the position after
that move, the mouse wheel scrolls."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from .. import theme
from ..text import TextCache
from ..widgets import draw_panel, draw_tooltip
from .replay_marks import LogRow

CURRENT_FILL = (92, 76, 40)
FUTURE = (116, 120, 128)


class ReplayLog:
    def __init__(self, rect: pygame.Rect | tuple, rows: Sequence[LogRow], line_height: int = 22):
        self.rect = pygame.Rect(rect)
        self.rows = list(rows)
        self.line_height = line_height
        self.size = 15
        self.scroll = 0  # lines moved by the wheel away from the move on show
        self.mouse: tuple[int, int] | None = None
        self._fitted: dict[tuple[int, bool], str] = {}
        self._first: dict[int, int] = {}  # position -> its first row
        for k, row in enumerate(self.rows):
            self._first.setdefault(row.index, k)

    @property
    def visible(self) -> int:
        return max(1, (self.rect.h - 40) // self.line_height)

    def start(self, index: int) -> int:
        """The first row shown when position ``index`` is on show."""
        current = self._first.get(index, 0)
        top = current - self.visible // 3 + self.scroll
        return max(0, min(top, len(self.rows) - self.visible))

    def row_rect(self, slot: int) -> pygame.Rect:
        return pygame.Rect(
            self.rect.x + 6, self.rect.y + 34 + slot * self.line_height, self.rect.w - 12, 21
        )

    def handle(self, event: pygame.event.Event, index: int) -> int | None:
        """The position to show when a line was clicked (else ``None``); the wheel
        scrolls."""
        if hasattr(event, "pos"):
            self.mouse = event.pos
        if event.type == pygame.MOUSEWHEEL and self.mouse and self.rect.collidepoint(self.mouse):
            top = self.start(index) - 3 * event.y
            top = max(0, min(top, len(self.rows) - self.visible))
            self.scroll = top - (self._first.get(index, 0) - self.visible // 3)
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if not self.rect.collidepoint(event.pos):
                return None
            top = self.start(index)
            for slot in range(self.visible):
                if top + slot < len(self.rows) and self.row_rect(slot).collidepoint(event.pos):
                    return self.rows[top + slot].index
        return None

    def draw(self, surface: pygame.Surface, text: TextCache, index: int) -> None:
        draw_panel(surface, self.rect)
        title = f"Move log · {len(self._first)} moves"
        text.blit(surface, title, (self.rect.x + 12, self.rect.y + 8), 16, theme.ACCENT, bold=True)
        if not self.rows:
            text.blit(
                surface,
                "No moves were played.",
                (self.rect.x + 12, self.rect.y + 40),
                15,
                theme.TEXT_DIM,
            )
            return
        top = self.start(index)
        width = self.rect.w - 28
        hovered: str | None = None
        for slot in range(self.visible):
            k = top + slot
            if k >= len(self.rows):
                break
            row = self.rows[k]
            full = f"   · {row.text}" if row.event else f"{row.index}. {row.text}"
            bold = row.index == index and not row.event
            size = self.size - 1 if row.event else self.size
            fitted = self._fitted.get((k, bold))
            if fitted is None:  # measuring is slow: fit each line once (per weight)
                fitted = self._fitted[(k, bold)] = text.fit(full, width, size, bold)
            box = self.row_rect(slot)
            if row.index == index:
                pygame.draw.rect(surface, CURRENT_FILL, box, border_radius=4)
                colour = theme.TEXT
            else:
                colour = theme.TEXT_DIM if row.index < index else FUTURE
            text.blit(surface, fitted, (box.x + 6, box.y + 2), size, colour, bold)
            if fitted != full and self.mouse is not None and box.collidepoint(self.mouse):
                hovered = full.strip()
        if hovered is not None and self.mouse is not None:
            draw_tooltip(surface, text, hovered, self.mouse)
