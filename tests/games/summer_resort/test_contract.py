"""The engine contract, Summer Resort's own checks (the shared conformance suite runs for
every registered game in tests/test_registered_games.py): conservation, views, bots,
log lines, refusal reasons."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.engine import Config
from tabletop.engine.bots import GreedyBot, RandomBot, bot_move, bot_rng
from tabletop.games.summer_resort import GAME

from .helpers import new


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_money_vacationers_and_house_cards_are_conserved(players):
    for seed in range(8):
        state = new(players, seed)
        start = GAME.conserved(state)
        rng = random.Random(seed)
        while GAME.actor(state) is not None:
            state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
            assert GAME.conserved(state) == start
    vacationers, money, cards = start
    assert dict(vacationers) == {"student": 44 - 2 * players, "convalescent": 36, "socialite": 30}
    assert money == 0
    assert dict(cards)["forest"] == 28 and dict(cards)["cottage"] == 22


def test_the_view_hides_the_weather_deck_and_determinize_fills_it_consistently():
    state = new(4, 2)
    view = GAME.view(state, 1)
    assert view.deck != state.deck and len(view.deck) == len(state.deck)
    guess = GAME.determinize(view, 1, random.Random(5))
    assert sorted(guess.deck) != [] and len(guess.deck) == len(state.deck)
    from tabletop.games.summer_resort.setup import forecast

    assert forecast(guess.deck[0]) == forecast(state.deck[0])
    assert sorted(guess.deck + guess.history) == sorted(state.deck + state.history)
    assert GAME.view(guess, 1) == view


def test_positions_and_actions_round_trip_as_json():
    state = new(3, 9)
    assert GAME.from_dict(json.loads(json.dumps(GAME.to_dict(state)))) == state
    for action in GAME.legal_actions(state):
        assert GAME.action_from_json(json.loads(json.dumps(action.to_json()))) == action


@pytest.mark.parametrize("players", [2, 5])
def test_greedy_bots_finish_games_and_beat_random_ones_usually(players):
    wins = 0
    for seed in range(4):
        state = GAME.new(Config.default(players, seed=seed))
        bots = [GreedyBot(GAME, s) if s == 0 else RandomBot() for s in range(players)]
        rngs = [bot_rng(seed, s) for s in range(players)]
        while GAME.actor(state) is not None:
            seat = GAME.actor(state)
            action = bot_move(GAME, state, bots[seat], rngs[seat])
            state = GAME.apply(state, action)
        wins += GAME.result(state).ranks[0] == 1
    assert wins >= 3


def test_every_move_has_a_log_line_and_a_prompt():
    state = new(3, 1)
    rng = random.Random(1)
    kinds = set()
    while GAME.actor(state) is not None:
        action = rng.choice(GAME.legal_actions(state))
        line = GAME.describe(state, action)
        assert line and "{" not in line
        assert GAME.prompt(state)
        kinds.add(action.kind)
        state = GAME.apply(state, action)
    assert {"invite", "package", "invest"} <= kinds


@settings(max_examples=25, deadline=None)
@given(st.integers(min_value=2, max_value=5), st.integers(min_value=0, max_value=2**31))
def test_any_seeded_random_game_ends_conserves_and_replays(players, seed):
    config = Config.default(players, seed=seed)
    state, rng, log = GAME.new(config), random.Random(seed), []
    start = GAME.conserved(state)
    while GAME.actor(state) is not None:
        action = rng.choice(GAME.legal_actions(state))
        log.append(action)
        state = GAME.apply(state, action)
        assert GAME.conserved(state) == start
    replay = GAME.new(config)
    for action in log:
        replay = GAME.apply(replay, action)
    assert replay == state
    assert len(log) < 2000


def test_legal_moves_have_distinct_log_lines_for_the_move_buttons():
    for players in (2, 5):
        for seed in range(6):
            state, rng = new(players, seed), random.Random(seed)
            while GAME.actor(state) is not None:
                legal = GAME.legal_actions(state)
                lines = [GAME.describe(state, a) for a in legal]
                assert len(set(lines)) == len(lines), lines
                state = GAME.apply(state, rng.choice(legal))


def test_the_lodging_choices_read_clearly():
    import dataclasses

    from tabletop.games.summer_resort.actions import Accommodate

    from .helpers import COTTAGE, VILLA, S, crafted, lots

    def lodging(lots_, arrivals):
        state = crafted(seats={0: {"lots": lots_, "arrivals": arrivals}})
        return dataclasses.replace(state, phase="accommodate", queue=(0, 1, 2), turn=-1)

    state = lodging(lots(COTTAGE, VILLA, guests={1: (S,)}), (S,))
    assert GAME.describe(state, Accommodate(0, ((S,), ()))) == (
        "accommodates a student in lot 1 (the empty cottage)"
    )
    state = lodging(lots(COTTAGE, guests={0: (S,)}), (S, S, S))
    assert GAME.describe(state, Accommodate(0, ((S, S),))) == (
        "accommodates 2 students in lot 1 (the cottage with a student), whose guests leave "
        "paying 100 zł; no room for a student"
    )


def test_explain_is_none_exactly_for_legal_actions():
    from tabletop.games.summer_resort.actions import (
        Accommodate,
        Build,
        EndTurn,
        Invest,
        Invite,
        Package,
        Refuel,
    )

    for seed in range(4):
        state, rng = new(3, seed), random.Random(seed)
        while GAME.actor(state) is not None:
            legal = GAME.legal_actions(state)
            seat = GAME.actor(state)
            probes = [
                Invite(seat, 0),
                Invite(seat, 1, automobile=True),
                Package(seat),
                Package(seat, tokens=2, porter=True),
                Invest(seat, "pension"),
                Refuel(seat, seat),
                Build(seat, 0),
                Accommodate(seat, ()),
                EndTurn(seat),
            ]
            for action in legal + probes:
                reason = GAME.explain(state, action)
                assert (reason is None) == (action in legal), (action, reason)
                assert reason is None or reason.endswith(".")
            state = GAME.apply(state, rng.choice(legal))
