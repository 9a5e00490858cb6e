"""Summer Resort's round end played on the board (issue #14): after a move that set off
automatic steps (the last token of a round, a house built, a chosen accommodation), the
board shows the position after each step in turn, for a beat each at the animation speed,
and slides the cards between two steps: guests from a car to their host's resort, from
there into a house, the rent to its owner, a new house card from its stack to its lot,
the President and the porter to their new holders, new vacationers from the locomotive to
the cars. The "What happened" panel is the caption: it stands between the train and the
resorts while the board plays and shows the lines up to the step on the board (the
newest last), then takes its usual place with every line.

A click on the board or a key shows the end at once (a click elsewhere skips too and goes
on: the sidebar shows the present). The board is not playable meanwhile: it shows past
positions, so a press on it only skips. The bots wait until the end (the panel is still
telling). With animations off nothing plays. ``RoundShow`` is the model (which step, which
position the board draws, whether cards are sliding), advanced in ``update``; ``draw_round``
and ``draw_board_moving`` only read it. What happened comes from ``facts.round_steps``,
where the cards slide from ``slides``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from tabletop.engine.result import name_seats
from tabletop.games.summer_resort import GAME, facts
from tabletop.ui import theme
from tabletop.ui.tables.base import BOARD, TableScene
from tabletop.ui.tables.steps import Beats

from . import layout
from .art import Art
from .draw import DrawContext, draw_board
from .resorts import draw_resorts
from .slides import Flight, flights, focus, lifted

BEAT = 0.8
"""Seconds a step shows at normal speed."""
LONGEST = 10.0
"""At normal speed a long round end still plays within these seconds."""
WEIGHT = {"phase": 0.5, "round": 0.5, "short": 0.5, "fuel": 0.6, "porter": 0.6, "over": 0.6}
"""Steps that move nothing much show for part of a beat."""
SLIDE = 0.55
"""The part of a step's beat its cards take to slide into place."""
TICKER_ROWS = 8
"""Lines of "What happened" shown while the board plays."""


@dataclass(frozen=True)
class Shown:
    """One step as the board shows it: its line (players named), the view drawn under its
    sliding cards (the one before, the cards lifted out) and the view once they landed,
    what slides and where the eye goes once it has landed."""

    line: str
    kind: str
    under: facts.View
    after: facts.View
    flights: tuple[Flight, ...] = ()
    focus: tuple[pygame.Rect, ...] = ()


class RoundShow:
    """The round end of log entry ``entry`` told step by step."""

    def __init__(self, entry: int, steps: Sequence[Shown], speed: float):
        self.entry = entry
        self.steps = tuple(steps)
        weights = [WEIGHT.get(step.kind, 1.0) for step in self.steps]
        self.beats = Beats.paced(weights, BEAT, LONGEST, speed)

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
        """How far the present step's cards have slid (0..1), ``None`` once they landed
        (or when nothing slides in it)."""
        index, frac = self.beats.at()
        if not self.playing or not self.steps[index].flights or frac >= SLIDE:
            return None
        return frac / SLIDE

    @property
    def view(self) -> facts.View:
        """The position the board draws: the one before the present step (its sliding
        cards lifted out) while they slide, the one after it once they landed."""
        step = self.steps[self.index]
        return step.under if self.sliding is not None else step.after

    @property
    def key(self) -> tuple:
        """What shows now, for the idle loop (the cards' slide is drawn over it)."""
        return (self.entry, self.index, self.sliding is None)


def _ticker_left(width: int) -> int:
    """Where the caption starts: at the bank's column it reaches into (over the tray and
    that column's stacks), so that no half of a stack peeks out beside it."""
    left = layout.TRAY.right - width
    starts = [layout.column_rect(i).x for i in range(len(facts.vacationer_ids()))]
    return min((x for x in starts if x <= left), key=lambda x: left - x, default=left)


# --- the table's part ----------------------------------------------------------------------------
if TYPE_CHECKING:  # the mixin is typed as the table it is mixed into
    _Table = TableScene
else:
    _Table = object


