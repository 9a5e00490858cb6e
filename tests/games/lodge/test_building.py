"""Building rooms and amenities: every placement rule and prohibition."""

import dataclasses

from tabletop.engine import EndTurn
from tabletop.games.lodge import GAME
from tabletop.games.lodge.actions import BuildAmenity, BuildRoom, DiscardRoom, PlaceDisplayGuest
from tabletop.games.lodge.state import BUILD, EMPTY, GUESTS, display_index, space
from tests.games.refusals import refused as refused_by

from .helpers import Tiles, base_state, display_from, make_lodge, with_lodge

FULL_DISPLAY = ["RBGY", "PRBG", "YPRB", "GYPR"]


def position(rows, display=FULL_DISPLAY):
    tiles = Tiles()
    lodge = make_lodge(rows, tiles=tiles)
    state = with_lodge(base_state(), lodge)
    return dataclasses.replace(state, room_display=display_from(display, tiles))


def refused(state, action, words):
    return refused_by(GAME, state, action, words)


def test_a_room_goes_on_the_floor_of_its_display_row():
    state = position(["R"])
    assert GAME.check(state, BuildRoom(1, 0, 1, 2)) is None
    assert GAME.check(state, BuildRoom(2, 0, 2, 1)) is None  # above the starting room
    refused(state, BuildRoom(2, 0, 1, 2), "row 2 of the display must go on floor 2")
    refused(state, BuildRoom(1, 0, 2, 1), "must go on floor 1")


def test_every_offered_room_build_uses_its_row_as_floor():
    state = position(["RB", "GYR"])
    builds = [a for a in GAME.legal_actions(state) if isinstance(a, BuildRoom)]
    assert builds and all(a.floor == a.row for a in builds)
    spots = {(a.floor, a.column) for a in builds}
    assert spots == {(1, 4), (2, 3), (3, 1), (3, 2)}


def test_a_floating_room_is_refused():
    state = position(["R"])
    refused(state, BuildRoom(2, 1, 2, 2), "needs a tile right below it")
    refused(state, BuildRoom(3, 1, 3, 1), "needs a tile right below it")


def test_nothing_goes_left_of_the_elevator():
    state = position(["R"])
    refused(state, BuildRoom(1, 0, 1, 0), "right of the elevator")
    refused(state, BuildRoom(1, 0, 1, -1), "right of the elevator")


def test_the_lodge_has_ten_columns():
    # ruling LO-1: 10 columns (was 6 spaces wide before the ruling)
    state = position(["RBGYPRBGYP"])
    refused(state, BuildRoom(1, 0, 1, 11), "only 10 spaces wide")


def test_a_room_must_touch_a_tile():
    state = position(["R"])
    refused(state, BuildRoom(1, 0, 1, 3), "must touch a tile")


def test_the_elevator_does_not_count_as_a_neighbour():
    state = position(["."])  # an empty lodge: nothing to touch, not even the elevator
    refused(state, BuildRoom(1, 0, 1, 1), "must touch a tile")


def test_a_built_space_is_refused():
    state = position(["R"])
    refused(state, BuildRoom(1, 0, 1, 1), "already built")


def test_an_empty_display_spot_is_refused():
    state = position(["R"], display=["RBGY", "PRBG", "YPRB", ".YPR"])
    refused(state, BuildRoom(1, 0, 1, 2), "display is empty")
    refused(state, BuildRoom(5, 0, 5, 2), "no such spot")


def test_the_room_display_is_not_refilled_after_building():
    state = position(["R"])
    after = GAME.apply(state, BuildRoom(1, 2, 1, 2))
    assert after.room_display[display_index(1, 2)] == EMPTY
    assert after.room_bag == state.room_bag
    assert after.lodges[0].rooms[space(1, 2)] == state.room_display[display_index(1, 2)]
    assert after.phase == GUESTS


