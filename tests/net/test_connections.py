"""Connections drop: a friend who left rejoins with a new code and the game ends as the
same seed played at one computer; a seat can go to a bot; a host that vanishes leaves
its friends a clear message; a wrong code says so."""

from __future__ import annotations

from tabletop.games import get_game
from tabletop.net.guest import HOST_LEFT, Guest
from tabletop.net.link import LinkState

from .play import Table, local_result


def test_a_friend_dropped_mid_game_rejoins_with_a_new_code():
    table = Table("summer_nine", 3, seed=5)
    for _ in range(40):
        table.step()
    table.guests[2].link.vanish()  # Cleo's computer is gone
    table.pump()
    assert table.host.status(2) == "away"
    assert table.host.away() == [2]
    old_code = table.code(2)
    table.host.new_code(2)
    assert table.code(2) != old_code and table.host.status(2) == "waiting"
    gone = Guest(table.exchange.join(old_code), get_game)
    gone.pump()
    assert gone.problem == "Could not join: the code was wrong or already used."
    guest = table.join(2)  # Cleo types the new code
    assert guest.match is not None and guest.match.ready
    assert len(guest.match.log) == len(table.match.log), "the whole log comes again"
    assert table.host.status(2) == "joined"
    table.play_out()
    expected, actions = local_result("summer_nine", 3, seed=5)
    assert table.match.actions == actions
    assert guest.match.result() == expected


def test_the_others_are_told_who_is_away():
    table = Table("resafa", 3, seed=2)
    table.guests[1].leave()
    table.pump()
    assert table.guests[2].match is not None
    assert table.guests[2].match.away == (1,)


def test_a_seat_handed_to_a_bot():
    table = Table("summer_nine", 3, seed=3)
    bob = table.guests[1]
    table.host.hand_to_bot(1)
    table.pump()
    assert bob.problem == "The host gave your seat to a bot."
    assert table.match.config.seats[1].controller == "bot:greedy"
    assert table.host.status(1) == "bot"


def test_a_host_that_vanishes_leaves_a_clear_message():
    table = Table("summer_nine", 3, seed=3)
    table.step()
    for remote in table.host.remote.values():
        remote.link.vanish()
    table.pump()
    for guest in table.guests.values():
        assert guest.problem == HOST_LEFT
        assert guest.link.state == LinkState.CLOSED


def test_a_host_that_closes_the_table_says_so():
    table = Table("summer_nine", 2, seed=3)
    table.host.close()
    table.pump()
    assert table.guests[1].problem == "The host closed the table."


def test_undo_within_ones_own_turn_goes_through_the_host():
    table = Table("resafa", 2, seed=1)
    match = table.match
    while True:
        if match.actor() == 1:
            gm = table.guests[1].match
            assert gm is not None
            gm.play(gm.offered[0], seat=1)
            table.pump()
            if match.can_undo(1):
                break
        else:
            table.step()
    length = len(match.log)
    gm = table.guests[1].match
    assert gm.can_undo(1)
    assert gm.undo(1)
    table.pump()
    assert len(match.log) == length - 1
    assert len(gm.log) == length - 1
    assert gm.state == table.game.view(match.state, 1)
