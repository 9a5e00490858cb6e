"""What a player could do in a position, enumerated fast: placements of leaf tiles, animals
and squirrels, the tiles a mushroom may take, the first tile of a feather, exchanges.

A subsidiary of ``legality`` (which assembles ``legal_actions``) shared with ``refusals``
(refusal reasons), the turn, the texts and the bots; nothing here changes a state.
``warm`` builds the placement tables when a game is set up.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator

from tabletop.engine import Action

from ..actions import Exchange, PlaceAnimal, PlaceLeaf
from ..components import components
from ..components.floor import animal_spots, fits, neighbours
from ..components.shapes import bits, orientations, spots
from ..state import BERRY, COMMON, IndianSummerState, empty_spaces


@functools.cache
def leaf_table(tile: str) -> tuple[tuple[int, PlaceLeaf], ...]:
    """Every placement of ``tile`` on an empty floor with its mask (built once per tile)."""
    return tuple(entry for group in leaf_groups(tile) for entry in group[2])


@functools.cache
def leaf_groups(tile: str) -> tuple[tuple[int, tuple[int, ...], tuple, tuple, tuple], ...]:
    """Per orientation of ``tile``: (the anchor bits that keep it on the floor, its squares'
    bit offsets, its placements with their masks, the placements alone, the placements
    by anchor bit).

    An anchor ``a`` is free when every square ``a + offset`` is empty, so one ``&`` of
    shifted empty masks per square gives every free anchor of an orientation at once
    (``placements`` then takes it whole or reads the placements of its free anchors)."""
    cat = components()
    pattern = cat.tiles[tile].pattern
    out = []
    for index, shape in enumerate(orientations(pattern)):
        on_floor = spots(pattern, index, cat.width, cat.height)
        entries = tuple(
            (spot.mask, PlaceLeaf(tile, index, spot.row, spot.col)) for spot in on_floor
        )
        by_bit: list[PlaceLeaf | None] = [None] * (cat.width * cat.height)
        anchors = 0
        for spot, (_, action) in zip(on_floor, entries):
            by_bit[spot.row * cat.width + spot.col] = action
            anchors |= 1 << (spot.row * cat.width + spot.col)
        offsets = tuple(r * cat.width + c for r, c in shape.cells)
        out.append((anchors, offsets, entries, tuple(a for _, a in entries), tuple(by_bit)))
    return tuple(out)


def warm() -> None:
    """Build every tile's placement tables now (about 0.1 s once per process), so the
    first turn that places a leaf, a player's or a bot's, does not pay for it mid-turn."""
    for tile in components().tiles:
        leaf_groups(tile)


@functools.cache
def animal_table(animal: str) -> dict[int, tuple[tuple[int, PlaceAnimal], ...]]:
    """Placements of an animal keyed by the bit of its first square (so only holes are tried)."""
    shape = components().animal(animal).shape
    table: dict[int, list[tuple[int, PlaceAnimal]]] = {}
    for index, spot in animal_spots(components().full, shape):
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
    return min(len(orientations(a.shape)[0].cells) for a in components().animals)


@functools.cache
def _space_actions(cls: type) -> tuple[Action, ...]:
    """``cls(row, col)`` for every space, by bit number (made once per class)."""
    cat = components()
    return tuple(cls(*divmod(b, cat.width)) for b in range(cat.width * cat.height))


def placements(covered: int, tiles: tuple[str, ...]) -> list[Action]:
    """Every PlaceLeaf of these tiles on a floor with ``covered`` spaces."""
    out: list[Action] = []
    empty = components().full & ~covered
    for tile in dict.fromkeys(tiles):
        for anchors, offsets, _, actions, by_bit in leaf_groups(tile):
            free = anchors
            for offset in offsets:
                free &= empty >> offset
            if free == anchors:
                out += actions
            elif free:
                out += [by_bit[b] for b in bits(free)]  # anchors in reading order
    return out


def animal_placements(
    holes: int, animal: str, hole_bits: list[int] | None = None
) -> list[PlaceAnimal]:
    """Every PlaceAnimal of this kind over the given free holes."""
    table = animal_table(animal)
    out: list[PlaceAnimal] = []
    for bit in bits(holes) if hole_bits is None else hole_bits:
        out += [action for mask, action in table.get(bit, ()) if mask & holes == mask]
    if not components().settings.gaps.animals_turn_and_flip:
        out = [action for action in out if action.orientation == 0]
    return out


def squirrels_left(state: IndianSummerState) -> bool:
    """Squirrels are unlimited unless the settings say otherwise."""
    gaps = components().settings.gaps
    if gaps.squirrels_unlimited:
        return True
    return sum(p.forest.squirrels.bit_count() for p in state.players) < gaps.squirrel_tokens


def squirrel_actions(state: IndianSummerState, cls: type) -> list[Action]:
    """``cls(row, col)`` for every empty space."""
    if not squirrels_left(state):
        return []
    table = _space_actions(cls)
    return [table[b] for b in bits(empty_spaces(state.players[state.turn].forest))]


def any_fits(state: IndianSummerState, tiles: list[str] | tuple[str, ...]) -> bool:
    cat = components()
    covered = state.players[state.turn].forest.covered
    return any(fits(covered, cat.tiles[t].pattern) for t in dict.fromkeys(tiles))


def mushroom_slots() -> tuple[int, ...]:
    """The solo row's mushroom spaces (after its numbered spaces)."""
    solo = components().settings.solo
    return tuple(range(solo.numbered_slots, solo.numbered_slots + solo.mushroom_slots))


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


def can_berry(state: IndianSummerState) -> bool:
    player = state.players[state.turn]
    return (
        player.treasures[BERRY] > 0
        and len(player.path) < components().settings.paths.player_path_max
    )


def exchanges(state: IndianSummerState) -> list[Action]:
    ids = components().treasure_ids
    held, supply = state.players[state.turn].treasures, state.supply
    out: list[Action] = []
    for give in range(4):
        if not held[give]:
            continue
        out += [Exchange(ids[give], ids[get]) for get in range(give) if supply[get]]
        if held[give] >= 2 and give < 3 and supply[give + 1]:
            out.append(Exchange(ids[give], ids[give + 1]))
    return out


# --- the feather (ruling IS-2) ---------------------------------------------------------


def leaf_options(covered: int, tiles: tuple[str, ...]) -> Iterator[tuple[int, PlaceLeaf]]:
    """(mask, action) for every PlaceLeaf of these tiles on a floor with ``covered`` spaces."""
    for tile in dict.fromkeys(tiles):
        for mask, action in leaf_table(tile):
            if not mask & covered:
                yield mask, action


def leaves_room(covered: int, mask: int, path: tuple[str, ...], tile: str) -> bool:
    """After laying ``tile`` over ``mask``, does another tile of ``path`` still fit?"""
    after = covered | mask
    pattern = components().tiles
    return any(fits(after, pattern[other].pattern) for other in path if other != tile)


def feather_firsts(covered: int, path: tuple[str, ...]) -> list[Action]:
    """The first tile of a feather: only where a second tile of the path can still be laid,
    so both tiles are always laid (IS-2: a feather never forgoes its second tile)."""
    return [
        action
        for mask, action in leaf_options(covered, path)
        if leaves_room(covered, mask, path, action.tile)
    ]


def feather_possible(covered: int, path: tuple[str, ...]) -> bool:
    """Can two tiles of ``path`` both be laid, in some order? (A feather is offered only then.)"""
    if len(path) < 2:
        return False
    return any(leaves_room(covered, mask, path, a.tile) for mask, a in leaf_options(covered, path))
