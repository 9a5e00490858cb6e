"""The table's questions: where a dragged piece may go (read from ``legal_actions``), and
the live amenity checklist (``facts``)."""

import dataclasses

from tabletop.games.lodge.scoring import amenity_checklist

from .helpers import (
    Tiles,
    amenity_targets,
    base_state,
    display_from,
    guest_id,
    guest_targets,
    guests_phase,
    make_lodge,
    room_targets,
    with_lodge,
)


def test_room_targets_are_the_open_spaces_of_the_rows_floor():
    tiles = Tiles()
    lodge = make_lodge(["RB", "GYR"], tiles=tiles)
    state = with_lodge(base_state(), lodge)
    state = dataclasses.replace(state, room_display=display_from(["RBGY"] * 4, tiles))
    assert room_targets(state, 1, 0) == [(1, 4)]
    assert room_targets(state, 2, 3) == [(2, 3)]
    assert room_targets(state, 3, 1) == [(3, 1), (3, 2)]
    assert room_targets(state, 4, 2) == []
    assert (4, 1) not in amenity_targets(state, 0) and (3, 1) in amenity_targets(state, 0)


def test_guest_targets_light_both_rooms_of_each_pair():
    lodge = make_lodge(["RBR"], valet=guest_id("RB", 2))
    state = guests_phase(with_lodge(base_state(), lodge))
    assert guest_targets(state, None) == [(1, 1), (1, 2), (1, 3)]


def test_nothing_lights_outside_the_step_it_belongs_to():
    lodge = make_lodge(["RBR"], valet=guest_id("RB", 2))
    state = with_lodge(base_state(), lodge)  # build step: guests come later
    assert guest_targets(state, None) == []
    assert room_targets(guests_phase(state), 1, 0) == []


def test_the_checklist_is_live():
    lodge = make_lodge(["R#R"], amenities={(1, 2): "A01"})
    [line] = amenity_checklist(lodge)
    assert (line.name, line.points, line.met, line.have, line.need) == (
        "Fireplace Lounge",
        4,
        True,
        2,
        2,
    )
    assert line.condition == "at least 2 red (flame) rooms next to it" and (
        line.floor,
        line.column,
    ) == (1, 2)
    lodge = make_lodge(["R#B"], amenities={(1, 2): "A01"})
    [line] = amenity_checklist(lodge)
    assert not line.met and line.have == 1
