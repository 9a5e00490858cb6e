"""Whose lodge the Lodge table shows big: table-only state, never the game's."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Focus:
    """The seat whose lodge is big (a click on a small lodge, or Tab, chooses it) and the
    seat at the screen it was chosen for: a new player at the screen sees their own."""

    seat: int
    eyes: int

    def follow(self, eyes: int) -> None:
        """A new player at the screen sees their own lodge big."""
        if self.eyes != eyes:
            self.seat = self.eyes = eyes

    def shown(self, eyes: int, players: int, holding: bool) -> int:
        """The seat whose lodge is big: yours while you hold a piece, else the one chosen."""
        if holding or not 0 <= self.seat < players:
            return eyes
        return self.seat
