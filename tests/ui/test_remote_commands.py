"""A friend's commands and the host's choices through the screens: Undo within one's own
turn goes through the host, a move the host refuses shows its reason, the host's Quit to
title tells every friend, a seat whose friend never came goes to a bot, Save on a joined
table says who keeps the game, and the mailbox server and relay are set in Settings."""

from __future__ import annotations

import dataclasses
import json

import pygame

from tabletop.engine.actions import EndTurn
from tabletop.net import config as net_config
from tabletop.net.config import DEFAULT_MAILBOX, DEFAULT_RELAY, WormholeLinks
from tabletop.net.memory import MemoryExchange
from tabletop.net.protocol import encode
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.scenes.settings import SettingsScene
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.settings import load_settings, settings_path
from tabletop.ui.tables.controls import ELSEWHERE_SAVE

from .helpers import click, key, make_app, post
from .remote_helpers import (
    frames,
    host_from_setup,
    host_seats,
    joined_seat,
    linked_app,
    open_game,
    open_join,
    type_code,
)


def _menu(app, label: str) -> None:
    table = app.ctx.stack.top
    key(app, pygame.K_ESCAPE)
    button = next(b for b in table.dialog.buttons if b.label == label)
    click(app, button.rect.center)


def test_a_friend_takes_back_their_own_move_with_ctrl_z():
    exchange, host_app, host_table, guests = open_game("resafa", 2, seed=1)
    match = host_table.match
    bob_app, bob_table = guests[1]
    for _ in range(400):
        table = host_table if match.actor() == 0 else bob_table
        before = len(match.log)
        table.try_play(table.legal_actions()[0])
        frames(host_app, bob_app)
        if match.log[-1].seat == 1 and len(match.log) > before and match.can_undo(1):
            break
    else:
        raise AssertionError("Bob never made a move he could take back")
    length = len(match.log)
    assert bob_table.commands.can_undo()
    key(bob_app, pygame.K_z, pygame.KMOD_CTRL)
    frames(host_app, bob_app)
    assert len(match.log) == length - 1, "the host took the move back"
    assert len(bob_table.match.log) == length - 1
    assert bob_table.view == bob_table.game.view(match.state, 1)
    assert host_table.toast.message == "Bob took back a move."


def test_a_move_the_host_refuses_shows_its_reason_at_the_friends_table():
    exchange, host_app, host_table, guests = open_game("summer_nine", 2, seed=4)
    match = host_table.match
    bob_app, bob_table = guests[1]
    while match.actor() != 1:
        host_table.try_play(host_table.legal_actions()[0])
        frames(host_app, bob_app)
    first, second = bob_table.legal_actions()[:2]
    assert bob_table.try_play(first)  # sent to the host ...
    assert not bob_table.try_play(second)  # ... which has not answered yet
    assert bob_table.toast.message == "Waiting for the host to answer your last move."
    frames(host_app, bob_app)
    assert match.log[-1].action == first
    while match.actor() != 1:
        host_table.try_play(host_table.legal_actions()[0])
        frames(host_app, bob_app)
    # a computer that sends what its screen would not (an old position, a wrong move):
    guest = joined_seat(bob_table).guest
    guest.link.send(encode("move", turn=len(match.log) - 1, action=first.to_json()))
    frames(host_app, bob_app)
    assert bob_table.toast.message == "That was sent for an earlier position; look again."
    assert bob_table.toast.good is False
    guest.link.send(encode("move", turn=len(match.log), action=EndTurn().to_json()))
    frames(host_app, bob_app)
    assert bob_table.toast.message == match.game.check(match.state, EndTurn())


def test_the_hosts_quit_to_title_tells_every_friend():
    exchange, host_app, host_table, guests = open_game("summer_nine", 3, seed=4)
    _menu(host_app, "Quit to title")
    assert isinstance(host_app.ctx.stack.top, TitleScene)
    for app, table in guests.values():
        frames(app)
        assert table.dialog is not None and table.dialog.message == "The host closed the table."


def test_a_seat_whose_friend_never_came_goes_to_a_bot_and_the_game_ends():
    exchange = MemoryExchange()
    host_app = linked_app(exchange)
    table = host_from_setup(host_app, "summer_nine", ("human", "friend"), 5)
    part = host_seats(table)
    frames(host_app)
    button = next(b for b in part.buttons if b.label == "A bot plays")
    click(host_app, button.rect.center)
    assert table.match.config.seats[1].controller == "bot:greedy"
    assert table.toast.message == "A bot plays Bob's seat from now on."
    assert part.buttons == [], "no row left: the bot plays"
    for _ in range(600):
        if isinstance(host_app.ctx.stack.top, ResultsScene):
            break
        if table.my_turn():
            table.try_play(table.legal_actions()[0])
        frames(host_app)
    assert isinstance(host_app.ctx.stack.top, ResultsScene)


def test_save_on_a_joined_table_says_the_host_keeps_the_game(tmp_path):
    exchange, host_app, host_table, guests = open_game("resafa", 2, seed=2)
    bob_app, bob_table = guests[1]
    save = next(b for b in bob_table.buttons if b.label == "Save")
    before = (
        set(bob_app.services.save_dir.glob("*")) if bob_app.services.save_dir.exists() else set()
    )
    click(bob_app, save.rect.center)
    assert bob_table.toast.message == ELSEWHERE_SAVE
    after = (
        set(bob_app.services.save_dir.glob("*")) if bob_app.services.save_dir.exists() else set()
    )
    assert after == before, "nothing is written at the friend's computer"


