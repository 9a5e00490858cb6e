"""Indian Summer (Uwe Rosenberg) for Tabletop: engine, rules and bot heuristic.

``GAME`` is the registered game object. Modes: ``standard`` (2-4 players), ``solo`` (one
game of the book's solo rules) and ``solo_series`` (up to three solo games, series score).
"""

from .game import IndianSummer

GAME = IndianSummer()

__all__ = ["GAME", "IndianSummer"]
