"""The caravan's way along the roads (re-exported by ``facts``): the centres, Resafa's gate
and Resafa itself that a move passes, in order, with the coins paid so far at each, so a
table can draw the way on the roads it draws and the fare growing along it. The way is
the one the fare is counted on (``trading.fare``): the cheapest roads, by Resafa's gate
when that is cheaper or when the caravan stops in Resafa; the gate's toll is paid once,
where the way first passes the gate. A test holds the last count equal to the fare."""

from __future__ import annotations

import functools
import heapq
from dataclasses import dataclass

from ..components import components
from ..state import ResafaState

HUB = "RES"
GATE = "G0"


@dataclass(frozen=True)
class RouteStop:
    """A place on the caravan's way: a centre's id, ``G0`` (Resafa's gate) or ``RES``,
    and the coins paid on arriving there."""

    node: str
    coins: int


@functools.cache
def _graph() -> dict[str, tuple[tuple[str, int], ...]]:
    """Roads between places, both ways (Resafa itself only by its gate)."""
    out: dict[str, list[tuple[str, int]]] = {}
    for r in components().roads:
        out.setdefault(r.a, []).append((r.b, r.coins))
        out.setdefault(r.b, []).append((r.a, r.coins))
    return {k: tuple(sorted(v)) for k, v in out.items()}


@functools.cache
def _cheapest(start: str, gate_ok: bool) -> tuple[dict[str, int], dict[str, str]]:
    """Coins from ``start`` to every place and each place's predecessor on the cheapest
    way; the gate is passed through only when ``gate_ok`` (else it only starts a way)."""
    graph = _graph()
    best = {start: 0}
    prev: dict[str, str] = {}
    todo = [(0, start)]
    while todo:
        coins, node = heapq.heappop(todo)
        if coins > best.get(node, 10**9):
            continue
        if node == GATE and node != start and not gate_ok:
            continue
        for other, fare in graph.get(node, ()):
            if other == HUB:
                continue
            if coins + fare < best.get(other, 10**9):
                best[other] = coins + fare
                prev[other] = node
                heapq.heappush(todo, (coins + fare, other))
    return best, prev


def _way(start: str, to: str, gate_ok: bool = False) -> list[str]:
    """The places from ``start`` to ``to`` on the cheapest way."""
    _, prev = _cheapest(start, gate_ok)
    out = [to]
    while out[-1] != start:
        out.append(prev[out[-1]])
    return out[::-1]


def _stops(places: list[str], toll_at: str) -> tuple[RouteStop, ...]:
    """Coins so far along ``places``; the toll is paid on first reaching ``toll_at``."""
    toll = components().gate_toll
    graph = _graph()
    coins, paid = 0, False
    out = [RouteStop(places[0], 0)]
    for a, b in zip(places, places[1:]):
        coins += min((c for other, c in graph.get(a, ()) if other == b), default=0)
        if b == toll_at and not paid:
            coins, paid = coins + toll, True
        out.append(RouteStop(b, coins))
    return tuple(out)


def camel_route(view: ResafaState, seat: int, to: str, via: bool) -> tuple[RouteStop, ...]:
    """The way of ``seat``'s caravan to the centre ``to`` (``via``: with the stop in
    Resafa), from where it stands, with the coins paid so far at each place (none on a
    free move, which a card gives)."""
    way = _route(view, seat, to, via)
    task = getattr(view, "task", None)
    if task is not None and task.kind == "trading" and task.mods.free_move:
        return tuple(RouteStop(s.node, 0) for s in way)
    return way


def _route(view: ResafaState, seat: int, to: str, via: bool) -> tuple[RouteStop, ...]:
    start = view.players[seat].at
    if start == HUB:
        return _stops([HUB, *_way(GATE, to)], GATE)
    out_way = _way(start, GATE)
    back = _way(GATE, to)
    if via:
        return _stops([*out_way, HUB, *back], HUB)
    best, _ = _cheapest(start, False)
    through = _stops([*out_way, *back[1:]], GATE)
    if to in best and best[to] <= through[-1].coins:
        return _stops(_way(start, to), "")
    return through
