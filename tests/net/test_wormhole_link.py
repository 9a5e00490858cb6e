"""The magic-wormhole transport between two processes, through a mailbox server and a
transit relay of our own on 127.0.0.1 (tests/net/servers.py); nothing leaves the machine.

Each test pairs two computers the way players do: the host's link gets a code, the code
goes to the other side as text, and each side polls its link every 10 ms as the pygame
loop does, with a deadline, never blocking on the network. One side is often this test
process (so the test reads ``state``/``detail``/``receive()`` itself), the other a separate
process (tests/net/peer.py) that reports what it sees as JSON lines.
"""

from __future__ import annotations

import json
import logging
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tabletop.net import wormhole_link as wl
from tabletop.net.link import MAX_MESSAGE, LinkState
from tests.net.peer import payload
from tests.net.process import Process
from tests.net.servers import DroppingProxy, LoopbackServers, free_port

ROOT = Path(__file__).resolve().parents[2]

# The app's times (Timeouts()) except where a test waits for one to run out: GENTLE keeps
# the keep-alive times (a loaded machine must not make a live peer look away); QUICK ends
# a lost peer in seconds.
GENTLE = wl.Timeouts(mailbox=10.0, pairing=10.0, connecting=30.0)
QUICK = wl.Timeouts(
    mailbox=5.0, pairing=3.0, connecting=30.0, keepalive=0.5, away_after=2.0, give_up_after=3.0
)
QUICK_JSON = json.dumps(QUICK.__dict__)


class Peer(Process):
    """The other computer: ``python -m tests.net.peer`` with its JSON lines collected."""

    def __init__(self, *args: str) -> None:
        super().__init__("tests.net.peer", *args, stdin=False)

    def code(self) -> str:
        return str(self.wait_for(lambda e: "code" in e, 20)["code"])


@pytest.fixture
def peers() -> Any:
    """Starts peers for a test and kills any still running at its end."""
    started: list[Peer] = []

    def start(*args: str) -> Peer:
        peer = Peer(*args)
        started.append(peer)
        return peer

    yield start
    for peer in started:
        peer.kill()


def poll(link: wl.WormholeLink, until: Callable[[], bool], timeout: float) -> list[bytes]:
    """What the pygame loop does: every 10 ms read the link; the messages that came."""
    got: list[bytes] = []
    deadline = time.monotonic() + timeout
    while True:
        got += link.receive()
        if until():
            return got
        assert time.monotonic() < deadline, f"timed out: {link.state}, {link.detail!r}"
        time.sleep(0.01)


def receive(link: wl.WormholeLink, count: int, timeout: float) -> list[bytes]:
    """Poll until ``count`` messages came (the link must stay open meanwhile)."""
    got: list[bytes] = []
    deadline = time.monotonic() + timeout
    while True:
        got += link.receive()
        if len(got) >= count:
            return got
        assert link.state == LinkState.OPEN, link.detail
        assert time.monotonic() < deadline, f"timed out with {len(got)} of {count} messages"
        time.sleep(0.01)


def test_two_processes_pair_by_the_code_and_exchange_messages_both_ways_in_order(
    wormhole_servers: LoopbackServers, peers: Any
) -> None:
    servers = wormhole_servers
    host = peers("host", servers.mailbox_url, servers.relay_url, "--mode=echo", "--hellos=20")
    code = host.code()
    assert wl.CODE_SHAPE.fullmatch(code), code
    joiner = peers(
        "join", servers.mailbox_url, servers.relay_url, f"--code={code}", "--mode=exchange",
        "--hellos=20", "--count=120",
    )  # fmt: skip
    opened = joiner.wait_for(lambda e: e.get("state") == LinkState.OPEN, 30)
    assert opened["detail"] in (wl.DIRECT, wl.RELAYED)
    # 20 greetings from the host, then the joiner's 120 messages (sizes 0 to 40 kB and one
    # of MAX_MESSAGE bytes) echoed back, all whole and in order.
    assert joiner.wait_for(lambda e: "result" in e, 60) == {"result": True, "got": 140}
    assert max(e["size"] for e in host.events if "size" in e) == MAX_MESSAGE
    # The joiner closes on purpose: the host hears its goodbye, not a timeout.
    left = host.wait_for(lambda e: e.get("state") == LinkState.CLOSED, 10)
    assert left["detail"] == wl.PEER_LEFT
    assert joiner.finish() == 0 and host.finish() == 0


