"""Phase I: the weather, the vacationers it sends, and dealing them onto the train."""

import dataclasses
from collections import Counter

import pytest

from tabletop.games.summer_resort.state import Car
from tabletop.games.summer_resort.turn.arrival import arriving, deal, start_round

from .helpers import COTTAGE, FOREST, PENSION, VILLA, C, P, S, lots, new, with_resort

TABLE = {
    "storm": (0, 0, 0),
    "rain": (1, 0, 0),
    "clouds": (1, 1, 0),
    "sun_cloud": (1, 1, 1),
    "exams": (0, 1, 1),
    "full_sun": (2, 2, 2),
}


@pytest.mark.parametrize("weather", sorted(TABLE))
def test_each_weather_sends_guests_per_house(weather):
    per = TABLE[weather]
    houses = {"cottage": 3, "villa": 4, "pension": 2}
    sent = arriving(weather, houses)
    assert sent == {S: per[0] * 3, C: per[1] * 4, P: per[2] * 2}


def test_kamils_exam_weather():
    # The book: exam session, 3 cottages, 4 villas, 2 pensions -> 4 convalescents, 2 socialites.
    assert arriving("exams", {"cottage": 3, "villa": 4, "pension": 2}) == {S: 0, C: 4, P: 2}


def _round_with(weather: str, players=3, houses=None, train_cars=None):
    state = new(players)
    houses = houses or {}
    for seat in range(players):
        state = with_resort(state, seat, lots=houses.get(seat, lots(FOREST)))
    cars = train_cars or len(state.train)
    state = dataclasses.replace(state, deck=(weather, "rain"), train=(Car(),) * cars)
    return start_round(state)


def test_kamils_exam_weather_in_play_counts_houses_over_all_resorts():
    houses = {
        0: lots(COTTAGE, VILLA, VILLA),
        1: lots(COTTAGE, VILLA, PENSION),
        2: lots(COTTAGE, VILLA, PENSION),
    }
    before = new(3)
    state = _round_with("exams", houses=houses)
    on_train = Counter(v for car in state.train for v in car.vacationers)
    assert on_train == Counter({C: 4, P: 2})
    assert state.bank[1] == before.bank[1] - 4 and state.bank[2] == before.bank[2] - 2
    assert state.weather == "exams" and state.history[-1] == "exams"


def test_vacationers_are_dealt_from_the_first_car_and_wrap_round():
    train = deal((Car(),) * 3, ("a", "b", "c", "d", "e", "f", "g"))
    assert [car.vacationers for car in train] == [("a", "d", "g"), ("b", "e"), ("c", "f")]


def test_full_sun_adds_a_car_for_the_rest_of_the_game():
    state = _round_with("full_sun", houses={0: lots(COTTAGE)}, train_cars=5)
    assert len(state.train) == 6
    assert sum(len(c.vacationers) for c in state.train) == 2
    state = dataclasses.replace(state, deck=("storm", "rain"))
    assert len(start_round(state).train) == 6


def test_full_sun_never_makes_more_than_eight_cars():
    state = _round_with("full_sun", houses={0: lots(COTTAGE)}, train_cars=8)
    assert len(state.train) == 8


def test_storm_sends_nobody():
    state = _round_with("storm", houses={0: lots(COTTAGE, VILLA, PENSION)})
    assert all(car.vacationers == () for car in state.train)


def test_a_short_bank_deals_what_it_has():
    state = new(3)
    state = dataclasses.replace(
        state, bank=(1, 0, 0), deck=("full_sun", "rain"), train=(Car(),) * 5
    )
    state = start_round(state)
    assert sum(len(c.vacationers) for c in state.train) == 1
    assert state.bank == (0, 0, 0)


def test_the_forecast_of_the_next_card_is_visible_but_not_its_weather():
    from tabletop.games.summer_resort import GAME
    from tabletop.games.summer_resort.setup import forecast

    state = new(3)
    view = GAME.view(state, 0)
    assert view.deck[0] == "?" + forecast(state.deck[0])
    assert set(view.deck[1:]) == {"?"}
    assert view.weather == state.weather


def test_the_last_weather_card_is_never_revealed():
    import random

    from tabletop.games.summer_resort import GAME

    for players, rounds in ((3, 12), (5, 10)):
        state = new(players, 3)
        rng = random.Random(3)
        while GAME.actor(state) is not None:
            legal = GAME.legal_actions(state)
            state = GAME.apply(state, rng.choice(legal))
        assert state.round == rounds and len(state.history) == rounds
        assert len(state.deck) == 1


def test_sr3_the_full_sun_car_is_added_before_dealing_and_gets_guests_that_round():
    # Ruling SR-3: three cottages send six students; five cars plus the new one take one each.
    state = _round_with("full_sun", houses={0: lots(COTTAGE, COTTAGE, COTTAGE)}, train_cars=5)
    assert [len(car.vacationers) for car in state.train] == [1, 1, 1, 1, 1, 1]


def test_sr4_unclaimed_vacationers_go_back_to_their_money_stacks_at_the_end_of_the_round():
    from tabletop.games.summer_resort.actions import EndTurn, Package

    from .helpers import crafted, play

    state = crafted(players=2, porter=1)
    state = dataclasses.replace(state, train=(Car((S, C)),) + state.train[1:])
    bank = state.bank
    state = play(state, Package(0), Package(1), Package(0), Package(1), EndTurn(1))
    assert state.round == 2  # the storm sent nobody
    assert all(car.vacationers == () for car in state.train)
    assert state.bank == (bank[0] + 1, bank[1] + 1, bank[2])
