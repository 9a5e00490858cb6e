"""Summer Resort's heuristic (issue #15): forests and houses early, the President, no pair
on the locomotive when one token pays the same, no purchase the rules would send back;
and the hint's one-line reason."""

import dataclasses
import random

from tabletop.engine import Config
from tabletop.engine.bots import GreedyBot, bot_move, bot_rng, explain_choice
from tabletop.games.summer_resort import GAME
from tabletop.games.summer_resort.actions import Invest, Invite, Package
from tabletop.games.summer_resort.bot import heuristic, parts, would_be_lost
from tabletop.games.summer_resort.turn.development import lost_cards

from .helpers import COTTAGE, FOREST, PENSION, VILLA, C, crafted, lots, with_resort


def seat_zero_to_act(money: int, resort_lots, tokens: int = 2, last_round: bool = False):
    """Two players, seat 0 to act, an empty train, seat 0's money and lots as given."""
    state = crafted(players=2, porter=1, seats={0: {"money": money, "lots": resort_lots}})
    state = with_resort(state, 0, tokens=tokens)
    if last_round:
        state = dataclasses.replace(state, round=state.rounds)
    assert GAME.actor(state) == 0
    return state


def greedy_choice(state, seed: int = 1):
    return GreedyBot(GAME, 0).choose(
        GAME.view(state, 0), GAME.legal_actions(state), random.Random(seed)
    )


def test_one_token_on_the_locomotive_beats_a_stacked_pair():
    state = seat_zero_to_act(money=0, resort_lots=lots(COTTAGE))
    legal = GAME.legal_actions(state)
    assert Package(0, tokens=2) in legal and Package(0, tokens=1) in legal
    one = heuristic(GAME.apply(state, Package(0, tokens=1)), 0)
    pair = heuristic(GAME.apply(state, Package(0, tokens=2)), 0)
    assert one > pair
    for seed in range(5):
        assert greedy_choice(state, seed) != Package(0, tokens=2)


def test_greedy_never_buys_a_house_that_would_be_lost():
    # no bare forest for a cottage, no cottage for a villa; one token left this round
    state = seat_zero_to_act(money=1500, resort_lots=lots(VILLA, VILLA), tokens=1)
    for stack in ("cottage", "pension"):
        assert Invest(0, stack) in GAME.legal_actions(state)
    assert lost_cards(lots(VILLA, VILLA), ("cottage",)) == ("cottage",)
    cottage = GAME.apply(state, Invest(0, "cottage"))
    assert would_be_lost(cottage, 0) == ("cottage",)
    assert heuristic(cottage, 0) < heuristic(state, 0)
    for seed in range(5):
        choice = greedy_choice(state, seed)
        after = GAME.apply(state, choice)
        assert would_be_lost(after, 0) == ()


def test_in_the_last_round_a_cottage_without_a_forest_is_not_bought():
    state = seat_zero_to_act(
        money=300, resort_lots=lots(PENSION, PENSION), tokens=1, last_round=True
    )
    assert Invest(0, "cottage") in GAME.legal_actions(state)
    for seed in range(5):
        assert greedy_choice(state, seed) != Invest(0, "cottage")


def test_greedy_buys_a_forest_early_when_it_pays():
    state = seat_zero_to_act(money=300, resort_lots=lots(PENSION))
    choice = greedy_choice(state)
    assert isinstance(choice, Invest) and choice.stack.startswith("forest")
    after = GAME.apply(state, choice)
    assert parts(after, 0)["forests"] > 0


def test_a_forest_bought_in_the_last_round_is_worth_nothing_more():
    state = seat_zero_to_act(money=300, resort_lots=lots(PENSION), last_round=True)
    after = GAME.apply(state, Invest(0, "forest_100"))
    assert parts(after, 0)["forests"] == 0
    assert greedy_choice(state) != Invest(0, "forest_100")


def test_a_third_house_counts_the_president_in_reach():
    state = seat_zero_to_act(money=300, resort_lots=lots(PENSION, PENSION, FOREST))
    assert (
        parts(state, 0)["president"]
        < parts(GAME.apply(state, Invest(0, "cottage")), 0)["president"]
    )
    assert greedy_choice(state).stack == "cottage"


def test_greedy_games_buy_forests_and_see_a_president():
    forests, presidents = 0, 0
    for seed in range(3):
        state = GAME.new(Config.default(2, seed=seed))
        bots = [GreedyBot(GAME, s) for s in range(2)]
        rngs = [bot_rng(seed, s) for s in range(2)]
        while GAME.actor(state) is not None:
            seat = GAME.actor(state)
            action = bot_move(GAME, state, bots[seat], rngs[seat])
            forests += isinstance(action, Invest) and action.stack.startswith("forest")
            state = GAME.apply(state, action)
        presidents += state.president >= 0
    assert forests >= 3 and presidents >= 2


def test_the_hint_names_the_guests_and_the_house_they_are_for():
    state = seat_zero_to_act(money=0, resort_lots=lots(VILLA))
    train = list(state.train)
    train[2] = dataclasses.replace(train[2], vacationers=(C, C))
    state = dataclasses.replace(state, train=tuple(train))
    line = explain_choice(GAME, GAME.view(state, 0), Invite(0, 2), 0)
    assert line.startswith("Invites 2 vacationers from car 3")
    assert line.endswith(": 2 convalescents for your villa")
