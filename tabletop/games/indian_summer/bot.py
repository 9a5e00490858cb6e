"""The bots' view of a position: ``heuristic`` (covered spaces, treasures under holes, Areas
near completion, and no isolated single gaps; a solo position is valued by
``strategy.solo_value``, in spaces the ten turns can still cover) and ``determinize`` (the only hidden thing is
the order the reserve will be drawn in, so a fresh random generator)."""

from __future__ import annotations

import dataclasses
import random

from tabletop.engine import Rng

from .bot_reason import reason as reason
from .bot_reason import turn_over as turn_over
from .components import components
from .floor import neighbours
from .scoring import multiplayer_result
from .solo import solo_result
from .state import ALT_MAINS, IndianSummerState
from .strategy import solo_value

TREASURE_WORTH = (0.4, 0.9, 1.6, 2.6)
"""What a treasure in hand is worth, in covered spaces (berry, nut, mushroom, feather)."""
TOKEN_WORTH = 0.5
"""A token lying on a hole: it comes to hand when its Area is complete."""
GAP_PENALTY = 1.5
"""An empty space with no empty neighbour: only a squirrel can fill it."""
PENDING_TILE = 4.0
"""A tile still to lay in a mushroom or feather."""
PATH_TILE = 0.15


def isolated_gaps(covered: int) -> int:
    """The mask of empty spaces whose four neighbours are all covered (or the edge)."""
    empty = components().full & ~covered
    return empty & ~neighbours(empty)


def floor_value(covered: int, tokens: int) -> float:
    """Covered spaces, tokens on holes, Areas close to complete, minus isolated gaps."""
    cat = components()
    value = covered.bit_count() + TOKEN_WORTH * tokens.bit_count()
    for mask in cat.areas:
        done = (covered & mask).bit_count()
        if done < 12:
            value += 2.0 * (done / 12) ** 2
    return value - GAP_PENALTY * isolated_gaps(covered).bit_count()


def heuristic(state: IndianSummerState, seat: int) -> float:
    """How good ``state`` looks for ``seat`` (higher is better)."""
    if state.over:
        result = solo_result(state) if state.solo is not None else multiplayer_result(state)
        return 1000.0 * (seat in result.winners) + 10.0 * result.totals[seat]
    if state.solo is not None:
        return solo_value(state)
    player = state.players[seat]
    value = floor_value(player.forest.covered, player.forest.tokens)
    value += sum(c * w for c, w in zip(player.treasures, TREASURE_WORTH))
    value += PATH_TILE * len(player.path)
    if state.turn == seat and state.step.main in ALT_MAINS:
        value += PENDING_TILE * (2 - state.step.placed)
    return value


def determinize(view: IndianSummerState, seat: int, rng: random.Random) -> IndianSummerState:
    """A full state from ``view``: everything is open but the random generator, which the
    view redacts (the reserve is kept sorted, so its order tells nothing)."""
    return dataclasses.replace(view, rng=Rng.from_seed(rng.getrandbits(63)))
