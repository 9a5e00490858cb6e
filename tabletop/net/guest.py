"""The joined computer: it shows one seat of a match the host holds.

``Guest(link, find_game)`` is pumped once a frame (``pump``). The host's ``welcome``
makes a ``GuestMatch`` (the game, the players, this computer's seat); each ``update``
moves it on. Everything received is checked (``protocol.decode``, then the game's own
plain-data readers for the view and the moves); a message that fails is refused and
logged and changes nothing, and a host that breaks the protocol, leaves or closes the
table leaves ``problem`` saying so in a player's words.

``GuestMatch`` is a ``Match`` the table reads as any other: its position is the seat's
view, its legal moves, log lines and result come from the host, and ``play``/``undo``
send the move or the request to the host, which checks it and answers with an update
(or a refusal, kept in ``refusals`` for the table to show).
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable
from typing import Any

from tabletop.engine.actions import Action, IllegalAction
from tabletop.engine.config import SEAT_COLOURS, Config, Seat
from tabletop.engine.game import Game, State
from tabletop.engine.match import LogEntry, Match
from tabletop.engine.result import Result
from tabletop.engine.serial import from_plain

from .host import BACKLOG, PER_PUMP
from .link import Link, LinkState
from .protocol import HOST_KINDS, Message, ProtocolError, decode, encode

LOG = logging.getLogger("tabletop.net")

WAITING = "Waiting for the host to answer your last move."
FLOODED = "The host's computer sent too many messages at once, so the connection was closed."
HOST_LEFT = "The host's computer left the game, so it cannot go on here."


class GuestMatch(Match):
    """A match held by the host, seen from this computer's ``seat``."""

    kept_here = False

    def __init__(self, game: Game, config: Config, seat: int, send: Callable[[bytes], None]):
        # (no ``super().__init__``: the opening position is the host's, not made here)
        self.game = game
        self.config = config
        self.on_change = None
        self.states: list[State] = []
        self.log: list[LogEntry] = []
        self._redo: list[Action] = []
        self.hinted: set[int] = set()
        self.friends: set[int] = set()
        self.seat = seat
        self.send = send
        self.who: tuple[str, ...] = ()
        """Each seat's player: ``you``, ``host`` (at the host's computer), ``friend``, ``bot``."""
        self.offered: tuple[Action, ...] = ()
        self.undo_ok = False
        self.away: tuple[int, ...] = ()
        self.outcome: Result | None = None
        self._actor: int | None = None
        self.asked = False
        """A move or an undo was sent and the host has not answered yet."""

    # --- reading ----------------------------------------------------------------------
    @property
    def ready(self) -> bool:
        """The first position arrived."""
        return bool(self.states)

    def actor(self) -> int | None:
        return self._actor

    def is_over(self) -> bool:
        return self.outcome is not None

    def legal_actions(self, state: State) -> list[Action]:
        return list(self.offered) if state is self.state else []

    def foresee(self, state: State, action: Action) -> State:
        return state  # the host decides what the move does

    def result(self) -> Result:
        if self.outcome is None:
            raise IllegalAction("The game is not over.")
        return self.outcome

    def seen_text(self, index: int, seat: int) -> str:
        return self.log[index].text  # the host told it as this seat may know it

    # --- acting: sent to the host -----------------------------------------------------
    def play(self, action: Action, seat: int | None = None, *, after: State | None = None) -> State:
        if seat is not None and seat != self.seat:
            raise IllegalAction("You play only your own seat from this computer.")
        if self._actor != self.seat:
            raise IllegalAction("It is not your turn.")
        if action not in self.offered:
            raise IllegalAction("That move is not allowed now.")
        if self.asked:
            raise IllegalAction(WAITING)
        self.send(encode("move", turn=len(self.log), action=action.to_json()))
        self.asked = True
        return self.state  # unchanged until the host's update

    def can_undo(self, seat: int | None = None) -> bool:
        return self.undo_ok and (seat is None or seat == self.seat)

    def undo(self, seat: int | None = None) -> bool:
        """Asks the host to take back this seat's last move (the update that follows
        shows it taken back)."""
        if not self.can_undo(seat) or self.asked:
            return False
        self.send(encode("undo", turn=len(self.log)))
        self.asked = True
        self.undo_ok = False
        return True

    def can_redo(self) -> bool:
        return False

    def redo(self) -> bool:
        return False

    def _changed(self) -> None:
        pass  # nothing is saved here: the host's computer keeps the game

    # --- the host's update ------------------------------------------------------------
    def take(self, message: Message) -> str:
        """Apply an ``update``: ``moved``, ``taken_back`` or ``same``. ``ProtocolError``
        (nothing changed) when it does not fit this game or this log."""
        fields = message.fields
        game = self.game
        start = fields["log_from"]
        if not 0 <= start <= len(self.log):
            raise ProtocolError("an update whose log does not follow the one shown")
        try:
            view = game.from_dict(fields["view"])
            offered = tuple(game.action_from_json(a) for a in fields["legal"])
            entries = [self._entry(e) for e in fields["log"]]
            outcome = None if fields["result"] is None else from_plain(Result, fields["result"])
        except ProtocolError:
            raise
        except Exception as exc:  # the game's readers refuse what does not fit its types
            raise ProtocolError(f"an update that does not fit the game: {exc}") from None
        actor = fields["actor"]
        players = self.config.players
        if actor is not None and not 0 <= actor < players:
            raise ProtocolError("an update naming a seat that is not at the table")
        if any(not 0 <= s < players for s in fields["away"]):
            raise ProtocolError("an update naming a seat that is not at the table")
        before = len(self.log)
        log = self.log[:start] + entries
        kept = self.states[: start + 1]
        self.states = (kept + [view] * (len(log) + 1))[: len(log) + 1]
        self.states[-1] = view
        self.log = log
        self.offered = offered if actor == self.seat else ()
        self._actor = actor
        self.undo_ok = fields["can_undo"]
        self.away = tuple(fields["away"])
        self.outcome = outcome
        self.asked = False
        if len(log) < before or (start < before and len(log) == before):
            return "taken_back"
        return "moved" if len(log) > before else "same"

    def _entry(self, data: dict[str, Any]) -> LogEntry:
        if not 0 <= data["seat"] < self.config.players:
            raise ProtocolError("a log line naming a seat that is not at the table")
        action = self.game.action_from_json(data["action"])
        return LogEntry(data["seat"], action, data["fixed"], data["text"], tuple(data["events"]))


