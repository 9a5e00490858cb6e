"""Garden construction: squares between workshops, strips, green edge bonuses, completion.

A garden square is the cell between workshops; it is filled in three strips (horizontal
rows or vertical columns, fixed by its first tile) by 1 large + 1 small or 3 small tiles.
A strip touches the workshop edge thirds next to it (components C5). Placing a tile pays
the green icons touched by the tiles joined to it in that square; completing the square
pays the player-board reward.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator

from tabletop.engine.evolve import evolve

from ..actions import BuildGarden
from ..components import components
from ..components.records import EDGES, Gain
from ..state import GardenSquare, PlacedWorkshop, ResafaState, Task, with_player
from .effects import can_pay, discounted, gain, pay

ALL = (0, 1, 2)
OFFSET = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
FACING = {"N": "S", "E": "W", "S": "N", "W": "E"}


def touched(x: int, y: int, vertical: bool, k: int) -> list[tuple[tuple[int, int], str, tuple]]:
    """(neighbour cell, its edge, thirds) that strip ``k`` of the square at (x, y) touches."""
    out = []

    def side(direction: str, thirds: tuple) -> None:
        dx, dy = OFFSET[direction]
        out.append(((x + dx, y + dy), FACING[direction], thirds))

    if not vertical:
        side("W", (k,))
        side("E", (2 - k,))
        if k == 0:
            side("N", ALL)
        if k == 2:
            side("S", ALL)
    else:
        side("N", (2 - k,))
        side("S", (k,))
        if k == 0:
            side("W", ALL)
        if k == 2:
            side("E", ALL)
    return out


def _shops(state: ResafaState, seat: int) -> dict[tuple[int, int], PlacedWorkshop]:
    return {(w.x, w.y): w for w in state.players[seat].workshops}


def icons_for(state: ResafaState, seat: int, x: int, y: int, vertical: bool, strips) -> list[Gain]:
    """The green bonuses touched by ``strips`` of the square, each icon once."""
    shops = _shops(state, seat)
    c = components()
    seen, out = set(), []
    for k in strips:
        for cell, edge, thirds in touched(x, y, vertical, k):
            shop = shops.get(cell)
            if shop is None or shop.back:
                continue
            for n, icon in enumerate(c.workshops[shop.tile].icons):
                absolute = EDGES[(EDGES.index(icon.edge) + shop.rot) % 4]
                if absolute == edge and icon.pos in thirds and (cell, n) not in seen:
                    seen.add((cell, n))
                    out.append(icon.gain)
    return out


def squares(state: ResafaState, seat: int) -> list[tuple[int, int]]:
    """Cells between workshops where a garden may lie (next to at least one workshop)."""
    out: list[tuple[int, int]] = []
    for w in state.players[seat].workshops:
        for dx, dy in OFFSET.values():
            cell = (w.x + dx, w.y + dy)
            if cell not in out:
                out.append(cell)
    return out


def cost(task: Task, large: bool) -> Gain:
    f = components().facts
    return discounted(f.large_garden_cost if large else f.small_garden_cost, task.mods)


def garden_problem(
    state: ResafaState, task: Task, a: BuildGarden, where: list | None = None
) -> str | None:
    seat = task.seat
    p = state.players[seat]
    if task.mods.size and (task.mods.size == "large") != a.large:
        return f"This card builds a {task.mods.size} garden tile."
    if (a.large and state.large_left <= 0) or (not a.large and state.small_left <= 0):
        return "No garden tiles of that size are left."
    if (a.x, a.y) not in (where if where is not None else squares(state, seat)):
        return "A garden goes in a square next to one of your workshops."
    covered = (a.strip, a.strip + 1) if a.large else (a.strip,)
    if a.strip < 0 or covered[-1] > 2:
        return "A garden tile must fit inside its square."
    square = next((g for g in p.gardens if (g.x, g.y) == (a.x, a.y)), None)
    if square is not None:
        if square.vertical != a.vertical:
            return "Later tiles in a square run the same way as its first tile."
        if any(square.strips[k] for k in covered):
            return "That part of the square already has a garden."
        strips = square.strips
    else:
        if a.large and a.strip not in (0, 1) or not a.large and a.strip not in (0, 2):
            return "The first tile of a square lies along one of its edges."
        strips = (0, 0, 0)
    shops = _shops(state, seat)
    touches = any(cell in shops for k in covered for cell, _, _ in touched(a.x, a.y, a.vertical, k))
    joined = any(0 <= k < 3 and strips[k] for k in (covered[0] - 1, covered[-1] + 1))
    if not (touches or joined):
        return "A garden tile must touch a workshop or another garden tile."
    if not can_pay(p, cost(task, a.large)):
        return "A small garden costs 1 stone, a large one 1 coin and 1 stone."
    return None


def build_options(state: ResafaState, task: Task) -> list[BuildGarden]:
    """Every legal placement, in the order ``garden_problem`` would accept them."""
    return list(options(state, task))


def options(state: ResafaState, task: Task) -> Iterator[BuildGarden]:
    """``build_options`` one at a time (``next`` tells whether there is any): the checks of
    ``garden_problem`` with the player's data looked up once per call."""
    seat = task.seat
    p = state.players[seat]
    size = task.mods.size
    pay_small = can_pay(p, cost(task, False))
    pay_large = can_pay(p, cost(task, True))
    if not pay_small and not pay_large:
        return
    sizes = tuple(
        large
        for large, left, paid in (
            (False, state.small_left, pay_small),
            (True, state.large_left, pay_large),
        )
        if (not size or (size == "large") == large) and left > 0 and paid
    )
    if not sizes:
        return
    shops = {(w.x, w.y) for w in p.workshops}
    placed = {(g.x, g.y): g for g in p.gardens}
    for x, y in squares(state, seat):
        square = placed.get((x, y))
        for vertical in (False, True):
            if square is not None and square.vertical != vertical:
                continue
            strips = square.strips if square is not None else (0, 0, 0)
            for large in (False, True):
                if large not in sizes:
                    continue
                for strip in (0, 1) if large else (0, 1, 2):
                    covered = (strip, strip + 1) if large else (strip,)
                    if square is None:
                        if not large and strip == 1:
                            continue
                    elif any(strips[k] for k in covered):
                        continue
                    joined = any(
                        0 <= k < 3 and strips[k] for k in (covered[0] - 1, covered[-1] + 1)
                    )
                    if joined or any(
                        cell in shops for k in covered for cell in _cells(x, y, vertical, k)
                    ):
                        yield BuildGarden(x, y, large, strip, vertical)


