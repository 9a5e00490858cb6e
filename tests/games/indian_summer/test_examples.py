"""The rulebook's worked examples, with its numbers (floors use proposed side S1a).

S1a's printed treasures by Area (row, column from 0):
  Area 1 (rows 0-2, columns 0-3): berry 0,2; mushrooms 2,0 and 2,3
  Area 2 (rows 0-2, columns 4-7): mushroom 0,5; berries 1,4 and 2,7; nut 2,5
  Area 3 (rows 3-5, columns 0-3): berry 3,2; mushroom 4,1; nuts 4,3 and 5,2
  Area 4 (rows 3-5, columns 4-7): berry 3,4; mushroom 3,6; feather 4,5; nut 5,6
"""

import dataclasses

from tabletop.engine import EndTurn
from tabletop.games.indian_summer.actions import (
    Berry,
    Exchange,
    Feather,
    Mushroom,
    Nut,
    PlaceAnimal,
    PlaceLeaf,
    PlaceSquirrel,
)
from tabletop.games.indian_summer.components import components

from .helpers import at_turn, extra_side, forest, orient, play, set_player
from .helpers import new as _new

HUBERT, CLAUS, TINI, MATILDA = range(4)
SAME = ("S1a",) * 4


def new(players: int = 4):
    return _new(players, sides=SAME)


BIT = components().bit


def test_tini_takes_her_third_tile():
    state = at_turn(new(), TINI)
    path = state.players[TINI].path
    state = play(state, PlaceLeaf(path[2], 0, 0, 0))
    assert state.players[TINI].path == path[:2] + path[3:]
    assert state.players[TINI].forest.leaves[0].tile == path[2]
    assert state.step.main == "done"


def test_claus_places_a_squirrel_and_gets_nothing_for_the_berry_under_it():
    state = at_turn(new(), CLAUS)
    supply, treasures = state.supply, state.players[CLAUS].treasures
    state = play(state, PlaceSquirrel(0, 2))  # a berry is printed there
    forest = state.players[CLAUS].forest
    assert forest.squirrels == BIT(0, 2) == forest.covered
    assert state.supply == supply and state.players[CLAUS].treasures == treasures
    assert state.step.main == "done"


def test_tini_covers_a_nut_with_a_hole_and_a_nut_token_goes_on_it():
    state = at_turn(new(), TINI)
    state = set_player(state, TINI, path=("G01",))
    nuts = state.supply[1]
    state = play(state, PlaceLeaf("G01", orient("G01", "o##"), 4, 3))  # hole on the nut at 4,3
    forest = state.players[TINI].forest
    assert forest.tokens == BIT(4, 3) and forest.holes == BIT(4, 3)
    assert state.supply[1] == nuts - 1
    assert state.players[TINI].treasures == (1, 1, 1, 0)  # the token lies on the hole


def test_claus_hole_over_empty_ground_gives_nothing():
    state = at_turn(new(), CLAUS)
    state = set_player(state, CLAUS, path=("G01", "G02"))
    supply = state.supply
    state = play(state, PlaceLeaf("G01", orient("G01", "o##"), 0, 0))
    assert state.players[CLAUS].forest.holes == BIT(0, 0)
    assert state.players[CLAUS].forest.tokens == 0 and state.supply == supply


def test_claus_completes_an_area_and_takes_berry_and_nut_but_not_the_mushroom():
    floor = forest(
        "S1a",
        """
        ........
        ........
        t.......
        ##t#....
        ###t....
        ...#....
        ........
        ........
        ........""",
    )
    state = set_player(
        at_turn(new(), CLAUS), CLAUS, floor=floor, path=("G01", "G02"), treasures=(0, 0, 0, 0)
    )
    state = play(state, PlaceLeaf("G01", orient("G01", "o##"), 5, 0))
    player = state.players[CLAUS]
    assert player.treasures == (1, 1, 0, 0)
    assert player.forest.tokens == BIT(2, 0)  # the mushroom stays: its Area is open


