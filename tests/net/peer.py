"""One computer of a network test, as a separate process: ``python -m tests.net.peer``.

It opens a link the way the app does (``host_link``/``join_link``), polls it every 10 ms as
the pygame loop would, and prints what happens as JSON lines on stdout:
``{"code": ...}``, ``{"state": ..., "detail": ..., "relayed": ...}``, ``{"received": n}``,
``{"result": ...}``, ``{"exit": ...}``. What it does once open is its ``--mode``:

- ``echo``: sends ``--hellos`` numbered greetings, then sends back every message it gets;
- ``exchange``: sends ``--count`` messages of varied sizes (one of ``MAX_MESSAGE`` bytes),
  expects ``--hellos`` greetings then its messages back in order, reports, closes;
- ``too-big``: announces a message one byte above ``MAX_MESSAGE`` (a broken peer);
- ``garbage``: sends a greeting, then bytes that are no frame (a broken peer);
- ``sit``: only keeps the link open.

It ends when the link is closed (or after ``--lifetime`` seconds, or ``--stay`` seconds
after the link opened), calling ``shutdown()`` (which says goodbye on a link still open).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import struct
import sys
import time

from tabletop.net.link import MAX_MESSAGE, LinkState
from tabletop.net.wormhole_link import Timeouts, host_link, join_link, shutdown
from tests.net.servers import loopback_only


def say(**fields: object) -> None:
    print(json.dumps(fields), flush=True)


def payload(index: int) -> bytes:
    """The ``index``-th test message: varied sizes, content that shows any reordering."""
    if index == 7:
        size = MAX_MESSAGE
    else:
        size = (index * 7919) % 40000
    head = f"message {index}:".encode()
    seed = hashlib.sha256(head).digest()
    body = (seed * (size // len(seed) + 1))[: max(0, size - len(head))]
    return head + body


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("role", choices=["host", "join"])
    parser.add_argument("mailbox")
    parser.add_argument("relay")
    parser.add_argument("--code")
    parser.add_argument(
        "--mode", default="sit", choices=["echo", "exchange", "too-big", "garbage", "sit"]
    )
    parser.add_argument("--hellos", type=int, default=0)
    parser.add_argument("--count", type=int, default=0)
    parser.add_argument("--no-listen", action="store_true")
    parser.add_argument("--timeouts", default="{}", help="Timeouts fields as JSON")
    parser.add_argument("--lifetime", type=float, default=60.0)
    parser.add_argument("--stay", type=float, default=None, help="end this long after open")
    args = parser.parse_args()

    loopback_only()
    timeouts = Timeouts(**json.loads(args.timeouts))
    relay = None if args.relay == "none" else args.relay
    listen = not args.no_listen
    if args.role == "host":
        link = host_link(args.mailbox, relay, timeouts=timeouts, listen=listen)
    else:
        link = join_link(args.code or "", args.mailbox, relay, timeouts=timeouts, listen=listen)

    told_code = False
    last = ("", "")
    opened = False
    received: list[bytes] = []
    hellos = [f"hello {i}".encode() for i in range(args.hellos)]
    sent = [payload(i) for i in range(args.count)]
    deadline = time.monotonic() + args.lifetime
    while time.monotonic() < deadline:
        if link.code and not told_code:
            told_code = True
            say(code=link.code)
        now = (link.state, link.detail)
        if now != last:
            last = now
            say(state=link.state, detail=link.detail, relayed=link.relayed)
        if link.state == LinkState.CLOSED:
            break
        if link.state == LinkState.OPEN and not opened:
            opened = True
            if args.stay is not None:
                deadline = time.monotonic() + args.stay
            if args.mode == "echo":
                for hello in hellos:
                    link.send(hello)
            if args.mode == "exchange":
                for message in sent:
                    link.send(message)
            if args.mode == "too-big":
                link._send_raw(struct.pack(">BI", 0, MAX_MESSAGE + 1) + b"x" * 100)
            if args.mode == "garbage":
                link.send(b"hello")
                link._send_raw(b"GET / HTTP/1.1\r\n\r\n")
        for message in link.receive():
            received.append(message)
            say(received=len(received), size=len(message))
            if args.mode == "echo":
                link.send(message)
        if args.mode == "exchange" and len(received) >= args.hellos + args.count:
            expected = hellos + sent
            say(result=received == expected, got=len(received))
            link.close()
        time.sleep(0.01)
    say(exit=link.state, detail=link.detail)
    shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
