"""What happens by itself after a Summer Nine move, in the move log (issue #14): pool
places refilled from the deck, turns ending by themselves, the compensation pick, the
timeline revealing and hiding columns, the end of the game."""

from __future__ import annotations

import random

from tabletop.engine import Config
from tabletop.engine.match import Match
from tabletop.engine.result import name_seats
from tabletop.games.summer_nine import GAME
from tabletop.games.summer_nine.state import column_state

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed")


def _game(players: int, seed: int) -> Match:
    match = Match(GAME, Config.default(players, seed=seed))
    rng = random.Random(seed)
    while not match.is_over():
        match.play(rng.choice(GAME.legal_actions(match.state)))
    return match


def test_the_timeline_opens_and_hides_columns_round_by_round():
    match = _game(3, seed=1)
    lines = [name_seats(line, NAMES) for entry in match.log for line in entry.events]
    for column in range(2, 10):
        assert any(
            line.startswith(f"Timeline: column {column} (") and "revealed" in line for line in lines
        )
    for column in range(1, 9):
        assert any(
            line.startswith(f"Timeline: column {column} (") and "hidden again" in line
            for line in lines
        )
    assert lines[-1] == "Round 17 was the last of 17: the game is over."
    assert "Round 2 of 17 begins; " in next(line for line in lines if line.startswith("Round 2 "))


def test_a_refill_names_the_card_only_in_an_open_column():
    named = travels = 0
    for seed in (2, 3, 4):
        match = _game(4, seed=seed)
        for before, entry, after in zip(match.states, match.log, match.states[1:]):
            named += sum("dealt from the deck" in line for line in entry.events)
            for i, (a, b) in enumerate(zip(before.pool, after.pool)):
                if a != b and column_state(before.round, i % 9 + 1) != "open":
                    assert not any("dealt from the deck" in line for line in entry.events)
            if entry.action.kind == "time_travel":
                travels += 1
                assert any(
                    line.startswith("Pool: a new card from the deck is shown in ")
                    and line.endswith(", then turned face down.")
                    or line.startswith("Pool: the deck is empty")
                    for line in entry.events
                )
    assert named > 20 and travels > 0


def test_turns_that_end_by_themselves_say_so_and_a_theft_calls_for_compensation():
    seen_end = seen_compensation = False
    for seed in range(6):
        match = _game(3, seed=seed)
        for entry in match.log:
            for line in entry.events:
                if line.endswith("'s turn ends: picks made, no action card to play."):
                    seen_end = True
                    assert entry.action.kind != "end_turn"
                if line.startswith("Compensation: "):
                    seen_compensation = True
                    assert entry.action.kind == "steal_card"
    assert seen_end and seen_compensation
