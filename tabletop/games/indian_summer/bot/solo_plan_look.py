"""The solo planner's quick look at leaf tile placements: every placement of a tile rated
from bit masks alone (covered spaces, the token its hole will carry, Areas close to
complete, spaces no tile can reach any more), best first, and the best single tiles and
pairs of tiles of a turn built from them (``solo_plan_turns`` plays them out exactly).
"""

from __future__ import annotations

import functools
import heapq
from collections.abc import Callable

from ..actions import PlaceLeaf
from ..components import components
from ..components.shapes import bits, orientations, spots

SINGLES = 5
"""One-tile main actions kept per berry choice."""
PAIRS = 5
"""Feather pairs kept per berry choice."""
MUSHROOMS = 4
"""Mushroom placements kept per berry choice."""
FIRSTS = 8
"""First tiles a pair is built on."""
KIND_WORTH = (0.6, 1.3, 3.0, 3.5)
"""A token on a hole, in spaces (berry, nut, mushroom, feather), for the quick look."""


class OutOfTime(Exception):
    """The planner's time ran out while a position's turns were being listed."""


@functools.cache
def leaf_spots(tile: str) -> tuple[tuple[int, int, PlaceLeaf], ...]:
    """Every placement of ``tile`` on an empty floor: (mask, hole bit, action)."""
    cat = components()
    pattern = cat.tiles[tile].pattern
    out = []
    for index in range(len(orientations(pattern))):
        for spot in spots(pattern, index, cat.width, cat.height):
            out.append((spot.mask, spot.hole_bit, PlaceLeaf(tile, index, spot.row, spot.col)))
    return tuple(out)


@functools.cache
def printed_masks(side: str) -> tuple[int, ...]:
    return components().floors[side].printed


@functools.cache
def _hole_worth(side: str) -> dict[int, float]:
    """The quick look's worth of a hole on each space with a printed treasure (by bit)."""
    out = {}
    for kind, mask in enumerate(printed_masks(side)):
        for b in bits(mask):
            out[1 << b] = KIND_WORTH[kind]
    return out


@functools.cache
def _board() -> tuple[int, int, int, int, tuple[int, ...]]:
    """(full, first column, last column, width, Area masks) for the quick look."""
    cat = components()
    first = last = 0
    for r in range(cat.height):
        first |= cat.bit(r, 0)
        last |= cat.bit(r, cat.width - 1)
    return cat.full, first, last, cat.width, cat.areas


AREA_TERM = tuple(6.0 if done == 12 else 3.0 * (done / 12) ** 3 for done in range(13))
"""The quick look's reward for an Area with this many spaces covered."""


def quick_value(side: str, covered: int, hole_bits: int) -> float:
    """A cheap look at a floor: covered spaces, tokens the new holes carry, Areas close to
    complete, minus spaces no tile can reach any more (``strategy.dead_spaces``, inlined:
    this runs for every placement tried)."""
    _, _, _, _, areas = _board()
    value = float(covered.bit_count())
    worth = _hole_worth(side)
    while hole_bits:
        low = hole_bits & -hole_bits
        value += worth.get(low, 0.0)
        hole_bits ^= low
    for mask in areas:
        value += AREA_TERM[(covered & mask).bit_count()]
    return value - 0.9 * _dead(covered)


def _dead(covered: int) -> int:
    """``strategy.dead_spaces`` with the board's constants at hand."""
    full, first, last, w, _ = _board()
    empty = full & ~covered
    a = (empty >> 1) & ~last
    b = (empty << 1) & ~first
    c = empty >> w
    d = (empty << w) & full
    two = (a & b) | (a & c) | (a & d) | (b & c) | (b & d) | (c & d)
    anyone = a | b | c | d
    one = empty & anyone & ~two
    nb = (((one >> 1) & ~last) | ((one << 1) & ~first) | (one >> w) | (one << w)) & full
    return ((empty & ~anyone) | (one & nb)).bit_count()


