"""Resafabot's turn (rulebook, Solo mode: Gameplay and Resafabot's main actions) and the
book's solo examples, with our solo cards (components C17)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.games.resafa import automa
from tabletop.games.resafa.components import components
from tabletop.games.resafa.components.records import COLOURS
from tabletop.games.resafa.state import PlacedCanal, stack_index, with_player

from .solo_helpers import BOT, bot_tracks, solo_new, with_deck


def turn(state, *cards):
    state, lines = automa.bot_turn(with_deck(state, *cards))
    return state, lines


def row(state, colour):
    return state.bonus_display[COLOURS.index(colour)]


# --- the book's examples --------------------------------------------------------------


def test_example_rightmost_yellow_discard_then_provisions():
    # left SO3 (arrow down, D-R, 1./=), right SO1 (lower half: Provisions / yellow)
    state = bot_tracks(solo_new(1), pink=1)
    yellow = row(state, "yellow")
    after, lines = turn(state, "SO3", "SO1")
    assert row(after, "yellow") == yellow[:2] + ("",)
    assert after.bonus_gone == (yellow[2],)
    assert lines[1] == "Resafabot discards the rightmost yellow bonus card"
    # Provisions with 1./=: the furthest marker (pink) moves 2
    assert after.players[BOT].tracks == (0, 0, 0, 3)
    assert after.solo.shown == ("SO3", "SO1")
    assert after.solo.left == ("SO3",) and after.solo.deck[0] == "SO1"


def test_example_two_steps_on_pink_remove_level_one_and_reveal_level_two():
    # left SO5 (arrow down, T2), right SO3 (lower half: Trading / pink)
    state = bot_tracks(solo_new(1), pink=1)
    i1, i2 = stack_index("pink", 1), stack_index("pink", 2)
    top, nxt = state.spec_stacks[i1][:2]
    assert not state.spec_revealed[i2]
    after, lines = turn(state, "SO5", "SO3")
    assert after.players[BOT].tracks[COLOURS.index("pink")] == 3
    assert after.spec_stacks[i1][0] == nxt and top in after.spec_box[i1]
    assert after.spec_revealed[i1] and after.spec_revealed[i2]
    assert lines[1] == "Resafabot moves 2 on pink and removes the level I card"
    # then the Trading action as usual: a base in SO5's first centre
    first = automa.solo_card("SO5").centres[0]
    assert BOT in after.bases[after.centres.index(first)]


def test_example_canal_tile_left_of_the_last_one_and_the_cube_moves():
    # left SO2 (arrow up, canal arrow left), right SO5 (upper half: Canal / yellow)
    state = marker_at(solo_new(1), "C2")
    top = state.solo.stack[0]
    after, lines = turn(state, "SO2", "SO5")
    placed = [x for x in after.canals if x.owner == BOT and x.cell == "B2"]
    assert placed == [PlacedCanal("B2", BOT, top[0], top[1])]
    assert after.solo.cell == "B2" and after.solo.stack == state.solo.stack[1:]
    assert top[0] not in after.players[BOT].canals_left
    assert "on B2, left of its last tile" in lines[-1]


def test_example_trading_base_to_kena_because_antiochia_is_taken():
    # left SO1 (arrow down, Antiochia then Kena), right SO3 (lower half: Trading / pink)
    state = solo_new(1)
    ant, ken = state.centres.index("ANT"), state.centres.index("KEN")
    bases = list(state.bases)
    bases[ant] = (BOT,) + bases[ant][1:]
    state = replace(state, bases=tuple(bases))
    state = with_player(state, BOT, replace(state.players[BOT], bases=1))
    after, lines = turn(state, "SO1", "SO3")
    assert after.bases[ken][0] == BOT and after.bases[ant] == state.bases[ant]
    assert after.trade_faces[ken] == 1 - state.trade_faces[ken]
    assert after.trade_faces[ant] == state.trade_faces[ant]
    assert after.players[BOT].bases == 2 and after.players[BOT].tokens == ()
    assert lines[-1] == (
        "Resafabot places a trading base in Kena (Antiochia is taken) and flips its trading tile"
    )


def test_example_middle_level_one_workshop_removed_and_refilled():
    # left SO4 (arrow up, T2, workshop position 2), right SO2 (upper half: Workshop / pink)
    state = solo_new(1)
    shown, stack = state.ws_display[0], state.ws_stacks[0]
    after, lines = turn(state, "SO4", "SO2")
    assert after.ws_display[0] == (shown[0], shown[2], stack[0])
    assert after.ws_stacks[0] == stack[1:] and shown[1] in after.tiles_gone
    assert lines[-1] == f"Resafabot removes the middle level I workshop ({shown[1]})"
    assert after.players[BOT].tracks[COLOURS.index("pink")] == 2  # T2 on pink first


def test_example_middle_level_two_once_the_player_can_build_it():
    from tabletop.games.resafa.rules.workshops import reveal_level2

    state = reveal_level2(replace(solo_new(1), round=3))
    me = state.players[0]
    state = with_player(state, 0, replace(me, causeway=("square", "scarab")))
    level1, shown2 = state.ws_display[0], state.ws_display[1]
    after, _ = turn(state, "SO4", "SO2")
    assert after.ws_display[0] == level1
    assert after.ws_display[1][:2] == (shown2[0], shown2[2]) and shown2[1] in after.tiles_gone
    # the player without 2 merchant tokens cannot build level II: level I goes
    no_tokens = with_player(state, 0, me)
    after, _ = turn(no_tokens, "SO4", "SO2")
    assert after.ws_display[1] == shown2 and after.ws_display[0] != level1


# --- colour actions -----------------------------------------------------------------------


def test_discard_takes_the_next_card_to_the_left_then_wraps_round():
    assert automa.discard_slot(("a", "b", ""), 2) == 1
    assert automa.discard_slot(("a", "", ""), 2) == 0
    assert automa.discard_slot(("", "b", "c"), 0) == 2  # none left of slot 1: from the right
    assert automa.discard_slot(("", "b", ""), 0) == 1
    assert automa.discard_slot(("", "", ""), 1) is None


def test_no_card_of_that_colour_means_no_colour_action():
    state = solo_new(1)
    i = COLOURS.index("yellow")
    empty = state.bonus_display[:i] + (("", "", ""),) + state.bonus_display[i + 1 :]
    state = bot_tracks(replace(state, bonus_display=empty), pink=1)
    after, lines = turn(state, "SO3", "SO1")
    assert after.bonus_gone == () and "no yellow bonus card" in lines[1]
    assert after.players[BOT].tracks == (0, 0, 0, 3)  # the main action still happens


def test_track_move_has_no_level_limits_and_stops_at_the_end():
    end = components().proposed.track_length
    state = bot_tracks(solo_new(1), yellow=4, white=4, blue=4)
    lines: list[str] = []
    after = automa.move(state, "blue", lines)  # a human could not reach a third level II
    assert after.players[BOT].tracks[COLOURS.index("blue")] == 6
    assert "removes the level II card" in lines[0]
    near_end = bot_tracks(state, pink=end - 1)
    after = automa.move(near_end, "pink", lines)
    assert after.players[BOT].tracks[COLOURS.index("pink")] == end
    at_end = automa.move(after, "pink", lines)
    assert at_end == after and "at the end" in lines[-1]


# --- main actions -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "cards,red", [(("SO2", "SO3"), "workshop"), (("SO4", "SO2"), None), (("SO6", "SO4"), "canal")]
)
def test_production_and_garden_are_replaced_by_the_red_outlined_action(cards, red):
    left, right = (automa.solo_card(x) for x in cards)
    action, _ = automa.arrowed(left, right)
    after, lines = turn(solo_new(2), *cards)
    if red is None:
        assert action not in automa.REPLACED
        return
    assert action in automa.REPLACED and right.red == red
    assert f"red-outlined {red} action instead of {action}" in " ".join(lines)


def test_provisions_equals_moves_the_arrowed_colour():
    # SO1 shows "=": the colour of the arrowed half (here blue), whatever is furthest
    state = bot_tracks(solo_new(1), pink=5)
    left = automa.solo_card("SO1")
    assert automa.provisions_colour(state, left, "blue") == "blue"
    end = components().proposed.track_length
    assert automa.provisions_colour(bot_tracks(state, blue=end), left, "blue") is None


def test_provisions_furthest_marker_ties_and_ends():
    left = automa.solo_card("SO3")  # 1./=
    end = components().proposed.track_length
    state = solo_new(1)
    assert automa.provisions_colour(bot_tracks(state, white=2), left, "pink") == "white"
    tied = bot_tracks(state, white=2, pink=2)
    assert automa.provisions_colour(tied, left, "pink") == "pink"
    assert automa.provisions_colour(tied, left, "blue") == "white"  # not tied: book order
    ended = bot_tracks(state, white=end, pink=3)
    assert automa.provisions_colour(ended, left, "white") == "pink"  # the next furthest
    done = bot_tracks(state, yellow=end, white=end, blue=end, pink=end)
    assert automa.provisions_colour(done, left, "pink") is None


def marker_at(state, cell):
    """Resafabot's only tile moved to ``cell`` (its cube with it)."""
    canals = tuple(replace(x, cell=cell) if x.owner == BOT else x for x in state.canals)
    return replace(state, canals=canals, solo=replace(state.solo, cell=cell), canal_bonus=())


