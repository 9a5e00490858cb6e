"""The replay viewer's move log: every move of the game, the one on show highlighted and
kept in view, the moves still to come dimmed; a click on a line shows the position after
that move, the mouse wheel scrolls. A line longer than the panel is wide wraps onto
further rows (indented), so every line shows whole; its box (the highlight of the move on
show, the place a click picks it) covers its rows and stops short of the next line's. A
line only partly in the panel at its bottom (or one taller than the whole panel) shows its
first rows, the last ending where a word ends with " …", as the table's move log shortens
a line; it shows in full when the mouse rests on it."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from .. import theme
from ..text import TextCache
from ..widgets import draw_panel, draw_tooltip
from ..widgets.log import EVENT_INDENT, INDENT, PAD, TOP, first_rows, row_height, wrap_rows
from .replay_marks import LogRow

CURRENT_FILL = (92, 76, 40)
FUTURE = (116, 120, 128)


class ReplayLog:
    def __init__(self, rect: pygame.Rect | tuple, rows: Sequence[LogRow], line_height: int = 22):
        self.rect = pygame.Rect(rect)
        self.rows = list(rows)
        self.line_height = line_height
        """The least pitch of the rows (taller in a larger text size)."""
        self.size = 15
        self.scroll = 0  # lines moved by the wheel away from the move on show
        self.mouse: tuple[int, int] | None = None
        self._first: dict[int, int] = {}  # position -> its first row
        for k, row in enumerate(self.rows):
            self._first.setdefault(row.index, k)
        self._pitch = line_height
        self._wrapped: dict[tuple[int, bool], tuple[str, ...]] = {}
        self._heights: list[int] = [1] * len(self.rows)
        """The rows each line takes (its bold form's, if taller), at the text size drawn
        last."""
        self._text_key: tuple | None = None
        self._top = 0
        self._boxes: dict[int, pygame.Rect] = {}  # line -> its box, as drawn last

    @property
    def visible(self) -> int:
        """The rows the panel holds."""
        return max(1, (self.rect.h - TOP - 6) // self._pitch)

    def _last_top(self) -> int:
        """The first line shown when the panel is scrolled to the end."""
        top, used = len(self.rows), 0
        while top > 0 and used + self._heights[top - 1] <= self.visible:
            top -= 1
            used += self._heights[top]
        return min(top, max(0, len(self.rows) - 1))

    def start(self, index: int) -> int:
        """The first line shown when position ``index`` is on show (its move's line in
        view unless the wheel moved it out)."""
        return max(0, min(self._above(index) + self.scroll, self._last_top()))

    def _above(self, index: int) -> int:
        """The first line shown when position ``index`` is on show and the wheel has not
        moved: its move's line about a third of the rows down."""
        top = self._first.get(index, 0)
        above = 0
        while top > 0 and above + self._heights[top - 1] <= self.visible // 3:
            top -= 1
            above += self._heights[top]
        return top

    def row_rect(self, slot: int) -> pygame.Rect:
        """The box of the ``slot``-th line shown (from the top), as drawn last."""
        box = self._boxes.get(self._top + slot)
        if box is not None:
            return box
        y = self.rect.y + TOP + slot * self._pitch
        return pygame.Rect(self.rect.x + 6, y, self.rect.w - 12, self._pitch - 1)

    def handle(self, event: pygame.event.Event, index: int) -> int | None:
        """The position to show when a line was clicked (else ``None``); the wheel
        scrolls."""
        if hasattr(event, "pos"):
            self.mouse = event.pos
        if event.type == pygame.MOUSEWHEEL and self.mouse and self.rect.collidepoint(self.mouse):
            top = self.start(index) - 3 * event.y
            top = max(0, min(top, self._last_top()))
            self.scroll = top - self._above(index)
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if not self.rect.collidepoint(event.pos):
                return None
            for k, box in self._boxes.items():
                if box.collidepoint(event.pos):
                    return self.rows[k].index
        return None

    def _full(self, k: int) -> str:
        row = self.rows[k]
        return f"· {row.text}" if row.event else f"{row.index}. {row.text}"

    def _lines(self, text: TextCache, k: int, bold: bool) -> tuple[str, ...]:
        """Line ``k``'s rows (wrapped once per weight at the text size in use)."""
        rows = self._wrapped.get((k, bold))
        if rows is None:
            event = self.rows[k].event
            width = self.rect.w - 28 - (EVENT_INDENT if event else 0)
            size = self.size - 1 if event else self.size
            rows = self._wrapped[(k, bold)] = wrap_rows(text, self._full(k), width, size, bold)
        return rows

    def _measure(self, text: TextCache) -> None:
        """Every line's rows at ``text``'s size (again only when the text size changed)."""
        key = (id(text), getattr(text, "scale", 1))
        if key == self._text_key:
            return
        self._text_key, self._wrapped = key, {}
        self._pitch = row_height(text, self.size, self.line_height)
        self._heights = [
            max(len(self._lines(text, k, False)), len(self._lines(text, k, not row.event)))
            for k, row in enumerate(self.rows)
        ]

    def draw(self, surface: pygame.Surface, text: TextCache, index: int) -> None:
        draw_panel(surface, self.rect)
        title = f"Move log · {len(self._first)} moves"
        text.blit(surface, title, (self.rect.x + 12, self.rect.y + 8), 16, theme.ACCENT, bold=True)
        self._boxes = {}
        if not self.rows:
            text.blit(
                surface,
                "No moves were played.",
                (self.rect.x + 12, self.rect.y + 40),
                15,
                theme.TEXT_DIM,
            )
            return
        self._measure(text)
        pitch = self._pitch
        self._top = top = self.start(index)
        y, bottom = self.rect.y + TOP, self.rect.bottom - 6
        hovered: str | None = None
        for k in range(top, len(self.rows)):
            row = self.rows[k]
            room = (bottom - y) // pitch
            if room < 1 and k > top:
                break
            bold = row.index == index and not row.event
            size = self.size - 1 if row.event else self.size
            lines = self._lines(text, k, bold)
            # a line only partly in the panel (or taller than it): its first rows, " …"
            width = self.rect.w - 28 - (EVENT_INDENT if row.event else 0)
            shown = first_rows(text, lines, room, width, size, bold)
            box = pygame.Rect(self.rect.x + 6, y, self.rect.w - 12, len(shown) * pitch - 1)
            self._boxes[k] = box
            if row.index == index:
                pygame.draw.rect(surface, CURRENT_FILL, box, border_radius=4)
                colour = theme.TEXT
            else:
                colour = theme.TEXT_DIM if row.index < index else FUTURE
            x = box.x + 6 + (EVENT_INDENT if row.event else 0)
            for r, line in enumerate(shown):
                at = (x + (INDENT if r else 0), box.y + PAD + 1 + r * pitch)
                text.blit(surface, line, at, size, colour, bold)
            whole = shown == lines and " ".join(lines).split() == self._full(k).split()
            if not whole and self.mouse is not None and box.collidepoint(self.mouse):
                hovered = self._full(k)
            if len(shown) < len(lines):
                break
            y += self._heights[k] * pitch
        if hovered is not None and self.mouse is not None:
            draw_tooltip(surface, text, hovered, self.mouse)
