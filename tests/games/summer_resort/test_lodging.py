"""Phase III b: accommodating vacationers under the four rules; rent; the President's overflow."""

import dataclasses

from tabletop.engine.result import seat_ref
from tabletop.games.summer_resort import GAME
from tabletop.games.summer_resort.actions import Accommodate
from tabletop.games.summer_resort.rules.lodging import arrangements, explain_arrangement, leftover

from .helpers import COTTAGE, FOREST, PENSION, VILLA, C, P, S, crafted, lots, phase_three, refused


def best(houses, guests):
    options = arrangements(houses, guests)
    assert len(options) == 1, options
    return options[0]


# --- the rules on their own -------------------------------------------------------------


def test_rule_1_a_house_takes_at_most_two_new_guests():
    arrangement = best(lots(COTTAGE), (S, S, S))
    assert arrangement == ((S, S),)
    assert leftover((S, S, S), arrangement) == (S,)


def test_rule_2_guests_stay_only_in_suitable_houses():
    assert best(lots(COTTAGE, VILLA), (P,)) == ((), ())
    assert best(lots(PENSION), (S,)) == ((),)
    assert best(lots(COTTAGE, PENSION), (C,)) == ((), (C,))
    assert best(lots(FOREST, COTTAGE), (S,)) == ((), (S,))
    assert best(lots(VILLA), (S, C)) == ((S, C),)


def test_rule_3_empty_houses_first():
    houses = lots(COTTAGE, COTTAGE, guests={0: (S,)})
    assert best(houses, (S, S)) == ((), (S, S))


def test_rule_3_comes_before_rule_4():
    # One busy villa could take both; two empty houses must be used instead.
    houses = lots(VILLA, COTTAGE, PENSION, guests={0: (S, S)})
    assert best(houses, (S, C)) == ((), (S,), (C,))


def test_sr1_the_book_example_empty_cottage_before_the_busy_villa():
    # Ruling SR-1: an empty cottage and a villa with two old students; a new convalescent
    # and a new student arrive. The student goes into the empty cottage, the convalescent
    # into the villa, whose two students leave and pay. (Before the ruling both new guests
    # went into the villa: one house instead of two.)
    houses = lots(COTTAGE, VILLA, guests={1: (S, S)})
    assert best(houses, (C, S)) == ((S,), (C,))
    assert explain_arrangement(houses, (C, S), ((), (S, C))) == (
        "Empty houses must be filled before guests already staying are sent home."
    )


def test_sr1_the_book_example_in_play_collects_the_students_rent():
    start = lots(COTTAGE, VILLA, guests={1: (S, S)})
    state = crafted(seats={0: {"lots": start, "money": 0, "arrivals": (C, S)}})
    state = phase_three(state)
    assert [lot.guests for lot in state.resorts[0].lots] == [(S,), (C,)]
    assert state.resorts[0].money == 200


def test_sr1_most_rent_now_breaks_the_last_tie():
    houses = lots(VILLA, VILLA, guests={0: (S,), 1: (C, C)})
    assert best(houses, (S,)) == ((), (S,))
    assert explain_arrangement(houses, (S,), ((S,), ())) == (
        "Of the ways that are otherwise equal, take the one whose leaving guests pay most."
    )


def test_rule_4_as_few_houses_as_possible():
    assert best(lots(COTTAGE, COTTAGE), (S, S)) in (((S, S), ()), ((), (S, S)))
    options = arrangements(lots(VILLA, VILLA, VILLA), (S, C, C))
    assert sorted(options) == sorted([((S, C), (C,), ()), ((C, C), (S,), ())])


def test_as_many_as_possible_comes_first():
    # Putting the convalescent in the villa would leave a student out.
    assert best(lots(VILLA, PENSION), (S, S, C)) == ((S, S), (C,))


def test_equally_good_choices_are_all_offered_once():
    options = arrangements(lots(COTTAGE, VILLA), (S,))
    assert sorted(options) == sorted([((S,), ()), ((), (S,))])
    # Interchangeable houses do not multiply the choices.
    assert len(arrangements(lots(COTTAGE, COTTAGE, COTTAGE), (S,))) == 1


def test_the_reason_names_the_broken_rule():
    houses = lots(COTTAGE, COTTAGE, guests={0: (S,)})
    assert explain_arrangement(houses, (P,), ((P,), ())) == "Socialites will not stay in a cottage."
    assert explain_arrangement(houses, (S, S), ((S,), ())) == (
        "Accommodate as many of your new vacationers as you can."
    )
    assert explain_arrangement(houses, (S, S), ((S, S), ())) == (
        "Empty houses must be filled before guests already staying are sent home."
    )
    assert explain_arrangement(lots(COTTAGE, COTTAGE), (S, S), ((S,), (S,))) == (
        "Put the new vacationers in as few houses as possible."
    )
    assert explain_arrangement(lots(COTTAGE), (S, S, S), ((S, S, S),)) == (
        "A house takes at most two new guests."
    )
    assert explain_arrangement(lots(COTTAGE), (S,), ((C,),)) == (
        "You can only accommodate the vacationers you invited."
    )
    assert explain_arrangement(lots(FOREST), (S,), ((S,),)).startswith("A bare forest lot")


