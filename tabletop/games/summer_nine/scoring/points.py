"""End-of-game scoring (components document 5.2) and live scores: the points.

A schedule leaves choices open: which half stays pair up, which country two paired Any
Country cards share, each bridge's holiday type per objective. The engine tries every
reading and keeps the one with the player's best total (S9-3); ties go to more complete
months, then more half-stay pairs, then the first reading in enumeration order. Bridge
holiday types need no search: each objective's condition takes the best type in closed
form. The breakdown names the reading kept; ``result.py`` groups it into results rows every
seat shares and names each seat's reading in a note.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TypeGuard

from ..components import ANY, Card, components
from ..state import EMPTY, SummerNineState
from .readings import Cell, Cleaned, clean, enumerate_readings

DESTINATIONS, HALF_STAYS, BRIDGES = "Destinations", "Half stays", "Bridges"
ICE_CREAM, PHOTOS = "Ice cream", "Photos"


@dataclass(frozen=True)
class Line:
    """One row of a score breakdown: what scored, how many points, and why. ``category``:
    the results row it counts in, shared by every seat (``label`` when empty)."""

    label: str
    points: int
    detail: str = ""
    category: str = ""

    @property
    def group(self) -> str:
        return self.category or self.label

    @property
    def text(self) -> str:
        return f"{self.label}: {self.detail}" if self.detail else self.label


@dataclass(frozen=True)
class ScheduleScore:
    """A schedule (with the objectives held) scored in its best reading."""

    total: int
    lines: tuple[Line, ...]
    complete_months: int
    destination_points: int
    pairs: tuple[tuple[int, int], ...]
    """Half-stay pairs kept, as 1-based slots."""
    any_countries: tuple[tuple[int, str], ...]
    """Each paired Any Country card's slot and the country it counts as."""
    bridges: tuple[tuple[int, str | None], ...]
    """Each bridge's slot and the country it joins (``None``: removed with its penalty)."""
    removed: tuple[int, ...]
    """Slots whose cards are taken out for scoring (unpaired half stays, bad bridges)."""
    readings_tried: int
    bridge_types: tuple[tuple[int, str, str], ...] = ()
    """(slot, holiday type, objective name): the type a bridge takes for an objective."""
    pair_countries: tuple[str, ...] = ()
    """The country each pair of ``pairs`` stays in."""


def _full(cells: tuple[Cell | None, ...]) -> TypeGuard[tuple[Cell, ...]]:
    """A complete month: no slot empty or cleaned away."""
    return all(x is not None for x in cells)


def month_hits(card: Card, cleaned: Cleaned) -> list[int]:
    """The months a Complete Month objective scores on a cleaned schedule (0 = June)."""
    c = components()
    n = c.facts.slots_per_month
    months = [cleaned.month(m) for m in range(c.months)]
    complete = {m: cells for m, cells in enumerate(months) if _full(cells)}
    kind = card.objective
    hits: list[int] = []
    if kind == "month_country":
        hits = [m for m, cells in complete.items() if all(x.country == card.country for x in cells)]
    elif kind == "month_all_countries":
        hits = [m for m, cells in complete.items() if len({x.country for x in cells}) == n]
    elif kind in ("month_type", "month_all_types"):
        for m, cells in complete.items():
            if any(x.kind == "half_stay" for x in cells):
                continue
            types = [x.holiday_type for x in cells if x.kind == "destination"]
            fits = (
                all(t == card.holiday_type for t in types)
                if kind == "month_type"
                else len(set(types)) == len(types)
            )
            if fits:
                hits.append(m)
    return hits


def objective_points(card: Card, cleaned: Cleaned, four_plus: str) -> tuple[int, str]:
    """Points one objective card scores on a cleaned schedule, and where."""
    c = components()
    kind = card.objective
    if kind == "four_plus":
        return _four_plus(card, cleaned, four_plus)
    if kind == "plus_one":
        count = sum(
            1
            for x in cleaned.cells
            if x is not None and x.kind == "destination" and x.holiday_type == card.holiday_type
        )
        return card.points * count, f"{count} {c.type_name(card.holiday_type)} cards"
    hits = month_hits(card, cleaned)
    note = _bridge_types(card, cleaned, hits) if kind in ("month_type", "month_all_types") else ""
    detail = ", ".join(c.month_name(m) for m in hits) or "no month"
    return card.points * len(hits), detail + note


