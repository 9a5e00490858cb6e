"""A ``Link`` over magic-wormhole dilation: the connection between two computers.

``host_link`` asks the mailbox server for a short code (``7-guitarist-revenge``) that the
host reads out; ``join_link`` takes the code a friend typed. Both sides then run SPAKE2
over the mailbox (the code is the password, so only the two holders of the code share the
key) and *dilate* the wormhole: a lasting, encrypted connection, directly between the two
computers when one can reach the other, else through the transit relay, re-established by
itself when it drops. One dilation subchannel (``tabletop``) carries our frames.

Threads: Twisted's reactor runs in one daemon thread per process, started by the first
link (it loads Twisted and magic-wormhole itself, then runs the reactor with
``installSignalHandlers=False``) and stopped by ``shutdown()``. The pygame thread only calls
the ``Link`` methods, which never block: ``send`` and ``close`` hand work over with
``reactor.callFromThread``; what arrives is put on a thread-safe queue that ``receive``
empties; ``state``/``detail`` are read under a lock.

Frames on the subchannel: a 5-byte header (kind: 1 byte, length: 4 bytes, big-endian) and
``length`` bytes. Kinds: a message, a keep-alive (every few seconds, so silence can be
noticed even where TCP would not notice it), and a goodbye (the peer closed on purpose). A
frame longer than ``MAX_MESSAGE``, an unknown kind, or a keep-alive/goodbye with a body
closes the link at once, logged; nothing received is ever executed or used as a path, the
bytes go to the game protocol as they are.

No pygame here. See docs/network.md, "The connection".
"""

from __future__ import annotations

import atexit
import logging
import queue
import re
import struct
import threading
from dataclasses import dataclass
from typing import Any

from tabletop.net.link import MAX_MESSAGE, Link, LinkState

log = logging.getLogger("tabletop.net")

DEFAULT_MAILBOX = "ws://relay.magic-wormhole.io:4000/v1"
"""The public mailbox server magic-wormhole's own tools use; settings may name another."""
DEFAULT_RELAY = "tcp:transit.magic-wormhole.io:4001"
"""The public transit relay that goes with it; settings may name another."""
APP_ID = "tabletop-boardgames/play-across-computers/v1"
"""Keeps our codes apart from other programs' codes on a shared mailbox server."""
SUBPROTOCOL = "tabletop"

HEADER = struct.Struct(">BI")
MESSAGE, KEEPALIVE, GOODBYE = 0, 1, 2

CODE_SHAPE = re.compile(r"[0-9]+(-[a-z]+)+")
MAILBOX_SHAPE = re.compile(r"wss?://[^/\s:]+(:[0-9]{1,5})?(/\S*)?")
RELAY_SHAPE = re.compile(r"tcp:[^\s:]+:[0-9]{1,5}")


@dataclass(frozen=True)
class Timeouts:
    """How long each step may take (seconds). Tests shorten them."""

    mailbox: float = 20.0  # reaching the mailbox server
    pairing: float = 30.0  # joiner: the host with this code answering (it waits already)
    connecting: float = 45.0  # from the shared key to the open connection
    keepalive: float = 5.0  # how often each side says it is still there
    away_after: float = 15.0  # silence after which the peer counts as away
    give_up_after: float = 30.0  # how long an away peer may take to come back


# -- details a player reads (see Link.detail) ------------------------------------------------

