"""Canal construction on the water network: the canal price (``canal_cost``), space
bonuses, water tanks, cubes."""

from __future__ import annotations

import functools

from tabletop.engine.evolve import evolve

from ..actions import BuildCanal
from ..components import cell_ids, components
from ..components.records import Cell, Face, Gain, Mods, WaterSide
from ..state import PlacedCanal, ResafaState, Task, with_player
from .effects import add_vp, can_pay, count_canals, pay
from .mains import permanent

COLS = "ABCDEFGHIJ"


def water(state: ResafaState) -> WaterSide:
    return components().water[state.side]


def split(cell: str) -> tuple[int, int]:
    """(column, row) of a cell; the tank row is the row after the last canal row."""
    col = COLS.index(cell[0])
    return col, (int(cell[1:]) - 1) if cell[1:] != "T" else -1


def name(side: WaterSide, col: int, row: int) -> str:
    return f"{COLS[col]}{'T' if row == len(side.rows) else row + 1}"


def position(side: WaterSide, cell: str) -> tuple[int, int]:
    col, row = split(cell)
    return col, (len(side.rows) if row == -1 else row)


def space(side: WaterSide, cell: str) -> Cell | None:
    """The printed space (``None`` for a tank square)."""
    col, row = position(side, cell)
    return None if row == len(side.rows) else side.rows[row][col]


def face_of(tile: str, face: int) -> Face:
    return components().canal_tiles[tile].faces[face]


def at(state: ResafaState, cell: str) -> PlacedCanal | None:
    for placed in state.canals:
        if placed.cell == cell:
            return placed
    return None


def canal_mods(state: ResafaState, seat: int) -> Mods:
    """The card modifiers a canal tile of ``seat`` is built with now: those of the canal
    action under way (its action card or bonus card, tiles and permanent blue cards), else
    those of ``seat``'s permanent blue cards, which every canal action gets."""
    task = state.task
    if task is not None and task.kind == "canal" and task.seat == seat:
        return task.mods
    return permanent(state, seat, "canal")[1]


def canal_cost(
    state: ResafaState, seat: int, tile: str, face: int, cell: str, mods: Mods | None = None
) -> Gain:
    """What ``seat`` pays to build ``tile`` on ``face`` on ``cell``, with the card modifiers
    ``mods`` (``None``: those that apply now, ``canal_mods``). The one canal price: the
    rules, the table's label and the bots all ask here (or ``canal_price`` below it)."""
    if mods is None:
        mods = canal_mods(state, seat)
    return canal_price(space(water(state), cell), face_of(tile, face).coins, mods)


@functools.cache
def canal_price(printed: Cell | None, coins: int, mods: Mods) -> Gain:
    """The price of a canal face showing ``coins`` on the printed space ``printed`` (``None``:
    a tank square): the face's coins and the standard marble, less the space's discounts,
    with the card modifiers ``mods`` (never below zero; ``free`` makes it nothing)."""
    if mods.free:
        return Gain()
    marble = components().facts.canal_marble - mods.marble_off
    marble -= 2 if printed and printed.no_marble else 0
    coins += mods.coin_add - mods.coin_off - (printed.coin_off if printed else 0)
    return Gain(coin=max(0, coins), marble=max(0, marble))


def cost(state: ResafaState, task: Task, a: BuildCanal) -> Gain:
    """What building ``a`` costs in the canal action ``task`` (with its modifiers)."""
    return canal_cost(state, task.seat, a.tile, a.face, a.cell, task.mods)


def tanks_allowed(state: ResafaState, seat: int) -> bool:
    f = components().facts
    p = state.players[seat]
    return p.squares_done >= f.tanks_need_squares and p.bases >= f.tanks_need_bases


def canal_problem(state: ResafaState, task: Task, a: BuildCanal) -> str | None:
    seat = task.seat
    p = state.players[seat]
    side = water(state)
    if a.tile not in p.canals_left or a.face not in (0, 1):
        return "That canal tile is not in your supply."
    if a.cell not in cell_ids(side):
        return "There is no such space in the water network."
    if at(state, a.cell) is not None:
        return "That space already has a canal tile."
    tank_row = space(side, a.cell) is None
    face = face_of(a.tile, a.face)
    if face.tank != tank_row:
        if face.tank:
            return "A water tank goes only on a tank square at the bottom of the network."
        return "Only water tanks go on the tank squares."
    if face.tank:
        col, row = position(side, a.cell)
        above = at(state, name(side, col, row - 1))
        if above is None or above.owner != seat:
            return "A water tank goes at the end of one of your own canals."
        if not tanks_allowed(state, seat):
            return "Water tanks need 2 completed garden squares and a trading base."
    if not can_pay(p, cost(state, task, a)):
        return "You cannot pay for that canal tile."
    return None


@functools.cache
def _cells(side_id: str) -> tuple[tuple[str, Cell | None, str], ...]:
    """(cell, printed space or None for a tank square, the cell above) for every cell."""
    side = components().water[side_id]
    out = []
    for cell in cell_ids(side):
        col, row = position(side, cell)
        above = name(side, col, row - 1) if row > 0 else ""
        out.append((cell, space(side, cell), above))
    return tuple(out)


def build_options(state: ResafaState, task: Task, first: bool = False) -> list[BuildCanal]:
    """Every legal placement (``first``: stop at the first one found)."""
    seat = task.seat
    p = state.players[seat]
    mods = task.mods
    taken = {x.cell: x.owner for x in state.canals}
    tanks = tanks_allowed(state, seat)
    faces = [(t, f, face_of(t, f)) for t in p.canals_left for f in (0, 1)]
    out = []
    for cell, printed, above in _cells(state.side):
        if cell in taken:
            continue
        if printed is None and (not tanks or taken.get(above) != seat):
            continue
        for tile, f, face in faces:
            if face.tank != (printed is None):
                continue
            if can_pay(p, canal_price(printed, face.coins, mods)):
                out.append(BuildCanal(tile, f, cell))
                if first:
                    return out
    return out


def build(state: ResafaState, task: Task, a: BuildCanal) -> ResafaState:
    """Pay, place, score the space, take its bonus tile and any water cube beside it."""
    seat = task.seat
    state = pay(state, seat, cost(state, task, a))
    state = evolve(state, tasks=state.tasks[1:])
    p = state.players[seat]
    p = evolve(p, canals_left=tuple(t for t in p.canals_left if t != a.tile))
    state = with_player(state, seat, p)
    state = evolve(state, canals=state.canals + (PlacedCanal(a.cell, seat, a.tile, a.face),))
    side = water(state)
    cell = space(side, a.cell)
    vp = cell.vp if cell else components().proposed.tank_space_vp
    vp += task.mods.vp
    if task.mods.vp_per_canal:
        vp += count_canals(state, seat)
    state = add_vp(state, seat, vp)
    taken = [tile for where, tile in state.canal_bonus if where == a.cell]
    if taken:
        p = state.players[seat]
        state = with_player(state, seat, evolve(p, kept_tiles=p.kept_tiles + tuple(taken)))
        state = evolve(state, canal_bonus=tuple(x for x in state.canal_bonus if x[0] != a.cell))
    fed = [s.id for s in side.sources if s.cell == a.cell and s.id in state.sources]
    if fed:
        state = evolve(
            state,
            sources=tuple(s for s in state.sources if s not in fed),
            cubes_on=state.cubes_on + tuple((a.cell, s) for s in fed),
        )
    return state
