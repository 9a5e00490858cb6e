"""What a move set off, played on the board step by step (issue #14), for a table whose
game says it with ``facts.round_steps`` (Summer Resort's round end, Lodge's display
refresh and solo rival, Indian Summer's refills).

After a move with events the board shows the position after each step in turn, for a
beat each at the animation speed (``steps.Beats``), and slides the pieces that moved
between two steps (``Flight``; the board under them shows the position with those pieces
lifted out); once they land the places they reached are outlined. The "What happened"
panel is the caption (``EventsPanel.caption``): while the board plays it stands where the
table puts it and shows the lines up to the step on the board (``follow``, the newest
last), then takes its usual place with every line (``skip``; a skip from anywhere, the
panel's own click included, ends the show).

A click or a key shows the end at once (a press on the board goes no further: the board
showed a past position). The bots and the results wait until the end, as for Resafa's
rain (``bots.reset()`` while it plays). With animations off nothing plays. ``StepShow``
is the model, advanced in ``update``; ``StepTeller.draw`` and ``draw_moving`` only read
it. A table holds a ``StepTeller`` (``TableScene.hold``; a ``TablePart``) and feeds it a
small hooks object (``StepHooks``) that says how to build the show (``make_steps``),
paint one position (``paint_steps``) and where the caption goes (``caption_places``: it
moves off where a step lands), with its numbers (``steps_longest``, ``steps_slide``,
``caption_rows``); its ``draw_board`` starts with
``if self.telling.draw(surface): return``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import pygame

from .. import theme
from ..tween import ease_out
from .frames import BOARD
from .part import TablePart
from .steps import Beats

BEAT = 0.8
"""Seconds a step shows at normal speed."""
LONGEST = 8.0
"""At normal speed a long series of steps still plays within these seconds."""
SLIDE = 0.6
"""The part of a step's beat its pieces take to slide into place."""
TICKER_ROWS = 6
"""Lines of "What happened" shown while the board plays."""


@dataclass(frozen=True)
class Flight:
    """A piece sliding between two steps (top-left corners)."""

    surface: pygame.Surface
    start: tuple[int, int]
    end: tuple[int, int]

    def at(self, t: float) -> tuple[int, int]:
        k = ease_out(min(1.0, max(0.0, t)))
        return (
            round(self.start[0] + (self.end[0] - self.start[0]) * k),
            round(self.start[1] + (self.end[1] - self.start[1]) * k),
        )


@dataclass(frozen=True)
class Shown:
    """One step as the board shows it: its line (players named), the view drawn under its
    sliding pieces and the view once they landed, the pieces and where the eye goes."""

    line: str
    kind: str
    under: Any
    after: Any
    flights: tuple[Flight, ...] = ()
    focus: tuple[pygame.Rect, ...] = ()
    weight: float = 1.0

    @property
    def landing(self) -> tuple[pygame.Rect, ...]:
        """Where the step's pieces land and the places outlined once they did."""
        ends = (pygame.Rect(f.end, f.surface.get_size()) for f in self.flights)
        return (*ends, *self.focus)


def free_place(
    places: Sequence[pygame.Rect], now: pygame.Rect | None, landing: Sequence[pygame.Rect]
) -> pygame.Rect:
    """Where the caption stands for a step landing at ``landing``: where it stands
    ``now`` if nothing lands under it, else the first of ``places`` where nothing does,
    else the one with the least under it."""

    def under(rect: pygame.Rect) -> int:
        return sum(rect.clip(r).w * rect.clip(r).h for r in landing)

    if now is not None and now in places and under(now) == 0:
        return now
    return min(places, key=under)


