"""Summer Resort (Karol Madaj, 2013): the rules engine. ``GAME`` is the registered object."""

from .game import GAME

__all__ = ["GAME"]