MAKING_CODE = "asking the mailbox server for a code"
WAITING_FOR_JOINER = "waiting for the other computer to type the code"
LOOKING_FOR_HOST = "looking for the game with this code"
FOUND_PEER = "found the other computer, connecting"
DIRECT = "connected directly"
RELAYED = "connected through the relay"
CONNECTED = "connected"  # while it is not known yet which way
AWAY = "the other computer is away: the connection dropped, waiting for it to come back"
PEER_LEFT = "the other computer left"
PEER_GONE = "the other computer left: no word from it for {seconds} seconds"
YOU_CLOSED = "this computer closed the connection"
BAD_CODE_SHAPE = (
    "that is not a code: a code is a number and words joined by dashes, like 7-guitarist-revenge"
)
WRONG_CODE = "the code was wrong or already used: check it with the host, or ask for a new one"
HOST_WRONG_CODE = "someone typed this code wrongly, so it no longer works: make a new code"
NO_GAME = (
    "no game is waiting with this code: check it with the host, or ask for a new one "
    "(a code works once)"
)
NO_MAILBOX = (
    "could not reach the mailbox server ({url}): check the internet connection, "
    "or the mailbox server in Settings"
)
BAD_MAILBOX = (
    "the mailbox server in Settings is not an address like ws://relay.magic-wormhole.io:4000/v1: "
    "{url}"
)
BAD_RELAY = "the relay in Settings is not an address like tcp:transit.magic-wormhole.io:4001: {url}"
MAILBOX_REFUSED = "the mailbox server ({url}) refused: {reason}"
CROWDED = "the code was already used by two other computers: ask the host for a new one"
NO_ROUTE = (
    "found the other computer but could not connect to it, directly or through the relay "
    "({relay}): check the relay in Settings"
)
TOO_LARGE = (
    "the other computer sent a message too large to accept ({size} bytes), "
    "so the connection was closed"
)
GARBLED = "the other computer sent something that is not a message, so the connection was closed"
STOPPED = "the network part of the program has stopped"
FAILED = "the connection failed ({reason})"


class FrameReader:
    """Cuts the byte stream of a subchannel into frames (pure: no network, no threads)."""

    def __init__(self) -> None:
        self._buffer = bytearray()
        self._broken = False

    def feed(self, data: bytes) -> tuple[list[tuple[int, bytes]], str | None]:
        """The frames ``(kind, body)`` that ``data`` completes, oldest first, and what is
        wrong with the stream (a detail for the player) if a frame cannot be accepted; after
        that, nothing more is read. A too-large frame is refused from its header alone."""
        if self._broken:
            return [], None
        buffer = self._buffer
        buffer += data
        frames: list[tuple[int, bytes]] = []
        start = 0
        problem = None
        while len(buffer) - start >= HEADER.size:
            kind, length = HEADER.unpack_from(buffer, start)
            if kind not in (MESSAGE, KEEPALIVE, GOODBYE) or (kind != MESSAGE and length):
                problem = GARBLED
                break
            if length > MAX_MESSAGE:
                problem = TOO_LARGE.format(size=length)
                break
            end = start + HEADER.size + length
            if len(buffer) < end:
                break
            frames.append((kind, bytes(buffer[start + HEADER.size : end])))
            start = end
        if problem is not None:
            self._broken = True
            buffer.clear()
        else:
            del buffer[:start]
        return frames, problem


def frame(kind: int, body: bytes = b"") -> bytes:
    """One frame as it goes on the subchannel."""
    return HEADER.pack(kind, len(body)) + body


def _connected_detail(relayed: bool | None) -> str:
    return CONNECTED if relayed is None else RELAYED if relayed else DIRECT


