"""What happens by itself after an Indian Summer move, in the move log (issue #14): Areas
paying out, Player Paths refilled, the common path topped up from the reserve, the last
round, the end of the game, and the solo row at the start of each turn."""

from __future__ import annotations

import random

from tabletop.engine import Config
from tabletop.engine.match import Match
from tabletop.engine.result import name_seats
from tabletop.games.indian_summer import GAME
from tabletop.games.indian_summer.actions import NextGame

NAMES = ("Ann", "Bob", "Cy", "Di")


def _game(players: int, seed: int, mode: str = "standard", stop=None) -> Match:
    match = Match(GAME, Config.default(players, seed=seed, mode=mode))
    rng = random.Random(seed)
    while not match.is_over() and not (stop and stop(match)):
        match.play(rng.choice(GAME.legal_actions(match.state)))
    return match


def test_refills_and_the_reserve_are_logged_with_the_numbers_that_moved():
    match = _game(3, seed=1)
    refills = 0
    for before, entry, after in zip(match.states, match.log, match.states[1:]):
        lines = [name_seats(line, NAMES) for line in entry.events]
        for seat in range(3):
            added = sum(1 for t in after.players[seat].path if t not in before.players[seat].path)
            if added:
                tiles = "a leaf tile" if added == 1 else f"{added} leaf tiles"
                assert (
                    f"Path refill: {NAMES[seat]}'s Player Path takes {tiles} from the common path."
                ) in lines
                refills += 1
        topped = len(before.reserve) - len(after.reserve)
        if topped:
            assert any(
                line.startswith(f"Common path: {topped} leaf tiles from the reserve")
                for line in lines
            )
    assert refills > 5
    assert match.log[-1].events[-1].startswith("The game is over: ")


def test_a_completed_area_logs_the_treasures_taken():
    found = []
    for seed in range(1, 6):
        match = _game(2, seed=seed)
        found += [
            line
            for entry in match.log
            for line in entry.events
            if line.startswith("Area complete: ")
        ]
    assert found
    assert all(" takes " in line and line.endswith(" from its holes.") for line in found)


def test_solo_turns_begin_in_players_words():
    match = _game(1, seed=2, mode="solo")
    starts = [line for entry in match.log for line in entry.events if line.startswith("Turn ")]
    assert starts[0].startswith("Turn 2 of 10 begins")
    assert all("turn t" not in line for line in starts)


def test_the_next_game_of_a_solo_series_is_logged():
    match = _game(
        1, seed=3, mode="solo_series", stop=lambda m: NextGame() in GAME.legal_actions(m.state)
    )
    assert NextGame() in GAME.legal_actions(match.state)
    assert match.log[-1].events[-1].startswith("This game of the series is over")
    match.play(NextGame())
    assert match.log[-1].events == (
        "Game 2 of the series: a fresh floor and new leaf tiles are dealt.",
    )
