"""A host and two joiners play whole games over the in-memory link: the result is the
one of the same seed played at one computer, and every message to a joiner holds that
seat's view and nothing else."""

from __future__ import annotations

import json

import pytest

from tabletop.games import game_ids
from tabletop.net.protocol import HOST_KINDS

from .play import Table, local_result


@pytest.mark.parametrize("game_id", ["summer_nine", "resafa"])
def test_a_whole_game_ends_as_the_same_seed_played_locally(game_id):
    table = Table(game_id, 3, seed=11)
    table.play_out()
    expected, actions = local_result(game_id, 3, seed=11)
    assert table.match.actions == actions
    assert table.game.result(table.match.state) == expected
    for seat, guest in table.guests.items():
        assert guest.problem is None
        gm = guest.match
        assert gm is not None and gm.is_over()
        assert gm.result() == expected, "each joiner's results screen shows the host's result"
        assert [e.action for e in gm.log] == actions
        assert gm.state == table.game.view(table.match.state, seat)
    assert table.host.refusals == []


def test_every_message_to_a_joiner_holds_only_its_seats_view():
    table = Table("summer_nine", 3, seed=4)
    game, match = table.game, table.match
    checked = 0
    for _ in range(60):
        table.step()
    for seat in (1, 2):
        for raw in table.host.remote[seat].link.sent:
            message = json.loads(raw)
            assert set(message) == {"v", "kind"} | set(HOST_KINDS[message["kind"]])
            assert "seed" not in json.dumps(message)
            if message["kind"] != "update":
                continue
            turn = message["turn"]
            state = match.states[turn]
            assert message["view"] == game.to_dict(game.view(state, seat))
            full = game.to_dict(state)
            for other in range(3):  # another player's hand never travels
                if other != seat and full["hands"][other]:
                    assert message["view"]["hands"][other] != full["hands"][other]
            assert message["view"]["deck"] != full["deck"]
            rest = {k: v for k, v in message.items() if k != "view"}
            text = json.dumps(rest)
            for key in ("deck", "hands", "rng", "pool"):
                assert f'"{key}"' not in text
            if message["actor"] == seat:
                assert message["legal"] == [a.to_json() for a in game.legal_actions(state)]
            else:
                assert message["legal"] == []
            for entry in message["log"]:
                assert set(entry) == {"seat", "text", "events", "fixed", "action"}
            checked += 1
    assert checked > 20


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_plays_to_its_end_between_two_computers(game_id):
    table = Table(game_id, 2, seed=21)
    table.play_out()
    expected, actions = local_result(game_id, 2, seed=21)
    assert table.match.actions == actions
    gm = table.guests[1].match
    assert gm is not None and gm.result() == expected
    assert table.host.refusals == []
    game, match = table.game, table.match
    for raw in table.host.remote[1].link.sent:  # each update: the seat's view, no more
        message = json.loads(raw)
        if message["kind"] == "update":
            state = match.states[message["turn"]]
            assert message["view"] == game.to_dict(game.view(state, 1))
