"""Summer Resort's round end played on the board (issue #14): after a move that set off
automatic steps (the last token of a round, a house built, a chosen accommodation), the
board shows the position after each step in turn, for a beat each at the animation speed,
and slides the cards between two steps: guests from a car to their host's resort, from
there into a house, the rent to its owner, a new house card from its stack to its lot,
the President and the porter to their new holders, new vacationers from the locomotive to
the cars. The "What happened" panel is the caption, in the band between the train and the
resorts while the board plays (while a step's cards land in that band or leave from it:
below the lots of the resorts on the right, or where they leave no room, over the
train's last cars).

The model, the pacing, the skipping and the caption are ``telling.py``'s (``StepTeller``);
this module says what Summer Resort's steps are (``facts.round_steps``; where the cards
slide and which ones are lifted off the board under them: ``slides``), how its board is
painted and where its caption stands.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pygame

from tabletop.engine.result import name_seats
from tabletop.games.summer_resort import GAME, facts
from tabletop.ui import theme
from tabletop.ui.tables.frames import BOARD
from tabletop.ui.tables.marks import EventsPanel
from tabletop.ui.tables.telling import Shown, StepHooks

from . import layout
from .draw import DrawContext, draw_board
from .resorts import draw_resorts
from .slides import flights, focus, lifted

LONGEST = 10.0
"""At normal speed a long round end still plays within these seconds."""
WEIGHT = {"phase": 0.5, "round": 0.5, "short": 0.5, "fuel": 0.6, "porter": 0.6, "over": 0.6}
"""Steps that move nothing much show for part of a beat."""
SLIDE = 0.55
"""The part of a step's beat its cards take to slide into place."""
TICKER_ROWS = 8
"""Lines of "What happened" shown while the board plays."""


def _ticker_left(width: int) -> int:
    """Where the caption starts: at the bank's column it reaches into (over the tray and
    that column's stacks), so that no half of a stack peeks out beside it."""
    left = layout.TRAY.right - width
    starts = [layout.column_rect(i).x for i in range(len(facts.vacationer_ids()))]
    return min((x for x in starts if x <= left), key=lambda x: left - x, default=left)


class RoundSteps(StepHooks):
    """Summer Resort's round-end steps for the table's ``StepTeller``: the round end's
    steps with their sliding cards and the cards lifted off under them, the board painted
    with the table's own drawing, the caption over the tray.

    ``still()`` gives the draw context of the position at the screen, nothing chosen and
    nobody to act: the seat whose eyes see the steps, the seats' names, the art, the
    view now."""

    def __init__(self, still: Callable[[], DrawContext]):
        self.still = still

    steps_longest = LONGEST
    steps_slide = SLIDE
    caption_rows = TICKER_ROWS

    def make_steps(self, before: Any, action: Any, after: Any) -> list[Shown]:
        steps = facts.round_steps(before, action, after)
        if not steps:
            return []
        c = self.still()
        views = [GAME.view(before, c.eyes)]
        views += [GAME.view(step.position, c.eyes) for step in steps]
        names = tuple(seat.name for seat in c.seats)
        return [
            Sliding(
                name_seats(step.line, names),
                step.kind,
                lifted(step, views[k], views[k + 1]),
                views[k + 1],
                flights(c.art, step, views[k], views[k + 1]),
                focus(step, views[k + 1]),
                WEIGHT.get(step.kind, 1.0),
            )
            for k, step in enumerate(steps)
        ]

    def paint_steps(self, layer: pygame.Surface, view: Any) -> None:
        c = dataclasses.replace(self.still(), view=view)
        layer.fill(theme.BG)
        pygame.draw.rect(layer, theme.FELT, BOARD.inflate(-4, -4), border_radius=10)
        draw_board(layer, c)
        draw_resorts(layer, c)

    def caption_places(self, lines: int) -> tuple[pygame.Rect, ...]:
        """In the band between the train and the resorts, over the tray; when a step's
        cards land there or leave from there (guests back to the third money stack, a
        card back to the pension or automobile stack), below the lots of the resorts on
        the right, where there is room for a few lines; else over the train's last cars."""
        left = _ticker_left(EventsPanel.WIDTH)
        band = pygame.Rect(left, layout.TRAY.y, layout.TRAY.right - left, layout.TRAY.h)
        places = [band]
        below = _below_lots(self.still().view, band.x, band.w)
        if below.h >= 48 + EventsPanel.LINE * min(3, lines):
            places.append(below)
        return (*places, band.move(0, layout.TRAIN.y - band.y).clip(layout.TRAIN))


def _below_lots(view: Any, left: int, width: int) -> pygame.Rect:
    """The empty part of the resorts from ``left`` on, ``width`` wide: below the lowest
    lot (and the head) of every resort panel it crosses."""
    span = pygame.Rect(left, layout.RESORTS.y, width, layout.RESORTS.h)
    top = span.y + layout.RESORT_HEAD
    for seat, panel in enumerate(layout.resort_rects(view.players)):
        if panel.colliderect(span):
            lots = layout.lot_rects(panel, len(view.resorts[seat].lots))
            top = max([top, *(r.bottom + 8 for r in lots)])
    return pygame.Rect(left, top, width, min(span.bottom - 4 - top, 48 + 8 * EventsPanel.LINE))


@dataclasses.dataclass(frozen=True)
class Sliding(Shown):
    """A step whose caption keeps clear of where its cards leave from, as well as of
    where they land (the player follows them from their start)."""

    @property
    def landing(self) -> tuple[pygame.Rect, ...]:
        starts = (pygame.Rect(f.start, f.surface.get_size()) for f in self.flights)
        return (*super().landing, *starts)
