"""A joiner facing a broken or hostile host: what does not read, does not fit the game
or the log is refused and logged, and the position shown stays as it was."""

from __future__ import annotations

import json
import logging

from tabletop.games import get_game
from tabletop.net.guest import FLOODED, Guest
from tabletop.net.host import BACKLOG, PER_PUMP
from tabletop.net.memory import memory_pair
from tabletop.net.protocol import VERSION, encode

from .play import Table


def test_a_joiner_refuses_what_a_broken_host_sends(caplog):
    table = Table("summer_nine", 2, seed=3)
    table.step()
    bob = table.guests[1]
    gm = bob.match
    assert gm is not None
    shown = (gm.state, list(gm.log), gm.offered, gm.actor())
    host_end = table.host.remote[1].link
    update = json.loads(host_end.sent[-1])
    bad_updates = [
        {**update, "log_from": len(gm.log) + 5},  # a log that does not follow
        {**update, "view": {"round": "seven"}},  # a view that is not the game's
        {**update, "actor": 7},  # a seat not at the table
        {**update, "away": [-1]},
        {**update, "legal": [{"kind": "teleport"}]},
        {**update, "log": [{"seat": 9, "text": "x", "events": [], "fixed": False, "action": {}}]},
        {**update, "result": {"totals": "all"}},
    ]
    raws = [b"\x00\x01", b"{}", b'{"v": 1, "kind": "update"}']
    raws += [json.dumps(u).encode() for u in bad_updates]
    raws.append(encode("welcome", game="chess", seat=0, seats=[], mode="standard", options={}))
    with caplog.at_level(logging.WARNING, logger="tabletop.net"):
        for raw in raws:
            host_end.send(raw)
        bob.pump()
    assert (gm.state, list(gm.log), gm.offered, gm.actor()) == shown
    assert bob.match is gm and bob.problem is None
    assert len(caplog.records) == len(raws)
    table.play_out()  # and the game goes on to its end
    assert gm.is_over()


def test_a_welcome_that_does_not_fit_is_refused():
    host, joiner = memory_pair()
    guest = Guest(joiner, get_game)
    seats = [{"name": "Ann", "colour": "red", "who": "host"}]
    for welcome in (
        {"game": "resafa", "seat": 3, "seats": seats * 2, "mode": "standard", "options": {}},
        {"game": "resafa", "seat": 0, "seats": seats * 9, "mode": "standard", "options": {}},
        {"game": "resafa", "seat": 1, "seats": seats * 2, "mode": "chaos", "options": {}},
        {"game": "resafa", "seat": 1, "seats": seats * 2, "mode": "standard", "options": {"x": 1}},
    ):
        host.send(json.dumps({"v": VERSION, "kind": "welcome", **welcome}).encode())
    guest.pump()
    assert guest.match is None and guest.problem is None


def test_a_flooding_host_is_read_a_few_a_frame_then_left():
    table = Table("summer_nine", 2, seed=3)
    bob = table.guests[1]
    host_end = table.host.remote[1].link
    for _ in range(PER_PUMP + 5):
        host_end.send(b"junk")
    assert bob.pump() == [] and len(bob.unread) == 5, "a few a frame"
    for _ in range(BACKLOG + 1):
        host_end.send(b"junk")
    assert bob.pump() == ["closed"]
    assert bob.problem == FLOODED
    table.host.pump()
    assert table.host.status(1) == "away"
