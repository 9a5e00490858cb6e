"""Phase II: placing tokens and the porter; prices; every prohibition with its reason."""

import dataclasses

from tabletop.games.summer_resort import GAME
from tabletop.games.summer_resort.actions import EndTurn, Invest, Invite, Package, Refuel
from tabletop.games.summer_resort.rules.placement import invest_price
from tabletop.games.summer_resort.state import EMPTY, FUELLED, REFUELLING

from .helpers import S, action_phase, play, refused, with_resort


def stack_cards(state, stack):
    from tabletop.games.summer_resort.rules.placement import stack_index

    return state.stacks[stack_index(stack)]


# --- order of play --------------------------------------------------------------------------


def test_play_starts_left_of_the_porter_and_goes_clockwise_holder_last():
    state = action_phase(players=4, porter=1)
    seen = []
    for _ in range(4):
        seen.append(GAME.actor(state))
        state = play(state, Package(GAME.actor(state)))
    assert seen == [2, 3, 0, 1]


def test_the_second_cycle_skips_players_who_used_both_tokens():
    state = action_phase(players=3, porter=2)
    state = play(state, Package(0, tokens=2), Package(1), Package(2), EndTurn(2))
    assert GAME.actor(state) == 1
    state = play(state, Package(1))
    assert GAME.actor(state) == 2  # one token and the porter left
    state = play(state, Package(2))
    assert GAME.actor(state) == 2
    state = play(state, Package(2, tokens=0, porter=True))
    assert state.phase != "actions" or state.round == 2


def test_a_placement_is_compulsory_and_the_locomotive_always_has_room():
    state = action_phase(players=2, porter=1, money=0)
    legal = GAME.legal_actions(state)
    assert Package(0) in legal
    invests = [a for a in legal if isinstance(a, Invest)]
    assert invests and all(a.tokens == 2 for a in invests)  # only the free pairs


def test_the_porter_is_an_extra_piece_for_its_holder_alone_or_with_one_token():
    state = action_phase(players=3, porter=2)
    state = play(state, Package(0), Package(1))
    legal = GAME.legal_actions(state)
    assert Package(2, tokens=0, porter=True) in legal
    assert Package(2, tokens=1, porter=True) in legal
    assert Package(2, tokens=2, porter=True) not in legal
    assert not any(
        getattr(a, "porter", False) for a in GAME.legal_actions(action_phase(3, porter=2))
    )


# --- the locomotive ----------------------------------------------------------------------------


def test_the_conductors_package_pays_100_at_once_and_never_blocks():
    state = action_phase(players=3, porter=2, money=200)
    state = play(state, Package(0))
    assert state.resorts[0].money == 300
    assert Package(1) in GAME.legal_actions(state)
    state = play(state, Package(1))
    assert state.resorts[1].money == 300


# --- investments and prices -----------------------------------------------------------------


def test_one_token_pays_base_times_visits_including_this_one():
    # The book: a cottage costs 100, 2 x 100 on the second visit, 3 x 100 on the third.
    state = action_phase(players=3, porter=2, money=1000)
    state = play(state, Invest(0, "cottage"))
    assert state.resorts[0].money == 900
    state = play(state, Invest(1, "cottage"))
    assert state.resorts[1].money == 800
    state = play(state, Invest(2, "cottage"))
    assert state.resorts[2].money == 700


def test_revisiting_your_own_card_still_raises_the_price():
    state = action_phase(players=2, porter=1, money=1000)
    state = play(state, Invest(0, "villa"), Package(1), Invest(0, "villa"))
    assert state.resorts[0].money == 1000 - 200 - 400
    assert state.resorts[0].purchases == ("villa", "villa")