class WormholeLink:
    """One side of a paired connection (see ``tabletop.net.link.Link``).

    Besides the ``Link`` members it offers ``away`` (the connection dropped and is being
    re-made; messages sent meanwhile are delivered once it is back) and ``relayed`` (``True``
    through the relay, ``False`` directly, ``None`` while unknown)."""

    def __init__(
        self,
        role: str,
        mailbox_url: str,
        relay_url: str | None,
        app_id: str,
        code: str | None,
        timeouts: Timeouts,
        listen: bool,
    ) -> None:
        self._lock = threading.Lock()
        self._inbox: queue.SimpleQueue[bytes] = queue.SimpleQueue()
        self._code = code
        self._state = LinkState.CONNECTING
        self._detail = MAKING_CODE if role == "host" else LOOKING_FOR_HOST
        self._away = False
        self._relayed: bool | None = None
        self._side = _ReactorSide(self, role, mailbox_url, relay_url, app_id, timeouts, listen)

    # -- the Link, called from the pygame thread ----------------------------------------------

    @property
    def code(self) -> str | None:
        with self._lock:
            return self._code

    @property
    def state(self) -> str:
        with self._lock:
            return self._state

    @property
    def detail(self) -> str:
        with self._lock:
            return self._detail

    @property
    def away(self) -> bool:
        with self._lock:
            return self._away

    @property
    def relayed(self) -> bool | None:
        with self._lock:
            return self._relayed

    def send(self, message: bytes) -> None:
        if len(message) > MAX_MESSAGE:
            raise ValueError(f"a message of {len(message)} bytes is above MAX_MESSAGE")
        if self.state != LinkState.OPEN:
            return
        _call(self._side.send_frame, MESSAGE, bytes(message))

    def receive(self) -> list[bytes]:
        out: list[bytes] = []
        while True:
            try:
                out.append(self._inbox.get_nowait())
            except queue.Empty:
                return out

    def close(self) -> None:
        with self._lock:
            if self._state == LinkState.CLOSED:
                return
        self._set(state=LinkState.CLOSED, detail=YOU_CLOSED)
        _call(self._side.finish, YOU_CLOSED, True)

    def _send_raw(self, data: bytes) -> None:
        """Write bytes to the peer unframed and unchecked: tests play a broken peer."""
        _call(self._side.send_raw, bytes(data))

    # -- from the reactor thread --------------------------------------------------------------

    def _set(self, **fields: Any) -> None:
        with self._lock:
            if self._state == LinkState.CLOSED and fields.get("state") != LinkState.CLOSED:
                return  # CLOSED is final: late news from the network changes nothing
            for name, value in fields.items():
                setattr(self, "_" + name, value)

    def _deliver(self, message: bytes) -> None:
        self._inbox.put(message)


def _is_a_link(link: WormholeLink) -> Link:
    """Never called: mypy checks here that a ``WormholeLink`` is a ``Link``."""
    return link


