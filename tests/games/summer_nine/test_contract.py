"""The engine conformance suite at 2, 3 and 4 players (all 109 cards conserved), with
each option."""

import pytest

from tabletop.engine.conformance import run_conformance
from tabletop.games.summer_nine.components import components

from .helpers import GAME, new_state


@pytest.mark.parametrize(
    "options",
    [
        {"remember_hidden": True},
        {"direction": "anticlockwise", "take_two_reading": "printed"},
        {"four_plus": "per_run"},
    ],
)
def test_conformance_with_options(options):
    run_conformance(GAME, players=3, seeds=range(1), options=options, bots=False)


def test_all_109_cards_are_conserved():
    expected = tuple((i, 1) for i in range(len(components().cards)))
    assert len(expected) == 109
    for players in (2, 3, 4):
        assert GAME.conserved(new_state(players)) == expected
