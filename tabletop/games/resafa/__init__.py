"""Resafa (Vladimír Suchý): the engine and data of issue #11."""

from .game import GAME

__all__ = ["GAME"]