def test_the_host_here_pairs_with_a_joiner_process_and_reads_its_link_like_the_game_loop(
    wormhole_servers: LoopbackServers, peers: Any
) -> None:
    servers = wormhole_servers
    link = wl.host_link(servers.mailbox_url, servers.relay_url, timeouts=GENTLE)
    assert link.code is None  # until the mailbox gave one
    assert link.state == LinkState.CONNECTING
    poll(link, lambda: link.code is not None, 20)
    assert link.detail == wl.WAITING_FOR_JOINER
    assert link.receive() == []
    link.send(b"lost: nobody is connected yet")  # ignored, not queued
    typed = "  " + (link.code or "").replace("-", " ").upper() + " "  # as someone may type it
    joiner = peers(
        "join", servers.mailbox_url, servers.relay_url, f"--code={typed}", "--mode=echo",
    )  # fmt: skip
    poll(link, lambda: link.state == LinkState.OPEN, 30)
    assert link.detail in (wl.DIRECT, wl.RELAYED)
    assert link.relayed is not None
    sent = [payload(i) for i in range(60)] + [b"", b"\x00" * 5]  # empty, and header-like
    for message in sent:
        link.send(message)
    assert receive(link, len(sent), 60) == sent
    link.close()
    link.close()  # safe twice
    assert link.state == LinkState.CLOSED and link.detail == wl.YOU_CLOSED
    link.send(b"after the end")  # ignored
    closed = joiner.wait_for(lambda e: e.get("state") == LinkState.CLOSED, 10)
    assert closed["detail"] == wl.PEER_LEFT
    assert joiner.finish() == 0


def test_without_direct_connections_the_relay_carries_the_link_and_the_detail_says_so(
    wormhole_servers: LoopbackServers, peers: Any
) -> None:
    servers = wormhole_servers
    link = wl.host_link(servers.mailbox_url, servers.relay_url, timeouts=GENTLE, listen=False)
    poll(link, lambda: link.code is not None, 20)
    joiner = peers(
        "join", servers.mailbox_url, servers.relay_url, f"--code={link.code}", "--mode=echo",
        "--no-listen",
    )  # fmt: skip
    poll(link, lambda: link.state == LinkState.OPEN, 30)
    assert link.detail == wl.RELAYED == "connected through the relay"
    assert link.relayed is True
    assert joiner.wait_for(lambda e: e.get("state") == LinkState.OPEN, 10)["relayed"] is True
    link.send(b"through the relay")
    assert receive(link, 1, 20) == [b"through the relay"]
    link.close()


def test_small_messages_are_not_held_back_by_nagles_algorithm(
    wormhole_servers: LoopbackServers, peers: Any
) -> None:
    """The connection dilation chose has TCP_NODELAY (a move is sent at once, not after
    the acknowledgement of the one before). Speed itself is for a benchmark, not a test."""
    servers = wormhole_servers
    link = wl.host_link(servers.mailbox_url, None, timeouts=GENTLE)
    poll(link, lambda: link.code is not None, 20)
    peers("join", servers.mailbox_url, "none", f"--code={link.code}", "--mode=echo")
    poll(link, lambda: link.state == LinkState.OPEN, 30)
    connection = link._side.wormhole._boss._D._manager._connection  # magic-wormhole 0.24
    assert connection.transport.getTcpNoDelay()
    link.close()


def test_without_a_relay_the_computers_connect_directly_and_the_detail_says_so(
    wormhole_servers: LoopbackServers, peers: Any
) -> None:
    servers = wormhole_servers
    link = wl.host_link(servers.mailbox_url, None, timeouts=GENTLE)
    poll(link, lambda: link.code is not None, 20)
    joiner = peers("join", servers.mailbox_url, "none", f"--code={link.code}", "--mode=echo")
    poll(link, lambda: link.state == LinkState.OPEN, 30)
    assert link.detail == wl.DIRECT == "connected directly"
    assert link.relayed is False
    assert joiner.wait_for(lambda e: e.get("state") == LinkState.OPEN, 10)["relayed"] is False
    link.close()


