"""How far a Summer Resort game has gone (``Game.status``): the round, as the game counts
it."""

from __future__ import annotations

from ..state import OVER, SummerResortState


def status(state: SummerResortState) -> str:
    """``Round 3 of 12`` (or ``Game over``)."""
    if state.phase == OVER:
        return "Game over"
    return f"Round {state.round} of {state.rounds}"