class Guest:
    """This computer's side of a joined game: the link to the host and the match shown."""

    def __init__(self, link: Link, find_game: Callable[[str], Game]):
        self.link = link
        self.find_game = find_game
        self.match: GuestMatch | None = None
        self.problem: str | None = None
        """Why the game cannot go on here (the host left, closed the table, or broke the
        protocol), in a player's words."""
        self.refusals: list[str] = []
        """The host's reasons for moves it did not play (the table shows each once)."""
        self.unread: deque[bytes] = deque()
        """Messages received and not read yet (``PER_PUMP`` are read a frame)."""

    @property
    def connected(self) -> bool:
        return self.link.state == LinkState.OPEN and self.problem is None

    def pump(self) -> list[str]:
        """Read what the host sent; what happened, in order: ``welcome``, ``moved``,
        ``taken_back``, ``refused``, ``closed`` (``problem`` says why)."""
        happened: list[str] = []
        if self.problem is not None:
            return happened
        self.unread.extend(self.link.receive())
        if len(self.unread) > BACKLOG:
            LOG.warning("the host sent %d messages at once: link closed", len(self.unread))
            self.unread.clear()
            self.problem = FLOODED
            self.link.close()
            return ["closed"]
        for _ in range(min(PER_PUMP, len(self.unread))):
            happened.extend(self._take(self.unread.popleft()))
            if self.problem is not None:
                return happened
        if self.link.state == LinkState.CLOSED and self.problem is None:
            if self.match is None:
                detail = self.link.detail or "the connection failed"
                self.problem = f"Could not join: {detail}."
            else:
                self.problem = HOST_LEFT
            happened.append("closed")
        return happened

    def leave(self) -> None:
        """This player leaves: the link closes (the host shows the seat as away)."""
        self.link.close()

    def _take(self, raw: bytes) -> list[str]:
        try:
            message = decode(raw, HOST_KINDS)
            return self._apply(message)
        except ProtocolError as exc:
            LOG.warning("refused a message from the host: %s", exc)
            return []

    def _apply(self, message: Message) -> list[str]:
        if message.kind == "welcome":
            if self.match is not None:
                raise ProtocolError("a second welcome")
            self.match = self._welcome(message)
            return ["welcome"]
        if message.kind == "bye":
            self.problem = _sentence(message["reason"]) or "The host closed the table."
            self.link.close()
            return ["closed"]
        if self.match is None:
            raise ProtocolError(f"a {message.kind} before the welcome")
        if message.kind == "refused":
            self.refusals.append(_sentence(message["reason"]) or "The host refused that.")
            self.match.asked = False
            return ["refused"]
        return [self.match.take(message)]

    def _welcome(self, message: Message) -> GuestMatch:
        try:
            game = self.find_game(message["game"])
        except KeyError:
            raise ProtocolError("a game this computer does not have") from None
        seats_data = message["seats"]
        if not game.min_players <= len(seats_data) <= game.max_players:
            raise ProtocolError("a welcome with a number of players the game does not take")
        if not 0 <= message["seat"] < len(seats_data):
            raise ProtocolError("a welcome for a seat that is not at the table")
        seats, who = [], []
        for i, s in enumerate(seats_data):
            colour = s["colour"] if s["colour"] in SEAT_COLOURS else SEAT_COLOURS[i % 5]
            seats.append(Seat(_sentence(s["name"])[:24] or f"Player {i + 1}", colour, "human"))
            who.append(s["who"] if s["who"] in ("you", "host", "friend", "bot") else "friend")
        if message["mode"] not in game.modes:
            raise ProtocolError("a welcome with a mode the game does not have")
        if set(message["options"]) - {option.key for option in game.options}:
            raise ProtocolError("a welcome with an option the game does not have")
        try:
            config = Config.from_plain(
                {
                    "seats": [
                        {"name": s.name, "colour": s.colour, "controller": "human"} for s in seats
                    ],
                    "mode": message["mode"],
                    "options": message["options"],
                },
                game.options,
            )
        except Exception as exc:
            raise ProtocolError(f"a welcome whose players or options do not fit: {exc}") from None
        match = GuestMatch(game, config, message["seat"], self.link.send)
        match.who = tuple(who)
        return match


def _sentence(text: str) -> str:
    """A sentence from the host, cleaned of control characters and cut to a line's length."""
    clean = "".join(c for c in text if c.isprintable())
    return clean[:300]
