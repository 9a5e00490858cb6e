"""The hint's reason: why a move is good for a seat, in a few words, from the part of the
bots' estimate (``valuation.parts``) that grows most."""

from __future__ import annotations

from collections import Counter

from ..components import components
from ..state import SummerResortState
from .value import REASONS, parts, projected_lots


def _claimed_guests(state: SummerResortState, seat: int) -> Counter[str]:
    guests = Counter(state.resorts[seat].arrivals)
    for car in state.train:
        if car.claimed_by == seat:
            guests.update(car.vacationers)
    return guests


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def reason(before: SummerResortState, after: SummerResortState, seat: int) -> str | None:
    """The main reason ``after`` is better than ``before`` for ``seat``, in a few words
    (the part of the estimate that grows most), e.g. ``2 convalescents for your villa``."""
    old, new = parts(before, seat), parts(after, seat)
    gains = {k: new[k] - old[k] for k in REASONS}
    key = max(gains, key=lambda k: gains[k])
    if gains[key] <= 0.05:
        return None
    resort = after.resorts[seat]
    if key == "guests":
        comp = components()
        gained = _claimed_guests(after, seat) - _claimed_guests(before, seat)
        lots = projected_lots(resort.lots, resort.purchases)
        if gained:
            kind, n = gained.most_common(1)[0]
            homes = sorted({lot.top for lot in lots if lot.top in comp.vacationer(kind).houses})
            where = f" for your {' or '.join(homes)}" if homes else ""
            return f"{_plural(n, kind)}{where}"
    if key == "houses":
        new_lots = projected_lots(resort.lots, resort.purchases)
        old_resort = before.resorts[seat]
        old_lots = projected_lots(old_resort.lots, old_resort.purchases)
        tops = Counter(lot.top for lot in new_lots) - Counter(lot.top for lot in old_lots)
        if tops:
            top = next(iter(tops))
            left = max(0, after.rounds - after.round)
            return f"a {top} that earns rent for {_plural(left, 'more round')}"
    if key == "president":
        return f"the President ({components().setup.president_points} points)"
    if key == "tokens":
        return "one token gives the same and the other stays free"
    if key == "money":
        return f"{round(gains[key] * components().setup.zloty_per_point)} zł more"
    return REASONS[key]
