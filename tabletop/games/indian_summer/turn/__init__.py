"""Indian Summer's turn flow: what a legal action does and the stages of a turn
(``steps``), laying pieces on a floor (``lay``), leaf tiles moving along the paths and the
solo row (``paths``), the solo game's turns, end and series (``solo``), and the end's
squirrels (``end``)."""

from .end import finish_game
from .steps import advance, placement_spot

__all__ = ["advance", "finish_game", "placement_spot"]
