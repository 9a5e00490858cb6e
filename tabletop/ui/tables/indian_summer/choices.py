"""What the player at the screen sets on the Indian Summer table, never the game's: how the
tile or animal in hand lies (R and the wheel turn it, F flips it) and whose forest floor is
shown big. Frozen values: the table replaces them on a key or a click, and the painted
board's look holds them as they were."""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.games.indian_summer import facts


@dataclass(frozen=True)
class Orientation:
    """How a tile in hand lies: quarter turns clockwise, mirrored left to right first."""

    turns: int = 0
    flip: bool = False

    def turned(self, turns: int = 0, flip: bool = False) -> Orientation:
        """Turned by ``turns`` quarter turns after a flip (as seen: a flip mirrors the
        tile as it lies now)."""
        now = Orientation((-self.turns) % 4, not self.flip) if flip else self
        return Orientation((now.turns + turns) % 4, now.flip)

    def of(self, piece: str) -> int:
        """The orientation index of ``piece`` (a tile or animal id) lying this way."""
        return facts.orientation_index(piece, self.turns, self.flip)

    def note(self) -> str:
        """``now: turned 90°, flipped`` (``now: not turned``)."""
        words = [f"turned {90 * self.turns}°"] if self.turns else []
        if self.flip:
            words.append("flipped")
        return "now: " + (", ".join(words) if words else "not turned")


def other_seats(eyes: int, players: int) -> list[int]:
    """The other seats in turn order after ``eyes``."""
    return [(eyes + k) % players for k in range(1, players)]


@dataclass(frozen=True)
class Choices:
    """The table-only settings of the player at the screen."""

    orientation: Orientation = field(default_factory=Orientation)
    enlarged: int | None = None
    """Another player's floor shown big (``None``: your own)."""

    def shown(self, eyes: int, players: int) -> int:
        """Whose floor is drawn big: the enlarged one if it is another seat's, else yours."""
        enlarged = self.enlarged
        if enlarged is not None and enlarged != eyes and enlarged < players:
            return enlarged
        return eyes
