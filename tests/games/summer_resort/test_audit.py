"""A rules audit against the rulebook: each test quotes (paraphrased) the sentence it checks."""

from tabletop.games.summer_resort import GAME
from tabletop.games.summer_resort.actions import Invest, Invite, Package, Refuel
from tabletop.games.summer_resort.state import EMPTY
from tabletop.resources import data_path

from .helpers import COTTAGE, FOREST, S, action_phase, lots, play, refused, with_resort


def summary() -> str:
    """The players' rules summary, on one line per paragraph for phrase checks."""
    return " ".join(data_path("summer_resort", "rules.md").read_text(encoding="utf-8").split())


def test_president_goes_to_the_first_to_invest_in_a_third_house_not_the_first_investor():
    # Book: "The player who first invests in a third house receives the President token."
    # Seat 0 invests first (an automobile), but seat 1 is first to buy its third house.
    state = action_phase(players=3, porter=2, money=1000, train=((),) * 5)
    for seat in (0, 1):
        state = with_resort(state, seat, lots=lots(COTTAGE, COTTAGE, FOREST))
    state = play(state, Invest(0, "automobile"), Invest(1, "cottage"), Package(2))
    state = play(state, Invest(0, "cottage"), Package(1), Package(2))
    state = play(state, Package(2, tokens=0, porter=True))
    assert state.round == 2 and state.president == 1


def test_a_cottage_with_no_forest_under_it_is_not_yet_an_investment_in_a_third_house():
    # Book: "first invests in a third house". Seat 0 buys a cottage first but has no bare
    # forest for it; seat 1 then buys its third house; seat 0's forest completes its own later.
    state = action_phase(players=3, porter=2, money=1000, train=((),) * 5)
    state = with_resort(state, 0, lots=lots(COTTAGE, COTTAGE))
    state = with_resort(state, 1, lots=lots(COTTAGE, COTTAGE, FOREST))
    state = play(state, Invest(0, "cottage"), Invest(1, "cottage"), Package(2))
    state = play(state, Invest(0, "forest_100"), Package(1), Package(2))
    state = play(state, Package(2, tokens=0, porter=True))
    assert state.round == 2 and state.president == 1
    assert state.resorts[0].houses == state.resorts[1].houses == 3


def test_an_automobile_refuelled_this_round_is_refused_as_usable_next_round():
    # Book: "The refueled car can be used in the next round." The refusal must not tell a
    # player who has just refuelled that the automobile still needs fuel.
    state = action_phase(players=2, porter=1, train=((S,), (S,), (), ()))
    state = with_resort(state, 0, automobiles=(EMPTY,))
    state = play(state, Refuel(0, 0), Package(1))
    reason = refused(state, Invite(0, 0, automobile=True))
    assert "needs fuel" not in reason
    assert "next round" in reason


def test_an_automobile_bought_this_round_is_refused_as_usable_next_round():
    # Book: a purchased automobile "has fuel and is ready to use in the next round".
    state = action_phase(players=2, porter=1, train=((S,), (S,), (), ()))
    state = play(state, Invest(0, "automobile"), Package(1))
    reason = refused(state, Invite(0, 0, automobile=True))
    assert "need an automobile" not in reason
    assert "next round" in reason


def test_the_summary_says_the_porter_with_a_token_pays_as_a_stacked_pair():
    # Book: a pair "pays only the base cost times the number of earlier visits"; the engine
    # (PROPOSED) treats the porter stacked with one token as such a pair. The summary must say so.
    state = action_phase(players=3, porter=0, money=1000)
    state = play(state, Invest(1, "villa"), Package(2))
    state = play(state, Invest(0, "villa", tokens=1, porter=True))
    assert state.resorts[0].money == 1000 - 200
    assert "porter stacked with one token counts as a stacked pair" in summary()


def test_the_summary_says_the_money_tie_break_counts_guests_as_money():
    # Book: "In case of a tie, the winner is the tying player who has the most money" (all
    # vacationers are turned to their money side first).
    from .test_scoring import finished

    state = finished()
    state = with_resort(state, 0, lots=lots(COTTAGE, guests={0: (S, S)}), money=600)
    state = with_resort(state, 1, lots=lots(COTTAGE), money=800)
    state = with_resort(state, 2, lots=lots(COTTAGE), money=0)
    result = GAME.result(state)
    assert result.totals[:2] == (10, 10) and result.ranks[:2] == (1, 1)
    assert "more money (counting the guests still in their houses)" in summary()


def test_the_summary_gives_full_sun_per_house_in_numbers():
    # Book: "Full sun: 2 students per cottage and 2 convalescents per villa and 2 socialites
    # per pension." The summary said "twice as many of everyone", which is unclear.
    assert "Full sun: two students per cottage, two convalescents per villa, two socialites" in (
        summary()
    )


def test_a_weather_deck_too_short_for_the_rounds_is_a_data_error():
    # Book: 12 rounds (10 with five players), and "the last weather card remains unrevealed".
    # The weather counts are ours to change in data; a deck without one card to spare would
    # crash in the last round, so loading refuses it with the file and field.
    import dataclasses

    import pytest

    from tabletop.engine.data import DataError
    from tabletop.games.summer_resort.components import check_deck, components

    comp = components()
    check_deck(comp)
    rain = comp.weather_card("rain")
    short = tuple(
        dataclasses.replace(w, count=w.count - 1) if w is rain else w for w in comp.weather
    )
    with pytest.raises(DataError) as info:
        check_deck(dataclasses.replace(comp, weather=short))
    assert "weather.yaml" in str(info.value) and "count" in str(info.value)


def test_the_prompt_mentions_the_porter_only_to_its_holder():
    from tabletop.engine import Config
    from tabletop.games.summer_resort import GAME

    state = GAME.new(Config.default(3, seed=4))
    holder = state.porter
    assert state.turn != holder  # play starts left of the porter holder
    assert GAME.prompt(state) == "place a token or a pair"
    import dataclasses

    assert (
        GAME.prompt(dataclasses.replace(state, turn=holder))
        == "place a token, a pair or the porter"
    )
