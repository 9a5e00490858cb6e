"""How leaf tiles move: from the reserve to the common path (at random, when it runs low),
from the common path with the bush to the Player Paths, and solo from the ends of the top
and bottom paths and along the numbered row. (Which sources a player may take from is
``rules``'; the solo paths' ends are ``state.SOLO_ENDS``.)"""

from __future__ import annotations

from tabletop.engine.evolve import evolve

from ..components import components
from ..state import SOLO_ENDS, IndianSummerState, Player, put


def top_up_common(state: IndianSummerState) -> IndianSummerState:
    """Below the threshold, add random reserve tiles at the far end until the path is full."""
    paths = components().settings.paths
    if len(state.common) >= paths.common_path_refill_below or not state.reserve:
        return state
    common, reserve, rng = list(state.common), list(state.reserve), state.rng
    while len(common) < components().settings.common_path.capacity and reserve:
        index, rng = rng.below(len(reserve))
        common.append(reserve.pop(index))
    return evolve(state, common=tuple(common), reserve=tuple(reserve), rng=rng)


def take_common_head(state: IndianSummerState) -> tuple[str, IndianSummerState]:
    """The tile next to the bush; the bush steps on and the path is topped up if needed."""
    tile = state.common[0]
    state = evolve(state, common=state.common[1:])
    return tile, top_up_common(state)


def refill_path(state: IndianSummerState, seat: int, target: int) -> IndianSummerState:
    """Add tiles from the bush side to the back of ``seat``'s path until it holds ``target``
    (or the common path runs dry)."""
    path = state.players[seat].path
    while len(path) < target and state.common:
        tile, state = take_common_head(state)
        path = path + (tile,)
    return set_path(state, seat, path)


def set_path(state: IndianSummerState, seat: int, path: tuple[str, ...]) -> IndianSummerState:
    player = state.players[seat]
    players = put(state.players, seat, evolve(player, path=path))
    return evolve(state, players=players)


def without(path: tuple[str, ...], tile: str) -> tuple[str, ...]:
    """``path`` with ``tile`` taken out, the others keeping their order."""
    index = path.index(tile)
    return path[:index] + path[index + 1 :]


# --- solo -------------------------------------------------------------------------------


def slot_of_number(number: int) -> int:
    """Row index of the space numbered ``number`` (10. is on the left, 1. on the right)."""
    return components().settings.solo.numbered_slots - number


def _move_right(row: tuple[str, ...], slot: int) -> tuple[str, ...]:
    """The tile on ``slot`` moved to the right-most empty space (if that lies further right)."""
    if not row[slot]:
        return row
    empties = [i for i, t in enumerate(row) if not t]
    if not empties or empties[-1] < slot:
        return row
    target = empties[-1]
    return put(put(row, target, row[slot]), slot, "")


def start_solo_turn(state: IndianSummerState) -> IndianSummerState:
    """Turn t begins: the tile on space t. moves to the right-most empty space."""
    solo = state.solo
    assert solo is not None
    row = _move_right(solo.row, slot_of_number(solo.turn_no))
    return evolve(state, solo=evolve(solo, row=row))


def compact_solo_row(state: IndianSummerState) -> IndianSummerState:
    """After a solo mushroom: tiles on spaces numbered below the turn move right, 1. first."""
    solo = state.solo
    assert solo is not None
    row = solo.row
    for number in range(1, solo.turn_no):
        row = _move_right(row, slot_of_number(number))
    return evolve(state, solo=evolve(solo, row=row))


def solo_take(state: IndianSummerState, source: str, count: int) -> IndianSummerState:
    """Take up to ``count`` tiles, outermost first, from one end of the top or bottom path,
    onto the back of the Player Path."""
    solo = state.solo
    assert solo is not None
    side, end = SOLO_ENDS[source]
    line = list(solo.top if side == "top" else solo.bottom)
    player: Player = state.players[0]
    path = player.path
    for _ in range(count):
        if not line:
            break
        path = path + (line.pop(end),)
    solo = evolve(solo, **{side: tuple(line)})
    state = evolve(state, solo=solo)
    return set_path(state, 0, path)
