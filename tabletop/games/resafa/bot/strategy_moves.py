"""What the choices a Resafa player has in hand are worth, for ``strategy``'s estimate.

The estimate (``worth.worth``) values a position; this module values what the player can
still do with it, in the same VP terms, so the choices compare fairly:

- a bonus, sack or kept special card by its effect (its gains at the estimate's prices, a
  VP-per-thing card by the things owned, a discount or a selling bonus by the action it
  needs, a building card by the building), a card for a later action counting as far as
  the player's cards still offer that action;
- a colour action by its best option: a bonus card of the colour, a step on its track
  (the special card it reaches), a sack card;
- a main action by what it builds or brings: a workshop by the production engine it adds,
  a garden tile by its strip, its row and the square it helps complete, a canal tile by
  its space, the rains to come and the canal table, production by the rooms it activates,
  trading by the best trade.
"""

from __future__ import annotations

from ..components import cell_ids, components
from ..components.numbers import Gain
from ..components.records import COLOURS, NO_MODS, Effect, Mods
from ..rules.canals import canal_cost, space, water
from ..rules.effects import can_pay
from ..rules.mains import rooms
from ..rules.played_card import card_main_actions, colours_for, times
from ..rules.tracks import step_problem
from ..rules.trading import fare, max_qty, tile_box
from ..rules.workshops import level2_open
from ..scoring import row_value
from ..state import Player, ResafaState, Task
from .strategy import (
    GARDEN_STRIP,
    SALE,
    SPECIAL_VALUE,
    TOKEN_SHARE,
    coming_tokens,
    engine_value,
    gain_value,
    plays_left,
    rains_left,
    spend,
    track_value,
    turns_left,
)

SACK_DRAW = 1.8
"""A sack card drawn blind: the mean of the deck's effects, roughly (at least its 1 VP)."""
SELL_CHANCE = 0.5
"""How likely a selling-bonus card finds goods of its kind to sell in a later trade."""
STEP = 2.5
"""A track step whose special card is not in reach yet."""


# --- cards -------------------------------------------------------------------------------
def effect_value(state: ResafaState, seat: int, eff: Effect, t: int) -> float:
    """What using ``eff`` brings now (its best option), in VP."""
    p = state.players[seat]
    u = min(1.0, t / 4)
    value = gain_value(eff.gain, u) - gain_value(eff.pay, u)
    if eff.options:
        value += max(gain_value(o, u) for o in eff.options)
    if eff.vp_per:
        value += _count(state, seat, eff.vp_per)
    for action in eff.actions:
        value += action_value(state, seat, action, eff.mods, t)
    if eff.distinct:
        value += _production(state, seat, u, Task("produce", seat, n=eff.distinct, distinct=True))
    if eff.during:
        value += _mods_value(state, seat, eff.during, eff.mods)
    if eff.need_workshops and len(p.workshops) < eff.need_workshops:
        value *= 0.5 if t > 4 else 0.0
    if eff.need_canals and sum(1 for x in state.canals if x.owner == seat) < eff.need_canals:
        value *= 0.4 if t > 3 else 0.0
    return value


def held_value(state: ResafaState, seat: int, eff: Effect, t: int) -> float:
    """A card kept in hand: its effect, as far as the action it needs is still to come."""
    value = effect_value(state, seat, eff, t)
    if eff.during:
        value *= min(1.0, plays_left(state, seat, eff.during))
    return value * min(1.0, t / 2) if t > 0 else 0.0


def bonus_effect(card: str) -> Effect:
    c = components()
    return c.bonus_effects[c.bonus_cards[card].effect].effect


def _count(state: ResafaState, seat: int, what: str) -> int:
    p = state.players[seat]
    if what == "tokens":
        return len(p.tokens)
    if what == "camels":
        return p.camel
    if what == "workshops":
        return len(p.workshops)
    return p.garden_tiles


def _mods_value(state: ResafaState, seat: int, during: str, mods: Mods) -> float:
    """A discount or bonus for one ``during`` action."""
    p = state.players[seat]
    value = 0.8 * mods.coin_off + 0.9 * mods.stone_off + 1.1 * mods.marble_off + mods.vp
    if mods.vp_per_canal:
        value += 1 + sum(1 for x in state.canals if x.owner == seat)
    if mods.sell_good:
        held = getattr(p, mods.sell_good) + (p.cargo if p.cargo_good == mods.sell_good else 0)
        each = mods.sell_vp + 0.8 * mods.sell_coin
        value += each * (min(held, mods.sell_max, p.camel) if held else SELL_CHANCE)
    if mods.flip_tile:
        value += 0.5
    return value


