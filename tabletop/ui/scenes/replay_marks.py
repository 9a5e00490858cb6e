"""What the replay viewer reads from a match (no drawing here): the match as it stood after
a number of moves (read-only), the round starts to jump to, and the log rows with the
position each one leads to.

Round starts come from the game itself: its ``status(state)`` line where it has one, or
the table's banner line (a new round wherever the round it names changes), else the move log's automatic lines saying that a round
(or a solo turn) begins, else the turn order (a new round each time the seat that opened
the game is to play again after the others).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tabletop.engine.actions import IllegalAction
from tabletop.engine.match import Match
from tabletop.engine.result import name_seats

ROUND_BEGINS = re.compile(r"^(?:Round|Turn) \d+(?: of \d+)?(?=[^;.]*\bbegins\b)")
"""An automatic log line saying that a round (or a solo turn) begins, e.g.
``Round 3 of 12 begins; Ann plays first.``: the match is the label (``Round 3 of 12``)."""
ROUND_NAMED = re.compile(r"^(?:Solo )?(?:Round|Turn|round|turn) \d+(?: of \d+)?")
"""The round a status line names at its start (``Round 12 of 17: columns …``)."""
NUMBER = re.compile(r"\d+")

REPLAY_REFUSAL = "This is a replay: use Play from here to play on from this move."


class PastMatch(Match):
    """``source`` as it stood after its first ``index`` moves. Reading works as on any
    match; playing, undo and redo are refused (the replay shows, it never plays)."""

    def __init__(self, source: Match, index: int):  # no super().__init__: no new game
        index = max(0, min(index, len(source.log)))
        self.game = source.game
        self.config = source.config
        self.on_change = None
        self.states = source.states[: index + 1]
        self.log = source.log[:index]
        self._redo = []
        self.index = index

    def play(self, action, seat=None, *, after=None):
        raise IllegalAction(REPLAY_REFUSAL)

    def can_undo(self, seat: int | None = None) -> bool:
        return False

    def undo(self, seat: int | None = None) -> bool:
        return False

    def can_redo(self) -> bool:
        return False

    def redo(self) -> bool:
        return False


@dataclass(frozen=True)
class RoundStart:
    """A place to jump to: the position ``index`` (moves played before it) and its label."""

    index: int
    label: str

    @property
    def short(self) -> str:
        """The round's number for a small button (``3`` for ``Round 3 of 12``)."""
        found = NUMBER.search(self.label)
        return found.group(0) if found else self.label[:3]


def round_starts(match: Match, status: Callable[[Any], str] | None = None) -> list[RoundStart]:
    """The rounds of ``match`` in order, each where it begins (the first at the start).
    ``status``: another status line to read (the table's banner line), after the game's."""
    game_status = getattr(match.game, "status", None)
    found = (
        (_from_status(match, game_status) if callable(game_status) else [])
        or (_from_status(match, status) if status is not None else [])
        or _from_events(match)
        or _from_turn_order(match)
    )
    if not found or found[0].index != 0:
        second = found[0].label if found else ""
        first = "Round 1" + second[7:] if second.startswith("Round 2") else "Start"
        found.insert(0, RoundStart(0, first))
    return found


def _from_status(match: Match, status: Callable[[Any], str]) -> list[RoundStart]:
    """A new round wherever the status line's ``Round 3 of 12`` (or ``Turn 3``) changes."""
    found: list[RoundStart] = []
    try:
        for index, state in enumerate(match.states):
            named = ROUND_NAMED.match(str(status(state)))
            if named and (not found or named.group(0) != found[-1].label):
                found.append(RoundStart(index, named.group(0)))
    except Exception:  # a status line is a nicety: fall back to the log
        return []
    return found if len(found) > 1 else []


def _from_events(match: Match) -> list[RoundStart]:
    found: list[RoundStart] = []
    for index, entry in enumerate(match.log):
        for line in entry.events:
            begun = ROUND_BEGINS.match(line)
            if begun:
                found.append(RoundStart(index + 1, begun.group(0)))
                break
    return found


def _from_turn_order(match: Match) -> list[RoundStart]:
    if match.config.players < 2:
        return []
    game, states = match.game, match.states
    first = game.actor(states[0])
    if first is None:
        return []
    found = [RoundStart(0, "Round 1")]
    before: int | None = first
    for index in range(1, len(states)):
        actor = game.actor(states[index])
        if actor == first and before != first:
            found.append(RoundStart(index, f"Round {len(found) + 1}"))
        before = actor
    return found if len(found) > 1 else []


def round_at(rounds: list[RoundStart], index: int) -> int:
    """The position in ``rounds`` of the round that position ``index`` belongs to."""
    current = 0
    for k, start in enumerate(rounds):
        if start.index <= index:
            current = k
    return current


@dataclass(frozen=True)
class LogRow:
    """One line of the replay's log: the move (``event`` False) or an automatic step after
    it, and the position (moves played) the line belongs to."""

    index: int
    text: str
    event: bool = False


def log_rows(match: Match) -> list[LogRow]:
    """Every move of ``match`` as "Name does this" with its automatic lines after it; seats
    named in engine text get the players' names."""
    names = tuple(seat.name for seat in match.config.seats)
    rows: list[LogRow] = []
    for number, entry in enumerate(match.log, start=1):
        rows.append(
            LogRow(number, name_seats(f"{match.seat_name(entry.seat)} {entry.text}", names))
        )
        rows.extend(LogRow(number, name_seats(event, names), True) for event in entry.events)
    return rows


def first_human(match: Match) -> int:
    """The seat whose view the replay shows first: the first human (else the first seat)."""
    return next((i for i, seat in enumerate(match.config.seats) if seat.is_human), 0)
