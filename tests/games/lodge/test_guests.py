"""Placing guests, the valet, the guest display and its refresh."""

import dataclasses

from tabletop.engine import EndTurn
from tabletop.games.lodge import GAME
from tabletop.games.lodge.actions import (
    BuildRoom,
    ChooseValet,
    PlaceDisplayGuest,
    PlaceValetGuest,
    RefreshGuests,
    UseRefreshToken,
)
from tabletop.games.lodge.components import components
from tabletop.games.lodge.state import EMPTY, GUESTS, VALET, space
from tests.games.refusals import refused as refused_by

from .helpers import NEW_TURN, Tiles, base_state, guest_id, guests_phase, make_lodge, with_lodge


def refused(state, action, words):
    return refused_by(GAME, state, action, words)


def position(rows, display_guests, valet=EMPTY, guests=None, amenities=None):
    lodge = make_lodge(rows, guests=guests, amenities=amenities, valet=valet)
    state = with_lodge(base_state(), lodge)
    used = set(display_guests) | {valet} | set((guests or {}).values())
    bag = tuple(g for g in range(len(components().guests)) if g not in used)
    return guests_phase(
        dataclasses.replace(state, guest_display=tuple(display_guests), guest_bag=bag)
    )


RB1, RB2, GY3, GP4, BY1 = (
    guest_id("RB", 1),
    guest_id("RB", 2),
    guest_id("GY", 3),
    guest_id("GP", 4),
    guest_id("BY", 1),
)


def test_a_guest_goes_into_either_room_of_an_adjacent_pair():
    state = position(["RBG"], [RB1, GY3, GP4, BY1])
    targets = {
        (a.floor, a.column)
        for a in GAME.legal_actions(state)
        if isinstance(a, PlaceDisplayGuest) and a.slot == 0
    }
    assert targets == {(1, 1), (1, 2)}
    after = GAME.apply(state, PlaceDisplayGuest(0, 1, 2))
    assert after.lodges[0].guests[space(1, 2)] == RB1
    assert after.guest_display[0] == EMPTY  # refilled only at the end of the turn


def test_a_vertical_pair_lets_the_guest_choose_the_floor():
    state = position(["B", "R"], [RB2, GY3, GP4, BY1])
    targets = {
        (a.floor, a.column)
        for a in GAME.legal_actions(state)
        if isinstance(a, PlaceDisplayGuest) and a.slot == 0
    }
    assert targets == {(1, 1), (2, 1)}


def test_rooms_that_are_not_adjacent_do_not_make_a_pair():
    state = position(["RGB"], [RB1, GY3, GP4, BY1])
    refused(state, PlaceDisplayGuest(0, 1, 1), "needs an empty blue (snowflake) room next to")
    refused(state, PlaceDisplayGuest(0, 1, 3), "needs an empty red (flame) room next to")


def test_diagonal_rooms_do_not_make_a_pair():
    state = position([".B", "RG"], [RB1, GY3, GP4, BY1])
    refused(state, PlaceDisplayGuest(0, 1, 1), "needs an empty blue")


def test_a_room_of_another_colour_is_refused():
    state = position(["RBG"], [RB1, GY3, GP4, BY1])
    refused(state, PlaceDisplayGuest(0, 1, 3), "wants a red (flame) and a blue (snowflake) room")


def test_an_occupied_room_is_refused():
    state = position(["RBR"], [RB1, GY3, GP4, BY1], guests={(1, 2): RB2})
    refused(state, PlaceDisplayGuest(0, 1, 2), "already has a guest")


def test_the_partner_room_must_be_empty():
    state = position(["RB"], [RB1, GY3, GP4, BY1], guests={(1, 2): RB2})
    refused(state, PlaceDisplayGuest(0, 1, 1), "needs an empty blue")


def test_guests_do_not_stay_in_amenities_or_empty_spaces():
    state = position(["RB#"], [RB1, GY3, GP4, BY1], amenities={(1, 3): "A01"})
    refused(state, PlaceDisplayGuest(0, 1, 3), "not in amenities")
    refused(state, PlaceDisplayGuest(0, 1, 4), "no room there")
    refused(state, PlaceDisplayGuest(0, 1, 0), "right of the elevator")


def test_only_one_guest_from_the_display_per_turn():
    state = position(["RBRB"], [RB1, RB2, GP4, BY1])
    after = GAME.apply(state, PlaceDisplayGuest(0, 1, 1))
    refused(after, PlaceDisplayGuest(1, 1, 3), "only one guest from the display")


def test_an_empty_display_slot_is_refused():
    state = position(["RB"], [EMPTY, RB2, GP4, BY1])
    refused(state, PlaceDisplayGuest(0, 1, 1), "no guest in that slot")


def test_one_display_guest_and_one_valet_guest_in_a_turn():
    state = position(["RBRB"], [RB1, GY3, GP4, BY1], valet=RB2)
    state = GAME.apply(state, PlaceDisplayGuest(0, 1, 1))
    state = GAME.apply(state, PlaceValetGuest(1, 4))
    assert state.phase == VALET and state.lodges[0].valet == EMPTY
    assert state.lodges[0].guest_count() == 2


