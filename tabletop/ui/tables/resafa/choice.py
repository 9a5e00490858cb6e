"""What the player at the screen has chosen on the Resafa table that is not a move yet
(table-only, a small state object the table holds as ``table.choice``): how the piece in
hand would be laid (R/F), whose area is shown big, the trade stepper's amounts, the
starting workshops' turns and the card whose options are listed."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class TableChoice:
    """Table-only choices; a new position resets the ones that belong to one position."""

    focus: int
    """The seat whose area is shown big (the eyes unless another panel was opened)."""
    turned: bool = False
    """R on an action card: the bottom half up."""
    rot: int = 0
    """A workshop's quarter turns."""
    back: bool = False
    """A workshop's back side up."""
    vertical: bool = False
    """A new garden square runs north-south."""
    face: int = 0
    """The canal tiles' face."""
    via: bool = False
    """The caravan stops in Resafa."""
    qty: dict[int, int] = field(default_factory=lambda: {0: 1, 1: 1})
    """The trade stepper's amount per box."""
    setup_rots: list[int] = field(default_factory=lambda: [0, 0])
    """The starting workshops' quarter turns (set-up)."""
    opened: str = ""
    """A card in hand whose options are listed."""
    seen: tuple[Any, int] | None = None
    """The (state, eyes) these choices were made on."""

    def new_position(self) -> None:
        """A new position: the stepper, the stop in Resafa, the set-up turns and the
        listed options start afresh (how a piece is turned stays)."""
        self.qty = {0: 1, 1: 1}
        self.via = False
        self.setup_rots = [0, 0]
        self.opened = ""

    @property
    def rots(self) -> tuple[int, int]:
        """The starting workshops' turns as a pair."""
        return (self.setup_rots[0], self.setup_rots[1])
