"""The hint's reason in Summer Nine: what a move (or the turn it starts) does for the
seat's schedule and hand, read from the two states with the scoring module, e.g.
``Complete Month of Beach scores June (+5); completes June`` or ``3 ice cream flavours
(+2)``.

``reason(before, after, seat)`` is asked by ``tabletop.engine.bots.explain``; it returns
``None`` for a first step whose point only shows once the turn is played (Take Two, Time
Travel before its card is placed), so the turn is finished greedily and judged whole.
Nothing here feeds the bots' choices.
"""

from __future__ import annotations

from collections import Counter

from tabletop.engine.bots.explain import fit

from ..components import ANY, components
from ..scoring import (
    ScheduleScore,
    ice_cream_points,
    objectives_in,
    photo_counts,
    photo_points,
    score_schedule,
    seat_score,
)
from ..state import (
    EMPTY,
    OVER,
    SummerNineState,
    column_state,
    empty_slots_in_month,
    month_of_column,
    month_of_slot,
    month_slots,
    pool_position,
)

KEPT = {
    "take_two": "kept for two picks in a later round",
    "reschedule": "kept to swap two slots later",
    "identity_theft": "kept to take a card from a rival's schedule later",
    "time_travel": "kept for a hidden card later",
}
"""What an action card kept in hand is for, in a few words."""


def _hand(state: SummerNineState, seat: int) -> tuple[int, ...]:
    return tuple(x for x in state.hands[seat] if x >= 0)


def _score(state: SummerNineState, seat: int, objectives: tuple[int, ...]) -> ScheduleScore:
    return score_schedule(state.schedules[seat], objectives, state.options.four_plus)


def _article(word: str) -> str:
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def _and(words: list[str]) -> str:
    """``June, July and August``."""
    return ", ".join(words[:-1]) + " and " + words[-1] if len(words) > 1 else "".join(words)


def _plus(n: int) -> str:
    return f"{n:+d}"


def _end_line(after: SummerNineState, seat: int) -> str:
    photos = photo_points(after.hands)
    totals = [seat_score(after, s, photos).total for s in range(after.players)]
    best = max(totals)
    won = "you win" if totals[seat] == best else f"{best - totals[seat]} behind the best"
    return f"ends the game with {totals[seat]} points: {won}"


def _objective_clause(
    old: ScheduleScore, new: ScheduleScore, held: tuple[int, ...], taken: tuple[int, ...] = ()
) -> str:
    """The objective that gains most, with where it scores: ``Complete Month of Beach
    scores June (+5)``."""
    cards = components().cards
    names = {cards[o].name for o in held}
    before = {line.label: line.points for line in old.lines if line.label in names}
    best, gain = None, 0
    for line in new.lines:
        if line.label in names:
            delta = line.points - before.get(line.label, 0)
            if delta > gain:
                best, gain = line, delta
    if best is None:
        return ""
    total = new.total - old.total
    extra = f"{_plus(total)} in all" if total != gain else _plus(gain)
    if best.label in {cards[o].name for o in taken}:
        return f"it scores {best.detail} now ({extra})"
    return f"{best.label} scores {best.detail} ({extra})"


def _schedule_clause(old: ScheduleScore, new: ScheduleScore) -> str:
    """A new half-stay pair or a bridge that now joins a country."""
    c = components()
    pairs = [p for p in new.pairs if p not in old.pairs]
    if pairs:
        a, b = pairs[0]
        points = 2 * c.proposed.half_stay_paired_points
        return f"pairs the half stays in slots {a} and {b} ({_plus(points)})"
    joined = [(s, k) for s, k in new.bridges if k is not None and (s, k) not in old.bridges]
    if joined:
        slot, country = joined[0]
        return f"the bridge in slot {slot} joins {c.country_name(country)}"
    return ""


def _half_stay_clause(before: SummerNineState, after: SummerNineState, seat: int) -> str:
    """A half stay placed without a partner yet: where its partner would go."""
    c = components()
    old, new = before.schedules[seat], after.schedules[seat]
    for s in range(len(new)):
        if new[s] == EMPTY or old[s] != EMPTY or c.cards[new[s]].kind != "half_stay":
            continue
        free = [k + 1 for k in (s - 1, s + 1) if 0 <= k < len(new) and new[k] == EMPTY]
        if free:
            country = c.cards[new[s]].country
            who = "any" if country == ANY else _article(c.country_name(country))
            where = " or ".join(str(k) for k in free)
            points = 2 * c.proposed.half_stay_paired_points
            return f"{who} half stay in slot {where} pairs it ({_plus(points)})"
    return ""


def _month_clause(before: SummerNineState, after: SummerNineState, seat: int) -> str:
    """The month a newly filled slot belongs to: complete, or how full."""
    c = components()
    old, new = before.schedules[seat], after.schedules[seat]
    filled = [s for s in range(len(new)) if new[s] != EMPTY and old[s] == EMPTY]
    if not filled:
        return ""
    month = month_of_slot(filled[0] + 1)
    slots = month_slots(month)
    full = sum(1 for s in slots if new[s - 1] != EMPTY)
    name = c.month_name(month)
    if full == len(slots):
        return f"completes {name}"
    return f"{name} {full} of {len(slots)} filled"


