"""Lodge in words: move-log lines, prompts and the texts of rooms, guests and amenities
(``moves``), how far the game has gone (``status``), and the log lines of the automatic
steps a move sets off (``events``)."""

from .moves import (
    amenity_text,
    condition_text,
    confirmation,
    describe,
    ended_by_label,
    ending_note,
    guest_text,
    prompt,
    room_text,
)
from .status import status

__all__ = [
    "amenity_text",
    "condition_text",
    "confirmation",
    "describe",
    "ended_by_label",
    "ending_note",
    "guest_text",
    "prompt",
    "room_text",
    "status",
]
