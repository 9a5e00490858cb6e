"""Summer Nine's rules: ``legal_actions(state)`` (the one source of legality, ``legality``) and
``explain(state, action)`` (every refusal reason, ``refusals``), on the tables of
``lookup`` (the cards of each kind, the open and hidden pool places per round, the pick
actions made once). The turn-shape questions ``turn``, ``text`` and the bots ask are
offered here too."""

from .legality import (
    can_pick,
    has_open_card,
    hidden_targets,
    legal_actions,
    picks_done,
    picks_times,
    turn_can_end_by_itself,
)
from .lookup import held_of_kind, holds_kind
from .refusals import explain

__all__ = [
    "can_pick",
    "explain",
    "has_open_card",
    "held_of_kind",
    "hidden_targets",
    "holds_kind",
    "legal_actions",
    "picks_done",
    "picks_times",
    "turn_can_end_by_itself",
]
