"""Where connections are made: the mailbox server and relay a player may name in the
settings, and the one factory the screens open links through.

The screens never build a transport themselves: they ask ``services.links()`` for a
``Links`` (this module's ``WormholeLinks`` in the app; tests hand in
``memory.MemoryExchange``). ``WormholeLinks`` imports the magic-wormhole transport
(``tabletop.net.wormhole_link``: ``host_link(mailbox_url, relay_url)`` and
``join_link(code, mailbox_url, relay_url)``) by name, only when a link is first asked for,
so the app starts without it and a copy that lacks it says so in a player's words.
"""

from __future__ import annotations

import importlib
import sys
from typing import Any, Protocol

from .link import Link, LinkState
from .wormhole_link import DEFAULT_MAILBOX, DEFAULT_RELAY

__all__ = ["DEFAULT_MAILBOX", "DEFAULT_RELAY", "Links", "WormholeLinks", "shutdown_transport"]

TRANSPORT = "tabletop.net.wormhole_link"
"""The module of the real transport, imported by name when first needed. (Its module loads
only the standard library; Twisted and magic-wormhole load in the network thread when the
first link is made. The default servers above are its ``DEFAULT_MAILBOX``/``DEFAULT_RELAY``:
the public mailbox server and transit relay.)"""


class Links(Protocol):
    """Makes links: a waiting one with a new code (the host's, one per remote seat), or
    one that joins with a typed code."""

    def host(self) -> Link: ...

    def join(self, code: str) -> Link: ...


class ClosedLink:
    """A link that never opened, saying why (the transport is missing or failed to start)."""

    def __init__(self, why: str, code: str | None = None):
        self._why = why
        self._code = code

    @property
    def code(self) -> str | None:
        return self._code

    @property
    def state(self) -> str:
        return LinkState.CLOSED

    @property
    def detail(self) -> str:
        return self._why

    def send(self, message: bytes) -> None:
        pass

    def receive(self) -> list[bytes]:
        return []

    def close(self) -> None:
        pass


class WormholeLinks:
    """Links through magic-wormhole, with the mailbox server and relay of the settings."""

    def __init__(self, mailbox: str = DEFAULT_MAILBOX, relay: str = DEFAULT_RELAY):
        self.mailbox = mailbox or DEFAULT_MAILBOX
        self.relay = relay or DEFAULT_RELAY

    def _transport(self) -> Any | None:
        try:
            return importlib.import_module(TRANSPORT)
        except ImportError:
            return None

    def host(self) -> Link:
        transport = self._transport()
        if transport is None:
            return ClosedLink(MISSING)
        try:
            link: Link = transport.host_link(self.mailbox, self.relay)
        except Exception as exc:  # a transport that cannot start says why
            return ClosedLink(f"the connection could not start ({exc})")
        return link

    def join(self, code: str) -> Link:
        transport = self._transport()
        if transport is None:
            return ClosedLink(MISSING, code)
        try:
            link: Link = transport.join_link(code, self.mailbox, self.relay)
        except Exception as exc:
            return ClosedLink(f"the connection could not start ({exc})", code)
        return link


def shutdown_transport() -> None:
    """At the app's exit: if the transport was loaded, close its links (each friend is told)
    and stop its network thread (at most about 3 seconds; at once when no link was made)."""
    stop = getattr(sys.modules.get(TRANSPORT), "shutdown", None)
    if stop is not None:
        stop()


MISSING = "playing over the internet is not installed in this copy of Tabletop"
