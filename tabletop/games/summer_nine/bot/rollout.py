"""A fast rule-of-thumb player for Summer Nine's search playouts, and the final margin.

The search plays many games to their end from each candidate move, so the players inside
a playout must be cheap: ``rollout_action`` rates every open card by a few local rules
(no move is tried on a copy of the state) and takes the best with a little noise:

- a destination: its points, the objectives it feeds (its holiday type for +1, its month
  for the month objectives, its country next to the same country for 4+), a little for
  lying next to its own country (bridges, runs);
- a half stay: a pair's worth next to a free matching half stay, a hope next to a slot
  still to fill;
- a bridge: its bonus between two cards of one country, its penalty otherwise;
- ice cream: what a new flavour adds; a photo: what it changes in the majority; an
  objective: a share of what such cards earn, fading with the rounds left.

Take Two is spent at random so that the cards last the rounds; an Identity Theft is
played when a rival's card is worth it (``theft``); the other action cards are kept.
``guided_action`` is the same player choosing each pick by the game's ``value`` among
the few cards the rough worth ranks first (what the search levels use). ``final_margin``
scores a finished game as the rules do.
"""

from __future__ import annotations

import random

from tabletop.engine import Action, EndTurn

from ..actions import (
    DiscardPicked,
    PlacePicked,
    PlayTakeTwo,
    StealCard,
    TakeAndDiscard,
    TakeToHand,
    TakeToSchedule,
)
from ..components import ANY, components
from ..rules import can_pick
from ..scoring import photo_counts, photo_points, seat_score
from ..state import (
    COMPENSATION,
    EMPTY,
    PLACE,
    PLAY,
    SummerNineState,
    column_state,
    month_of_column,
    open_columns,
    pool_index,
)

NOISE = 0.6
"""Each card's rating gets up to this much random noise (players are not all alike)."""
OBJECTIVE_CARD = 3.0
"""An objective card taken at the start of the game (fades with the rounds left)."""
ACTION_CARD = 0.3
THEFT_CARD = 2.0
"""An Identity Theft card taken at the start of the game (fades with the rounds left)."""
THEFT_AT_LEAST = 3.0
"""A theft is played when the card's worth to the thief plus the victim's loss reaches this."""
FIT = 0.7
"""An objective card: points per schedule card already of its country or holiday type."""
PHOTO_HOPE = 1.0
"""A photo beyond what it changes in the majority now (more photos may come)."""
FLAVOUR_HOPE = 1.0
"""A new ice cream flavour beyond its points now (the next flavours are worth more)."""
HALF_STAY_PAIR = 6.0
HALF_STAY_HOPE = 1.0
SAME_COUNTRY = 0.3
MONTH_SHARE = 0.3
"""Share of a month objective's points per matching card placed in a month that can
still qualify."""
RUN_SHARE = 0.8
"""Points per card of a 4+ objective's country next to its own country."""
SLOT_COST = 0.9
"""What an empty slot is worth while its month can still be filled (a card placed must
beat the card that could come later)."""


def _compatible(a: str | None, b: str | None) -> bool:
    return a is not None and b is not None and (a == b or a == ANY or b == ANY)


def _country(card: int) -> str | None:
    """The country of a schedule card (None: empty, bridge)."""
    if card < 0:
        return None
    info = components().cards[card]
    return info.country if info.kind != "bridge" else None


def _fillable(round_: int, slot: int) -> bool:
    """Whether a card for schedule slot ``slot`` (0-based) can still be picked."""
    n = components().facts.slots_per_month
    month = slot // n
    return any(column_state(round_, month * n + k + 1) != "hidden" for k in range(n))


def _month_fit(card, objective, others: list) -> bool:
    kind = objective.objective
    if kind == "month_country":
        return card.country in (objective.country, ANY) and all(
            o.kind == "bridge" or o.country in (objective.country, ANY) for o in others
        )
    if kind == "month_all_countries":
        countries = [o.country for o in others if o.kind != "bridge"]
        return card.country not in countries
    if card.kind != "destination" or any(o.kind == "half_stay" for o in others):
        return False
    types = [o.holiday_type for o in others if o.kind == "destination"]
    if kind == "month_type":
        return card.holiday_type == objective.holiday_type and all(
            t == objective.holiday_type for t in types
        )
    return card.holiday_type not in types


