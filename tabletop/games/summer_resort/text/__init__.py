"""Summer Resort in a player's words: ``moves`` writes the move-log line of each action
(``describe``), the prompt of the player to act and the question before an irreversible
move; ``status`` says how far the game has gone; ``events`` writes the lines of the
automatic steps a move sets off (phase III and the end of the round)."""

from .moves import confirmation, describe, prompt
from .status import status

__all__ = ["confirmation", "describe", "prompt", "status"]
