"""The President of the Summer Home Society."""

import dataclasses

from tabletop.games.summer_resort import GAME
from tabletop.games.summer_resort.actions import Invest, Package
from tabletop.games.summer_resort.turn.development import top_score

from .helpers import (
    COTTAGE,
    FOREST,
    PENSION,
    VILLA,
    action_phase,
    crafted,
    lots,
    phase_three,
    play,
    with_resort,
)


def test_top_card_score_counts_only_the_top_of_each_house():
    assert top_score(lots(COTTAGE, VILLA, PENSION, FOREST)) == 10
    assert top_score(lots(VILLA, VILLA, PENSION)) == 11


def test_the_first_player_to_own_a_third_house_becomes_president():
    state = crafted(seats={1: {"lots": lots(COTTAGE, COTTAGE, FOREST), "purchases": ("cottage",)}})
    assert state.president == -1
    state = phase_three(state)
    assert state.president == 1


def test_nobody_is_president_with_two_houses():
    state = crafted(seats={1: {"lots": lots(COTTAGE, COTTAGE, FOREST)}})
    assert phase_three(state).president == -1


def test_two_new_third_houses_in_one_round_go_to_the_first_investor():
    state = action_phase(players=3, porter=2, money=1000, train=((),) * 5)
    for seat in (0, 1):
        state = with_resort(state, seat, lots=lots(COTTAGE, COTTAGE, FOREST))
    state = play(state, Package(0), Invest(1, "cottage"), Package(2), Invest(0, "cottage"))
    state = play(state, Package(1), Package(2), Package(2, tokens=0, porter=True))
    assert state.round == 2 and state.president == 1


def test_kamil_alek_janek():
    # The book: Kamil (cottage, villa, pension = 10) is President. Alek develops to two
    # villas and a pension (11): same number of houses, higher score, Alek takes it.
    # Kamil then upgrades his cottage to a villa (11 too): Alek keeps it. Janek builds his
    # fourth cottage (8 points): more houses, Janek takes it.
    kamil, alek, janek = 0, 1, 2
    state = crafted(
        seats={
            kamil: {"lots": lots(COTTAGE, VILLA, PENSION)},
            alek: {"lots": lots(VILLA, VILLA, VILLA), "purchases": ("pension",)},
            janek: {"lots": lots(COTTAGE, COTTAGE, FOREST, FOREST)},
        }
    )
    state = dataclasses.replace(state, president=kamil)
    state = phase_three(state)
    assert state.president == alek

    state = _next_round_with(state, kamil, purchases=("villa",))
    assert [lot.level for lot in state.resorts[kamil].lots] == [VILLA, VILLA, PENSION]
    assert state.president == alek

    state = _next_round_with(
        state, janek, lots=lots(COTTAGE, COTTAGE, COTTAGE, FOREST), purchases=("cottage",)
    )
    assert top_score(state.resorts[janek].lots) == 8
    assert state.president == janek


def _next_round_with(state, seat, **changes):
    state = with_resort(state, seat, **changes)
    state = dataclasses.replace(state, deck=("storm",) + state.deck[1:])
    return phase_three(state)


def test_the_president_is_worth_five_points():
    from tabletop.games.summer_resort.scoring import breakdown

    state = dataclasses.replace(crafted(), president=2)
    assert dict(breakdown(state, 2))["president"] == 5
    assert dict(breakdown(state, 0))["president"] == 0


def test_the_president_is_not_a_piece_to_place():
    state = dataclasses.replace(action_phase(players=3, porter=2), president=0)
    assert all(a.tokens >= 1 for a in GAME.legal_actions(state))
