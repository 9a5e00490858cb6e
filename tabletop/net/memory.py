"""Links in memory: two ends of one connection in the same process, for tests (and for the
protocol's own checks) before and beside the real transport.

``memory_pair()`` gives two open ends. ``MemoryExchange`` stands in for the mailbox
server: ``host()`` makes a waiting end with a fresh code, ``join(code)`` pairs with it
(once; a wrong or used code gives a closed end that says so), as the wormhole transport
does. A test plays a hostile peer with ``inject`` (raw bytes that arrive as if the other
side had sent them) and drops a side with ``close`` or ``vanish``.
"""

from __future__ import annotations

from collections import deque

from .link import MAX_MESSAGE, LinkState

WORDS = ("guitarist", "revenge", "tumbler", "chisel", "almanac", "pelican", "snapshot", "yoyo")


class MemoryLink:
    """One end of an in-memory connection (a ``Link``)."""

    def __init__(self, code: str | None = None, state: str = LinkState.CONNECTING):
        self._code = code
        self._state = state
        self._detail = "waiting for the other computer" if state == LinkState.CONNECTING else ""
        self._inbox: deque[bytes] = deque()
        self.peer: MemoryLink | None = None
        self.sent: list[bytes] = []
        """Every message this end sent (tests read what a host told a joiner)."""

    @property
    def code(self) -> str | None:
        return self._code

    @property
    def state(self) -> str:
        return self._state

    @property
    def detail(self) -> str:
        return self._detail

    def connect(self, peer: MemoryLink) -> None:
        """Join this end and ``peer``: both open."""
        self.peer, peer.peer = peer, self
        for end in (self, peer):
            end._state = LinkState.OPEN
            end._detail = "connected directly"

    def send(self, message: bytes) -> None:
        if self._state != LinkState.OPEN or self.peer is None:
            return
        self.sent.append(message)
        self.peer.arrive(message)

    def arrive(self, message: bytes) -> None:
        """A message from the peer reaches this end; a too-large one closes the link."""
        if self._state != LinkState.OPEN:
            return
        if len(message) > MAX_MESSAGE:
            self.drop("the other computer sent more than a message may hold")
            return
        self._inbox.append(bytes(message))

    def inject(self, raw: bytes) -> None:
        """Tests: ``raw`` arrives as if the peer had sent it (a hostile or broken peer)."""
        self.arrive(raw)

    def receive(self) -> list[bytes]:
        messages = list(self._inbox)
        self._inbox.clear()
        return messages

    def close(self) -> None:
        if self._state == LinkState.CLOSED:
            return
        self._state = LinkState.CLOSED
        self._detail = "you left the connection"
        if self.peer is not None:
            self.peer.drop("the other computer left")

    def vanish(self) -> None:
        """Tests: this computer disappears (its peer sees the link close)."""
        self.close()

    def drop(self, why: str) -> None:
        """The connection ended from the other side or broke, for ``why``."""
        if self._state == LinkState.CLOSED:
            return
        self._state = LinkState.CLOSED
        self._detail = why
        if self.peer is not None and self.peer._state != LinkState.CLOSED:
            self.peer.drop("the other computer left")


def memory_pair(code: str = "1-memory-pair") -> tuple[MemoryLink, MemoryLink]:
    """Two open ends of one connection."""
    a, b = MemoryLink(code), MemoryLink(code)
    a.connect(b)
    return a, b


class MemoryExchange:
    """A mailbox in memory: codes made by ``host()``, each joined once by ``join(code)``."""

    def __init__(self) -> None:
        self.waiting: dict[str, MemoryLink] = {}
        self.made = 0
        self.links: list[MemoryLink] = []
        """Every end made, hosts' and joiners' (tests look at what was sent)."""

    def host(self) -> MemoryLink:
        """A new end waiting for a joiner, with a fresh code (``7-guitarist-revenge``)."""
        self.made += 1
        n = self.made
        code = f"{n}-{WORDS[n % len(WORDS)]}-{WORDS[(n * 3 + 1) % len(WORDS)]}"
        link = MemoryLink(code)
        self.waiting[code] = link
        self.links.append(link)
        return link

    def join(self, code: str) -> MemoryLink:
        """The joiner's end for ``code``: open when a host waits with it, else closed."""
        waiting = self.waiting.pop(code.strip(), None)
        link = MemoryLink(code.strip())
        self.links.append(link)
        if waiting is None or waiting.state != LinkState.CONNECTING:
            link.drop("the code was wrong or already used")
        else:
            waiting.connect(link)
        return link
