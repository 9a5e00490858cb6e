"""The reusable conformance harness, run against the toy game; and the harness catches
a game that breaks the contract."""

import dataclasses

import pytest

from tabletop.engine.conformance import run_conformance
from tests.toygame import GAME, Pebbles


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_toy_game_conforms(players):
    stats = run_conformance(GAME, players, seeds=range(8))
    assert stats.games == 8 and stats.actions > 8 * players * 4 and stats.illegal_probes > 0


class LeakyView(Pebbles):
    def view(self, state, seat):
        return state


class LosesCards(Pebbles):
    def advance(self, state, action):
        after = super().advance(state, action)
        if action.kind == "play":
            return dataclasses.replace(after, piles=((),) * after.players)
        return after


class ChecksTooLittle(Pebbles):
    def check(self, state, action):
        return None


@pytest.mark.parametrize(
    "game, message",
    [
        (LeakyView(), "leaks the RNG"),
        (LosesCards(), "not conserved"),
        (ChecksTooLittle(), "no reason given for illegal"),
    ],
)
def test_harness_catches_broken_games(game, message):
    with pytest.raises(AssertionError, match=message):
        run_conformance(game, 2, seeds=range(3), deep_every=1)
