"""The app stops the network thread when it closes: friends are told goodbye at once, and
an app that never opened a link never loads Twisted (its start stays as fast)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from tabletop.net.wormhole_link import YOU_CLOSED
from tests.net.servers import LoopbackServers

ROOT = Path(__file__).resolve().parents[2]


def run_app(*args: str) -> dict[str, object]:
    with tempfile.TemporaryDirectory() as home:
        env = dict(
            os.environ,
            PYTHONPATH=str(ROOT),
            TABLETOP_HOME=home,
            SDL_VIDEODRIVER="dummy",
            SDL_AUDIODRIVER="dummy",
        )
        done = subprocess.run(
            [sys.executable, "-m", "tests.net.app_exit", *args],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
    assert done.returncode == 0, done.stderr[-3000:]
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    return json.loads(lines[-1])


def test_the_app_stops_the_transport_at_exit_and_tells_a_waiting_link(
    wormhole_servers: LoopbackServers,
) -> None:
    report = run_app(wormhole_servers.mailbox_url, wormhole_servers.relay_url)
    assert report["status"] == 0 and report["code"]
    assert report["stopped"], "the app stopped the network thread itself, before atexit"
    assert report["state"] == "closed" and report["detail"] == YOU_CLOSED


def test_an_app_that_made_no_link_never_loads_the_network_libraries() -> None:
    report = run_app()
    assert report["status"] == 0
    assert report["stopped"], "shutdown was called (it does nothing without a link)"
    assert report["twisted"] is False