def other_tile(state, cell):
    return replace(state, canals=state.canals + (PlacedCanal(cell, 0, "K1", 0),))


def test_canal_walks_past_occupied_cells_then_turns_round_off_the_grid():
    state = other_tile(marker_at(solo_new(1), "C2"), "B2")
    assert automa.canal_target(state, "left") == "A2"
    assert automa.canal_target(other_tile(state, "A2"), "left") == "D2"  # opposite way
    edge = marker_at(solo_new(1), "A3")
    assert automa.canal_target(edge, "left") == "B3"
    assert automa.canal_target(marker_at(solo_new(1), "C1"), "up") == "C2"


def test_canal_nothing_when_no_cell_is_free_in_either_direction():
    state = marker_at(solo_new(1), "C1")
    for cell in ("A1", "B1", "D1", "E1"):
        state = other_tile(state, cell)
    assert automa.canal_target(state, "left") is None
    after, lines = turn(state, "SO2", "SO5")  # canal left
    assert after.canals == state.canals and "no free space" in lines[-1]


def test_canal_tank_square_takes_the_next_tank_tile_from_the_stack():
    tiles = components().canal_tiles
    state = marker_at(solo_new(1), "C4")
    # SO0's arrow is up and its canal arrow down; SO5's upper half is Canal / yellow
    after, lines = turn(state, "SO0", "SO5")
    placed = [x for x in after.canals if x.cell == "CT"]
    assert len(placed) == 1 and tiles[placed[0].tile].faces[placed[0].face].tank
    assert after.solo.cell == "CT"
    assert placed[0].tile not in [t for t, _ in after.solo.stack]
    # no tank tile left: no action
    no_tanks = replace(
        state,
        solo=replace(
            state.solo,
            stack=tuple(
                (t, f) for t, f in state.solo.stack if not any(x.tank for x in tiles[t].faces)
            ),
        ),
    )
    after, lines = turn(no_tanks, "SO0", "SO5")
    assert not any(x.cell == "CT" for x in after.canals) and "no water tank" in lines[-1]


