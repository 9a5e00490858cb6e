"""Everything the rules forbid is refused, with a reason a player understands."""

import dataclasses

from tabletop.engine import EndTurn
from tabletop.games.indian_summer.actions import (
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

from .helpers import at_turn, forest, new, orient, play, refused, set_player

FLOOR = """
    ##......
    ##......
    ....s...
    ........
    ...#oo..
    ...#oo..
    ...a....
    ...a....
    ........"""


def table(**player):
    state = at_turn(new(2, sides=("S1a", "S1a")), 0)
    return set_player(state, 0, floor=forest("S1a", FLOOR), **player)


def test_leaf_tiles_only_on_empty_spaces():
    state = table(path=("G01", "G02"))
    assert (
        refused(state, PlaceLeaf("G01", 0, 0, 1))
        == "A leaf tile may not overlap another leaf tile."
    )
    assert refused(state, PlaceLeaf("G01", 0, 2, 3)) == "A leaf tile may not lie on a squirrel."
    standing = orient("G01", "o/#/#")
    assert (
        refused(state, PlaceLeaf("G01", standing, 6, 3))
        == "A leaf tile may not lie on an animal tile."
    )
    assert (
        refused(state, PlaceLeaf("G01", 0, 0, 6))
        == "A leaf tile may not stick out over the edge of your forest floor."
    )
    assert (
        refused(state, PlaceLeaf("G01", 0, -1, 0))
        == "A leaf tile may not stick out over the edge of your forest floor."
    )
    assert (
        refused(state, PlaceLeaf("G01", 9, 0, 3)) == "That tile has only 4 different ways to lie."
    )


def test_printed_treasures_may_be_covered_and_tiles_may_cross_area_borders():
    state = table(path=("G01", "G02"))
    state = play(state, PlaceLeaf("G01", 0, 0, 2))  # leaves over the berry at 0,2 and across Areas
    assert state.players[0].forest.covered & (1 << 4)


def test_only_tiles_of_your_own_path():
    state = set_player(table(path=("G01", "G02")), 1, path=("Y10", "R03"))
    assert (
        refused(state, PlaceLeaf("Y10", 0, 3, 0))
        == "You may only take another player's tile with a mushroom."
    )
    assert refused(state, PlaceLeaf("R29", 0, 3, 0)) == "That leaf tile is not on your Player Path."
    assert refused(state, PlaceLeaf("Q99", 0, 3, 0)) == "There is no leaf tile Q99."


def test_exactly_one_main_action():
    state = play(table(path=("G01", "G02"), treasures=(0, 0, 1, 1)), PlaceLeaf("G01", 0, 3, 0))
    main = "You have already taken your main action this turn."
    assert refused(state, PlaceLeaf("G02", 0, 8, 0)) == main
    assert refused(state, PlaceSquirrel(8, 0)) == main
    assert refused(state, Mushroom()) == main
    assert refused(state, Feather()) == main


def test_no_passing_before_the_main_action():
    state = table(path=("G01", "G02"))
    assert (
        refused(state, EndTurn())
        == "Take a main action first: lay a leaf tile or a squirrel (you may not pass)."
    )
    assert EndTurn() in __import__(
        "tabletop.games.indian_summer", fromlist=["GAME"]
    ).GAME.legal_actions(play(state, PlaceSquirrel(8, 0)))


def test_squirrels_only_on_empty_spaces():
    state = table(path=("G01",), treasures=(0, 1, 0, 0))
    assert refused(state, PlaceSquirrel(0, 0)) == "A squirrel needs an empty space."
    assert refused(state, Nut(4, 4)) == "A squirrel needs an empty space."
    assert refused(state, PlaceSquirrel(9, 0)) == "That space is not on your forest floor."


def test_treasures_must_be_held_to_be_spent():
    state = table(path=("G01", "G02"), treasures=(0, 0, 0, 0))
    assert refused(state, Nut(8, 0)) == "You have no nut to return for a squirrel."
    assert refused(state, Berry()) == "You have no berry to return."
    assert refused(state, Mushroom()) == "You have no mushroom to return."
    assert refused(state, Feather()) == "You have no feather to return."


def test_never_more_than_six_tiles():
    state = table(path=("G01", "G02", "G03", "G04", "G05", "G06"), treasures=(1, 0, 0, 0))
    assert (
        refused(state, Berry()) == "You may never have more than 6 leaf tiles on your Player Path."
    )
    assert refused(table(path=("G01",), treasures=(1, 0, 0, 0)), Berry("top_left")).startswith(
        "In the multiplayer"
    )


def test_feather_needs_two_tiles():
    state = table(path=("G01",), treasures=(0, 0, 0, 1))
    assert (
        refused(state, Feather()) == "A feather needs at least two leaf tiles on your Player Path."
    )


def test_at_most_one_mushroom_or_feather_and_nothing_else_while_laying_them():
    state = play(table(path=("G01", "G02", "G03"), treasures=(1, 1, 1, 1)), Feather())
    assert refused(state, Mushroom()) == "Finish laying the tiles of your feather first."
    assert refused(state, Nut(8, 0)) == "Finish laying the tiles of your feather first."
    assert refused(state, EndTurn()) == "Finish laying the tiles of your feather first."
    state = play(state, PlaceLeaf("G01", 0, 3, 0), PlaceLeaf("G02", 0, 8, 0))
    assert refused(state, Mushroom()) == "You have already taken your main action this turn."


def test_mushroom_takes_first_tiles_of_two_different_players():
    state = at_turn(new(3, sides=("S1a",) * 3), 0)
    state = set_player(state, 0, treasures=(0, 0, 1, 0))
    state = set_player(state, 1, path=("G01", "G02"))
    state = set_player(state, 2, path=("G05", "G06"))
    state = play(state, Mushroom())
    assert refused(state, PlaceLeaf("G02", 0, 0, 0)) == (
        "A mushroom takes the first tile (next to the backpack) of two different players."
    )
    state = play(state, PlaceLeaf("G01", 0, 0, 0))
    assert refused(state, PlaceLeaf("G02", 0, 2, 0)).startswith("A mushroom takes the first tile")
    state = play(state, PlaceLeaf("G05", 0, 2, 0))
    assert state.step.main == "done"


def test_exchanges_go_one_down_or_two_alike_one_up():
    state = table(path=("G01",), treasures=(2, 1, 0, 1))
    assert refused(state, Exchange("berry", "mushroom")) == (
        "Two alike buy only the next treasure up (berry, nut, mushroom, feather)."
    )
    assert (
        refused(state, Exchange("nut", "mushroom"))
        == "Trading up takes two tokens of the same kind."
    )
    assert refused(state, Exchange("mushroom", "berry")) == "You have no mushroom."
    assert refused(state, Exchange("nut", "nut")) == "Exchange for a different treasure."
    assert (
        refused(state, Exchange("gold", "nut"))
        == "Treasures are berries, nuts, mushrooms and feathers."
    )
    state = dataclasses.replace(state, supply=(0, 0, 0, 0))
    assert refused(state, Exchange("feather", "berry")) == "The supply has no berry left."
    state = play(
        table(path=("G01",), treasures=(2, 1, 0, 1)),
        Exchange("feather", "berry"),
        Exchange("berry", "nut"),
        Exchange("nut", "mushroom"),
    )
    assert state.players[0].treasures == (1, 0, 1, 0)


def test_animals_only_on_matching_empty_holes():
    floor = forest(
        "S1a",
        """
        ........
        ........
        ........
        ########
        #to#####
        #oo#####
        #oo.....
        #a......
        #a......""",
    )
    state = set_player(at_turn(new(2, sides=("S1a", "S1a")), 0), 0, floor=floor)
    assert (
        refused(state, PlaceAnimal("hedgehog", 0, 4, 1))
        == "An animal tile may not cover a hole with a treasure token on it."
    )
    assert (
        refused(state, PlaceAnimal("hedgehog", 0, 6, 1))
        == "An animal tile may only lie on holes, and its shape must match them exactly."
    )
    assert (
        refused(state, PlaceAnimal("chipmunk", orient("chipmunk", "#/#"), 7, 1))
        == "Those holes are already under an animal."
    )
    assert (
        refused(state, PlaceAnimal("hedgehog", 0, 8, 7))
        == "An animal tile may not stick out over the edge of your forest floor."
    )
    assert refused(state, PlaceAnimal("dragon", 0, 5, 1)).startswith("There is no animal")
    # smaller than the outline of empty holes is fine
    state = play(state, PlaceAnimal("chipmunk", 0, 5, 1))
    assert state.players[0].forest.animal_cells & (1 << 41)
    state = dataclasses.replace(state, animals_left=(0,) + state.animals_left[1:])
    assert refused(state, PlaceAnimal("chipmunk", 0, 6, 1)) == "No Chipmunk tile is left."


def test_solo_only_actions_are_refused_in_the_multiplayer_game():
    state = table(path=("G01",))
    assert (
        refused(state, Refill("top_left"))
        == "Your Player Path refills only when you take its last tile."
    )
    assert refused(state, NextGame()) == "There is no next game to start now."


def _with_gaps(**changes):
    from tabletop.games.indian_summer.components import components

    cat = components()
    old = cat.settings
    gaps = dataclasses.replace(old.gaps, **changes)
    cat.settings = dataclasses.replace(old, gaps=gaps)
    return cat, old


def test_the_squirrel_limit_can_be_switched_on_in_the_data():
    state = table(path=("G01",), treasures=(0, 1, 0, 0))
    cat, old = _with_gaps(squirrels_unlimited=False, squirrel_tokens=1)
    try:
        assert refused(state, PlaceSquirrel(8, 0)) == "There are no squirrels left in the supply."
        assert refused(state, Nut(8, 0)) == "There are no squirrels left in the supply."
    finally:
        cat.settings = old
    play(state, PlaceSquirrel(8, 0))


def test_animals_can_be_kept_unturned_in_the_data():
    floor = forest("S1a", "\n".join(["oo......", "o......."] + ["........"] * 7))
    state = set_player(at_turn(new(2, sides=("S1a", "S1a")), 0), 0, floor=floor)
    standing = PlaceAnimal("chipmunk", orient("chipmunk", "#/#"), 0, 0)
    cat, old = _with_gaps(animals_turn_and_flip=False)
    try:
        assert refused(state, standing) == (
            "Animal tiles lie as printed: they may not be turned or flipped."
        )
        play(state, PlaceAnimal("chipmunk", 0, 0, 0))
    finally:
        cat.settings = old
    play(state, standing)
