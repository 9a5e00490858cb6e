"""Workshop construction: the offer, the corner-to-corner placement and the level II rule."""

from __future__ import annotations

from tabletop.engine.evolve import evolve

from ..actions import BuildWorkshop
from ..components import components
from ..components.records import Gain
from ..state import PlacedWorkshop, ResafaState, Task, with_player
from .effects import can_pay, discounted, gain, pay

DIAGONALS = ((1, 1), (1, -1), (-1, 1), (-1, -1))


def free_cells(shops: tuple[PlacedWorkshop, ...]) -> list[tuple[int, int]]:
    """Empty cells touching a workshop corner to corner."""
    taken = {(w.x, w.y) for w in shops}
    out: list[tuple[int, int]] = []
    for w in shops:
        for dx, dy in DIAGONALS:
            cell = (w.x + dx, w.y + dy)
            if cell not in taken and cell not in out:
                out.append(cell)
    return out


def level2_open(state: ResafaState, seat: int) -> bool:
    f = components().facts
    p = state.players[seat]
    return (
        state.round >= f.level2_workshops_from_round and len(p.tokens) >= f.level2_workshop_tokens
    )


def cost(task: Task) -> Gain:
    return discounted(components().facts.workshop_cost, task.mods)


def workshop_problem(state: ResafaState, task: Task, a: BuildWorkshop) -> str | None:
    """Why ``a`` is not allowed in this workshop construction, or ``None``."""
    p = state.players[task.seat]
    if a.level not in (1, 2) or not 0 <= a.pos < len(state.ws_display[a.level - 1]):
        return "There is no such place in the workshop offer."
    if a.level == 2 and not level2_open(state, task.seat):
        f = components().facts
        if state.round < f.level2_workshops_from_round:
            return "Level II workshops can be built from round 3."
        return "Level II workshops need 2 merchant tokens on your causeway."
    if not state.ws_display[a.level - 1][a.pos]:
        return "That place of the workshop offer is empty."
    if task.level and a.level != task.level:
        return f"This card builds a level {'I' if task.level == 1 else 'II'} workshop."
    if a.rot not in (0, 1, 2, 3):
        return "Turn a tile by 0 to 3 quarter turns."
    if (a.x, a.y) not in free_cells(p.workshops):
        return "A new workshop must touch another workshop corner to corner, on an empty place."
    if not can_pay(p, cost(task)):
        return "A workshop costs 1 coin and 1 stone."
    return None


def build_options(state: ResafaState, task: Task) -> list[BuildWorkshop]:
    p = state.players[task.seat]
    if not can_pay(p, cost(task)):
        return []
    levels = [1, 2] if level2_open(state, task.seat) else [1]
    if task.level:
        levels = [lv for lv in levels if lv == task.level]
    cells = free_cells(p.workshops)
    out = []
    for level in levels:
        for pos, tile in enumerate(state.ws_display[level - 1]):
            if not tile:
                continue
            for x, y in cells:
                for rot in range(4):
                    for back in (False, True):
                        out.append(BuildWorkshop(level, pos, x, y, rot, back))
    return out


def build(state: ResafaState, task: Task, a: BuildWorkshop) -> ResafaState:
    """Pay, place, refill the offer; a level II front room yields at once."""
    seat = task.seat
    state = pay(state, seat, cost(task))
    tile = state.ws_display[a.level - 1][a.pos]
    p = state.players[seat]
    placed = PlacedWorkshop(tile, a.x, a.y, a.rot, a.back)
    state = with_player(state, seat, evolve(p, workshops=p.workshops + (placed,)))
    state = evolve(state, tasks=state.tasks[1:])
    state = refill(state, a.level, a.pos)
    w = components().workshops[tile]
    if w.level == 2:
        state = gain(state, seat, w.rooms[0])
    return state


def refill(state: ResafaState, level: int, pos: int) -> ResafaState:
    """A slot left empty takes the face-up stack top, which the next stack tile replaces."""
    i = level - 1
    shown = list(state.ws_display[i])
    stack = state.ws_stacks[i]
    top = len(shown) - 1
    if pos < top:
        shown[pos] = shown[top]
    shown[top], stack = (stack[0], stack[1:]) if stack else ("", stack)
    displays = list(state.ws_display)
    displays[i] = tuple(shown)
    stacks = list(state.ws_stacks)
    stacks[i] = stack
    return evolve(state, ws_display=tuple(displays), ws_stacks=tuple(stacks))


def reveal_level2(state: ResafaState) -> ResafaState:
    """Start of round 3: three level II tiles are shown."""
    n = components().facts.workshop_display
    stack = state.ws_stacks[1]
    shown = tuple(stack[:n]) + ("",) * max(0, n - len(stack))
    return evolve(
        state,
        ws_display=(state.ws_display[0], shown),
        ws_stacks=(state.ws_stacks[0], stack[n:]),
    )