_SCORES: dict[tuple[str, int, str], list[tuple[float, int, int, PlaceLeaf]]] = {}
CACHE_SIZE = 20_000
"""Scored placement lists kept (per floor side, covered mask and tile)."""
KEEP_SCORED = 16
"""The best placements of a tile kept in its list (no turn looks further down)."""


def _tile_scores(side: str, covered: int, tile: str) -> list[tuple[float, int, int, PlaceLeaf]]:
    """Every placement of ``tile`` with its quick look, best first (cached: the berry
    choices of a turn and the turns of a beam share floors)."""
    key = (side, covered, tile)
    hit = _SCORES.get(key)
    if hit is not None:
        return hit
    full, first, last, w, areas = _board()
    worth = _hole_worth(side)
    base = covered.bit_count() + sum(AREA_TERM[(covered & m).bit_count()] for m in areas)
    out = []
    for mask, hole, action in leaf_spots(tile):
        if mask & covered:
            continue
        after = covered | mask
        value = base + mask.bit_count() + worth.get(hole, 0.0)
        for area in areas:
            if mask & area:
                value += (
                    AREA_TERM[(after & area).bit_count()] - AREA_TERM[(covered & area).bit_count()]
                )
        value -= 0.9 * _dead(after)
        out.append((value, mask, hole, action))
    out = heapq.nlargest(KEEP_SCORED, out, key=_first)
    if len(_SCORES) >= CACHE_SIZE:
        _SCORES.clear()
    _SCORES[key] = out
    return out


def _singles(
    side: str, covered: int, tiles: tuple[str, ...]
) -> list[tuple[float, int, int, PlaceLeaf]]:
    """Every placement of these tiles, best first by ``quick_value``."""
    out: list[tuple[float, int, int, PlaceLeaf]] = []
    for tile in dict.fromkeys(tiles):
        out += _tile_scores(side, covered, tile)
    out.sort(key=_first, reverse=True)
    return out


def _first(item: tuple) -> float:
    return item[0]


def best_singles(side: str, covered: int, tiles: tuple[str, ...], keep: int) -> list[PlaceLeaf]:
    """The ``keep`` best placements of one tile of ``tiles``, each on a different set of
    spaces."""
    out: list[PlaceLeaf] = []
    seen: set[int] = set()
    for _, mask, _, action in _singles(side, covered, tiles):
        if mask in seen:
            continue
        seen.add(mask)
        out.append(action)
        if len(out) >= keep:
            break
    return out


def best_pairs(
    side: str,
    covered: int,
    tiles: tuple[str, ...],
    keep: int,
    alone: bool,
    expired: Callable[[], bool] | None = None,
) -> list[tuple[PlaceLeaf, ...]]:
    """The ``keep`` best ways to lay two different tiles of ``tiles`` one after the other
    (each pair's first tile among the ``FIRSTS`` best single placements). ``alone``: a
    first tile after which no second fits may be laid by itself (a mushroom forgoes it)."""
    firsts = _singles(side, covered, tiles)
    scored: list[tuple[float, tuple[PlaceLeaf, ...]]] = []
    seen: set[tuple[int, frozenset[str]]] = set()
    used_firsts = 0
    for _, mask, hole, first in firsts:
        if used_firsts >= FIRSTS:
            break
        if expired is not None and expired():
            raise OutOfTime
        rest = list(tiles)
        rest.remove(first.tile)
        after = covered | mask
        seconds = _singles(side, after, tuple(rest)) if rest else []
        if not seconds:
            if alone:
                used_firsts += 1
                key = (mask, frozenset((first.tile,)))
                if key not in seen:
                    seen.add(key)
                    scored.append((quick_value(side, after, hole), (first,)))
            continue
        used_firsts += 1
        for _, mask2, hole2, second in seconds[:3]:
            key = (mask | mask2, frozenset((first.tile, second.tile)))
            if key in seen:
                continue
            seen.add(key)
            scored.append((quick_value(side, after | mask2, hole | hole2), (first, second)))
    scored.sort(key=lambda item: -item[0])
    return [pair for _, pair in scored[:keep]]
