"""Helpers a table uses while a tile is in hand; and treasures running out."""

from tabletop.games.indian_summer import GAME
from tabletop.games.indian_summer.actions import PlaceLeaf
from tabletop.games.indian_summer.hints import (
    flip_tile,
    legal_anchors,
    orientation_count,
    trial_fit,
    turn_tile,
)

from .helpers import at_turn, forest, new, orient, play, set_player


def test_anyone_may_try_a_tile_on_their_own_floor_at_any_time():
    state = at_turn(new(2, sides=("S1a", "S1a")), 0)
    floor = forest("S1a", "\n".join(["##......"] + ["........"] * 8))
    state = set_player(state, 1, floor=floor)
    assert trial_fit(state, 1, "G01", 0, 0, 0) == "A leaf tile may not overlap another leaf tile."
    assert trial_fit(state, 1, "G01", 0, 0, 2) is None
    assert trial_fit(state, 1, "G01", 0, 0, 7) == (
        "A leaf tile may not stick out over the edge of your forest floor."
    )


def test_legal_anchors_light_the_cells_for_the_tile_in_hand():
    state = at_turn(new(2, sides=("S1a", "S1a")), 0)
    state = set_player(state, 0, path=("R28",), floor=forest("S1a", "\n".join(["........"] * 9)))
    anchors = legal_anchors(state, "R28", 0)
    assert len(anchors) == 42 and (0, 0) in anchors and (6, 5) in anchors
    assert all(GAME.check(state, PlaceLeaf("R28", 0, r, c)) is None for r, c in anchors)


def test_r_and_f_walk_through_every_orientation():
    for tile in ("G13", "Y21", "R10", "raccoon"):
        count = orientation_count(tile)
        seen = set()
        for start in range(count):
            index = start
            for _ in range(4):
                seen.add(index)
                seen.add(flip_tile(tile, index))
                index = turn_tile(tile, index)
            assert index == start
        assert seen == set(range(count))


def test_a_hole_over_a_treasure_the_supply_has_run_out_of_gives_nothing():
    import dataclasses

    state = at_turn(new(2, sides=("S1a", "S1a")), 0)
    state = set_player(state, 0, path=("G01", "G02"))
    state = dataclasses.replace(state, supply=(state.supply[0], 0) + state.supply[2:])
    state = play(state, PlaceLeaf("G01", orient("G01", "o##"), 4, 3))  # hole on a nut
    assert state.players[0].forest.tokens == 0
    assert state.players[0].forest.holes == 1 << (4 * 8 + 3)


def test_drawing_helpers():
    from tabletop.games.indian_summer.hints import hole_cell, leaf_cells, printed_treasure

    index = orient("G01", "#/#/o")
    assert leaf_cells("G01", index, 2, 5) == [(2, 5), (3, 5), (4, 5)]
    assert hole_cell("G01", index, 2, 5) == (4, 5)
    assert leaf_cells("hedgehog", 0, 0, 0) == [(0, 0), (0, 1), (1, 0), (1, 1)]
    assert printed_treasure("S1a", 0, 2) == "berry"
    assert printed_treasure("S1a", 4, 5) == "feather"
    assert printed_treasure("S1a", 0, 0) is None
