"""The readings of a schedule at scoring time (components document 5.2, steps 1-4).

A *reading* chooses the half-stay pairs (any set of disjoint candidate pairs, the empty
set included) and a country for each pair of two Any Country cards. ``clean`` applies a
reading: unpaired half stays are removed, each run of bridges is valid when the cards on
both ends are country cards of one country (P16), otherwise removed with its penalty.
Removed cards leave gaps that break complete months and runs.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ..components import ANY, components
from ..state import EMPTY


@dataclass(frozen=True)
class Cell:
    """A card as scoring sees it: kind, (resolved) country, holiday type, printed points."""

    kind: str
    country: str | None
    holiday_type: str | None
    points: int = 0


@dataclass(frozen=True)
class Reading:
    """Half-stay pairs (0-based slots) and the country of each Any+Any pair, in order."""

    pairs: tuple[tuple[int, int], ...]
    any_any: tuple[str, ...] = ()


def _compatible(a: str | None, b: str | None) -> bool:
    return a == b or a == ANY or b == ANY


def candidate_pairs(schedule: tuple[int, ...]) -> list[tuple[int, int]]:
    """Pairs of half stays with only bridges (zero or more) between them and compatible
    countries, as 0-based slots, left slot ascending."""
    cards = components().cards
    out = []
    for i, x in enumerate(schedule):
        if x < 0 or cards[x].kind != "half_stay":
            continue
        j = i + 1
        while j < len(schedule) and schedule[j] >= 0 and cards[schedule[j]].kind == "bridge":
            j += 1
        if j < len(schedule) and schedule[j] >= 0:
            other = cards[schedule[j]]
            if other.kind == "half_stay" and _compatible(cards[x].country, other.country):
                out.append((i, j))
    return out


def _matchings(pairs: list[tuple[int, int]], start: int, used: frozenset) -> Iterator[tuple]:
    if start == len(pairs):
        yield ()
        return
    a, b = pairs[start]
    if a not in used and b not in used:
        for rest in _matchings(pairs, start + 1, used | {a, b}):
            yield ((a, b),) + rest
    yield from _matchings(pairs, start + 1, used)


def enumerate_readings(schedule: tuple[int, ...]) -> Iterator[Reading]:
    """Every reading, in the fixed order used to break exact ties."""
    cards = components().cards
    countries = [c.id for c in components().lookups.countries]
    for pairs in _matchings(candidate_pairs(schedule), 0, frozenset()):
        any_any = sum(
            1 for a, b in pairs if cards[schedule[a]].country == ANY == cards[schedule[b]].country
        )
        for choice in _choices(countries, any_any):
            yield Reading(pairs, choice)


def _choices(countries: list[str], n: int) -> Iterator[tuple[str, ...]]:
    if n == 0:
        yield ()
        return
    for first in countries:
        for rest in _choices(countries, n - 1):
            yield (first,) + rest


@dataclass(frozen=True)
class Cleaned:
    """A schedule after a reading: ``cells[k]`` is ``None`` for a gap (empty or removed)."""

    cells: tuple[Cell | None, ...]
    bridges: list[tuple[int, str | None]]
    unpaired: list[int]
    paired: int

    def destination_points(self) -> int:
        return sum(x.points for x in self.cells if x is not None and x.kind == "destination")

    def base_points(self) -> int:
        """Destinations, bridges (bonus or penalty) and paired half stays."""
        p = components().proposed
        valid = sum(1 for _, k in self.bridges if k is not None)
        invalid = len(self.bridges) - valid
        return (
            self.destination_points()
            + valid * p.bridge_valid_points
            + invalid * p.bridge_invalid_points
            + self.paired * p.half_stay_paired_points
        )

    def stay(self, slot: int) -> str:
        """The country of the paired half stay at ``slot`` (a slot of the reading's pairs:
        ``clean`` put a half stay there, and a half stay names a country)."""
        cell = self.cells[slot]
        assert cell is not None and cell.country is not None
        return cell.country

    def month(self, m: int) -> tuple[Cell | None, ...]:
        n = components().facts.slots_per_month
        return self.cells[m * n : m * n + n]

    def complete_months(self) -> int:
        return sum(
            1 for m in range(components().months) if all(x is not None for x in self.month(m))
        )

    def runs(self, country: str, min_len: int) -> list[tuple[int, int]]:
        """Maximal runs of consecutive cards of ``country`` at least ``min_len`` long."""
        out, start = [], None
        for k, x in enumerate(self.cells + (None,)):
            if x is not None and x.country == country:
                start = k if start is None else start
            elif start is not None:
                if k - start >= min_len:
                    out.append((start, k - 1))
                start = None
        return out


def clean(schedule: tuple[int, ...], reading: Reading) -> Cleaned:
    """Apply ``reading``: resolve half stays, remove the unpaired, judge every bridge run."""
    cards = components().cards
    cells: list[Cell | None] = []
    for x in schedule:
        if x == EMPTY or x < 0:
            cells.append(None)
            continue
        card = cards[x]
        cells.append(Cell(card.kind, card.country, card.holiday_type, card.points))
    paired: set[int] = set()
    any_any = iter(reading.any_any)
    for a, b in reading.pairs:
        paired.update((a, b))
        # a reading pairs only slots that hold half stays (``candidate_pairs``), never gaps
        ca, cb = cells[a].country, cells[b].country  # type: ignore[union-attr]
        country = next(any_any) if ca == ANY and cb == ANY else (cb if ca == ANY else ca)
        cells[a] = Cell("half_stay", country, None)
        cells[b] = Cell("half_stay", country, None)
    unpaired = [k for k, x in enumerate(cells) if x is not None and x.kind == "half_stay"]
    unpaired = [k for k in unpaired if k not in paired]
    for k in unpaired:
        cells[k] = None
    bridges: list[tuple[int, str | None]] = []
    k = 0
    while k < len(cells):
        cell = cells[k]
        if cell is None or cell.kind != "bridge":
            k += 1
            continue
        end = k
        while end + 1 < len(cells) and (nxt := cells[end + 1]) is not None and nxt.kind == "bridge":
            end += 1
        left = cells[k - 1] if k > 0 else None
        right = cells[end + 1] if end + 1 < len(cells) else None
        valid = left is not None and right is not None and left.country == right.country
        country = left.country if valid and left is not None else None
        for b in range(k, end + 1):
            bridges.append((b, country))
            cells[b] = Cell("bridge", country, None) if valid else None
        k = end + 1
    return Cleaned(tuple(cells), bridges, unpaired, len(paired))