def test_kamils_free_pension_with_a_pair_then_alek_pays_300():
    # The book: Kamil stacks 2 tokens on the pension and pays nothing; Alek then stacks
    # 2 tokens on it and pays 300 (one earlier visit), not 600.
    state = action_phase(players=2, porter=1, money=600)
    kamil, alek = 0, 1
    state = play(state, Invest(kamil, "pension", tokens=2))
    assert state.resorts[kamil].money == 600
    assert state.resorts[kamil].purchases == ("pension",)
    assert invest_price(state, "pension", (1, False)) == 600
    state = play(state, Invest(alek, "pension", tokens=2))
    assert state.resorts[alek].money == 300
    assert state.resorts[alek].purchases == ("pension",)


def test_a_free_automobile_with_two_tokens_on_the_first_turn():
    state = action_phase(players=2, porter=1, money=0)
    state = play(state, Invest(0, "automobile", tokens=2))
    assert state.resorts[0].purchases == ("automobile",) and state.resorts[0].money == 0


def test_the_porter_stacked_with_a_token_pays_the_pair_price():
    state = action_phase(players=2, porter=1, money=1000)
    state = play(state, Invest(0, "villa"), Invest(1, "villa", tokens=1, porter=True))
    assert state.resorts[1].money == 1000 - 200


def test_forests_are_sold_at_100_and_at_200():
    state = action_phase(players=2, porter=1, money=1000)
    state = play(state, Invest(0, "forest_100"), Invest(1, "forest_200"))
    assert state.resorts[0].money == 900 and state.resorts[1].money == 800


def test_an_empty_stack_cannot_be_bought():
    from tabletop.games.summer_resort.rules.placement import stack_index

    state = action_phase(players=2, porter=1)
    i = stack_index("pension")
    state = dataclasses.replace(state, stacks=state.stacks[:i] + (0,) + state.stacks[i + 1 :])
    assert "empty" in refused(state, Invest(0, "pension"))


# --- the train --------------------------------------------------------------------------------


def test_a_token_claims_a_car_for_the_round():
    state = action_phase(players=3, porter=2, train=((S,), (S, S), (), (), ()))
    state = play(state, Invite(0, 1))
    assert state.train[1].claimed_by == 0
    reason = refused(state, Invite(1, 1))
    assert reason == "That car has already been claimed this round."


def test_an_automobile_takes_two_neighbouring_cars_and_then_needs_fuel():
    state = action_phase(players=3, porter=2, train=((S,), (S, S), (S,), (), ()))
    state = with_resort(state, 0, automobiles=(FUELLED,))
    state = play(state, Invite(0, 1, automobile=True))
    assert state.train[1].claimed_by == 0 and state.train[2].claimed_by == 0
    assert state.resorts[0].automobiles == (EMPTY,)
    state = play(state, Package(1), Package(2))
    assert "needs fuel" in refused(state, Invite(0, 3, automobile=True))


def test_an_automobile_cannot_take_a_claimed_car_or_run_off_the_end():
    state = action_phase(players=3, porter=2, train=((S,), (S,), (S,), (), ()))
    state = play(state, Package(0), Invite(1, 2), Package(2))
    state = with_resort(state, 0, automobiles=(FUELLED,))
    assert "already been claimed" in refused(state, Invite(0, 1, automobile=True))
    assert "last car" in refused(state, Invite(0, 4, automobile=True))
    assert "need an automobile" in refused(
        with_resort(state, 0, automobiles=()), Invite(0, 0, automobile=True)
    )


def test_refuelling_your_automobile_costs_100_and_it_runs_next_round():
    state = action_phase(players=2, porter=1, money=500)
    state = with_resort(state, 0, automobiles=(EMPTY,))
    state = play(state, Refuel(0, 0))
    assert state.resorts[0].money == 400
    assert state.resorts[0].automobiles == (REFUELLING,)
    assert "already being refuelled" in refused(play(state, Package(1)), Refuel(0, 0))
    state = play(state, Package(1), Package(0), Package(1, tokens=0, porter=True), Package(1))
    assert state.round == 2 and state.resorts[0].automobiles == (FUELLED,)