class StepShow:
    """The steps of log entry ``entry`` told one after another."""

    def __init__(
        self,
        entry: int,
        steps: Sequence[Shown],
        speed: float,
        longest: float = LONGEST,
        slide: float = SLIDE,
    ):
        self.entry = entry
        self.steps = tuple(steps)
        self.slide = slide
        self.beats = Beats.paced([s.weight for s in self.steps], BEAT, longest, speed)

    @property
    def playing(self) -> bool:
        return self.beats.playing

    def update(self, dt: float) -> None:
        self.beats.update(dt)

    def skip(self) -> None:
        self.beats.skip()

    @property
    def index(self) -> int:
        """The step showing now (its line is the newest in the caption)."""
        return self.beats.at()[0]

    @property
    def sliding(self) -> float | None:
        """How far the present step's pieces have slid (0..1), ``None`` once they landed
        (or when nothing slides in it)."""
        index, frac = self.beats.at()
        if not self.playing or not self.steps[index].flights or frac >= self.slide:
            return None
        return frac / self.slide

    @property
    def view(self) -> Any:
        """The position the board draws now."""
        step = self.steps[self.index]
        return step.under if self.sliding is not None else step.after

    @property
    def key(self) -> tuple:
        """What shows now, for the idle loop (the pieces' slide is drawn over it)."""
        return (self.entry, self.index, self.sliding is None)


class StepHooks:
    """What a game says about its steps (subclass it; the defaults play nothing)."""

    steps_longest = LONGEST
    """At normal speed a move's steps play within these seconds."""
    steps_slide = SLIDE
    """The part of a step's beat its pieces take to slide."""
    caption_rows = TICKER_ROWS
    """Lines of "What happened" shown while the board plays (where ``caption_places``
    places it)."""

    def make_steps(self, before: Any, action: Any, after: Any) -> list[Shown]:
        """The steps of the move from state ``before`` to ``after`` as the board shows
        them (empty: nothing to play)."""
        return []

    def paint_steps(self, layer: pygame.Surface, view: Any) -> None:
        """Paint the whole board for ``view`` (between frames)."""

    def caption_places(self, lines: int) -> tuple[pygame.Rect, ...]:
        """Where "What happened" may stand while the board plays, for ``lines`` rows, the
        best first (none: its usual place). With several, each step's caption stays where
        it is unless something of the step lands under it, and then goes to the first
        place where nothing does (``free_place``)."""
        return ()


class TellingHost(Protocol):
    """What the teller reads of its table: the match, the story ("What happened"), the
    bots (to hold them back), the seat at the screen and the settings."""

    match: Any
    story: Any
    bots: Any
    services: Any
    mouse: tuple[int, int]

    @property
    def eyes(self) -> int: ...


