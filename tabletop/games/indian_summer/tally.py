"""What must never change during a game: every leaf tile, treasure token and animal tile
stays accounted for (``Game.conserved``, checked by the conformance suite)."""

from __future__ import annotations

from .components import components
from .floor import count_printed
from .state import IndianSummerState, add


def conserved(state: IndianSummerState) -> tuple:
    """All 75 leaf tiles, all 80 treasure tokens and all 20 animal tiles stay accounted for."""
    tiles = list(state.common) + list(state.reserve)
    tokens = state.supply
    placed = [0] * len(state.animals_left)
    ids = components().treasure_ids
    animal_ids = components().animal_ids
    for p in state.players:
        tiles += list(p.path) + [leaf.tile for leaf in p.forest.leaves]
        tokens = add(add(tokens, p.treasures), count_printed(p.forest.side, p.forest.tokens))
        for animal in p.forest.animals:
            placed[animal_ids.index(animal.animal)] += 1
    for kind in state.bonus:
        if kind:
            tokens = add(tokens, tuple(int(i == ids.index(kind)) for i in range(4)))  # type: ignore[arg-type]
    if state.solo is not None:
        s = state.solo
        tiles += (
            [t for t in s.row if t] + list(s.top) + list(s.bottom) + list(s.pool) + list(s.used)
        )
    animals = tuple(a + b for a, b in zip(placed, state.animals_left))
    return tuple(sorted(tiles)), tokens, animals
