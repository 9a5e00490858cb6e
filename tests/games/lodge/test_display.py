"""The room display: the end-of-turn check in each trigger case, gravity, the refresh token."""

import dataclasses

import pytest

from tabletop.engine import EndTurn, IllegalAction
from tabletop.games.lodge import GAME
from tabletop.games.lodge.actions import BuildRoom, UseRefreshToken
from tabletop.games.lodge.rules.display import gravity, needs_refresh, refresh_rooms
from tabletop.games.lodge.state import BUILD, EMPTY, display_index, room_colour

from .helpers import (
    LETTERS,
    NEW_TURN,
    Tiles,
    base_state,
    display_from,
    guests_phase,
    make_lodge,
    with_lodge,
)


def setup(display_rows, bag_letters="", discard_letters=""):
    """Seat 0 to end its turn with the given display, bag and discard pile."""
    tiles = Tiles()
    lodge = make_lodge(["R"], tiles=tiles)
    display = display_from(display_rows, tiles)
    bag = tuple(sorted(tiles.take(ch) for ch in bag_letters))
    discard = tuple(sorted(tiles.take(ch) for ch in discard_letters))
    state = with_lodge(base_state(), lodge)
    return guests_phase(
        dataclasses.replace(state, room_display=display, room_bag=bag, room_discard=discard)
    )


def letters(display):
    """The display as text rows, top row first."""
    rows = []
    for row in range(4, 0, -1):
        rows.append(
            "".join(
                "."
                if display[display_index(row, s)] == EMPTY
                else LETTERS[room_colour(display[display_index(row, s)])]
                for s in range(4)
            )
        )
    return rows


def test_no_trigger_leaves_gaps_in_place():
    state = setup(["RB.Y", "P.BG", "YPRB", "G.PR"], bag_letters="GGGG")
    after = GAME.apply(state, EndTurn())
    assert letters(after.room_display) == ["RB.Y", "P.BG", "YPRB", "G.PR"]
    assert len(after.room_bag) == 4


def test_an_empty_row_triggers_gravity_then_refill_from_the_bag():
    # Row 2 is empty: every column falls, the top spaces fill from the bag.
    state = setup(["RB.Y", "P.BG", "....", "GY.R"], bag_letters="PPPPPPP")
    after = GAME.apply(state, EndTurn())
    assert letters(after.room_display) == ["PPPP", "RPPY", "PBPG", "GYBR"]
    assert after.room_bag == ()


def test_gravity_keeps_the_order_within_each_column():
    tiles = Tiles()
    display = display_from(["R...", "....", "B...", "...."], tiles)
    assert letters(gravity(display)) == ["....", "....", "R...", "B..."]


def test_every_room_one_colour_discards_a_full_display():
    state = setup(["RRRR"] * 4, bag_letters="B" * 16 + "G" * 4)
    after = GAME.apply(state, EndTurn())
    assert all(t != EMPTY for t in after.room_display)
    assert len(after.room_discard) == 16
    assert all(room_colour(t) == 0 for t in after.room_discard)
    assert not needs_refresh(after.room_display)


def test_a_display_of_one_colour_with_gaps_slides_and_fills():
    state = setup(["RR.R", "RRRR", "RRRR", "RRRR"], bag_letters="B")
    after = GAME.apply(state, EndTurn())
    assert letters(after.room_display) == ["RRBR", "RRRR", "RRRR", "RRRR"]
    assert after.room_discard == ()


def test_one_colour_still_after_the_refill_refreshes_again():
    # The one tile in the bag is red: the display is full and one colour, so all 16 go to
    # the discard pile, which (the bag being empty) is shuffled back to refill it.
    state = setup(["RR.R", "RRRR", "RRRR", "RRRR"], bag_letters="R", discard_letters="G" * 16)
    after = GAME.apply(state, EndTurn())
    assert not needs_refresh(after.room_display)
    assert len(after.room_discard) + len(after.room_bag) == 16
    assert {room_colour(t) for t in after.room_display} == {0, 2}


def test_an_empty_bag_takes_the_discard_pile_back():
    state = setup(["RBGY", "PRBG", "YPRB", "...."], discard_letters="GGGG")
    after = GAME.apply(state, EndTurn())
    assert letters(after.room_display) == ["GGGG", "RBGY", "PRBG", "YPRB"]
    assert after.room_discard == () and after.room_bag == ()


def test_with_no_rooms_left_anywhere_the_spaces_stay_empty():
    state = setup(["RBGY", "....", "YPRB", "...."])
    after = GAME.apply(state, EndTurn())
    assert letters(after.room_display) == ["....", "....", "RBGY", "YPRB"]


def test_the_check_runs_at_the_end_of_the_turn_only():
    tiles = Tiles()
    lodge = make_lodge(["R"], tiles=tiles)
    display = display_from(["RBGY", "PRBG", "YPRB", "G..."], tiles)
    bag = tuple(sorted(tiles.take("P") for _ in range(4)))
    state = dataclasses.replace(with_lodge(base_state(), lodge), room_display=display, room_bag=bag)
    state = GAME.apply(state, BuildRoom(1, 0, 1, 2))  # row 1 is now empty
    assert letters(state.room_display)[3] == "...."
    state = GAME.apply(state, EndTurn())
    assert "." not in "".join(letters(state.room_display))


def test_refresh_token_discards_a_row_and_the_display_refreshes_at_once():
    state = dataclasses.replace(
        setup(["RBGY", "PRBG", "YPRB", "GYPR"], bag_letters="BBBB"), progress=NEW_TURN
    )
    row2 = [state.room_display[display_index(2, s)] for s in range(4)]
    after = GAME.apply(state, UseRefreshToken(2))
    assert letters(after.room_display) == ["BBBB", "RBGY", "PRBG", "GYPR"]
    assert set(row2) == set(after.room_discard)
    assert after.lodges[0].refresh_tokens == 0
    assert after.phase == BUILD  # still the same player's turn, build still to do


def test_refresh_token_is_single_use():
    state = setup(["RBGY", "PRBG", "YPRB", "GYPR"], bag_letters="BBBBBBBB")
    after = GAME.apply(state, UseRefreshToken(1))
    reason = GAME.check(after, UseRefreshToken(3))
    assert reason == "You have already used your refresh token."
    assert not any(isinstance(a, UseRefreshToken) for a in GAME.legal_actions(after))


def test_refresh_token_on_an_empty_row_is_refused():
    state = setup(["RBGY", "....", "YPRB", "GYPR"])
    reason = GAME.check(state, UseRefreshToken(3))
    assert "no rooms to discard" in reason
    with pytest.raises(IllegalAction):
        GAME.apply(state, UseRefreshToken(3))
    assert "no such row" in GAME.check(state, UseRefreshToken(5))


def test_refresh_token_usable_before_and_after_building():
    state = setup(["RBGY", "PRBG", "YPRB", "GYPR"], bag_letters="BBBB")
    assert UseRefreshToken(1) in GAME.legal_actions(state)
    assert UseRefreshToken(1) in GAME.legal_actions(dataclasses.replace(state, progress=NEW_TURN))


def test_refresh_rooms_does_nothing_without_a_trigger():
    state = setup(["RBGY", "PRBG", "YPRB", "GYPR"], bag_letters="BBBB")
    assert refresh_rooms(state) == state