class StepTeller(TablePart):
    """The part of a table that plays a move's steps on the board."""

    def __init__(self, host: TellingHost, hooks: StepHooks):
        self.host = host
        self.hooks = hooks
        self.show: StepShow | None = None
        self.layer: tuple[tuple, pygame.Surface] | None = None
        self._places: tuple[pygame.Rect, ...] = ()
        self._placed = -1
        """The step the caption was placed for."""

    # --- the show ------------------------------------------------------------------------------
    @property
    def playing(self) -> bool:
        """A move's steps play on the board (not at their end, not skipped)."""
        show = self.show
        return show is not None and show.playing and self._captioned(show)

    def _captioned(self, show: StepShow) -> bool:
        """ "What happened" still follows ``show`` (not skipped, closed or taken back)."""
        panel = self.host.story.panel
        return panel is not None and panel.entry == show.entry and panel.following

    def moved(self) -> None:
        self._end_steps()
        show = self._new_steps()
        panel = self.host.story.panel
        if show is None or panel is None or panel.entry != show.entry:
            return
        self.show = show
        # "What happened" becomes the caption: its lines follow the board's steps
        rows = self.hooks.caption_rows
        self._places = self.hooks.caption_places(min(panel.rows_at(panel.WIDTH), rows))
        self._place_caption(show, None)
        self._paint_steps(show)

    def _place_caption(self, show: StepShow, now: pygame.Rect | None) -> None:
        """Put the caption where nothing of the present step lands (``now``: where it
        stands; ``None``: it is not a caption yet)."""
        panel = self.host.story.panel
        if panel is None:
            return
        self._placed = show.index
        rows = self.hooks.caption_rows
        if not self._places:
            panel.caption(None, rows)
            return
        rect = free_place(self._places, now, show.steps[show.index].landing)
        fit = (rect.h - panel.top - 10) // panel.line
        panel.caption(rect, max(1, min(rows, fit)))

    def _new_steps(self) -> StepShow | None:
        host, hooks = self.host, self.hooks
        speed = host.services.settings.animation_factor
        states, log = host.match.states, host.match.log
        if speed <= 0 or not log or not log[-1].events or len(states) < 2:
            return None
        steps = hooks.make_steps(states[-2], log[-1].action, states[-1])
        if not steps:
            return None
        return StepShow(len(log) - 1, steps, speed, hooks.steps_longest, hooks.steps_slide)

    def _end_steps(self) -> None:
        """The end shows: "What happened" goes back to its place with every line."""
        show, self.show = self.show, None
        if show is not None and self._captioned(show):
            self.host.story.panel.skip()

    def taken_back(self) -> None:
        self.show = None

    def before_update(self, dt: float) -> None:
        show, host = self.show, self.host
        if show is None:
            return
        if not self._captioned(show) or len(host.match.log) <= show.entry:
            self.show = None  # skipped, closed, or its move taken back
            return
        show.update(dt)
        if show.playing:
            host.bots.reset()  # the next move (and the results) wait
            panel = host.story.panel
            if panel is not None and show.index != self._placed:
                self._place_caption(show, panel.rect)
            panel.follow(show.index + 1)
        else:
            self._end_steps()

    def after_update(self, dt: float) -> None:
        if self.show is not None:
            self._paint_steps(self.show)

    def handle(self, event: pygame.event.Event) -> bool:
        """While the steps play, a key or a press shows the end; a press on the board
        goes no further (the board showed a past position)."""
        if self.playing and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self._end_steps()
            if event.type == pygame.MOUSEBUTTONDOWN and BOARD.collidepoint(event.pos):
                self.host.mouse = event.pos
                return True
        return False

    @property
    def animating(self) -> bool:
        return self.playing

    def key(self) -> object:
        show = self.show
        return None if show is None else show.key

    # --- painting (between frames) and drawing (only reads) -----------------------------
    def _paint_steps(self, show: StepShow) -> None:
        """Paint the position the board shows now into the show's layer (once a step)."""
        host = self.host
        key = (show.key, host.eyes, host.services.settings.colour_blind)
        if self.layer is not None and self.layer[0] == key:
            return
        layer = self.layer[1] if self.layer is not None else None
        if layer is None:
            layer = pygame.Surface((BOARD.right, BOARD.bottom))
            if pygame.display.get_surface() is not None:
                layer = layer.convert()
        self.hooks.paint_steps(layer, show.view)
        self.layer = (key, layer)

    def draw(self, surface: pygame.Surface) -> bool:
        """Draw the board at the present step (``False``: nothing plays, draw as usual)."""
        show = self.show
        layer = self.layer
        if show is None or not self.playing or layer is None or layer[0][0] != show.key:
            return False
        surface.blit(layer[1], BOARD.topleft, area=BOARD)
        if show.sliding is None:
            for rect in show.steps[show.index].focus:
                pygame.draw.rect(surface, (16, 18, 22), rect.inflate(8, 8), 5, border_radius=8)
                pygame.draw.rect(surface, theme.ACCENT, rect.inflate(8, 8), 3, border_radius=8)
        return True

    def draw_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The sliding pieces, over everything on the board, and a mark at the newest line
        of "What happened" (the step the board shows), as Summer Resort's round end."""
        show, panel = self.show, self.host.story.panel
        if show is None or panel is None or not self.playing:
            return []
        rects = []
        t = show.sliding
        if t is not None:
            for flight in show.steps[show.index].flights:
                rects.append(surface.blit(flight.surface, flight.at(t)))
        rects.append(pygame.draw.rect(surface, theme.ACCENT, panel.newest()))
        return rects
