"""Legality and refusal reasons: ``legal_actions`` is the one source of legality, and
``explain`` says which rule an action breaks, in a player's words."""

from __future__ import annotations

from tabletop.engine import Action
from tabletop.engine.result import seat_ref

from ..actions import PLACEMENTS, Accommodate, Build, EndTurn
from ..state import ACCOMMODATE, ACTIONS, DEVELOP, LEVEL, OVER, Lot, SummerResortState, guests_of
from .lodging import arrangements, explain_arrangement
from .placement import explain_end_turn, explain_placement, legal_placements

UNDER = {"cottage": "a bare forest lot", "villa": "a cottage", "pension": "a villa"}
"""What each house card is built on."""


def all_bases(lots: tuple[Lot, ...], card: str) -> list[int]:
    """Every lot the house ``card`` may be built on (its top one level below the card's)."""
    return [i for i, lot in enumerate(lots) if lot.level == LEVEL[card] - 1]


def legal_actions(state: SummerResortState) -> list[Action]:
    """Every legal action for the actor (placements, a build, or an accommodation)."""
    if state.phase == ACTIONS:
        return legal_placements(state)
    if state.phase == DEVELOP:
        seat = state.queue[0]
        resort = state.resorts[seat]
        return [Build(seat, lot) for lot in all_bases(resort.lots, resort.purchases[0])]
    if state.phase == ACCOMMODATE:
        seat = state.queue[0]
        return [
            Accommodate(seat, a)
            for a in arrangements(state.resorts[seat].lots, guests_of(state, seat))
        ]
    return []


def explain(state: SummerResortState, action: Action) -> str | None:
    """The rule an action breaks, in a player's words; ``None`` exactly when it is legal."""
    if state.phase == OVER:
        return "The game is over."
    if action in legal_actions(state):
        return None
    if isinstance(action, PLACEMENTS):
        return explain_placement(state, action)
    if isinstance(action, EndTurn):
        return explain_end_turn(state, action)
    if isinstance(action, Build):
        return _explain_build(state, action)
    if isinstance(action, Accommodate):
        return _explain_accommodate(state, action)
    return "That is not a Summer Resort move."


def _explain_build(state: SummerResortState, action: Build) -> str:
    if state.phase != DEVELOP:
        return "Houses are built only after every token has been placed."
    seat = state.queue[0]
    if action.seat != seat:
        return f"{seat_ref(seat)} is building now."
    resort = state.resorts[seat]
    card = resort.purchases[0]
    if not 0 <= action.lot < len(resort.lots):
        return "There is no such lot in your resort."
    return f"A {card} must go on {UNDER[card]}."


def _explain_accommodate(state: SummerResortState, action: Accommodate) -> str:
    if state.phase != ACCOMMODATE:
        return "Vacationers are accommodated only after development."
    seat = state.queue[0]
    if action.seat != seat:
        return f"{seat_ref(seat)} is accommodating guests now."
    return explain_arrangement(state.resorts[seat].lots, guests_of(state, seat), action.houses)
