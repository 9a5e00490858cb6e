"""Whole games between separate processes over the real transport: a host and two
joiners (``python -m tests.net.remote_player``), each its own process with its own network
thread, paired through the loopback mailbox server and relay (``wormhole_servers``) by
codes passed as text, as a person types them. The host is the real ``Host``, each joiner
the real ``Guest``; every side polls its links as the pygame loop does.

Every wait is bounded (``Computer.wait_for``); a process still running at the end of a
test is killed.
"""

from __future__ import annotations

import base64
import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tabletop.engine.actions import EndTurn
from tabletop.engine.match import Match
from tabletop.engine.serial import to_plain
from tabletop.games import get_game
from tabletop.net.protocol import HOST_KINDS, VERSION, encode
from tests.net.play import choose, config
from tests.net.process import Process
from tests.net.remote_player import digest
from tests.net.servers import LoopbackServers

# The app's time limits, but a joiner killed without a word is noticed within seconds.
TIMEOUTS = json.dumps(
    {"mailbox": 20.0, "pairing": 20.0, "connecting": 40.0, "keepalive": 1.0, "away_after": 4.0}
)
GAME_TIME = 150.0
"""The longest a whole game may take here (a loaded two-core machine); it takes seconds."""


class Computer(Process):
    """One process of the game (``tests.net.remote_player`` unless ``module`` says),
    with the JSON lines it printed."""

    def __init__(self, *args: str, module: str = "tests.net.remote_player") -> None:
        timeouts = ["--timeouts", TIMEOUTS] if module == "tests.net.remote_player" else []
        super().__init__(module, *args, *timeouts)


class Table:
    """Starts the processes of one game and kills any still running at the end."""

    def __init__(self, servers: LoopbackServers, folder: Path) -> None:
        self.servers = servers
        self.folder = folder
        self.started: list[Computer] = []
        self.relay = servers.relay_url
        """The relay every process is given (``none``: no relay, direct connections only)."""
        self.only: tuple[str, ...] = ()
        """Arguments every process is given (``--no-listen``: the relay carries the game)."""

    def host(self, game: str, seed: int, *extra: str) -> Computer:
        return self._start("host", "--game", game, "--players", "3", "--seed", str(seed), *extra)

    def join(self, code: str, name: str, *extra: str) -> Computer:
        record = str(self.folder / f"{name}.jsonl")
        return self._start("join", "--code", code, "--record", record, *extra)

    def record(self, name: str) -> list[dict[str, Any]]:
        lines = (self.folder / f"{name}.jsonl").read_text(encoding="utf-8").splitlines()
        return [json.loads(line) for line in lines]

    def _start(self, role: str, *args: str) -> Computer:
        mailbox = self.servers.mailbox_url
        computer = Computer(role, mailbox, self.relay, *args, *self.only)
        self.started.append(computer)
        return computer

    def close(self) -> None:
        for computer in self.started:
            computer.kill()


@pytest.fixture
def table(wormhole_servers: LoopbackServers, tmp_path: Path) -> Iterator[Table]:
    made = Table(wormhole_servers, tmp_path)
    yield made
    made.close()


def codes(host: Computer) -> dict[int, str]:
    """The code of each friend's seat, as the host's screen shows it."""
    for seat in (1, 2):
        host.wait_for(lambda e, seat=seat: e.get("seat") == seat and "code" in e, 30)
    return {e["seat"]: e["code"] for e in host.seen("code")}


def local(game_id: str, seed: int) -> Match:
    """The same seed played at one computer with the same choices."""
    game = get_game(game_id)
    match = Match(game, config(3, seed))
    while not match.is_over():
        seat = match.actor()
        assert seat is not None
        match.play(choose(game.legal_actions(match.state), len(match.log), seat), seat=seat)
    return match


