"""Game-agnostic engine: the game contract, actions, RNG, matches, saves, data, bots.

Pure Python; never imports pygame, never imports ``tabletop.games``.
"""

from .actions import Action, ActionCodec, EndTurn, IllegalAction, Pass
from .config import BOT_LEVELS, SEAT_COLOURS, Config, Seat
from .game import Game, State
from .result import Result, rank_by
from .rng import REDACTED_RNG, Rng

__all__ = [
    "Action",
    "ActionCodec",
    "EndTurn",
    "IllegalAction",
    "Pass",
    "BOT_LEVELS",
    "SEAT_COLOURS",
    "Config",
    "Seat",
    "Game",
    "State",
    "Result",
    "rank_by",
    "REDACTED_RNG",
    "Rng",
]
