"""The move log: the newest lines at the bottom, scrollable with the mouse wheel.

A line that starts with ``EVENT`` tells what happened by itself after the move above it
(a round ended, cards were dealt): it is drawn indented and unnumbered. A line longer
than the panel is wide wraps onto further rows (indented, words kept whole), so every
line shows whole; the panel shows the newest lines whose rows fit it (and the end of the
line before them in the rows left over, "…" where its start was). Rows are as tall as
the text size needs (``row_height``), and a line's box (``boxes``: the highlight of a
marked move) covers its own rows and stops short of the next line's. Only a line too long
for the whole panel is shortened: its first rows, the last ending where a word ends with
" …"; it shows in full when the mouse rests on it."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from .. import layout_probe, theme
from ..text import TextCache
from .label import draw_panel
from .tooltip import draw_tooltip

EVENT = "· "
"""The prefix of a line that is an automatic step, not a move."""
INDENT = 16
"""How far a wrapped line's second and later rows stand in from its first."""
TOP = 31
"""The first row's top below the panel's top (under the title)."""
PAD = 2
"""The letters' top below their row's top."""
EVENT_INDENT = 14
"""How far an event line stands in from the moves' numbers."""


def row_height(text: TextCache, size: int, least: int) -> int:
    """The pitch of a log's rows: ``least`` pixels, or the letters' line and a small gap
    in a larger text size (rows never overlap)."""
    return max(least, text.font(size).get_linesize() + 2 * PAD)


def wrap_rows(
    text: TextCache, line: str, width: int, size: int, bold: bool = False, indent: int = INDENT
) -> tuple[str, ...]:
    """``line`` as rows within ``width`` pixels: its first row, then the rest wrapped
    ``indent`` pixels in (words kept whole; only a word wider than a row is shortened)."""
    first, *rest = text.wrap(line, width, size, bold) or [""]
    rows = [first]
    if rest:
        rows += text.wrap(" ".join(rest), width - indent, size, bold)
    return tuple(
        text.fit(row, width - (indent if k else 0), size, bold) for k, row in enumerate(rows)
    )


def fit_words(text: TextCache, line: str, width: int, size: int, bold: bool = False) -> str:
    """``line`` within ``width`` pixels: whole, or its first words with " …" after them
    (shortened where a word ends; only a first word wider than the row loses letters)."""
    if text.size(line, size, bold)[0] <= width:
        return line
    words = line.split()
    low, high = 0, len(words)
    while low < high:  # the most words that fit with the ellipsis
        mid = (low + high + 1) // 2
        if text.size(" ".join(words[:mid]) + " …", size, bold)[0] <= width:
            low = mid
        else:
            high = mid - 1
    if not low:
        return text.fit(line, width, size, bold)
    shown = " ".join(words[:low]) + " …"
    if layout_probe.active is not None:  # the cut-text test notes it as a cut
        layout_probe.active.cut(line, shown)
    return shown


def first_rows(
    text: TextCache,
    rows: Sequence[str],
    room: int,
    width: int,
    size: int,
    bold: bool = False,
    indent: int = INDENT,
) -> tuple[str, ...]:
    """A wrapped line (``rows``, the first ``width`` pixels wide, the rest ``indent`` in)
    in at most ``room`` rows: whole, or its first rows, the last of them holding the rest
    shortened where a word ends (" …")."""
    if len(rows) <= room:
        return tuple(rows)
    room = max(1, room)
    last = width - (indent if room > 1 else 0)
    return (*rows[: room - 1], fit_words(text, " ".join(rows[room - 1 :]), last, size, bold))


def indent_for(text: TextCache, size: int) -> int:
    """How far a log's wrapped rows stand in: ``INDENT``, or room for a "…" before them
    in a larger text size."""
    return max(INDENT, text.size("…", size)[0] + 4)


