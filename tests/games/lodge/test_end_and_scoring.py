"""The end trigger, the round completed after it, scoring and the tie-break."""

import dataclasses

from tabletop.engine import Config, EndTurn
from tabletop.games.lodge import GAME
from tabletop.games.lodge.actions import PlaceValetGuest
from tabletop.games.lodge.components import components
from tabletop.games.lodge.scoring import breakdown, score
from tabletop.games.lodge.state import BUILD, EMPTY, OVER

from .helpers import BUILT, amenity_index, base_state, guest_id, make_lodge, with_lodge

FULL = ["RBRB", "BRBR", "RBRB", "BRBR"]


def lodge_with_guests(count, valet=EMPTY):
    """Sixteen rooms, ``count`` of them (bottom-left first) holding guests."""
    spots = [(f, c) for f in range(1, 5) for c in range(1, 5)]
    guests = {spot: g for spot, g in zip(spots[:count], range(count))}
    return make_lodge(FULL, guests=guests, valet=valet)


def at_end_of_turn(players, seat, lodge, first=0):
    state = base_state(players)
    state = with_lodge(state, lodge, seat)
    return dataclasses.replace(state, first=first, current=seat, progress=BUILT)


def test_eleven_guests_do_not_trigger_the_end():
    state = GAME.apply(at_end_of_turn(3, 1, lodge_with_guests(11)), EndTurn())
    assert not state.end_triggered and state.phase == BUILD


def test_the_twelfth_guest_triggers_the_end_and_the_round_is_finished():
    state = GAME.apply(at_end_of_turn(3, 1, lodge_with_guests(12)), EndTurn())
    assert state.end_triggered and GAME.actor(state) == 2  # seat 2 still plays
    state = dataclasses.replace(state, progress=BUILT)  # (seat 2 builds, skipped here)
    state = GAME.apply(state, EndTurn())
    assert state.phase == OVER and GAME.actor(state) is None and GAME.is_over(state)


def test_the_last_player_in_turn_order_triggering_ends_the_game_at_once():
    # first player is seat 1, so seat 0 is the last in turn order (1, 2, 0)
    state = GAME.apply(at_end_of_turn(3, 0, lodge_with_guests(12), first=1), EndTurn())
    assert GAME.is_over(state)


def test_placing_the_twelfth_guest_then_finishing_the_round():
    lodge = lodge_with_guests(11, valet=guest_id("RB", 3))
    lodge = dataclasses.replace(lodge, turns=10)
    state = at_end_of_turn(2, 0, lodge)
    state = GAME.apply(state, PlaceValetGuest(3, 4))
    state = GAME.apply(state, GAME.legal_actions(state)[0])  # choose a new valet guest
    state = GAME.apply(state, EndTurn())
    assert state.end_triggered and GAME.actor(state) == 1
    assert state.lodges[0].guest_count() == 12


def test_a_full_lodge_also_triggers_the_end():
    lodge = make_lodge(["RBGYPRBGYP"] * 4)  # ruling LO-1: 10 columns (was 6)
    state = GAME.apply(at_end_of_turn(2, 0, lodge), EndTurn())
    assert state.end_triggered


def test_every_player_has_had_the_same_number_of_turns_at_the_end():
    import random

    for players in (2, 3, 4):
        state = GAME.new(Config.default(players, seed=players))
        rng = random.Random(players)
        while not GAME.is_over(state):
            legal = GAME.legal_actions(state)
            state = GAME.apply(state, legal[rng.randrange(len(legal))])
        assert len({lodge.turns for lodge in state.lodges}) == 1


def test_scoring_two_per_guest_plus_the_floor_of_guests_on_their_preferred_floor():
    # Worked example: three guests; the floor-3 guest is on floor 3 (2 + 3), the floor-1
    # guest on floor 1 (2 + 1), the floor-4 guest on floor 2 (just 2): 10 points.
    lodge = make_lodge(
        ["", "RB", "RB", "RB"],
        guests={(3, 1): guest_id("RB", 3), (1, 2): guest_id("RB", 1), (2, 2): guest_id("RB", 4)},
    )
    assert breakdown(lodge) == (("guests", 6), ("preferred floors", 4), ("amenities", 0))
    assert score(lodge) == 10


def test_scoring_adds_fulfilled_amenities_only():
    lodge = make_lodge(
        ["#", "R#R", "RBR"],
        amenities={(2, 2): "A01", (3, 1): "A13"},
        guests={(1, 1): guest_id("RB", 1)},
    )
    points = components().amenities[amenity_index("A01")].points
    assert breakdown(lodge) == (("guests", 2), ("preferred floors", 1), ("amenities", points))


def test_twelve_guests_all_on_their_preferred_floor():
    rows = ["RBRB", "BRBR", "RBRB", "BRBR"]
    guests = {}
    for floor in range(1, 5):
        for col in range(1, 4):
            guests[(floor, col)] = (
                guest_id("RB", floor, col - 1) if col < 3 else guest_id("RG", floor)
            )
    lodge = make_lodge(rows, guests=guests)
    # 12 guests x 2 = 24, floor bonus 3 x (1 + 2 + 3 + 4) = 30
    assert score(lodge) == 54


def test_ties_go_to_the_player_later_in_turn_order():
    lodge = lodge_with_guests(2)
    state = base_state(3)
    state = dataclasses.replace(state, lodges=(lodge, lodge, lodge), first=1, over=True)
    result = GAME.result(state)
    assert result.totals[0] == result.totals[1] == result.totals[2]
    # turn order 1, 2, 0: seat 0 played last and wins, seat 2 is second, seat 1 third
    assert result.ranks == (1, 3, 2)
    assert result.winners == (0,)


def test_a_higher_score_beats_turn_order():
    state = base_state(2)
    state = dataclasses.replace(
        state, lodges=(lodge_with_guests(3), lodge_with_guests(2)), first=0, over=True
    )
    assert GAME.result(state).ranks == (1, 2)


def test_result_breakdown_and_live_scores_agree():
    state = base_state(2)
    lodge = make_lodge(["R#R"], amenities={(1, 2): "A01"}, guests={(1, 1): guest_id("RB", 1)})
    state = dataclasses.replace(with_lodge(state, lodge), over=True)
    result = GAME.result(state)
    assert result.totals == GAME.live_scores(state)
    assert dict(result.breakdown[0])["amenities"] == 4
    assert any("Fireplace Lounge" in note for note in result.notes)
