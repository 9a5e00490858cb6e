"""``python main.py net-check``: can this program (a source checkout or the packaged app)
make a connection across computers? The release check runs it inside the bundle.

::

    python main.py net-check                                  # the parts load; a missing
                                                              # mailbox server is reported
    python main.py net-check --mailbox ws://127.0.0.1:4000/v1 --relay tcp:127.0.0.1:4001
                                                              # + two links pair through them

It checks, one line each: the cryptography dilation uses (SPAKE2 from the code, the Noise
handshake, NaCl's secret box) works; the network thread starts; a mailbox server that is
not there ends the link ``CLOSED`` with a message naming it; and, given a mailbox server and
a relay, a host link and a join link in this process pair by the code, through the relay
only (no direct connection is offered, so nothing but the given servers is contacted), carry
a message each way and close. Exit status 1 if any failed.
"""

from __future__ import annotations

import argparse
import socket
import time
from typing import Any, TextIO

from tabletop.net.link import LinkState


def add_parser(sub: Any) -> None:
    check = sub.add_parser("net-check", help="check that play across computers can work here")
    check.add_argument("--mailbox", default=None, help="a mailbox server to pair through")
    check.add_argument("--relay", default=None, help="the transit relay to connect through")


def _wait(until: Any, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while not until():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.01)
    return True


def _crypto() -> None:
    from nacl.secret import SecretBox
    from spake2 import SPAKE2_Symmetric
    from wormhole._dilation.connector import build_noise

    one, two = SPAKE2_Symmetric(b"7-guitarist-revenge"), SPAKE2_Symmetric(b"7-guitarist-revenge")
    first, second = one.start(), two.start()
    key = one.finish(second)
    assert key == two.finish(first), "SPAKE2 gave the two sides different keys"
    box = SecretBox(key)
    assert box.decrypt(box.encrypt(b"a move")) == b"a move"
    noise = build_noise()
    noise.set_psks(key)
    noise.set_as_initiator()
    noise.start_handshake()


def net_check_command(args: argparse.Namespace, out: TextIO) -> int:
    from tabletop.net import wormhole_link as wl

    failures = 0

    def check(ok: bool, what: str, detail: str = "") -> None:
        nonlocal failures
        out.write(("ok      " if ok else "FAILED  ") + what + (f": {detail}" if detail else ""))
        out.write("\n")
        out.flush()
        failures += not ok

    try:
        _crypto()
        check(True, "SPAKE2, Noise and NaCl work")
    except Exception as error:  # noqa: BLE001 -- reported, and the other checks go on
        check(False, "SPAKE2, Noise and NaCl work", repr(error))

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        nobody = f"ws://127.0.0.1:{probe.getsockname()[1]}/v1"
    lonely = wl.host_link(nobody, None, timeouts=wl.Timeouts(mailbox=10.0))
    _wait(lambda: lonely.state == LinkState.CLOSED, 20)
    check(
        lonely.detail == wl.NO_MAILBOX.format(url=nobody),
        "a mailbox server that is not there is reported",
        lonely.detail,
    )

    if args.mailbox:
        host = wl.host_link(args.mailbox, args.relay, listen=False)
        _wait(lambda: host.code is not None or host.state == LinkState.CLOSED, 20)
        join = wl.join_link(host.code or "", args.mailbox, args.relay, listen=False)
        paired = _wait(lambda: LinkState.OPEN == host.state == join.state, 30)
        check(paired, "a host and a joiner pair by the code", f"{host.detail}; {join.detail}")
        if paired:
            host.send(b"from the host")
            join.send(b"from the joiner")
            got_host: list[bytes] = []
            got_join: list[bytes] = []

            def both() -> bool:
                got_host.extend(host.receive())
                got_join.extend(join.receive())
                return bool(got_host and got_join)

            _wait(both, 20)
            check(
                got_host == [b"from the joiner"] and got_join == [b"from the host"],
                "messages go both ways",
            )
            join.close()
            _wait(lambda: host.state == LinkState.CLOSED, 10)
            check(host.detail == wl.PEER_LEFT, "the host hears the joiner leave", host.detail)
    start = time.monotonic()
    wl.shutdown()
    check(time.monotonic() - start < 5, "the network thread stops")
    out.write("net-check: all passed\n" if not failures else f"net-check: {failures} failed\n")
    return 1 if failures else 0
