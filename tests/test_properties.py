"""Property tests (hypothesis): seeded random games of every registered game (and the toy
game) end without raising, conserve their components, and replay to the same states."""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.engine import Config
from tabletop.engine.match import Match
from tabletop.games import GAMES
from tests.toygame import GAME as TOY

ALL = (TOY, *GAMES)


def playable(game):
    out = []
    for mode in game.modes:
        if mode in game.solo_modes:
            out.append((1, mode))
        else:
            low = max(2, game.min_players) if game.solo_modes else game.min_players
            out.extend((n, mode) for n in range(low, game.max_players + 1))
    return out


@pytest.mark.parametrize("game", ALL, ids=[g.id for g in ALL])
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_games_end_conserve_and_replay(game, data):
    players, mode = data.draw(st.sampled_from(playable(game)), label="players, mode")
    seed = data.draw(st.integers(min_value=0, max_value=2**31), label="seed")
    config = Config.default(players, seed=seed, mode=mode)
    rng = random.Random(seed)
    match = Match(game, config)
    conserved = game.conserved(match.state)
    for _ in range(20000):
        if match.is_over():
            break
        legal = game.legal_actions(match.state)
        assert legal
        match.play(legal[rng.randrange(len(legal))])
        assert game.conserved(match.state) == conserved
    assert match.is_over(), "the game ended"
    assert Match.replay(game, config, match.actions).states == match.states
    result = game.result(match.state)
    assert len(result.totals) == players and min(result.ranks) == 1