# --- the colour action ---------------------------------------------------------------------
def step_value(state: ResafaState, seat: int, colour: str, t: int) -> float:
    """One step on ``colour``'s track: the progress, or the special card it reaches."""
    c = components()
    p = state.players[seat]
    i = COLOURS.index(colour)
    pos = p.tracks[i]
    if pos >= c.proposed.track_length:
        return 0.0
    moved = p.tracks[:i] + (pos + 1,) + p.tracks[i + 1 :]
    value = track_value(moved, t) - track_value(p.tracks, t)
    if pos + 1 in c.proposed.track_icons:
        value += SPECIAL_VALUE[colour]
    return value


def colour_value(state: ResafaState, seat: int, colours: tuple[str, ...], t: int) -> float:
    """The best colour action among ``colours``: a bonus card, a step, or a sack card."""
    best = SACK_DRAW if state.sack_deck else 0.0
    for colour in colours:
        row = state.bonus_display[COLOURS.index(colour)]
        for card in row:
            if card and card != "?":
                best = max(best, held_value(state, seat, bonus_effect(card), t))
        if step_problem(state, seat, colour) is None:
            best = max(best, step_value(state, seat, colour, t))
    return best


# --- main actions --------------------------------------------------------------------------
def action_value(state: ResafaState, seat: int, action: str, mods: Mods, t: int) -> float:
    """What main action ``action`` (with ``mods``) can still bring, its cost paid."""
    u = min(1.0, t / 4)
    if action.startswith("workshop"):
        return workshop_value(state, seat, mods, t)
    if action == "garden":
        return garden_value(state, seat, mods, t)
    if action == "canal":
        return canal_value(state, seat, mods, t)
    if action == "production":
        return _production(state, seat, u)
    if action == "provisions":
        return colour_value(state, seat, COLOURS, t)
    return _trading(state, Task("trading", seat, stage=1, mods=mods), u)


def _cost(p: Player, g: Gain, mods: Mods, u: float) -> float:
    """What paying ``g`` (with the discounts of ``mods``) costs ``p``, at the estimate's
    prices."""
    if mods.free:
        return 0.0
    coin = max(0, g.coin + mods.coin_add - mods.coin_off)
    stone = max(0, g.stone - mods.stone_off)
    marble = max(0, g.marble - mods.marble_off)
    return spend(p, coin, stone, marble, u)


def _afford(state: ResafaState, seat: int, g: Gain, mods: Mods) -> bool:
    p = state.players[seat]
    if mods.free:
        return True
    return (
        p.coins >= g.coin + mods.coin_add - mods.coin_off
        and p.stone >= g.stone - mods.stone_off
        and p.marble >= g.marble - mods.marble_off
    )


def _row_share(state: ResafaState, seat: int, row: int, t: int) -> float:
    """What one more building of ``row`` scores at the end through merchant tokens."""
    p = state.players[seat]
    room = len(components().facts.row_values) - len(p.rows[row])
    return row_value(p.rows[row]) + TOKEN_SHARE * min(room, coming_tokens(p, t))


def workshop_value(state: ResafaState, seat: int, mods: Mods, t: int) -> float:
    """One more workshop, shown back up (the best level the player may build)."""
    c = components()
    f = c.facts
    if not _afford(state, seat, f.workshop_cost, mods):
        return 0.0
    levels = (1, 0) if level2_open(state, seat) else (0,)
    backs = [c.workshops[x].back for lv in levels for x in state.ws_display[lv] if x and x != "?"]
    backs = [b for b in backs if b is not None]
    if not backs:
        return 0.0
    u = min(1.0, t / 4)
    best = max(gain_value(b, min(1.0, t / 6)) for b in backs)
    p = state.players[seat]
    now = engine_value(p.workshops, t)
    more = engine_value(p.workshops, t, extra=best)
    return (
        more
        - now
        + _row_share(state, seat, 1, t)
        - _cost(state.players[seat], f.workshop_cost, mods, u)
    )


def garden_value(state: ResafaState, seat: int, mods: Mods, t: int) -> float:
    """One more garden tile: its strip, its row, the square it helps complete."""
    f = components().facts
    large = mods.size == "large"
    cost = f.large_garden_cost if large else f.small_garden_cost
    if not _afford(state, seat, cost, mods) or not state.players[seat].workshops:
        return 0.0
    p = state.players[seat]
    u = min(1.0, t / 4)
    reward = f.garden_rewards[min(p.squares_done, len(f.garden_rewards) - 1)]
    reward_value = reward.vp + STEP * min(1.0, t / 2) * reward.step
    closing = any(sum(1 for s in g.strips if s) == 2 for g in p.gardens)
    value = GARDEN_STRIP * (2 if large else 1) + reward_value * (1.0 if closing else 0.4)
    value += (0.0 if mods.no_green else 0.7) + _row_share(state, seat, 0, t)
    return value - _cost(p, cost, mods, u)