@functools.cache
def _cells(x: int, y: int, vertical: bool, k: int) -> tuple[tuple[int, int], ...]:
    """The neighbour cells strip ``k`` of the square at (x, y) touches."""
    return tuple(cell for cell, _, _ in touched(x, y, vertical, k))


def build(state: ResafaState, task: Task, a: BuildGarden) -> ResafaState:
    """Pay, place, trigger the joined green bonuses, reward a completed square."""
    seat = task.seat
    state = pay(state, seat, cost(task, a.large))
    state = evolve(state, tasks=state.tasks[1:])
    if a.large:
        state = evolve(state, large_left=state.large_left - 1)
    else:
        state = evolve(state, small_left=state.small_left - 1)
    p = state.players[seat]
    old = next((g for g in p.gardens if (g.x, g.y) == (a.x, a.y)), None)
    strips = list(old.strips if old else (0, 0, 0))
    covered = (a.strip, a.strip + 1) if a.large else (a.strip,)
    for k in covered:
        strips[k] = 2 if a.large else 1
    square = GardenSquare(a.x, a.y, a.vertical, (strips[0], strips[1], strips[2]))
    gardens = tuple(g for g in p.gardens if (g.x, g.y) != (a.x, a.y)) + (square,)
    done = p.squares_done + (1 if square.complete else 0)
    p = evolve(p, gardens=gardens, garden_tiles=p.garden_tiles + 1, squares_done=done)
    state = with_player(state, seat, p)
    gains = []
    if not task.mods.no_green:
        lo, hi = covered[0], covered[-1]
        while lo > 0 and strips[lo - 1]:
            lo -= 1
        while hi < 2 and strips[hi + 1]:
            hi += 1
        gains = icons_for(state, seat, a.x, a.y, a.vertical, range(lo, hi + 1))
    if square.complete:
        rewards = components().facts.garden_rewards
        gains.append(rewards[min(done, len(rewards)) - 1])
    for g in reversed(gains):
        state = gain(state, seat, g)
    return state
