"""Words for the things of the game: a gain or cost (``2 coins + 1 VP``) and a canal
tile's face, shared by the move log and the table's facts."""

from __future__ import annotations

from ..components import components
from ..components.records import Gain

_WORDS = {
    "coin": "coin",
    "vp": "VP",
    "step": "track step",
    "step_pink": "pink step",
    "produce": "production",
    "bonus_card": "bonus card",
    "sack": "sack card",
    "square": "square token",
    "scarab": "scarab token",
    "camel": "camel",
}
_SAME = ("VP", "marble", "stone", "spice")


def gain_text(g: Gain) -> str:
    """``2 coins + 1 VP`` for a gain (or cost); ``nothing`` when empty."""
    parts = []
    for key, n in g.items():
        word = _WORDS.get(key, key)
        if n > 1 and word == "amphora":
            word = "amphorae"
        elif n > 1 and word not in _SAME:
            word += "s"
        parts.append(f"{n} {word}")
    return " + ".join(parts) or "nothing"


def coins_text(n: int) -> str:
    return f"{n} coin{'s' if n != 1 else ''}"


SHAPES = {
    "I": "straight down",
    "L": "branching left",
    "R": "branching right",
    "X": "branching both ways",
    "T": "a water tank",
}
"""A canal face's channels in words."""


def canal_words(tile: str, face: int) -> str:
    """``branching left, 2 coins, 2 VP at each rain`` for a canal tile's face."""
    f = components().canal_tiles[tile].faces[face]
    if f.tank:
        return "a water tank"
    cost = coins_text(f.coins) if f.coins else "no coins"
    return f"{SHAPES.get(f.shape, 'a channel')}, {cost}, {1 + f.blue} VP at each rain"