def test_one_build_per_turn_and_a_build_is_required():
    state = position(["R"])
    refused(state, EndTurn(), "Build a room or an amenity first")
    refused(state, PlaceDisplayGuest(0, 1, 1), "Build a room or an amenity first")
    after = GAME.apply(state, BuildRoom(1, 2, 1, 2))
    refused(after, BuildRoom(1, 1, 1, 3), "already built this turn")
    refused(after, BuildAmenity(0, 2, 1), "already built this turn")
    assert GAME.check(after, EndTurn()) is None


def test_an_amenity_goes_on_any_floor_with_the_same_support_and_touch_rules():
    state = position(["R"])
    assert GAME.check(state, BuildAmenity(0, 2, 1)) is None
    assert GAME.check(state, BuildAmenity(0, 1, 2)) is None
    refused(state, BuildAmenity(0, 3, 1), "needs a tile right below it")
    refused(state, BuildAmenity(0, 1, 3), "must touch a tile")
    refused(state, BuildAmenity(0, 1, 0), "right of the elevator")
    refused(state, BuildAmenity(0, 1, 1), "already built")


def test_the_amenity_display_refills_at_once():
    state = position(["R"])
    taken = state.amenity_display[1]
    after = GAME.apply(state, BuildAmenity(1, 2, 1))
    assert after.lodges[0].amenities[space(2, 1)] == taken
    assert EMPTY not in after.amenity_display and taken not in after.amenity_display
    assert len(after.amenity_stack) == len(state.amenity_stack) - 1
    assert set(after.amenity_display) - set(state.amenity_display) <= set(state.amenity_stack)


def test_an_empty_amenity_slot_is_refused():
    state = dataclasses.replace(position(["R"]), amenity_display=(EMPTY, 1, 2, 3))
    refused(state, BuildAmenity(0, 1, 2), "no amenity in that slot")


def test_an_amenity_supports_and_touches_like_a_tile():
    tiles = Tiles()
    lodge = make_lodge(["#", "R"], amenities={(2, 1): "A01"}, tiles=tiles)
    state = with_lodge(base_state(), lodge)
    state = dataclasses.replace(state, room_display=display_from(FULL_DISPLAY, tiles))
    assert GAME.check(state, BuildRoom(3, 0, 3, 1)) is None  # on top of the amenity
    refused(state, BuildRoom(2, 0, 2, 2), "needs a tile right below it")


def test_with_no_legal_build_the_player_discards_a_room():
    tiles = Tiles()
    lodge = make_lodge(["R"], tiles=tiles)
    state = with_lodge(base_state(), lodge)
    display = display_from(["RB..", "....", "....", "...."], tiles)
    state = dataclasses.replace(
        state, room_display=display, amenity_display=(EMPTY,) * 4, amenity_stack=()
    )
    legal = GAME.legal_actions(state)
    assert DiscardRoom(4, 0) in legal and DiscardRoom(4, 1) in legal
    assert not any(isinstance(a, (BuildRoom, BuildAmenity)) for a in legal)
    refused(state, BuildRoom(4, 0, 4, 1), "needs a tile right below it")
    after = GAME.apply(state, DiscardRoom(4, 0))
    assert after.phase == GUESTS and display[display_index(4, 0)] in after.room_discard
    assert after.room_display[display_index(4, 0)] == EMPTY


def test_discarding_is_refused_when_a_build_exists():
    state = position(["R"])
    refused(state, DiscardRoom(1, 0), "only when you have nothing you can build")


def test_with_nothing_to_build_or_discard_the_build_is_skipped():
    from tabletop.engine import Pass

    state = position(["R"], display=["....", "....", "....", "...."])
    state = dataclasses.replace(state, amenity_display=(EMPTY,) * 4, amenity_stack=())
    assert Pass() in GAME.legal_actions(state)
    after = GAME.apply(state, Pass())
    assert after.phase == GUESTS
    refused(position(["R"]), Pass(), "nothing to build")


def test_the_starting_room_sits_next_to_the_elevator_on_floor_1():
    state = base_state(4)
    for lodge in state.lodges:
        assert lodge.rooms[space(1, 1)] != EMPTY
        assert lodge.tile_count() == 1
    assert state.phase == BUILD
