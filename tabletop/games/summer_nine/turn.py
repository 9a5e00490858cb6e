"""Applying a legal action: picks and refills, action cards, the compensation pick, the
end of a turn and of a round. Revealing and hiding columns follow from the round number
(``state.open_columns``), so a new round needs nothing but ``round + 1``."""

from __future__ import annotations

from tabletop.engine import Action, EndTurn
from tabletop.engine.evolve import evolve

from .actions import (
    DiscardPicked,
    Pick,
    PlacePicked,
    PlayTakeTwo,
    Reschedule,
    StealCard,
    TakeAndDiscard,
    TakeToHand,
    TakeToSchedule,
    TimeTravel,
)
from .components import components
from .rules import has_open_card, held_of_kind, picks_times, turn_can_end_by_itself
from .state import (
    COMPENSATION,
    EMPTY,
    OVER,
    PLACE,
    PLAN,
    PLAY,
    SummerNineState,
    added,
    pool_index,
    put,
    removed,
    with_hand,
    with_schedule,
)


def take_from_pool(state: SummerNineState, row: int, column: int) -> tuple[int, SummerNineState]:
    """The card at ``(row, column)`` and the state with that place refilled from the top of
    the deck (left empty when the deck is empty, P5)."""
    i = pool_index(row, column)
    card = state.pool[i]
    refill = state.deck[0] if state.deck else EMPTY
    state = evolve(state, pool=put(state.pool, i, refill), deck=state.deck[1:])
    return card, state


def _discard(state: SummerNineState, card: int) -> SummerNineState:
    return evolve(state, discard=state.discard + (card,))


def _place(state: SummerNineState, seat: int, slot: int, card: int) -> SummerNineState:
    return with_schedule(state, seat, put(state.schedules[seat], slot - 1, card))


def _spend(state: SummerNineState, kind: str) -> SummerNineState:
    """The current player discards one card of ``kind`` from hand."""
    seat = state.current
    card = held_of_kind(state, seat, kind)[0]
    if kind == "take_two":
        take_twos = put(state.take_twos, seat, removed(state.take_twos[seat], card))
        state = evolve(state, take_twos=take_twos)
    else:
        state = with_hand(state, seat, removed(state.hands[seat], card))
    return _discard(state, card)


def _pick(state: SummerNineState, action: Pick) -> SummerNineState:
    seat = state.victim if state.phase == COMPENSATION else state.current
    card, state = take_from_pool(state, action.row, action.column)
    if isinstance(action, TakeToSchedule):
        state = _place(state, seat, action.slot, card)
    elif isinstance(action, TakeAndDiscard):
        state = _discard(state, card)
    else:
        state = with_hand(state, seat, added(state.hands[seat], card))
    if state.phase == COMPENSATION:
        return evolve(state, phase=PLAY, victim=-1)
    return _mark_pick(state)


def _mark_pick(state: SummerNineState) -> SummerNineState:
    return evolve(state, progress=PLAN.mark(state.progress, "pick", picks_times(state)))


def _mark_action_card(state: SummerNineState) -> SummerNineState:
    return evolve(state, progress=PLAN.mark(state.progress, "action_card"))


def _take_two(state: SummerNineState) -> SummerNineState:
    state = _spend(state, "take_two")
    return evolve(state, progress=PLAN.mark(state.progress, "take_two"))


def _reschedule(state: SummerNineState, a: Reschedule) -> SummerNineState:
    state = _mark_action_card(_spend(state, "reschedule"))
    schedule = state.schedules[state.current]
    x, y = schedule[a.slot_a - 1], schedule[a.slot_b - 1]
    schedule = put(put(schedule, a.slot_a - 1, y), a.slot_b - 1, x)
    return with_schedule(state, state.current, schedule)


def _steal(state: SummerNineState, a: StealCard) -> SummerNineState:
    """Move the card; the victim then picks a compensation card at once, if the open pool
    has one (P2)."""
    state = _mark_action_card(_spend(state, "identity_theft"))
    card = state.schedules[a.victim][a.from_slot - 1]
    state = with_schedule(state, a.victim, put(state.schedules[a.victim], a.from_slot - 1, EMPTY))
    state = _place(state, state.current, a.slot, card)
    if has_open_card(state):
        state = evolve(state, phase=COMPENSATION, victim=a.victim)
    return state


def _time_travel(state: SummerNineState, a: TimeTravel) -> SummerNineState:
    """Take the hidden card unseen; its refill is shown to all (``shown``), then hidden."""
    state = _spend(state, "time_travel")
    card, state = take_from_pool(state, a.row, a.column)
    state = _mark_pick(evolve(state, shown=state.pool[pool_index(a.row, a.column)]))
    if components().cards[card].is_schedule:
        return evolve(state, phase=PLACE, picked=card, picked_column=a.column)
    return with_hand(state, state.current, added(state.hands[state.current], card))


def _place_picked(state: SummerNineState, action: Action) -> SummerNineState:
    card = state.picked
    state = evolve(state, phase=PLAY, picked=EMPTY, picked_column=0)
    if isinstance(action, PlacePicked):
        return _place(state, state.current, action.slot, card)
    return _discard(state, card)


def end_turn(state: SummerNineState) -> SummerNineState:
    """The next seat in turn order; after the last seat, the next round (which reveals or
    hides a column); after round 17, the end of the game."""
    turn, round_ = state.turn + 1, state.round
    if turn >= state.players:
        turn, round_ = 0, round_ + 1
    over = round_ > components().facts.rounds
    return evolve(
        state, turn=turn, round=round_, progress=PLAN.start(), phase=OVER if over else PLAY
    )


def advance(state: SummerNineState, action: Action) -> SummerNineState:
    """The state after a legal ``action``; a turn whose picks are made ends by itself when
    no action card can be played."""
    if state.shown != EMPTY and not isinstance(action, TimeTravel):
        state = evolve(state, shown=EMPTY)
    if isinstance(action, (TakeToSchedule, TakeAndDiscard, TakeToHand)):
        state = _pick(state, action)
    elif isinstance(action, PlayTakeTwo):
        state = _take_two(state)
    elif isinstance(action, Reschedule):
        state = _reschedule(state, action)
    elif isinstance(action, StealCard):
        state = _steal(state, action)
    elif isinstance(action, TimeTravel):
        state = _time_travel(state, action)
    elif isinstance(action, (PlacePicked, DiscardPicked)):
        state = _place_picked(state, action)
    elif isinstance(action, EndTurn):
        return end_turn(state)
    else:
        raise TypeError(f"not a Summer Nine action: {action!r}")
    if turn_can_end_by_itself(state):
        state = end_turn(state)
    return state