class MoveLog:
    def __init__(self, rect: pygame.Rect | tuple, line_height: int = 22, size: int = 15):
        self.rect = pygame.Rect(rect)
        self.line_height = line_height
        """The least pitch of the rows (taller in a larger text size)."""
        self.size = size
        self.scroll = 0  # lines scrolled back from the newest
        self.mouse: tuple[int, int] | None = None
        self._wrapped: dict[tuple, tuple[str, ...]] = {}
        self._numbers: tuple[Sequence[str], list[int]] = ((), [])
        self.boxes: dict[int, pygame.Rect] = {}
        """The lines drawn last, by their index in the log: the box each one's rows take
        (a marked move is outlined there)."""

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
        pitch = row_height(text, self.size, self.line_height)
        shown = self._shown(text, lines)
        self.boxes = {}
        for k, (index, number, rows, _, _, skip) in enumerate(shown):
            last = k == len(shown) - 1 and self.scroll == 0
            colour = theme.TEXT if last and number else theme.TEXT_DIM
            size = self.size if number else self.size - 1
            box = self._box(shown, k, pitch)
            self.boxes[index] = box
            left = self.rect.x + 12 + (0 if number else EVENT_INDENT)
            indent = indent_for(text, self.size)
            if skip:  # the end of an older line: "…" where its first rows would be
                text.blit(surface, "…", (left, box.y + PAD + 1), size, colour)
            for r, row in enumerate(rows):
                x = left + (indent if r + skip else 0)
                text.blit(surface, row, (x, box.y + PAD + 1 + r * pitch), size, colour)
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

    def _box(self, shown: list, k: int, pitch: int) -> pygame.Rect:
        """The box of the ``k``-th line shown: its rows, a pixel short of the next line."""
        above = sum(len(line[2]) for line in shown[:k])
        y = self.rect.y + TOP + above * pitch
        return pygame.Rect(self.rect.x + 4, y, self.rect.w - 8, len(shown[k][2]) * pitch - 1)

    def _rows(self, text: TextCache, number: int, line: str) -> tuple[str, ...]:
        """A line's rows at the text size in use (wrapped once: measuring is slow)."""
        key = (number, line, getattr(text, "scale", 1), id(text))
        rows = self._wrapped.get(key)
        if rows is None:
            full = f"{number}. {line}" if number else line
            size = self.size if number else self.size - 1
            width = self.rect.w - 24 - (0 if number else EVENT_INDENT)
            indent = indent_for(text, self.size)
            rows = self._wrapped[key] = wrap_rows(text, full, width, size, indent=indent)
            if len(self._wrapped) > 4000:
                self._wrapped.clear()
        return rows

    def _shown(
        self, text: TextCache, lines: Sequence[str]
    ) -> list[tuple[int, int, tuple[str, ...], str, bool, int]]:
        """The visible lines: (index, move number or 0, the rows shown, full text, shown
        whole, rows of it not shown above) — the newest lines (before the scroll) whose
        rows fit the panel, each whole, then the last rows of the line before them in the
        rows left over (its first rows scrolled away: whole on hover); a line too tall
        for the panel alone shows its first rows, the last shortened."""
        pitch = row_height(text, self.size, self.line_height)
        room = max(1, (self.rect.h - TOP - 6) // pitch)
        numbers = self._move_numbers(lines)
        first, used = 0, 0  # the oldest lines that fill the panel: scrolled back to them
        while (
            first < len(lines)
            and used + len(self._rows(text, numbers[first], lines[first])) <= room
        ):
            used += len(self._rows(text, numbers[first], lines[first]))
            first += 1
        self.scroll = min(self.scroll, max(0, len(lines) - max(1, first)))
        end = len(lines) - self.scroll
        out: list[tuple[int, int, tuple[str, ...], str, bool, int]] = []
        used = 0
        for index in range(end - 1, -1, -1):
            number = numbers[index]
            rows = self._rows(text, number, lines[index])
            full = f"{number}. {lines[index]}" if number else lines[index]
            if used + len(rows) > room:
                if not out:  # alone taller than the panel: its first rows, then " …"
                    size = self.size if number else self.size - 1
                    width = self.rect.w - 24 - (0 if number else EVENT_INDENT)
                    indent = indent_for(text, self.size)
                    rows = first_rows(text, rows, room, width, size, indent=indent)
                    out.append((index, number, rows, full, False, 0))
                elif room > used:  # the rows left over: the end of this older line
                    skip = len(rows) - (room - used)
                    out.append((index, number, rows[skip:], full, False, skip))
                break
            whole = " ".join(rows).split() == full.split()
            out.append((index, number, rows, full, whole, 0))
            used += len(rows)
        return out[::-1]

    def draw_tooltip(self, surface: pygame.Surface, text: TextCache, lines: Sequence[str]) -> None:
        """The full text of the cut line under the mouse, if any."""
        mouse = self.mouse
        if mouse is None or not self.rect.collidepoint(mouse):
            return
        pitch = row_height(text, self.size, self.line_height)
        shown = self._shown(text, lines)
        for k, (_, _, _, full, whole, _) in enumerate(shown):
            if not whole and self._box(shown, k, pitch).collidepoint(mouse):
                draw_tooltip(surface, text, full.strip(), mouse)
                return
