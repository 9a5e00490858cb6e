"""Move-log lines and prompts (``moves``), how far the game has gone (``status``) and the
lines of the automatic steps (``events``: draws, round ends, the rain, Resafabot's turn)."""

from .events import events
from .moves import card_name, describe, prompt
from .status import status

__all__ = ["card_name", "describe", "events", "prompt", "status"]
