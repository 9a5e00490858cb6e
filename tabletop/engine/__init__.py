"""Game-agnostic engine: the game contract, actions, RNG, matches, saves, data, bots.

Pure Python; never imports pygame, never imports ``tabletop.games``.
"""

from .actions import Action, ActionCodec, EndTurn, IllegalAction, Pass, parse_action
from .config import BOT_LEVELS, SEAT_COLOURS, Config, Seat
from .game import ConfigError, Game, GameSpec, State
from .phases import Step, TurnPlan, TurnProgress
from .result import Result, name_seats, rank_by, seat_ref
from .rng import REDACTED_RNG, Rng

__all__ = [
    "Action",
    "ActionCodec",
    "EndTurn",
    "IllegalAction",
    "Pass",
    "parse_action",
    "GameSpec",
    "Step",
    "TurnPlan",
    "TurnProgress",
    "BOT_LEVELS",
    "SEAT_COLOURS",
    "Config",
    "Seat",
    "ConfigError",
    "Game",
    "State",
    "Result",
    "rank_by",
    "name_seats",
    "seat_ref",
    "REDACTED_RNG",
    "Rng",
]
