"""Playing with friends on other computers, through the screens: the host opens the table
from set-up with friends' seats (each waits with its code), friends join through the
title's Join a game, and a whole game is played to the results at every computer with the
result of the same seed played at one computer."""

from __future__ import annotations

import pygame
import pytest

from tabletop.net.memory import MemoryExchange
from tabletop.ui.scenes.handover import HandoverScene
from tabletop.ui.scenes.join import JoinScene
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.tables.base import TableScene
from tests.net.play import choose, local_result

from .helpers import click, drag, game_of, key, pass_curtain, start_from_setup
from .remote_helpers import (
    frames,
    host_from_setup,
    host_seats,
    joined_seat,
    linked_app,
    open_game,
    open_join,
    seat_table,
    type_code,
)


@pytest.mark.parametrize(("game_id", "players"), [("summer_nine", 3), ("resafa", 3)])
def test_a_whole_game_with_two_friends_through_the_screens(game_id, players):
    exchange, host_app, host_table, guests = open_game(game_id, players, seed=6)
    match = host_table.match
    apps = [host_app] + [app for app, _ in guests.values()]
    assert host_table.eyes == 0
    for seat, (_, table) in guests.items():
        assert table.eyes == seat and table.match.seat == seat
    for _ in range(3000):
        if match.is_over():
            break
        seat = match.actor()
        table = host_table if seat == 0 else guests[seat][1]
        assert table.my_turn(), f"seat {seat} may act at its own screen"
        legal = table.legal_actions()
        assert table.try_play(choose(legal, len(table.match.log), seat)), table.toast.message
        frames(*apps)
    expected, actions = local_result(game_id, players, seed=6)
    assert match.actions == actions
    frames(*apps, count=40)  # the tables go to the results
    for app in apps:
        results = app.ctx.stack.top
        assert isinstance(results, ResultsScene)
        assert results.result == expected
    guest_results = guests[1][0].ctx.stack.top
    assert [b.label for b in guest_results.buttons] == ["Back to the title"]


def test_a_friend_drags_a_card_and_the_host_checks_it():
    exchange, host_app, host_table, guests = open_game("summer_nine", 2, seed=2)
    match = host_table.match
    bob_app, bob_table = guests[1]
    while match.actor() != 1:
        host_table.try_play(host_table.legal_actions()[0])
        frames(host_app, bob_app)
    bob_table.refresh()
    pieces = bob_table.position.pieces
    made = None
    for piece in pieces:
        for target in bob_table.targets(bob_table.view, piece):
            if target.action is not None and bob_table.check(target.action) is None:
                made = (piece, target)
                break
        if made:
            break
    assert made is not None, "Bob has a card to drag"
    piece, target = made
    length = len(match.log)
    drag(bob_app, piece.rect.center, target.rect.center)
    frames(host_app, bob_app)
    assert len(match.log) == length + 1
    assert match.log[-1].action == target.action and match.log[-1].seat == 1
    assert len(bob_table.match.log) == length + 1, "Bob's table shows his move"


def test_the_host_table_waits_with_a_code_and_copies_it():
    exchange = MemoryExchange()
    host_app = linked_app(exchange)
    table = host_from_setup(host_app, "resafa", ("human", "friend"), 3)
    part = host_seats(table)
    code = part.host.remote[1].link.code
    frames(host_app)
    copy = next(b for b in part.buttons if b.label == "Copy code")
    click(host_app, copy.rect.center)
    assert pygame.scrap.get_text() == code
    assert table.toast.message.startswith("Copied Bob's code")
    new = next(b for b in part.buttons if b.label == "New code")
    click(host_app, new.rect.center)
    assert part.host.remote[1].link.code != code


def test_a_wrong_code_says_so_and_another_can_be_typed():
    exchange = MemoryExchange()
    app = linked_app(exchange)
    scene = open_join(app)
    type_code(app, scene, "9-no-such")
    frames(app)
    assert scene.status() == "Could not join: the code was wrong or already used."
    assert isinstance(app.ctx.stack.top, JoinScene)


def test_a_friend_who_left_rejoins_with_a_new_code_and_the_game_ends_the_same():
    exchange, host_app, host_table, guests = open_game("summer_nine", 3, seed=8)
    match = host_table.match
    apps = {0: host_app, 1: guests[1][0], 2: guests[2][0]}
    tables = {0: host_table, 1: guests[1][1], 2: guests[2][1]}

    def play(moves: int) -> None:
        for _ in range(moves):
            if match.is_over():
                return
            seat = match.actor()
            table = tables[seat]
            table.try_play(choose(table.legal_actions(), len(table.match.log), seat))
            frames(*apps.values())

    play(30)
    joined_seat(tables[2]).guest.link.vanish()  # Cleo's computer is gone
    frames(host_app)
    part = host_seats(host_table)
    assert part._row_words(2) == ("Cleo is away: the other computer left.", "away")
    new = next(b for b in part.buttons if b.label == "New code")
    click(host_app, new.rect.center)
    code = part.host.remote[2].link.code
    apps[2], tables[2] = seat_table(exchange, host_app, code)
    play(3000)
    assert match.is_over()
    expected, actions = local_result("summer_nine", 3, seed=8)
    assert match.actions == actions


