"""The bots' knowledge of Summer Resort: ``heuristic`` (the greedy bot's view of a
position: points now, plus what is on its way) and ``determinize`` (a full state guessed
from a seat's view, for the search bot).

Counted for the seat: money, the President, guests who will pay when they leave, the
houses its resort will have once this round's purchases are built (a card with nothing to
stand on counts for nothing, as it will be lost), each house's expected future rent, the
vacationers it has claimed and can house, and a fuelled automobile.
"""

from __future__ import annotations

import random
from collections import Counter

from tabletop.engine import Rng

from .components import components
from .development import LEVEL
from .scoring import final_result, guest_money
from .setup import forecast, weather_cards
from .state import FUELLED, REFUELLING, Lot, SummerResortState, evolve

RENT_PER_ROUND = {1: 0.7, 2: 1.3, 3: 2.0}
"""Points a house of each level is expected to earn per remaining round."""

CARD_POINTS = {1: 2, 2: 5, 3: 10}
"""Points of a whole house stack by its top level (cottage 2, villa 2+3, pension 2+3+5)."""


def heuristic(state: SummerResortState, seat: int) -> float:
    """Estimated final points of ``seat`` less part of the best rival's (a win bonus at the end)."""
    if state.phase == "over":
        result = final_result(state)
        return 1000.0 * (result.ranks[seat] == 1) + result.totals[seat]
    mine = estimate(state, seat)
    rivals = [estimate(state, s) for s in range(state.players) if s != seat]
    return mine - 0.3 * max(rivals, default=0.0)


def projected_lots(lots: tuple[Lot, ...], purchases: tuple[str, ...]) -> tuple[Lot, ...]:
    """The lots after this round's purchases are built (lower levels first; lost cards drop)."""
    levels = [lot.level for lot in lots]
    for card in sorted(
        purchases, key=lambda c: ("forest", "cottage", "villa", "pension", "automobile").index(c)
    ):
        if card == "forest":
            levels.append(0)
        elif card in LEVEL:
            below = LEVEL[card] - 1
            if below in levels:
                levels[levels.index(below)] += 1
    return tuple(Lot(level) for level in levels)


def estimate(state: SummerResortState, seat: int) -> float:
    """Points of ``seat`` now plus the expected value of what it has set in motion."""
    setup = components().setup
    resort = state.resorts[seat]
    left = max(0, state.rounds - state.round)
    lots = projected_lots(resort.lots, resort.purchases)
    value = (resort.money + guest_money(resort)) / setup.zloty_per_point
    value += setup.president_points * (state.president == seat)
    for lot in lots:
        if lot.is_house:
            value += CARD_POINTS[lot.level] + RENT_PER_ROUND[lot.level] * left
    value += _claimed(state, seat, lots)
    autos = sum(1 for a in resort.automobiles if a in (FUELLED, REFUELLING))
    autos += resort.purchases.count("automobile")
    value += min(autos, 1) * 0.8 * min(left, 4)
    return value


def _claimed(state: SummerResortState, seat: int, lots: tuple[Lot, ...]) -> float:
    """Rough rent of the claimed vacationers the seat's houses can take (in points)."""
    comp = components()
    guests = list(state.resorts[seat].arrivals)
    for car in state.train:
        if car.claimed_by == seat:
            guests.extend(car.vacationers)
    if not guests:
        return 0.0
    room = {"student": 0, "convalescent": 0, "socialite": 0}
    for lot in lots:
        for kind in comp.vacationers:
            if lot.is_house and lot.top in kind.houses:
                room[kind.id] += 2
    total = 0.0
    for g in sorted(guests, key=lambda g: -comp.vacationer(g).value):
        if room[g] > 0:
            room[g] -= 1
            total += comp.vacationer(g).value
    return 0.9 * total / comp.setup.zloty_per_point


def determinize(view: SummerResortState, seat: int, rng: random.Random) -> SummerResortState:
    """A full state consistent with ``view``: the unseen weather cards shuffled, with the
    forecast card that everyone sees kept on top."""
    unseen = Counter(weather_cards(view.players))
    unseen.subtract(view.history)
    cards = list(unseen.elements())
    rng.shuffle(cards)
    if view.deck:
        wanted = forecast(view.deck[0])
        first = next((i for i, c in enumerate(cards) if forecast(c) == wanted), 0)
        cards[0], cards[first] = cards[first], cards[0]
    deck = tuple(cards[: len(view.deck)])
    return evolve(view, deck=deck, rng=Rng.from_seed(rng.getrandbits(63)))
