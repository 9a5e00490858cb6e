"""What Indian Summer's move log and banner say: a line per move and the prompt
(``moves``), and the lines of what happens by itself after a move (``events``)."""

from .events import events
from .moves import confirmation, describe, next_game_words, prompt, tile_words

__all__ = ["confirmation", "describe", "events", "next_game_words", "prompt", "tile_words"]
