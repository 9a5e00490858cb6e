"""Gains, costs, merchant tokens and card effects: the shared vocabulary of all rules.

Every function takes a state and returns a new one. A gain that needs a decision (track
steps, a production room, a bonus card, a token row) pushes a ``Task`` on top of the task
stack, so it is settled before the action that caused it goes on.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any, TypeGuard

from tabletop.engine.evolve import evolve

from ..components import components
from ..components.records import NO_GAIN, NO_MODS, Effect, Gain, Mods
from ..state import Player, ResafaState, Task, with_player

MOD_NAMES = tuple(f.name for f in fields(Mods))
GOOD_FIELDS = ("coins", "stone", "marble", "spice", "amphora")
GAIN_TO_PLAYER = {
    "coin": "coins",
    "stone": "stone",
    "marble": "marble",
    "spice": "spice",
    "amphora": "amphora",
    "vp": "vp",
}


def push(state: ResafaState, *tasks: Task) -> ResafaState:
    """Put ``tasks`` on top of the stack; the first one is settled first."""
    return evolve(state, tasks=tuple(tasks) + state.tasks)


def pop(state: ResafaState) -> ResafaState:
    return evolve(state, tasks=state.tasks[1:])


def replace_top(state: ResafaState, task: Task) -> ResafaState:
    return evolve(state, tasks=(task,) + state.tasks[1:])


def can_pay(player: Player, cost: Gain) -> bool:
    return (
        player.coins >= cost.coin
        and player.stone >= cost.stone
        and player.marble >= cost.marble
        and player.spice >= cost.spice
        and player.amphora >= cost.amphora
    )


def pay(state: ResafaState, seat: int, cost: Gain) -> ResafaState:
    p = state.players[seat]
    p = evolve(
        p,
        coins=p.coins - cost.coin,
        stone=p.stone - cost.stone,
        marble=p.marble - cost.marble,
        spice=p.spice - cost.spice,
        amphora=p.amphora - cost.amphora,
    )
    assert min(p.coins, p.stone, p.marble, p.spice, p.amphora) >= 0, "paid more than held"
    return with_player(state, seat, p)


def discounted(cost: Gain, mods: Mods) -> Gain:
    """``cost`` after a card's discounts (never below zero); ``free`` makes it nothing."""
    if mods.free:
        return NO_GAIN
    return Gain(
        coin=max(0, cost.coin + mods.coin_add - mods.coin_off),
        stone=max(0, cost.stone - mods.stone_off),
        marble=max(0, cost.marble - mods.marble_off),
    )


def merge_mods(a: Mods, b: Mods) -> Mods:
    """Both sets of changes at once: discounts add up, switches combine."""
    if b == NO_MODS:
        return a
    if a == NO_MODS:
        return b
    values: dict[str, Any] = {}
    for name in MOD_NAMES:
        x, y = getattr(a, name), getattr(b, name)
        if isinstance(x, bool):
            values[name] = x or y
        elif isinstance(x, int):
            values[name] = x + y
        else:
            values[name] = x or y
    return Mods(**values)


def gain(state: ResafaState, seat: int, g: Gain) -> ResafaState:
    """Receive ``g``: goods, coins and VP at once; decisions become tasks."""
    if not g:
        return state
    c = components()
    p = state.players[seat]
    changes = {}
    for key, attr in GAIN_TO_PLAYER.items():
        amount = getattr(g, key)
        if amount:
            changes[attr] = getattr(p, attr) + amount
    if g.camel:
        changes["camel"] = min(c.proposed.camel_max, p.camel + g.camel)
    if changes:
        state = with_player(state, seat, evolve(p, **changes))
    for _ in range(g.sack):
        state = draw_sack(state, seat)
    for _ in range(g.square):
        state = take_token(state, seat, "square")
    for _ in range(g.scarab):
        state = take_token(state, seat, "scarab")
    tasks = []
    if g.step_pink:
        tasks.append(Task("steps", seat, n=g.step_pink, colour="pink"))
    if g.step:
        tasks.append(Task("steps", seat, n=g.step))
    if g.produce:
        tasks.append(Task("produce", seat, n=g.produce))
    if g.bonus_card:
        tasks.append(Task("bonus_pick", seat, n=g.bonus_card))
    return push(state, *tasks) if tasks else state


def draw_sack(state: ResafaState, seat: int) -> ResafaState:
    """The top sack card to ``seat``'s hand (nothing when every card is in a hand)."""
    if not state.sack_deck:
        return state
    p = state.players[seat]
    state = with_player(state, seat, evolve(p, sacks=p.sacks + (state.sack_deck[0],)))
    return evolve(state, sack_deck=state.sack_deck[1:])


def take_token(state: ResafaState, seat: int, kind: str) -> ResafaState:
    """A merchant token from the supply: the causeway first, then a row of one's choice."""
    left = state.squares_left if kind == "square" else state.scarabs_left
    if left <= 0:
        return state
    p = state.players[seat]
    f = components().facts
    if len(p.causeway) < f.causeway_slots:
        state = with_player(state, seat, evolve(p, causeway=p.causeway + (kind,)))
    elif any(len(row) < len(f.row_values) for row in p.rows):
        return push(state, Task("token", seat, colour=kind))
    else:
        return state  # no free space on the board: the token stays in the supply
    return _supply(state, kind, -1)


def place_token(state: ResafaState, seat: int, kind: str, row: int) -> ResafaState:
    p = state.players[seat]
    rows = list(p.rows)
    rows[row] = rows[row] + (kind,)
    state = with_player(state, seat, evolve(p, rows=tuple(rows)))
    return _supply(state, kind, -1)


def _supply(state: ResafaState, kind: str, delta: int) -> ResafaState:
    if kind == "square":
        return evolve(state, squares_left=state.squares_left + delta)
    return evolve(state, scarabs_left=state.scarabs_left + delta)


def effect_problem(state: ResafaState, seat: int, eff: Effect, choice: int) -> str | None:
    """Why ``eff`` cannot be used now, or ``None``."""
    p = state.players[seat]
    if eff.options and not 0 <= choice < len(eff.options):
        return "Choose one of the card's options."
    if not eff.options and choice != 0:
        return "This card has no options to choose from."
    if eff.need_workshops and len(p.workshops) < eff.need_workshops:
        return f"You need at least {eff.need_workshops} workshops for this card."
    if eff.need_canals and count_canals(state, seat) < eff.need_canals:
        return "You need a canal tile on the board for this card."
    if not can_pay(p, eff.pay):
        return "You cannot pay what this card asks for."
    if eff.during:
        top = state.task
        if not _in_action(top, eff.during):
            return f"This card works only during a {eff.during} construction or action."
        if eff.mods.sell_good and top.mods.sell_good:
            return "A selling bonus card is already in play in this trade."
    return None


def _in_action(task: Task | None, during: str) -> TypeGuard[Task]:
    if task is None:
        return False
    if during == "trading":
        return task.kind == "trading" and task.stage == 2
    return task.kind == during


def add_vp(state: ResafaState, seat: int, vp: int) -> ResafaState:
    p = state.players[seat]
    if p.bot:  # Resafabot scores nothing (solo)
        return state
    return with_player(state, seat, evolve(p, vp=p.vp + vp))


def count_canals(state: ResafaState, seat: int) -> int:
    return sum(1 for c in state.canals if c.owner == seat)