def test_path_refills_from_the_bush_side_when_the_last_tile_is_taken():
    state = at_turn(new(), CLAUS)
    common = state.common
    state = set_player(state, CLAUS, path=("G01",))
    state = play(state, PlaceLeaf("G01", 0, 0, 0))
    assert state.players[CLAUS].path == common[:5]  # in the order they lay
    assert state.common == common[5:]  # the bush moved on five tiles


def test_common_path_is_topped_up_below_seven_tiles():
    state = at_turn(new(), CLAUS)
    state = dataclasses.replace(state, common=state.common[:11])
    state = set_player(state, CLAUS, path=("G01",))
    reserve = len(state.reserve)
    state = play(state, PlaceLeaf("G01", 0, 0, 0))
    assert len(state.common) == 24
    assert len(state.reserve) == reserve - (24 - 6)


def test_claus_hedgehog_over_four_holes_takes_a_nut_and_a_mushroom():
    floor = forest(
        "S1a",
        """
        ........
        ........
        ........
        ########
        #oo#####
        #oo#####
        ........
        ........
        ........""",
    )
    state = set_player(at_turn(new(), CLAUS), CLAUS, floor=floor, treasures=(0, 0, 0, 0))
    hedgehog = PlaceAnimal("hedgehog", 0, 4, 1)
    state = play(state, hedgehog)
    assert state.players[CLAUS].treasures == (0, 1, 1, 0)
    assert state.players[CLAUS].forest.animal_cells == BIT(4, 1) | BIT(4, 2) | BIT(5, 1) | BIT(5, 2)
    assert state.animals_left[components().animal_ids.index("hedgehog")] == 2


def test_raccoon_brings_its_set_up_token_too():
    floor = forest(
        "S1a",
        """
        ........
        ........
        ........
        ########
        #o######
        #o######
        #oo#####
        ########
        ########""",
    )
    state = set_player(at_turn(new(), CLAUS), CLAUS, floor=floor, treasures=(0, 0, 0, 0))
    state = play(state, PlaceAnimal("raccoon", orient("raccoon", "#./#./##"), 4, 1))
    # mushroom printed at 4,1 and feather at 6,1, plus the nut that lay on the raccoon
    assert state.players[CLAUS].treasures == (0, 1, 1, 1)
    assert state.bonus[components().animal_ids.index("raccoon")] == ""


def test_matilda_spends_two_berries_for_five_then_six_tiles():
    state = at_turn(new(), MATILDA)
    path = state.players[MATILDA].path[:3]
    common = state.common
    state = set_player(state, MATILDA, path=path, treasures=(2, 0, 0, 0))
    state = play(state, Berry())
    assert state.players[MATILDA].path == path + common[:2]
    state = play(state, Berry())
    assert state.players[MATILDA].path == path + common[:3]
    assert state.players[MATILDA].treasures == (0, 0, 0, 0)


def test_tini_returns_a_nut_and_her_squirrel_completes_an_area():
    floor = forest(
        "S1a",
        """
        .....###
        ....t###
        ....#t#t
        ........
        ........
        ........
        ........
        ........
        ........""",
    )
    state = set_player(at_turn(new(), TINI), TINI, floor=floor, treasures=(0, 1, 0, 0))
    nuts = state.supply[1]
    state = play(state, Nut(0, 4))
    assert state.players[TINI].treasures == (2, 1, 0, 0)  # 2 berries and 1 nut
    assert state.players[TINI].forest.tokens == 0
    assert state.players[TINI].forest.squirrels == BIT(0, 4)
    assert state.supply[1] == nuts + 1  # the spent nut went back


