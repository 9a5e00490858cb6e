"""Phase III a: bought cards go into the resort as upgrades."""

from tabletop.engine.result import seat_ref
from tabletop.games.summer_resort import GAME
from tabletop.games.summer_resort.actions import Build, Invest, Invite, Package
from tabletop.games.summer_resort.rules.placement import stack_index
from tabletop.games.summer_resort.state import FUELLED

from .helpers import (
    COTTAGE,
    FOREST,
    PENSION,
    VILLA,
    S,
    action_phase,
    crafted,
    lots,
    phase_three,
    play,
    refused,
)


def levels(state, seat):
    return [lot.level for lot in state.resorts[seat].lots]


def test_a_forest_becomes_a_new_lot_and_a_cottage_goes_on_an_uncovered_forest():
    state = crafted(seats={0: {"lots": lots(COTTAGE), "purchases": ("forest", "cottage")}})
    state = phase_three(state)
    assert levels(state, 0) == [COTTAGE, COTTAGE]


def test_villa_on_a_cottage_and_pension_on_a_villa_even_within_one_round():
    state = crafted(seats={0: {"lots": lots(COTTAGE, FOREST), "purchases": ("pension", "villa")}})
    state = phase_three(state)
    assert levels(state, 0) == [PENSION, FOREST]


def test_a_villa_without_a_cottage_goes_back_to_its_stack_and_the_money_is_lost():
    state = crafted(
        seats={0: {"lots": lots(FOREST, FOREST), "money": 300, "purchases": ("villa",)}}
    )
    villas = state.stacks[stack_index("villa")]
    state = phase_three(state)
    assert levels(state, 0) == [FOREST, FOREST]
    assert state.stacks[stack_index("villa")] == villas + 1
    assert state.resorts[0].money == 300


def test_the_lost_pension_of_the_book():
    # A player buys the pension first, meaning to buy the villa under it later; the others
    # push the villa's price beyond what is left, and the pension is lost at development.
    state = action_phase(players=3, porter=2, money=500, train=((),) * 5)
    pensions = state.stacks[stack_index("pension")]
    state = play(state, Invest(0, "pension"), Invest(1, "villa"), Invest(2, "villa", tokens=2))
    assert state.resorts[0].money == 200
    reason = refused(state, Invest(0, "villa"))
    assert reason == "That costs 600 zł and you have only 200 zł."
    # Seat 2 placed both tokens as its turn's pair: no turn is left for the porter (SR-2).
    state = play(state, Package(0), Package(1))
    assert state.round == 2
    assert levels(state, 0) == [COTTAGE, FOREST]
    assert state.resorts[0].money == 300  # 200 + the package; the 300 paid is gone
    assert state.stacks[stack_index("pension")] == pensions  # the card went back
    assert levels(state, 1) == [VILLA, FOREST]


def test_the_player_chooses_which_cottage_becomes_a_villa_when_they_differ():
    start = lots(COTTAGE, COTTAGE, FOREST, guests={0: (S,)})
    state = crafted(seats={1: {"lots": start, "purchases": ("villa",)}})
    state = phase_three(state)
    assert state.phase == "develop" and GAME.actor(state) == 1
    assert GAME.legal_actions(state) == [Build(1, 0), Build(1, 1)]
    assert refused(state, Build(1, 2)) == "A villa must go on a cottage."
    assert refused(state, Build(0, 0)) == f"{seat_ref(1)} is building now."
    state = GAME.apply(state, Build(1, 1))
    assert levels(state, 1) == [COTTAGE, VILLA, FOREST]


def test_identical_cottages_need_no_choice():
    state = crafted(seats={1: {"lots": lots(COTTAGE, COTTAGE), "purchases": ("villa",)}})
    state = phase_three(state)
    assert state.round == 2 and levels(state, 1) == [VILLA, COTTAGE]


def test_development_leaves_guests_where_they_are():
    state = crafted(seats={0: {"lots": lots(VILLA, guests={0: (S, S)}), "purchases": ("pension",)}})
    state = phase_three(state)
    assert state.resorts[0].lots[0].level == PENSION
    assert state.resorts[0].lots[0].guests == (S, S)


def test_a_bought_automobile_is_fuelled_and_usable_only_from_next_round():
    state = action_phase(players=2, porter=1, money=1000, train=((S,), (S,), (S,), ()))
    state = play(state, Invest(0, "automobile"))
    state = play(state, Package(1))
    assert "from next round" in refused(state, Invite(0, 0, automobile=True))
    state = play(state, Package(0), Package(1), Package(1, tokens=0, porter=True))
    assert state.round == 2 and state.resorts[0].automobiles == (FUELLED,)
    state = play(state, Package(1))  # the porter has passed to seat 0: seat 1 starts
    assert GAME.actor(state) == 0
    assert any(isinstance(a, Invite) and a.automobile for a in GAME.legal_actions(state))
