"""Summer Nine's rules: ``legal_actions(state)`` and ``explain(state, action)``."""

from .legal import (
    can_pick,
    explain,
    has_open_card,
    hidden_targets,
    legal_actions,
    picks_done,
    picks_times,
    turn_can_end_by_itself,
)

__all__ = [
    "can_pick",
    "explain",
    "has_open_card",
    "hidden_targets",
    "legal_actions",
    "picks_done",
    "picks_times",
    "turn_can_end_by_itself",
]
