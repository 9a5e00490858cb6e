"""Lodge's turn declared as a ``TurnPlan`` (issue #8): build, then a display guest and a
valet guest in either order (each at most once), a new valet right after the valet guest,
and refreshing at any time; the state stores the plan's progress (the steps taken, in
order), and the legal actions are the plan's open steps."""

import dataclasses

from tabletop.engine import EndTurn
from tabletop.games.lodge.actions import (
    BuildAmenity,
    BuildRoom,
    ChooseValet,
    PlaceDisplayGuest,
    PlaceValetGuest,
)
from tabletop.games.lodge.components import components
from tabletop.games.lodge.game import GAME
from tabletop.games.lodge.state import BUILD, EMPTY, GUESTS, PLAN, VALET

from .helpers import NEW_TURN, base_state, guest_id, guests_phase, make_lodge, with_lodge

RB1, RB2, GY3, GP4, BY1 = (
    guest_id("RB", 1),
    guest_id("RB", 2),
    guest_id("GY", 3),
    guest_id("GP", 4),
    guest_id("BY", 1),
)


def position(rows, display_guests, valet=EMPTY):
    state = with_lodge(base_state(), make_lodge(rows, valet=valet))
    used = set(display_guests) | {valet}
    bag = tuple(g for g in range(len(components().guests)) if g not in used)
    return guests_phase(
        dataclasses.replace(state, guest_display=tuple(display_guests), guest_bag=bag)
    )


def kinds(state):
    return {a.kind for a in GAME.legal_actions(state)}


def test_the_plan_names_the_parts_of_a_turn():
    assert [s.name for s in PLAN.steps] == ["build", "display_guest", "valet_guest", "new_valet"]
    assert PLAN.free == ("refresh",)
    start = PLAN.start()
    assert PLAN.open(start) == ("build",) and not PLAN.can_end(start)
    built = PLAN.mark(start, "build")
    assert PLAN.open(built) == ("display_guest", "valet_guest") and PLAN.can_end(built)
    valet = PLAN.mark(built, "valet_guest")
    assert PLAN.open(valet) == ("display_guest", "new_valet")


def test_a_new_turn_builds_first_and_cannot_end():
    state = dataclasses.replace(
        position(["RB"], [RB1, GY3, GP4, BY1], valet=RB2), progress=NEW_TURN
    )
    assert state.progress.taken == () and state.phase == BUILD
    assert kinds(state) & {"build_room", "build_amenity"}
    assert not kinds(state) & {"place_display_guest", "place_valet_guest", "end_turn"}


def test_progress_follows_a_turn_and_legal_actions_follow_the_plan():
    state = position(["RBRB"], [RB1, GY3, GP4, BY1], valet=RB2)
    assert state.progress.taken == ("build",) and state.phase == GUESTS
    assert {"place_display_guest", "place_valet_guest", "end_turn"} <= kinds(state)
    assert not kinds(state) & {"build_room", "build_amenity"}
    state = GAME.apply(state, PlaceValetGuest(1, 4))
    assert state.progress.taken == ("build", "valet_guest") and state.phase == VALET
    assert PLAN.open(state.progress) == ("display_guest", "new_valet")
    assert kinds(state) == {"choose_valet"}  # the new valet is chosen at once
    state = GAME.apply(state, ChooseValet(1))
    assert state.progress.taken == ("build", "valet_guest", "new_valet")
    assert "place_valet_guest" not in kinds(state)
    assert {"place_display_guest", "end_turn"} <= kinds(state)
    state = GAME.apply(state, PlaceDisplayGuest(0, 1, 1))
    assert state.progress.taken == ("build", "valet_guest", "new_valet", "display_guest")
    assert PLAN.open(state.progress) == ()
    assert not any(
        isinstance(a, (PlaceDisplayGuest, PlaceValetGuest, BuildRoom, BuildAmenity))
        for a in GAME.legal_actions(state)
    )
    assert EndTurn() in GAME.legal_actions(state)


def test_a_valet_guest_with_no_guest_to_choose_takes_the_new_valet_step_too():
    state = position(["RBRB"], [EMPTY, EMPTY, EMPTY, EMPTY], valet=RB2)
    state = GAME.apply(state, PlaceValetGuest(1, 4))
    assert state.progress.taken == ("build", "valet_guest", "new_valet")
    assert state.phase == GUESTS and state.lodges[0].valet == EMPTY
    assert not any(isinstance(a, ChooseValet) for a in GAME.legal_actions(state))


def test_the_turn_progress_starts_again_for_the_next_player():
    state = GAME.apply(position(["RBRB"], [RB1, GY3, GP4, BY1], valet=RB2), EndTurn())
    assert state.progress == PLAN.start() and state.current == 1 and not state.over
