"""The rulings of ``../shared/RULINGS.md`` for Indian Summer (IS-1 to IS-4), one test each
(or a few): IS-1 and IS-2 changed the engine, IS-3 and IS-4 pin what it already did."""

import argparse
import io
import json
import random

from tabletop.cli_simulate import simulate
from tabletop.engine import Config, EndTurn
from tabletop.engine.conformance import random_playout
from tabletop.games.indian_summer import GAME
from tabletop.games.indian_summer.actions import Feather, Mushroom, Nut, PlaceAnimal, PlaceLeaf

from .helpers import FULL, at_turn, forest, new, play, refused, set_player

# --- IS-1: a lost solo game is lost ----------------------------------------------------------


def finished_solo(seed: int, mode: str = "solo"):
    config = Config.default(1, seed=seed, mode=mode)
    final, _ = random_playout(GAME, config, random.Random(seed))
    return final


def test_is1_a_solo_game_with_an_empty_space_has_no_winner():
    state = finished_solo(3)
    assert not state.finals[0].full and state.finals[0].empty > 0
    result = GAME.result(state)
    assert result.no_winner and result.winners == ()
    assert result.notes == ("Lost: the floor is not fully covered.",)
    assert result.totals == (state.finals[0].points,)  # the score is still reported


def test_is1_a_solo_game_with_a_full_floor_is_won():
    state = GAME.new(Config.default(1, seed=2, mode="solo"))
    state = set_player(state, 0, floor=forest(state.players[0].forest.side, FULL))
    state = play(state, EndTurn())
    result = GAME.result(state)
    assert GAME.is_over(state) and state.finals[0].full
    assert not result.no_winner and result.winners == (0,)


def test_is1_a_series_scored_from_lost_games_has_no_winner():
    state = finished_solo(4, "solo_series")
    assert sum(g.won for g in state.solo.games) < 2
    assert GAME.result(state).winners == ()


def test_is1_simulate_does_not_count_a_lost_solo_game_as_a_win():
    args = argparse.Namespace(
        game="indian_summer",
        players=1,
        mode="solo",
        games=2,
        seed=1,
        bot="random",
        max_actions=5000,
    )
    out = io.StringIO()
    assert simulate(args, out) == 0
    lines = [json.loads(line) for line in out.getvalue().splitlines()]
    summary = lines[-1]["summary"]
    assert [g["winners"] for g in lines[:-1]] == [[], []]
    assert summary["wins"] == [0] and summary["no_winner"] == 2


# --- IS-2: a feather needs two tiles ---------------------------------------------------------

ROW_OF_SIX = "\n".join(["......##"] + ["########"] * 8)
"""Six empty spaces in a row: room for two green tiles side by side, and no more."""


def feather_table(floor: str, path=("G01", "G02")):
    state = at_turn(new(2), 0)
    return set_player(state, 0, floor=forest("S1a", floor), path=path, treasures=(0, 0, 0, 1))


def test_is2_no_feather_when_only_one_of_two_tiles_can_be_laid():
    state = feather_table("\n".join(["...#####"] + ["########"] * 8))
    assert Feather() not in GAME.legal_actions(state)
    assert refused(state, Feather()) == (
        "A feather lays two tiles, and no two tiles of your path fit on your floor together."
    )


def test_is2_feather_offered_when_two_tiles_fit_together():
    state = feather_table(ROW_OF_SIX)
    assert Feather() in GAME.legal_actions(state)


def test_is2_the_first_tile_may_not_take_the_room_of_the_second():
    state = play(feather_table(ROW_OF_SIX), Feather())
    firsts = {(a.tile, a.row, a.col) for a in GAME.legal_actions(state)}
    assert firsts == {("G01", 0, 0), ("G01", 0, 3), ("G02", 0, 0), ("G02", 0, 3)}
    assert refused(state, PlaceLeaf("G01", 0, 0, 1)) == (
        "A feather lays two tiles: lay this one where another tile of your path still fits."
    )


def test_is2_the_second_tile_is_never_skipped():
    state = play(feather_table(ROW_OF_SIX), Feather(), PlaceLeaf("G01", 0, 0, 0))
    assert state.step.main == "feather" and state.step.placed == 1
    legal = GAME.legal_actions(state)
    assert all(isinstance(a, PlaceLeaf) for a in legal)
    assert {(a.tile, a.row, a.col) for a in legal} == {("G02", 0, 3)}
    assert refused(state, EndTurn()) == "Finish laying the tiles of your feather first."
    state = play(state, PlaceLeaf("G02", 0, 0, 3))
    assert state.step.main == "done" and state.players[0].forest.covered.bit_count() == 72


def test_is2_the_mushroom_keeps_its_forgo():
    floor = forest("S1a", "\n".join(["...#####"] + ["########"] * 8))
    state = set_player(at_turn(new(3), 0), 0, floor=floor)
    state = set_player(state, 1, path=("G01",))
    state = set_player(state, 2, path=("G02", "G03"))
    assert Mushroom() in GAME.legal_actions(state)
    state = play(state, Mushroom(), PlaceLeaf("G01", 0, 0, 0))
    assert state.step.main == "done"  # the second tile no longer fits: it is forgone


# --- IS-3: animals, any number, at any time of the turn outside a mushroom or feather --------

HOLES = "\n".join(["oo.oo..."] + ["........"] * 8)
"""Two pairs of holes with no tokens: room for two chipmunks."""


def animal_table():
    state = at_turn(new(2), 0)
    return set_player(state, 0, floor=forest("S1a", HOLES), treasures=(0, 1, 0, 1))


def test_is3_two_animals_in_one_turn_before_and_after_the_main_action():
    state = animal_table()
    tile = state.players[0].path[0]
    state = play(state, PlaceAnimal("chipmunk", 0, 0, 0))
    state = play(state, PlaceLeaf(tile, 0, 8, 0))
    state = play(state, PlaceAnimal("chipmunk", 0, 0, 3), EndTurn())
    assert len(state.players[0].forest.animals) == 2


def test_is3_no_animal_between_the_two_tiles_of_a_feather():
    state = play(animal_table(), Feather())
    assert refused(state, PlaceAnimal("chipmunk", 0, 0, 0)) == (
        "Finish laying the tiles of your feather first."
    )
    assert refused(state, Nut(8, 7)) == "Finish laying the tiles of your feather first."


# --- IS-4: the two-player mushroom refills the opponent's path after both tiles ---------------


def test_is4_the_opponents_emptied_path_refills_after_the_mushrooms_two_tiles():
    state = set_player(at_turn(new(2), 0), 1, path=("Y10",))
    common = state.common
    state = play(state, Mushroom(), PlaceLeaf("Y10", 0, 0, 0))
    assert state.players[1].path == (), "not refilled while the mushroom is still laying"
    state = play(state, PlaceLeaf(common[0], 0, 5, 0))
    assert state.players[1].path == common[1:6]