def test_a_pair_refuels_for_nothing():
    state = action_phase(players=2, porter=1, money=0)
    state = with_resort(state, 0, automobiles=(EMPTY,))
    state = play(state, Refuel(0, 0, tokens=2))
    assert state.resorts[0].money == 0 and state.resorts[0].automobiles == (REFUELLING,)


# --- prohibitions ---------------------------------------------------------------------------


def test_refused_porter_with_two_tokens():
    state = play(action_phase(players=3, porter=2), Package(0), Package(1))
    assert refused(state, Package(2, tokens=2, porter=True)) == (
        "The porter cannot be stacked with two tokens, only with one."
    )


def test_refused_porter_by_another_player():
    state = action_phase(players=3, porter=2)
    assert (
        refused(state, Package(0, tokens=0, porter=True))
        == "Only the player holding the porter can place it."
    )


def test_refused_refuelling_another_players_automobile():
    state = action_phase(players=2, porter=1)
    state = with_resort(state, 1, automobiles=(EMPTY,))
    assert refused(state, Refuel(0, 1, 0)) == "You can refuel only your own automobile."


def test_refused_refuelling_a_full_tank():
    state = with_resort(action_phase(players=2, porter=1), 0, automobiles=(FUELLED,))
    assert refused(state, Refuel(0, 0, 0)) == "That automobile still has fuel."


def test_refused_spending_money_you_do_not_have():
    state = action_phase(players=2, porter=1, money=250)
    assert refused(state, Invest(0, "pension")) == "That costs 300 zł and you have only 250 zł."
    state = with_resort(action_phase(players=2, porter=1, money=50), 0, automobiles=(EMPTY,))
    assert refused(state, Refuel(0, 0)) == "Refuelling costs 100 zł and you have only 50 zł."


def test_refused_acting_out_of_turn():
    state = action_phase(players=3, porter=2)
    assert refused(state, Package(1)) == "It is not your turn: player 1 is placing now."
    assert refused(state, Invest(2, "cottage")).startswith("It is not your turn")


def test_refused_more_tokens_than_you_have_left():
    state = play(action_phase(players=2, porter=1), Package(0), Package(1))
    assert refused(state, Package(0, tokens=2)) == "You have only 1 token left this round."


def test_refused_the_porter_twice():
    state = play(action_phase(players=2, porter=1), Package(0), Package(1, tokens=0, porter=True))
    state = play(state, Package(1), Package(0))
    assert (
        refused(state, Package(1, tokens=0, porter=True))
        == "The porter has already been placed this round."
    )


def test_refused_no_such_car():
    state = action_phase(players=2, porter=1)
    assert refused(state, Invite(0, 9)) == "There is no such passenger car on the train."


# --- across the round -------------------------------------------------------------------------


def _package(state, seat):
    """A conductor's package with a token, or with the porter once the turn's token is down."""
    porter_only = Package(seat) not in GAME.legal_actions(state)
    return Package(seat, tokens=0 if porter_only else 1, porter=porter_only)


def test_the_porter_passes_left_at_the_end_of_each_round():
    state = action_phase(players=3, porter=2, train=((),) * 5)
    holders = []
    for _ in range(4):
        holders.append(state.porter)
        round_ = state.round
        while state.round == round_:
            seat = GAME.actor(state)
            if state.phase == "actions":
                state = play(state, _package(state, seat))
            else:
                state = play(state, GAME.legal_actions(state)[0])
    assert holders == [2, 0, 1, 2]


def test_three_investments_in_a_round_with_the_porter_villa_then_pension():
    # The book: with the porter a player can buy up to three investments in a round,
    # e.g. a villa and then a pension to put on it.
    state = action_phase(players=2, porter=1, money=1000, train=((),) * 4)
    state = play(state, Package(0), Invest(1, "villa"), Package(0))
    state = play(state, Invest(1, "pension"), Invest(1, "forest_100", tokens=0, porter=True))
    assert state.resorts[1].money == 1000 - 200 - 300 - 100
    assert state.round == 2
    assert [lot.level for lot in state.resorts[1].lots] == [3, 0, 0]