class _ReactorSide:
    """Everything that runs in the reactor thread for one link."""

    def __init__(
        self,
        link: WormholeLink,
        role: str,
        mailbox_url: str,
        relay_url: str | None,
        app_id: str,
        timeouts: Timeouts,
        listen: bool,
    ) -> None:
        self.link = link
        self.role = role
        self.mailbox_url = mailbox_url
        self.relay_url = relay_url
        self.app_id = app_id
        self.timeouts = timeouts
        self.listen = listen
        self.wormhole: Any = None
        self.transport: Any = None  # the subchannel, once open
        self.reader = FrameReader()
        self.timers: dict[str, Any] = {}
        self.ticker: Any = None
        self.last_heard = 0.0
        self.away_since: float | None = None
        self.mailbox_reached = False
        self.paired = False
        self.finished = False
        self.closed_wormhole: Any = None  # Deferred of wormhole.close()

    # -- start --------------------------------------------------------------------------------

    def begin(self) -> None:
        if self.link.state == LinkState.CLOSED:  # closed before the network thread got to it
            self.finished = True
            return
        _LIVE.add(self)
        self.start()

    def start(self) -> None:
        if self.finished:
            return
        import wormhole

        reactor = _reactor()

        try:
            self.wormhole = wormhole.create(
                self.app_id,
                self.mailbox_url,
                reactor,
                dilation=True,
                versions={"tabletop": 1},
                on_status_update=self.mailbox_status,
            )
            dilated = self.wormhole.dilate(
                transit_relay_location=self.relay_url,
                no_listen=not self.listen,
                on_status_update=self.dilation_status,
                ping_interval=float(self.timeouts.keepalive * 2),
                expected_subprotocols=[SUBPROTOCOL],
            )
        except Exception as error:  # noqa: BLE001 -- a bad URL, say: the link closes, we go on
            log.warning("could not start the connection: %r", error)
            self.finish(FAILED.format(reason=error), False)
            return
        self.wormhole.get_versions().addCallbacks(self.got_peer, self.failed)
        self.after("mailbox", self.timeouts.mailbox, self.mailbox_timed_out)
        factory = _Factory(self)
        if self.role == "host":
            self.wormhole.allocate_code(2)
            self.wormhole.get_code().addCallbacks(self.got_code, self.failed)
            dilated.listener_for(SUBPROTOCOL).listen(factory).addErrback(self.failed)
        else:
            code = self.link.code or ""
            self.wormhole.set_code(code)
            dilated.connector_for(SUBPROTOCOL).connect(factory).addErrback(self.failed)

    def got_code(self, code: str) -> None:
        self.link._set(code=code, detail=WAITING_FOR_JOINER)

    def mailbox_status(self, status: Any) -> None:
        from wormhole._status import Connected

        if isinstance(status.mailbox_connection, Connected) and not self.mailbox_reached:
            self.mailbox_reached = True
            self.cancel("mailbox")
            if self.role == "join" and not self.paired:
                self.after("pairing", self.timeouts.pairing, self.pairing_timed_out)

    def got_peer(self, _versions: Any) -> None:
        self.paired = True
        self.cancel("mailbox")
        self.cancel("pairing")
        self.link._set(detail=FOUND_PEER)
        self.after("connecting", self.timeouts.connecting, self.connecting_timed_out)

    def dilation_status(self, status: Any) -> None:
        from wormhole._status import ConnectedPeer, ReconnectingPeer

        self.mailbox_status(status.mailbox)
        peer = status.peer_connection
        log.debug("%s: dilation status %r", self.role, peer)
        if isinstance(peer, ConnectedPeer):
            relayed = "relay:" in peer.hint_description
            self.link._set(relayed=relayed)
            if self.transport is not None:
                self.back()  # the connection is made again: the peer is back
        elif isinstance(peer, ReconnectingPeer) and self.transport is not None:
            self.went_away()

    # -- the subchannel -----------------------------------------------------------------------

    def opened(self, transport: Any) -> None:
        reactor = _reactor()
        from twisted.internet.task import LoopingCall

        if self.finished:
            transport.loseConnection()
            return
        self.transport = transport
        self.cancel("connecting")
        self.last_heard = reactor.seconds()
        relayed = self.link.relayed
        self.link._set(state=LinkState.OPEN, detail=_connected_detail(relayed))
        self.ticker = LoopingCall(self.tick)
        self.ticker.start(self.timeouts.keepalive / 2, now=False)

    def tick(self) -> None:
        reactor = _reactor()

        now = reactor.seconds()
        self.send_frame(KEEPALIVE, b"")
        if self.away_since is None and now - self.last_heard > self.timeouts.away_after:
            self.went_away()
        if self.away_since is not None and now - self.away_since > self.timeouts.give_up_after:
            log.info("the peer has been silent for %.1f s: giving up", now - self.last_heard)
            self.finish(PEER_GONE.format(seconds=round(now - self.last_heard)), False)

    def went_away(self) -> None:
        reactor = _reactor()

        if self.away_since is None:
            self.away_since = reactor.seconds()
            self.link._set(away=True, detail=AWAY)

    def back(self) -> None:
        """The peer was heard from (or the connection made again): not away."""
        self.last_heard = _reactor().seconds()
        if self.away_since is not None:
            self.away_since = None
            self.link._set(away=False, detail=_connected_detail(self.link.relayed))
        elif self.transport is not None:
            self.link._set(detail=_connected_detail(self.link.relayed))

    def data_received(self, data: bytes) -> None:
        if self.finished:
            return
        self.back()
        frames, problem = self.reader.feed(data)
        for kind, body in frames:
            if kind == MESSAGE:
                self.link._deliver(body)
            elif kind == GOODBYE:
                self.finish(PEER_LEFT, False)
                return
        if problem is not None:
            log.warning("closing the link: %s", problem)
            self.finish(problem, False)

    def subchannel_lost(self) -> None:
        self.transport = None
        if not self.finished:
            self.finish(PEER_LEFT, False)

    def send_frame(self, kind: int, body: bytes) -> None:
        if self.transport is not None and not self.finished:
            self.transport.write(frame(kind, body))

    def send_raw(self, data: bytes) -> None:
        """Write bytes as they are (tests play a broken peer with it)."""
        if self.transport is not None:
            self.transport.write(data)

    # -- failures and the end -----------------------------------------------------------------

    def failed(self, failure: Any) -> None:
        from twisted.internet.defer import CancelledError
        from wormhole.errors import (
            LonelyError,
            ServerConnectionError,
            ServerError,
            WelcomeError,
            WormholeClosed,
            WrongPasswordError,
        )

        error = failure.value
        if self.finished or isinstance(error, LonelyError | WormholeClosed | CancelledError):
            return
        if isinstance(error, WrongPasswordError):
            detail = WRONG_CODE if self.role == "join" else HOST_WRONG_CODE
        elif isinstance(error, ServerConnectionError):
            detail = NO_MAILBOX.format(url=self.mailbox_url)
        elif isinstance(error, WelcomeError):
            detail = MAILBOX_REFUSED.format(url=self.mailbox_url, reason=error)
        elif isinstance(error, ServerError) and "crowded" in str(error):
            detail = CROWDED
        else:
            detail = FAILED.format(reason=error or type(error).__name__)
        log.warning("the connection failed: %r", error)
        self.finish(detail, False)

    def mailbox_timed_out(self) -> None:
        log.warning("no answer from the mailbox server %s", self.mailbox_url)
        self.finish(NO_MAILBOX.format(url=self.mailbox_url), False)

    def pairing_timed_out(self) -> None:
        log.warning("no host answered the code within %s s", self.timeouts.pairing)
        self.finish(NO_GAME, False)

    def connecting_timed_out(self) -> None:
        log.warning("paired, but no connection within %s s", self.timeouts.connecting)
        self.finish(NO_ROUTE.format(relay=self.relay_url), False)

    def after(self, name: str, seconds: float, then: Any) -> None:
        reactor = _reactor()

        self.cancel(name)
        self.timers[name] = reactor.callLater(seconds, then)

    def cancel(self, name: str) -> None:
        timer = self.timers.pop(name, None)
        if timer is not None and timer.active():
            timer.cancel()

    def finish(self, detail: str, say_goodbye: bool) -> None:
        """End the link (once): tell the peer if we chose to, close the subchannel, then the
        wormhole. The link shows ``CLOSED`` with ``detail`` from now on."""
        if self.finished:
            return
        self.link._set(state=LinkState.CLOSED, detail=detail, away=False)
        self.finished = True
        for name in list(self.timers):
            self.cancel(name)
        if self.ticker is not None and self.ticker.running:
            self.ticker.stop()
        transport, self.transport = self.transport, None
        if transport is not None:
            if say_goodbye:
                transport.write(frame(GOODBYE))
            try:
                transport.loseConnection()
            except Exception:  # noqa: BLE001 -- the peer closed it in the same turn
                pass
        _LIVE.discard(self)
        if self.wormhole is not None:
            # A moment for the goodbye to leave before the mailbox and dilation go down.
            delay = 0.5 if transport is not None else 0.0
            self.closed_wormhole = _deferred_later(delay, self.close_wormhole)
            _CLOSING.add(self)
            self.closed_wormhole.addBoth(lambda _: _CLOSING.discard(self))

    def close_wormhole(self) -> Any:
        d = self.wormhole.close()
        d.addErrback(lambda _failure: None)  # lonely, scary: the link already says why
        return d


