"""What ``python main.py bench`` measures of Summer Nine beyond the shared numbers: how
deep random games dig into the deck, and how many readings the scoring search tries
(``Game.bench_measures``)."""

from __future__ import annotations

import random

from tabletop.engine import Config, Game
from tabletop.engine.conformance import random_playout

from ..components import components
from .points import score_schedule


def bench_measures(game: Game) -> list[tuple[str, str]]:
    """Deck use and scoring search over 20 random 4-player games."""
    drawn, readings = 0, 0
    for seed in range(20):
        final, _ = random_playout(game, Config.default(4, seed=seed), random.Random(seed))
        drawn = max(drawn, len(components().main_deck) - len(final.deck))
        for schedule in final.schedules:
            readings = max(readings, score_schedule(schedule).readings_tried)
    return [
        ("most cards drawn, 4p random (of 101)", str(drawn)),
        ("most scoring readings tried", str(readings)),
    ]