def test_placing_the_valet_guest_means_choosing_a_new_one_at_once():
    state = position(["RBRB"], [RB1, GY3, GP4, BY1], valet=RB2)
    state = GAME.apply(state, PlaceValetGuest(1, 1))
    assert set(GAME.legal_actions(state)) == {
        ChooseValet(0),
        ChooseValet(1),
        ChooseValet(2),
        ChooseValet(3),
    }
    refused(state, EndTurn(), "First choose a new guest")
    refused(state, PlaceDisplayGuest(0, 1, 3), "First choose a new guest")
    refused(state, UseRefreshToken(1), "First choose a new guest")
    state = GAME.apply(state, ChooseValet(0))
    assert (
        state.lodges[0].valet == RB1 and state.guest_display[0] == EMPTY and state.phase == GUESTS
    )
    # the new valet guest has to wait for a later turn
    refused(state, PlaceValetGuest(1, 3), "only one guest from your valet")
    assert GAME.check(state, PlaceDisplayGuest(1, 1, 3)) is not None  # GY guest: no pair


def test_choose_valet_is_only_for_right_after_the_valet_guest():
    state = position(["RB"], [RB1, GY3, GP4, BY1], valet=RB2)
    refused(state, ChooseValet(0), "right after placing your valet guest")


def test_an_empty_valet_cannot_place():
    state = position(["RB"], [GY3, GY3, GP4, BY1])
    refused(state, PlaceValetGuest(1, 1), "valet is empty")


def test_the_guest_display_refills_after_the_guests_are_placed():
    state = position(["RBRB"], [RB1, GY3, GP4, BY1], valet=RB2)
    state = GAME.apply(state, PlaceDisplayGuest(0, 1, 1))
    state = GAME.apply(state, PlaceValetGuest(1, 3))
    state = GAME.apply(state, ChooseValet(1))
    assert state.guest_display.count(EMPTY) == 2
    bag = len(state.guest_bag)
    state = GAME.apply(state, EndTurn())
    assert EMPTY not in state.guest_display and len(state.guest_bag) == bag - 2


def test_guests_may_be_skipped():
    state = position(["RB"], [RB1, GY3, GP4, BY1], valet=RB2)
    after = GAME.apply(state, EndTurn())
    assert after.lodges[0].guest_count() == 0 and after.current == 1


def test_guests_come_after_the_build():
    state = base_state()
    lodge = make_lodge(["RB"], valet=RB2)
    state = with_lodge(state, lodge)
    refused(state, PlaceValetGuest(1, 1), "Build a room or an amenity first")


def test_refresh_guests_only_when_all_share_a_colour():
    state = position(["RB"], [RB1, GY3, GP4, BY1])
    refused(state, RefreshGuests(), "every guest in the display shares a colour")
    shared = [guest_id("RB", 1), guest_id("RG", 2), guest_id("RY", 3), guest_id("RP", 4)]
    state = position(["RB"], shared)
    assert RefreshGuests() in GAME.legal_actions(state)


def test_refresh_guests_draws_four_new_then_bags_the_old_ones():
    shared = [guest_id("RB", 1), guest_id("RG", 2), guest_id("RY", 3), guest_id("RP", 4)]
    state = position(["RB"], shared)
    after = GAME.apply(state, RefreshGuests())
    assert EMPTY not in after.guest_display
    assert not set(after.guest_display) & set(shared)
    assert set(shared) <= set(after.guest_bag)
    assert len(after.guest_bag) == len(state.guest_bag)


def test_refresh_guests_is_allowed_before_building_too():
    shared = [guest_id("BG", 1), guest_id("RB", 2), guest_id("BY", 3), guest_id("BP", 4)]
    state = dataclasses.replace(position(["RB"], shared), progress=NEW_TURN)
    assert RefreshGuests() in GAME.legal_actions(state)
    assert GAME.apply(state, RefreshGuests()).phase == "build"


def test_a_whole_turn_with_build_and_two_guests():
    tiles = Tiles()
    lodge = make_lodge(["R"], tiles=tiles, valet=guest_id("RB", 1))
    state = with_lodge(base_state(), lodge)
    blue = tiles.take("B")
    state = dataclasses.replace(state, room_display=(blue,) + state.room_display[1:])
    state = GAME.apply(state, BuildRoom(1, 0, 1, 2))
    state = GAME.apply(state, PlaceValetGuest(1, 1))
    assert state.phase == VALET
    state = GAME.apply(state, ChooseValet(3))
    state = GAME.apply(state, EndTurn())
    assert state.current == 1 and state.lodges[0].guest_count() == 1
    assert GAME.live_scores(state)[0] == 2 + 1  # preferred floor 1


def test_with_an_empty_guest_row_the_valet_waits_for_the_end_of_the_turn():
    state = position(["RB"], [EMPTY, EMPTY, EMPTY, EMPTY], valet=RB2)
    state = dataclasses.replace(state, guest_bag=state.guest_bag[:5])
    state = GAME.apply(state, PlaceValetGuest(1, 1))
    assert state.phase == GUESTS and state.lodges[0].valet == EMPTY
    state = GAME.apply(state, EndTurn())
    assert EMPTY not in state.guest_display and state.lodges[0].valet != EMPTY
    assert state.guest_bag == ()


def test_a_guest_may_go_off_its_preferred_floor_for_just_the_two_points():
    state = position(["RB"], [guest_id("RB", 4), GY3, GP4, BY1])
    assert GAME.check(state, PlaceDisplayGuest(0, 1, 1)) is None
    after = GAME.apply(state, PlaceDisplayGuest(0, 1, 1))
    assert GAME.live_scores(after)[0] == 2
