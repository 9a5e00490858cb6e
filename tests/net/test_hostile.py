"""A joined computer is not trusted: garbage, too-large data, another seat's moves,
out-of-turn and illegal moves are refused and logged, and change nothing at the host."""

from __future__ import annotations

import json
import logging

from tabletop.engine.actions import EndTurn
from tabletop.net.host import BACKLOG, PER_PUMP
from tabletop.net.link import MAX_MESSAGE, LinkState
from tabletop.net.protocol import VERSION, encode

from .play import Table


def _state(table: Table):
    return table.match.state, list(table.match.log)


def _hostile_table() -> Table:
    table = Table("summer_nine", 3, seed=7)
    while table.match.actor() != 1:  # Bob (seat 1) to move: Cleo (seat 2) is hostile
        table.step()
    return table


def test_garbage_and_wrong_messages_are_refused_and_logged(caplog):
    table = _hostile_table()
    before = _state(table)
    guest_end = table.guests[2].link
    garbage = [
        b"\xff\xfe not utf-8",
        b"not json at all",
        b"[1, 2, 3]",
        b'{"v": 1}',
        json.dumps({"v": 99, "kind": "move", "turn": 0, "action": {}}).encode(),
        json.dumps({"v": VERSION, "kind": "exec", "code": "import os"}).encode(),
        json.dumps({"v": VERSION, "kind": "move", "turn": "0", "action": {}}).encode(),
        json.dumps({"v": VERSION, "kind": "move", "turn": True, "action": {}}).encode(),
        json.dumps({"v": VERSION, "kind": "move", "turn": 0, "action": {}, "seat": 1}).encode(),
        b'{"v": 1, "kind": "undo", "turn": NaN}',
        b"[" * 100000 + b"]" * 100000,
    ]
    with caplog.at_level(logging.WARNING, logger="tabletop.net"):
        for raw in garbage:
            guest_end.send(raw)
        table.host.pump()
    assert _state(table) == before
    assert len(table.host.refusals) == len(garbage)
    assert len([r for r in caplog.records if "refused" in r.getMessage()]) == len(garbage)
    table.pump()
    assert table.guests[2].refusals, "the joiner is told"
    assert table.guests[2].problem is None


def test_too_large_data_closes_that_link_only():
    table = _hostile_table()
    before = _state(table)
    table.guests[2].link.send(b"x" * (MAX_MESSAGE + 1))
    table.pump()
    assert _state(table) == before
    assert table.host.remote[2].link.state == LinkState.CLOSED
    assert table.host.status(2) == "away"
    assert table.guests[1].connected, "the other friend plays on"
    table.step()  # Bob moves as usual
    assert len(table.match.log) == len(before[1]) + 1


def test_another_seats_move_out_of_turn_and_illegal_moves_change_nothing(caplog):
    table = _hostile_table()
    before = _state(table)
    game, match = table.game, table.match
    bobs_move = game.legal_actions(match.state)[0]
    cleo = table.guests[2].link
    turn = len(match.log)
    with caplog.at_level(logging.WARNING, logger="tabletop.net"):
        cleo.send(encode("move", turn=turn, action=bobs_move.to_json()))  # Bob's move, sent by Cleo
        cleo.send(encode("undo", turn=turn))  # Cleo takes back Bob's move
        cleo.send(encode("move", turn=turn - 1, action=bobs_move.to_json()))  # an old position
        table.host.pump()
    assert _state(table) == before
    reasons = [r.reason for r in table.host.refusals]
    assert reasons[0] == "It is Bob's turn, not yours."
    assert len(reasons) == 3 and len(caplog.records) == 3
    # Bob himself: an illegal move, and an action of a kind the game does not have
    bob = table.guests[1].link
    illegal = EndTurn()
    assert illegal not in game.legal_actions(match.state)
    bob.send(encode("move", turn=turn, action=illegal.to_json()))
    bob.send(
        encode("move", turn=turn, action={"kind": "take_to_hand", "row": "../../etc", "column": 1})
    )
    bob.send(encode("move", turn=turn, action={"kind": "teleport"}))
    table.pump()
    assert _state(table) == before
    assert len(table.host.refusals) == 6
    assert table.guests[1].refusals[0] == game.check(match.state, illegal)
    table.step()  # and Bob's real move still plays
    assert len(match.log) == turn + 1


def test_a_flood_of_messages_is_read_a_few_a_frame_then_closed():
    table = _hostile_table()
    before = _state(table)
    cleo = table.guests[2].link
    for _ in range(PER_PUMP * 3):
        cleo.send(b"garbage")
    table.host.pump()
    assert len(table.host.refusals) == PER_PUMP, "a few a frame: the host's frame stays short"
    table.host.pump()
    table.host.pump()
    assert len(table.host.refusals) == PER_PUMP * 3
    for _ in range(BACKLOG + 1):
        cleo.send(b"garbage")
    table.host.pump()
    assert table.host.status(2) == "away"
    assert _state(table) == before
    table.step()  # Bob plays on
