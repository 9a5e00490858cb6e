"""The playout player of Resafa's hard search: greedy, but each family of equal moves
tried once.

A workshop's place on the player's board (its spot and turn) never changes the
heuristic's value of it, so of the 300-600 ways to build one, the greedy player need
only try one per workshop, level and side: the value is the same, and it keeps the
first of each kind, the move greedy would keep among equal ones. A canal tile's value
depends on its face and cell, not on which tile of that face it is. Trying these
placements was three quarters of a playout's time in the last round.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.engine import Action

from ..actions import BuildCanal, BuildWorkshop
from ..components import components


def family(action: Action) -> object:
    """A key equal for moves the heuristic cannot tell apart (the move itself otherwise)."""
    if isinstance(action, BuildWorkshop):
        return ("build_workshop", action.level, action.pos, action.back)
    if isinstance(action, BuildCanal):
        face = components().canal_tiles[action.tile].faces[action.face]
        return ("build_canal", face, action.cell)
    return action


def distinct(legal: Sequence[Action]) -> list[Action]:
    """The first move of each family of ``legal``, in the legal order."""
    seen: set[object] = set()
    out: list[Action] = []
    for action in legal:
        key = family(action)
        if key not in seen:
            seen.add(key)
            out.append(action)
    return out
