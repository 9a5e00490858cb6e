"""What a position is worth to a seat: ``heuristic`` (covered spaces, treasures under holes,
Areas near completion, and no isolated single gaps; a solo position is valued by
``strategy.solo_value``, in spaces the ten turns can still cover). The guess of what a
seat cannot see (``determinize``) is ``visibility``'s.

Once the end is in sight (a floor is full, or the solo game's last turn) a position is
valued on the scale of a finished game: the final each seat would get if the game ended
now (``end_value``: the end's squirrels laid the best way, ``scoring.best_plan``), so a
move that spoils the end (a nut exchanged for a berry) looks as bad as it is, and ending
the turn is never worse than burning treasures to put the end off."""

from __future__ import annotations

import functools

from ..components import components
from ..components.floor import neighbours
from ..scoring import best_plan, multiplayer_result, nut_worth, solo_points
from ..state import ALT_MAINS, BERRY, IndianSummerState, Treasures
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
END = 1000.0
"""Added to the value of every position whose end is in sight (and of a finished game),
above any unfinished position's value (about 150 at most): the final can only get worse
by waiting (a floor filled now is never put off for a move that burns treasures), and
every seat's value moves by the same, so the standing between seats is unchanged."""
WIN = 1000.0
"""A won game, on the scale of a finished game's value."""
POINT = 10.0
"""A point of the final total (a nut or, on a floor left open, an empty space less)."""
KEEP = 0.01
"""At the end, per space of ``TREASURE_WORTH`` left after the end's squirrels and per space
covered in play (not by the end's squirrels): among moves that end the same, the one that
spends nothing (no exchange or berry for nothing) and covers now what the end would (a
squirrel laid now may let an animal onto the holes it completes)."""


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


@functools.lru_cache(maxsize=1 << 16)
def projected_final(
    side: str, covered: int, tokens: int, treasures: Treasures, solo: bool
) -> tuple[tuple[int, int, int], int, Treasures]:
    """(ranking key, total, treasures left) of a floor and hand if the game ended now, as
    ``scoring`` would score it: multiplayer, a full floor by its nuts then the odd berry,
    else minus its empty spaces; solo, a full floor first, then the points of the
    treasures left less the empty spaces."""
    plan = best_plan(side, covered, tokens, treasures, solo)
    full = plan.empty == 0
    if solo:
        points = solo_points(plan.left) - plan.empty
        return (int(full), points, 0), points, plan.left
    if full:
        nuts = nut_worth(plan.left)
        return (1, nuts, plan.left[BERRY] % 2), nuts, plan.left
    return (0, -plan.empty, 0), -plan.empty, plan.left


def kept(treasures: Treasures, laid: int) -> float:
    """The tie-break between equal ends: what is left in hand and the spaces covered in
    play, ``KEEP`` a space."""
    return KEEP * (sum(c * w for c, w in zip(treasures, TREASURE_WORTH)) + laid)


def _kept_at_end(state: IndianSummerState, seat: int) -> float:
    """``kept`` of a scored floor (the end's squirrels taken off what it covers)."""
    player = state.players[seat]
    laid = player.forest.covered.bit_count() - state.finals[seat].squirrels
    return kept(player.treasures, laid)


def end_in_sight(state: IndianSummerState) -> bool:
    """Will the game end when this round (solo: this turn) is over? A full floor ends it
    (the round is finished first); solo, so does the last of the ten turns."""
    if state.ending:
        return True
    cat = components()
    for player in state.players:
        if player.forest.covered == cat.full:
            return True
    return state.solo is not None and state.solo.turn_no >= cat.settings.solo.turns


def _final_of(state: IndianSummerState, seat: int) -> tuple[tuple[int, int, int], int, Treasures]:
    player = state.players[seat]
    forest = player.forest
    solo = state.solo is not None
    return projected_final(forest.side, forest.covered, forest.tokens, player.treasures, solo)


def end_value(state: IndianSummerState, seat: int) -> float:
    """``seat``'s position valued as a finished game (``WIN`` if it would win, ``POINT``
    per point of its total, ``kept`` for the treasures left) if the game ended now; a tile
    still to lay this turn counts the spaces it covers (at most the empty ones)."""
    player = state.players[seat]
    key, total, left = _final_of(state, seat)
    if state.solo is not None:
        win = key[0] == 1
    else:
        win = all(key >= _final_of(state, s)[0] for s in range(len(state.players)) if s != seat)
    value = END + WIN * win + POINT * total + kept(left, player.forest.covered.bit_count())
    if state.turn == seat and state.step.main in ALT_MAINS:
        empty = (components().full & ~player.forest.covered).bit_count()
        value += POINT * min(PENDING_TILE * (2 - state.step.placed), empty)
    return value


def heuristic(state: IndianSummerState, seat: int) -> float:
    """How good ``state`` looks for ``seat`` (higher is better): a finished game by its
    result (solo: the game just scored, won or not and its points, also in a series, whose
    score never falls as they rise), a game whose end is in sight by the final it would get
    now (``end_value``, the same scale), else the floor, hand and path (solo:
    ``strategy.solo_value``)."""
    if state.solo is not None and state.finals:  # a solo game scored (a series may go on)
        final = state.finals[0]
        return END + WIN * final.full + POINT * final.points + _kept_at_end(state, 0)
    if state.over:
        result = multiplayer_result(state)
        value = WIN * (seat in result.winners) + POINT * result.totals[seat]
        return END + value + _kept_at_end(state, seat)
    if end_in_sight(state):
        return end_value(state, seat)
    if state.solo is not None:
        return solo_value(state)
    player = state.players[seat]
    value = floor_value(player.forest.covered, player.forest.tokens)
    value += sum(c * w for c, w in zip(player.treasures, TREASURE_WORTH))
    value += PATH_TILE * len(player.path)
    if state.turn == seat and state.step.main in ALT_MAINS:
        value += PENDING_TILE * (2 - state.step.placed)
    return value