class _Protocol:
    """The Twisted protocol on our subchannel (duck-typed: subchannels only call these)."""

    def __init__(self, side: _ReactorSide) -> None:
        self.side = side
        self.transport: Any = None

    def makeConnection(self, transport: Any) -> None:  # noqa: N802 -- Twisted's name
        self.transport = transport
        self.connectionMade()

    def connectionMade(self) -> None:  # noqa: N802
        if self.side.transport is not None or self.side.finished:
            self.transport.loseConnection()  # one subchannel per link: a second is refused
            return
        self.side.opened(self.transport)

    def dataReceived(self, data: bytes) -> None:  # noqa: N802
        if self.side.transport is self.transport:
            self.side.data_received(data)

    def connectionLost(self, reason: Any = None) -> None:  # noqa: N802
        if self.side.transport is self.transport:
            self.side.subchannel_lost()


class _Factory:
    def __init__(self, side: _ReactorSide) -> None:
        self.side = side

    def buildProtocol(self, _address: Any) -> _Protocol:  # noqa: N802 -- Twisted's name
        return _Protocol(self.side)

    def doStart(self) -> None:  # noqa: N802
        pass

    def doStop(self) -> None:  # noqa: N802
        pass


# -- the reactor thread ----------------------------------------------------------------------

_THREAD_LOCK = threading.Lock()
_THREAD: threading.Thread | None = None
_REACTOR: Any = None  # set by the network thread once Twisted is loaded
_PENDING: list[tuple[Any, tuple[Any, ...]]] = []  # calls made before that
_STOPPED = False
_LIVE: set[_ReactorSide] = set()  # links not yet finished
_CLOSING: set[_ReactorSide] = set()  # finished links whose wormhole is still closing


