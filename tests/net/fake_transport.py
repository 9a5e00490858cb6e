"""A stand-in for ``tabletop.net.wormhole_link`` with its two functions (tests point
``tabletop.net.config.TRANSPORT`` here): links in memory, and the servers each was asked
for."""

from __future__ import annotations

from tabletop.net.memory import MemoryExchange, MemoryLink

EXCHANGE = MemoryExchange()
ASKED: list[tuple[str, ...]] = []


def host_link(mailbox_url: str, relay_url: str | None) -> MemoryLink:
    ASKED.append(("host", mailbox_url, str(relay_url)))
    return EXCHANGE.host()


def join_link(code: str, mailbox_url: str, relay_url: str | None) -> MemoryLink:
    ASKED.append(("join", code, mailbox_url, str(relay_url)))
    return EXCHANGE.join(code)
