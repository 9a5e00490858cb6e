"""Move-log lines and prompts (``moves``) and the lines of the automatic steps
(``events``: draws, round ends, the rain, Resafabot's turn)."""

from .events import events
from .moves import card_name, describe, prompt

__all__ = ["card_name", "describe", "events", "prompt"]