def bridge_types(card: Card, cleaned: Cleaned, hits: list[int]) -> list[tuple[int, str]]:
    """(1-based slot, holiday type) each bridge of a scoring month takes for this
    objective: the objective's type, or the types still missing from the month."""
    c = components()
    n = c.facts.slots_per_month
    order = [t.id for t in c.lookups.holiday_types]
    out = []
    for m in hits:
        cells = cleaned.month(m)
        present = {x.holiday_type for x in cells if x is not None and x.kind == "destination"}
        missing = iter(t for t in order if t not in present)
        for k, x in enumerate(cells):
            if x is not None and x.kind == "bridge":
                kind = card.holiday_type if card.objective == "month_type" else next(missing)
                out.append((m * n + k + 1, kind or ""))
    return out


def _bridge_types(card: Card, cleaned: Cleaned, hits: list[int]) -> str:
    """`` (bridge in slot 2 as Mountain)``: ``bridge_types`` in words."""
    c = components()
    parts = [
        f"bridge in slot {slot} as {c.type_name(kind)}"
        for slot, kind in bridge_types(card, cleaned, hits)
    ]
    return f" ({'; '.join(parts)})" if parts else ""


def _four_plus(card: Card, cleaned: Cleaned, mode: str) -> tuple[int, str]:
    c = components()
    n = c.facts.slots_per_month
    runs = cleaned.runs(card.country or "", c.facts.four_plus_min_run)
    if not runs:
        return 0, "no run of 4"
    per_run = [{s // n for s in range(a, b + 1)} for a, b in runs]
    where = "; ".join(f"slots {a + 1}-{b + 1}" for a, b in runs)
    if mode == "per_run":
        months = sum(len(m) for m in per_run)
        return card.points * months, f"{where} ({months} months)"
    touched = set().union(*per_run)
    points = min(card.points * len(touched), c.proposed.four_plus_max)
    return points, f"{where} ({len(touched)} months)"


def _score_reading(cleaned: Cleaned, objectives: tuple[int, ...], four_plus: str) -> int:
    c = components()
    total = cleaned.base_points()
    for o in objectives:
        total += objective_points(c.cards[o], cleaned, four_plus)[0]
    return total


@functools.lru_cache(maxsize=65536)
def score_schedule(
    schedule: tuple[int, ...], objectives: tuple[int, ...] = (), four_plus: str = "union"
) -> ScheduleScore:
    """The schedule's best reading with ``objectives`` (card indices) held."""
    c = components()
    best = None
    best_key = None
    tried = 0
    for reading in enumerate_readings(schedule):
        tried += 1
        cleaned = clean(schedule, reading)
        total = _score_reading(cleaned, objectives, four_plus)
        key = (total, cleaned.complete_months(), len(reading.pairs))
        if best_key is None or key > best_key:
            best, best_key = (reading, cleaned), key
    assert best is not None
    reading, cleaned = best
    p = c.proposed
    lines = [Line(DESTINATIONS, cleaned.destination_points())]
    for slot, country in cleaned.bridges:
        if country is None:
            lines.append(
                Line("Bridge", p.bridge_invalid_points, f"slot {slot + 1} removed", BRIDGES)
            )
        else:
            lines.append(
                Line(
                    "Bridge",
                    p.bridge_valid_points,
                    f"slot {slot + 1} joins {c.country_name(country)}",
                    BRIDGES,
                )
            )
    for a, b in reading.pairs:
        country = cleaned.stay(a)
        lines.append(
            Line(
                "Half stays",
                2 * p.half_stay_paired_points,
                f"slots {a + 1} and {b + 1} in {c.country_name(country)}"
                + _any_note(schedule, (a, b), country),
                HALF_STAYS,
            )
        )
    for slot in cleaned.unpaired:
        lines.append(Line("Half stay", 0, f"slot {slot + 1} unpaired, removed", HALF_STAYS))
    types = []
    for o in sorted(objectives):
        card = c.cards[o]
        points, detail = objective_points(card, cleaned, four_plus)
        lines.append(Line(card.name, points, detail, c.objective_kind_name(card.objective)))
        if card.objective in ("month_type", "month_all_types"):
            hits = month_hits(card, cleaned)
            types += [(slot, k, card.name) for slot, k in bridge_types(card, cleaned, hits)]
    any_countries = tuple(
        (s + 1, cleaned.stay(s))
        for pair in reading.pairs
        for s in pair
        if c.cards[schedule[s]].country == ANY
    )
    removed = tuple(
        sorted(s + 1 for s in cleaned.unpaired + [b for b, k in cleaned.bridges if k is None])
    )
    return ScheduleScore(
        total=sum(line.points for line in lines),
        lines=tuple(lines),
        complete_months=cleaned.complete_months(),
        destination_points=cleaned.destination_points(),
        pairs=tuple((a + 1, b + 1) for a, b in reading.pairs),
        any_countries=any_countries,
        bridges=tuple((s + 1, k) for s, k in cleaned.bridges),
        removed=removed,
        readings_tried=tried,
        bridge_types=tuple(types),
        pair_countries=tuple(cleaned.stay(a) for a, _ in reading.pairs),
    )


def _any_note(schedule: tuple[int, ...], pair: tuple[int, int], country: str | None) -> str:
    c = components()
    anys = [s for s in pair if c.cards[schedule[s]].country == ANY]
    if not anys:
        return ""
    which = " and ".join(f"slot {s + 1}" for s in anys)
    return f" (Any Country in {which} as {c.country_name(country)})"


# --- collectibles --------------------------------------------------------------------------


def ice_cream_points(hand: tuple[int, ...]) -> tuple[int, int]:
    """Points for the different flavours held, and how many flavours."""
    c = components()
    flavours = {c.cards[x].flavour for x in hand if x >= 0 and c.cards[x].kind == "ice_cream"}
    return c.facts.ice_cream_table[len(flavours)], len(flavours)


def photo_counts(hands: tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
    cards = components().cards
    return tuple(sum(1 for x in h if x >= 0 and cards[x].kind == "photo") for h in hands)


def photo_points(hands: tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
    """The photo majority: the most photos (at least one) share the points, rounded down."""
    counts = photo_counts(hands)
    top = max(counts, default=0)
    if top == 0:
        return (0,) * len(counts)
    winners = [i for i, n in enumerate(counts) if n == top]
    share = components().facts.photo_majority_points // len(winners)
    return tuple(share if i in winners else 0 for i in range(len(counts)))


def objectives_in(hand: tuple[int, ...]) -> tuple[int, ...]:
    cards = components().cards
    return tuple(sorted(x for x in hand if x >= 0 and cards[x].kind == "objective"))


@dataclass(frozen=True)
class SeatScore:
    """A seat's whole score: its schedule with objectives, ice cream and photos."""

    schedule: ScheduleScore
    lines: tuple[Line, ...]
    total: int


def seat_score(
    state: SummerNineState, seat: int, photos: tuple[int, ...] | None = None
) -> SeatScore:
    """``seat``'s score as things stand (final once the game is over). ``photos``: the
    photo points of every seat (computed from all hands when not given)."""
    hand = state.hands[seat]
    sched = score_schedule(state.schedules[seat], objectives_in(hand), state.options.four_plus)
    ice, flavours = ice_cream_points(hand)
    photo = (photos if photos is not None else photo_points(state.hands))[seat]
    count = photo_counts(state.hands)[seat]
    lines = sched.lines + (
        Line(ICE_CREAM, ice, f"{flavours} different flavours"),
        Line(PHOTOS, photo, f"{count} held" + (", most" if photo else "")),
    )
    return SeatScore(sched, lines, sched.total + ice + photo)


def public_schedule_score(schedule: tuple[int, ...], four_plus: str = "union") -> int:
    """What everyone can see: the schedule's points without the (secret) objectives."""
    if all(x == EMPTY for x in schedule):
        return 0
    return score_schedule(schedule, (), four_plus).total


def live_scores(state: SummerNineState) -> tuple[int, ...]:
    """Each schedule's public points (destinations, bridges, half stays in the best
    reading); objectives and collectibles are secret until the end."""
    return tuple(public_schedule_score(s, state.options.four_plus) for s in state.schedules)


def tie_key(score: SeatScore) -> tuple[int, int, int]:
    """Total, then printed destination points, then complete months (ruling P6)."""
    return (score.total, score.schedule.destination_points, score.schedule.complete_months)


__all__ = [
    "BRIDGES",
    "DESTINATIONS",
    "HALF_STAYS",
    "ICE_CREAM",
    "PHOTOS",
    "Line",
    "ScheduleScore",
    "SeatScore",
    "ice_cream_points",
    "live_scores",
    "objective_points",
    "objectives_in",
    "photo_counts",
    "photo_points",
    "public_schedule_score",
    "score_schedule",
    "seat_score",
    "tie_key",
]
