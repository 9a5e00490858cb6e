"""The Lodge rulings (shared/RULINGS.md, LO-1 to LO-3): each test failed on the engine
before the ruling was applied."""

import argparse
import dataclasses
import io
import json

from tabletop.cli_simulate import play_bot_game, simulate
from tabletop.engine import Config, EndTurn
from tabletop.games.lodge import GAME, facts
from tabletop.games.lodge.automa import rating
from tabletop.games.lodge.components import components
from tabletop.games.lodge.scoring import score
from tabletop.games.lodge.state import EMPTY, GUESTS_TRIGGER, LODGE_FULL, SUPPLY_OUT
from tabletop.resources import data_path

from .helpers import BUILT, base_state, make_lodge, with_lodge

FULL = ["RBRBRBRBRB", "BRBRBRBRBR", "RBRBRBRBRB", "BRBRBRBRBR"]


def greedy_game(players, seed, mode="standard"):
    config = Config.default(players, seed=seed, mode=mode, bots="greedy")
    state, _ = play_bot_game(GAME, config, "greedy", 5000)
    return state


def at_end_of_turn(players, seat, lodge, first=0):
    state = with_lodge(base_state(players), lodge, seat)
    return dataclasses.replace(state, first=first, current=seat, progress=BUILT)


def twelve_guests(rows=FULL):
    spots = [(f, c) for f in range(1, 4) for c in range(1, 5)]
    return make_lodge(rows, guests={spot: g for g, spot in enumerate(spots)})


# --- LO-1: 4 floors x 10 columns, 25 room tiles of each colour -----------------------------


def test_lo1_the_lodge_is_ten_columns_wide_and_the_bag_holds_125_rooms():
    c = components()
    assert (c.floors, c.width) == (4, 10)
    assert len(c.rooms) == 125 and all(c.rooms.count(k) == 25 for k in range(5))
    assert facts.sizes().columns == 10 and facts.sizes().floors == 4


def test_lo1_greedy_two_player_games_reach_twelve_guests():
    for seed in (1, 2, 3):
        state = greedy_game(2, seed)
        assert max(lodge.guest_count() for lodge in state.lodges) >= 12
        assert state.ended_by == GUESTS_TRIGGER


# --- LO-2: the twelve-guest trigger, labelled fallbacks, the results say which -------------


def test_lo2_twelve_guests_end_the_game_after_the_round_and_the_results_say_so():
    state = GAME.apply(at_end_of_turn(3, 1, twelve_guests()), EndTurn())
    assert state.ended_by == GUESTS_TRIGGER and GAME.actor(state) == 2
    state = GAME.apply(dataclasses.replace(state, progress=BUILT), EndTurn())
    assert GAME.is_over(state)
    result = GAME.result(state)
    assert result.ended_by == "12 guests"
    assert "Ended by the rulebook's trigger: {seat1} seated 12 guests" in result.notes[0]


def test_lo2_a_full_lodge_is_a_labelled_fallback_that_finishes_the_round():
    lodge = make_lodge(FULL)
    state = GAME.apply(at_end_of_turn(3, 0, lodge), EndTurn())
    assert state.ended_by == LODGE_FULL and GAME.actor(state) == 1  # the round goes on
    for _ in range(2):
        state = GAME.apply(dataclasses.replace(state, progress=BUILT), EndTurn())
    assert GAME.is_over(state) and len({lodge.turns for lodge in state.lodges}) == 1
    result = GAME.result(state)
    assert result.ended_by == "lodge full (fallback)"
    assert result.notes[0].startswith("Ended by our fallback: {seat0} had no empty space left")


def test_lo2_no_room_left_anywhere_is_a_labelled_fallback_that_finishes_the_round():
    state = base_state(2)
    state = dataclasses.replace(
        state,
        progress=BUILT,
        room_display=(EMPTY,) * len(state.room_display),
        room_bag=(),
        room_discard=(),
    )
    state = GAME.apply(state, EndTurn())
    assert state.ended_by == SUPPLY_OUT and GAME.actor(state) == 1
    state = GAME.apply(dataclasses.replace(state, progress=BUILT), EndTurn())
    assert GAME.is_over(state)
    result = GAME.result(state)
    assert result.ended_by == "rooms ran out (fallback)"
    assert "no room tile was left" in result.notes[0]


def test_lo2_the_rulebook_trigger_wins_over_a_fallback_on_the_same_turn():
    full_with_guests = twelve_guests()
    assert full_with_guests.is_full()
    state = GAME.apply(at_end_of_turn(2, 0, full_with_guests), EndTurn())
    assert state.ended_by == GUESTS_TRIGGER


def test_lo2_the_first_trigger_is_the_one_reported():
    state = GAME.apply(at_end_of_turn(3, 0, make_lodge(FULL)), EndTurn())
    state = with_lodge(state, twelve_guests(), 1)  # seat 1 then reaches 12 guests
    state = GAME.apply(dataclasses.replace(state, progress=BUILT), EndTurn())
    assert state.ended_by == LODGE_FULL


def test_lo2_simulate_prints_the_trigger_of_every_game():
    args = argparse.Namespace(
        game="lodge", players=2, games=2, seed=1, bot="greedy", mode=None, max_actions=5000
    )
    out = io.StringIO()
    assert simulate(args, out) == 0
    lines = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [line["ended_by"] for line in lines[:2]] == ["12 guests", "12 guests"]
    assert lines[-1]["summary"]["ended_by"] == {"12 guests": 2}


def test_lo2_rules_summary_names_the_fallbacks_as_our_own():
    text = data_path("lodge", "rules.md").read_text(encoding="utf-8")
    ours = text[text.index("# Our own choices") :]
    assert "no empty space" in ours and "no room tile" in ours and "round" in ours


# --- LO-3: solo is our design, reachable, and its rating follows the score -------------------


def test_lo3_solo_is_called_our_design():
    assert dict(GAME.mode_labels)["solo"] == "Solo (our design)"
    text = data_path("lodge", "rules.md").read_text(encoding="utf-8")
    assert "Solo (our design)" in text and "official" not in text.lower()


def test_lo3_twelve_guests_fit_in_the_solo_turn_limit():
    # measured with the search bot: 19 of 20 games reach twelve guests, in 25 turns typically
    limit = components().constants.proposed.solo_turn_limit
    reached = [greedy_game(1, seed, "solo") for seed in (3, 4, 7)]
    for state in reached:
        assert state.ended_by == GUESTS_TRIGGER and state.lodges[0].turns <= limit


def test_lo3_the_rating_shown_during_play_is_the_one_the_score_earns_now():
    state = GAME.new(Config.default(1, seed=5, mode="solo"))
    shown = facts.solo_facts(state)
    assert shown.score == 0 and shown.rating == rating(0) == "Trainee"  # not a high start
    lodge = twelve_guests()
    state = with_lodge(state, lodge)
    shown = facts.solo_facts(state)
    assert shown.score == score(lodge) and shown.rating == rating(score(lodge))
    assert str(score(lodge)) in shown.rating_line and shown.rating in shown.rating_line


def test_lo2_the_banner_names_the_trigger_during_the_last_round():
    state = GAME.apply(at_end_of_turn(3, 0, make_lodge(FULL)), EndTurn())
    assert facts.status(state).endswith("last round: lodge full (fallback)")
    fresh = base_state(3)
    assert facts.status(fresh).endswith("ends at 12 guests")
