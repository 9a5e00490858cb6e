"""Starting a main action (its task and the permanent blue cards that apply) and production."""

from __future__ import annotations

from tabletop.engine.evolve import evolve

from ..components import components
from ..components.numbers import GAIN_NAMES
from ..components.records import NO_GAIN, NO_MODS, Gain, Mods
from ..state import PlacedWorkshop, ResafaState, Task
from .effects import gain, merge_mods, push


def permanent(state: ResafaState, seat: int, during: str) -> tuple[Gain, Mods]:
    """What the player's permanent blue cards give to every ``during`` action."""
    specials = state.players[seat].specials
    if not specials:
        return NO_GAIN, NO_MODS
    c = components()
    total_mods, gains = NO_MODS, []
    for card in specials:
        spec = c.specials[card]
        if spec.timing == "permanent" and spec.effect.during == during:
            total_mods = merge_mods(total_mods, spec.effect.mods)
            gains.append(spec.effect.gain)
    if not gains:
        return NO_GAIN, total_mods
    total = Gain(**{k: sum(getattr(g, k) for g in gains) for k in GAIN_NAMES})
    return total, total_mods


def start_action(state: ResafaState, seat: int, action: str, mods: Mods = NO_MODS) -> ResafaState:
    """Push the task of main action ``action`` (also a card-granted one, e.g.
    ``workshop_l2`` or ``trading_freemove``), with the permanent cards applied."""
    level = 0
    if action.startswith("workshop_l"):
        level, action = int(action[-1]), "workshop"
    if action == "trading_freemove":
        action, mods = "trading", merge_mods(mods, Mods(free_move=True))
    if action == "provisions":
        return push(state, Task("provision", seat))
    if action == "production":
        extra = sum(1 for w in state.players[seat].workshops if w.back)
        return push(state, Task("produce", seat, n=2 + extra, distinct=True))
    if not mods.bare:
        bonus, perm = permanent(state, seat, action)
        mods = merge_mods(mods, perm)
        state = gain(state, seat, bonus)
    task = Task(action, seat, mods=mods, level=level)
    if action == "trading":
        task = evolve(task, stage=0 if mods.flip_any else 1)
    return push(state, task)


def rooms(placed: PlacedWorkshop) -> tuple[Gain, ...]:
    """The production rooms a placed workshop shows."""
    w = components().workshops[placed.tile]
    if placed.back:
        assert w.back is not None
        return (w.back,)
    return w.rooms


def produce_options(state: ResafaState, task: Task) -> list[tuple[int, int]]:
    shops = state.players[task.seat].workshops
    return [
        (i, r)
        for i, shop in enumerate(shops)
        if not (task.distinct and i in task.used)
        for r in range(len(rooms(shop)))
    ]


def produce(state: ResafaState, task: Task, shop: int, room: int) -> ResafaState:
    """Activate one room; the task counts down (and remembers the workshop)."""
    yield_ = rooms(state.players[task.seat].workshops[shop])[room]
    left = evolve(task, n=task.n - 1, used=task.used + (shop,))
    state = evolve(state, tasks=((left,) if left.n > 0 else ()) + state.tasks[1:])
    if left.n > 0 and not produce_options(state, left):
        state = evolve(state, tasks=state.tasks[1:])
    return gain(state, task.seat, yield_)
