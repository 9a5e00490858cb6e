"""Using a card's or a canal bonus tile's effect (a step of the turn: its legality is
``rules.effects.effect_problem``)."""

from __future__ import annotations

from tabletop.engine.evolve import evolve

from ..components.records import NO_MODS, Effect
from ..rules.effects import add_vp, gain, merge_mods, pay, push, replace_top
from ..rules.mains import start_action
from ..state import ResafaState, Task


def play_effect(state: ResafaState, seat: int, eff: Effect, choice: int) -> ResafaState:
    """Use a card or tile effect (assumed allowed: see ``effect_problem``)."""
    state = pay(state, seat, eff.pay)
    if eff.during:
        top = state.tasks[0]
        state = replace_top(state, evolve(top, mods=merge_mods(top.mods, eff.mods)))
        if eff.mods.flip_tile:
            state = push(state, Task("flip", seat, cell=state.players[seat].at))
    if eff.vp_per:
        state = add_vp(state, seat, vp_count(state, seat, eff.vp_per))
    queued = []
    for action in eff.actions:
        queued.append(action)
    for action in reversed(queued):
        state = start_action(state, seat, action, NO_MODS if eff.during else eff.mods)
    if eff.distinct:
        state = push(state, Task("produce", seat, n=eff.distinct, distinct=True))
    if eff.options:
        state = gain(state, seat, eff.options[choice])
    return gain(state, seat, eff.gain)


def vp_count(state: ResafaState, seat: int, what: str) -> int:
    p = state.players[seat]
    if what == "tokens":
        return len(p.tokens)
    if what == "camels":
        return p.camel
    if what == "workshops":
        return len(p.workshops)
    if what == "gardens":
        return p.garden_tiles
    raise ValueError(what)