def canal_value(state: ResafaState, seat: int, mods: Mods, t: int) -> float:
    """One more canal tile on the best free space: its VP, the rains to come, the table."""
    c = components()
    p = state.players[seat]
    if not p.canals_left:
        return 0.0
    side = water(state)
    taken = {x.cell for x in state.canals}
    u = min(1.0, t / 4)
    own = sum(1 for x in state.canals if x.owner == seat)
    table = c.proposed.canal_table
    later: float = table[min(own + 1, len(table) - 1)] - table[min(own, len(table) - 1)]
    later += rains_left(state) * 1.5 + _row_share(state, seat, 2, t)
    cheapest = min(p.canals_left, key=lambda x: c.canal_tiles[x].faces[0].coins)
    best = 0.0
    for cell in cell_ids(side):
        printed = space(side, cell)
        if printed is None or cell in taken:
            continue
        cost = canal_cost(state, seat, cheapest, 0, cell, mods)  # the rules' price
        if can_pay(p, cost):
            best = max(best, printed.vp + mods.vp - spend(p, cost.coin, cost.stone, cost.marble, u))
    return best + later if best > 0 else 0.0


def _production(state: ResafaState, seat: int, u: float, task: Task | None = None) -> float:
    """A production action (or the rest of one): the best room of as many workshops as it
    activates."""
    shops = state.players[seat].workshops
    skip: tuple[int, ...]
    if task is None:
        n, skip = 2 + sum(1 for w in shops if w.back), ()
    else:
        n, skip = task.n, (task.used if task.distinct else ())
    best = sorted(
        (max(gain_value(g, u) for g in rooms(w)) for i, w in enumerate(shops) if i not in skip),
        reverse=True,
    )
    return sum(best[:n])


def _trading(state: ResafaState, task: Task, u: float) -> float:
    """A trading action under way: the best trade (and base) it can still make."""
    if task.stage <= 1:
        p = state.players[task.seat]
        best = 0.0
        for centre in state.centres:
            for via in (True, False):
                if (centre == p.at or p.at == "RES") and not via:
                    continue
                cost = fare(p.at, centre, via)
                if cost > p.coins and not task.mods.free_move:
                    continue
                here = _trade_here(state, task, centre, via, u)
                best = max(best, here - (0 if task.mods.free_move else 0.8 * u * cost))
        return best
    if task.stage == 2:
        return _trade_here(state, task, task.cell, task.came == "via", u)
    return 2.0  # the base still to decide


def _trade_here(state: ResafaState, task: Task, centre: str, via: bool, u: float) -> float:
    """The best single trade at ``centre`` by the estimate's own prices."""
    look = Task("trading", task.seat, cell=centre, came="via" if via else "")  # what max_qty reads
    best = 0.0
    for box in (0, 1):
        tb = tile_box(state, centre, box)
        qty = max_qty(state, look, box)
        if qty <= 0:
            continue
        rare = tb.good in ("spice", "amphora")
        held = 1 + SALE * u if rare else (0.2 + 0.9 * u)
        if tb.dir == "sell":
            each = tb.vp + 0.8 * u * tb.coin - held
        else:
            each = held - 0.8 * u * tb.coin
        best = max(best, qty * each + gain_value(tb.bonus, u))
    return best + (2.0 if best > 0 else 0.0)


# --- the decisions under way ---------------------------------------------------------------
TASK_VALUE = {"provision": 2.5, "bonus_pick": 2.5, "token": 2.0, "flip": 0.3}


def pending(state: ResafaState, seat: int) -> float:
    """What the decisions ``seat`` is in the middle of can still bring."""
    t = turns_left(state, seat)
    u = min(1.0, t / 4)
    value = 0.0
    for task in state.tasks:
        if task.seat != seat:
            continue
        kind = task.kind
        if kind == "trading":
            value += _trading(state, task, u)
        elif kind == "produce":
            value += _production(state, seat, u, task)
        elif kind == "steps":
            value += STEP * task.n * min(1.0, t / 2)
        elif kind in ("special", "pick"):
            value += SPECIAL_VALUE.get(task.colour, 5.0)
        elif kind in ("workshop", "garden", "canal"):
            value += max(0.0, action_value(state, seat, kind, task.mods, t))
        elif kind == "provision":
            value += colour_value(state, seat, (task.colour,) if task.colour else COLOURS, t)
        else:
            value += TASK_VALUE.get(kind, 0.0)
    if state.current == seat and state.task is None and state.progress.has("card"):
        if "colour" not in state.progress.taken:
            value += colour_value(state, seat, colours_for(state, seat), t)
        left = times(state)["main"] - state.progress.count("main")
        if left > 0:  # a yellow level III card: two different main actions
            values = sorted(
                (action_value(state, seat, m, NO_MODS, t) for m in card_main_actions(state)),
                reverse=True,
            )
            value += sum(max(0.0, v) for v in values[:left])
    return value
