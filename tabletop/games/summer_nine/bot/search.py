"""Summer Nine's own search bot, the factory ``Game.search_bot`` calls: normal plays
``search_normal.NineSearchBot``, hard its subclass ``search_hard.HardNineBot``; easy keeps
the engine's shared search.

The two searches live in modules of their own so that the hard one can build on the
normal one while this factory picks between them (no import circle)."""

from __future__ import annotations

from tabletop.engine import Game

from .search_hard import HardNineBot
from .search_normal import LEVELS, Clock, NineLevel, NineSearchBot


def make_search_bot(game: Game, seat: int, level: str, clock: Clock) -> NineSearchBot | None:
    """Summer Nine's bot for a search ``level`` (None: the shared search plays it)."""
    if level not in LEVELS:
        return None
    if level == "hard":
        return HardNineBot(game, seat, level, clock)
    return NineSearchBot(game, seat, level, clock)


__all__ = ["LEVELS", "HardNineBot", "NineLevel", "NineSearchBot", "make_search_bot"]