def _hand_clause(before: SummerNineState, after: SummerNineState, seat: int) -> str:
    """A card taken into hand: what it adds or is kept for."""
    c = components()
    gained = list((Counter(_hand(after, seat)) - Counter(_hand(before, seat))).elements())
    if not gained:
        return ""
    card = c.cards[gained[0]]
    # with Take Two the move's own words do not name the card: the reason does
    named = f"{card.name}: " if len(after.take_twos[seat]) < len(before.take_twos[seat]) else ""
    if card.kind == "ice_cream":
        old, _ = ice_cream_points(_hand(before, seat))
        new, flavours = ice_cream_points(_hand(after, seat))
        word = "flavour" if flavours == 1 else "flavours"
        if new == old:
            return "a flavour you have (no points): nothing in the pool adds more"
        return f"{flavours} ice cream {word} ({_plus(new - old)})"
    if card.kind == "photo":
        mine = photo_counts((_hand(after, seat),))[0]
        share = c.facts.photo_majority_points
        return f"photo {mine}: the most photos share {share} points"
    if card.kind == "objective":
        held = objectives_in(_hand(before, seat))
        worth = _score(after, seat, held + (gained[0],)).total - _score(after, seat, held).total
        if worth > 0:
            return f"{named}worth {worth} in your schedule now"
        months = _open_months(after, seat)
        if not months:
            return f"{named}no points yet, for a month still to fill"
        return f"{named}no points yet; {_and(months)} still open for it"
    if card.kind in KEPT:
        return named + KEPT[card.kind]
    return ""


def _blind_pick(before: SummerNineState, after: SummerNineState, seat: int) -> str:
    """Time Travel just played: the month its hidden card may go to (never the card, which
    is a guess on the hint's side)."""
    c = components()

    def travels(state: SummerNineState) -> int:
        return sum(1 for x in _hand(state, seat) if c.cards[x].kind == "time_travel")

    if before.current != seat or travels(after) >= travels(before):
        return ""
    taken = [i for i, (a, b) in enumerate(zip(before.pool, after.pool)) if a != b]
    if not taken:
        return ""
    month = month_of_column(pool_position(taken[0])[1])
    room = len(empty_slots_in_month(after.schedules[seat], month))
    name = c.month_name(month)
    if room:
        return f"a blind pick for {name}: {room} empty {'slot' if room == 1 else 'slots'} there"
    return f"a blind pick, kept from your rivals ({name} is full)"


def _open_months(state: SummerNineState, seat: int) -> list[str]:
    """Months with an empty slot whose pool columns are not hidden for good."""
    c = components()
    n = c.facts.slots_per_month
    out = []
    for m in range(c.months):
        if not empty_slots_in_month(state.schedules[seat], m):
            continue
        if any(column_state(state.round, m * n + k + 1) != "hidden" for k in range(n)):
            out.append(c.month_name(m))
    return out


def _swap_clause(before: SummerNineState, after: SummerNineState, seat: int) -> str:
    """Reschedule with no points changed: the gap it moves into a month still open."""
    c = components()
    old, new = before.schedules[seat], after.schedules[seat]
    if old == new or Counter(old) != Counter(new):
        return ""
    gaps = [s for s in range(len(new)) if new[s] == EMPTY and old[s] != EMPTY]
    if not gaps:
        return "keeps every point and changes the order for the months to come"
    month = c.month_name(month_of_slot(gaps[0] + 1))
    if month in _open_months(after, seat):
        return f"moves a gap to slot {gaps[0] + 1}, where {month} can still be filled"
    return f"moves a gap to slot {gaps[0] + 1} ({month})"


def _turn_ended(before: SummerNineState, after: SummerNineState, seat: int) -> bool:
    return before.current == seat and (
        after.current != seat or (after.turn, after.round) != (before.turn, before.round)
    )


def reason(before: SummerNineState, after: SummerNineState, seat: int) -> str | None:
    """Why ``after`` is better than ``before`` for ``seat``, in a few words; ``None`` for a
    first step that only shows its point once the turn is played out."""
    if after.phase == OVER and before.phase != OVER:
        return _end_line(after, seat)
    travel = _blind_pick(before, after, seat)
    if travel:
        return travel
    held_old, held_new = objectives_in(_hand(before, seat)), objectives_in(_hand(after, seat))
    old, new = _score(before, seat, held_old), _score(after, seat, held_new)
    clauses = [
        text
        for text in (
            _objective_clause(old, new, held_new, tuple(set(held_new) - set(held_old))),
            _schedule_clause(old, new),
            _hand_clause(before, after, seat),
            _half_stay_clause(before, after, seat),
        )
        if text
    ][:1]
    month = _month_clause(before, after, seat)
    gain = new.total - old.total
    if not clauses and month and gain:
        clauses.append(f"{_plus(gain)} in your schedule")
    if month:
        clauses.append(month)
    if clauses:
        return "; ".join(fit(clauses))
    swap = _swap_clause(before, after, seat) if new.total == old.total else ""
    if swap:
        return swap
    if new.total < old.total:
        return None
    if len(after.discard) > len(before.discard) and before.pool != after.pool:
        return "no card in the pool adds to your score now"
    if _turn_ended(before, after, seat):
        return "nothing more to gain this turn"
    return None


__all__ = ["KEPT", "reason"]
