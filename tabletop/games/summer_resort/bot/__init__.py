"""Summer Resort's bots: ``value`` holds the heuristic (the greedy bot's and the hint's
estimate of a position, and that estimate by reason); ``reason`` the hint's reason in a
few words (``Game.hint_reason``); ``search`` the hard level's own search
(``Game.search_bot``)."""

from .value import REASONS, estimate, heuristic, parts, projected_lots, would_be_lost

__all__ = ["REASONS", "estimate", "heuristic", "parts", "projected_lots", "would_be_lost"]
