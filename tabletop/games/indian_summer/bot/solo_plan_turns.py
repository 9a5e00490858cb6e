"""The solo planner's moves: every sensible whole turn of a solo position, as the list of
actions that plays it and the position after it.

Once a solo game is dealt nothing in it is hidden or random (the 25 tiles lie open on the
Player Path, the Top and Bottom Paths and the numbered row; the random generator is used
only to deal the next game of a series), so a whole turn can be played out exactly with
``turn.advance``. A turn is put together from the pieces the rules allow, each cut to its
few best candidates by a cheap look at the floor (``solo_plan_look``):

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

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from tabletop.engine import Action, EndTurn

from ..actions import SOLO_SOURCES, Berry, Exchange, Feather, Mushroom, Nut, PlaceSquirrel, Refill
from ..components import components
from ..components.shapes import bits
from ..rules.options import (
    animal_placements,
    animal_table,
    can_berry,
    mushroom_candidates,
    paired,
)
from ..state import BERRY, FEATHER, MUSHROOM, NUT, IndianSummerState, free_holes, solo_path_tiles
from ..turn import advance
from .solo_plan_look import (
    KIND_WORTH,
    MUSHROOMS,
    PAIRS,
    SINGLES,
    OutOfTime,
    best_pairs,
    best_singles,
    printed_masks,
    quick_value,
)

__all__ = ["OutOfTime", "Turn", "main_options", "payment", "turns"]


@dataclass(frozen=True)
class Turn:
    """A whole turn: the actions that play it and the position after its ``EndTurn``."""

    actions: tuple[Action, ...]
    after: IndianSummerState


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


def _berry_prefixes(state: IndianSummerState) -> list[tuple[IndianSummerState, tuple[Berry, ...]]]:
    """The positions after no berry, one berry, or (with two in hand) two berries, each
    from any end of a path; positions alike kept once."""
    out: list[tuple[IndianSummerState, tuple[Berry, ...]]] = [(state, ())]
    seen = {_path_key(state)}
    frontier: list[tuple[IndianSummerState, tuple[Berry, ...]]] = [(state, ())]
    for _ in range(2):
        nxt: list[tuple[IndianSummerState, tuple[Berry, ...]]] = []
        for base, acts in frontier:
            if not can_berry(base):
                continue
            for source in SOLO_SOURCES:
                # a solo position: ``solo`` is set
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
        # a refill is a solo step: ``solo`` is set
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
        printed = printed_masks(forest.side)
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
