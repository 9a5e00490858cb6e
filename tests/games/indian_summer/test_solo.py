"""The solo game and the series of three."""

import dataclasses

import pytest

from tabletop.engine import EndTurn
from tabletop.games.indian_summer import GAME
from tabletop.games.indian_summer.actions import (
    Berry,
    Mushroom,
    NextGame,
    PlaceLeaf,
    PlaceSquirrel,
    Refill,
)
from tabletop.games.indian_summer.scoring import best_plan, series_score
from tabletop.games.indian_summer.state import SoloGame
from tabletop.games.indian_summer.turn.solo import series_goes_on

from .helpers import forest, new, play, refused, set_player


def solo(mode: str = "solo", seed: int = 1):
    return new(1, sides=("S1a",), mode=mode, seed=seed)


def pass_turn(state):
    """A quick turn: a squirrel on the last empty space, then end the turn."""
    squirrel = [a for a in GAME.legal_actions(state) if isinstance(a, PlaceSquirrel)][-1]
    return play(state, squirrel, EndTurn())


def test_solo_set_up_uses_25_tiles():
    state = solo()
    s = state.solo
    assert len(s.top) == len(s.bottom) == 5
    assert len(state.players[0].path) == 5
    assert len(s.row) == 12 and sum(1 for t in s.row if t) == 10
    assert len(s.pool) == 50
    assert state.players[0].treasures == (1, 1, 1, 0)
    assert state.common == () and state.reserve == ()
    # turn 1 has begun: the tile on space 1. moved to the last (right-most) empty space
    assert s.turn_no == 1 and s.row[9] == "" and s.row[11] and s.row[10] == ""


def test_the_tile_from_space_3_moves_to_space_1():
    state = solo()
    row = state.solo.row
    state = pass_turn(pass_turn(state))
    assert state.solo.turn_no == 3
    assert state.solo.row[9] == row[7]  # space 3. is index 7; space 1. is index 9
    assert state.solo.row[7] == "" and state.solo.row[8] == ""


def test_exactly_ten_turns():
    state = solo()
    for turn in range(1, 11):
        assert not GAME.is_over(state) and state.solo.turn_no == turn
        state = pass_turn(state)
    assert GAME.is_over(state)


def test_emptied_path_waits_for_the_players_choice_of_path_and_end():
    state = set_player(solo(), 0, path=("G01",))
    top = state.solo.top
    state = play(state, PlaceLeaf("G01", 0, 0, 0))
    assert state.step.refill
    assert {a.kind for a in GAME.legal_actions(state)} == {"refill"}
    assert refused(state, EndTurn()).startswith("First refill your empty Player Path")
    state = play(state, Refill("top_right"))
    assert state.players[0].path == tuple(reversed(top))
    assert state.solo.top == ()
    assert Refill("top_left") not in GAME.legal_actions(state)


def test_refill_from_a_short_path_takes_only_what_is_there():
    state = set_player(solo(), 0, path=("G01",))
    state = dataclasses.replace(
        state, solo=dataclasses.replace(state.solo, bottom=state.solo.bottom[:2])
    )
    bottom = state.solo.bottom
    state = play(state, PlaceLeaf("G01", 0, 0, 0), Refill("bottom_left"))
    assert state.players[0].path == bottom


def test_solo_berry_refills_to_five_from_the_chosen_end_or_takes_a_sixth():
    state = solo()
    path = state.players[0].path[:2]
    state = set_player(state, 0, path=path, treasures=(3, 0, 0, 0))
    bottom, top = state.solo.bottom, state.solo.top
    state = play(state, Berry("bottom_left"))
    assert state.players[0].path == path + bottom[:3]
    state = play(state, Berry("top_right"))
    assert state.players[0].path == path + bottom[:3] + top[-1:]
    assert (
        refused(state, Berry("top_left"))
        == "You may never have more than 6 leaf tiles on your Player Path."
    )


def test_solo_berry_ends_early_when_the_chosen_path_runs_out():
    state = solo()
    state = set_player(state, 0, path=state.players[0].path[:1], treasures=(2, 0, 0, 0))
    state = dataclasses.replace(state, solo=dataclasses.replace(state.solo, top=state.solo.top[:2]))
    state = play(state, Berry("top_left"))
    assert len(state.players[0].path) == 3 and state.solo.top == ()
    assert refused(state, Berry("")) == "Choose the top or bottom path and its left or right end."


def test_solo_mushroom_takes_the_mushroom_spaces_then_moves_lower_numbers_right():
    state = pass_turn(pass_turn(solo()))
    row = state.solo.row  # turn 3: spaces 1., M, M hold tiles of spaces 3., 2., 1.
    assert row[9] and row[10] and row[11]
    state = play(state, Mushroom())
    assert {a.tile for a in GAME.legal_actions(state)} == {row[10], row[11]}
    first = next(a for a in GAME.legal_actions(state) if a.tile == row[10])
    state = play(state, first)
    second = next(a for a in GAME.legal_actions(state) if a.tile == row[11])
    state = play(state, second)
    assert state.solo.row[11] == row[9] and state.solo.row[9] == "" and state.solo.row[10] == ""
    state = play(state, EndTurn())
    assert state.solo.row[10] == row[6]  # turn 4: the tile of space 4. lands on the right


