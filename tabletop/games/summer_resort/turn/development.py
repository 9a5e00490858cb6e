"""Phase III a: bought cards go into the resort; then the President is settled."""

from __future__ import annotations

import functools

from ..components import components
from ..state import (
    FUELLED,
    LEVEL,
    REFUELLING,
    Lot,
    SummerResortState,
    action_order,
    evolve,
    put,
    with_resort,
)

CARD_ORDER = ("forest", "cottage", "villa", "pension", "automobile")
"""Development order: forests first, then each house level, so a chain bought in one round
(cottage, then villa on it) is built bottom up."""

PRESIDENT_HOUSES = 3
"""The book: the first player to invest in a third house becomes President."""


def sort_purchases(cards: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(sorted(cards, key=CARD_ORDER.index))


def bases(lots: tuple[Lot, ...], card: str) -> list[int]:
    """Lots a house card may go on (one per distinct kind of lot: the choice that matters)."""
    level = LEVEL[card]
    seen: set[Lot] = set()
    out = []
    for i, lot in enumerate(lots):
        if lot.level == level - 1 and lot not in seen:
            seen.add(lot)
            out.append(i)
    return out


def houses_after(lots: tuple[Lot, ...], purchases: tuple[str, ...]) -> int:
    """Houses the lots will hold once ``purchases`` are built bottom up (lost cards drop):
    each cottage needs a bare forest, which may be one bought this round."""
    bare = sum(1 for lot in lots if not lot.is_house) + purchases.count("forest")
    return sum(1 for lot in lots if lot.is_house) + min(purchases.count("cottage"), bare)


def lost_cards(lots: tuple[Lot, ...], purchases: tuple[str, ...]) -> tuple[str, ...]:
    """The house cards among ``purchases`` that development would send back to the bank
    (nothing to stand on once the cards are built bottom up, as ``develop_automatic``)."""
    levels = [lot.level for lot in lots]
    lost = []
    for card in sort_purchases(purchases):
        if card == "forest":
            levels.append(0)
        elif card in LEVEL:
            below = LEVEL[card] - 1
            if below in levels:
                levels[levels.index(below)] += 1
            else:
                lost.append(card)
    return tuple(lost)


def refuel_done(state: SummerResortState, seat: int) -> SummerResortState:
    """Automobiles refuelled this round have fuel again (usable next round)."""
    return with_resort(state, seat, automobiles=refuelled(state.resorts[seat].automobiles))


def refuelled(automobiles: tuple[str, ...]) -> tuple[str, ...]:
    """The automobiles with the ones refuelled this round fuelled again."""
    return tuple(FUELLED if a == REFUELLING else a for a in automobiles)


def develop_automatic(state: SummerResortState, seat: int) -> SummerResortState:
    """Place the seat's bought cards in order until one needs the player's choice of lot."""
    while state.resorts[seat].purchases:
        resort = state.resorts[seat]
        card = resort.purchases[0]
        if card == "forest":
            state = with_resort(
                state, seat, lots=resort.lots + (Lot(0),), purchases=resort.purchases[1:]
            )
        elif card == "automobile":
            state = with_resort(
                state,
                seat,
                automobiles=resort.automobiles + (FUELLED,),
                purchases=resort.purchases[1:],
            )
        else:
            options = bases(resort.lots, card)
            if len(options) > 1:
                return state
            if not options:
                state = lose_card(state, seat, card)
            else:
                state = build(state, seat, options[0])
    return state


def build(state: SummerResortState, seat: int, lot: int) -> SummerResortState:
    """Put the seat's next bought house card on ``lot`` (guests stay where they are)."""
    resort = state.resorts[seat]
    old = resort.lots[lot]
    lots = put(resort.lots, lot, evolve(old, level=old.level + 1))
    return with_resort(state, seat, lots=lots, purchases=resort.purchases[1:])


def lose_card(state: SummerResortState, seat: int, card: str) -> SummerResortState:
    """A house card with nothing to stand on goes back to its stack; its price is lost."""
    index = next(i for i, inv in enumerate(components().investments) if inv.card == card)
    state = evolve(state, stacks=put(state.stacks, index, state.stacks[index] + 1))
    return with_resort(state, seat, purchases=state.resorts[seat].purchases[1:])


def top_score(lots: tuple[Lot, ...]) -> int:
    """Points of the top card of each house only (used for the President)."""
    points = _house_points()
    return sum(points[lot.level] for lot in lots if lot.level >= 1)


@functools.cache
def _house_points() -> dict[int, int]:
    """Points of a house card by level (read once)."""
    return {h.level: h.points for h in components().houses}


def president_after_development(state: SummerResortState) -> int:
    """Who holds the President token once everyone has developed (-1: nobody yet).

    Nobody yet: the best player with at least three houses (most houses, then top-card
    score, then whoever first invested in a third house this round, ``state.investors``). Otherwise the token moves to the
    best player with more houses than the President, or as many and a higher score
    (ties: earliest in this round's action order). PROPOSED, components document 4.4.
    """
    order = action_order(state)
    known: dict[int, tuple[int, int]] = {}

    def strength(seat: int) -> tuple[int, int]:
        if seat not in known:  # worked out once per seat
            lots = state.resorts[seat].lots
            known[seat] = (sum(1 for lot in lots if lot.level >= 1), top_score(lots))
        return known[seat]

    if state.president < 0:
        qualified = [s for s in order if strength(s)[0] >= PRESIDENT_HOUSES]
        if not qualified:
            return -1
        rank = {s: i for i, s in enumerate(state.investors)}
        return max(qualified, key=lambda s: (strength(s), -rank.get(s, len(rank) + order.index(s))))
    holder = strength(state.president)
    challengers = [s for s in order if s != state.president and strength(s) > holder]
    if not challengers:
        return state.president
    return max(challengers, key=lambda s: (strength(s), -order.index(s)))