def test_a_host_that_vanishes_leaves_the_friend_a_clear_message():
    exchange, host_app, host_table, guests = open_game("resafa", 2, seed=1)
    bob_app, bob_table = guests[1]
    host_seats(host_table).host.remote[1].link.vanish()
    frames(bob_app)
    assert bob_table.dialog is not None
    assert bob_table.dialog.title == "The game stopped"
    assert "The host's computer left the game" in bob_table.dialog.message
    bob_table.dialog.prepare(bob_app.services.text)
    click(bob_app, bob_table.dialog.buttons[0].rect.center)
    assert isinstance(bob_app.ctx.stack.top, TitleScene)


def test_a_host_who_quits_continues_later_and_the_friend_rejoins_with_a_new_code():
    exchange, host_app, host_table, guests = open_game("summer_nine", 2, seed=12)
    match = host_table.match
    bob_app, bob_table = guests[1]
    for _ in range(25):
        seat = match.actor()
        table = host_table if seat == 0 else bob_table
        table.try_play(choose(table.legal_actions(), len(table.match.log), seat))
        frames(host_app, bob_app)
    played = list(match.actions)
    table = host_app.ctx.stack.top
    key(host_app, pygame.K_ESCAPE)
    quit_button = next(b for b in table.dialog.buttons if b.label == "Quit to title")
    click(host_app, quit_button.rect.center)
    frames(bob_app)
    assert bob_table.dialog is not None and bob_table.dialog.message == "The host closed the table."
    title = host_app.ctx.stack.top
    assert isinstance(title, TitleScene)
    title.enter()
    click(host_app, next(b for b in title.buttons if b.label == "Continue").rect.center)
    again = host_app.ctx.stack.top
    assert isinstance(again, TableScene) and again.match is not match
    assert again.match.actions == played and again.match.friends == {1}
    part = host_seats(again)
    words, status = part._row_words(1)
    code = part.host.remote[1].link.code
    assert status == "waiting" and words == f"Waiting for Bob to join — code {code}"
    bob_app, bob_table = seat_table(exchange, host_app, code)
    match = again.match
    for _ in range(3000):
        if match.is_over():
            break
        seat = match.actor()
        table = again if seat == 0 else bob_table
        table.try_play(choose(table.legal_actions(), len(table.match.log), seat))
        frames(host_app, bob_app)
    expected, actions = local_result("summer_nine", 2, seed=12)
    assert match.actions == actions


def test_hot_seat_players_and_a_friend_mix_and_the_curtain_is_only_for_those_at_the_host():
    exchange = MemoryExchange()
    host_app = linked_app(exchange)
    top = start_from_setup(
        host_app, game_of("summer_nine"), 3, "standard", 7, ("human", "human", "friend")
    )
    curtains = []
    if isinstance(top, HandoverScene):
        curtains.append(top.seat)
        pass_curtain(host_app)
    table = host_app.ctx.stack.top
    assert isinstance(table, TableScene)
    code = host_seats(table).host.remote[2].link.code
    cleo_app, cleo_table = seat_table(exchange, host_app, code)
    match = table.match
    while not match.is_over():
        seat = match.actor()
        if seat == 2:
            assert not table.my_turn() and table.eyes in (0, 1), "Cleo plays at her computer"
            cleo_table.try_play(choose(cleo_table.legal_actions(), len(match.log), 2))
        else:
            assert table.eyes == seat and table.my_turn()
            table.try_play(choose(table.legal_actions(), len(match.log), seat))
        frames(host_app, cleo_app)
        top = host_app.ctx.stack.top
        if isinstance(top, HandoverScene):
            curtains.append(top.seat)
            pass_curtain(host_app)
    assert curtains and set(curtains) <= {0, 1}, "a curtain only between Ann and Bob"
    assert match.actions == local_result("summer_nine", 3, seed=7)[1]


def test_a_code_copied_at_the_host_is_pasted_into_join_a_game():
    exchange = MemoryExchange()
    host_app = linked_app(exchange)
    table = host_from_setup(host_app, "lodge", ("human", "friend"), 4)
    part = host_seats(table)
    frames(host_app)
    click(host_app, next(b for b in part.buttons if b.label == "Copy code").rect.center)
    bob_app = linked_app(exchange)
    scene = open_join(bob_app)
    key(bob_app, pygame.K_v, pygame.KMOD_CTRL)
    assert scene.field.value == part.host.remote[1].link.code
    key(bob_app, pygame.K_RETURN)
    frames(host_app, bob_app, count=3)
    assert isinstance(bob_app.ctx.stack.top, TableScene)
    assert host_seats(table).host.status(1) == "joined"
