"""The bots' side of Lodge: the heuristic (``value``) and the hint's reason and the end of
a seat's turn (``reason``)."""

from .reason import reason, turn_over
from .value import heuristic

__all__ = ["heuristic", "reason", "turn_over"]