class RoundTelling(_Table):
    """The Summer Resort table's part that plays a round end on the board (mixed in before
    ``TableScene``; the table's ``draw_board`` calls ``draw_round`` while it plays)."""

    round_show: RoundShow | None = None
    _round_layer: tuple[tuple, pygame.Surface] | None = None
    _panel_home: pygame.Rect | None = None
    _caption = 0
    """How many lines the show last let "What happened" show (more: it was skipped)."""

    @property
    def round_playing(self) -> bool:
        """A round end is playing on the board (not at its end, not skipped)."""
        show = self.round_show
        return show is not None and show.playing and not self._skipped(show)

    def _skipped(self, show: RoundShow) -> bool:
        """True once the caption was shown whole (a click, a key), closed or taken back."""
        panel = self.story.panel
        return panel is None or panel.entry != show.entry or panel.shown != self._caption

    def moved(self) -> None:
        super().moved()
        self._end_round_show()
        show = self._new_show()
        panel = self.story.panel
        if show is None or panel is None or panel.entry != show.entry:
            return
        self.round_show = show
        # "What happened" becomes the caption: its lines follow the board's steps (its own
        # clock stopped), in the band between the train and the resorts
        self._panel_home = panel.rect.copy()
        panel.speed = math.inf
        panel.ROWS = TICKER_ROWS  # type: ignore[misc]
        left = _ticker_left(panel.WIDTH)
        panel.rect = pygame.Rect(left, layout.TRAY.y, layout.TRAY.right - left, layout.TRAY.h)
        panel.shown = self._caption = 1
        self._paint_round(show)

    def _new_show(self) -> RoundShow | None:
        speed = self.services.settings.animation_factor
        states, log = self.match.states, self.match.log
        if speed <= 0 or not log or not log[-1].events or len(states) < 2:
            return None
        steps = facts.round_steps(states[-2], log[-1].action, states[-1])
        if not steps:
            return None
        views = [GAME.view(states[-2], self.eyes)]
        views += [GAME.view(step.position, self.eyes) for step in steps]
        names = tuple(seat.name for seat in self.match.config.seats)
        art: Art = self.art  # type: ignore[attr-defined]
        shown = [
            Shown(
                name_seats(step.line, names),
                step.kind,
                lifted(step, views[k], views[k + 1]),
                views[k + 1],
                flights(art, step, views[k], views[k + 1]),
                focus(step, views[k + 1]),
            )
            for k, step in enumerate(steps)
        ]
        return RoundShow(len(log) - 1, shown, speed)

    def _end_round_show(self) -> None:
        """The end shows: "What happened" goes back to its place with every line."""
        show, self.round_show = self.round_show, None
        panel = self.story.panel
        if show is None or panel is None or panel.entry != show.entry:
            return
        show.skip()
        if self._panel_home is not None:
            panel.rect = self._panel_home
        vars(panel).pop("ROWS", None)
        panel.speed = self.services.settings.animation_factor
        panel.skip()

    def taken_back(self) -> None:
        self.round_show = None
        super().taken_back()

    def update(self, dt: float) -> None:
        super().update(dt)
        show = self.round_show
        if show is None:
            return
        if not self._skipped(show):
            show.update(dt)
        if not self.round_playing:  # played to its end, or skipped
            self._end_round_show()
            return
        self.bots.reset()  # the next move waits for the end
        panel = self.story.panel
        if panel is not None:  # its clock kept still: it neither goes on nor closes
            panel.shown, panel.time = show.index + 1, 0.0
            self._caption = panel.shown
        self._paint_round(show)

    def handle(self, event: pygame.event.Event) -> None:
        """While the round plays, a key or a press shows the end; a press on the board
        does nothing more (the board showed a past position)."""
        if self.round_playing and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            if event.type == pygame.MOUSEBUTTONDOWN and BOARD.collidepoint(event.pos):
                self.mouse = event.pos
                self._end_round_show()
                return
            self._end_round_show()
        super().handle(event)

    @property
    def animating(self) -> bool:
        return self.round_playing or super().animating

    def redraw_key(self) -> object:
        show = self.round_show
        return (super().redraw_key(), None if show is None else show.key)

    # --- painting (between frames) and drawing (only reads) -----------------------------
    def _paint_round(self, show: RoundShow) -> None:
        """Paint the position the board shows now into the show's layer (once a step)."""
        key = (show.key, self.eyes, self.services.settings.colour_blind)
        if self._round_layer is not None and self._round_layer[0] == key:
            return
        layer = self._round_layer[1] if self._round_layer is not None else None
        if layer is None:
            layer = pygame.Surface((BOARD.right, BOARD.bottom))
            if pygame.display.get_surface() is not None:
                layer = layer.convert()
        c = DrawContext(
            text=self.services.text,
            art=self.art,  # type: ignore[attr-defined]
            view=show.view,
            seats=self.seats(),  # type: ignore[attr-defined]
            eyes=self.eyes,
            actor=None,
            my_turn=False,
        )
        layer.fill(theme.BG)
        pygame.draw.rect(layer, theme.FELT, BOARD.inflate(-4, -4), border_radius=10)
        draw_board(layer, c)
        draw_resorts(layer, c)
        self._round_layer = (key, layer)

    def draw_round(self, surface: pygame.Surface) -> bool:
        """Draw the board at the present step (``False``: nothing plays, draw as usual)."""
        show, layer = self.round_show, self._round_layer
        if show is None or not self.round_playing or layer is None:
            return False
        if layer[0][0] != show.key:
            return False
        surface.blit(layer[1], BOARD.topleft, area=BOARD)
        if show.sliding is None:
            for rect in show.steps[show.index].focus:
                pygame.draw.rect(surface, (16, 18, 22), rect.inflate(8, 8), 5, border_radius=8)
                pygame.draw.rect(surface, theme.ACCENT, rect.inflate(8, 8), 3, border_radius=8)
        return True

    def draw_board_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The sliding cards, over everything on the board, and a mark at the newest line
        of "What happened" (the step the board shows)."""
        rects = super().draw_board_moving(surface)
        show, panel = self.round_show, self.story.panel
        if show is None or panel is None or not self.round_playing:
            return rects
        t = show.sliding
        if t is not None:
            for flight in show.steps[show.index].flights:
                rects.append(surface.blit(flight.surface, flight.at(t)))
        row = min(panel.shown, TICKER_ROWS) - 1
        bar = pygame.Rect(panel.rect.x + 5, panel.rect.y + 39 + row * panel.LINE, 4, 18)
        rects.append(pygame.draw.rect(surface, theme.ACCENT, bar))
        return rects
