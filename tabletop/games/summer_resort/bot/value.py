"""The bots' knowledge of Summer Resort: ``heuristic``, the greedy bot's view of a
position (points now, plus what is on its way), and ``parts``, the same estimate by reason.

Counted for the seat: money, the President (held, or in reach: the seat will have the most
houses, at least three, once this round's cards are built), guests who will pay when they
leave, the houses its resort will have once this round's purchases are built (a card the
rules would send back, ``turn.development.lost_cards``, counts for nothing), each house's
expected future rent, bare forests while there is time to build on them, the vacationers it
has claimed and can house, a fuelled automobile, and during the action phase each token not
yet placed (so a stacked pair on the locomotive, which pays what one token pays, is worse
than one token and a free token).

``bot.reason`` names the largest of these changes for the hint's explanation.
"""

from __future__ import annotations

from ..components import components
from ..scoring import guest_money, result
from ..state import ACTIONS, FUELLED, LEVEL, REFUELLING, Lot, SummerResortState
from ..turn.development import PRESIDENT_HOUSES, lost_cards, sort_purchases, top_score

RENT_PER_ROUND = {1: 0.7, 2: 1.3, 3: 2.0}
"""Points a house of each level is expected to earn per remaining round."""

CARD_POINTS = {1: 2, 2: 5, 3: 10}
"""Points of a whole house stack by its top level (cottage 2, villa 2+3, pension 2+3+5)."""

FOREST_BASE = 1.2
"""A bare forest with at least two rounds left: a cottage can still go on it."""
FOREST_PER_ROUND = 0.45
"""...plus this per round left after the next one (a cottage on it earns rent longer)."""
TOKEN_LEFT = 0.6
"""A token not yet placed this round: another placement still to come."""
PRESIDENT_REACH = 0.8
"""Share of the President's points counted when the seat will take the token at development."""
THIRD_HOUSE_HOPE = 0.25
"""Share counted while nobody is President and the seat has two houses."""


def heuristic(state: SummerResortState, seat: int) -> float:
    """Estimated final points of ``seat`` less part of the best rival's (a win bonus at the end)."""
    if state.phase == "over":
        final = result(state)
        return 1000.0 * (final.ranks[seat] == 1) + final.totals[seat]
    lots = _all_lots(state)
    strengths = [_strength(x) for x in lots]
    mine = sum(parts(state, seat, lots, strengths).values())
    rivals = [
        sum(parts(state, s, lots, strengths).values()) for s in range(state.players) if s != seat
    ]
    return mine - 0.3 * max(rivals, default=0.0)


def _all_lots(state: SummerResortState) -> list[tuple[Lot, ...]]:
    """Every seat's lots once this round's purchases are built."""
    return [projected_lots(r.lots, r.purchases) for r in state.resorts]


def projected_lots(lots: tuple[Lot, ...], purchases: tuple[str, ...]) -> tuple[Lot, ...]:
    """The lots after this round's purchases are built (lower levels first; lost cards drop)."""
    levels = [lot.level for lot in lots]
    for card in sort_purchases(purchases):
        if card == "forest":
            levels.append(0)
        elif card in LEVEL:
            below = LEVEL[card] - 1
            if below in levels:
                levels[levels.index(below)] += 1
    return tuple(Lot(level) for level in levels)


def estimate(state: SummerResortState, seat: int) -> float:
    """Points of ``seat`` now plus the expected value of what it has set in motion."""
    return sum(parts(state, seat).values())


def parts(
    state: SummerResortState,
    seat: int,
    all_lots: list[tuple[Lot, ...]] | None = None,
    strengths: list[tuple[int, int]] | None = None,
) -> dict[str, float]:
    """The estimate of ``seat`` by reason (the keys of ``REASONS``); ``all_lots`` and
    ``strengths`` (every seat's projected lots and their ``_strength``) when already known."""
    setup = components().setup
    resort = state.resorts[seat]
    left = max(0, state.rounds - state.round)
    if all_lots is None:
        all_lots = _all_lots(state)
    if strengths is None:
        strengths = [_strength(x) for x in all_lots]
    lots = all_lots[seat]
    houses = 0.0
    forests = 0.0
    for lot in lots:
        if lot.is_house:
            houses += CARD_POINTS[lot.level] + RENT_PER_ROUND[lot.level] * left
        elif left >= 2:
            forests += FOREST_BASE + FOREST_PER_ROUND * (left - 2)
    autos = sum(1 for a in resort.automobiles if a in (FUELLED, REFUELLING))
    autos += resort.purchases.count("automobile")
    return {
        "money": (resort.money + guest_money(resort)) / setup.zloty_per_point,
        "president": setup.president_points * _president_share(state, seat, strengths),
        "houses": houses,
        "forests": forests,
        "guests": _claimed(state, seat, lots),
        "automobile": min(autos, 1) * 0.8 * min(left, 4),
        "tokens": TOKEN_LEFT * resort.tokens if state.phase == ACTIONS else 0.0,
    }


REASONS = {
    "money": "money",
    "president": "the President",
    "houses": "houses",
    "forests": "a forest to build on",
    "guests": "guests for your houses",
    "automobile": "a fuelled automobile",
    "tokens": "a token kept for another placement",
}
"""Words for each part of the estimate, for the hint's reason."""


def _strength(lots: tuple[Lot, ...]) -> tuple[int, int]:
    """(houses, points of top cards): how the President is decided."""
    return (sum(1 for lot in lots if lot.is_house), top_score(lots))


def _president_share(
    state: SummerResortState, seat: int, strengths: list[tuple[int, int]]
) -> float:
    """1 if the seat holds the President and keeps it; a share when it will take it at
    development (or may soon, with two houses and no President yet)."""
    mine = strengths[seat]
    best_other = max((x for s, x in enumerate(strengths) if s != seat), default=(0, 0))
    if state.president == seat:
        return 1.0 if mine >= best_other or state.phase != ACTIONS else 0.7
    if mine[0] < PRESIDENT_HOUSES:
        return THIRD_HOUSE_HOPE if state.president < 0 and mine[0] == PRESIDENT_HOUSES - 1 else 0.0
    holder = strengths[state.president] if state.president >= 0 else (PRESIDENT_HOUSES - 1, 0)
    return PRESIDENT_REACH if mine > holder and mine >= best_other else 0.0


def would_be_lost(state: SummerResortState, seat: int) -> tuple[str, ...]:
    """The seat's bought house cards the rules would send back at development."""
    resort = state.resorts[seat]
    return lost_cards(resort.lots, resort.purchases)


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
