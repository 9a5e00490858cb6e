"""Rain scoring after rounds 2, 4 and 6: canal tiles score, then activated cubes flow.

Water moves down one row at a time; through a tile it may leave by a side opening into
the neighbouring column (never back the way it came, never off the grid); an empty space
passes it straight down; a water tank stops it. The owner of the tile a cube sits on
steers it (a ``route`` task when there is a choice) and keeps the cube afterwards.
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.engine.evolve import evolve

from ..state import ResafaState, Task, with_player
from .canals import at, face_of, name, position, water
from .effects import add_vp, push

DOWN, WEST, EAST = "down", "west", "east"


def score_tiles(state: ResafaState) -> ResafaState:
    """Everyone: 1 VP per own canal tile plus its blue VP."""
    for placed in state.canals:
        state = add_vp(state, placed.owner, 1 + face_of(placed.tile, placed.face).blue)
    return state


def ways(state: ResafaState, cell: str, came: str) -> list[str]:
    """Where water in ``cell`` (entered from side ``came``) may go next."""
    side = water(state)
    placed = at(state, cell)
    if placed is None:
        return [DOWN]
    face = face_of(placed.tile, placed.face)
    if face.tank:
        return []
    col, _ = position(side, cell)
    out = [DOWN]
    if face.west and col > 0 and came != "W":
        out.append(WEST)
    if face.east and col < side.columns - 1 and came != "E":
        out.append(EAST)
    return out


def _score(state: ResafaState, cell: str) -> ResafaState:
    placed = at(state, cell)
    if placed is None:
        return state
    return add_vp(state, placed.owner, 1 + face_of(placed.tile, placed.face).blue)


def walk(
    state: ResafaState,
    router: int,
    cell: str,
    came: str,
    way: str | None,
    entered: Callable[[ResafaState, str], object] | None = None,
) -> tuple[ResafaState, tuple[str, str] | None]:
    """Move the cube on from ``cell`` (``way`` chosen, or to be found), scoring each space
    it enters; ``entered(state, cell)`` is told of each space before it scores. Returns the
    state and, when the cube waits at a branch for its owner's choice, ``(cell, came)``
    there (``None`` when it ran out)."""
    side = water(state)
    while True:
        options = ways(state, cell, came)
        if way is None:
            if len(options) > 1 and not state.players[router].bot:  # Resafabot: down
                return state, (cell, came)
            way = options[0] if options else None
        if way is None:
            break
        col, row = position(side, cell)
        if way == DOWN:
            if row + 1 > len(side.rows):
                break
            cell, came = name(side, col, row + 1), "N"
        elif way == WEST:
            cell, came = name(side, col - 1, row), "E"
        else:
            cell, came = name(side, col + 1, row), "W"
        if entered is not None:
            entered(state, cell)
        state = _score(state, cell)
        way = None
    return state, None


def wait_at(state: ResafaState, router: int, waiting: tuple[str, str]) -> ResafaState:
    """The cube waits at a branch: its owner's ``route`` task."""
    cell, came = waiting
    return push(state, Task("route", router, cell=cell, came=came))


def cube_done(state: ResafaState, router: int) -> ResafaState:
    """The cube ran out: it goes back to its owner's supply."""
    p = state.players[router]
    return with_player(state, router, evolve(p, cubes=p.cubes + 1))


def flow(state: ResafaState, router: int, cell: str, came: str, way: str | None) -> ResafaState:
    """Move the cube on from ``cell`` (``way`` chosen, or to be found); stops at a choice."""
    state, waiting = walk(state, router, cell, came, way)
    return wait_at(state, router, waiting) if waiting else cube_done(state, router)


def run(state: ResafaState) -> ResafaState:
    """Resolve the waiting cubes in turn; returns with a ``route`` task when one needs a
    decision, or with no cube left."""
    while state.cubes_on and not state.tasks:
        cell, source = state.cubes_on[0]
        state = evolve(state, cubes_on=state.cubes_on[1:])
        placed = at(state, cell)
        assert placed is not None
        side = next(s.side for s in water(state).sources if s.id == source)
        state = _score(state, cell)
        state = flow(state, placed.owner, cell, side, None)
    return state
