"""Set-up of the multiplayer game."""

import dataclasses

import pytest

from tabletop.engine import Config
from tabletop.games.indian_summer import GAME
from tabletop.games.indian_summer.components import components

from .helpers import new


@pytest.mark.parametrize("players", [2, 3, 4])
def test_player_paths_are_two_green_two_yellow_one_red_in_order(players):
    cat = components()
    for seed in range(5):
        state = GAME.new(Config.default(players, seed=seed))
        for player in state.players:
            colours = [cat.tiles[t].colour for t in player.path]
            assert colours == ["green", "green", "yellow", "yellow", "red"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_common_path_reserve_and_treasures(players):
    state = GAME.new(Config.default(players, seed=3))
    assert len(state.common) == 24
    assert len(state.reserve) == 75 - 24 - 5 * players
    assert list(state.reserve) == sorted(state.reserve)
    for player in state.players:
        assert player.treasures == (1, 1, 1, 0)
        assert player.forest.covered == 0
    # raccoon, fox and badger carry a nut, a mushroom and a feather
    assert state.bonus == ("", "", "", "", "nut", "mushroom", "feather")
    assert state.supply == (30 - players, 24 - players - 1, 18 - players - 1, 8 - 1)
    assert state.animals_left == (6, 4, 4, 3, 1, 1, 1)


def test_each_player_gets_a_side_of_a_different_board():
    cat = components()
    for seed in range(10):
        state = GAME.new(Config.default(4, seed=seed))
        boards = [cat.floors[p.forest.side].board for p in state.players]
        assert len(set(boards)) == 4


def test_floor_sides_and_start_player_can_be_chosen():
    state = new(3, sides=("S6b", "S1a", "S3b"), start=2)
    assert [p.forest.side for p in state.players] == ["S6b", "S1a", "S3b"]
    assert state.turn == 2 and state.start == 2
    assert GAME.actor(state) == 2


def test_wrong_set_ups_are_refused():
    with pytest.raises(ValueError):
        GAME.new(Config.default(5))
    with pytest.raises(ValueError):
        GAME.new(Config.default(1))
    with pytest.raises(ValueError):
        GAME.new(Config.default(2, mode="solo"))
    config = dataclasses.replace(Config.default(2), options={"floors": ["S1a", "nowhere"]})
    with pytest.raises(ValueError):
        GAME.new(config)


def test_same_seed_same_game_and_metadata():
    assert GAME.new(Config.default(4, seed=9)) == GAME.new(Config.default(4, seed=9))
    assert GAME.new(Config.default(4, seed=9)) != GAME.new(Config.default(4, seed=10))
    assert GAME.id == "indian_summer" and GAME.designer == "Uwe Rosenberg"
    assert GAME.modes == ("standard", "solo", "solo_series")
    assert GAME.solo_modes == ("solo", "solo_series")
    assert (GAME.min_players, GAME.max_players) == (1, 4)
    assert GAME.title and GAME.blurb and GAME.play_time