def test_canal_removes_a_covered_canal_bonus_tile_and_takes_a_water_cube():
    state = marker_at(solo_new(1), "C2")
    state = replace(state, canal_bonus=(("B2", "CB1-1"),))
    after, lines = turn(state, "SO2", "SO5")
    assert after.canal_bonus == () and "CB1-1" in after.tiles_gone
    assert after.players[BOT].kept_tiles == () and "removing the canal bonus tile" in lines[-1]
    water = marker_at(solo_new(1), "B1")
    source = next(s for s in components().water["small"].sources if s.cell == "A1")
    assert source.id in water.sources
    after, _ = turn(water, "SO2", "SO5")  # canal to the left: A1, beside a source
    assert ("A1", source.id) in after.cubes_on and source.id not in after.sources


def test_canal_nothing_when_the_stack_is_empty():
    state = solo_new(1)
    empty = replace(state, solo=replace(state.solo, stack=()))
    after, lines = turn(empty, "SO2", "SO5")
    assert after.canals == state.canals and "no canal tile left" in lines[-1]


def test_trading_nothing_when_both_centres_have_its_base():
    state = solo_new(1)
    bases = list(state.bases)
    for cid in ("ANT", "KEN"):
        i = state.centres.index(cid)
        bases[i] = (BOT,) + bases[i][1:]
    state = replace(state, bases=tuple(bases))
    after, lines = turn(state, "SO1", "SO3")
    assert after.bases == state.bases and after.trade_faces == state.trade_faces
    assert "cannot place a trading base" in lines[-1]


def test_trading_a_full_first_centre_sends_the_base_to_the_second():
    state = solo_new(1)
    ant = state.centres.index("ANT")
    bases = list(state.bases)
    bases[ant] = (0,) * len(bases[ant])
    state = replace(state, bases=tuple(bases))
    after, _ = turn(state, "SO1", "SO3")
    assert after.bases[state.centres.index("KEN")][0] == BOT


# --- the deck -----------------------------------------------------------------------------


def test_after_six_cards_the_deck_is_rebuilt_with_the_setup_card_on_top():
    state = solo_new(4)
    seen_left = []
    for k in range(6):
        state, lines = automa.bot_turn(state)
        seen_left.append(state.solo.shown[0])
        if k < 5:
            assert len(state.solo.left) == k + 1
    assert seen_left[0] == automa.SETUP_CARD
    assert state.solo.left == () and state.solo.deck[0] == automa.SETUP_CARD
    assert sorted(state.solo.deck[1:]) == [f"SO{i}" for i in range(1, 7)]
    assert "shuffled again" in lines[-1]
