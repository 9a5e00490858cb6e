"""The legal actions of a position and their effects: the one source of legality.

A turn: any number of special actions (berry, nut, exchanges, animals), exactly one main
action (a leaf tile from your path, a squirrel, or instead a mushroom or a feather, which
then lays its tiles one drop at a time), more special actions, and ``EndTurn``.
"""

from __future__ import annotations

import dataclasses
import functools

from tabletop.engine import Action, EndTurn

from .actions import (
    SOLO_SOURCES,
    Berry,
    Exchange,
    Feather,
    Mushroom,
    NextGame,
    Nut,
    PlaceAnimal,
    PlaceLeaf,
    PlaceSquirrel,
    Refill,
)
from .components import catalogue
from .floor import (
    animal_spots,
    empty_spaces,
    fits,
    free_holes,
    lay_animal,
    lay_leaf,
    lay_squirrel,
    leaf_spots,
    neighbours,
)
from .paths import (
    compact_solo_row,
    mushroom_slots,
    refill_path,
    set_path,
    solo_path_tiles,
    solo_take,
    take_common_head,
    without,
)
from .shapes import bits, orientations, spot_at
from .solo import end_solo_turn, next_solo_game
from .state import (
    ALT_MAINS,
    BEFORE_MAIN,
    BERRY,
    BETWEEN_GAMES,
    COMMON,
    FEATHER,
    FEATHER_STEP,
    MAIN_DONE,
    MUSHROOM,
    MUSHROOM_STEP,
    NUT,
    IndianSummerState,
    Step,
    put,
)


def legal_actions(state: IndianSummerState) -> list[Action]:
    """Every legal action of the seat to move, in a fixed order."""
    if state.over:
        return []
    step = state.step
    if step.main == BETWEEN_GAMES:
        return [NextGame()]
    if step.refill:
        return [Refill(s) for s in SOLO_SOURCES if solo_path_tiles(state.solo, s)]  # type: ignore[arg-type]
    if step.main in ALT_MAINS:
        return alt_placements(state)
    out: list[Action] = []
    full = state.players[state.turn].forest.covered == catalogue().full
    if step.main == BEFORE_MAIN and not full:
        out += main_actions(state)  # empty only with limited squirrels: then EndTurn
    stuck = step.main == BEFORE_MAIN and not out
    out += special_actions(state)
    if step.main == MAIN_DONE or full or stuck:
        out.append(EndTurn())
    return out


# --- enumeration -----------------------------------------------------------------------


@functools.cache
def leaf_table(tile: str) -> tuple[tuple[int, PlaceLeaf], ...]:
    """Every placement of ``tile`` on an empty floor with its mask (built once per tile)."""
    pattern = catalogue().tiles[tile].pattern
    return tuple(
        (spot.mask, PlaceLeaf(tile, index, spot.row, spot.col))
        for index, spot in leaf_spots(0, pattern)
    )


@functools.cache
def animal_table(animal: str) -> dict[int, tuple[tuple[int, PlaceAnimal], ...]]:
    """Placements of an animal keyed by the bit of its first square (so only holes are tried)."""
    shape = catalogue().animal(animal).shape
    table: dict[int, list[tuple[int, PlaceAnimal]]] = {}
    for index, spot in animal_spots(catalogue().full, shape):
        first = (spot.mask & -spot.mask).bit_length() - 1
        table.setdefault(first, []).append(
            (spot.mask, PlaceAnimal(animal, index, spot.row, spot.col))
        )
    return {k: tuple(v) for k, v in table.items()}


def paired(holes: int) -> int:
    """The holes with another hole beside them: the only ones an animal (two or more
    connected squares) can cover."""
    return holes & neighbours(holes)


@functools.cache
def smallest_animal() -> int:
    return min(len(orientations(a.shape)[0].cells) for a in catalogue().animals)


@functools.cache
def _space_actions(cls: type, bit_index: int) -> Action:
    return cls(*divmod(bit_index, catalogue().width))


def placements(covered: int, tiles: tuple[str, ...]) -> list[Action]:
    """Every PlaceLeaf of these tiles on a floor with ``covered`` spaces."""
    out: list[Action] = []
    for tile in dict.fromkeys(tiles):
        out += [action for mask, action in leaf_table(tile) if not mask & covered]
    return out


def animal_placements(holes: int, animal: str, hole_bits: list[int] | None = None) -> list[Action]:
    """Every PlaceAnimal of this kind over the given free holes."""
    table = animal_table(animal)
    out: list[Action] = []
    for bit in bits(holes) if hole_bits is None else hole_bits:
        out += [action for mask, action in table.get(bit, ()) if mask & holes == mask]
    if not catalogue().settings.gaps.animals_turn_and_flip:
        out = [action for action in out if action.orientation == 0]  # type: ignore[attr-defined]
    return out


