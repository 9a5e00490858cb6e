"""Which actions are legal now (the one source of legality) and why others are refused."""

from __future__ import annotations

import functools

from tabletop.engine import Action, EndTurn
from tabletop.engine.phases import TurnProgress

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
from ..lookup import steal, tables
from ..state import (
    COMPENSATION,
    EMPTY,
    OVER,
    PLACE,
    PLAN,
    PLAY,
    SummerNineState,
    column_state,
    empty_slots_in_month,
    held_of_kind,
    holds_kind,
    month_of_column,
    month_of_slot,
    month_slots,
    on_pool,
    on_schedule,
    open_columns,
    pool_index,
    pool_position,
)


def picks_times(state: SummerNineState) -> dict[str, int]:
    return {"pick": state.picks_due()}


@functools.lru_cache(maxsize=4096)
def _plan_flags(taken: tuple[str, ...], due: int) -> tuple[bool, bool, bool]:
    """``PLAN``'s answers for a turn that took ``taken`` with ``due`` picks: the pick step
    open, the turn able to end, Take Two open (asked once per turn shape, not per call)."""
    progress, times = TurnProgress(taken), {"pick": due}
    return (
        PLAN.is_open(progress, "pick", times),
        PLAN.can_end(progress, times),
        PLAN.is_open(progress, "take_two"),
    )


def _flags(state: SummerNineState) -> tuple[bool, bool, bool]:
    return _plan_flags(state.progress.taken, state.picks_due())


def can_pick(state: SummerNineState) -> bool:
    """The turn's pick step is open (a pick or Time Travel may be taken now)."""
    return state.phase == PLAY and _flags(state)[0]


def picks_done(state: SummerNineState) -> bool:
    return _flags(state)[1]


def open_picks(state: SummerNineState, seat: int) -> list[Action]:
    """Every way ``seat`` can take an open card: into a slot, to the discard or to hand
    (open columns in order, row 1 then row 2 in each)."""
    t = tables()
    is_schedule, pool, schedule = t.schedule, state.pool, state.schedules[seat]
    out: list[Action] = []
    free: dict[int, list[int]] = {}
    for _row, _column, index, month in t.open_places.get(state.round, ()):
        card = pool[index]
        if card < 0:
            continue
        if is_schedule[card]:
            slots = free.get(month)
            if slots is None:
                slots = free[month] = [s for s in t.month_slots[month] if schedule[s - 1] == EMPTY]
            into = t.take_to_schedule[index]
            out.extend([into[s] for s in slots])
            out.append(t.take_and_discard[index])
        else:
            out.append(t.take_to_hand[index])
    return out


def has_open_card(state: SummerNineState) -> bool:
    """Some open column holds a card (a pick or a compensation pick is possible)."""
    pool = state.pool
    return any(pool[place[2]] >= 0 for place in tables().open_places.get(state.round, ()))


def hidden_targets(state: SummerNineState) -> list[tuple[int, int]]:
    """Pool places with a card in a hidden column (Time Travel's targets)."""
    places = tables().hidden_places.get(state.round)
    if places is not None:
        pool = state.pool
        return [(row, column) for i, row, column in places if pool[i] != EMPTY]
    out = []
    for i, card in enumerate(state.pool):
        row, column = pool_position(i)
        if card != EMPTY and column_state(state.round, column) == "hidden":
            out.append((row, column))
    return out


def reschedules(state: SummerNineState, seat: int) -> list[Reschedule]:
    schedule = state.schedules[seat]
    n = len(schedule)
    made = tables().reschedule
    return [
        made[a, b]
        for a in range(1, n + 1)
        for b in range(a + 1, n + 1)
        if schedule[a - 1] != EMPTY or schedule[b - 1] != EMPTY
    ]


def steals(state: SummerNineState, seat: int) -> list[StealCard]:
    mine = state.schedules[seat]
    out = []
    for victim in range(state.players):
        if victim == seat:
            continue
        for s, card in enumerate(state.schedules[victim], start=1):
            if card == EMPTY:
                continue
            out.extend(steal(victim, s, t) for t in empty_slots_in_month(mine, month_of_slot(s)))
    return out


def action_card_plays(state: SummerNineState) -> list[Action]:
    """Reschedule and Identity Theft plays open to the current player."""
    seat = state.current
    out: list[Action] = []
    if holds_kind(state, seat, "reschedule"):
        out.extend(reschedules(state, seat))
    if holds_kind(state, seat, "identity_theft"):
        out.extend(steals(state, seat))
    return out


def _any_action_card_play(state: SummerNineState) -> bool:
    """``bool(action_card_plays(state))`` without listing the plays."""
    seat = state.current
    mine = state.schedules[seat]
    if holds_kind(state, seat, "reschedule") and len(mine) > 1:
        if any(card != EMPTY for card in mine):
            return True
    if holds_kind(state, seat, "identity_theft"):
        t = tables()
        free = [any(mine[s - 1] == EMPTY for s in slots) for slots in t.month_slots]
        slot_month = t.slot_month
        for victim in range(state.players):
            if victim != seat:
                theirs = state.schedules[victim]
                for s in range(1, len(theirs) + 1):
                    if theirs[s - 1] != EMPTY and free[slot_month[s]]:
                        return True
    return False


def legal_actions(state: SummerNineState) -> list[Action]:
    """Every legal action for the actor."""
    if state.phase == OVER:
        return []
    if state.phase == PLACE:
        month = month_of_column(state.picked_column)
        schedule = state.schedules[state.current]
        places: list[Action] = [PlacePicked(s) for s in empty_slots_in_month(schedule, month)]
        return places + [DiscardPicked()]
    if state.phase == COMPENSATION:
        return open_picks(state, state.victim)
    seat = state.current
    pick_open, can_end, take_two_open = _flags(state)
    picking = state.phase == PLAY and pick_open
    if picking:
        out = open_picks(state, seat)
        if holds_kind(state, seat, "time_travel"):
            out.extend([tables().time_travel[pool_index(r, c)] for r, c in hidden_targets(state)])
    else:
        out = []
    if take_two_open and state.take_twos[seat] and picking:
        if _pick_possible(state):
            out.append(PlayTakeTwo())
    if holds_kind(state, seat, "reschedule"):
        out.extend(reschedules(state, seat))
    if holds_kind(state, seat, "identity_theft"):
        out.extend(steals(state, seat))
    if can_end or (picking and not _pick_possible(state)):
        out.append(EndTurn())
    return out


def _pick_possible(state: SummerNineState) -> bool:
    if has_open_card(state):
        return True
    return bool(holds_kind(state, state.current, "time_travel") and hidden_targets(state))


def turn_can_end_by_itself(state: SummerNineState) -> bool:
    """The picks are made and no action card can be played: the turn ends at once."""
    return state.phase == PLAY and _flags(state)[1] and not _any_action_card_play(state)


# --- reasons ----------------------------------------------------------------------------------


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


def _explain_pick(state: SummerNineState, action: Action) -> str | None:
    if state.phase == PLAY and not can_pick(state):
        return _already_picked(state)
    seat = state.victim if state.phase == COMPENSATION else state.current
    problem = _pool_problem(state, action.row, action.column)  # type: ignore[attr-defined]
    if problem:
        return problem
    card = components().cards[state.pool[pool_index(action.row, action.column)]]  # type: ignore[attr-defined]
    if isinstance(action, TakeToHand) and card.is_schedule:
        month = components().month_name(month_of_column(action.column))
        return (
            f"{card.name} is a schedule card: place it in a {month} slot of your schedule "
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
    if not _pick_possible(state):
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
