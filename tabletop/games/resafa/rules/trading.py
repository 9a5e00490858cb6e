"""Trading: the compulsory move (fares, the free stop in Resafa), one buy or sell on the
local tile, the tile flip, and the optional trading base with its merchant token."""

from __future__ import annotations

import functools

from tabletop.engine.evolve import evolve

from ..actions import BuildBase, MoveCamel, Trade
from ..components import components
from ..components.records import Box, Gain, Mods, TradeBox
from ..state import ResafaState, Task, with_player
from .effects import can_pay, discounted, gain, pay, take_token
from .mains import permanent

HUB = "RES"
GOODS = ("stone", "marble", "spice", "amphora")


@functools.cache
def _distances() -> tuple[dict, dict]:
    """Fares between centres without passing the gate, and each centre's fare to the gate."""
    c = components()
    nodes = [cid for cid in c.centres if cid != HUB]
    inf = 10**6
    d = {a: {b: (0 if a == b else inf) for b in nodes} for a in nodes}
    gate = {a: inf for a in nodes}
    for r in c.roads:
        if "G0" in (r.a, r.b):
            other = r.b if r.a == "G0" else r.a
            gate[other] = min(gate[other], r.coins)
        else:
            d[r.a][r.b] = min(d[r.a][r.b], r.coins)
            d[r.b][r.a] = min(d[r.b][r.a], r.coins)
    for k in nodes:
        for a in nodes:
            for b in nodes:
                if d[a][k] + d[k][b] < d[a][b]:
                    d[a][b] = d[a][k] + d[k][b]
    to_gate = {a: min(d[a][n] + gate[n] for n in nodes) for a in nodes}
    return d, to_gate


def fare(start: str, to: str, via: bool) -> int:
    """Coins for a move; passing Resafa's gate costs the toll once, out and back alike."""
    d, to_gate = _distances()
    toll = components().gate_toll
    if start == HUB:
        return to_gate[to] + toll
    through = to_gate[start] + toll + to_gate[to]
    return through if via else min(d[start][to], through)


def move_options(state: ResafaState, task: Task) -> list[MoveCamel]:
    out = []
    for to in state.centres:
        for via in (True, False):
            a = MoveCamel(to, via)
            if move_problem(state, task, a) is None:
                out.append(a)
    return out


def move_problem(state: ResafaState, task: Task, a: MoveCamel) -> str | None:
    p = state.players[task.seat]
    if a.to not in state.centres:
        return "The caravan must end its move in a trading centre."
    if p.at == HUB and not a.via:
        return "Your caravan is in Resafa: the move starts from there."
    if a.to == p.at and not a.via:
        return "The caravan must move; it may come back only after a stop in Resafa."
    if not a.via and p.at != HUB and fare(p.at, a.to, False) >= fare(p.at, a.to, True):
        return "That road passes Resafa anyway: take it with the stop in Resafa."
    cost = 0 if task.mods.free_move else fare(p.at, a.to, a.via)
    if p.coins < cost:
        return f"That move costs {cost} coins."
    return None


def move(state: ResafaState, task: Task, a: MoveCamel) -> ResafaState:
    cost = 0 if task.mods.free_move else fare(state.players[task.seat].at, a.to, a.via)
    state = pay(state, task.seat, Gain(coin=cost))
    p = state.players[task.seat]
    state = with_player(state, task.seat, evolve(p, at=a.to))
    nxt = evolve(task, stage=2, cell=a.to, came="via" if a.via else "")
    return evolve(state, tasks=(nxt,) + state.tasks[1:])


def tile_box(state: ResafaState, centre: str, box: int) -> TradeBox:
    i = state.centres.index(centre)
    tile = components().trading_tiles[state.trade_tiles[i]]
    side = tile.a if state.trade_faces[i] == 0 else tile.b
    return side.top if box == 0 else side.bottom


