"""Indian Summer (Uwe Rosenberg): ``GAME`` is the registered game object. Modes:
``standard`` (2-4 players), ``solo`` (one game of the book's solo rules) and
``solo_series`` (up to three solo games, series score)."""

from .game import GAME

__all__ = ["GAME"]
