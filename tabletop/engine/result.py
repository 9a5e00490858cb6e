"""The outcome of a finished game: totals, a breakdown per seat, ranks with tie-breaks."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

_SEAT_REF = re.compile(r"\{seat(\d+)\}")


def seat_ref(seat: int) -> str:
    """A seat's name in engine text (result notes, log lines, events), which does not know
    the players' names: the screen puts the name in its place with ``name_seats``."""
    return f"{{seat{seat}}}"


def name_seats(text: str, names: Sequence[str]) -> str:
    """``text`` with every ``seat_ref`` replaced by that seat's name."""

    def name(match: re.Match[str]) -> str:
        seat = int(match.group(1))
        return names[seat] if seat < len(names) else f"Player {seat + 1}"

    named = _SEAT_REF.sub(name, text)
    if "You" in names:  # a seat named You (a lesson's learner): "Your turn", not "You's"
        named = _YOUS.sub(_your, named)
    return named


_YOUS = re.compile(r"\bYou's\b")


def _your(match: re.Match[str]) -> str:
    """ "Your" where a sentence starts, else "your"."""
    before = match.string[: match.start()].rstrip()
    return "Your" if not before or before[-1] in ".!?:" else "your"


@dataclass(frozen=True)
class Result:
    """``ranks[i]`` is 1 for a winner; seats still tied after the tie-breaks share a rank."""

    totals: tuple[int, ...]
    breakdown: tuple[tuple[tuple[str, int], ...], ...]
    ranks: tuple[int, ...]
    notes: tuple[str, ...] = ()
    """Sentences for the results screen; a seat is named with ``seat_ref``."""
    ended_by: str = ""
    """For a game with several ways to end: a short name of the one that ended it (e.g.
    ``12 guests``); the results screen and ``simulate`` show it."""
    no_winner: bool = False
    """True when the game ended with nobody winning (a lost solo game): ``winners`` is
    empty and ``ranks`` only order the seats."""

    @property
    def winners(self) -> tuple[int, ...]:
        if self.no_winner:
            return ()
        return tuple(i for i, r in enumerate(self.ranks) if r == 1)


def rank_by(keys: Sequence[tuple]) -> tuple[int, ...]:
    """Competition ranks (1, 2, 2, 4) for per-seat sort keys where larger is better."""
    return tuple(1 + sum(1 for other in keys if other > key) for key in keys)