def max_qty(state: ResafaState, task: Task, box: int) -> int:
    p = state.players[task.seat]
    tb = tile_box(state, task.cell, box)
    via = task.came == "via"
    carried = p.cargo if p.cargo_good == tb.good else 0
    if tb.dir == "sell":
        return min(p.camel, carried + (getattr(p, tb.good) if via else 0))
    room = p.camel if via else (p.camel - carried if p.cargo_good in ("", tb.good) else 0)
    money = p.coins + tb.bonus.coin
    return max(0, min(room, money // tb.coin if tb.coin else room))


def trade(state: ResafaState, task: Task, a: Trade) -> ResafaState:
    """Buy or sell ``qty`` items; golden bonus once; the tile turns over."""
    seat = task.seat
    p = state.players[seat]
    tb = tile_box(state, task.cell, a.box)
    via = task.came == "via"
    if via and p.cargo and (p.cargo_good != tb.good or tb.dir == "buy"):
        # in Resafa the camel may unload into the warehouse before the trade
        p = evolve(p, **{p.cargo_good: getattr(p, p.cargo_good) + p.cargo}, cargo=0, cargo_good="")
    carried = p.cargo if p.cargo_good == tb.good else 0
    coins, vp = p.coins, p.vp
    if tb.dir == "sell":
        from_camel = min(a.qty, carried)
        loaded = a.qty - from_camel
        p = evolve(p, **{tb.good: getattr(p, tb.good) - loaded})
        left = carried - from_camel
        p = evolve(p, cargo=left, cargo_good=tb.good if left else "")
        coins += a.qty * tb.coin
        vp += a.qty * tb.vp
        if task.mods.sell_good == tb.good:
            k = min(a.qty, task.mods.sell_max)
            coins += k * task.mods.sell_coin
            vp += k * task.mods.sell_vp
    else:
        coins += tb.bonus.coin - a.qty * tb.coin
        p = evolve(p, cargo=carried + a.qty, cargo_good=tb.good)
    vp += task.mods.trade_vp
    state = with_player(state, seat, evolve(p, coins=coins, vp=vp))
    bonus = tb.bonus if tb.dir == "sell" else evolve(tb.bonus, coin=0)
    state = flip(state, task.cell)
    nxt = evolve(task, stage=3, traded=a.qty)
    state = evolve(state, tasks=(nxt,) + state.tasks[1:])
    if not base_options(state, nxt):
        state = evolve(state, tasks=state.tasks[1:])
    return gain(state, seat, bonus)


def flip(state: ResafaState, centre: str) -> ResafaState:
    i = state.centres.index(centre)
    faces = list(state.trade_faces)
    faces[i] = 1 - faces[i]
    return evolve(state, trade_faces=tuple(faces))


def boxes(state: ResafaState, centre: str) -> tuple[Box, ...]:
    c = components().centres[centre]
    return c.boxes_small if state.side == "small" else c.boxes_large


def base_cost(state: ResafaState, task: Task) -> Gain:
    """1 stone + 1 coin, less a permanent card's stone discount; free with p66."""
    if task.mods.base_free:
        return Gain()
    _, perm = permanent(state, task.seat, "base")
    return discounted(components().facts.base_cost, Mods(stone_off=perm.stone_off))


def base_problem(state: ResafaState, task: Task, a: BuildBase) -> str | None:
    p = state.players[task.seat]
    i = state.centres.index(task.cell)
    spots = boxes(state, task.cell)
    if not 0 <= a.box < len(spots):
        return "There is no such trading base space here."
    if spots[a.box].four_only and state.n < 4:
        return "That trading base space is only used with 4 players."
    if state.bases[i][a.box] != -1:
        return "That trading base space is taken."
    if task.seat in state.bases[i]:
        return "You already have a trading base in this centre."
    if p.bases >= components().proposed.cubes_for_bases:
        return "You have no player marker left for another trading base."
    if not can_pay(p, base_cost(state, task)):
        return "A trading base costs 1 stone and 1 coin."
    return None


def base_options(state: ResafaState, task: Task) -> list[BuildBase]:
    if task.traded <= 0:
        return []
    return [
        BuildBase(b)
        for b in range(len(boxes(state, task.cell)))
        if base_problem(state, task, BuildBase(b)) is None
    ]


def build_base(state: ResafaState, task: Task, a: BuildBase) -> ResafaState:
    seat = task.seat
    state = pay(state, seat, base_cost(state, task))
    i = state.centres.index(task.cell)
    row = list(state.bases[i])
    row[a.box] = seat
    bases = state.bases[:i] + (tuple(row),) + state.bases[i + 1 :]
    p = state.players[seat]
    state = with_player(evolve(state, bases=bases), seat, evolve(p, bases=p.bases + 1))
    state = evolve(state, tasks=state.tasks[1:])
    bonus, _ = permanent(state, seat, "base")
    spot = boxes(state, task.cell)[a.box]
    state = gain(state, seat, bonus)
    state = gain(state, seat, spot.gain)
    return take_token(state, seat, spot.token)
