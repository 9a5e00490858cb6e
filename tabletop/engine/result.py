"""The outcome of a finished game: totals, a breakdown per seat, ranks with tie-breaks."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Result:
    """``ranks[i]`` is 1 for a winner; seats still tied after the tie-breaks share a rank."""

    totals: tuple[int, ...]
    breakdown: tuple[tuple[tuple[str, int], ...], ...]
    ranks: tuple[int, ...]
    notes: tuple[str, ...] = ()

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(i for i, r in enumerate(self.ranks) if r == 1)


def rank_by(keys: Sequence[tuple]) -> tuple[int, ...]:
    """Competition ranks (1, 2, 2, 4) for per-seat sort keys where larger is better."""
    return tuple(1 + sum(1 for other in keys if other > key) for key in keys)
