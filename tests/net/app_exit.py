"""The app run in a process of its own until its first frame, then closed as a player
closes it: ``python -m tests.net.app_exit MAILBOX RELAY`` opens a host link first (a table
waiting for a friend), ``python -m tests.net.app_exit`` none. Prints one JSON line: the
exit status, whether the transport was stopped by the app (before ``atexit``), the link's
state and detail, and whether Twisted was ever loaded."""

from __future__ import annotations

import json
import os
import sys
import time


def main() -> int:
    os.environ["TABLETOP_EXIT_AFTER_FIRST_FRAME"] = "1"
    from tabletop.net import wormhole_link as wl
    from tabletop.ui.app import run_app

    link = None
    if len(sys.argv) == 3:
        from tabletop.net.loopback import loopback_only

        loopback_only()
        link = wl.host_link(sys.argv[1], sys.argv[2])
        deadline = time.monotonic() + 30
        while link.code is None and time.monotonic() < deadline:
            time.sleep(0.01)
    status = run_app(time.perf_counter())
    report = {
        "status": status,
        "stopped": wl._STOPPED,
        "twisted": "twisted.internet.reactor" in sys.modules,
        "code": None if link is None else link.code,
        "state": None if link is None else link.state,
        "detail": None if link is None else link.detail,
    }
    print(json.dumps(report), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
