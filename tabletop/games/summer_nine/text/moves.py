"""Summer Nine's words for players about moves: card names, move-log lines, prompts, the
confirmation a move asks and the game's status line."""

from __future__ import annotations

from tabletop.engine import Action, EndTurn
from tabletop.engine.result import seat_ref

from ..actions import (
    DiscardPicked,
    PlacePicked,
    PlayTakeTwo,
    Reschedule,
    StealCard,
    TakeAndDiscard,
    TakeToHand,
    TakeToSchedule,
    TimeTravel,
)
from ..components import components
from ..rules import can_pick, picks_done
from ..state import (
    COMPENSATION,
    EMPTY,
    HIDDEN,
    OVER,
    PLACE,
    SummerNineState,
    month_of_column,
    month_of_slot,
    pool_index,
)


def card_text(card: int) -> str:
    """``Santorini (Greece, Beach, 1 point)``; a face-down card is ``a hidden card``."""
    if card == HIDDEN:
        return "a hidden card"
    if card == EMPTY:
        return "nothing"
    c = components()
    k = c.cards[card]
    if k.kind == "destination":
        plural = "s" if k.points != 1 else ""
        return (
            f"{k.name} ({c.country_name(k.country)}, {c.type_name(k.holiday_type)}, "
            f"{k.points} point{plural})"
        )
    return k.name


def slot_text(slot: int) -> str:
    return f"slot {slot} ({components().month_name(month_of_slot(slot))})"


def their_slot(slot: int) -> str:
    """``their slot 5 (July)``: a slot of the mover's own schedule."""
    return f"their {slot_text(slot)}"


def _pool_card(state: SummerNineState, row: int, column: int) -> str:
    return card_text(state.pool[pool_index(row, column)])


def pool_place(column: int) -> str:
    """``the July pool``: where in the open pool a card was taken (its column's month)."""
    return f"the {components().month_name(month_of_column(column))} pool"


def describe(state: SummerNineState, action: Action) -> str:
    """One move-log line for ``action`` taken in ``state``: the card (a face-down one as
    "a hidden card") and where it came from and went."""
    if isinstance(action, TakeToSchedule):
        card = _pool_card(state, action.row, action.column)
        return f"takes {card} from {pool_place(action.column)} into their slot {action.slot}"
    if isinstance(action, TakeAndDiscard):
        card = _pool_card(state, action.row, action.column)
        return f"takes {card} from {pool_place(action.column)} and discards it"
    if isinstance(action, TakeToHand):
        # A non-schedule card goes into a secret hand; the pool showed it before.
        card = _pool_card(state, action.row, action.column)
        return f"takes {card} from {pool_place(action.column)} into their hand"
    if isinstance(action, PlayTakeTwo):
        return "plays Take Two from their hand: two picks this turn"
    if isinstance(action, Reschedule):
        a, b = action.slot_a, action.slot_b
        return f"plays Reschedule: swaps the cards in their {slot_text(a)} and {slot_text(b)}"
    if isinstance(action, StealCard):
        card = card_text(state.schedules[action.victim][action.from_slot - 1])
        return (
            f"plays Identity Theft: takes {card} from {seat_ref(action.victim)}'s "
            f"slot {action.from_slot} into {their_slot(action.slot)}"
        )
    if isinstance(action, TimeTravel):
        return (
            f"plays Time Travel: takes the hidden card in row {action.row}, column "
            f"{action.column} of {pool_place(action.column)}"
        )
    if isinstance(action, PlacePicked):
        card = card_text(state.picked)
        if state.picked == HIDDEN:  # told before it was turned: it shows in the slot now
            card = "the card Time Travel took"
        return f"puts {card} in {their_slot(action.slot)}"
    if isinstance(action, DiscardPicked):
        card = card_text(state.picked)
        if state.picked == HIDDEN:
            card = "the card Time Travel took"
        return f"discards {card}"
    if isinstance(action, EndTurn):
        return "ends the turn"
    return action.kind.replace("_", " ")


def prompt(state: SummerNineState) -> str:
    """What the actor is to do now."""
    c = components()
    if state.phase == OVER:
        return "the game is over"
    if state.phase == PLACE:
        month = c.month_name(month_of_column(state.picked_column))
        return f"put the card Time Travel took into an empty {month} slot, or discard it"
    if state.phase == COMPENSATION:
        return "you were robbed: pick a compensation card from the open pool"
    if can_pick(state):
        if state.picks_due() > 1:
            left = state.picks_due() - state.progress.count("pick")
            which = "first" if left > 1 else "second"
            return f"Take Two: take your {which} card from the open pool"
        extra = " (Take Two first for two picks)" if state.take_twos[state.current] else ""
        return f"take a card from the open pool{extra}"
    if picks_done(state):
        return "play an action card or end your turn"
    return "end your turn"


def confirmation(state: SummerNineState, action: Action) -> str | None:
    """Only Time Travel asks (it takes a hidden card unseen); an open pick's refill from
    the deck is no surprise, so a pick plays at once."""
    if action.kind == "time_travel":
        return "it takes a hidden card, so Undo will not be able to go back past it."
    return None


def status(state: SummerNineState) -> str:
    """``Round 5 of 17`` (or ``Game over``)."""
    if state.phase == OVER:
        return "Game over"
    return f"Round {state.round} of {components().facts.rounds}"