def test_the_join_screen_says_when_the_transport_is_missing(monkeypatch):
    monkeypatch.setattr(net_config, "TRANSPORT", "tabletop.net.no_such_transport")
    app = make_app(real_games=True)
    scene = open_join(app)
    type_code(app, scene, "7 Guitarist revenge")
    frames(app)
    assert scene.status() == (
        "Could not join: playing over the internet is not installed in this copy of Tabletop."
    )


def test_the_mailbox_server_and_relay_are_set_in_settings():
    app = make_app(real_games=True)
    scene = SettingsScene(app.ctx)
    app.ctx.stack.clear_to(TitleScene(app.ctx))
    app.ctx.stack.push(scene)
    app.step([], 1 / 60)
    click(app, scene.mailbox.rect.center)
    for _ in range(len(scene.mailbox.value)):
        key(app, pygame.K_BACKSPACE)
    post((pygame.TEXTINPUT, {"text": "ws://mailbox.example.org:4000/v1"}))
    app.step(pygame.event.get(), 1 / 60)
    key(app, pygame.K_RETURN)
    save = next(b for b in scene.buttons if b.label == "Save settings")
    click(app, save.rect.center)
    settings = app.services.settings
    assert settings.mailbox == "ws://mailbox.example.org:4000/v1"
    assert settings.relay == DEFAULT_RELAY
    assert load_settings().mailbox == "ws://mailbox.example.org:4000/v1", "kept for next time"
    links = app.services.links()
    assert isinstance(links, WormholeLinks) and links.mailbox == settings.mailbox
    again = SettingsScene(app.ctx)
    app.ctx.stack.push(again)
    app.step([], 1 / 60)
    public = next(b for b in again.buttons if b.label == "Use the public ones")
    click(app, public.rect.center)
    assert again.current().mailbox == DEFAULT_MAILBOX


def test_a_bad_address_in_the_settings_file_is_ignored():
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"mailbox": "ws://x\u0000y", "relay": "tcp:" + "r" * 300}))
    settings = load_settings()
    assert settings.mailbox == DEFAULT_MAILBOX and settings.relay == DEFAULT_RELAY
    assert "mailbox" in settings.problem and "relay" in settings.problem
    assert dataclasses.replace(settings, problem="").mailbox == DEFAULT_MAILBOX


def test_friends_are_answered_while_the_host_reads_the_rules():
    exchange, host_app, host_table, guests = open_game("summer_nine", 2, seed=4)
    match = host_table.match
    bob_app, bob_table = guests[1]
    while match.actor() != 1:
        host_table.try_play(host_table.legal_actions()[0])
        frames(host_app, bob_app)
    rules = next(b for b in host_table.buttons if b.label == "Rules")
    click(host_app, rules.rect.center)
    assert host_app.ctx.stack.top is not host_table
    length = len(match.log)
    assert bob_table.try_play(bob_table.legal_actions()[0])
    frames(host_app, bob_app)
    assert len(match.log) == length + 1, "the host's computer played Bob's move"
    assert len(bob_table.match.log) == length + 1, "and told Bob"
    key(host_app, pygame.K_ESCAPE)  # back to the table, which tells Bob's move
    frames(host_app)
    assert host_app.ctx.stack.top is host_table
    panel = host_table.story.panel  # "What happened" tells Bob's move at the host's table
    assert panel is not None and panel.entry == length
    assert panel.lines[0].startswith("Bob ")


def test_the_hosts_table_says_when_no_code_can_be_made(monkeypatch):
    monkeypatch.setattr(net_config, "TRANSPORT", "tabletop.net.no_such_transport")
    app = make_app(real_games=True)
    app.services.settings = dataclasses.replace(app.services.settings, confirm_irreversible=False)
    table = host_from_setup(app, "lodge", ("human", "friend"), 2)
    part = host_seats(table)
    frames(app)
    assert part._row_words(1) == (
        "No code for Bob: playing over the internet is not installed in this copy of Tabletop.",
        "away",
    )
    assert [b.label for b in part.buttons] == ["A bot plays", "New code"]
    assert table.try_play(table.legal_actions()[0]), "the players at the host play on"


def test_a_friend_asks_for_a_hint_at_their_own_table():
    exchange, host_app, host_table, guests = open_game("summer_nine", 2, seed=9)
    match = host_table.match
    bob_app, bob_table = guests[1]
    while match.actor() != 1:
        host_table.try_play(host_table.legal_actions()[0])
        frames(host_app, bob_app)
    key(bob_app, pygame.K_h, text="h")  # where
    hint = bob_table.hint
    assert hint is not None and hint in bob_table.legal_actions()
    assert bob_table.toast.message.startswith("Hint: look at")
    key(bob_app, pygame.K_h, text="h")  # what
    assert "press H again for why" in bob_table.toast.message
    key(bob_app, pygame.K_h, text="h")  # why
    assert bob_table.toast.message.startswith("Hint: ")
    assert bob_table.try_play(hint)
    frames(host_app, bob_app)
    assert match.log[-1].action == hint and match.log[-1].seat == 1


def test_the_players_panel_says_how_each_seat_is_played():
    exchange, host_app, host_table, guests = open_game("resafa", 3, seed=2)
    bob_app, bob_table = guests[1]
    frames(host_app, bob_app)
    assert [row.who for row in host_table.sidebar.info.seats] == ["you", "joined", "joined"]
    assert [row.who for row in bob_table.sidebar.info.seats] == ["host", "you", "friend"]
    link = joined_seat(bob_table).guest.link
    link.away = True  # the transport lost the connection and is making it again
    frames(bob_app)
    assert bob_table.sidebar.info.seats[0].who == "host, away"
    guests[2][0].ctx.nav.to_title()  # Cleo leaves
    frames(host_app, bob_app)
    assert host_table.sidebar.info.seats[2].who == "away"
    assert bob_table.sidebar.info.seats[2].who == "away"