def test_a_link_closed_at_once_stays_closed_whatever_the_network_says_later(
    wormhole_servers: LoopbackServers,
) -> None:
    servers = wormhole_servers
    link = wl.host_link(servers.mailbox_url, servers.relay_url)
    link.close()
    assert link.state == LinkState.CLOSED and link.detail == wl.YOU_CLOSED
    time.sleep(1.0)  # the mailbox would have given a code by now
    assert link.state == LinkState.CLOSED and link.detail == wl.YOU_CLOSED
    assert link.code is None and link.receive() == []


def test_a_frame_above_the_limit_closes_the_receivers_link_and_is_logged(
    wormhole_servers: LoopbackServers, peers: Any, caplog: pytest.LogCaptureFixture
) -> None:
    servers = wormhole_servers
    caplog.set_level(logging.WARNING, logger="tabletop.net")
    link = wl.host_link(servers.mailbox_url, servers.relay_url, timeouts=GENTLE)
    poll(link, lambda: link.code is not None, 20)
    peers("join", servers.mailbox_url, servers.relay_url, f"--code={link.code}", "--mode=too-big")
    got = poll(link, lambda: link.state == LinkState.CLOSED, 30)
    assert got == []  # nothing of it was delivered
    assert link.detail == wl.TOO_LARGE.format(size=MAX_MESSAGE + 1)
    assert any(
        r.name == "tabletop.net" and str(MAX_MESSAGE + 1) in r.getMessage() for r in caplog.records
    )


def test_bytes_that_are_no_frame_close_the_link_after_the_messages_before_them(
    wormhole_servers: LoopbackServers, peers: Any, caplog: pytest.LogCaptureFixture
) -> None:
    servers = wormhole_servers
    caplog.set_level(logging.WARNING, logger="tabletop.net")
    link = wl.host_link(servers.mailbox_url, servers.relay_url, timeouts=GENTLE)
    poll(link, lambda: link.code is not None, 20)
    peers("join", servers.mailbox_url, servers.relay_url, f"--code={link.code}", "--mode=garbage")
    got = poll(link, lambda: link.state == LinkState.CLOSED, 30)
    assert got == [b"hello"]
    assert link.detail == wl.GARBLED
    assert any(r.name == "tabletop.net" and wl.GARBLED in r.getMessage() for r in caplog.records)


def test_a_peer_that_shuts_down_with_the_link_open_says_goodbye(
    wormhole_servers: LoopbackServers, peers: Any
) -> None:
    """The app's exit (``shutdown()``) tells the other computer at once: it does not wait
    the away and give-up times (here the defaults, 45 seconds together)."""
    servers = wormhole_servers
    host = peers("host", servers.mailbox_url, servers.relay_url, "--stay=1")
    link = wl.join_link(host.code(), servers.mailbox_url, servers.relay_url)
    poll(link, lambda: link.state == LinkState.OPEN, 30)
    poll(link, lambda: link.state == LinkState.CLOSED, 20)
    assert link.detail == wl.PEER_LEFT
    assert host.wait_for(lambda e: "exit" in e, 5)["exit"] == LinkState.OPEN
    assert host.finish() == 0


def test_a_wrong_code_ends_both_sides_closed_with_a_detail_in_a_players_words(
    wormhole_servers: LoopbackServers, peers: Any
) -> None:
    servers = wormhole_servers
    host = peers("host", servers.mailbox_url, servers.relay_url, "--mode=sit")
    number = host.code().split("-")[0]
    link = wl.join_link(f"{number}-wrong-words", servers.mailbox_url, servers.relay_url)
    poll(link, lambda: link.state == LinkState.CLOSED, 20)
    assert link.detail == wl.WRONG_CODE
    assert "code was wrong" in link.detail
    closed = host.wait_for(lambda e: e.get("state") == LinkState.CLOSED, 20)
    assert closed["detail"] == wl.HOST_WRONG_CODE
    assert host.finish() == 0


def test_a_code_nobody_is_waiting_with_ends_closed_within_the_pairing_time(
    wormhole_servers: LoopbackServers,
) -> None:
    servers = wormhole_servers
    start = time.monotonic()
    link = wl.join_link("987-nobody-here", servers.mailbox_url, servers.relay_url, timeouts=QUICK)
    poll(link, lambda: link.state == LinkState.CLOSED, 20)
    assert link.detail == wl.NO_GAME
    assert time.monotonic() - start < QUICK.pairing + 10


