"""Indian Summer's legality: the legal actions (``legality``), every refusal reason
(``refusals``), the fast enumeration both share with the turn and the bots (``options``),
and the bench's measure of it (``perf``)."""

from .legality import alt_placements, legal_actions
from .refusals import explain

__all__ = ["alt_placements", "explain", "legal_actions"]
