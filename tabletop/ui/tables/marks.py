"""What the other players just did, shown on the board: the last move of each other seat
stays marked (an outline in that seat's colour with its symbol) until the seat at the
screen moves again; a bot's move glides there from the seat's row; after a move with
events (a round end) a small "What happened" panel tells them one line at a time.

Everything here is derived from the match's log (marks) or advanced in ``update`` (the
glide, the panel); ``draw`` functions only read.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from tabletop.engine.actions import Action
from tabletop.engine.match import LogEntry

from .. import theme
from ..icons import draw_symbol
from ..text import TextCache
from ..theme import SeatStyle
from ..tween import Tween, Tweens
from ..widgets import draw_panel

GLIDE = 0.5
"""Seconds a bot's move takes to glide to its place at normal animation speed."""
LINE_GAP = 0.45
"""Seconds between two lines of the events panel at normal speed."""
REVEAL = 4.0
"""At normal speed a long round end still shows every line within these seconds."""
LINGER = 4.0
"""Seconds the events panel stays once every line shows."""
CHIP_R = 15


@dataclass(frozen=True)
class Mark:
    """One move of another seat marked on the board."""

    seat: int
    entry: int  # index in the match's log
    rect: pygame.Rect
    style: SeatStyle
    nest: int = 0  # marks already at this place (its symbol goes to another corner)


def marked_entries(log: Sequence[LogEntry], eyes: int) -> list[int]:
    """The log indexes of each other seat's last move (its last run of consecutive
    actions, a turn of several steps) made after the seat ``eyes`` last moved."""
    since = max((i for i, e in enumerate(log) if e.seat == eyes), default=-1)
    out: list[int] = []
    seen: set[int] = set()
    i = len(log) - 1
    while i > since:
        seat = log[i].seat
        if seat in seen:
            i -= 1
            continue
        seen.add(seat)
        while i > since and log[i].seat == seat:  # the whole run: that seat's turn
            out.append(i)
            i -= 1
    return sorted(out)


def make_marks(
    log: Sequence[LogEntry],
    entries: Sequence[int],
    locate: Callable[[Action, int], pygame.Rect | None],
    style: Callable[[int], SeatStyle],
) -> tuple[Mark, ...]:
    """The marks of the log ``entries`` whose place ``locate`` finds."""
    out: list[Mark] = []
    for index in entries:
        entry = log[index]
        rect = locate(entry.action, entry.seat)
        if rect is not None:
            rect = pygame.Rect(rect)
            same = sum(1 for m in out if m.rect.center == rect.center)
            if same:  # two seats at one place (the discard pile): nested outlines
                rect = rect.inflate(10 * same, 10 * same)
            out.append(Mark(entry.seat, index, rect, style(entry.seat), same))
    return tuple(out)