def test_claus_mushroom_takes_hubert_and_tini_first_tiles_and_hubert_refills():
    state = at_turn(new(), CLAUS)
    state = set_player(state, HUBERT, path=("G01",))
    state = set_player(state, TINI, path=("G05", "Y01", "R01"))
    common = state.common
    state = play(state, Mushroom(), PlaceLeaf("G01", 0, 0, 0))
    assert state.players[HUBERT].path == ()  # refilled when the mushroom is done
    state = play(state, PlaceLeaf("G05", 0, 2, 0))
    assert state.players[HUBERT].path == common[:5]
    assert state.players[TINI].path == ("Y01", "R01")
    assert state.players[CLAUS].treasures == (1, 1, 0, 0)
    assert state.step.main == "done"


def test_hubert_feather_lays_his_second_and_fourth_tiles():
    state = at_turn(new(), HUBERT)
    state = set_player(state, HUBERT, treasures=(0, 0, 0, 1))
    path = state.players[HUBERT].path
    state = play(state, Feather(), PlaceLeaf(path[1], 0, 0, 0))
    assert state.step.main == "feather"
    state = play(state, PlaceLeaf(path[3], 0, 4, 0))
    assert state.players[HUBERT].path == (path[0], path[2], path[4])
    assert state.players[HUBERT].treasures == (0, 0, 0, 0)
    assert state.step.main == "done"


def test_matilda_exchange_chain():
    rows = (
        "..BB....",
        "..B.....",
        "........",
        "........",
        "........",
        "....N.M.",
        "........",
        "........",
        "........",
    )
    with extra_side("TEST", rows):
        floor = forest(
            "TEST",
            """
            ##tt####
            ##t#####
            ...#...#
            ....####
            ########
            ####t.t#
            ........
            ........
            ........""",
        )
        state = set_player(at_turn(new(), MATILDA), MATILDA, floor=floor, treasures=(0, 0, 0, 1))
        state = set_player(state, HUBERT, path=("G05", "G06"))
        state = set_player(state, CLAUS, path=("G07", "G08"))
        state = play(state, Exchange("feather", "mushroom"), Mushroom())
        state = play(state, PlaceLeaf("G05", 0, 2, 0), PlaceLeaf("G07", 0, 2, 4))
        assert state.players[MATILDA].treasures == (3, 0, 0, 0)  # 3 berries
        state = play(state, Exchange("berry", "nut"), Nut(5, 5))
        assert state.players[MATILDA].treasures == (1, 1, 1, 0)  # + 1 nut, 1 mushroom
        assert state.players[MATILDA].forest.tokens == 0


def test_tini_turn_example():
    floor = forest(
        "S1a",
        """
        ....#t..
        ........
        ....#t##
        ....t.t#
        ....####
        ....##t#
        ........
        ........
        ........""",
    )
    third, sixth = "G05", "G09"
    state = at_turn(new(), TINI)
    common = (third, "Y01", "Y02", sixth, "R01")
    state = dataclasses.replace(state, common=common + state.common[5:])
    state = set_player(state, TINI, floor=floor, path=("G01", "G02"), treasures=(2, 0, 0, 1))
    state = play(state, Berry())
    assert state.players[TINI].path == ("G01", "G02", third, "Y01", "Y02")
    state = play(state, Berry())
    assert state.players[TINI].path == ("G01", "G02", third, "Y01", "Y02", sixth)
    state = play(state, Feather(), PlaceLeaf(third, orient(third, "#o#"), 1, 4))
    state = play(state, PlaceLeaf(sixth, orient(sixth, "#o/.#"), 0, 6))
    assert state.players[TINI].treasures == (0, 1, 1, 0)  # 1 nut, 1 mushroom
    state = play(state, Nut(3, 5))
    assert state.players[TINI].treasures == (1, 1, 2, 0)  # + 1 berry, 1 nut, 1 mushroom
    state = play(state, Berry())
    assert state.players[TINI].path == ("G01", "G02", "Y01", "Y02", "R01")
    assert state.players[TINI].treasures == (0, 1, 2, 0)
    state = play(state, EndTurn())
    assert state.turn == MATILDA
