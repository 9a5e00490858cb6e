"""The solo planner's moves: every sensible whole turn of a solo position, as the list of
actions that plays it and the position after it.

Once a solo game is dealt nothing in it is hidden or random (the 25 tiles lie open on the
Player Path, the Top and Bottom Paths and the numbered row; the random generator is used
only to deal the next game of a series), so a whole turn can be played out exactly with
``turn.advance``. A turn is put together from the pieces the rules allow, each cut to its
few best candidates by a cheap look at the floor (``quick_value``):

- berries before the main action (refill the path from one end of a path, or a sixth tile);
- the main action: one tile of the path, a feather's two tiles of the path, a mushroom's
  tiles of the mushroom spaces (paying for the feather or the mushroom by exchanges when it
  is not in hand), or a squirrel when no tile fits;
- the refill of an emptied path, from each end that gives a different path;
- after the main action, nuts completing an Area (or not), and every animal that brings a
  treasure, the best first;
- the end of the turn.
"""

from __future__ import annotations

import functools
import heapq
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from tabletop.engine import Action, EndTurn

from .actions import SOLO_SOURCES, Berry, Exchange, Feather, Mushroom, Nut, PlaceLeaf, Refill
from .components import components
from .floor import free_holes
from .options import animal_placements, animal_table, can_berry, mushroom_candidates, paired
from .paths import solo_path_tiles
from .shapes import bits, orientations, spots
from .state import BERRY, FEATHER, MUSHROOM, NUT, IndianSummerState
from .turn import advance

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


@dataclass(frozen=True)
class Turn:
    """A whole turn: the actions that play it and the position after its ``EndTurn``."""

    actions: tuple[Action, ...]
    after: IndianSummerState


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
def _printed(side: str) -> tuple[int, ...]:
    return components().floors[side].printed


@functools.cache
def _hole_worth(side: str) -> dict[int, float]:
    """The quick look's worth of a hole on each space with a printed treasure (by bit)."""
    out = {}
    for kind, mask in enumerate(_printed(side)):
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
        empty = full & ~after
        a = (empty >> 1) & ~last
        b = (empty << 1) & ~first
        c = empty >> w
        d = (empty << w) & full
        two = (a & b) | (a & c) | (a & d) | (b & c) | (b & d) | (c & d)
        anyone = a | b | c | d
        one = empty & anyone & ~two
        nb = (((one >> 1) & ~last) | ((one << 1) & ~first) | (one >> w) | (one << w)) & full
        value -= 0.9 * ((empty & ~anyone) | (one & nb)).bit_count()
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


def payment(state: IndianSummerState, kind: int) -> list[Action] | None:
    """The exchanges that bring one token of ``kind`` (mushroom or feather) to hand, the
    cheapest way; ``[]`` if one is in hand, ``None`` if it cannot be had."""
    b, n, m, f = state.players[0].treasures
    supply = state.supply
    ids = components().treasure_ids
    ex = Exchange

    def ok(*needs: int) -> bool:
        return all(supply[k] > 0 for k in needs)

    if kind == MUSHROOM:
        if m:
            return []
        if n >= 2 and ok(MUSHROOM):
            return [ex(ids[NUT], ids[MUSHROOM])]
        if n == 1 and b >= 2 and ok(NUT, MUSHROOM):
            return [ex(ids[BERRY], ids[NUT]), ex(ids[NUT], ids[MUSHROOM])]
        if f and ok(MUSHROOM):
            return [ex(ids[FEATHER], ids[MUSHROOM])]
        return None
    if f:
        return []
    if m >= 2 and ok(FEATHER):
        return [ex(ids[MUSHROOM], ids[FEATHER])]
    if m == 1 and n >= 2 and ok(MUSHROOM, FEATHER):
        return [ex(ids[NUT], ids[MUSHROOM]), ex(ids[MUSHROOM], ids[FEATHER])]
    return None


def _play(state: IndianSummerState, actions: list[Action]) -> IndianSummerState:
    for action in actions:
        state = advance(state, action)
    return state


def _berry_prefixes(state: IndianSummerState) -> list[tuple[IndianSummerState, tuple]]:
    """The positions after no berry, one berry, or (with two in hand) two berries, each
    from any end of a path; positions alike kept once."""
    out = [(state, ())]
    seen = {_path_key(state)}
    frontier = [(state, ())]
    for _ in range(2):
        nxt = []
        for base, acts in frontier:
            if not can_berry(base):
                continue
            for source in SOLO_SOURCES:
                if not solo_path_tiles(base.solo, source):  # type: ignore[arg-type]
                    continue
                after = advance(base, Berry(source))
                key = _path_key(after)
                if key in seen:
                    continue
                seen.add(key)
                out.append((after, acts + (Berry(source),)))
                nxt.append((after, acts + (Berry(source),)))
        frontier = nxt
    return out


def _path_key(state: IndianSummerState) -> tuple:
    solo = state.solo
    assert solo is not None
    return (state.players[0].path, solo.top, solo.bottom, state.players[0].treasures)


