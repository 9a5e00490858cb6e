"""A magic-wormhole mailbox server and transit relay on the loopback address, for tests
and ``python main.py bench`` (tests/net/servers.py offers the same names).

Both run as subprocesses (``python -m twisted wormhole-mailbox`` and
``python -m twisted transitrelay`` from the ``test`` extra's magic-wormhole-mailbox-server
and magic-wormhole-transit-relay), each on a free port of 127.0.0.1, with their databases in
a temporary folder. Nothing leaves the machine.

    with LoopbackServers() as servers:
        link = host_link(servers.mailbox_url, servers.relay_url)

``mailbox_url`` is ``ws://127.0.0.1:PORT/v1`` and ``relay_url`` ``tcp:127.0.0.1:PORT``: the
two arguments ``host_link``/``join_link`` take. The session fixture ``wormhole_servers``
(tests/net/conftest.py) yields one ``LoopbackServers`` for the whole test run. Starting
them needs the ``test`` extra (magic-wormhole-mailbox-server, magic-wormhole-transit-relay);
``servers_installed()`` says whether it is there.

Tests that open links in their own process must also keep dilation's direct connections on
the loopback address: ``loopback_only()`` (a peer offers the addresses of every network
interface otherwise).
"""

from __future__ import annotations

import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import TracebackType

HOST = "127.0.0.1"


def servers_installed() -> bool:
    """Whether the mailbox server and the relay can be started here."""
    from importlib.util import find_spec

    return all(find_spec(name) for name in ("wormhole_mailbox_server", "wormhole_transit_relay"))


def free_port() -> int:
    """A TCP port of 127.0.0.1 nobody listens on (the system picks it)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((HOST, 0))
        return int(probe.getsockname()[1])


def _listening(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.settimeout(0.2)
        return probe.connect_ex((HOST, port)) == 0


def loopback_only() -> None:
    """Make dilation offer only 127.0.0.1 for direct connections in this process (it
    otherwise offers every interface's address, and a test must not reach beyond the
    loopback address)."""
    from wormhole import ipaddrs

    ipaddrs.find_addresses = lambda: [HOST]


class LoopbackServers:
    """The mailbox server and the transit relay, started on entry and killed on exit."""

    def __init__(self, start_timeout: float = 30.0, mailbox_options: tuple[str, ...] = ()) -> None:
        """``mailbox_options``: more of the mailbox server's command-line options, e.g.
        ``("--signal-error=closed for the night",)`` (it then refuses every client)."""
        self.start_timeout = start_timeout
        self.mailbox_options = mailbox_options
        self.folder = Path(tempfile.mkdtemp(prefix="tabletop-wormhole-"))
        self.mailbox_port = 0
        self.relay_port = 0
        self.processes: dict[str, subprocess.Popen[bytes]] = {}

    @property
    def mailbox_url(self) -> str:
        return f"ws://{HOST}:{self.mailbox_port}/v1"

    @property
    def relay_url(self) -> str:
        return f"tcp:{HOST}:{self.relay_port}"

    def _start(self, name: str, args: list[str], port: int = 0) -> int:
        for _attempt in range(3):  # a port taken between picking and binding: pick again
            port = port or free_port()
            log = open(self.folder / f"{name}.log", "ab")  # noqa: SIM115 -- the child's
            process = subprocess.Popen(
                [sys.executable, "-m", "twisted", *[a.format(port=port) for a in args]],
                cwd=self.folder,
                stdout=log,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
            )
            log.close()
            deadline = time.monotonic() + self.start_timeout
            while time.monotonic() < deadline and process.poll() is None:
                if _listening(port):
                    self.processes[name] = process
                    return port
                time.sleep(0.1)
            process.kill()
            process.wait()
        text = (self.folder / f"{name}.log").read_text(errors="replace")[-2000:]
        raise RuntimeError(f"the test {name} did not start listening:\n{text}")

    def start(self) -> LoopbackServers:
        self.mailbox_port = self._start(
            "mailbox",
            [
                "wormhole-mailbox",
                f"--port=tcp:{{port}}:interface={HOST}",
                f"--channel-db={self.folder / 'channel.sqlite'}",
                *self.mailbox_options,
            ],
        )
        self.start_relay()
        return self

    def start_relay(self) -> None:
        """Start the relay (again, on the same port once it had one)."""
        args = ["transitrelay", f"--port=tcp:{{port}}:interface={HOST}"]
        self.relay_port = self._start("relay", args, self.relay_port)

    def kill_relay(self) -> None:
        """Kill the relay: every connection through it drops, as when a network fails."""
        process = self.processes.pop("relay")
        process.kill()
        process.wait(timeout=10)

    def stop(self) -> None:
        for process in self.processes.values():
            process.kill()
            process.wait(timeout=10)
        self.processes.clear()

    def __enter__(self) -> LoopbackServers:
        return self.start()

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.stop()
