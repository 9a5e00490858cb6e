"""How far a Lodge game has gone (``Game.status``): the turn of the player to act, as the
game counts it (every player has as many turns), out of the solo turn limit in solo."""

from __future__ import annotations

from ..components import components
from ..state import OVER, LodgeState


def status(state: LodgeState) -> str:
    """``Turn 4`` (solo: ``Turn 4 of 30``; or ``Game over``)."""
    if state.phase == OVER:
        return "Game over"
    turn = state.lodges[state.current].turns + 1
    if state.solo:
        return f"Turn {turn} of {components().constants.proposed.solo_turn_limit}"
    return f"Turn {turn}"
