"""The bots' view of a position: the schedule's score now (best reading, objectives held,
ice cream) plus what may still become points while its months can be filled.

Weights stay below what the real thing scores, so a one-ply bot prefers cashing in over
keeping a possibility open. ``determinize`` lives in ``visibility``.
"""

from __future__ import annotations

from ..components import ANY, components
from ..scoring import ice_cream_points, objectives_in, score_schedule
from ..state import (
    EMPTY,
    PLACE,
    PLAY,
    SummerNineState,
    column_state,
    empty_slots_in_month,
    month_of_column,
    month_of_slot,
    month_slots,
    put,
)

EMPTY_SLOT = 0.9
"""An empty slot of a month whose columns can still be picked from."""
HALF_STAY_HOPE = 1.5
"""An unpaired half stay next to a fillable empty slot."""
BRIDGE_HOPE = 1.5
"""A removed bridge next to a fillable empty slot (its penalty may still be undone)."""
OBJECTIVE_HOPE = 0.15
"""Share of an objective's points per matching card in a month or run still open."""
PHOTO = 1.4
HELD = {"take_two": 1.0, "reschedule": 0.6, "identity_theft": 1.2, "time_travel": 1.0}
"""Cards in hand worth keeping, fading over the last rounds."""
FADE_ROUNDS = 3
PICK_PENDING = 1.2
"""A pick still to make this turn (Take Two's second pick, Time Travel's placement)."""


def fillable_months(state: SummerNineState) -> list[bool]:
    """For each month: can a card of it still be picked (a column not hidden yet)?"""
    c = components()
    n = c.facts.slots_per_month
    return [
        any(column_state(state.round, m * n + k + 1) != "hidden" for k in range(n))
        for m in range(c.months)
    ]


def _fillable_empty(schedule: tuple[int, ...], fillable: list[bool], slot: int) -> bool:
    n = components().facts.slots_per_month
    return 0 <= slot < len(schedule) and schedule[slot] == EMPTY and fillable[slot // n]


def _hopes(schedule: tuple[int, ...], removed: tuple[int, ...], fillable: list[bool]) -> float:
    cards = components().cards
    value = 0.0
    for slot in removed:
        k = slot - 1
        near = _fillable_empty(schedule, fillable, k - 1) or _fillable_empty(
            schedule, fillable, k + 1
        )
        if near:
            value += HALF_STAY_HOPE if cards[schedule[k]].kind == "half_stay" else BRIDGE_HOPE
    return value


def _month_hope(card, schedule: tuple[int, ...], fillable: list[bool]) -> float:
    c = components()
    value = 0.0
    for m in range(c.months):
        slots = [schedule[s - 1] for s in month_slots(m)]
        if EMPTY not in slots or not fillable[m]:
            continue
        present = [c.cards[x] for x in slots if x != EMPTY]
        kind = card.objective
        if kind == "month_country":
            ok = all(p.kind == "bridge" or p.country in (card.country, ANY) for p in present)
        elif kind == "month_all_countries":
            countries = [p.country for p in present if p.kind != "bridge"]
            ok = len(set(countries)) == len(countries)
        else:
            if any(p.kind == "half_stay" for p in present):
                continue
            types = [p.holiday_type for p in present if p.kind == "destination"]
            ok = (
                all(t == card.holiday_type for t in types)
                if kind == "month_type"
                else len(set(types)) == len(types)
            )
        if ok:
            value += OBJECTIVE_HOPE * card.points * (len(present) + 1)
    return value


def _run_hope(card, schedule: tuple[int, ...], fillable: list[bool]) -> float:
    """A window of four slots holding only this country's cards and fillable gaps."""
    c = components()
    n = c.facts.slots_per_month
    best = 0
    for start in range(len(schedule) - 3):
        window = schedule[start : start + 4]
        mine = 0
        for k, x in enumerate(window):
            if x == EMPTY:
                if not fillable[(start + k) // n]:
                    break
            elif c.cards[x].kind == "bridge" or c.cards[x].country in (card.country, ANY):
                mine += 1
            else:
                break
        else:
            if mine < 4:
                best = max(best, mine)
    return OBJECTIVE_HOPE * 2 * card.points * best


def objective_hope(objectives: tuple[int, ...], schedule, fillable) -> float:
    cards = components().cards
    value = 0.0
    for o in objectives:
        card = cards[o]
        if card.objective == "plus_one":
            continue
        if card.objective == "four_plus":
            value += _run_hope(card, schedule, fillable)
        else:
            value += _month_hope(card, schedule, fillable)
    return value


def heuristic(state: SummerNineState, seat: int) -> float:
    """How promising ``state`` looks for ``seat``."""
    return sum(parts(state, seat).values())


REASONS = {
    "schedule": "points in your schedule",
    "ice_cream": "ice cream points",
    "open_slots": "room left in months still open",
    "repairs": "a half stay or bridge that can still be mended",
    "objectives": "progress on your objectives",
    "photos": "photos",
    "cards": "a useful card kept",
}
"""Words for each part of ``heuristic``, for the hint's reason (``pending``, a pick still
to make this turn, is never the reason: the turn is judged once it is played out)."""


def parts(state: SummerNineState, seat: int) -> dict[str, float]:
    """``heuristic`` of ``seat`` by reason (the keys of ``REASONS``)."""
    c = components()
    schedule = state.schedules[seat]
    hand = tuple(x for x in state.hands[seat] if x >= 0)
    objectives = objectives_in(hand)
    scored = score_schedule(schedule, objectives, state.options.four_plus)
    fillable = fillable_months(state)
    kinds = [c.cards[x].kind for x in hand]
    rounds_left = c.facts.rounds - state.round + 1
    fade = min(1.0, rounds_left / FADE_ROUNDS)
    cards = HELD["take_two"] * min(len(state.take_twos[seat]), rounds_left)
    for kind in ("reschedule", "identity_theft", "time_travel"):
        cards += HELD[kind] * kinds.count(kind) * fade
    pending = 0.0
    if seat == state.current and state.phase == PLAY:
        pending = PICK_PENDING * (state.picks_due() - state.progress.count("pick"))
    if seat == state.current and state.phase == PLACE:
        pending = _placement_gain(state, seat, objectives, scored.total)
    return {
        "schedule": float(scored.total),
        "ice_cream": float(ice_cream_points(hand)[0]),
        "open_slots": EMPTY_SLOT
        * sum(
            1
            for s, x in enumerate(schedule)
            if x == EMPTY and fillable[s // c.facts.slots_per_month]
        ),
        "repairs": _hopes(schedule, scored.removed, fillable),
        "objectives": objective_hope(objectives, schedule, fillable),
        "photos": PHOTO * min(kinds.count("photo"), 3),
        "cards": cards,
        "pending": pending,
    }


def _placement_gain(state: SummerNineState, seat: int, objectives, now: int) -> float:
    """What the card Time Travel took would add in its best slot (0: it is discarded)."""
    schedule = state.schedules[seat]
    best = 0.0
    for slot in empty_slots_in_month(schedule, month_of_column(state.picked_column)):
        placed = put(schedule, slot - 1, state.picked)
        gain = score_schedule(placed, objectives, state.options.four_plus).total - now
        best = max(best, gain - EMPTY_SLOT * fillable_months(state)[month_of_slot(slot)])
    return best


__all__ = ["PHOTO", "REASONS", "fillable_months", "heuristic", "parts"]