def main_options(
    state: IndianSummerState, expired: Callable[[], bool] | None = None
) -> Iterator[list[Action]]:
    """The main actions worth trying in ``state`` (before the main action); ``expired`` as
    in ``turns``."""
    player = state.players[0]
    side, covered, path = player.forest.side, player.forest.covered, player.path
    singles = best_singles(side, covered, path, SINGLES)
    for action in singles:
        yield [action]
    if len(path) >= 2:
        pay = payment(state, FEATHER)
        if pay is not None:
            for pair in best_pairs(side, covered, path, PAIRS, False, expired):
                yield pay + [Feather(), *pair]
    queue = tuple(t for _, t in mushroom_candidates(state))
    if queue:
        pay = payment(state, MUSHROOM)
        if pay is not None:
            for pair in best_pairs(side, covered, queue, MUSHROOMS, True, expired):
                yield pay + [Mushroom(), *pair]
    if not singles:
        empty = components().full & ~covered
        if empty:
            from .actions import PlaceSquirrel

            bit = _best_squirrel(side, covered)
            yield [PlaceSquirrel(*divmod(bit, components().width))]


def _best_squirrel(side: str, covered: int) -> int:
    empty = components().full & ~covered
    return max(bits(empty), key=lambda b: quick_value(side, covered | (1 << b), 0))


def _refills(state: IndianSummerState) -> list[tuple[IndianSummerState, tuple]]:
    if not state.step.refill:
        return [(state, ())]
    out, seen = [], set()
    for source in SOLO_SOURCES:
        if not solo_path_tiles(state.solo, source):  # type: ignore[arg-type]
            continue
        after = advance(state, Refill(source))
        key = _path_key(after)
        if key not in seen:
            seen.add(key)
            out.append((after, (Refill(source),)))
    return out


def _nut_completions(state: IndianSummerState) -> list[Action]:
    """Nuts (in hand) that complete Areas, the Area with fewest gaps first."""
    cat = components()
    covered = state.players[0].forest.covered
    nuts = state.players[0].treasures[NUT]
    out: list[Action] = []
    for mask in sorted(cat.areas, key=lambda m: (m & ~covered).bit_count()):
        gaps = mask & ~covered
        if not gaps:
            continue
        need = gaps.bit_count()
        if need > nuts:
            break
        out += [Nut(*divmod(b, cat.width)) for b in bits(gaps)]
        nuts -= need
        covered |= gaps
    return out


def _animals(state: IndianSummerState) -> tuple[IndianSummerState, list[Action]]:
    """Every animal that brings a treasure, the best first, while one does."""
    cat = components()
    acts: list[Action] = []
    while True:
        forest = state.players[0].forest
        holes = paired(free_holes(forest))
        if holes.bit_count() < 2:
            return state, acts
        printed = _printed(forest.side)
        best, best_gain = None, 0.0
        for kind, left, bonus in zip(cat.animals, state.animals_left, state.bonus):
            if not left:
                continue
            extra = KIND_WORTH[cat.treasure_ids.index(bonus)] if bonus else 0.0
            for mask, action in _animal_options(holes, kind.id):
                gain = extra + sum(
                    KIND_WORTH[k] * (printed[k] & mask).bit_count() for k in range(4)
                )
                if gain > best_gain + 1e-9:
                    best, best_gain = action, gain
        if best is None:
            return state, acts
        state = advance(state, best)
        acts.append(best)


def _animal_options(holes: int, animal: str) -> list[tuple[int, Action]]:
    """(mask, action) of every legal placement of ``animal`` over the free ``holes``."""
    legal = set(animal_placements(holes, animal))
    table = animal_table(animal)
    return [(m, a) for b in bits(holes) for m, a in table.get(b, ()) if a in legal]


def turns(state: IndianSummerState, expired: Callable[[], bool] | None = None) -> list[Turn]:
    """The whole turns worth trying from ``state``, a solo position at the start of a turn
    (nothing taken yet). Each ends with ``EndTurn``. ``expired`` is asked between the
    pieces; when it says yes, ``OutOfTime`` is raised."""
    out: list[Turn] = []
    for before, berries in _berry_prefixes(state):
        for main in main_options(before, expired):
            if expired is not None and expired():
                raise OutOfTime
            try:
                after_main = _play(before, main)
            except (AssertionError, ValueError, IndexError, StopIteration):
                continue
            if after_main.step.alt:  # a tile of the alt main is still to lay: not sensible
                continue
            for refilled, refill in _refills(after_main):
                head = berries + tuple(main) + refill
                for nuts in _nut_variants(refilled):
                    position = _play(refilled, nuts)
                    position, animals = _animals(position)
                    acts = head + tuple(nuts) + tuple(animals) + (EndTurn(),)
                    out.append(Turn(acts, advance(position, EndTurn())))
    return out


def _nut_variants(state: IndianSummerState) -> list[list[Action]]:
    nuts = _nut_completions(state)
    return [[], nuts] if nuts else [[]]
