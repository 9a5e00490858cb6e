"""Why an action is refused now, in a player's words (``explain``): every refusal reason
of Summer Nine, asked by ``Game.check`` for an action not in ``legal_actions``."""

from __future__ import annotations

from tabletop.engine import Action, EndTurn

from ..actions import (
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
from ..components import components
from ..state import (
    COMPENSATION,
    EMPTY,
    PLACE,
    PLAY,
    SummerNineState,
    column_state,
    month_of_column,
    month_of_slot,
    month_slots,
    on_pool,
    on_schedule,
    open_columns,
    pool_index,
)
from .legality import can_pick, pick_possible, picks_done
from .lookup import held_of_kind


def _phase_problem(state: SummerNineState, action: Action) -> str | None:
    if state.phase == PLACE and not isinstance(action, (PlacePicked, DiscardPicked)):
        return "First put the card Time Travel brought you into your schedule, or discard it."
    if state.phase == COMPENSATION and not isinstance(
        action, (TakeToSchedule, TakeAndDiscard, TakeToHand)
    ):
        return (
            "The robbed player first picks a compensation card from the open pool "
            "(no action cards or Take Two during it)."
        )
    if state.phase != PLACE and isinstance(action, (PlacePicked, DiscardPicked)):
        return "There is no Time Travel card waiting to be placed."
    return None


def _already_picked(state: SummerNineState) -> str:
    if state.picks_due() > 1:
        return "You have already taken your two cards this turn."
    return "You have already taken your card this turn."


def _pool_problem(state: SummerNineState, row: int, column: int) -> str | None:
    if not on_pool(row, column):
        return "There is no such place in the pool (rows 1-2, columns 1-9)."
    if state.pool[pool_index(row, column)] == EMPTY:
        return "That place in the pool is empty."
    where = column_state(state.round, column)
    cols = open_columns(state.round)
    if where == "upcoming":
        return (
            f"Column {column} is not revealed yet: take a card from an open column "
            f"({cols.start}-{cols.stop - 1})."
        )
    if where == "hidden":
        return f"Column {column} is hidden again: only a Time Travel card takes a hidden card."
    return None


def _slot_problem(schedule: tuple[int, ...], slot: int, month: int, source: str) -> str | None:
    c = components()
    if not on_schedule(slot):
        return f"There is no slot {slot}: schedule slots are numbered 1 to {c.slots}."
    if month_of_slot(slot) != month:
        slots = month_slots(month)
        return (
            f"{source} belongs to {c.month_name(month)}: it goes into slot "
            f"{slots.start}, {slots.start + 1} or {slots.stop - 1}."
        )
    if schedule[slot - 1] != EMPTY:
        return (
            f"Slot {slot} already holds a card: a card goes only into an empty slot "
            "(a Reschedule card can move cards)."
        )
    return None


def _explain_pick(state: SummerNineState, action: Pick) -> str | None:
    if state.phase == PLAY and not can_pick(state):
        return _already_picked(state)
    seat = state.victim if state.phase == COMPENSATION else state.current
    problem = _pool_problem(state, action.row, action.column)
    if problem:
        return problem
    card = components().cards[state.pool[pool_index(action.row, action.column)]]
    if isinstance(action, TakeToHand) and card.is_schedule:
        month = components().month_name(month_of_column(action.column))
        return (
            f"{card.name} is a schedule card: place it in an empty {month} slot of your schedule "
            "or discard it."
        )
    if not isinstance(action, TakeToHand) and not card.is_schedule:
        return f"{card.name} is not a schedule card: it goes into your hand."
    if isinstance(action, TakeToSchedule):
        source = f"A card from column {action.column}"
        return _slot_problem(
            state.schedules[seat], action.slot, month_of_column(action.column), source
        )
    return None


def _explain_take_two(state: SummerNineState) -> str | None:
    if not state.take_twos[state.current]:
        return "You have no Take Two card left."
    if state.progress.has("take_two"):
        return "Only one Take Two card may be played per round."
    if state.progress.has("pick"):
        return "Take Two must be announced before your first pick."
    if not pick_possible(state):
        return "There is no card you could take: Take Two would be wasted."
    return None


def _explain_reschedule(state: SummerNineState, a: Reschedule) -> str | None:
    if not held_of_kind(state, state.current, "reschedule"):
        return "You have no Reschedule card."
    if not (on_schedule(a.slot_a) and on_schedule(a.slot_b)) or a.slot_a >= a.slot_b:
        return f"Choose two different slots of your schedule (1 to {components().slots})."
    schedule = state.schedules[state.current]
    if schedule[a.slot_a - 1] == EMPTY and schedule[a.slot_b - 1] == EMPTY:
        return "Both slots are empty: a Reschedule moves at least one card."
    return None


def _explain_steal(state: SummerNineState, a: StealCard) -> str | None:
    seat = state.current
    if not held_of_kind(state, seat, "identity_theft"):
        return "You have no Identity Theft card."
    if a.victim == seat:
        return "Identity Theft takes a card from another player's schedule, not your own."
    if not 0 <= a.victim < state.players:
        return "There is no such player."
    if not on_schedule(a.from_slot) or state.schedules[a.victim][a.from_slot - 1] == EMPTY:
        return "That slot of their schedule is empty: there is nothing to steal there."
    month = month_of_slot(a.from_slot)
    source = f"A card stolen from slot {a.from_slot}"
    return _slot_problem(state.schedules[seat], a.slot, month, source)


def _explain_time_travel(state: SummerNineState, a: TimeTravel) -> str | None:
    if not held_of_kind(state, state.current, "time_travel"):
        return "You have no Time Travel card."
    if not can_pick(state):
        return _already_picked(state) + " Time Travel replaces a pick; it is not an extra one."
    first_open = open_columns(state.round).start
    if first_open <= 1:
        return (
            "Time Travel works only in the second half of the game (from round "
            f"{components().facts.pool_columns + 1}), once a column is hidden again."
        )
    if not on_pool(a.row, a.column):
        return "There is no such place in the pool (rows 1-2, columns 1-9)."
    if column_state(state.round, a.column) != "hidden":
        return (
            f"Column {a.column} is not hidden: Time Travel takes a card from a hidden column "
            f"(1-{first_open - 1})."
        )
    if state.pool[pool_index(a.row, a.column)] == EMPTY:
        return "That hidden place is empty."
    return None


def _explain_end(state: SummerNineState) -> str | None:
    if picks_done(state):
        return None
    if state.picks_due() > 1:
        left = state.picks_due() - state.progress.count("pick")
        return f"Take Two: take {left} more card{'s' if left > 1 else ''} from the pool first."
    return "Take a card from the pool first: every turn has one pick."


def explain(state: SummerNineState, action: Action) -> str | None:
    """Why ``action`` is refused now, in a player's words (``None`` when nothing is wrong)."""
    problem = _phase_problem(state, action)
    if problem:
        return problem
    if isinstance(action, (TakeToSchedule, TakeAndDiscard, TakeToHand)):
        return _explain_pick(state, action)
    if isinstance(action, PlacePicked):
        month = month_of_column(state.picked_column)
        source = f"The card from column {state.picked_column}"
        return _slot_problem(state.schedules[state.current], action.slot, month, source)
    if isinstance(action, DiscardPicked):
        return None
    if isinstance(action, PlayTakeTwo):
        return _explain_take_two(state)
    if isinstance(action, Reschedule):
        return _explain_reschedule(state, action)
    if isinstance(action, StealCard):
        return _explain_steal(state, action)
    if isinstance(action, TimeTravel):
        return _explain_time_travel(state, action)
    if isinstance(action, EndTurn):
        return _explain_end(state)
    return "Summer Nine has no such move."
