"""Every game says how far it has gone (#26: ``Game.status``, shown beside Continue and on
the Load screen, and read by the replay for its rounds): in a player's words, as the game
counts it, from the first position to "Game over", its number never going back."""

from __future__ import annotations

import random
import re

import pytest

from tabletop.engine import Config
from tabletop.games import GAMES
from tabletop.ui.scenes.replay_marks import ROUND_NAMED

CASES = {
    # (game, players, mode): (the first status, the pattern of every status before the end)
    ("summer_resort", 3, "standard"): ("Round 1 of 12", r"Round (\d+) of 12"),
    ("indian_summer", 2, "standard"): (
        "Fullest floor 0 of 72 covered",
        r"Fullest floor (\d+) of 72 covered|Last round: a floor is full",
    ),
    ("indian_summer", 1, "solo"): ("Solo turn 1 of 10", r"Solo turn (\d+) of 10"),
    ("indian_summer", 1, "solo_series"): (
        "Solo turn 1 of 10, game 1 of 3",
        r"Solo turn (\d+) of 10, game [123] of 3|Solo series: game [12] of 3 finished",
    ),
    ("summer_nine", 2, "standard"): ("Round 1 of 17", r"Round (\d+) of 17"),
    ("lodge", 3, "standard"): ("Turn 1", r"Turn (\d+)"),
    ("lodge", 1, "solo"): ("Turn 1 of 30", r"Turn (\d+) of 30"),
    ("resafa", 2, "standard"): ("Round 1 of 6", r"Round (\d+) of 6"),
    ("resafa", 1, "solo"): ("Round 1 of 6", r"Round (\d+) of 6"),
}


@pytest.mark.parametrize("game_id, players, mode", sorted(CASES))
def test_the_status_counts_as_the_game_does_until_game_over(game_id, players, mode):
    game = next(g for g in GAMES if g.id == game_id)
    first, pattern = CASES[game_id, players, mode]
    state = game.new(Config.default(players, seed=7, mode=mode))
    assert game.status(state) == first
    rng, last, seen = random.Random(7), 0, set()
    while game.actor(state) is not None:
        status = game.status(state)
        assert " · " not in status  # the title and Load join their parts with it
        found = re.fullmatch(pattern, status)
        assert found, status
        number = int(found.group(1)) if found.group(1) else last
        if "game" not in status:  # a series counts its turns again in each game
            assert number >= last, (status, last)
        last = number
        seen.add(status)
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    assert game.status(state) == "Game over"
    assert len(seen) > 2  # it moved on as the game went


@pytest.mark.parametrize("game_id, players, mode", sorted(CASES))
def test_the_replay_finds_rounds_in_the_status_where_the_game_counts_them(game_id, players, mode):
    game = next(g for g in GAMES if g.id == game_id)
    status = game.status(game.new(Config.default(players, seed=1, mode=mode)))
    counted = not (game_id == "indian_summer" and players > 1)  # no rounds: a floor's cover
    assert bool(ROUND_NAMED.match(status)) == counted, status
