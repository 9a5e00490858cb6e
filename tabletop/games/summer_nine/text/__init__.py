"""Summer Nine's text: ``describe(state, action)`` and ``prompt(state)`` (``moves``: the
move-log line, what the actor is to do, card names, the status line) and ``events`` (the
lines of what happens by itself after a move)."""

from .events import events
from .moves import card_text, confirmation, describe, prompt, slot_text, status

__all__ = ["card_text", "confirmation", "describe", "events", "prompt", "slot_text", "status"]
