"""The host: the computer that holds the match. It checks every move a joiner sends with
the engine and sends each remote seat only what that seat may know.

``Host(match, seats, make_link)`` opens one link per remote seat (each with its own code)
and is pumped once a frame (``pump``): it welcomes a joiner whose link opened, reads what
joiners sent (a ``move`` or an ``undo``; anything else is refused and logged, never
applied), and sends every joined seat an ``update`` whenever what it may see changed (a
move by anyone at any computer, an undo, someone away or back). An update holds the
seat's view (``to_dict(view(state, seat))``), its legal moves on its turn, the log lines
told as that seat may know them, whose turn it is, whether it may take back its own last
move, who is away, and the result at the end; never the whole state, the deck order or
the seed. A seat whose link closed is away: ``new_code(seat)`` opens a new link for it
(the friend rejoins), ``hand_to_bot(seat)`` gives the seat to a bot.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from tabletop.engine.actions import Action, IllegalAction
from tabletop.engine.game import Game
from tabletop.engine.match import LogEntry, Match
from tabletop.engine.serial import to_plain

from .link import Link, LinkState
from .protocol import GUEST_KINDS, ProtocolError, decode, encode

LOG = logging.getLogger("tabletop.net")

PER_PUMP = 20
"""At most this many messages of one friend are read in one pump (the rest wait)."""
BACKLOG = 2000
"""A friend whose unread messages grow past this many is flooding the host: its link is
closed (the seat is away; a new code lets the friend back)."""

WAITING, JOINED, AWAY, BOT = "waiting", "joined", "away", "bot"
"""A remote seat's status: its friend has not joined yet, plays, left, or a bot took it."""


@dataclass
class RemoteSeat:
    """One seat played on another computer: its link and what its friend was sent."""

    seat: int
    link: Link
    joined: bool = False
    told: list[LogEntry] = field(default_factory=list)
    """The log entries the friend has (compared by identity: an undo changes the tail)."""
    shown: object = None
    """What the last update showed (state, log length, away seats, undo): sent again
    only when it changes."""
    unread: deque[bytes] = field(default_factory=deque)
    """Messages received and not read yet (``PER_PUMP`` are read a frame)."""


@dataclass(frozen=True)
class Refusal:
    """A message from a seat's computer that the host did not apply, and why."""

    seat: int
    reason: str


