"""The engine conformance suite for Lodge at every player count and mode."""

import pytest

from tabletop.engine.conformance import run_conformance
from tabletop.games.lodge import GAME


@pytest.mark.parametrize(
    "players, mode",
    [(1, "solo"), (1, "standard"), (2, "standard"), (3, "standard"), (4, "standard"), (2, "solo")],
)
def test_conformance(players, mode):
    stats = run_conformance(GAME, players=players, mode=mode, seeds=range(3))
    assert stats.games == 3
    assert stats.illegal_probes > 0
