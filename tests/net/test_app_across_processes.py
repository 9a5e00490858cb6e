"""The real app's screens over the real transport, each computer a process of its own
(``python -m tests.net.app_player``, headless): the host fills in set-up with a "Friend
elsewhere" seat, the joiner comes in through the title's Join a game with the code typed
key by key, both play by dragging cards with posted events, and both see the same
position. (Slower than the protocol's tests: two apps start and pair; about 10 s.)"""

from __future__ import annotations

from tests.net.servers import LoopbackServers
from tests.net.test_across_processes import Computer

MOVES = 4


def start(*args: str) -> Computer:
    return Computer(*args, module="tests.net.app_player")


def test_a_joiner_app_joins_a_host_app_by_the_typed_code_and_both_see_the_same_position(
    wormhole_servers: LoopbackServers,
) -> None:
    servers = (wormhole_servers.mailbox_url, wormhole_servers.relay_url)
    host = start("host", *servers, "--moves", str(MOVES))
    joiner = None
    try:
        shown = host.wait_for(lambda e: "code" in e, 60)
        code = shown["code"]
        assert shown["words"] == f"Waiting for Bob to join — code {code}"
        joiner = start("join", *servers, "--code", code, "--moves", str(MOVES))
        assert joiner.wait_for(lambda e: "typed" in e, 60)["typed"] == code
        there = joiner.wait_for(lambda e: "turn" in e, 90)
        here = host.wait_for(lambda e: "turn" in e, 30)
        assert here["turn"] == there["turn"] == MOVES
        assert here["actions"] == there["actions"]
        assert here["seats"] == there["seats"] and set(here["seats"]) == {0, 1}, "both played"
        assert here["view"] == there["view"], "the joiner holds the host's view of its seat"
        assert joiner.finish() == 0
        host.wait_for(lambda e: "exit" in e, 30)
        assert host.finish() == 0
    finally:
        host.kill()
        if joiner is not None:
            joiner.kill()
