"""Measurements for ``python main.py bench`` (never used by timed tests).

``placement_rate`` enumerates every leaf tile's placements on a mid-game floor and reports
how many placements per second the engine lists.
"""

from __future__ import annotations

import time

from ..components import components
from .options import placements

MIDGAME = 0x00F0_0F00_3C00_00C3_0F00_F00F
"""A fixed, roughly half covered floor (bit row * 8 + col)."""


def placement_rate(budget: float = 0.5) -> tuple[float, int]:
    """(placements listed per second, placements of all 75 tiles on the fixed floor)."""
    tiles = tuple(components().tiles)
    covered = MIDGAME & components().full
    per_round = len(placements(covered, tiles))
    rounds = 0
    start = time.perf_counter()
    while time.perf_counter() - start < budget:
        placements(covered, tiles)
        rounds += 1
    return rounds * per_round / (time.perf_counter() - start), per_round


def bench_measures() -> list[tuple[str, str]]:
    """``Game.bench_measures``: how fast the leaf-tile placements are enumerated."""
    rate, per_round = placement_rate()
    return [
        (
            "leaf-tile placements enumerated",
            f"{rate / 1e6:.2f} million/s ({per_round} per round of 75 tiles)",
        )
    ]