def squirrels_left(state: IndianSummerState) -> bool:
    """Squirrels are unlimited unless the settings say otherwise."""
    gaps = catalogue().settings.gaps
    if gaps.squirrels_unlimited:
        return True
    return sum(p.forest.squirrels.bit_count() for p in state.players) < gaps.squirrel_tokens


def squirrel_actions(state: IndianSummerState, cls: type) -> list[Action]:
    """``cls(row, col)`` for every empty space."""
    if not squirrels_left(state):
        return []
    return [_space_actions(cls, b) for b in bits(empty_spaces(state.players[state.turn].forest))]


def main_actions(state: IndianSummerState) -> list[Action]:
    player = state.players[state.turn]
    out = placements(player.forest.covered, player.path)
    out += squirrel_actions(state, PlaceSquirrel)
    if player.treasures[MUSHROOM] and any_fits(state, [t for _, t in mushroom_candidates(state)]):
        out.append(Mushroom())
    if player.treasures[FEATHER] and len(player.path) >= 2 and any_fits(state, player.path):
        out.append(Feather())
    return out


def any_fits(state: IndianSummerState, tiles: list[str] | tuple[str, ...]) -> bool:
    cat = catalogue()
    covered = state.players[state.turn].forest.covered
    return any(fits(covered, cat.tiles[t].pattern) for t in dict.fromkeys(tiles))


def mushroom_candidates(state: IndianSummerState) -> list[tuple[int, str]]:
    """(source, tile) pairs a mushroom may still take from."""
    used = state.step.sources
    if state.solo is not None:
        return [
            (-10 - s, state.solo.row[s])
            for s in mushroom_slots()
            if state.solo.row[s] and -10 - s not in used
        ]
    n = len(state.players)
    out = []
    for k in range(1, n):
        seat = (state.turn + k) % n
        path = state.players[seat].path
        if seat not in used and path:
            out.append((seat, path[0]))
    if n == 2 and COMMON not in used and state.common:
        out.append((COMMON, state.common[0]))
    return out


def alt_placements(state: IndianSummerState) -> list[Action]:
    covered = state.players[state.turn].forest.covered
    if state.step.main == MUSHROOM_STEP:
        return placements(covered, tuple(t for _, t in mushroom_candidates(state)))
    return placements(covered, state.players[state.turn].path)


def can_berry(state: IndianSummerState) -> bool:
    player = state.players[state.turn]
    return (
        player.treasures[BERRY] > 0
        and len(player.path) < catalogue().settings.paths.player_path_max
    )


def exchanges(state: IndianSummerState) -> list[Action]:
    ids = catalogue().treasure_ids
    held, supply = state.players[state.turn].treasures, state.supply
    out: list[Action] = []
    for give in range(4):
        if not held[give]:
            continue
        out += [Exchange(ids[give], ids[get]) for get in range(give) if supply[get]]
        if held[give] >= 2 and give < 3 and supply[give + 1]:
            out.append(Exchange(ids[give], ids[give + 1]))
    return out


def special_actions(state: IndianSummerState) -> list[Action]:
    cat = catalogue()
    player = state.players[state.turn]
    out: list[Action] = []
    if can_berry(state):
        if state.solo is None:
            if state.common:
                out.append(Berry())
        else:
            out += [Berry(s) for s in SOLO_SOURCES if solo_path_tiles(state.solo, s)]
    if player.treasures[NUT]:
        out += squirrel_actions(state, Nut)
    out += exchanges(state)
    holes = paired(free_holes(player.forest))
    if holes.bit_count() >= smallest_animal():
        hole_bits = bits(holes)
        for kind, left in zip(cat.animals, state.animals_left):
            if left:
                out += animal_placements(holes, kind.id, hole_bits)
    return out


# --- effects ---------------------------------------------------------------------------


def pay(state: IndianSummerState, kind: int, count: int = 1) -> IndianSummerState:
    """``count`` tokens of ``kind`` from the seat to move back to the common supply."""
    seat = state.turn
    player = state.players[seat]
    treasures = put(player.treasures, kind, player.treasures[kind] - count)
    players = put(state.players, seat, dataclasses.replace(player, treasures=treasures))
    return dataclasses.replace(
        state, players=players, supply=put(state.supply, kind, state.supply[kind] + count)
    )


def after_own_path(state: IndianSummerState) -> IndianSummerState:
    """An emptied Player Path refills at once (solo: the player chooses from where)."""
    if state.players[state.turn].path:
        return state
    if state.solo is None:
        return refill_path(state, state.turn, catalogue().settings.paths.player_path)
    if state.solo.top or state.solo.bottom:
        return dataclasses.replace(state, step=dataclasses.replace(state.step, refill=True))
    return state


