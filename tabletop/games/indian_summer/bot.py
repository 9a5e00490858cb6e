"""The greedy bot's view of a position: covered spaces, treasures under holes, Areas near
completion, and no isolated single gaps."""

from __future__ import annotations

from .components import catalogue
from .floor import neighbours
from .state import ALT_MAINS, IndianSummerState

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
    empty = catalogue().full & ~covered
    return empty & ~neighbours(empty)


def floor_value(covered: int, tokens: int) -> float:
    """Covered spaces, tokens on holes, Areas close to complete, minus isolated gaps."""
    cat = catalogue()
    value = covered.bit_count() + TOKEN_WORTH * tokens.bit_count()
    for mask in cat.areas:
        done = (covered & mask).bit_count()
        if done < 12:
            value += 2.0 * (done / 12) ** 2
    return value - GAP_PENALTY * isolated_gaps(covered).bit_count()


def heuristic(state: IndianSummerState, seat: int) -> float:
    """How good ``state`` looks for ``seat`` (higher is better)."""
    if state.over:
        from . import GAME

        result = GAME.result(state)
        return 1000.0 * (result.ranks[seat] == 1) + 10.0 * result.totals[seat]
    player = state.players[seat]
    value = floor_value(player.forest.covered, player.forest.tokens)
    value += sum(c * w for c, w in zip(player.treasures, TREASURE_WORTH))
    value += PATH_TILE * len(player.path)
    if state.turn == seat and state.step.main in ALT_MAINS:
        value += PENDING_TILE * (2 - state.step.placed)
    return value