class Host:
    """The match and the remote seats' links; pumped once a frame."""

    def __init__(self, match: Match, seats: Iterable[int], make_link: Callable[[], Link]):
        self.match = match
        self.make_link = make_link
        self.remote: dict[int, RemoteSeat] = {s: RemoteSeat(s, make_link()) for s in seats}
        match.friends = set(self.remote)  # the save keeps them (a later load waits for them)
        self.bots: set[int] = set()
        """Remote seats handed to a bot (their friend's link is closed)."""
        self.refusals: list[Refusal] = []
        """Every message refused, oldest first (each is also logged)."""
        self._legal: tuple[Any, tuple[Action, ...]] = (None, ())

    @property
    def game(self) -> Game:
        return self.match.game

    # --- what the table shows ---------------------------------------------------------
    def status(self, seat: int) -> str:
        """``waiting``, ``joined``, ``away`` or ``bot`` for a remote seat."""
        if seat in self.bots:
            return BOT
        remote = self.remote[seat]
        if remote.link.state == LinkState.OPEN:
            if remote.joined and getattr(remote.link, "away", False):
                return AWAY  # (a transport that re-makes a dropped connection says so)
            return JOINED if remote.joined else WAITING
        if remote.link.state == LinkState.CONNECTING:
            return AWAY if remote.joined else WAITING
        return AWAY

    def waiting_for(self) -> list[int]:
        """The remote seats whose friend is not playing now (waiting to join, or away)."""
        return [s for s in self.remote if self.status(s) in (WAITING, AWAY)]

    def away(self) -> list[int]:
        return [s for s in self.remote if self.status(s) == AWAY]

    def is_remote(self, seat: int | None) -> bool:
        return seat is not None and seat in self.remote and seat not in self.bots

    # --- once a frame -----------------------------------------------------------------
    def pump(self) -> bool:
        """Welcome new joiners, apply what joiners sent (after checking it), send updates
        where something changed. True when a joiner's move or undo changed the match."""
        changed = False
        for remote in list(self.remote.values()):
            if remote.seat in self.bots:
                continue
            link = remote.link
            if link.state == LinkState.OPEN and not remote.joined:
                self._welcome(remote)
            if link.state != LinkState.OPEN:
                continue
            remote.unread.extend(link.receive())
            if len(remote.unread) > BACKLOG:
                LOG.warning(
                    "seat %d sent %d messages at once: link closed", remote.seat, len(remote.unread)
                )
                self.refusals.append(Refusal(remote.seat, "Too many messages at once."))
                remote.unread.clear()
                link.close()
                continue
            for _ in range(min(PER_PUMP, len(remote.unread))):
                changed = self._take(remote, remote.unread.popleft()) or changed
        self.sync()
        return changed

    def sync(self) -> None:
        """Send each joined seat an update if what it may see changed."""
        away = tuple(self.away())
        for remote in self.remote.values():
            if remote.joined and remote.link.state == LinkState.OPEN:
                shown = (
                    self.match.state,
                    len(self.match.log),
                    away,
                    self.match.can_undo(remote.seat),
                )
                if remote.shown != shown:
                    try:
                        self._send_update(remote, away)
                    except ProtocolError as exc:  # a position too large to send
                        LOG.error("could not send seat %d its update: %s", remote.seat, exc)
                        remote.link.close()
                        continue
                    remote.shown = shown

    # --- seats ------------------------------------------------------------------------
    def new_code(self, seat: int) -> str | None:
        """A new link for ``seat`` (its friend rejoins with the new code); the old one
        closes. Returns the code when the transport already has one."""
        remote = self.remote[seat]
        remote.link.close()
        self.remote[seat] = RemoteSeat(seat, self.make_link())
        self.bots.discard(seat)
        return self.remote[seat].link.code

    def hand_to_bot(self, seat: int, level: str = "greedy") -> None:
        """``seat`` is played by a bot from now on (its friend's link closes); the match's
        configuration says so, so the table's bots and the autosave know."""
        remote = self.remote[seat]
        if remote.link.state == LinkState.OPEN:
            remote.link.send(encode("bye", reason="The host gave your seat to a bot."))
        remote.link.close()
        self.bots.add(seat)
        self.match.friends.discard(seat)
        config = self.match.config
        seats = list(config.seats)
        seats[seat] = replace(seats[seat], controller=f"bot:{level}")
        self.match.config = replace(config, seats=tuple(seats))

    def close(self, reason: str = "The host closed the table.") -> None:
        """Tell every joined friend the table closed, and close every link."""
        for remote in self.remote.values():
            if remote.link.state == LinkState.OPEN:
                remote.link.send(encode("bye", reason=reason))
            remote.link.close()

    # --- receiving --------------------------------------------------------------------
    def _take(self, remote: RemoteSeat, raw: bytes) -> bool:
        try:
            message = decode(raw, GUEST_KINDS)
        except ProtocolError as exc:
            return self._refuse(
                remote, "The host could not read a message from your computer.", str(exc)
            )
        match = self.match
        turn = len(match.log)
        if message["turn"] != turn:
            return self._refuse(
                remote,
                "That was sent for an earlier position; look again.",
                f"turn {message['turn']} is not {turn}",
            )
        if message.kind == "undo":
            if not match.can_undo(remote.seat) or match.is_over():
                return self._refuse(remote, "Nothing of yours to take back now.", "undo refused")
            match.undo(remote.seat)
            return True
        return self._move(remote, message["action"])

    def _move(self, remote: RemoteSeat, data: dict[str, Any]) -> bool:
        match, seat = self.match, remote.seat
        actor = match.actor()
        if actor is None:
            return self._refuse(remote, "The game is over.", "move after the end")
        if actor != seat:
            name = match.seat_name(actor)
            return self._refuse(
                remote, f"It is {name}'s turn, not yours.", f"out of turn (actor {actor})"
            )
        try:
            action = self.game.action_from_json(data)
        except Exception as exc:  # a plain-data error, or anything a hostile peer finds
            return self._refuse(remote, "The host could not read that move.", f"bad action: {exc}")
        reason = self.game.check(match.state, action)
        if reason is not None:
            return self._refuse(remote, reason, f"illegal {action}")
        try:
            match.play(action, seat=seat)
        except IllegalAction as exc:
            return self._refuse(remote, exc.reason, f"illegal {action}")
        return True

    def _refuse(self, remote: RemoteSeat, reason: str, detail: str) -> bool:
        LOG.warning("refused a message from seat %d: %s (%s)", remote.seat, reason, detail[:200])
        self.refusals.append(Refusal(remote.seat, reason))
        remote.link.send(encode("refused", turn=len(self.match.log), reason=reason))
        return False

    # --- sending ----------------------------------------------------------------------
    def _welcome(self, remote: RemoteSeat) -> None:
        config = self.match.config
        seats = [
            {"name": s.name, "colour": s.colour, "who": self._who(i, remote.seat)}
            for i, s in enumerate(config.seats)
        ]
        remote.link.send(
            encode(
                "welcome",
                game=self.game.id,
                seat=remote.seat,
                seats=seats,
                mode=config.mode,
                options=to_plain(config.options),
            )
        )
        remote.joined = True
        remote.told = []
        remote.shown = None

    def _who(self, seat: int, you: int) -> str:
        if seat == you:
            return "you"
        if self.is_remote(seat):
            return "friend"
        controller = self.match.config.seats[seat].controller
        return "bot" if controller.startswith("bot:") else "host"

    def legal(self) -> tuple[Action, ...]:
        """The legal actions of the match's position (computed once per position)."""
        state = self.match.state
        if self._legal[0] is not state:
            self._legal = (state, tuple(self.game.legal_actions(state)))
        return self._legal[1]

    def _send_update(self, remote: RemoteSeat, away: tuple[int, ...]) -> None:
        match, game, seat = self.match, self.game, remote.seat
        state = match.state
        actor = game.actor(state)
        log = match.log
        same = 0
        while same < min(len(log), len(remote.told)) and log[same] is remote.told[same]:
            same += 1
        entries = [self._entry(i, seat) for i in range(same, len(log))]
        over = game.is_over(state)
        message = encode(
            "update",
            turn=len(log),
            view=game.to_dict(game.view(state, seat)),
            actor=actor,
            legal=[a.to_json() for a in self.legal()] if actor == seat else [],
            log_from=same,
            log=entries,
            can_undo=match.can_undo(seat) and not over,
            away=list(away),
            result=to_plain(game.result(state)) if over else None,
        )
        remote.link.send(message)
        remote.told = list(log)

    def _entry(self, index: int, seat: int) -> dict[str, Any]:
        """Log entry ``index`` as ``seat`` may know it: the move described from the
        position before it as that seat saw it (a card dealt face down stays a card)."""
        entry = self.match.log[index]
        return {
            "seat": entry.seat,
            "text": self.match.seen_text(index, seat),
            "events": list(entry.events),
            "fixed": entry.irreversible,
            "action": entry.action.to_json(),
        }
