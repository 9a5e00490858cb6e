"""A match: configuration, the opening position and the log of actions played.

Every state of the match is kept (states are immutable and share structure, so this is
cheap), which makes undo a pop and replay a check. ``can_undo`` never goes past an action
that drew at random or showed hidden information, nor past another seat's decision.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .actions import Action, IllegalAction
from .config import Config
from .game import Game, State
from .result import Result


@dataclass(frozen=True)
class LogEntry:
    """One played action: who played it, whether it can be taken back, and its log line."""

    seat: int
    action: Action
    irreversible: bool
    text: str
    events: tuple[str, ...] = ()
    """What happened by itself after the action (``Game.events``), one line each."""


class Match:
    """A game in progress. ``on_change`` (autosave hook) is called after every change.

    A table reads a match through these methods only, so that a joined player's table can
    show a match held on another computer (``tabletop.net.guest.GuestMatch``: the
    position is the seat's view, the legal moves, the log lines and the result come from
    the host, and a move is sent there to be checked)."""

    kept_here = True
    """This computer holds the match (its saves and autosave are written here)."""

    def __init__(
        self, game: Game, config: Config, on_change: Callable[[Match], None] | None = None
    ):
        self.game = game
        self.config = config
        self.on_change = on_change
        self.states: list[State] = [game.new(config)]
        self.log: list[LogEntry] = []
        self._redo: list[Action] = []
        self.hinted: set[int] = set()
        """The seats whose player asked for a hint in this game (kept in the save: the
        results and the Load screen say "with hints")."""
        self.friends: set[int] = set()
        """The seats played at other computers (``tabletop.net``), kept in the save:
        loading it opens the table waiting for those friends again, with new codes."""

    # --- reading ---------------------------------------------------------------------------
    @property
    def state(self) -> State:
        return self.states[-1]

    @property
    def actions(self) -> list[Action]:
        return [entry.action for entry in self.log]

    def actor(self) -> int | None:
        return self.game.actor(self.state)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def seat_name(self, seat: int) -> str:
        return self.config.seats[seat].name

    def legal_actions(self, state: State) -> list[Action]:
        """The legal actions in ``state`` (a position of this match)."""
        return self.game.legal_actions(state)

    def foresee(self, state: State, action: Action) -> State:
        """The position after the legal ``action`` in ``state`` (handed back to ``play``)."""
        return self.game.advance(state, action)

    def result(self) -> Result:
        """The outcome of the finished match."""
        return self.game.result(self.state)

    def seen_text(self, index: int, seat: int) -> str:
        """Log entry ``index``'s move as ``seat`` may know it: described from the position
        before it as that seat saw it (the log's own line, written from the whole state,
        could name a card dealt face down)."""
        entry = self.log[index]
        try:
            return self.game.describe(self.game.view(self.states[index], seat), entry.action)
        except Exception:  # a description that needs what the seat cannot see
            return entry.action.kind.replace("_", " ")

    def note_hint(self, seat: int) -> None:
        """``seat``'s player asked for a hint: the game is played "with hints" (told to
        ``on_change`` the first time, so the autosave keeps it)."""
        if seat not in self.hinted:
            self.hinted.add(seat)
            self._changed()

    def hint_note(self) -> str:
        """``with hints (Ann, Bob)``, or ``""`` for a game nobody asked a hint in."""
        return hints_text([self.seat_name(s) for s in sorted(self.hinted)])

    # --- playing ---------------------------------------------------------------------------
    def play(self, action: Action, seat: int | None = None, *, after: State | None = None) -> State:
        """Apply ``action`` for the actor. ``seat``, if given, is the seat whose player made
        the move (the one at the screen): it must be the actor, or ``IllegalAction`` says
        whose turn it is.

        ``after``: the next state when the caller already computed it with
        ``game.advance(state, action)`` for an action it found in ``legal_actions(state)``
        (a table does, to learn whether the move reveals before asking for confirmation),
        so the move is applied once, not twice."""
        self._play(action, seat, after)
        self._redo.clear()
        self._changed()
        return self.state

    def _play(self, action: Action, seat: int | None, after: State | None = None) -> None:
        before = self.state
        actor = self.game.actor(before)
        if actor is None:
            raise IllegalAction("The game is over.")
        if seat is not None and seat != actor:
            raise IllegalAction(
                f"It is {self.seat_name(actor)}'s turn, not {self.seat_name(seat)}'s."
            )
        if after is None:
            after = self.game.apply(before, action)  # refuses an illegal action first
        text = self.game.describe(before, action)
        irreversible = self.game.reveals(before, action, after)
        events = self.game.events(before, action, after)
        self.states.append(after)
        self.log.append(LogEntry(actor, action, irreversible, text, events))

    def can_undo(self, seat: int | None = None) -> bool:
        """True when the last action was ``seat``'s (default: the current actor's) and
        revealed nothing; undo never crosses a random draw or another seat's decision."""
        if not self.log:
            return False
        last = self.log[-1]
        if last.irreversible:
            return False
        if seat is None:
            seat = self.actor()
        return last.seat == seat

    def undo(self, seat: int | None = None) -> bool:
        """Take back the last action if ``can_undo``; returns whether it did."""
        if not self.can_undo(seat):
            return False
        entry = self.log.pop()
        self.states.pop()
        self._redo.append(entry.action)
        self._changed()
        return True

    def can_redo(self) -> bool:
        return bool(self._redo)

    def redo(self) -> bool:
        """Play again the last undone action (cleared once another action is played)."""
        if not self._redo:
            return False
        self._play(self._redo.pop(), None)
        self._changed()
        return True

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self)

    # --- replay ----------------------------------------------------------------------------
    @classmethod
    def replay(cls, game: Game, config: Config, actions: list[Action]) -> Match:
        """Rebuild a match from its log; ``IllegalAction`` names the first action that fails."""
        match = cls(game, config)
        for index, action in enumerate(actions):
            try:
                match._play(action, None)
            except IllegalAction as exc:
                raise IllegalAction(
                    f"move {index + 1} ({action.kind}) no longer applies: {exc.reason}"
                ) from exc
        return match


def hints_text(names: list[str]) -> str:
    """``with hints (Ann, Bob)`` for the players who asked for a hint; ``""`` for none."""
    if not names:
        return ""
    return f"with hints ({', '.join(names)})"
