"""One computer of a game played across processes: ``python -m tests.net.remote_player``.

The real game protocol (``tabletop.net.host.Host``, ``tabletop.net.guest.Guest``) over the
real transport (``tabletop.net.wormhole_link``), polled every few milliseconds as the
pygame loop polls it, each side reporting what happens as JSON lines on stdout.

``host MAILBOX RELAY --game G --players N --seed S``
    holds the match (seat 0 is played here) with every other seat a friend elsewhere;
    prints ``{"code": C, "seat": S}`` for each code (to be typed at the other computer),
    ``{"status": {seat: waiting|joined|away}}`` whenever a seat's status changes,
    ``{"refused": seat, "reason": ...}`` for each message it refused, ``{"log": ...,
    "turn": n, "digest": ...}`` for each warning of ``tabletop.net`` (the refusals are
    logged; ``digest``: the position and log length when it was logged), and at the end
    ``{"over": ..., "actions": [...], "result": ...}``. It reads commands from stdin, as a
    player presses buttons: ``new-code SEAT``. ``--wait-refusals TURN:N``: at that turn the
    player here is slow and moves only once N messages have been refused (so a hostile
    friend's messages are read at a known position). It ends once every friend left.

``join MAILBOX RELAY --code C --record FILE``
    joins with the typed code and plays its seat with the legal moves it receives, chosen
    as the same seed played at one computer (``play.choose``); ``--no-listen`` (either side)
    offers no direct connection, so the relay carries the game; RELAY ``none`` offers no
    relay, so the computers connect directly; prints ``{"welcome": seat, "detail": ...}`` (the link's: directly or through the relay),
    ``{"seen": n, "actor": seat, "away": [seats]}`` when the position or who is away
    changes, ``{"refusal": ...}``, ``{"problem": ...}`` and
    ``{"over": ..., "actions": [...], "result": ...}``; writes every message it received to
    FILE, one per line. ``--hostile JSON``: an object ``{turn: [base64 message, ...]}``;
    when the position shown has that many moves, those raw messages are sent first.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import logging
import queue
import sys
import threading
import time
from typing import Any

from tabletop.engine.match import Match
from tabletop.engine.serial import to_plain
from tabletop.games import get_game
from tabletop.net.guest import Guest
from tabletop.net.host import Host
from tabletop.net.link import Link, LinkState
from tabletop.net.wormhole_link import Timeouts, host_link, join_link, shutdown
from tests.net.play import choose, config
from tests.net.servers import loopback_only


def say(**fields: Any) -> None:
    print(json.dumps(fields), flush=True)


def digest(game: Any, state: Any, log_length: int) -> str:
    """A short fingerprint of a position and the length of its log."""
    text = json.dumps(game.to_dict(state), sort_keys=True) + f"/{log_length}"
    return hashlib.sha256(text.encode()).hexdigest()[:16]


class Recording:
    """A link that keeps a copy of every message it delivered."""

    def __init__(self, link: Link) -> None:
        self.link = link
        self.received: list[bytes] = []

    @property
    def code(self) -> str | None:
        return self.link.code

    @property
    def state(self) -> str:
        return self.link.state

    @property
    def detail(self) -> str:
        return self.link.detail

    def send(self, message: bytes) -> None:
        self.link.send(message)

    def receive(self) -> list[bytes]:
        got = self.link.receive()
        self.received += got
        return got

    def close(self) -> None:
        self.link.close()


class Say(logging.Handler):
    """Prints each warning with the position the host held when it was logged."""

    def __init__(self, match: Match) -> None:
        super().__init__(logging.WARNING)
        self.match = match

    def emit(self, record: logging.LogRecord) -> None:
        match = self.match
        turn = len(match.log)
        say(log=record.getMessage(), turn=turn, digest=digest(match.game, match.state, turn))


def commands() -> queue.SimpleQueue[str]:
    """Lines typed on stdin (the host player's buttons), read without blocking the loop."""
    lines: queue.SimpleQueue[str] = queue.SimpleQueue()

    def read() -> None:
        for line in sys.stdin:
            lines.put(line.strip())

    threading.Thread(target=read, daemon=True).start()
    return lines


def run_host(args: argparse.Namespace, timeouts: Timeouts) -> None:
    relay = None if args.relay == "none" else args.relay
    game = get_game(args.game)
    match = Match(game, config(args.players, args.seed))
    logging.getLogger("tabletop.net").addHandler(Say(match))
    host = Host(
        match,
        range(1, args.players),
        lambda: host_link(args.mailbox, relay, timeouts=timeouts, listen=not args.no_listen),
    )
    wait_turn, wait_count = (int(x) for x in (args.wait_refusals or "-1:0").split(":"))
    typed = commands()
    told: dict[int, Any] = {}
    statuses: dict[int, str] = {}
    refused = 0
    over_at: float | None = None
    deadline = time.monotonic() + args.lifetime
    while time.monotonic() < deadline:
        for seat, remote in host.remote.items():
            if remote.link.code and told.get(seat) is not remote.link:
                told[seat] = remote.link
                say(code=remote.link.code, seat=seat)
        host.pump()
        for refusal in host.refusals[refused:]:
            say(refused=refusal.seat, reason=refusal.reason)
        refused = len(host.refusals)
        now = {seat: host.status(seat) for seat in host.remote}
        if now != statuses:
            statuses = now
            say(status=now)
        while not typed.empty():
            words = typed.get().split()
            if words[:1] == ["new-code"]:
                host.new_code(int(words[1]))
        if match.is_over():
            if over_at is None:
                over_at = time.monotonic()
                result = game.result(match.state)
                say(
                    over=True, actions=[a.to_json() for a in match.actions], result=to_plain(result)
                )
            gone = all(r.link.state == LinkState.CLOSED for r in host.remote.values())
            if gone or time.monotonic() > over_at + 20:
                break
        elif match.actor() == 0 and (len(match.log) != wait_turn or refused >= wait_count):
            legal = game.legal_actions(match.state)
            match.play(choose(legal, len(match.log), 0), seat=0)
            host.sync()
        time.sleep(0.005)
    host.close()
    say(exit=True)


def run_join(args: argparse.Namespace, timeouts: Timeouts) -> None:
    relay = None if args.relay == "none" else args.relay
    hostile = {int(k): v for k, v in json.loads(args.hostile or "{}").items()}
    listen = not args.no_listen
    link = Recording(join_link(args.code, args.mailbox, relay, timeouts=timeouts, listen=listen))
    guest = Guest(link, get_game)
    seen: tuple[int, tuple[int, ...]] = (-1, ())
    played_at = -1
    deadline = time.monotonic() + args.lifetime
    while time.monotonic() < deadline:
        happened = guest.pump()
        if "welcome" in happened and guest.match is not None:
            say(welcome=guest.match.seat, detail=link.detail)
        for reason in guest.refusals:
            say(refusal=reason)
        guest.refusals.clear()
        if guest.problem is not None:
            say(problem=guest.problem)
            break
        gm = guest.match
        if gm is None or not gm.ready:
            time.sleep(0.005)
            continue
        turn = len(gm.log)
        if (turn, gm.away) != seen:
            seen = (turn, gm.away)
            say(seen=turn, actor=gm.actor(), away=list(gm.away))
        for raw in hostile.pop(turn, []):
            link.send(base64.b64decode(raw))
        if gm.is_over():
            say(
                over=True,
                actions=[e.action.to_json() for e in gm.log],
                result=to_plain(gm.result()),
            )
            break
        if gm.actor() == gm.seat and not gm.asked and played_at != turn:
            played_at = turn
            gm.play(choose(gm.offered, turn, gm.seat), seat=gm.seat)
        time.sleep(0.005)
    if args.record:
        with open(args.record, "w", encoding="utf-8") as out:
            for raw in link.received:
                out.write(raw.decode("utf-8") + "\n")
    say(exit=True)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("role", choices=["host", "join"])
    parser.add_argument("mailbox")
    parser.add_argument("relay")
    parser.add_argument("--code", default="")
    parser.add_argument("--game", default="summer_nine")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--wait-refusals", default=None, help="TURN:COUNT")
    parser.add_argument("--record", default=None)
    parser.add_argument("--no-listen", action="store_true", help="no direct connection: relay")
    parser.add_argument("--hostile", default=None, help="{turn: [base64 messages]} as JSON")
    parser.add_argument("--timeouts", default="{}", help="Timeouts fields as JSON")
    parser.add_argument("--lifetime", type=float, default=240.0)
    args = parser.parse_args()
    loopback_only()
    timeouts = Timeouts(**json.loads(args.timeouts))
    if args.role == "host":
        run_host(args, timeouts)
    else:
        run_join(args, timeouts)
    shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
