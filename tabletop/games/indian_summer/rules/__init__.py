"""Indian Summer's legality: the legal actions (``legality``), every refusal reason
(``explain``), the fast enumeration both share with the turn and the bots (``options``),
and the bench's measure of it (``perf``)."""

from .explain import explain
from .legality import alt_placements, legal_actions

__all__ = ["alt_placements", "explain", "legal_actions"]
