"""The greedy heuristic, move-log lines, prompts, views and whole games."""

import dataclasses
import random

import pytest

from tabletop.engine import Config, EndTurn
from tabletop.engine.bots import GreedyBot, RandomBot, bot_move, bot_rng
from tabletop.engine.rng import REDACTED_RNG
from tabletop.games.lodge import GAME
from tabletop.games.lodge.actions import (
    BuildAmenity,
    BuildRoom,
    ChooseValet,
    DiscardRoom,
    PlaceDisplayGuest,
    PlaceValetGuest,
    RefreshGuests,
    UseRefreshToken,
)
from tabletop.games.lodge.state import EMPTY

from .helpers import BUILT, base_state, guest_id, make_lodge, with_lodge


def play(players, kinds, seed, mode="standard"):
    state = GAME.new(Config.default(players, seed=seed, mode=mode))
    bots = [GreedyBot(GAME, i) if k == "g" else RandomBot() for i, k in enumerate(kinds)]
    rngs = [bot_rng(seed, i) for i in range(players)]
    while not GAME.is_over(state):
        seat = GAME.actor(state)
        action = bot_move(GAME, state, bots[seat], rngs[seat])
        state = GAME.apply(state, action)
    return GAME.result(state)


def test_greedy_beats_random():
    wins = sum(play(2, "gr", seed).ranks[0] == 1 for seed in range(6))
    assert wins >= 5


@pytest.mark.parametrize("players, mode", [(1, "solo"), (4, "standard")])
def test_greedy_games_end(players, mode):
    result = play(players, "g" * players, seed=3, mode=mode)
    assert len(result.totals) == players and min(result.totals) > 0


def test_the_heuristic_prefers_seating_a_guest_to_ending_the_turn():
    lodge = make_lodge(["RB"], valet=guest_id("RB", 1))
    state = dataclasses.replace(with_lodge(base_state(), lodge), progress=BUILT)
    bot = GreedyBot(GAME, 0)
    choice = bot.choose(GAME.view(state, 0), GAME.legal_actions(state), random.Random(1))
    assert isinstance(choice, PlaceValetGuest)
    assert choice.floor == 1  # preferred floor 1: both rooms are on floor 1 here


def test_the_heuristic_values_a_guest_on_its_preferred_floor():
    lodge = make_lodge(["R", "B"], valet=guest_id("RB", 2))
    state = dataclasses.replace(with_lodge(base_state(), lodge), progress=BUILT)
    high = GAME.apply(state, PlaceValetGuest(2, 1))
    low = GAME.apply(state, PlaceValetGuest(1, 1))
    assert GAME.heuristic(high, 0) > GAME.heuristic(low, 0)


def test_describe_and_prompt_speak_the_game():
    state = base_state()
    build = next(a for a in GAME.legal_actions(state) if isinstance(a, BuildRoom))
    line = GAME.describe(state, build)
    assert line.startswith("builds a ") and f"floor {build.floor}" in line
    assert "(" in line  # the colour comes with its icon
    amenity = next(a for a in GAME.legal_actions(state) if isinstance(a, BuildAmenity))
    assert "points" in GAME.describe(state, amenity)
    assert GAME.prompt(state) == "build a room (on its row's floor) or an amenity"
    assert "refresh token" in GAME.describe(state, UseRefreshToken(2))
    assert GAME.describe(state, RefreshGuests()) == "refreshes the guest display"
    assert "discards" in GAME.describe(state, DiscardRoom(1, 0))
    assert "guest who prefers floor" in GAME.describe(state, PlaceDisplayGuest(0, 1, 2))
    assert "valet" in GAME.describe(state, PlaceValetGuest(1, 2))
    assert "into the valet" in GAME.describe(state, ChooseValet(0))
    assert GAME.describe(state, EndTurn()) == "ends the turn"
    assert (
        GAME.prompt(dataclasses.replace(state, progress=BUILT)) == "place guests or end your turn"
    )


def test_view_hides_only_the_random_generator():
    state = base_state(3)
    view = GAME.view(state, 1)
    assert view.rng == REDACTED_RNG and dataclasses.replace(view, rng=state.rng) == state
    assert GAME.view(view, 1) == view
    filled = GAME.determinize(view, 1, random.Random(2))
    assert GAME.legal_actions(filled) == GAME.legal_actions(state)


def test_json_round_trip_of_a_position_and_actions():
    state = base_state(2)
    assert GAME.from_dict(GAME.to_dict(state)) == state
    for action in GAME.legal_actions(state)[:20] + [EndTurn(), ChooseValet(1), RefreshGuests()]:
        assert GAME.action_from_json(action.to_json()) == action


def test_every_placed_guest_sits_in_a_room_and_seats_stay_valid():
    """Random games: guests only in rooms, each room at most one guest, tiles supported."""
    from tabletop.games.lodge.components import components
    from tabletop.games.lodge.state import spaces

    width = components().width
    for seed in range(4):
        state = GAME.new(Config.default(3, seed=seed))
        rng = random.Random(seed)
        while not GAME.is_over(state):
            legal = GAME.legal_actions(state)
            state = GAME.apply(state, legal[rng.randrange(len(legal))])
        for lodge in state.lodges:
            for i in spaces():
                assert not (lodge.rooms[i] != EMPTY and lodge.amenities[i] != EMPTY)
                if lodge.guests[i] != EMPTY:
                    assert lodge.rooms[i] != EMPTY
                if i >= width and lodge.is_built(i):
                    assert lodge.is_built(i - width)
