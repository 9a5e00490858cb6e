"""facts.py: the numbers and sentences the table shows come from the state and the data,
including the warning before a purchase that would be lost (ruling SR-6)."""

from tabletop.games.summer_resort import facts
from tabletop.games.summer_resort.actions import Invest, Package

from .helpers import COTTAGE, FOREST, PENSION, VILLA, S, action_phase, lots, play, with_resort


def test_card_numbers_come_from_the_data():
    assert [facts.value(k) for k in facts.vacationer_ids()] == [100, 200, 300]
    assert [facts.stack_points(level) for level in (FOREST, COTTAGE, VILLA, PENSION)] == [
        0,
        2,
        5,
        10,
    ]
    assert facts.name("convalescent") == "Convalescent" and facts.name("forest") == "Forest"
    assert facts.president_badge() == "President +5"
    assert facts.package_text() == "+100 zł"
    assert facts.lot_note(1, lots(VILLA)[0]) == "lot 2 · 5 pts"
    assert facts.leaving_note(lots(VILLA, guests={0: (S, S)})[0]) == "old pay +200"


def test_stacks_show_cards_left_visits_and_next_prices():
    state = action_phase(players=3, porter=2, money=1000)
    state = play(state, Invest(0, "cottage"))
    cottage = next(s for s in facts.stacks(state) if s.id == "cottage")
    assert cottage.price == "100 zł" and cottage.visits == "Visits this round: 1"
    assert cottage.next_one == "Next: 200 zł" and cottage.next_pair == "Pair: 100 zł"
    assert cottage.left == f"{state.stacks[1]} left"
    villa = next(s for s in facts.stacks(state) if s.id == "villa")
    assert villa.visits == "No visits yet" and villa.next_pair == "Pair: free"


def test_status_and_weather_lines():
    state = action_phase(players=5, porter=0)
    assert facts.status(state) == "Round 1 of 10 · actions"
    weather = facts.weather(state)
    assert weather is not None and len(weather.rows) == 3
    assert all(r.text.startswith("per ") == bool(r.guests) for r in weather.rows)


def test_sr6_the_warning_before_a_cottage_with_no_bare_forest():
    state = action_phase(players=3, porter=2, money=1000)
    state = with_resort(state, 0, lots=lots(COTTAGE, COTTAGE))
    assert facts.purchase_warning(state, 0, "cottage", tokens=2) == (
        "You have no bare forest: this cottage would be lost."
    )
    assert facts.purchase_warning(state, 0, "cottage") == (
        "You have no bare forest: this cottage would be lost unless you also buy a forest "
        "lot this round."
    )
    assert facts.purchase_warning(state, 0, "villa") is None
    assert facts.purchase_warning(state, 0, "forest_100") is None
    label = facts.invest_label(state, 0, "cottage", 2, False)
    assert label == (
        "Buy a cottage for 0 zł (you have 1000 zł). "
        "You have no bare forest: this cottage would be lost."
    )


def test_sr6_a_base_bought_earlier_this_round_counts_and_a_taken_one_does_not():
    state = action_phase(players=3, porter=2, money=1000)
    state = with_resort(state, 0, lots=lots(COTTAGE, FOREST))
    assert facts.purchase_warning(state, 0, "cottage") is None
    state = play(state, Invest(0, "cottage"), Package(1), Package(2))
    assert facts.purchase_warning(state, 0, "cottage") == (
        "You have no bare forest left for it: this cottage would be lost."
    )
    assert facts.purchase_warning(state, 0, "villa") is None  # the new cottage takes it
