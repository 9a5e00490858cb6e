"""Set-up for every player count, and the weather deck."""

from collections import Counter

import pytest

from tabletop.engine import Rng
from tabletop.games.summer_resort import GAME
from tabletop.games.summer_resort.components import components
from tabletop.games.summer_resort.setup import forecast, shuffle_weather, weather_cards

from .helpers import COTTAGE, FOREST, new


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_each_player_starts_with_money_two_forests_a_cottage_and_two_tokens(players):
    state = new(players)
    for resort in state.resorts:
        assert resort.money == 200
        assert [lot.level for lot in resort.lots] == [COTTAGE, FOREST]
        assert resort.tokens == 2
        assert resort.automobiles == ()


@pytest.mark.parametrize(
    "players,cars,rounds,deck", [(2, 4, 12, 13), (3, 5, 12, 13), (4, 6, 12, 13), (5, 6, 10, 11)]
)
def test_train_rounds_and_deck_by_player_count(players, cars, rounds, deck):
    state = new(players)
    assert len(state.train) == cars + (1 if state.weather == "full_sun" else 0)
    assert state.rounds == rounds
    assert len(state.deck) + len(state.history) == deck
    assert state.round == 1 and len(state.history) == 1


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_stacks_hold_the_books_cards_and_players_plus_one_automobiles(players):
    state = new(players)
    stacks = dict(zip([i.id for i in components().investments], state.stacks))
    assert stacks["automobile"] == players + 1
    assert stacks["villa"] == 18 and stacks["pension"] == 14
    assert stacks["cottage"] == 22 - players
    assert stacks["forest_100"] == stacks["forest_200"] == 14 - players
    prices = {i.id: i.price for i in components().investments}
    assert prices == {
        "forest_100": 100,
        "cottage": 100,
        "forest_200": 200,
        "villa": 200,
        "pension": 300,
        "automobile": 300,
    }


def test_five_players_remove_the_storm_and_one_rain():
    five, four = Counter(weather_cards(5)), Counter(weather_cards(4))
    assert five["storm"] == 0 and four["storm"] == 1
    assert five["rain"] == four["rain"] - 1
    assert sum(four.values()) == 13 and sum(five.values()) == 11


def test_the_first_locomotive_always_shows_a_cloud():
    for seed in range(200):
        deck, _ = shuffle_weather(weather_cards(3), Rng.from_seed(seed))
        assert forecast(deck[0]) == "cloud"
    for seed in range(30):
        assert forecast(new(4, seed).history[0]) == "cloud"


def test_the_porter_goes_to_a_random_player_and_the_player_on_its_left_starts():
    holders = {new(4, seed).porter for seed in range(40)}
    assert holders == {0, 1, 2, 3}
    state = new(4, 7)
    assert GAME.actor(state) == (state.porter + 1) % 4


def test_same_seed_same_game_and_other_seeds_differ():
    assert new(3, 5) == new(3, 5)
    assert len({new(3, s).deck for s in range(10)}) > 1


def test_player_count_outside_two_to_five_is_refused():
    from tabletop.engine import Config

    with pytest.raises(ValueError):
        GAME.new(Config.default(1))
    with pytest.raises(ValueError):
        GAME.new(Config.default(6))


def test_metadata():
    assert GAME.id == "summer_resort" and GAME.title == "Summer Resort"
    assert GAME.designer == "Karol Madaj"
    assert (GAME.min_players, GAME.max_players) == (2, 5)
    assert "standard" in GAME.modes and GAME.play_time and GAME.blurb
