"""What happens by itself after a Lodge move, in the move log (issue #14): the displays
refilled, the room display refresh, the refresh token, the solo rival, the end trigger."""

from __future__ import annotations

import dataclasses
import random

from tabletop.engine import Config, EndTurn
from tabletop.engine.match import Match
from tabletop.engine.result import name_seats
from tabletop.games.lodge import GAME
from tabletop.games.lodge.actions import BuildAmenity, UseRefreshToken
from tabletop.games.lodge.state import EMPTY
from tabletop.games.lodge.text.events import trace

from .helpers import (
    BUILT,
    NEW_TURN,
    Tiles,
    base_state,
    display_from,
    guests_phase,
    make_lodge,
    with_lodge,
)
from .test_rulings import at_end_of_turn, twelve_guests

NAMES = ("Ann", "Bob", "Cy", "Di")


def named(lines) -> list[str]:
    return [name_seats(line, NAMES) for line in lines]


def display_state(rows, bag="", discard="", mode="standard"):
    tiles = Tiles()
    state = with_lodge(
        base_state(1 if mode == "solo" else 2, mode=mode), make_lodge(["R"], tiles=tiles, valet=0)
    )
    bag_tiles = tuple(sorted(tiles.take(ch) for ch in bag))
    discard_tiles = tuple(sorted(tiles.take(ch) for ch in discard))
    display = display_from(rows, tiles)
    return guests_phase(
        dataclasses.replace(
            state, room_display=display, room_bag=bag_tiles, room_discard=discard_tiles
        )
    )


def test_an_empty_row_logs_the_rooms_sliding_down_and_the_new_ones():
    state = display_state(["RB.Y", "P.BG", "....", "GY.R"], bag="PPPPPPP")
    after = GAME.apply(state, EndTurn())
    assert named(GAME.events(state, EndTurn(), after)) == [
        "Room display refresh (row 2 was empty): 6 rooms slide down; "
        "new rooms: row 2 purple; row 3 purple, purple; row 4 purple, purple, purple, purple."
    ]


def test_a_one_colour_display_is_discarded_and_an_empty_bag_takes_the_discards_back():
    state = display_state(["RRRR"] * 4, discard="BGYPBGYPBGYPBGYP")
    after = GAME.apply(state, EndTurn())
    (line,) = GAME.events(state, EndTurn(), after)
    assert line.startswith(
        "Room display refresh (every room shown is red: all go to the discard pile): "
        "the discard pile goes back into the empty bag; new rooms: row 1 "
    )


def test_the_refresh_token_logs_the_discarded_row_and_the_refill():
    state = display_state(["RBGY", "PRBG", "YPRB", "GYPR"], bag="BBBB")
    state = dataclasses.replace(state, progress=NEW_TURN)
    action = UseRefreshToken(row=2)
    lines = named(GAME.events(state, action, GAME.apply(state, action)))
    assert lines == [
        "Refresh token: the rooms of row 2 (yellow, purple, red and blue) go to the discard "
        "pile; Ann has no refresh token left.",
        "Room display refresh (row 2 was empty): 8 rooms slide down; "
        "new rooms: row 4 blue, blue, blue, blue.",
    ]


def test_a_built_amenity_is_replaced_in_the_display():
    state = base_state(2)
    action = next(a for a in GAME.legal_actions(state) if isinstance(a, BuildAmenity))
    after = GAME.apply(state, action)
    dealt = after.amenity_display[action.slot]
    from tabletop.games.lodge.components import components

    name = components().amenities[dealt].name
    assert GAME.events(state, action, after) == (
        f"Amenity display: the {name} is dealt into slot {action.slot + 1}.",
    )


def test_the_solo_rival_logs_its_removal_and_discards_after_the_players_turn():
    match = Match(GAME, Config.default(1, seed=4, mode="solo"))
    rng = random.Random(4)
    while not isinstance(match.log[-1].action if match.log else None, EndTurn):
        match.play(rng.choice(GAME.legal_actions(match.state)))
    assert match.log[-1].text == "ends the turn"
    lines = named(match.log[-1].events)
    rival = [line for line in lines if line.startswith("Rival: ")]
    assert rival[0].startswith("Rival: takes a ") and "room from row " in rival[0]
    assert rival[1].startswith("Rival: discards the ") and rival[1].endswith(
        " amenity from slot 4."
    )
    assert rival[2].startswith("Rival: sends the ") and "back to the bag" in rival[2]
    assert lines[lines.index(rival[1]) + 1].startswith("Amenity display: ")


