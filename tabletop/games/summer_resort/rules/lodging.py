"""Accommodation (phase III b): the four rules of the book as a small optimisation.

Among all ways to put new guests into houses (at most two new guests per house, each
guest only in a house type that suits them), the best ways are, in this order (ruling
SR-1, the book's rules read as a ranking):

1. house as many new guests as possible;
2. rule 3, "empty houses must be used first": put the most new guests into houses that
   were empty (no old guests) when accommodation began;
3. rule 4: use as few houses as possible;
4. collect the most rent now (the old guests of the houses used leave and pay).

Houses with the same top card and the same old guests are interchangeable, so the
arrangements are enumerated per group of such houses; arrangements that differ only by
swapping interchangeable houses are one choice. Where several choices remain equally good,
the player picks one of them.
"""

from __future__ import annotations

import functools
from itertools import combinations_with_replacement
from operator import add, le, sub

from ..components import components
from ..state import Lot

Fill = tuple[str, ...]
"""The new guests of one house, sorted by vacationer order."""


@functools.cache
def _order() -> dict[str, int]:
    return {v.id: i for i, v in enumerate(components().vacationers)}


@functools.cache
def suits(level: int) -> tuple[str, ...]:
    """Vacationer types that will stay in a house of this level (0: a bare forest, none)."""
    if level == 0:
        return ()
    house = components().houses[level - 1].id
    return tuple(v.id for v in components().vacationers if house in v.houses)


@functools.cache
def fills(level: int) -> tuple[Fill, ...]:
    """Every set of new guests one house of this level can take, largest first."""
    kinds = suits(level)
    out: list[Fill] = [()]
    out += [(k,) for k in kinds]
    out += list(combinations_with_replacement(kinds, 2))
    return tuple(sorted(out, key=lambda f: (-len(f), [_order()[k] for k in f])))


def _count(guests: tuple[str, ...]) -> tuple[int, ...]:
    order = _order()
    counts = [0] * len(order)
    for g in guests:
        counts[order[g]] += 1
    return tuple(counts)


def _groups(lots: tuple[Lot, ...]) -> list[tuple[tuple[int, tuple[str, ...]], list[int]]]:
    """Houses grouped by (level, old guests): the members of a group are interchangeable."""
    groups: dict[tuple[int, tuple[str, ...]], list[int]] = {}
    for i, lot in enumerate(lots):
        if lot.is_house:
            key = (lot.level, tuple(sorted(lot.guests, key=_order().__getitem__)))
            groups.setdefault(key, []).append(i)
    return list(groups.items())


Score = tuple[int, int, int]
"""What ranks arrangements housing the same guests, smaller first: (minus the new guests
put into empty houses, houses used, minus the rent collected now)."""


def rent(guests: tuple[str, ...]) -> int:
    """Zł the guests pay when they leave."""
    return sum(_value(g) for g in guests)


@functools.cache
def _value(kind: str) -> int:
    return components().vacationer(kind).value


@functools.cache
def _group_choices(level: int, size: int, old: tuple[str, ...]):
    """(used counts, score, fills) for each way to fill one group of ``size`` houses."""
    out = []
    for combo in combinations_with_replacement(fills(level), size):
        used = _count(tuple(g for f in combo for g in f))
        houses = sum(1 for f in combo if f)
        into_empty = 0 if old else sum(used)
        out.append((used, (-into_empty, houses, -rent(old) * houses), combo))
    return out


def _add(a: Score, b: Score) -> Score:
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2])


def _sub(a: Score, b: Score) -> Score:
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2])


def arrangements(lots: tuple[Lot, ...], guests: tuple[str, ...]) -> list[tuple[Fill, ...]]:
    """The equally best arrangements: per lot, its new guests (one per interchangeable choice).

    A forward pass finds, for each number of guests used per type, the best ``Score``
    after each group; a backward pass then follows only optimal steps. The answer depends
    only on ``lots`` and ``guests`` (immutable), so it is computed once per pair. Without
    new guests the one arrangement leaves every lot as it is.
    """
    if not guests:
        return [((),) * len(lots)]
    return list(_arrangements(lots, guests))


@functools.lru_cache(maxsize=8192)
def _arrangements(lots: tuple[Lot, ...], guests: tuple[str, ...]) -> tuple[tuple[Fill, ...], ...]:
    groups = _groups(lots)
    shape = tuple((level, old, len(members)) for (level, old), members in groups)
    out = [_spread(lots, groups, partial) for partial in _best_choices(shape, _count(guests))]
    return tuple(sorted(out, key=_arrangement_key))


