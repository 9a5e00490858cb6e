"""The final result (``result``): totals, the breakdown in rows every seat shares, each
seat's reading in words, ranks with the tie-breaks.

The results screen draws one row per
category for all seats, so per-seat detail (which half stays pair up, the country an Any
Country card counts as, each bridge joined or removed and the holiday type it takes) goes
into one note per seat instead of a row label.
"""

from __future__ import annotations

from tabletop.engine import Result, rank_by
from tabletop.engine.result import seat_ref

from ..components import components
from ..state import SummerNineState
from .points import (
    BRIDGES,
    DESTINATIONS,
    HALF_STAYS,
    ICE_CREAM,
    PHOTOS,
    SeatScore,
    photo_points,
    seat_score,
    tie_key,
)


def result(state: SummerNineState) -> Result:
    """Totals with the breakdown in rows every seat shares, each seat's scoring choices
    in a note; ties by printed destination points, then complete months, then shared
    (ruling P6)."""
    photos = photo_points(state.hands)
    scores = [seat_score(state, s, photos) for s in range(state.players)]
    rows = result_rows(scores)
    totals = tuple(s.total for s in scores)
    ranks = rank_by([tie_key(s) for s in scores])
    notes = tuple(reading_note(seat, s) for seat, s in enumerate(scores))
    return Result(totals, rows, ranks, notes + _tie_note(scores))


def result_rows(scores: list[SeatScore]) -> tuple[tuple[tuple[str, int], ...], ...]:
    """Every seat's breakdown in the same rows: Destinations, Half stays, Bridges, one row
    per group of objectives any seat holds (Complete Month, 4+, +1: 0 for a seat without
    one), Ice cream, Photos.
    Which pair, country or bridge a seat's points come from is in ``reading_note``."""
    c = components()
    held = {line.group for score in scores for line in score.lines}
    kinds = [k for k in dict.fromkeys(k.name for k in c.lookups.objective_kinds) if k in held]
    order = [DESTINATIONS, HALF_STAYS, BRIDGES, *kinds, ICE_CREAM, PHOTOS]
    rows = []
    for score in scores:
        points = dict.fromkeys(order, 0)
        for line in score.lines:
            points[line.group] += line.points
        rows.append(tuple(points.items()))
    return tuple(rows)


def reading_note(seat: int, score: SeatScore) -> str:
    """One line naming ``seat``'s scoring choices (the seat as ``seat_ref``, for the
    results screen to put the player's name in): the half stays kept and the country each Any
    Country counts as, every bridge joined or removed and the holiday type it takes for an
    objective, the cards taken out, and the objectives held with what they scored."""
    c = components()
    sched = score.schedule
    anys = [slot for slot, _ in sched.any_countries]
    parts = []
    for (a, b), country in zip(sched.pairs, sched.pair_countries):
        name = c.country_name(country)
        words = f"half stays in slots {a}+{b} paired in {name}"
        which = " and ".join(str(s) for s in (a, b) if s in anys)
        if which:
            words += f" (Any Country in {which} as {name})"
        parts.append(words)
    types: dict[int, list[str]] = {}
    for slot, kind, objective in sched.bridge_types:
        types.setdefault(slot, []).append(f"{c.type_name(kind)} for {objective}")
    for slot, joined in sched.bridges:
        if joined is None:
            parts.append(f"bridge in slot {slot} removed")
            continue
        words = f"bridge in slot {slot} joins {c.country_name(joined)}"
        if slot in types:
            words += " as " + ", ".join(types[slot])
        parts.append(words)
    bridges = {slot for slot, _ in sched.bridges}
    unpaired = [slot for slot in sched.removed if slot not in bridges]
    if unpaired:
        slots = ", ".join(str(s) for s in unpaired)
        parts.append(
            f"unpaired half stay in slot{'s' if len(unpaired) > 1 else ''} {slots} removed"
        )
    objectives = [
        f"{line.label} {line.points}"
        for line in sched.lines
        if line.category not in ("", HALF_STAYS, BRIDGES)
    ]
    if objectives:
        parts.append("objectives: " + ", ".join(objectives))
    choices = "; ".join(parts) if parts else "no half stays or bridges to read"
    tried = sched.readings_tried
    return f"{seat_ref(seat)}: {choices} (best of {tried} reading{'s' if tried > 1 else ''})."


def _tie_note(scores: list[SeatScore]) -> tuple[str, ...]:
    """A note when the best total is shared and the tie-break decides (ruling P6)."""
    best = max(s.total for s in scores)
    tied = [seat for seat, s in enumerate(scores) if s.total == best]
    if len(tied) < 2:
        return ()
    keys = {tie_key(scores[seat]) for seat in tied}
    seats = ", ".join(seat_ref(seat) for seat in tied)  # the results screen names them
    if len(keys) == 1:
        return (f"Tie on {best} points between {seats}, still equal after the tie-breaks.",)
    return (
        f"Tie on {best} points between {seats}: broken by printed destination points, "
        "then complete months.",
    )
