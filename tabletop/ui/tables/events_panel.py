"""The "What happened" panel: the event lines of one move (a round end, cards dealt) told
one by one after it (``marks.Story`` opens it; ``telling.StepTeller`` makes it the
caption of the steps played on the board).

Where it rests is the table's choice (``TableScene.events_place``): it fills that
place's width and stands at its top, as tall as its rows need (at least as tall as the
table asks) up to the place's height, so that it covers nothing the table did not give
it. Its rows are as tall as the
text size needs; a long line wraps onto further rows (indented) rather than being cut.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from .. import theme
from ..text import TextCache
from ..widgets import draw_panel
from ..widgets.log import fit_words

LINE_GAP = 0.45
"""Seconds between two lines of the events panel at normal speed."""
REVEAL = 4.0
"""At normal speed a long round end still shows every line within these seconds."""
LINGER = 4.0
"""Seconds the events panel stays once every line shows."""


class EventsPanel:
    """The "What happened" panel: the event lines of one move shown one by one at the animation
    speed; a click or a key shows them all at once; it closes by itself a few seconds
    after the last line, or on the next move. A line longer than the panel is wide wraps
    onto further rows (indented); the panel is sized in rows and shows the newest lines
    that fit them, each whole.

    It rests at the best of ``places`` (``rest_at``; none: centred low on ``board``). While a table plays the move's steps on the board the panel is
    their caption (``caption``): it stands where the table puts it, its lines follow the
    board's steps (``follow``) instead of its own clock, and it neither goes on nor closes
    by itself; ``skip`` (the show's end, a click, a key) puts it back in its place with
    every line."""

    WIDTH = 680
    """Its width where the table gives it no place (and a caption's usual width)."""
    LINE = 22
    """The height of a row at text size 100% (taller in a larger text size: ``line``)."""
    ROWS = 18
    SIZE = 16
    """The letter size of the lines."""
    TITLE = 17
    INDENT = 16
    """How far a wrapped line's second and later rows stand in from its first."""
    HINTS = (14, 13)
    """The sizes the hint in the corner may take (it goes where neither fits)."""

    def __init__(
        self,
        entry: int,
        lines: Sequence[str],
        speed: float,
        board: pygame.Rect,
        text: TextCache,
        places: Sequence[tuple[pygame.Rect, int]] = (),
        first: int = 0,
    ):
        self.entry = entry
        self.lines = tuple(lines)
        self.first = max(0, min(first, len(self.lines)))
        """The first line of the move's own events (the lines before it, the other
        players' moves since the seat at the screen last moved, show at once)."""
        self.text = text
        self.line = self.row_height(text)
        """The height of a row at the text size in use."""
        self.top = self.title_height(text)
        """The first row's top below the panel's top (under the title)."""
        self._wraps: dict[int, tuple[tuple[str, ...], ...]] = {}
        self.speed = speed
        self.time = 0.0
        self.shown = len(self.lines) if speed <= 0 else self._start
        self.closed = False
        self._home: tuple[pygame.Rect, int] | None = None  # its place while a caption
        self.rect = pygame.Rect(0, 0, self.WIDTH, 0)
        self.rows = self.ROWS
        """Rows shown at most (the newest lines last, each whole where it fits)."""
        if not places:
            self.rect.h = self.height(self.rows)
            self.rect.midbottom = (board.centerx, board.bottom - 60)
        else:
            self.rest_at(places)

    @property
    def _start(self) -> int:
        """The lines shown at first: those before the events and the first event."""
        return max(1, min(len(self.lines), self.first + 1))

    @classmethod
    def row_height(cls, text: TextCache) -> int:
        """The height of a row at ``text``'s size (``LINE`` at 100%)."""
        return max(cls.LINE, text.font(cls.SIZE).get_linesize() + 3)

    @classmethod
    def title_height(cls, text: TextCache) -> int:
        """Where the first row starts below the panel's top (under the title)."""
        return max(38, 12 + text.font(cls.TITLE, True).get_linesize() + 6)

    @classmethod
    def height_for(cls, text: TextCache, rows: int) -> int:
        """The height of a panel showing ``rows`` rows at ``text``'s size (what a table
        gives a caption, ``StepHooks.caption_places``)."""
        return cls.title_height(text) + 10 + cls.row_height(text) * rows

    def rest_at(self, places: Sequence[tuple[pygame.Rect, int]]) -> None:
        """Rest at the first of ``places`` (rect, least height) where the newest line
        fits whole (else where the most of its rows do): at its top, its width, as tall as
        the rows need (at least the least height, at most the rect's). A caption goes
        there once the show is over."""

        def rows_in(rect: pygame.Rect) -> int:
            return max(1, min(self.ROWS, (rect.h - self.top - 10) // self.line))

        def newest(rect: pygame.Rect) -> int:  # the rows it lacks (and the earlier count's)
            return len(self.wrapped_at(rect.w)[-1]) + (len(self.lines) > 1) - rows_in(rect)

        fitting = (p for p in places if newest(p[0]) <= 0)
        place, least = next(fitting, min(places, key=lambda p: newest(p[0])))
        rows = rows_in(place)
        rect = pygame.Rect(place.x, place.y, place.w, 0)
        needed = self.top + 10 + self.line * min(self.rows_at(rect.w), rows)
        rect.h = min(place.h, max(least, needed))
        if self._home is not None and not self.closed:
            self._home = (rect, rows)
        else:
            self.rect, self.rows = rect, rows

    def height(self, rows: int) -> int:
        """The panel's height for its lines in at most ``rows`` rows."""
        return self.top + 10 + self.line * min(self.row_count, rows)

    def wrapped_at(self, width: int) -> tuple[tuple[str, ...], ...]:
        """Each line as the rows it takes in a panel ``width`` pixels wide (its first
        row, then the rest indented)."""
        rows = self._wraps.get(width)
        if rows is None:
            room = width - 28
            rows = self._wraps[width] = tuple(
                wrap_line(self.text, line, room, self.INDENT, self.SIZE) for line in self.lines
            )
        return rows

    @property
    def wrapped(self) -> tuple[tuple[str, ...], ...]:
        """Each line as the rows it takes at the panel's width."""
        return self.wrapped_at(self.rect.w)

    @property
    def row_count(self) -> int:
        """The rows every line takes together at the panel's width."""
        return sum(len(rows) for rows in self.wrapped)

    def rows_at(self, width: int) -> int:
        """The rows every line takes together in a panel ``width`` pixels wide (a
        caption's place is sized by them)."""
        return sum(len(rows) for rows in self.wrapped_at(width))

    def _visible(self, room: int) -> list[tuple[int, tuple[str, ...]]]:
        out: list[tuple[int, tuple[str, ...]]] = []
        wrapped = self.wrapped
        for index in range(min(self.shown, len(self.lines)) - 1, -1, -1):
            rows = wrapped[index]
            if len(rows) > room:
                if not out:  # the newest line alone is longer than the panel
                    out.append((index, rows[: max(1, room)]))
                break
            out.append((index, rows))
            room -= len(rows)
        return out[::-1]

    def visible(self) -> list[tuple[int, tuple[str, ...]]]:
        """The lines shown now, oldest first, as (line index, the rows shown): the newest
        lines shown that fit ``rows`` rows, each whole; the newest one always, in its
        first ``rows`` rows when it alone takes more (``draw`` ends its last row with the
        rest, shortened where a word ends: " …"). Where the title leaves no room for the count of the earlier
        lines, that count takes a row."""
        shown = self._visible(self.rows)
        if shown and shown[0][0] and self._note_row(shown[0][0]) and self.rows > 1:
            shown = self._visible(self.rows - 1)
        return shown

    # --- the title row ----------------------------------------------------------------------
    def _header(self) -> tuple[int, int | None]:
        """The title's size and the hint's beside it (``None``: no room for the hint): the
        title a size or two smaller where that lets the hint in (a narrow panel)."""
        for title_size in (self.TITLE, self.TITLE - 1, self.TITLE - 2):
            title = self.text.size("What happened", title_size, True)[0]
            for size in self.HINTS:
                if 28 + title + 16 + self.text.size(self.hint, size)[0] <= self.rect.w:
                    return title_size, size
        return self.TITLE, None

    def _hint_size(self) -> int | None:
        """The size the hint takes beside the title (``None``: no room for it)."""
        return self._header()[1]

    def _earlier(self, count: int) -> str:
        return f"{count} earlier in the move log"

    def _note_row(self, count: int) -> bool:
        """The count of ``count`` earlier lines takes a row of its own (no room for it
        between the title and the hint)."""
        text, size = self.text, self.HINTS[0]
        note = text.size(self._earlier(count), size)[0]
        title_size, hint_size = self._header()
        title = text.size("What happened", title_size, True)[0]
        hint = 0 if hint_size is None else text.size(self.hint, hint_size)[0]
        half = max(title + 14, hint + 14)  # the note is centred: the wider side counts
        return 2 * half + note + 24 > self.rect.w

    @property
    def following(self) -> bool:
        """The panel is a show's caption: its lines follow the board's steps."""
        return self._home is not None and not self.closed

    def caption(self, rect: pygame.Rect | None, rows: int) -> None:
        """Become the caption of the steps played on the board, the first line showing,
        or move it: at ``rect`` with at most ``rows`` rows (``None``: in its place; a long
        line wraps onto several rows, the newest lines shown whole)."""
        if self._home is None:
            self._home = (self.rect.copy(), self.rows)
            self.shown, self.time = self._start, 0.0
        if rect is not None:
            self.rect, self.rows = pygame.Rect(rect), rows

    def follow(self, shown: int) -> None:
        """As a caption: show the first ``shown`` event lines (the step on the board
        newest), after the lines before the events."""
        if self.following:
            self.shown = max(1, min(self.first + shown, len(self.lines)))

    def newest(self) -> pygame.Rect:
        """The mark beside the newest line shown (the step the board shows), from its
        first row down its last."""
        shown = self.visible()
        row = sum(len(rows) for _, rows in shown[:-1])
        if shown and shown[0][0] and self._note_row(shown[0][0]):
            row += 1
        span = len(shown[-1][1]) if shown else 1
        y = self.rect.y + self.top + 1 + row * self.line
        return pygame.Rect(self.rect.x + 5, y, 4, self.line - 4 + (span - 1) * self.line)

    @property
    def playing(self) -> bool:
        """Lines still to come (a click now skips to the end)."""
        return not self.closed and self.shown < len(self.lines)

    def skip(self) -> None:
        """Every line at once; a caption goes back to its place (the show is over)."""
        if self._home is not None:
            (self.rect, self.rows), self._home = self._home, None
        self.shown = len(self.lines)
        self.time = 0.0

    def update(self, dt: float) -> None:
        if self.closed or self.following:  # a caption keeps still: the show moves it
            return
        self.time += dt
        if self.playing:
            gap = min(LINE_GAP, REVEAL / max(1, len(self.lines) - self.first)) * self.speed
            while self.playing and self.time >= gap:
                self.time -= gap
                self.shown += 1
            if not self.playing:
                self.time = 0.0
        elif self.time >= LINGER:
            self.closed = True

    def handle(self, event: pygame.event.Event) -> None:
        """A click or a key shows every line at once; once all show, closes the panel.
        The event still goes on to the game: the panel never takes input from it."""
        if self.closed or event.type not in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            return
        if self.playing or self.following:
            self.skip()
        elif event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos):
            self.closed = True

    @property
    def hint(self) -> str:
        """What a click does now, said in the panel's corner."""
        if self.following:  # the board still plays (maybe its last step): a click ends it
            return "click to skip"
        return "click to show all" if self.playing else "click to close"

    def draw(self, surface: pygame.Surface, text: TextCache) -> None:
        if self.closed:
            return
        rect = self.rect
        draw_panel(surface, rect, fill=(26, 30, 38), edge=theme.ACCENT, width=2)
        title_size, hint_size = self._header()
        at = (rect.x + 14, rect.y + 10)
        text.blit(surface, "What happened", at, title_size, theme.ACCENT, True)
        if hint_size is not None:
            at = (rect.right - 14, rect.y + 12)
            text.blit(surface, self.hint, at, hint_size, theme.TEXT_DIM, anchor="topright")
        shown = self.visible()
        earlier = shown[0][0] if shown else 0
        row = 0
        if earlier:  # the first lines stay in the move log
            more = self._earlier(earlier)
            if self._note_row(earlier):
                y = rect.y + self.top + (self.line - text.size(more, 14)[1]) // 2
                text.blit(
                    surface, text.fit(more, rect.w - 28, 14), (rect.x + 14, y), 14, theme.TEXT_DIM
                )
                row = 1
            else:
                at = (rect.centerx, rect.y + 12)
                text.blit(surface, more, at, 14, theme.TEXT_DIM, anchor="midtop")
        wrapped = self.wrapped
        for index, rows in shown:
            whole = wrapped[index]
            for k, words in enumerate(rows):
                room = rect.w - 28 - (self.INDENT if k else 0)
                if k == len(rows) - 1 and len(rows) < len(whole):  # the rest on its last row
                    words = fit_words(text, " ".join(whole[k:]), room, self.SIZE)
                x = rect.x + 14 + (self.INDENT if k else 0)
                y = rect.y + self.top + row * self.line
                text.blit(surface, words, (x, y), self.SIZE, theme.TEXT)
                row += 1


def wrap_line(text: TextCache, line: str, width: int, indent: int, size: int) -> tuple[str, ...]:
    """``line`` as rows within ``width`` pixels at ``size``: its first row, then the rest
    wrapped ``indent`` pixels in (words kept whole; a word wider than a row is
    shortened)."""
    first, *rest = text.wrap(line, width, size)
    rows = [first]
    if rest:
        rows += text.wrap(" ".join(rest), width - indent, size)
    return tuple(text.fit(row, width - (indent if k else 0), size) for k, row in enumerate(rows))
