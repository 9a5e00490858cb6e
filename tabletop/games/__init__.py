"""The registry of games: an explicit tuple, one entry per game package.

Adding a game: write ``tabletop/games/<id>/`` exposing ``GAME``, import it here and add it
to ``GAMES``; write ``tabletop/ui/tables/<id>.py`` exposing ``TABLE``; put its YAML in
``data/<id>/`` with a ``rules.md``. Nothing else changes.
"""

from __future__ import annotations

from tabletop.engine.game import Game

from .indian_summer import GAME as INDIAN_SUMMER
from .lodge import GAME as LODGE
from .summer_resort import GAME as SUMMER_RESORT

GAMES: tuple[Game, ...] = (SUMMER_RESORT, INDIAN_SUMMER, LODGE)


def get_game(game_id: str) -> Game:
    """The registered game with this id; ``KeyError`` with the known ids otherwise."""
    for game in GAMES:
        if game.id == game_id:
            return game
    known = ", ".join(g.id for g in GAMES) or "none yet"
    raise KeyError(f"unknown game {game_id!r} (registered: {known})")


def game_ids() -> tuple[str, ...]:
    return tuple(g.id for g in GAMES)
