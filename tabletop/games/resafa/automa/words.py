"""What Resafabot's solo cards say, in players' words: the flipped card's colour icon and
its instruction for each main action (the solo panel shows them; the lines of its turn
give each as the reason it acted)."""

from __future__ import annotations

from ..components import components
from ..components.records import SoloCard
from .moves import PLACE_WORDS, SIDE_WORD

ICON_WORDS = {
    "T2": "move 2 on the track of that colour",
    "D-L": "discard the leftmost bonus card of that colour",
    "D-M": "discard the middle bonus card of that colour",
    "D-R": "discard the rightmost bonus card of that colour",
}
"""The flipped card's colour icon."""
PROVISIONS_WORDS = {
    "=": "Provisions: 2 on the arrow's colour",
    "1./=": "Provisions: 2 on its furthest marker (a tie: the arrow's colour)",
}


def main_rule(card: SoloCard, main: str) -> str:
    """What the flipped ``card`` says for the main action ``main``: ``remove the middle
    tile``, ``below its last tile``, ``Gerasa, else Alia``, ``2 on the arrow's colour``."""
    if main == "workshop":
        return f"remove the {PLACE_WORDS[card.workshop_pos - 1]} tile"
    if main == "canal":
        return f"build {SIDE_WORD[card.canal]} its last tile"
    if main == "trading":
        names = components().centres
        return (
            f"a trading base in {names[card.centres[0]].name}, else {names[card.centres[1]].name}"
        )
    if main == "provisions":
        if card.provisions == "=":
            return "move 2 on the arrow's colour"
        return "move 2 on its furthest marker, a tie going to the arrow's colour"
    return main
