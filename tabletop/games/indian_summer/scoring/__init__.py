"""Indian Summer's scoring: the end's conversion planned and the multiplayer ranking
(``final``), the solo score (``solo``), and each seat's total at the end and during play
(``result``)."""

from .final import Plan, best_plan, final_of, multiplayer_result, nut_worth, solo_points, spend
from .result import live_scores, result
from .solo import series_score, solo_result

__all__ = [
    "Plan",
    "best_plan",
    "final_of",
    "live_scores",
    "multiplayer_result",
    "nut_worth",
    "result",
    "series_score",
    "solo_points",
    "solo_result",
    "spend",
]
