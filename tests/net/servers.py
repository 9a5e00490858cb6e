"""Test servers and a network blip for tests/net (see tabletop/net/loopback.py).

The session fixture ``wormhole_servers`` (tests/net/conftest.py) yields a
``LoopbackServers``: ``.mailbox_url`` (``ws://127.0.0.1:PORT/v1``) and ``.relay_url``
(``tcp:127.0.0.1:PORT``), the two arguments of ``host_link``/``join_link``, on 127.0.0.1
only; ``kill_relay()``/``start_relay()`` take the relay down and up on the same port.
``DroppingProxy`` cuts every connection on a path at once.
"""

from __future__ import annotations

import socket
import threading

from tabletop.net.loopback import HOST, LoopbackServers, free_port, loopback_only

__all__ = ["HOST", "DroppingProxy", "LoopbackServers", "free_port", "loopback_only"]


class DroppingProxy:
    """A TCP forwarder on 127.0.0.1 to a loopback port that can drop every connection
    through it at once while it keeps accepting new ones: a network blip. Give links
    ``proxy.relay_url`` instead of the relay's to put it on their path."""

    def __init__(self, target_port: int) -> None:
        self.target_port = target_port
        self.server = socket.create_server((HOST, 0))
        self.port = int(self.server.getsockname()[1])
        self.sockets: list[socket.socket] = []
        self.lock = threading.Lock()
        threading.Thread(target=self._accept, daemon=True).start()

    @property
    def relay_url(self) -> str:
        return f"tcp:{HOST}:{self.port}"

    def _accept(self) -> None:
        while True:
            try:
                client, _address = self.server.accept()
                upstream = socket.create_connection((HOST, self.target_port), timeout=5)
            except OSError:
                return
            upstream.settimeout(None)
            with self.lock:
                self.sockets += [client, upstream]
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pump, args=(a, b), daemon=True).start()

    @staticmethod
    def _pump(source: socket.socket, sink: socket.socket) -> None:
        try:
            while data := source.recv(65536):
                sink.sendall(data)
        except OSError:
            pass
        for end in (source, sink):
            try:
                end.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def drop(self) -> None:
        """Cut every connection made so far (new ones are still forwarded)."""
        with self.lock:
            cut, self.sockets = self.sockets, []
        for end in cut:
            try:
                end.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            end.close()

    def close(self) -> None:
        self.server.close()
        self.drop()