def _reactor() -> Any:
    """Twisted's global reactor (imported late: the app starts without Twisted loaded)."""
    from twisted.internet import reactor

    return reactor


def _network_thread() -> None:
    """Load Twisted and magic-wormhole here (about a third of a second: not on the pygame
    thread), run what was asked meanwhile, then run the reactor until ``shutdown``."""
    global _REACTOR, _STOPPED
    try:
        reactor = _reactor()
        import wormhole  # noqa: F401 -- loaded now, not when the first link starts

        _bridge_twisted_logging()
        _send_small_frames_at_once()
    except Exception as error:  # noqa: BLE001 -- a broken install: links say so, app goes on
        log.exception("the network part could not start")
        with _THREAD_LOCK:
            _STOPPED = True
            pending = list(_PENDING)
            _PENDING.clear()
        _close_unstarted(pending, FAILED.format(reason=f"the network part could not load: {error}"))
        return
    with _THREAD_LOCK:
        if _STOPPED:
            return
        _REACTOR = reactor
        for function, args in _PENDING:
            reactor.callWhenRunning(function, *args)
        _PENDING.clear()
    reactor.run(installSignalHandlers=False)


def _close_unstarted(pending: list[tuple[Any, tuple[Any, ...]]], detail: str) -> None:
    for function, _args in pending:
        side = getattr(function, "__self__", None)
        if isinstance(side, _ReactorSide):
            side.link._set(state=LinkState.CLOSED, detail=detail)


def _call(function: Any, *args: Any) -> bool:
    """Have the network thread run ``function(*args)`` (starting the thread on first use);
    never blocks. ``False`` once ``shutdown`` ran."""
    global _THREAD
    with _THREAD_LOCK:
        if _STOPPED:
            return False
        reactor = _REACTOR
        if reactor is None:
            _PENDING.append((function, args))
            if _THREAD is None:
                _THREAD = threading.Thread(
                    target=_network_thread, name="tabletop-network", daemon=True
                )
                _THREAD.start()
                atexit.register(shutdown)
            return True
    reactor.callFromThread(function, *args)
    return True


def _deferred_later(delay: float, function: Any) -> Any:
    reactor = _reactor()
    from twisted.internet.task import deferLater

    return deferLater(reactor, delay, function)


def _send_small_frames_at_once() -> None:
    """Nagle's algorithm off on dilation's TCP connections. With it, a small frame (a move)
    waits for the acknowledgement of the one before, which the other side delays: about
    45 ms a message on a direct connection, instead of about 1.5 ms (measured on
    127.0.0.1). magic-wormhole 0.24 leaves it on, so its connection protocol is wrapped
    once; a later version without that class is left as it is."""
    try:
        from wormhole._dilation.connection import DilatedConnectionProtocol
    except ImportError:
        return
    original = DilatedConnectionProtocol.connectionMade
    if getattr(original, "tabletop_no_delay", False):
        return

    def connection_made(protocol: Any) -> Any:
        set_no_delay = getattr(protocol.transport, "setTcpNoDelay", None)
        if set_no_delay is not None:
            try:
                set_no_delay(True)
            except OSError:
                pass
        return original(protocol)

    connection_made.tabletop_no_delay = True  # type: ignore[attr-defined]
    DilatedConnectionProtocol.connectionMade = connection_made


def _bridge_twisted_logging() -> None:
    """Twisted's log events go to Python logging (``tabletop.net.twisted``), never to stdout."""
    from twisted.logger import STDLibLogObserver, globalLogBeginner

    observer: Any = STDLibLogObserver(name="tabletop.net.twisted")
    globalLogBeginner.beginLoggingTo([observer], redirectStandardIO=False)


