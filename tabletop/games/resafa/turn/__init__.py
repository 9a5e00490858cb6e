"""The steps of a turn (``steps``: each action applied, the automatic steps after it) and
the flow of turns and rounds (``rounds``: next player, end of round, rain, next round)."""

from .steps import advance

__all__ = ["advance"]