@pytest.mark.parametrize("typed", ["", "hello", "7", "guitarist-revenge", "7-gu1tarist", "../x"])
def test_what_cannot_be_a_code_closes_at_once_and_says_what_a_code_looks_like(
    typed: str,
) -> None:
    link = wl.join_link(typed, "ws://127.0.0.1:9/v1", None)
    assert link.state == LinkState.CLOSED
    assert link.detail == wl.BAD_CODE_SHAPE
    assert "7-guitarist-revenge" in link.detail
    assert link.receive() == []


@pytest.mark.parametrize(
    ("mailbox", "relay", "problem"),
    [
        ("http://example.org", "tcp:127.0.0.1:9", wl.BAD_MAILBOX),
        ("relay.magic-wormhole.io", None, wl.BAD_MAILBOX),
        ("ws://a b/v1", None, wl.BAD_MAILBOX),
        ("ws://127.0.0.1:9/v1", "127.0.0.1:9", wl.BAD_RELAY),
        ("ws://127.0.0.1:9/v1", "tcp:127.0.0.1", wl.BAD_RELAY),
    ],
)
def test_server_addresses_of_the_wrong_shape_close_at_once_and_say_which(
    mailbox: str, relay: str | None, problem: str
) -> None:
    for link in (wl.host_link(mailbox, relay), wl.join_link("7-some-words", mailbox, relay)):
        assert link.state == LinkState.CLOSED
        assert link.detail == problem.format(url=mailbox if problem == wl.BAD_MAILBOX else relay)
    assert wl.server_problem(mailbox, relay) == link.detail


def test_the_default_servers_have_the_right_shape() -> None:
    assert wl.server_problem(wl.DEFAULT_MAILBOX, wl.DEFAULT_RELAY) is None
    assert wl.server_problem("wss://mailbox.example.org/v1", None) is None


def test_codes_are_forgiven_spaces_capitals_and_stray_dashes() -> None:
    assert wl.normalize_code(" 7 Guitarist  REVENGE ") == "7-guitarist-revenge"
    assert wl.normalize_code("7--guitarist-revenge-") == "7-guitarist-revenge"


@pytest.mark.parametrize("role", ["host", "join"])
def test_an_unreachable_mailbox_server_ends_closed_and_names_it(role: str) -> None:
    mailbox = f"ws://127.0.0.1:{free_port()}/v1"  # nobody listens there
    if role == "host":
        link = wl.host_link(mailbox, None, timeouts=QUICK)
    else:
        link = wl.join_link("5-any-words", mailbox, None, timeouts=QUICK)
    poll(link, lambda: link.state == LinkState.CLOSED, QUICK.mailbox + 10)
    assert link.detail == wl.NO_MAILBOX.format(url=mailbox)
    assert link.code is None if role == "host" else link.code == "5-any-words"


def test_a_mailbox_server_that_refuses_ends_closed_with_its_reason() -> None:
    with LoopbackServers(mailbox_options=("--signal-error=closed for the night",)) as servers:
        link = wl.host_link(servers.mailbox_url, servers.relay_url, timeouts=QUICK)
        poll(link, lambda: link.state == LinkState.CLOSED, QUICK.mailbox + 10)
    assert link.detail.startswith(wl.MAILBOX_REFUSED.format(url=servers.mailbox_url, reason=""))
    assert "closed for the night" in link.detail


def test_a_killed_joiner_leaves_the_host_away_then_closed_within_the_time_given(
    wormhole_servers: LoopbackServers, peers: Any
) -> None:
    servers = wormhole_servers
    link = wl.host_link(servers.mailbox_url, servers.relay_url, timeouts=QUICK)
    poll(link, lambda: link.code is not None, 20)
    joiner = peers("join", servers.mailbox_url, servers.relay_url, f"--code={link.code}")
    poll(link, lambda: link.state == LinkState.OPEN, 30)
    joiner.process.kill()  # no goodbye: as a crash or a pulled cable
    seen_away = False

    def gone() -> bool:
        nonlocal seen_away
        seen_away = seen_away or (link.away and link.detail == wl.AWAY)
        return link.state == LinkState.CLOSED

    poll(link, gone, QUICK.away_after + QUICK.give_up_after + 10)
    assert seen_away
    assert link.detail.startswith(wl.PEER_LEFT)
    assert not link.away


