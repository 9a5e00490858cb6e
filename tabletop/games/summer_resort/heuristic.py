"""The greedy bot's view of a position: points now, plus what is on its way.

Counted for the seat: money, house cards, the President, guests who will pay rent when
they leave, vacationers claimed this round that its houses can take, cards bought and not
yet built, and houses and fuelled automobiles as a source of future rent.
"""

from __future__ import annotations

from .data import components
from .scoring import final_result, points
from .state import FUELLED, REFUELLING, SummerResortState

HOUSE_FUTURE = {1: 0.6, 2: 1.2, 3: 1.8}
"""Rent a house of each level is expected to bring per remaining round, in points."""

CARD_VALUE = {"forest": 0.3, "cottage": 2.0, "villa": 3.0, "pension": 5.0, "automobile": 0.5}
"""Points a bought card adds once built (before its future rent)."""


def heuristic(state: SummerResortState, seat: int) -> float:
    """Estimated final points of ``seat`` minus the best rival's (a win bonus when over)."""
    if state.phase == "over":
        result = final_result(state)
        return 1000.0 * (result.ranks[seat] == 1) + result.totals[seat]
    mine = estimate(state, seat)
    rivals = [estimate(state, s) for s in range(state.players) if s != seat]
    return mine - 0.5 * max(rivals, default=0.0)


def estimate(state: SummerResortState, seat: int) -> float:
    """Points of ``seat`` now plus the expected value of what it has set in motion."""
    resort = state.resorts[seat]
    left = max(0, state.rounds - state.round)
    value = float(points(state, seat))
    value += sum(CARD_VALUE[c] + HOUSE_FUTURE.get(_level(c), 0.0) * left for c in resort.purchases)
    value += sum(HOUSE_FUTURE[lot.level] * left for lot in resort.lots if lot.is_house)
    value += _claimed(state, seat)
    autos = resort.automobiles
    value += 0.6 * min(left, 3) * sum(1 for a in autos if a in (FUELLED, REFUELLING))
    return value


def _level(card: str) -> int:
    return {"cottage": 1, "villa": 2, "pension": 3}.get(card, 0)


def _claimed(state: SummerResortState, seat: int) -> float:
    """Rough rent of the vacationers the seat has claimed and can house (in points)."""
    comp = components()
    guests = list(state.resorts[seat].arrivals)
    for car in state.train:
        if car.claimed_by == seat:
            guests.extend(car.vacationers)
    if not guests:
        return 0.0
    levels = [lot.level for lot in state.resorts[seat].lots if lot.is_house]
    levels += [_level(c) for c in state.resorts[seat].purchases if _level(c)]
    room = 2 * len(levels)
    values = sorted((comp.vacationer(g).value for g in guests), reverse=True)
    return 0.8 * sum(values[:room]) / comp.setup.zloty_per_point
