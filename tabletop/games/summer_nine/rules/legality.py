"""Which actions are legal now: the one source of legality, and the turn-shape questions
(a pick open, the turn able to end) that ``turn`` and the refusal reasons ask too."""

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
)
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
    month_of_column,
    month_of_slot,
    pool_index,
    pool_position,
)
from .lookup import holds_kind, steal, tables


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
    out: list[StealCard] = []
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
        if pick_possible(state):
            out.append(PlayTakeTwo())
    if holds_kind(state, seat, "reschedule"):
        out.extend(reschedules(state, seat))
    if holds_kind(state, seat, "identity_theft"):
        out.extend(steals(state, seat))
    if can_end or (picking and not pick_possible(state)):
        out.append(EndTurn())
    return out


def pick_possible(state: SummerNineState) -> bool:
    if has_open_card(state):
        return True
    return bool(holds_kind(state, state.current, "time_travel") and hidden_targets(state))


def turn_can_end_by_itself(state: SummerNineState) -> bool:
    """The picks are made and no action card can be played: the turn ends at once."""
    return state.phase == PLAY and _flags(state)[1] and not _any_action_card_play(state)
