"""Each seat's total: at the end (``result``: the multiplayer ranking or the solo score)
and as it stands during play (``live_scores``, the table's score column)."""

from __future__ import annotations

from tabletop.engine import Result

from ..components import components
from ..state import IndianSummerState
from .final import multiplayer_result, nut_worth, solo_points
from .solo import solo_result


def result(state: IndianSummerState) -> Result:
    """The result of a finished game: the solo game's (or series') score, or the ranking."""
    if state.solo is not None:
        return solo_result(state)
    return multiplayer_result(state)


def live_scores(view: IndianSummerState) -> tuple[int, ...]:
    """The score column: once a game is scored, its result (solo: that game's points, then
    the series score; IS-1 holds for who won); before, each score as it would stand if the
    game ended now without the final squirrels (solo: treasure points minus empty spaces;
    several players: a full floor's nuts, else minus its empty spaces)."""
    if view.over and view.finals:
        return tuple(result(view).totals)
    if view.finals:  # a solo series between two games: the game just scored
        return tuple(f.points for f in view.finals)
    full = components().full
    out = []
    for player in view.players:
        empty = (full & ~player.forest.covered).bit_count()
        if view.solo is not None:
            out.append(solo_points(player.treasures) - empty)
        else:
            out.append(nut_worth(player.treasures) if empty == 0 else -empty)
    return tuple(out)