def test_the_end_trigger_and_the_end_of_the_game_are_logged():
    state = at_end_of_turn(3, 1, twelve_guests())
    after = GAME.apply(state, EndTurn())
    lines = named(GAME.events(state, EndTurn(), after))
    assert (
        "End of the game: Bob has seated 12 guests; the round is played out so everyone "
        "has as many turns." in lines
    )
    last = dataclasses.replace(after, progress=BUILT)
    over = GAME.apply(last, EndTurn())
    assert GAME.is_over(over)
    assert GAME.events(last, EndTurn(), over)[-1] == "Game over (12 guests)."


def test_a_guest_refill_and_moves_without_automatic_steps():
    state = guests_phase(base_state(2))
    state = dataclasses.replace(state, guest_display=(EMPTY,) + state.guest_display[1:])
    after = GAME.apply(state, EndTurn())
    lines = GAME.events(state, EndTurn(), after)
    assert lines[0].startswith("Guest display refilled: ") and lines[0].endswith(" to slot 1.")
    build = next(a for a in GAME.legal_actions(base_state(2)) if a.kind == "build_room")
    assert GAME.events(base_state(2), build, GAME.apply(base_state(2), build)) == ()


def test_the_traced_steps_lead_to_the_position_the_rules_reach():
    for seed, players, mode in ((0, 1, "solo"), (1, 2, "standard"), (2, 4, "standard")):
        rng = random.Random(seed)
        state = GAME.new(Config.default(players, seed=seed, mode=mode))
        for _ in range(250):
            if GAME.is_over(state):
                break
            action = rng.choice(GAME.legal_actions(state))
            after = GAME.apply(state, action)
            reached = trace(state, action)[1]
            assert reached is None or reached == after
            state = after


def test_results_name_seats_for_the_screen():
    state = at_end_of_turn(3, 1, twelve_guests())
    state = GAME.apply(state, EndTurn())
    state = GAME.apply(dataclasses.replace(state, progress=BUILT), EndTurn())
    notes = [name_seats(note, NAMES) for note in GAME.result(state).notes]
    assert notes[0].startswith("Ended by the rulebook's trigger: Bob seated 12 guests")
    assert not any("Seat " in note for note in notes)


def test_each_rival_step_names_its_rule_the_piece_and_its_place():
    """#29: the rival's lines say which of its rules made it act, and name the piece and
    the place it came from, as the positions before and after the step show them."""
    from tabletop.games.lodge import facts
    from tabletop.games.lodge.components import components
    from tabletop.games.lodge.state import room_colour
    from tabletop.games.lodge.text.events import colour_name, guest_word

    n = components().constants.facts.display_columns
    match = Match(GAME, Config.default(1, seed=6, mode="solo"))
    rng, turns = random.Random(6), 0
    while turns < 4 and not match.is_over():
        before = match.state
        action = rng.choice(GAME.legal_actions(before))
        match.play(action)
        if not isinstance(action, EndTurn):
            continue
        turns += 1
        steps = {s.kind: s for s in facts.round_steps(before, action, match.state)}
        room = steps["rival_room"].moved[0]
        assert room.end == ("rival", -1)
        i = room.start[1]
        assert steps["rival_room"].line == (
            "Rival: takes a room at random, as it does each turn: "
            f"a {colour_name(room_colour(room.item))} room from row {i // n + 1}, "
            f"column {i % n + 1} of the room display."
        )
        (amenity,) = steps["rival_amenity"].moved
        assert amenity.start == ("amenities", 3) and amenity.end == ("discard", -1)
        assert steps["rival_amenity"].line == (
            "Rival: discards the amenity in the last slot, as it does each turn: "
            f"the {components().amenities[amenity.item].name} amenity from slot 4."
        )
        gone = next(m for m in steps["rival_guest"].moved if m.end == ("bag", -1))
        shown = [j for j, g in enumerate(steps["rival_guest"].lifted.guest_display) if g != EMPTY]
        assert gone.start[1] < min(shown, default=99)  # the leftmost guest
        assert steps["rival_guest"].line.startswith(
            "Rival: sends the leftmost guest back to the bag, as it does each turn: "
            f"the {guest_word(gone.item)} from slot {gone.start[1] + 1}"
        )
    assert turns == 4