def check_messages(game_id: str, match: Match, seat: int, received: list[dict[str, Any]]) -> None:
    """Every message a joiner received holds that seat's view and nothing else."""
    game = match.game
    kinds = [m["kind"] for m in received]
    assert kinds[0] == "welcome" and kinds.count("welcome") == 1
    assert set(kinds) <= {"welcome", "update"}, "no refusal or goodbye in a fair game"
    updates = 0
    for message in received:
        assert set(message) == {"v", "kind"} | set(HOST_KINDS[message["kind"]])
        assert "seed" not in json.dumps(message)
        if message["kind"] == "welcome":
            assert message["seat"] == seat and message["game"] == game_id
            continue
        updates += 1
        turn = message["turn"]
        state = match.states[turn]
        assert message["view"] == game.to_dict(game.view(state, seat))
        if game_id == "summer_nine":  # another player's hand and the deck never travel
            full = game.to_dict(state)
            for other in range(3):
                if other != seat and full["hands"][other]:
                    assert message["view"]["hands"][other] != full["hands"][other]
            assert message["view"]["deck"] != full["deck"]
        rest = json.dumps({k: v for k, v in message.items() if k != "view"})
        for key in ("deck", "hands", "rng", "pool", "bag"):
            assert f'"{key}"' not in rest
        if message["actor"] == seat:
            assert message["legal"] == [a.to_json() for a in game.legal_actions(state)]
        else:
            assert message["legal"] == []
        for index, entry in enumerate(message["log"], start=message["log_from"]):
            assert set(entry) == {"seat", "text", "events", "fixed", "action"}
            assert entry["action"] == match.log[index].action.to_json()
            assert entry["text"] == match.seen_text(index, seat), "told as this seat saw it"
    assert updates >= len(match.log) // 3


def result_plain(match: Match) -> Any:
    return to_plain(match.game.result(match.state))


@pytest.mark.parametrize(
    ("game_id", "way"),
    [
        ("summer_nine", "connected directly"),
        ("resafa", "through the relay"),
        ("summer_resort", "connected directly"),
        ("indian_summer", "connected directly"),
        ("lodge", "connected directly"),
    ],
)
def test_a_host_and_two_joiner_processes_play_a_whole_game_to_the_same_end(table, game_id, way):
    started = time.monotonic()
    if way == "through the relay":  # nobody offers a direct connection
        table.only = ("--no-listen",)
    else:  # no relay is offered
        table.relay = "none"
    host = table.host(game_id, 11)
    code = codes(host)
    bob = table.join(code[1], "bob")
    cleo = table.join(code[2], "cleo")
    for friend, seat in ((bob, 1), (cleo, 2)):
        welcome = friend.wait_for(lambda e: "welcome" in e, 60)
        assert welcome["welcome"] == seat
        assert way in welcome["detail"]
    expected = local(game_id, 11)
    actions = [a.to_json() for a in expected.actions]
    over = host.wait_for(lambda e: "over" in e, GAME_TIME)
    assert over["actions"] == actions
    assert over["result"] == result_plain(expected)
    for friend in (bob, cleo):
        end = friend.wait_for(lambda e: "over" in e, 30)
        assert end["actions"] == actions, "each joiner saw every move"
        assert end["result"] == over["result"], "each joiner's results are the host's"
        assert friend.seen("refusal") == [] and friend.seen("problem") == []
        friend.finish()
    host.wait_for(lambda e: "exit" in e, 30)
    assert host.finish() == 0
    assert host.seen("refused") == [] and host.seen("log") == []
    check_messages(game_id, expected, 1, table.record("bob"))
    check_messages(game_id, expected, 2, table.record("cleo"))
    print(f"{game_id}: {len(actions)} moves in {time.monotonic() - started:.1f} s")


def test_a_joiner_killed_mid_game_rejoins_with_a_new_code_and_the_game_ends_the_same(table):
    host = table.host("summer_nine", 5)
    code = codes(host)
    bob = table.join(code[1], "bob")
    cleo = table.join(code[2], "cleo")
    cleo.wait_for(lambda e: e.get("seen", 0) >= 20, GAME_TIME)
    cleo.process.kill()  # no goodbye: a crash, or a pulled cable
    host.wait_for(lambda e: e.get("status", {}).get("2") == "away", 30)
    assert host.seen("status")[-1]["status"]["1"] == "joined", "Bob plays on"
    bob.wait_for(lambda e: 2 in e.get("away", []), 30)  # the other friend is told
    host.type("new-code 2")  # the host's player presses New code
    new = host.wait_for(lambda e: e.get("seat") == 2 and e.get("code") not in (None, code[2]), 30)
    cleo_again = table.join(new["code"], "cleo2")
    assert cleo_again.wait_for(lambda e: "welcome" in e, 60)["welcome"] == 2
    first = cleo_again.wait_for(lambda e: "seen" in e, 30)
    assert first["seen"] >= 20, "the whole log comes again"
    expected = local("summer_nine", 5)
    actions = [a.to_json() for a in expected.actions]
    over = host.wait_for(lambda e: "over" in e, GAME_TIME)
    assert over["actions"] == actions
    assert over["result"] == result_plain(expected)
    for friend in (bob, cleo_again):
        assert friend.wait_for(lambda e: "over" in e, 30)["result"] == over["result"]
        friend.finish()
    check_messages("summer_nine", expected, 2, table.record("cleo2"))
    assert host.seen("refused") == []


