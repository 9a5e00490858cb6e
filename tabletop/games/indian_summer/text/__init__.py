"""What Indian Summer's move log and banner say: a line per move and the prompt
(``moves``), how far the game has gone (``status``), and the lines of what happens by
itself after a move (``events``)."""

from .events import events
from .moves import confirmation, describe, next_game_words, prompt, tile_words
from .status import status

__all__ = [
    "confirmation",
    "describe",
    "events",
    "next_game_words",
    "prompt",
    "status",
    "tile_words",
]
