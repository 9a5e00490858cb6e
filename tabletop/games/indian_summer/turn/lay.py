"""What laying a piece does on a forest floor: a leaf tile (a token on a hole over a
printed treasure), a squirrel, an animal (the treasures under it and its bonus), and the
Areas completed paying out their tokens at once."""

from __future__ import annotations

from tabletop.engine.evolve import evolve

from ..components import components
from ..components.floor import count_printed, printed_kind
from ..components.shapes import Spot
from ..state import Forest, IndianSummerState, PlacedAnimal, PlacedLeaf, Treasures, add, one, put


def _take(supply: Treasures, wanted: Treasures) -> Treasures:
    """As many of ``wanted`` as the supply holds (an empty supply gives nothing)."""
    w, s = wanted, supply
    return (min(w[0], s[0]), min(w[1], s[1]), min(w[2], s[2]), min(w[3], s[3]))


def gain(state: IndianSummerState, seat: int, wanted: Treasures) -> IndianSummerState:
    """Move ``wanted`` tokens (as far as the supply reaches) into ``seat``'s supply."""
    got = _take(state.supply, wanted)
    player = state.players[seat]
    player = evolve(player, treasures=add(player.treasures, got))
    supply = tuple(s - g for s, g in zip(state.supply, got))
    return evolve(state, players=put(state.players, seat, player), supply=supply)


def set_forest(state: IndianSummerState, seat: int, forest: Forest) -> IndianSummerState:
    player = evolve(state.players[seat], forest=forest)
    return evolve(state, players=put(state.players, seat, player))


def harvest(state: IndianSummerState, seat: int, before: int) -> IndianSummerState:
    """Areas completed since ``before`` (the covered mask) give up their tokens at once."""
    forest = state.players[seat].forest
    for mask in components().areas:
        if before & mask != mask and forest.covered & mask == mask and forest.tokens & mask:
            found = count_printed(forest.side, forest.tokens & mask)
            forest = evolve(forest, tokens=forest.tokens & ~mask)
            state = set_forest(state, seat, forest)
            player = state.players[seat]
            player = evolve(player, treasures=add(player.treasures, found))
            state = evolve(state, players=put(state.players, seat, player))
    return state


def lay_leaf(
    state: IndianSummerState, seat: int, tile: str, orientation: int, spot: Spot
) -> IndianSummerState:
    """Lay a leaf tile; a hole over a printed treasure gets a token; Areas may complete."""
    forest = state.players[seat].forest
    before = forest.covered
    forest = evolve(
        forest,
        covered=before | spot.mask,
        holes=forest.holes | spot.hole_bit,
        leaves=forest.leaves + (PlacedLeaf(tile, orientation, spot.row, spot.col),),
    )
    kind = printed_kind(forest.side, spot.hole_bit)
    if kind is not None and state.supply[kind] > 0:
        forest = evolve(forest, tokens=forest.tokens | spot.hole_bit)
        state = evolve(state, supply=put(state.supply, kind, state.supply[kind] - 1))
    state = set_forest(state, seat, forest)
    return harvest(state, seat, before)


def lay_squirrel(state: IndianSummerState, seat: int, bit: int) -> IndianSummerState:
    """A squirrel on an empty space (a printed treasure under it gives nothing)."""
    forest = state.players[seat].forest
    before = forest.covered
    forest = evolve(forest, covered=before | bit, squirrels=forest.squirrels | bit)
    return harvest(set_forest(state, seat, forest), seat, before)


def lay_animal(
    state: IndianSummerState, seat: int, animal: str, orientation: int, spot: Spot
) -> IndianSummerState:
    """An animal over empty holes: a token per printed treasure beneath, plus its bonus."""
    cat = components()
    kind_index = cat.animal_ids.index(animal)
    forest = state.players[seat].forest
    forest = evolve(
        forest,
        animal_cells=forest.animal_cells | spot.mask,
        animals=forest.animals + (PlacedAnimal(animal, orientation, spot.row, spot.col),),
    )
    state = set_forest(state, seat, forest)
    state = gain(state, seat, count_printed(forest.side, spot.mask))
    bonus = state.bonus[kind_index]
    left = state.animals_left[kind_index] - 1
    state = evolve(state, animals_left=put(state.animals_left, kind_index, left))
    if bonus:
        t = cat.treasure_ids.index(bonus)
        player = state.players[seat]
        player = evolve(player, treasures=add(player.treasures, one(t)))
        state = evolve(
            state, players=put(state.players, seat, player), bonus=put(state.bonus, kind_index, "")
        )
    return state
