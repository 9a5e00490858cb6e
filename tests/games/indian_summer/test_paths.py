"""Where tiles come from in the multiplayer game: paths, the bush, mushrooms, running out."""

import dataclasses

from tabletop.games.indian_summer import GAME
from tabletop.games.indian_summer.actions import Berry, Mushroom, PlaceLeaf
from tabletop.games.indian_summer.state import COMMON, Stage

from .helpers import FULL, at_turn, forest, new, play, set_player


def test_two_player_mushroom_takes_the_opponents_first_tile_and_the_next_by_the_bush():
    state = at_turn(new(2), 0)
    state = set_player(state, 1, path=("Y10", "R03"))
    head = state.common[0]
    state = play(state, Mushroom())
    tiles = {a.tile for a in GAME.legal_actions(state)}
    assert tiles == {"Y10", head}
    state = play(state, PlaceLeaf(head, 0, 0, 0))
    assert state.step.sources == (COMMON,)
    assert {a.tile for a in GAME.legal_actions(state)} == {"Y10"}
    state = play(state, PlaceLeaf("Y10", 0, 5, 0))
    assert state.players[1].path == ("R03",)
    assert state.step.main == "done"


def test_two_emptied_paths_refill_in_turn_order():
    state = at_turn(new(4), 1)
    state = set_player(state, 0, path=("G01",))
    state = set_player(state, 3, path=("G05",))
    common = state.common
    state = play(state, Mushroom(), PlaceLeaf("G01", 0, 0, 0), PlaceLeaf("G05", 0, 2, 0))
    # after seat 2 (the active player) comes seat 4 (index 3), then seat 1 (index 0)
    assert state.players[3].path == common[:5]
    assert state.players[0].path == common[5:10]


def test_a_mushroom_tile_that_no_longer_fits_is_forgone():
    floor = forest("S1a", "\n".join(["...#####"] + ["########"] * 8))
    state = set_player(at_turn(new(3), 0), 0, floor=floor)
    state = set_player(state, 1, path=("G01",))
    state = set_player(state, 2, path=("G02", "G03"))
    state = play(state, Mushroom(), PlaceLeaf("G01", 0, 0, 0))
    assert state.step.main == "done"  # nothing of seat 3's fits: the mushroom ends
    assert state.players[2].path == ("G02", "G03")
    assert state.players[1].path != ()  # seat 2 got a new path


def test_mushroom_needs_a_tile_that_fits():
    floor = forest("S1a", "\n".join(["..######"] + ["########"] * 8))
    state = set_player(at_turn(new(2), 0), 0, floor=floor)
    assert Mushroom() not in GAME.legal_actions(state)
    assert (
        GAME.check(state, Mushroom())
        == "None of the tiles a mushroom could take fits on your floor."
    )


def test_refill_takes_as_many_as_there_are_when_tiles_run_out():
    state = at_turn(new(2), 0)
    state = dataclasses.replace(state, common=("Y10", "R03"), reserve=())
    state = set_player(state, 0, path=("G01",))
    state = play(state, PlaceLeaf("G01", 0, 0, 0))
    assert state.players[0].path == ("Y10", "R03") and state.common == ()
    state = dataclasses.replace(state, step=Stage())  # as if the main action were still to come
    state = set_player(state, 0, treasures=(1, 1, 1, 0))
    assert GAME.check(state, Berry()) == "The common path has no leaf tiles left."


def test_a_full_floor_has_no_main_action_but_may_end_the_turn():
    state = set_player(at_turn(new(2), 0), 0, floor=forest("S1a", FULL))
    names = {a.kind for a in GAME.legal_actions(state)}
    assert "place_leaf" not in names and "place_squirrel" not in names and "end_turn" in names


def test_drawing_from_the_reserve_counts_as_a_reveal():
    state = at_turn(new(2), 0)
    plain = state.players[0].path[0]
    after = play(state, PlaceLeaf(plain, 0, 0, 0))
    assert not GAME.reveals(state, PlaceLeaf(plain, 0, 0, 0), after)
    state = dataclasses.replace(state, common=state.common[:7])
    state = set_player(state, 0, path=("G01",))
    after = play(state, PlaceLeaf("G01", 0, 0, 0))
    assert len(after.common) == 24 - 4  # topped up after the first of five tiles
    assert GAME.reveals(state, PlaceLeaf("G01", 0, 0, 0), after)