def test_solo_score_counts_empty_spaces_and_left_over_treasures():
    floor = forest("S1a", "\n".join(["...#####"] + ["########"] * 8))
    state = set_player(solo(), 0, floor=floor, treasures=(1, 1, 1, 1))
    state = dataclasses.replace(state, solo=dataclasses.replace(state.solo, turn_no=10))
    state = play(state, PlaceSquirrel(0, 0), EndTurn())
    assert GAME.is_over(state)
    result = GAME.result(state)
    # two gaps left: filling them would cost a nut and a mushroom (5 points) to win; the
    # engine picks the better of winning and keeping the points: winning comes first
    assert state.finals[0].full
    assert result.totals == (1 + 4,)


def test_solo_conversion_fills_the_floor_then_keeps_the_most_points():
    floor = forest("S1a", "\n".join(["..######"] + ["########"] * 8))
    plan = best_plan("S1a", floor.covered, 0, (0, 0, 0, 1), solo=True)
    assert plan.empty == 1  # the book: finish filling the floor, even when it cannot be won
    plan = best_plan("S1a", floor.covered, 0, (0, 1, 0, 1), solo=True)
    assert plan.empty == 0 and plan.left == (0, 0, 0, 0)


def test_the_game_ends_when_the_floor_is_full():
    floor = forest("S1a", "\n".join(["#######."] + ["########"] * 8))
    state = play(set_player(solo(), 0, floor=floor), PlaceSquirrel(0, 7), EndTurn())
    assert GAME.is_over(state) and state.finals[0].full


@pytest.mark.parametrize(
    "games, score, more",
    [
        ((SoloGame(True, 5, 0), SoloGame(True, 3, 0), SoloGame(True, 7, 0)), 12, False),
        ((SoloGame(True, 5, 0), SoloGame(False, -3, 3), SoloGame(False, -6, 6)), -9, False),
        ((SoloGame(False, -4, 4), SoloGame(False, -2, 2)), -6, False),
        ((SoloGame(False, -4, 4), SoloGame(True, 2, 0)), -4, True),
        ((SoloGame(True, 1, 0),), 0, True),
    ],
)
def test_series_score(games, score, more):
    assert series_goes_on(games) == more
    if not more:
        assert series_score(games) == score


def test_a_series_deals_fresh_stacks_and_ends_after_two_losses():
    state = solo("solo_series")
    conserved = GAME.conserved(state)
    first_tiles = set(state.solo.top)
    for _ in range(10):
        state = pass_turn(state)
    assert not GAME.is_over(state) and state.step.main == "between"
    assert GAME.legal_actions(state) == [NextGame()]
    assert (
        refused(state, PlaceSquirrel(0, 0))
        == "This game is over: start the next game of the series."
    )
    state = play(state, NextGame())
    assert state.solo.turn_no == 1 and len(state.solo.pool) == 25 and len(state.solo.used) == 25
    assert not first_tiles & set(state.solo.top)
    assert state.players[0].forest.covered == 0 and state.players[0].treasures == (1, 1, 1, 0)
    assert GAME.conserved(state) == conserved
    for _ in range(10):
        state = pass_turn(state)
    assert GAME.is_over(state)  # two losses: the third game is forfeit
    result = GAME.result(state)
    assert result.totals == (sum(g.points for g in state.solo.games),)
    assert "forfeit" in result.notes[0]


def test_solo_mushroom_in_turn_one_takes_the_single_tile():
    state = solo()
    row = state.solo.row
    assert row[10] == "" and row[11]
    state = play(state, Mushroom())
    assert {a.tile for a in GAME.legal_actions(state)} == {row[11]}
    state = play(state, GAME.legal_actions(state)[0])
    assert state.step.main == "done" and state.solo.row[11] == ""
    state = play(state, EndTurn())
    assert state.solo.row[11] == row[8]  # turn 2: space 2.'s tile lands far right


def test_solo_feather_and_nut_work_as_in_the_multiplayer_game():
    state = set_player(solo(), 0, treasures=(0, 1, 0, 1))
    path = state.players[0].path
    state = play(state, GAME.legal_actions(state)[0])  # a tile from the path: the main action
    assert GAME.check(state, PlaceLeaf(path[1], 0, 8, 0)) == (
        "You have already taken your main action this turn."
    )
    state = set_player(solo(), 0, treasures=(0, 1, 0, 1))
    from tabletop.games.indian_summer.actions import Feather, Nut

    state = play(state, Feather())
    state = play(state, next(a for a in GAME.legal_actions(state) if a.tile == path[0]))
    state = play(state, [a for a in GAME.legal_actions(state) if a.tile == path[1]][-1])
    state = play(state, Nut(4, 4), EndTurn())
    assert state.solo.turn_no == 2 and state.players[0].treasures == (0, 0, 0, 0)
    assert len(state.players[0].forest.leaves) == 2
