"""A rain cube by cube, for a table to play it on the water network (re-exported by
``facts``): first every canal tile's points, then each water cube's way from the space
under its source (or from the branch where its owner just chose) space by space, with the
VP each space gave and to whom, ending where the cube stays (its owner keeps it) or at a
branch where its owner must choose.

Computed from the position before and after a move with the rules' own steps
(``rain.score_tiles``, ``rain.ways`` and the scoring of each space entered), so the VP shown
are the VP scored; a test holds their sum equal to the players' gain. Pure: it only builds
new states.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from tabletop.engine import Action

from ..components import components
from ..rules.canals import at, water
from ..rules.effects import pop
from ..rules.rain import _score, score_tiles, wait_at, walk
from ..state import OVER, PLAY, RAIN, ResafaState
from ..text.events import _rain_base


@dataclass(frozen=True)
class TileScore:
    """A canal tile's points at a rain: ``vp`` for ``owner`` (0 for Resafabot's)."""

    cell: str
    owner: int
    vp: int


@dataclass(frozen=True)
class CubeStep:
    """One space of a cube's way: the VP it gave and to whom (``seat`` -1: nobody, an
    empty space or a tank square)."""

    cell: str
    seat: int
    vp: int


@dataclass(frozen=True)
class CubeFlow:
    """One cube's way. ``path[0]`` is where it starts (the space under its source, which
    scores as the cube arrives; or the branch it waited at, which scored before);
    ``waits``: it stopped at the last space of ``path`` for ``owner`` to choose its way."""

    owner: int
    path: tuple[CubeStep, ...]
    waits: bool

    @property
    def cells(self) -> tuple[str, ...]:
        return tuple(step.cell for step in self.path)


@dataclass(frozen=True)
class RainFacts:
    """What a move set off of a rain: the tiles' points (none when the rain goes on
    after a choice at a branch) and the cubes that flowed, in order."""

    round: int
    tiles: tuple[TileScore, ...]
    cubes: tuple[CubeFlow, ...]
    resumed: bool = False
    """The rain goes on after a choice at a branch (its tiles scored before)."""

    def gains(self) -> dict[int, int]:
        """VP per seat from the whole show (tiles and cubes)."""
        out: dict[int, int] = {}
        for t in self.tiles:
            out[t.owner] = out.get(t.owner, 0) + t.vp
        for cube in self.cubes:
            for step in cube.path:
                if step.seat >= 0:
                    out[step.seat] = out.get(step.seat, 0) + step.vp
        return out


def rain_show(before: ResafaState, action: Action, after: ResafaState) -> RainFacts | None:
    """The rain ``action`` set off (the round's end before a rain) or carried on (a choice
    at a branch), or ``None`` when the move had nothing to do with a rain."""
    f = components().facts
    ended = before.phase == PLAY and (after.round != before.round or after.phase in (RAIN, OVER))
    if ended and before.round in f.rain_after_rounds:
        state = _rain_base(before, after)
        tiles = tuple(TileScore(c.cell, c.owner, _step(state, c.cell).vp) for c in state.canals)
        return RainFacts(before.round, tiles, _run(score_tiles(state)))
    task = before.task
    way = getattr(action, "way", None)
    if before.phase == RAIN and task is not None and task.kind == "route" and way is not None:
        cubes: list[CubeFlow] = []
        state = _flow(pop(before), task.seat, task.cell, task.came, way, cubes, None)
        _run(state, cubes)
        return RainFacts(before.round, (), tuple(cubes), resumed=True)
    return None


def rain_waiting(view: ResafaState) -> RainFacts | None:
    """The cube waiting at a branch for its owner's choice, as a rain that has reached it
    (for a table opened on that position); ``None`` when no cube waits."""
    task = view.task
    if view.phase != RAIN or task is None or task.kind != "route":
        return None
    cube = CubeFlow(task.seat, (CubeStep(task.cell, -1, 0),), True)
    return RainFacts(view.round, (), (cube,), resumed=True)


def _run(state: ResafaState, cubes: list[CubeFlow] | None = None) -> tuple[CubeFlow, ...]:
    """``rain.run``, writing down each cube's way."""
    out = [] if cubes is None else cubes
    while state.cubes_on and not state.tasks:
        cell, source = state.cubes_on[0]
        state = replace(state, cubes_on=state.cubes_on[1:])
        placed = at(state, cell)
        assert placed is not None
        side = next(s.side for s in water(state).sources if s.id == source)
        first = _step(state, cell)
        state = _score(state, cell)
        state = _flow(state, placed.owner, cell, side, None, out, first)
    return tuple(out)


def _step(state: ResafaState, cell: str) -> CubeStep:
    """The space ``cell`` as a cube enters it: whose tile scores and how much."""
    scored = _score(state, cell)
    for seat, (a, b) in enumerate(zip(state.players, scored.players)):
        if b.vp != a.vp:
            return CubeStep(cell, seat, b.vp - a.vp)
    return CubeStep(cell, -1, 0)


def _flow(
    state: ResafaState,
    router: int,
    cell: str,
    came: str,
    way: str | None,
    out: list[CubeFlow],
    first: CubeStep | None,
) -> ResafaState:
    """``rain.flow`` writing down the spaces the cube enters (``first``: its start, which
    scored already; ``None``: it starts at a branch it waited at)."""
    path = [first or CubeStep(cell, -1, 0)]
    state, waiting = walk(state, router, cell, came, way, lambda s, c: path.append(_step(s, c)))
    if waiting:
        out.append(CubeFlow(router, tuple(path), True))
        return wait_at(state, router, waiting)
    out.append(CubeFlow(router, tuple(path), False))
    return state
