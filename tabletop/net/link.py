"""The one thing the game protocol needs from a connection: whole messages, in order.

A ``Link`` is what the host holds for each remote seat and what a joined computer holds for
its host. The transport behind it (magic-wormhole dilation in ``wormhole_link``, or the
in-memory pair in ``memory`` for tests) frames messages, encrypts them, and runs its own
event loop off the pygame thread; the pygame loop only ever calls the non-blocking methods
below, once a frame.
"""

from __future__ import annotations

from typing import Protocol

MAX_MESSAGE = 1 << 20
"""The largest message either side accepts (bytes). A bigger one closes the link: a peer
that sends it is broken or hostile, and waiting for the rest would let it hold memory."""


class LinkState:
    """The states a link goes through, in order; ``CLOSED`` is final."""

    CONNECTING = "connecting"  # a code is being made or typed, or the peer is not there yet
    OPEN = "open"  # messages flow
    CLOSED = "closed"  # the peer left, the connection failed, or close() was called


class Link(Protocol):
    """A connection to one other computer, used from the pygame thread."""

    @property
    def code(self) -> str | None:
        """The spoken code (host side: once the mailbox gave one; joiner: the typed one)."""
        ...

    @property
    def state(self) -> str:
        """One of ``LinkState``'s values."""
        ...

    @property
    def detail(self) -> str:
        """What a player should read about the connection, in their words: "waiting for the
        other computer", "connected directly", "connected through the relay", or why it
        closed ("the code was wrong or already used", "the other computer left")."""
        ...

    def send(self, message: bytes) -> None:
        """Queue one whole message (at most ``MAX_MESSAGE`` bytes) for the peer; never blocks.
        Sending on a link that is not open is ignored (the caller reads ``state``)."""
        ...

    def receive(self) -> list[bytes]:
        """The whole messages that arrived since the last call, oldest first; never blocks."""
        ...

    def close(self) -> None:
        """End the connection; the peer's link becomes ``CLOSED``. Safe to call twice."""
        ...