def slot_value(
    schedule: tuple[int, ...], slot: int, card: int, objectives: list, round_: int
) -> float:
    """A rough worth of putting ``card`` into empty ``slot`` (0-based) of ``schedule``."""
    c = components()
    info = c.cards[card]
    n = c.facts.slots_per_month
    left = schedule[slot - 1] if slot > 0 else EMPTY
    right = schedule[slot + 1] if slot + 1 < len(schedule) else EMPTY
    if info.kind == "bridge":
        a, b = _country(left), _country(right)
        if a is not None and b is not None:
            good = _compatible(a, b)
            return 2.0 if good else -2.0
        hope = (left == EMPTY and slot > 0 and _fillable(round_, slot - 1)) or (
            right == EMPTY and slot + 1 < len(schedule) and _fillable(round_, slot + 1)
        )
        return -0.5 if hope else -2.0
    value = 0.0
    if info.kind == "destination":
        value = float(info.points) + 0.2
        for near in (left, right):
            if _compatible(_country(near), info.country):
                value += SAME_COUNTRY
    else:  # half stay
        best = 0.0
        for side, near in ((-1, left), (1, right)):
            k = slot + side
            if near >= 0 and c.cards[near].kind == "half_stay":
                if _compatible(c.cards[near].country, info.country) and not _paired(
                    schedule, k, -side
                ):
                    best = max(best, HALF_STAY_PAIR)
            elif near == EMPTY and 0 <= k < len(schedule) and _fillable(round_, k):
                best = max(best, HALF_STAY_HOPE)
        value = best
    month = slot // n
    others = [c.cards[x] for x in schedule[month * n : month * n + n] if x >= 0]
    for o in objectives:
        kind = o.objective
        if kind == "plus_one":
            if info.kind == "destination" and info.holiday_type == o.holiday_type:
                value += o.points
        elif kind == "four_plus":
            if info.country in (o.country, ANY):
                near = sum(1 for x in (left, right) if _compatible(_country(x), o.country))
                value += RUN_SHARE * (1 + near)
        elif _month_fit(info, o, others):
            value += MONTH_SHARE * o.points * (1 + len(others))
    return value


def _paired(schedule: tuple[int, ...], slot: int, side: int) -> bool:
    """Whether the half stay in ``slot`` already has a matching half stay on ``side``."""
    k = slot + side
    if not 0 <= k < len(schedule) or schedule[k] < 0:
        return False
    cards = components().cards
    other = cards[schedule[k]]
    return other.kind == "half_stay" and _compatible(other.country, cards[schedule[slot]].country)


def hand_value(state: SummerNineState, seat: int, card: int, rounds_left: int) -> float:
    """A rough worth of taking non-schedule ``card`` into ``seat``'s hand."""
    c = components()
    info = c.cards[card]
    hand = state.hands[seat]
    share = rounds_left / c.facts.rounds
    if info.kind == "ice_cream":
        flavours = {c.cards[x].flavour for x in hand if x >= 0 and c.cards[x].kind == "ice_cream"}
        if info.flavour in flavours:
            return 0.0
        table = c.facts.ice_cream_table
        n = len(flavours)
        return table[n + 1] - table[n] + FLAVOUR_HOPE * share
    if info.kind == "photo":
        before = photo_points(state.hands)[seat]
        counts = list(photo_counts(state.hands))
        counts[seat] += 1
        after = _majority(counts, seat)
        return after - before + PHOTO_HOPE * share + 0.5
    if info.kind == "objective":
        return OBJECTIVE_CARD * share + FIT * _matches(info, state.schedules[seat])
    if info.kind == "identity_theft":
        return THEFT_CARD * share
    return ACTION_CARD


def _matches(objective, schedule: tuple[int, ...]) -> int:
    """Schedule cards already of the objective's country or holiday type."""
    cards = components().cards
    placed = [cards[x] for x in schedule if x >= 0]
    if objective.country is not None:
        return sum(1 for x in placed if x.country == objective.country)
    if objective.holiday_type is not None:
        return sum(1 for x in placed if x.holiday_type == objective.holiday_type)
    return 0


def theft(state: SummerNineState, seat: int) -> Action | None:
    """The Identity Theft worth playing now, if any: the rival's card that would add most
    to an empty slot of the same month of ``seat``'s schedule, counting the rival's loss."""
    c = components()
    cards = c.cards
    n = c.facts.slots_per_month
    mine = state.schedules[seat]
    objectives = [cards[x] for x in state.hands[seat] if x >= 0 and cards[x].kind == "objective"]
    best: Action | None = None
    best_value = THEFT_AT_LEAST
    for victim in range(state.players):
        if victim == seat:
            continue
        for k, card in enumerate(state.schedules[victim]):
            if card < 0:
                continue
            loss = cards[card].points if cards[card].kind == "destination" else 2.0
            month = k // n
            for slot in range(month * n, month * n + n):
                if mine[slot] == EMPTY:
                    v = slot_value(mine, slot, card, objectives, state.round) + loss
                    if v > best_value:
                        best, best_value = StealCard(victim, k + 1, slot + 1), v
    return best