def _b64(raw: bytes) -> str:
    return base64.b64encode(raw).decode()


def test_a_hostile_joiner_process_changes_nothing_and_each_refusal_is_logged(table):
    seed = 7
    expected = local("summer_nine", seed)
    game = expected.game
    log = expected.log
    # A position where the host's player (seat 0) is to move and Cleo (seat 2, hostile)
    # has nothing to take back; and a later one where Cleo herself is to move.
    sneak = next(
        t
        for t in range(2, len(log))
        if game.actor(expected.states[t]) == 0 and log[t - 1].seat != 2
    )
    own = next(t for t in range(sneak + 1, len(log)) if game.actor(expected.states[t]) == 2)
    ann_move = game.legal_actions(expected.states[sneak])[0].to_json()
    garbage = [
        b"\xff\xfe not utf-8",
        b"not json at all",
        b"[1, 2, 3]",
        json.dumps({"v": 99, "kind": "move", "turn": sneak, "action": ann_move}).encode(),
        json.dumps({"v": VERSION, "kind": "exec", "code": "import os"}).encode(),
        json.dumps({"v": VERSION, "kind": "move", "turn": True, "action": ann_move}).encode(),
        b"[" * 5000 + b"]" * 5000,
    ]
    at_sneak = garbage + [
        encode("move", turn=sneak, action=ann_move),  # Ann's move, sent by Cleo
        encode("undo", turn=sneak),  # Cleo takes back a move not hers
        encode("move", turn=sneak - 1, action=ann_move),  # an old position
    ]
    illegal = EndTurn()
    assert illegal not in game.legal_actions(expected.states[own])
    at_own = [
        encode("move", turn=own, action=illegal.to_json()),
        encode("move", turn=own, action={"kind": "take_to_hand", "row": "../../etc"}),
        encode("move", turn=own, action={"kind": "teleport"}),
    ]
    hostile = json.dumps({sneak: [_b64(m) for m in at_sneak], own: [_b64(m) for m in at_own]})
    host = table.host("summer_nine", seed, "--wait-refusals", f"{sneak}:{len(at_sneak)}")
    code = codes(host)
    bob = table.join(code[1], "bob")
    cleo = table.join(code[2], "cleo", "--hostile", hostile)
    over = host.wait_for(lambda e: "over" in e, GAME_TIME)
    assert over["actions"] == [a.to_json() for a in expected.actions], "nothing was changed"
    assert over["result"] == result_plain(expected)
    refused = host.seen("refused")
    assert len(refused) == len(at_sneak) + len(at_own)
    assert {r["refused"] for r in refused} == {2}
    logged = [e for e in host.seen("log") if "refused a message from seat 2" in e["log"]]
    assert len(logged) == len(refused), "each refusal is logged"
    for e in logged[: len(at_sneak)]:  # the position and log stayed the ones before
        assert (e["turn"], e["digest"]) == (sneak, digest(game, expected.states[sneak], sneak))
    for e in logged[len(at_sneak) :]:
        assert (e["turn"], e["digest"]) == (own, digest(game, expected.states[own], own))
    reasons = [r["reason"] for r in refused]
    assert reasons[: len(garbage)] == [
        "The host could not read a message from your computer."
    ] * len(garbage)
    assert reasons[len(garbage)] == "It is Ann's turn, not yours."
    assert reasons[len(garbage) + 1] == "Nothing of yours to take back now."
    assert reasons[len(garbage) + 2] == "That was sent for an earlier position; look again."
    assert reasons[len(at_sneak)] == game.check(expected.states[own], illegal)
    told = cleo.wait_for(lambda e: "over" in e, 30)
    assert len(cleo.seen("refusal")) == len(refused), "the hostile joiner is told each time"
    assert told["result"] == over["result"]
    assert bob.wait_for(lambda e: "over" in e, 30)["result"] == over["result"]
    assert bob.seen("refusal") == [] and bob.seen("problem") == []
