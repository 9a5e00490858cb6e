"""Fixtures for the network tests: loopback servers for the whole session."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.net.servers import LoopbackServers, loopback_only


@pytest.fixture(scope="session")
def wormhole_servers() -> Iterator[LoopbackServers]:
    """A mailbox server and a transit relay on 127.0.0.1 (``.mailbox_url``, ``.relay_url``),
    started once for the test run and killed at its end. Links opened in the test process
    keep their direct connections on the loopback address too."""
    loopback_only()
    with LoopbackServers() as servers:
        yield servers
