"""What happened after a Lodge move, step by step (issue #14): ``facts.round_steps`` pairs
every line of ``Game.events`` with the position after it (``after`` last) and with what
moved, so that the table can play the display refresh, the refresh token and the solo
rival on the board."""

from __future__ import annotations

import dataclasses
import random

import pytest

from tabletop.engine import Config, EndTurn
from tabletop.games.lodge import GAME, facts
from tabletop.games.lodge.actions import BuildAmenity, UseRefreshToken
from tabletop.games.lodge.facts.round_steps import KINDS
from tabletop.games.lodge.state import EMPTY

from .helpers import NEW_TURN
from .test_events import display_state

START = {
    "amenity": "Amenity display:",
    "guests": "Guest display",
    "valet": "Valet:",
    "rival_room": "Rival: takes",
    "rival_amenity": "Rival: discards",
    "rival_guest": "Rival: sends",
    "token": "Refresh token:",
    "refresh": "Room display refresh",
    "trigger": "End of the game:",
    "over": "Game over",
}


def moves_with_events(seed: int, players: int, mode: str = "standard"):
    """(before, action, after) of each move with events in a random game."""
    rng = random.Random(seed)
    state = GAME.new(Config.default(players, seed=seed, mode=mode))
    while GAME.actor(state) is not None:
        action = rng.choice(GAME.legal_actions(state))
        after = GAME.apply(state, action)
        if GAME.events(state, action, after):
            yield state, action, after
        state = after


@pytest.mark.parametrize(
    "seed, players, mode", [(0, 1, "solo"), (1, 2, "standard"), (2, 4, "standard"), (3, 1, "solo")]
)
def test_the_steps_are_the_event_lines_and_end_on_the_position_after(seed, players, mode):
    seen = set()
    for before, action, after in moves_with_events(seed, players, mode):
        steps = facts.round_steps(before, action, after)
        assert tuple(s.line for s in steps) == GAME.events(before, action, after)
        assert steps[-1].position == after
        for step in steps:
            assert step.kind in KINDS and step.kind != "line"  # never the flat fallback
            assert step.line.startswith(START[step.kind]), (step.kind, step.line)
            seen.add(step.kind)
    expected = {"amenity", "guests", "refresh", "over"}
    if mode == "solo":
        expected |= {"rival_room", "rival_amenity", "rival_guest"}
    assert expected <= seen


def test_a_move_without_events_has_no_steps():
    state = GAME.new(Config.default(2, seed=4))
    action = GAME.legal_actions(state)[0]
    after = GAME.apply(state, action)
    if not GAME.events(state, action, after):
        assert facts.round_steps(state, action, after) == ()


def test_the_refresh_token_empties_the_row_then_rooms_slide_down_and_new_ones_come():
    state = display_state(["RBGY", "PRBG", "YPRB", "GYPR"], bag="BBBB")
    state = dataclasses.replace(state, progress=NEW_TURN)
    action = UseRefreshToken(row=2)
    after = GAME.apply(state, action)
    token, refresh = facts.round_steps(state, action, after)
    assert token.kind == "token" and refresh.kind == "refresh"
    # after the token: row 2 is empty, its four rooms went to the discard pile
    assert token.position.room_display[4:8] == (EMPTY,) * 4
    assert {m.start for m in token.moved} == {("rooms", i) for i in range(4, 8)}
    assert {m.end for m in token.moved} == {("discard", -1)}
    assert token.position.lodges[0].refresh_tokens == state.lodges[0].refresh_tokens - 1
    # the refresh: rows 3 and 4 slide down one row, row 4 is dealt from the bag
    slides = {(m.start[1], m.end[1]) for m in refresh.moved if m.start[0] == "rooms"}
    assert slides == {(i, i - 4) for i in range(8, 16)}
    dealt = [m for m in refresh.moved if m.start == ("bag", -1)]
    assert sorted(m.end[1] for m in dealt) == [12, 13, 14, 15]
    assert refresh.position == after
    # while they slide, the board shows the rooms that move lifted out of their places
    assert refresh.lifted is not None
    assert refresh.lifted.room_display[8:] == (EMPTY,) * 8
    assert refresh.lifted.room_display[:4] == state.room_display[:4]


def test_a_built_amenity_opens_on_its_empty_slot_and_the_next_one_is_dealt_into_it():
    state = GAME.new(Config.default(2, seed=7))
    action = next(a for a in GAME.legal_actions(state) if isinstance(a, BuildAmenity))
    after = GAME.apply(state, action)
    opening = facts.opening(state, action, after)
    assert opening.amenity_display[action.slot] == EMPTY
    (step,) = facts.round_steps(state, action, after)
    assert step.kind == "amenity" and step.position == after
    (dealt,) = step.moved
    assert dealt.start == ("stack", -1) and dealt.end == ("amenities", action.slot)
    assert dealt.item == after.amenity_display[action.slot]


def test_the_solo_rival_takes_a_room_discards_the_last_amenity_and_returns_a_guest():
    state = GAME.new(Config.default(1, seed=5, mode="solo"))
    while GAME.actor(state) is not None and EndTurn() not in GAME.legal_actions(state):
        state = GAME.apply(state, GAME.legal_actions(state)[0])
    after = GAME.apply(state, EndTurn())
    steps = facts.round_steps(state, EndTurn(), after)
    kinds = [s.kind for s in steps]
    assert kinds.index("rival_room") < kinds.index("rival_amenity") < kinds.index("rival_guest")
    taken = steps[kinds.index("rival_room")]
    (room,) = taken.moved
    assert room.end == ("rival", -1) and room.start[0] == "rooms"
    assert taken.position.room_display[room.start[1]] == EMPTY
    gone = steps[kinds.index("rival_amenity")]
    (card,) = gone.moved
    last = len(state.amenity_display) - 1
    assert card.start == ("amenities", last) and card.end == ("discard", -1)
    assert kinds[kinds.index("rival_amenity") + 1] == "amenity"  # its slot refilled
    back = steps[kinds.index("rival_guest")]
    assert any(m.piece == "guest" and m.end == ("bag", -1) for m in back.moved)
    for before, step in zip([state, *[s.position for s in steps]], steps):
        assert step.position != before or step.kind in ("trigger", "over")


def test_an_empty_valet_takes_a_guest_from_the_bag_at_the_end_of_the_turn():
    state = GAME.new(Config.default(2, seed=7))
    while EndTurn() not in GAME.legal_actions(state):
        state = GAME.apply(state, GAME.legal_actions(state)[0])
    seat = state.current
    lodges = list(state.lodges)
    lodges[seat] = dataclasses.replace(lodges[seat], valet=EMPTY)
    state = dataclasses.replace(state, lodges=tuple(lodges))
    after = GAME.apply(state, EndTurn())
    steps = facts.round_steps(state, EndTurn(), after)
    valet = next(s for s in steps if s.kind == "valet")
    (guest,) = valet.moved
    assert guest.start == ("bag", -1) and guest.end == ("valet", seat)
    assert guest.item == after.lodges[seat].valet
    assert valet.lifted.lodges[seat].valet == EMPTY