def _open(
    role: str,
    mailbox_url: str,
    relay_url: str | None,
    app_id: str,
    code: str | None,
    timeouts: Timeouts | None,
    listen: bool,
) -> WormholeLink:
    link = WormholeLink(role, mailbox_url, relay_url, app_id, code, timeouts or Timeouts(), listen)
    problem = server_problem(mailbox_url, relay_url)
    if problem is None and role == "join" and (code is None or not CODE_SHAPE.fullmatch(code)):
        problem = BAD_CODE_SHAPE
    if problem is not None:
        link._set(state=LinkState.CLOSED, detail=problem)
        return link
    if not _call(link._side.begin):
        link._set(state=LinkState.CLOSED, detail=STOPPED)
    return link


def server_problem(mailbox_url: str, relay_url: str | None) -> str | None:
    """What is wrong with a mailbox server and relay as a person typed them in Settings
    (``None``: they have the right shape; whether they answer shows when a link is made)."""
    if not MAILBOX_SHAPE.fullmatch(mailbox_url):
        return BAD_MAILBOX.format(url=mailbox_url)
    if relay_url is not None and not RELAY_SHAPE.fullmatch(relay_url):
        return BAD_RELAY.format(url=relay_url)
    return None


def normalize_code(typed: str) -> str:
    """A code as a person may type it (spaces, capitals, stray dashes) in the form the
    mailbox knows: ``" 7 Guitarist  revenge"`` -> ``"7-guitarist-revenge"``."""
    words = re.split(r"[\s\-_]+", typed.strip().lower())
    return "-".join(word for word in words if word)


def host_link(
    mailbox_url: str = DEFAULT_MAILBOX,
    relay_url: str | None = DEFAULT_RELAY,
    app_id: str = APP_ID,
    *,
    timeouts: Timeouts | None = None,
    listen: bool = True,
) -> WormholeLink:
    """A link for the host: it asks the mailbox for a code (``link.code`` is ``None`` until
    then) and waits, without a time limit, for the computer that types it.

    ``listen=False`` never offers a direct connection, so the relay is used (tests)."""
    return _open("host", mailbox_url, relay_url, app_id, None, timeouts, listen)


def join_link(
    code: str,
    mailbox_url: str = DEFAULT_MAILBOX,
    relay_url: str | None = DEFAULT_RELAY,
    app_id: str = APP_ID,
    *,
    timeouts: Timeouts | None = None,
    listen: bool = True,
) -> WormholeLink:
    """A link to the host whose code was typed (spaces and capitals are forgiven). A code
    that cannot be one gives a link already ``CLOSED`` that says so."""
    return _open("join", mailbox_url, relay_url, app_id, normalize_code(code), timeouts, listen)


def shutdown(timeout: float = 3.0) -> None:
    """Close every link (each peer is told) and stop the network thread; the app calls this
    at exit (it is also registered with ``atexit``). Waits at most about ``timeout`` seconds;
    safe to call twice and when no link was ever made."""
    global _STOPPED
    with _THREAD_LOCK:
        if _STOPPED:
            return
        _STOPPED = True
        thread, reactor = _THREAD, _REACTOR
        pending = list(_PENDING)
        _PENDING.clear()
    _close_unstarted(pending, YOU_CLOSED)
    if thread is None or reactor is None:  # still loading Twisted: it sees _STOPPED and ends
        if thread is not None:
            thread.join(timeout)
        return

    def close_all() -> None:
        from twisted.internet.defer import DeferredList

        for side in list(_LIVE):
            side.link._set(state=LinkState.CLOSED, detail=YOU_CLOSED)
            side.finish(YOU_CLOSED, True)
        pending = [side.closed_wormhole for side in list(_CLOSING)]
        done = DeferredList(pending, consumeErrors=True)
        done.addTimeout(max(0.5, timeout - 1.0), reactor)
        done.addBoth(lambda _: reactor.stop())

    reactor.callFromThread(close_all)
    thread.join(timeout)
