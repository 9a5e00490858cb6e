"""Indian Summer's bots: what a position is worth (``value``: ``heuristic``; the solo
weights in ``strategy``), the hint's reason and ``turn_over`` (``reason``), the game's own
search for the normal and hard levels (``search``), and the solo game's plan that wraps it
(``solo``, planning in ``solo_plan``, ``solo_plan_turns`` and ``solo_plan_look``)."""

from .reason import reason, turn_over
from .search import search_bot
from .solo import wrap_search_bot
from .value import heuristic

__all__ = ["heuristic", "reason", "search_bot", "turn_over", "wrap_search_bot"]
