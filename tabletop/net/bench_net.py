"""``python main.py bench --only net``: the connection's costs, measured on 127.0.0.1.

Starts a mailbox server and a relay on the loopback address (tabletop/net/loopback.py; they
come with the ``test`` extra) and pairs two links in this process, as the app would pair
two computers: the time to pair by the code, a small message's round trip directly and
through the relay, a 1 MB message one way, and what reading a link costs the pygame loop
each frame. Loopback times show our own overhead; a real network adds its own.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from typing import Any

from tabletop.net.link import LinkState


def _wait(until: Callable[[], bool], timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not until():
        if time.monotonic() > deadline:
            raise TimeoutError("the links did not get there in time")
        time.sleep(0.0005)


def _next(link: Any) -> bytes:
    """Poll ``link`` until a message comes; that message."""
    got: list[bytes] = []

    def came() -> bool:
        got.extend(link.receive())
        return bool(got)

    _wait(came)
    return got[0]


def _measure(way: str, mailbox: str, relay: str | None, listen: bool) -> list[tuple[str, str]]:
    from tabletop.net import wormhole_link as wl

    start = time.perf_counter()
    host = wl.host_link(mailbox, relay, listen=listen)
    _wait(lambda: host.code is not None)
    join = wl.join_link(host.code or "", mailbox, relay, listen=listen)
    _wait(lambda: host.state == join.state == LinkState.OPEN)
    paired = time.perf_counter() - start
    trips = []
    for i in range(40):
        sent = time.perf_counter()
        host.send(b"move %d" % i)
        join.send(_next(join))
        _next(host)
        trips.append(time.perf_counter() - sent)
    sent = time.perf_counter()
    host.send(bytes(1 << 20))
    _next(join)
    one_mb = time.perf_counter() - sent
    rows = [
        (f"net, {way}: code, pairing and connection", f"{paired * 1000:.0f} ms"),
        (
            f"net, {way}: a small message's round trip",
            f"{statistics.median(trips) * 1000:.2f} ms (median of 40)",
        ),
        (f"net, {way}: a 1 MB message one way", f"{one_mb * 1000:.0f} ms"),
    ]
    if way == "direct":
        reads = 20000
        start = time.perf_counter()
        for _ in range(reads):
            host.state, host.detail, host.receive()
        per_frame = (time.perf_counter() - start) / reads
        rows.append(
            ("net: reading a link each frame (state, detail, receive)", f"{per_frame * 1e6:.1f} µs")
        )
    host.close()
    join.close()
    return rows


def net_rows() -> list[tuple[str, str]]:
    from tabletop.net.loopback import LoopbackServers, loopback_only, servers_installed

    if not servers_installed():
        return [("net", "skipped: the mailbox server and relay (test extra) are not installed")]
    loopback_only()
    with LoopbackServers() as servers:
        return _measure("direct", servers.mailbox_url, None, True) + _measure(
            "through the relay", servers.mailbox_url, servers.relay_url, False
        )
