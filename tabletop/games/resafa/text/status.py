"""How far a Resafa game has gone (``Game.status``): the round, as the game counts it."""

from __future__ import annotations

from ..components import components
from ..state import OVER, ResafaState


def status(state: ResafaState) -> str:
    """``Round 3 of 6`` (or ``Game over``)."""
    if state.phase == OVER:
        return "Game over"
    return f"Round {state.round} of {components().facts.rounds}"
