"""Summer Nine (Panagiotis Katsaroumpas, 2-4 players): the rules engine. ``GAME`` is the
entry point."""

from .game import GAME

__all__ = ["GAME"]
