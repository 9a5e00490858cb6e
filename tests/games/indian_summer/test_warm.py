"""A new game builds every tile's placement tables before the first turn, so the first
leaf placed (a bot's decision on its worker thread, or a player's drag) does not pay for
them mid-turn (bench --only think: an easy bot's first decision went over 0.1 s)."""

from tabletop.engine import Config
from tabletop.games.indian_summer.components import components
from tabletop.games.indian_summer.rules import options
from tabletop.games.indian_summer.setup import new_state


def test_new_game_builds_every_tiles_placements():
    options.leaf_groups.cache_clear()
    new_state(Config.default(2, seed=3))
    assert options.leaf_groups.cache_info().currsize == len(components().tiles)
    before = options.leaf_groups.cache_info().misses
    for tile in components().tiles:  # the first turn's look-ups are all hits now
        options.leaf_groups(tile)
    assert options.leaf_groups.cache_info().misses == before


def test_solo_game_builds_them_too():
    options.leaf_groups.cache_clear()
    new_state(Config.default(1, seed=3, mode="solo"))
    assert options.leaf_groups.cache_info().currsize == len(components().tiles)