# --- in play ------------------------------------------------------------------------------


def test_newcomers_send_the_old_guests_of_that_house_only_who_pay_rent():
    start = lots(VILLA, PENSION, guests={0: (S, C), 1: (C, P)})
    state = crafted(seats={0: {"lots": start, "money": 0, "arrivals": (C,)}})
    bank = state.bank
    state = phase_three(state)
    # Rule 3 picks neither (both busy); rule 4: one house. The villa's guests would pay
    # 300, the pension's 500: the most rent now decides (ruling SR-1; before it, a choice),
    # so with one best way left the engine accommodates by itself.
    assert arrangements(start, (C,)) == [((), (C,))]
    assert state.round == 2
    resort = state.resorts[0]
    assert resort.lots[0].guests == (S, C)  # untouched, still staying, no rent yet
    assert resort.lots[1].guests == (C,)
    assert resort.money == 200 + 300
    # The convalescent and the socialite who left are back in the bank as cards.
    assert state.bank[1] == bank[1] + 1 and state.bank[2] == bank[2] + 1


def test_students_stay_in_an_upgraded_pension_until_displaced():
    start = lots(VILLA, guests={0: (S, S)})
    state = crafted(
        seats={0: {"lots": start, "money": 0, "purchases": ("pension",), "arrivals": (P,)}}
    )
    state = phase_three(state)
    lot = state.resorts[0].lots[0]
    assert lot.level == PENSION and lot.guests == (P,)
    assert state.resorts[0].money == 200


def test_guests_who_fit_nowhere_go_back_to_the_bank_without_a_president():
    state = crafted(seats={0: {"lots": lots(COTTAGE, FOREST), "arrivals": (S, S, S, P)}})
    bank = state.bank
    state = phase_three(state)
    assert state.resorts[0].lots[0].guests == (S, S)
    assert state.bank[0] == bank[0] + 1 and state.bank[2] == bank[2] + 1


def test_the_president_receives_the_overflow_and_accommodates_it():
    state = crafted(
        seats={
            0: {"lots": lots(COTTAGE), "arrivals": (S, S, S, P)},
            1: {"lots": lots(COTTAGE, VILLA, PENSION, COTTAGE)},
        }
    )
    state = dataclasses.replace(state, president=1)
    bank = state.bank
    state = phase_three(state)
    assert state.president == 1
    assert state.resorts[0].lots[0].guests == (S, S)
    assert state.overflow == (S, P)  # the President is last and has a choice to make
    assert GAME.actor(state) == 1
    assert set(GAME.legal_actions(state)) == {
        Accommodate(1, ((S,), (), (P,), ())),
        Accommodate(1, ((), (S,), (P,), ())),
    }
    state = GAME.apply(state, Accommodate(1, ((), (S,), (P,), ())))
    guests = [lot.guests for lot in state.resorts[1].lots]
    assert guests == [(), (S,), (P,), ()]
    assert state.bank == bank and state.overflow == ()


def test_sr5_the_president_houses_what_the_rules_allow_and_the_rest_go_to_the_bank():
    # Ruling SR-5: the overflow goes to the President, who cannot decline it; what the
    # President's houses cannot take goes back to the bank.
    state = crafted(
        seats={
            0: {"lots": lots(COTTAGE), "arrivals": (S, S, S, S, P)},
            1: {"lots": lots(COTTAGE, FOREST, FOREST)},
        }
    )
    state = dataclasses.replace(state, president=1)
    bank = state.bank
    state = phase_three(state)
    assert [lot.guests for lot in state.resorts[1].lots] == [(S, S), (), ()]
    assert state.overflow == () and state.round == 2
    assert state.bank == (bank[0], bank[1], bank[2] + 1)


def test_a_non_optimal_lodging_is_refused_with_the_rule():
    state = crafted(seats={0: {"lots": lots(COTTAGE, VILLA), "arrivals": (S,)}})
    state = phase_three(state)
    assert GAME.actor(state) == 0
    assert (
        refused(state, Accommodate(0, ((S,), (S,))))
        == "You can only accommodate the vacationers you invited."
    )
    assert (
        refused(state, Accommodate(0, ((), ())))
        == "Accommodate as many of your new vacationers as you can."
    )
    assert (
        refused(state, Accommodate(1, ((S,), ()))) == f"{seat_ref(0)} is accommodating guests now."
    )