def do_place_leaf(state: IndianSummerState, action: PlaceLeaf) -> IndianSummerState:
    cat = catalogue()
    seat, step = state.turn, state.step
    spot = spot_at(
        cat.tiles[action.tile].pattern,
        action.orientation,
        action.row,
        action.col,
        cat.width,
        cat.height,
    )
    assert spot is not None
    if step.main == MUSHROOM_STEP:
        state = _take_for_mushroom(state, action.tile)
    else:
        state = set_path(state, seat, without(state.players[seat].path, action.tile))
    state = lay_leaf(state, seat, action.tile, action.orientation, spot)
    if step.main == BEFORE_MAIN:
        return after_own_path(
            dataclasses.replace(state, step=dataclasses.replace(step, main=MAIN_DONE))
        )
    step = dataclasses.replace(state.step, placed=state.step.placed + 1)
    state = dataclasses.replace(state, step=step)
    if step.placed >= 2 or not alt_placements(state):
        state = _finish_alt(state)
    return state


def _take_for_mushroom(state: IndianSummerState, tile: str) -> IndianSummerState:
    source = next(s for s, t in mushroom_candidates(state) if t == tile)
    step = state.step
    if source == COMMON:
        _, state = take_common_head(state)
    elif source <= -10:
        solo = state.solo
        assert solo is not None
        state = dataclasses.replace(
            state, solo=dataclasses.replace(solo, row=put(solo.row, -10 - source, ""))
        )
    else:
        path = state.players[source].path[1:]
        state = set_path(state, source, path)
        if not path:
            step = dataclasses.replace(step, emptied=step.emptied + (source,))
    step = dataclasses.replace(step, sources=step.sources + (source,))
    return dataclasses.replace(state, step=step)


def _finish_alt(state: IndianSummerState) -> IndianSummerState:
    """The mushroom or feather is done: emptied paths refill in turn order."""
    step = state.step
    n = len(state.players)
    state = dataclasses.replace(state, step=Step(main=MAIN_DONE))
    if step.main == MUSHROOM_STEP and state.solo is not None:
        return compact_solo_row(state)
    for seat in sorted(step.emptied, key=lambda s: (s - state.turn) % n):
        state = refill_path(state, seat, catalogue().settings.paths.player_path)
    return after_own_path(state)


def do_berry(state: IndianSummerState, action: Berry) -> IndianSummerState:
    state = pay(state, BERRY)
    size = len(state.players[state.turn].path)
    target = catalogue().settings.paths.player_path
    want = target - size if size < target else 1
    if state.solo is None:
        return refill_path(state, state.turn, size + want)
    return solo_take(state, action.source, want)


def do_exchange(state: IndianSummerState, action: Exchange) -> IndianSummerState:
    ids = catalogue().treasure_ids
    give, get = ids.index(action.give), ids.index(action.get)
    state = pay(state, give, 2 if get > give else 1)
    seat = state.turn
    player = state.players[seat]
    player = dataclasses.replace(
        player, treasures=put(player.treasures, get, player.treasures[get] + 1)
    )
    return dataclasses.replace(
        state,
        players=put(state.players, seat, player),
        supply=put(state.supply, get, state.supply[get] - 1),
    )


def do_end_turn(state: IndianSummerState) -> IndianSummerState:
    from .scoring import finish_game

    if state.solo is not None:
        return end_solo_turn(state)
    cat = catalogue()
    ending = state.ending or state.players[state.turn].forest.covered == cat.full
    following = (state.turn + 1) % len(state.players)
    if ending and following == state.start:
        return finish_game(state)
    return dataclasses.replace(state, turn=following, step=Step(), ending=ending)


def advance(state: IndianSummerState, action: Action) -> IndianSummerState:
    """The position after a legal ``action``."""
    cat = catalogue()
    seat = state.turn
    if isinstance(action, PlaceLeaf):
        return do_place_leaf(state, action)
    if isinstance(action, PlaceSquirrel):
        state = lay_squirrel(state, seat, cat.bit(action.row, action.col))
        return dataclasses.replace(state, step=dataclasses.replace(state.step, main=MAIN_DONE))
    if isinstance(action, Nut):
        return lay_squirrel(pay(state, NUT), seat, cat.bit(action.row, action.col))
    if isinstance(action, Berry):
        return do_berry(state, action)
    if isinstance(action, (Mushroom, Feather)):
        if isinstance(action, Mushroom):
            return dataclasses.replace(pay(state, MUSHROOM), step=Step(main=MUSHROOM_STEP))
        return dataclasses.replace(pay(state, FEATHER), step=Step(main=FEATHER_STEP))
    if isinstance(action, Exchange):
        return do_exchange(state, action)
    if isinstance(action, PlaceAnimal):
        shape = cat.animal(action.animal).shape
        spot = spot_at(shape, action.orientation, action.row, action.col, cat.width, cat.height)
        assert spot is not None
        return lay_animal(state, seat, action.animal, action.orientation, spot)
    if isinstance(action, Refill):
        state = solo_take(state, action.source, catalogue().settings.paths.player_path)
        return dataclasses.replace(state, step=dataclasses.replace(state.step, refill=False))
    if isinstance(action, NextGame):
        return next_solo_game(state)
    if isinstance(action, EndTurn):
        return do_end_turn(state)
    raise TypeError(f"not an Indian Summer action: {action!r}")