def test_a_dropped_connection_is_made_again_and_what_was_sent_meanwhile_arrives(
    wormhole_servers: LoopbackServers, peers: Any
) -> None:
    """A blip (every connection on the path cut, the path still there): the link stays
    open, is away for a moment, and nothing sent is lost."""
    servers = wormhole_servers
    proxy = DroppingProxy(servers.relay_port)
    try:
        link = wl.host_link(servers.mailbox_url, proxy.relay_url, timeouts=GENTLE, listen=False)
        poll(link, lambda: link.code is not None, 20)
        joiner = peers(
            "join", servers.mailbox_url, proxy.relay_url, f"--code={link.code}", "--mode=echo",
            "--no-listen",
        )  # fmt: skip
        poll(link, lambda: link.state == LinkState.OPEN, 30)
        link.send(b"before")
        assert receive(link, 1, 20) == [b"before"]
        proxy.drop()
        deadline = time.monotonic() + 10
        while not link.away:  # the connection is made again within a few round trips
            assert time.monotonic() < deadline
            time.sleep(0.001)
        assert link.state == LinkState.OPEN and link.detail == wl.AWAY
        link.send(b"while away")
        assert receive(link, 1, 20) == [b"while away"]
        poll(link, lambda: not link.away, 10)
        assert link.state == LinkState.OPEN and link.detail == wl.RELAYED
        assert joiner.process.poll() is None  # the joiner stayed too
        link.close()
    finally:
        proxy.close()


def test_a_killed_host_leaves_the_joiner_closed_never_frozen(
    wormhole_servers: LoopbackServers, peers: Any
) -> None:
    servers = wormhole_servers
    host = peers("host", servers.mailbox_url, servers.relay_url, f"--timeouts={QUICK_JSON}")
    link = wl.join_link(host.code(), servers.mailbox_url, servers.relay_url, timeouts=QUICK)
    poll(link, lambda: link.state == LinkState.OPEN, 30)
    host.process.kill()
    poll(link, lambda: link.state == LinkState.CLOSED, QUICK.away_after + QUICK.give_up_after + 10)
    assert link.detail.startswith(wl.PEER_LEFT)


def test_sending_more_than_the_limit_is_a_programming_error() -> None:
    link = wl.join_link("nonsense", "ws://127.0.0.1:9/v1", None)
    with pytest.raises(ValueError):
        link.send(b"x" * (MAX_MESSAGE + 1))


def test_net_check_pairs_two_links_through_the_given_servers(
    wormhole_servers: LoopbackServers,
) -> None:
    servers = wormhole_servers
    done = subprocess.run(
        [sys.executable, "main.py", "net-check", "--mailbox", servers.mailbox_url,
         "--relay", servers.relay_url],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert lines[-1] == "net-check: all passed"
    assert any("pair by the code: connected through the relay" in line for line in lines)
    assert any("messages go both ways" in line for line in lines)
    assert not any(line.startswith("FAILED") for line in lines)


def test_shutdown_while_the_network_thread_still_loads_closes_the_link_at_once() -> None:
    script = (
        "import time\n"
        "from tabletop.net import wormhole_link as w\n"
        "start = time.monotonic()\n"
        "link = w.host_link('ws://127.0.0.1:9/v1', None)\n"
        "made = time.monotonic() - start\n"
        "w.shutdown()\n"
        "print(made, time.monotonic() - start, link.state, '|', link.detail)\n"
        "link.close(); link.send(b'x'); print(w.host_link('ws://127.0.0.1:9/v1', None).detail)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    first, second = done.stdout.splitlines()
    made, ended, rest = first.split(" ", 2)
    assert float(made) < 0.1  # Twisted loads in the network thread, not in the caller's
    assert float(ended) < 5
    assert rest == f"{LinkState.CLOSED} | {wl.YOU_CLOSED}"
    assert second == wl.STOPPED


def test_shutdown_in_a_process_with_no_link_returns_at_once() -> None:
    script = "from tabletop.net import wormhole_link as w; w.shutdown(); w.shutdown()"
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert "twisted" not in done.stderr.lower()
