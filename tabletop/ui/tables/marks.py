"""What the other players just did, shown on the board: the last move of each other seat
stays marked (an outline in that seat's colour with its symbol) until the seat at the
screen moves again; a bot's move glides there from the seat's row; after a move with
events (a round end) a small "What happened" panel tells them one line at a time
(``events_panel.EventsPanel``, where the table puts it: ``TableScene.events_place``).

Everything here is derived from the match's log (marks) or advanced in ``update`` (the
glide, the panel); ``draw`` functions only read.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

import pygame

from tabletop.engine.actions import Action
from tabletop.engine.match import LogEntry

from ..icons import draw_symbol
from ..text import TextCache
from ..theme import SeatStyle
from ..tween import Tween, Tweens
from .events_panel import LINGER, EventsPanel, wrap_line
from .frames import BOARD

__all__ = ["EventsPanel", "Mark", "Story", "make_marks", "marked_entries", "wrap_line"]

GLIDE = 0.5
"""Seconds a bot's move takes to glide to its place at normal animation speed."""
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
    actions, a turn of several steps): it stays marked until that seat moves again (the
    seat at the screen moving does not clear it)."""
    out: list[int] = []
    seen: set[int] = {eyes}
    i = len(log) - 1
    while i >= 0:
        seat = log[i].seat
        if seat in seen:
            i -= 1
            continue
        seen.add(seat)
        while i >= 0 and log[i].seat == seat:  # the whole run: that seat's turn
            out.append(i)
            i -= 1
    return sorted(out)


def make_marks(
    log: Sequence[LogEntry],
    entries: Sequence[int],
    locate: Callable[[Action, int], pygame.Rect | None],
    style: Callable[[int], SeatStyle],
) -> tuple[Mark, ...]:
    """The marks of the log ``entries`` whose place ``locate`` finds; one seat's moves at
    one place (two steps of its turn there) make one mark, its newest."""
    newest: dict[tuple[int, tuple[int, ...]], tuple[int, pygame.Rect]] = {}
    for index in entries:
        seat = log[index].seat
        rect = locate(log[index].action, seat)
        if rect is not None:
            rect = pygame.Rect(rect)
            newest.pop((seat, tuple(rect)), None)  # its earlier step there gives way
            newest[(seat, tuple(rect))] = (index, rect)
    out: list[Mark] = []
    for index, rect in newest.values():
        seat = log[index].seat
        same = sum(1 for m in out if m.rect.center == rect.center)
        if same:  # two seats at one place (the discard pile): nested outlines
            rect = rect.inflate(10 * same, 10 * same)
        out.append(Mark(seat, index, rect, style(seat), same))
    return tuple(sorted(out, key=lambda m: m.entry))


class Colours(Protocol):
    """What a chip needs of a seat: its colour and the symbol that goes with it."""

    @property
    def rgb(self) -> tuple[int, int, int]: ...

    @property
    def symbol(self) -> str: ...


def chip(style: Colours) -> pygame.Surface:
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
        self,
        entry: int,
        style: SeatStyle,
        origin: pygame.Rect,
        to: pygame.Rect,
        speed: float,
        piece: pygame.Surface | None = None,
    ) -> None:
        """Glide ``piece`` (``None``: ``style``'s chip) from ``origin`` to ``to``, centre
        to centre (nothing when speed is 0)."""
        surface = piece
        if surface is None:
            surface = self._chips.get(style.colour_id)
            if surface is None:
                surface = self._chips[style.colour_id] = chip(style)
        half_w, half_h = surface.get_width() // 2, surface.get_height() // 2
        start = (origin.centerx - half_w, origin.centery - half_h)
        end = (to.centerx - half_w, to.centery - half_h)
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


OUTSIDE = 4
"""How far a mark's outline stands out from the place it marks (it never covers it)."""
RING = 4
"""The outline's width (its dark edge; the seat's colour the middle 2 pixels of it)."""


def outline_rect(mark: Mark) -> pygame.Rect:
    """The rectangle a mark's outline is drawn in: wholly outside the marked place."""
    return mark.rect.inflate(2 * OUTSIDE, 2 * OUTSIDE)


def symbol_place(mark: Mark) -> tuple[tuple[int, int], int]:
    """Where a mark's symbol stands (on a corner of its outline, outside the marked card
    but for a sliver of its rounded corner, which holds no text; another corner for a
    nested mark) and its radius; moved in where the corner is at the board's edge, so
    never cut."""
    rect = outline_rect(mark)
    r = 10 if min(mark.rect.size) >= 36 else 8  # small on a small lodge or floor
    x, y = (
        (rect.x, rect.y),
        (rect.right - 1, rect.y),
        (rect.x, rect.bottom - 1),
        (rect.right - 1, rect.bottom - 1),
    )[mark.nest % 4]
    inside = BOARD.inflate(-2 * r - 2, -2 * r - 2)
    return (min(max(x, inside.left), inside.right), min(max(y, inside.top), inside.bottom)), r


def draw_marks(surface: pygame.Surface, marks: Sequence[Mark], hidden: int | None) -> None:
    """Each mark: an outline in the seat's colour around the marked place (never over
    it) and, at its corner, the seat's symbol (never colour alone); the symbols over
    every outline. ``hidden``: the entry still gliding there."""
    shown = [mark for mark in marks if mark.entry != hidden]
    for mark in shown:
        rect = outline_rect(mark)
        pygame.draw.rect(surface, (16, 18, 22), rect, RING, border_radius=3)
        pygame.draw.rect(surface, mark.style.rgb, rect.inflate(-2, -2), 2, border_radius=2)
    for mark in shown:
        corner, r = symbol_place(mark)
        pygame.draw.circle(surface, (24, 26, 32), corner, r)
        pygame.draw.circle(surface, mark.style.rgb, corner, r, 2)
        draw_symbol(surface, mark.style.symbol, corner, r - 4, mark.style.rgb)


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
        return () if panel is None else (panel.entry, panel.shown, panel.closed, tuple(panel.rect))

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
        places: Sequence[tuple[pygame.Rect, int]] = (),
        first: int = 0,
        piece: pygame.Surface | None = None,
    ) -> None:
        """After a move (the marks already refreshed): another seat's move (``piece``, else
        its chip) glides from
        ``glide_from`` (``None``: no glide) to its mark; ``lines`` (the other players'
        moves since the seat at the screen last moved, then, from ``first`` on, what the
        move set off) open the panel (resting at the best of ``places``, see
        ``EventsPanel.rest_at``); the panel of an earlier move closes."""
        index = len(log) - 1
        self.glide.stop()
        mark = next((m for m in self.marks if m.entry == index), None)
        if glide_from is not None and mark is not None:
            self.glide.start(index, mark.style, glide_from, mark.rect, speed, piece)
        self.panel = None
        if lines:
            self.panel = EventsPanel(index, lines, speed, board, text, places, first)

    def rest_at(self, places: Sequence[tuple[pygame.Rect, int]]) -> None:
        """Where "What happened" may rest now (the table's ``events_place``: its room may
        change with the position and the seat at the screen)."""
        if self.panel is not None and places:
            self.panel.rest_at(places)

    def update(self, dt: float) -> None:
        self.glide.update(dt)
        if self.panel is not None:
            self.panel.update(dt)
            if self.panel.closed:
                self.panel = None

    def handle(self, event: pygame.event.Event) -> None:
        """A click or key skips to the end: the travel lands, the panel shows every line
        (the event still reaches the game)."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and self.glide.busy:
            self.glide.stop()
        if self.panel is not None:
            self.panel.handle(event)

    def draw_marks(self, surface: pygame.Surface, landed: bool = False) -> None:
        """Every mark but the one of the move still travelling (``landed``: as it will
        be once it has landed)."""
        draw_marks(surface, self.marks, None if landed else self.glide.entry)

    def draw_panel(self, surface: pygame.Surface, text: TextCache, holding: bool) -> None:
        """The events panel (over everything on the board; not while the player holds a
        piece, so the places it may go show)."""
        if self.panel is not None and not holding:
            self.panel.draw(surface, text)

    def draw_glide(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The gliding chip; the rectangles it covers."""
        return self.glide.draw(surface)
