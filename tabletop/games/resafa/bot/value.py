"""The heuristic the greedy bot and the hints use."""

from __future__ import annotations

from ..state import ResafaState
from .worth import estimate


def heuristic(state: ResafaState, seat: int) -> float:
    """The estimate of ``seat``'s final score (``worth.estimate``): the end scoring as
    it stands, what the engine and position will still bring, what the choices under way
    can still bring (``strategy_moves``), minus a share of the best rival person; the
    final score itself once the game is over. Resafabot scores nothing: 0 for its seat."""
    if state.players[seat].bot:  # only the player's score counts
        return 0.0
    return estimate(state, seat)