@functools.lru_cache(maxsize=8192)
def _best_choices(
    shape: tuple[tuple[int, tuple[str, ...], int], ...], available: tuple[int, ...]
) -> tuple[tuple[tuple[Fill, ...], ...], ...]:
    """The optimal choices per group for groups of ``(level, old guests, houses)`` and the
    new guests counted per type: it depends only on these, so each is solved once."""
    choices = [_group_choices(level, size, old) for level, old, size in shape]
    zero = (0,) * len(available)
    layers: list[dict[tuple[int, ...], Score]] = [{zero: (0, 0, 0)}]
    for options in choices:
        nxt: dict[tuple[int, ...], Score] = {}
        for key, before in layers[-1].items():
            for used, step, _ in options:
                total = tuple(map(add, key, used))
                if not all(map(le, total, available)):
                    continue
                score = _add(before, step)
                if total not in nxt or score < nxt[total]:
                    nxt[total] = score
        layers.append(nxt)
    final = layers[-1]
    most = max(sum(k) for k in final)
    best = min(v for k, v in final.items() if sum(k) == most)
    out: list[tuple[tuple[Fill, ...], ...]] = []
    for key, score in final.items():
        if sum(key) == most and score == best:
            out.extend(_backtrack(layers, choices, len(choices), key, score))
    return tuple(out)


def _backtrack(layers, choices, depth, key, score):
    """Every sequence of group choices that reaches ``key`` with ``score`` optimally."""
    if depth == 0:
        yield ()
        return
    previous = layers[depth - 1]
    for used, step, combo in choices[depth - 1]:
        before = tuple(map(sub, key, used))
        if min(before) < 0:
            continue
        want = _sub(score, step)
        if previous.get(before) == want:
            for partial in _backtrack(layers, choices, depth - 1, before, want):
                yield partial + (combo,)


def _spread(lots, groups, partial) -> tuple[Fill, ...]:
    result: list[Fill] = [()] * len(lots)
    for (_, members), combo in zip(groups, partial):
        for lot, fill in zip(members, combo):
            result[lot] = fill
    return tuple(result)


def _arrangement_key(arrangement: tuple[Fill, ...]):
    return [(-len(f), [_order()[g] for g in f]) for f in arrangement]


def placed(arrangement: tuple[Fill, ...]) -> tuple[str, ...]:
    """All guests an arrangement places."""
    return tuple(g for fill in arrangement for g in fill)


def leftover(guests: tuple[str, ...], arrangement: tuple[Fill, ...]) -> tuple[str, ...]:
    """The guests an arrangement leaves without a house."""
    rest = list(guests)
    for g in placed(arrangement):
        if g in rest:  # tolerant, so a log line can be written for any proposed arrangement
            rest.remove(g)
    return tuple(sorted(rest, key=_order().__getitem__))


def explain_arrangement(
    lots: tuple[Lot, ...], guests: tuple[str, ...], arrangement: tuple[Fill, ...]
) -> str:
    """Why an arrangement is not one of the best ones, naming the rule it breaks."""
    names = {v.id: v.name.lower() + "s" for v in components().vacationers}
    if len(arrangement) != len(lots):
        return "Say which new guests go to each lot of your resort."
    rest = list(guests)
    for i, fill in enumerate(arrangement):
        if len(fill) > 2:
            return "A house takes at most two new guests."
        for g in fill:
            if g not in rest:
                return "You can only accommodate the vacationers you invited."
            rest.remove(g)
            if g not in suits(lots[i].level):
                house = lots[i].top
                if house == "forest":
                    return "A bare forest lot takes no guests; build a cottage first."
                return f"{names[g].capitalize()} will not stay in a {house}."
    best = arrangements(lots, guests)[0]
    if len(placed(arrangement)) < len(placed(best)):
        return "Accommodate as many of your new vacationers as you can."
    mine, theirs = score(lots, arrangement), score(lots, best)
    if mine[0] > theirs[0]:
        return "Empty houses must be filled before guests already staying are sent home."
    if mine[1] > theirs[1]:
        return "Put the new vacationers in as few houses as possible."
    if mine[2] > theirs[2]:
        return "Of the ways that are otherwise equal, take the one whose leaving guests pay most."
    return "Pick one of the offered arrangements (this one is the same as another)."


def score(lots: tuple[Lot, ...], arrangement: tuple[Fill, ...]) -> Score:
    """The ``Score`` of one arrangement: new guests into empty houses (rule 3), houses
    used (rule 4), rent collected now."""
    used = [(lot, fill) for lot, fill in zip(lots, arrangement) if fill]
    into_empty = sum(len(fill) for lot, fill in used if not lot.guests)
    return (-into_empty, len(used), -sum(rent(lot.guests) for lot, _ in used))