def chip(style: SeatStyle) -> pygame.Surface:
    """The seat's token: a dark disc with its symbol in its colour (made once per seat)."""
    size = 2 * CHIP_R + 4
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    centre = (size // 2, size // 2)
    pygame.draw.circle(surface, (24, 26, 32), centre, CHIP_R + 1)
    pygame.draw.circle(surface, style.rgb, centre, CHIP_R + 1, 3)
    draw_symbol(surface, style.symbol, centre, CHIP_R - 6, style.rgb)
    return surface


class Glide:
    """A bot's move in flight: its chip gliding from where it came from to its place."""

    def __init__(self) -> None:
        self.tweens = Tweens()
        self.entry: int | None = None  # the log entry gliding (its mark waits)
        self._tween: Tween | None = None
        self._chips: dict[str, pygame.Surface] = {}

    def start(
        self, entry: int, style: SeatStyle, origin: pygame.Rect, to: pygame.Rect, speed: float
    ) -> None:
        """Glide ``style``'s chip from ``origin`` to ``to`` (nothing when speed is 0)."""
        surface = self._chips.get(style.colour_id)
        if surface is None:
            surface = self._chips[style.colour_id] = chip(style)
        half = surface.get_width() // 2
        start = (origin.centerx - half, origin.centery - half)
        end = (to.centerx - half, to.centery - half)
        self._tween = self.tweens.add(surface, start, end, GLIDE * speed)
        self.entry = entry if self._tween is not None else None

    def update(self, dt: float) -> None:
        self.tweens.update(dt)
        if self._tween is not None and self._tween.done:
            self._tween, self.entry = None, None

    def stop(self) -> None:
        self.tweens.items.clear()
        self._tween, self.entry = None, None

    @property
    def busy(self) -> bool:
        return self.tweens.busy

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        return self.tweens.draw(surface)


def draw_marks(surface: pygame.Surface, marks: Sequence[Mark], hidden: int | None) -> None:
    """Each mark: an outline in the seat's colour and, at its corner, the seat's symbol
    (never colour alone); the symbols over every outline. ``hidden``: the entry still
    gliding there."""
    shown = [mark for mark in marks if mark.entry != hidden]
    for mark in shown:
        rect = mark.rect.inflate(8, 8)
        pygame.draw.rect(surface, (16, 18, 22), rect, 5, border_radius=6)
        pygame.draw.rect(surface, mark.style.rgb, rect, 3, border_radius=6)
    for mark in shown:
        rect = mark.rect.inflate(8, 8)
        r = 11 if min(mark.rect.size) >= 36 else 8  # small on a small lodge or floor
        corner = (
            (rect.x + 2, rect.y + 2),
            (rect.right - 3, rect.y + 2),
            (rect.x + 2, rect.bottom - 3),
            (rect.right - 3, rect.bottom - 3),
        )[mark.nest % 4]
        pygame.draw.circle(surface, (24, 26, 32), corner, r)
        pygame.draw.circle(surface, mark.style.rgb, corner, r, 2)
        draw_symbol(surface, mark.style.symbol, corner, r - 4, mark.style.rgb)


class EventsPanel:
    """The "What happened" panel: the event lines of one move shown one by one at the animation
    speed; a click or a key shows them all at once; it closes by itself a few seconds
    after the last line, or on the next move. A line longer than the panel is wide wraps
    onto further rows (indented); the panel is sized in rows and shows the newest lines
    that fit them, each whole.

    While a table plays the move's steps on the board the panel is their caption
    (``caption``): it stands where the table puts it, its lines follow the board's steps
    (``follow``) instead of its own clock, and it neither goes on nor closes by itself;
    ``skip`` (the show's end, a click, a key) puts it back in its place with every line."""

    WIDTH = 680
    LINE = 22
    """The height of a row; a long line wraps onto several rows."""
    ROWS = 18
    SIZE = 16
    """The letter size of the lines."""
    INDENT = 16
    """How far a wrapped line's second and later rows stand in from its first."""

    def __init__(
        self,
        entry: int,
        lines: Sequence[str],
        speed: float,
        board: pygame.Rect,
        text: TextCache,
    ):
        self.entry = entry
        self.lines = tuple(lines)
        room = self.WIDTH - 28
        self.wrapped = tuple(
            wrap_line(text, line, room, self.INDENT, self.SIZE) for line in self.lines
        )
        """Each line as the rows it takes (its first row, then the rest indented)."""
        self.speed = speed
        self.time = 0.0
        self.shown = len(self.lines) if speed <= 0 else 1
        self.closed = False
        self.rows = self.ROWS
        """Rows shown at most (the newest lines last, each whole where it fits)."""
        height = 48 + self.LINE * min(self.row_count, self.rows)
        self.rect = pygame.Rect(0, 0, self.WIDTH, height)
        self.rect.midbottom = (board.centerx, board.bottom - 60)
        self._home: pygame.Rect | None = None  # its place while it is a caption

    @property
    def row_count(self) -> int:
        """The rows every line takes together (a caption's place is sized by them)."""
        return sum(len(rows) for rows in self.wrapped)

    def visible(self) -> list[tuple[int, tuple[str, ...]]]:
        """The lines shown now, oldest first, as (line index, the rows shown): the newest
        lines shown that fit ``rows`` rows, each whole; the newest one always, in its
        first ``rows`` rows when it alone takes more (``draw`` ends its last row with the
        rest, shortened)."""
        out: list[tuple[int, tuple[str, ...]]] = []
        room = self.rows
        for index in range(min(self.shown, len(self.lines)) - 1, -1, -1):
            rows = self.wrapped[index]
            if len(rows) > room:
                if not out:  # the newest line alone is longer than the panel
                    out.append((index, rows[: max(1, room)]))
                break
            out.append((index, rows))
            room -= len(rows)
        return out[::-1]

    @property
    def following(self) -> bool:
        """The panel is a show's caption: its lines follow the board's steps."""
        return self._home is not None and not self.closed

    def caption(self, rect: pygame.Rect | None, rows: int) -> None:
        """Become the caption of the steps played on the board, the first line showing,
        or move it: at ``rect`` with at most ``rows`` rows (``None``: in its place; a long
        line wraps onto several rows, the newest lines shown whole)."""
        if self._home is None:
            self._home = self.rect.copy()
            self.shown, self.time = 1, 0.0
        if rect is not None:
            self.rect, self.rows = pygame.Rect(rect), rows

    def follow(self, shown: int) -> None:
        """As a caption: show the first ``shown`` lines (the step on the board newest)."""
        if self.following:
            self.shown = max(1, min(shown, len(self.lines)))

    def newest(self) -> pygame.Rect:
        """The mark beside the newest line shown (the step the board shows), from its
        first row down its last."""
        shown = self.visible()
        row = sum(len(rows) for _, rows in shown[:-1])
        span = len(shown[-1][1]) if shown else 1
        y = self.rect.y + 39 + row * self.LINE
        return pygame.Rect(self.rect.x + 5, y, 4, 18 + (span - 1) * self.LINE)

    @property
    def playing(self) -> bool:
        """Lines still to come (a click now skips to the end)."""
        return not self.closed and self.shown < len(self.lines)

    def skip(self) -> None:
        """Every line at once; a caption goes back to its place (the show is over)."""
        if self._home is not None:
            self.rect, self._home, self.rows = self._home, None, self.ROWS
        self.shown = len(self.lines)
        self.time = 0.0

    def update(self, dt: float) -> None:
        if self.closed or self.following:  # a caption keeps still: the show moves it
            return
        self.time += dt
        if self.playing:
            gap = min(LINE_GAP, REVEAL / len(self.lines)) * self.speed
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
        text.blit(surface, "What happened", (rect.x + 14, rect.y + 10), 17, theme.ACCENT, True)
        text.blit(
            surface,
            self.hint,
            (rect.right - 14, rect.y + 12),
            14,
            theme.TEXT_DIM,
            anchor="topright",
        )
        shown = self.visible()
        earlier = shown[0][0] if shown else 0
        if earlier:  # the first lines stay in the move log
            more = f"{earlier} earlier in the move log"
            text.blit(
                surface, more, (rect.centerx, rect.y + 12), 14, theme.TEXT_DIM, anchor="midtop"
            )
        row = 0
        for index, rows in shown:
            whole = self.wrapped[index]
            for k, words in enumerate(rows):
                room = self.WIDTH - 28 - (self.INDENT if k else 0)
                if k == len(rows) - 1 and len(rows) < len(whole):  # the rest on its last row
                    words = text.fit(" ".join(whole[k:]), room, self.SIZE)
                x = rect.x + 14 + (self.INDENT if k else 0)
                text.blit(surface, words, (x, rect.y + 38 + row * self.LINE), self.SIZE, theme.TEXT)
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


class Story:
    """The table's part that tells what the others did: marks, the glide of a bot's move
    and the events panel. The table feeds it in ``refresh``/``moved``/``update``/
    ``handle``; its ``draw_*`` methods only read."""

    def __init__(self) -> None:
        self.marks: tuple[Mark, ...] = ()
        self.entries: tuple[int, ...] = ()
        """The other seats' last moves (their log lines are highlighted), also those
        with no place on the board."""
        self.glide = Glide()
        self.panel: EventsPanel | None = None
        self._key: tuple | None = None

    @property
    def busy(self) -> bool:
        """Something moves (a glide, lines still coming): drawn every frame."""
        return self.glide.busy or self.holding

    @property
    def key(self) -> tuple:
        """What the panel shows (for the idle loop's ``redraw_key``)."""
        panel = self.panel
        return () if panel is None else (panel.entry, panel.shown, panel.closed)

    def wake_after(self) -> float | None:
        """Seconds until the panel closes by itself (``None``: no panel waiting)."""
        panel = self.panel
        if panel is None or panel.playing or panel.following:
            return None
        return max(0.0, LINGER - panel.time)

    @property
    def holding(self) -> bool:
        """The events panel is still telling its lines: the bots wait for it."""
        return self.panel is not None and self.panel.playing

    def refresh(
        self,
        log: Sequence[LogEntry],
        eyes: int,
        locate: Callable[[Action, int], pygame.Rect | None],
        style: Callable[[int], SeatStyle],
    ) -> None:
        """Recompute the marks when the log or the seat at the screen changed."""
        key = (len(log), log[-1] if log else None, eyes)
        if key == self._key:
            return
        self._key = key
        self.entries = tuple(marked_entries(log, eyes))
        self.marks = make_marks(log, self.entries, locate, style)
        if self.panel is not None and self.panel.entry >= len(log):
            self.panel = None  # its move was taken back
        if self.glide.entry is not None and self.glide.entry >= len(log):
            self.glide.stop()

    def moved(
        self,
        log: Sequence[LogEntry],
        lines: Sequence[str],
        glide_from: pygame.Rect | None,
        speed: float,
        board: pygame.Rect,
        text: TextCache,
    ) -> None:
        """After a move (the marks already refreshed): a bot's move glides from
        ``glide_from`` (``None``: no glide) to its mark; a move with events opens the
        panel; the panel of an earlier move closes."""
        index = len(log) - 1
        self.glide.stop()
        mark = next((m for m in self.marks if m.entry == index), None)
        if glide_from is not None and mark is not None:
            self.glide.start(index, mark.style, glide_from, mark.rect, speed)
        self.panel = EventsPanel(index, lines, speed, board, text) if lines else None

    def update(self, dt: float) -> None:
        self.glide.update(dt)
        if self.panel is not None:
            self.panel.update(dt)
            if self.panel.closed:
                self.panel = None

    def handle(self, event: pygame.event.Event) -> None:
        """A click or key skips the panel's lines (the event still reaches the game)."""
        if self.panel is not None:
            self.panel.handle(event)

    def draw_marks(self, surface: pygame.Surface) -> None:
        draw_marks(surface, self.marks, self.glide.entry)

    def draw_panel(self, surface: pygame.Surface, text: TextCache, holding: bool) -> None:
        """The events panel (over everything on the board; not while the player holds a
        piece, so the places it may go show)."""
        if self.panel is not None and not holding:
            self.panel.draw(surface, text)

    def draw_glide(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The gliding chip; the rectangles it covers."""
        return self.glide.draw(surface)
