"""The bots' side of Resafa: the heuristic (``value``, on the estimate of ``worth``,
``strategy`` and ``strategy_moves``), the hint's reason and ``turn_over`` (``reason``) and
the game's own search bot (``search``, with ``search_play``)."""

from .value import heuristic

__all__ = ["heuristic"]