def _majority(counts: list[int], seat: int) -> int:
    top = max(counts)
    if top == 0 or counts[seat] != top:
        return 0
    return components().facts.photo_majority_points // counts.count(top)


def best_pick(state: SummerNineState, seat: int, rng: random.Random) -> Action | None:
    """The open card ``seat`` rates best (with noise), as a pick action."""
    ranked = ranked_picks(state, seat, rng)
    return ranked[0][1] if ranked else None


def ranked_picks(
    state: SummerNineState, seat: int, rng: random.Random
) -> list[tuple[float, Action]]:
    """Every open card as ``seat``'s pick (its best slot), best first by the rough worth
    with noise."""
    c = components()
    cards = c.cards
    schedule = state.schedules[seat]
    n = c.facts.slots_per_month
    objectives = [cards[x] for x in state.hands[seat] if x >= 0 and cards[x].kind == "objective"]
    rounds_left = c.facts.rounds - state.round + 1
    out: list[tuple[float, Action]] = []
    for column in open_columns(state.round):
        month = month_of_column(column)
        for row in range(1, c.facts.pool_rows + 1):
            card = state.pool[pool_index(row, column)]
            if card < 0:
                continue
            noise = rng.random() * NOISE
            if cards[card].is_schedule:
                action: Action = TakeAndDiscard(row, column)
                value = 0.0
                for slot in range(month * n, month * n + n):
                    if schedule[slot] == EMPTY:
                        v = slot_value(schedule, slot, card, objectives, state.round) - SLOT_COST
                        if v > value:
                            action, value = TakeToSchedule(row, column, slot + 1), v
            else:
                action, value = TakeToHand(row, column), hand_value(state, seat, card, rounds_left)
            out.append((value + noise, action))
    out.sort(key=lambda item: item[0], reverse=True)
    return out


def rollout_action(state: SummerNineState, rng: random.Random) -> Action:
    """The playout player's move for the actor of ``state`` (never an action card)."""
    c = components()
    if state.phase == PLACE:
        seat = state.current
        schedule = state.schedules[seat]
        n = c.facts.slots_per_month
        month = month_of_column(state.picked_column)
        objectives = [
            c.cards[x] for x in state.hands[seat] if x >= 0 and c.cards[x].kind == "objective"
        ]
        best: Action = DiscardPicked()
        best_value = 0.0
        for slot in range(month * n, month * n + n):
            if schedule[slot] == EMPTY:
                v = slot_value(schedule, slot, state.picked, objectives, state.round)
                if v > best_value:
                    best, best_value = PlacePicked(slot + 1), v
        return best
    if state.phase == COMPENSATION:
        pick = best_pick(state, state.victim, rng)
        return pick if pick is not None else EndTurn()
    seat = state.current
    if state.phase == PLAY and can_pick(state):
        progress = state.progress
        if not progress.has("pick") and any(
            x >= 0 and c.cards[x].kind == "identity_theft" for x in state.hands[seat]
        ):
            steal = theft(state, seat)
            if steal is not None:
                return steal
        if state.take_twos[seat] and not progress.has("take_two") and not progress.has("pick"):
            rounds_left = c.facts.rounds - state.round + 1
            if rng.random() * rounds_left < len(state.take_twos[seat]):
                return PlayTakeTwo()
        pick = best_pick(state, seat, rng)
        if pick is not None:
            return pick
    return EndTurn()


def guided_action(state: SummerNineState, rng: random.Random, game, width: int) -> Action:
    """``rollout_action``, except that a pick is the best by the game's heuristic of the
    ``width`` picks the rough worth ranks first (a greedy player on a short list)."""
    action = rollout_action(state, rng)
    if not isinstance(action, (TakeToSchedule, TakeAndDiscard, TakeToHand)):
        return action
    seat = state.victim if state.phase == COMPENSATION else state.current
    best: Action = action
    best_score = -1e9
    for _, candidate in ranked_picks(state, seat, rng)[:width]:
        score = game.heuristic(game.advance(state, candidate), seat)
        if score > best_score:
            best, best_score = candidate, score
    return best


def final_margin(state: SummerNineState, seat: int) -> float:
    """``seat``'s final total minus the best other total (the game must be over)."""
    photos = photo_points(state.hands)
    totals = [seat_score(state, s, photos).total for s in range(state.players)]
    mine = totals[seat]
    others = [t for s, t in enumerate(totals) if s != seat]
    return float(mine - max(others)) if others else float(mine)


__all__ = ["best_pick", "final_margin", "hand_value", "rollout_action", "slot_value"]
