"""The solo planner: a beam search over whole turns to the end of the game.

A solo game, once dealt, is a puzzle of ten turns with nothing hidden and nothing random
(``solo_plan_turns``), so the bot can plan the whole game and replay it. ``plan_game`` searches
from a position at the start of a turn: each layer of the beam is one turn; every kept
position is expanded into its sensible whole turns (``solo_plan_turns.turns``); the children are
ranked by ``strategy.plan_value`` (in spaces the remaining turns can still cover) and the
best ``width`` of them, each different, make the next layer. After the last turn the game
is scored, so the lines are compared by their real final points. The beam is widened while
time remains (1, 2, 4, ... positions a layer), keeping the best line found; a line planned
earlier (``incumbent``) is kept unless a better one is found, so re-planning never loses.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from tabletop.engine import Action

from ..state import BEFORE_MAIN, IndianSummerState
from ..turn import advance
from .solo_plan_turns import OutOfTime, turns
from .strategy import plan_value

Clock = Callable[[], float]


@dataclass(frozen=True)
class Line:
    """A planned rest of the game: every action, the position before each, and the score
    of the position it ends in."""

    actions: tuple[Action, ...]
    positions: tuple[IndianSummerState, ...]
    final: IndianSummerState

    @property
    def score(self) -> tuple[float, float]:
        return final_key(self.final)


def final_key(state: IndianSummerState) -> tuple[float, float]:
    """How good a position at the end of a game's planning is: a finished game by its
    points (a won game first), an unfinished one below every finished one."""
    if state.finals:
        final = state.finals[0]
        return (1.0, final.points + (1000.0 if final.full else 0.0))
    return (0.0, plan_value(state))


def at_turn_start(state: IndianSummerState) -> bool:
    """Is ``state`` a solo position where a turn starts (nothing taken yet)?"""
    step = state.step
    return (
        state.solo is not None
        and not state.over
        and not state.finals
        and step.main == BEFORE_MAIN
        and not step.progress.taken
        and not step.refill
    )


@dataclass
class _Node:
    state: IndianSummerState
    actions: tuple[Action, ...]
    value: float
    parent: int = 0


def _key(state: IndianSummerState) -> tuple:
    player = state.players[0]
    forest = player.forest
    solo = state.solo
    return (
        forest.covered,
        forest.tokens,
        forest.holes & ~forest.animal_cells,
        player.treasures,
        player.path,
        solo.top if solo else (),
        solo.bottom if solo else (),
        solo.row if solo else (),
    )


def beam(root: IndianSummerState, width: int, deadline: float, clock: Clock) -> Line | None:
    """One beam search of ``width`` positions a turn from ``root`` to the end of the game;
    ``None`` if the deadline passes first."""
    layer = [_Node(root, (), 0.0)]
    while True:
        children: dict[tuple, _Node] = {}
        done: list[_Node] = []
        for parent, node in enumerate(layer):
            if clock() > deadline:
                return None
            try:
                options = turns(node.state, lambda: clock() > deadline)
            except OutOfTime:
                return None
            for turn in options:
                child = _Node(turn.after, node.actions + turn.actions, 0.0, parent)
                if turn.after.finals or turn.after.over or turn.after.step.between:
                    child.value = final_key(turn.after)[1]
                    done.append(child)
                    continue
                key = _key(turn.after)
                if key in children:
                    continue
                child.value = plan_value(turn.after)
                children[key] = child
        if done:
            best = max(done, key=lambda n: n.value)
            return Line(best.actions, _positions(root, best.actions), best.state)
        if not children:
            return None
        layer = select(list(children.values()), width)


PER_PARENT: int | None = 3
"""At most this many children of one position in a layer before the others' (None: no
limit): keeps the beam from following one line only (beam of 8 on seeds 1-48: mean 9.9
points with 3, 8.0 without)."""


def select(children: list[_Node], width: int) -> list[_Node]:
    """The next layer: the best ``width`` children, at most ``PER_PARENT`` of a parent
    first, the rest after them."""
    ranked = sorted(children, key=lambda n: -n.value)
    if PER_PARENT is None:
        return ranked[:width]
    first: list[_Node] = []
    later: list[_Node] = []
    count: dict[int, int] = {}
    for node in ranked:
        seen = count.get(node.parent, 0)
        count[node.parent] = seen + 1
        (first if seen < PER_PARENT else later).append(node)
    return (first + later)[:width]


def _positions(
    state: IndianSummerState, actions: tuple[Action, ...]
) -> tuple[IndianSummerState, ...]:
    """The position before each of ``actions`` played from ``state``."""
    out = []
    for action in actions:
        out.append(state)
        state = advance(state, action)
    return tuple(out)


def plan_game(
    root: IndianSummerState,
    seconds: float,
    clock: Clock = time.perf_counter,
    incumbent: Line | None = None,
    widths: tuple[int, ...] = (1, 2, 4, 8, 16, 32, 64),
) -> Line | None:
    """The best line found from ``root`` (a turn's start) within ``seconds``: beams of
    growing width, the best line kept (``incumbent`` too, if given and no line beats it)."""
    deadline = clock() + seconds
    best = incumbent
    for width in widths:
        if clock() > deadline:
            break
        line = beam(root, width, deadline, clock)
        if line is None:
            break
        if best is None or line.score > best.score:
            best = line
    return best
