"""Helpers for tests of play across computers through the screens: apps that share an
in-memory exchange (``services.make_links``), a host table opened from set-up with friends'
seats, joiners that come in through the title's Join a game."""

from __future__ import annotations

import dataclasses

import pygame

from tabletop.net.memory import MemoryExchange
from tabletop.ui.app import App
from tabletop.ui.scenes.join import JoinScene
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.tables.base import TableScene
from tabletop.ui.tables.remote import HostSeats, JoinedSeat

from .helpers import click, game_of, make_app, post, start_from_setup


def linked_app(exchange: MemoryExchange) -> App:
    """A headless app with the real games whose links come from ``exchange``, moves
    played without asking, nothing animated."""
    app = make_app(real_games=True)
    app.services.settings = dataclasses.replace(
        app.services.settings, confirm_irreversible=False, animation_speed="off"
    )
    app.services.make_links = lambda settings: exchange
    return app


def host_from_setup(app: App, game_id: str, controllers, seed: int) -> TableScene:
    """The host's table, opened by filling in set-up (``friend`` seats) and Start game."""
    top = start_from_setup(app, game_of(game_id), len(controllers), "standard", seed, controllers)
    assert isinstance(top, TableScene), type(top)
    return top


def host_seats(table: TableScene) -> HostSeats:
    return next(p for p in table.parts if isinstance(p, HostSeats))


def joined_seat(table: TableScene) -> JoinedSeat:
    return next(p for p in table.parts if isinstance(p, JoinedSeat))


def open_join(app: App) -> JoinScene:
    """The title, then its Join a game button."""
    app.ctx.stack.clear_to(TitleScene(app.ctx))
    app.step([], 1 / 60)
    title = app.ctx.stack.top
    assert isinstance(title, TitleScene)
    button = next(b for b in title.buttons if b.label == "Join a game")
    click(app, button.rect.center)
    scene = app.ctx.stack.top
    assert isinstance(scene, JoinScene)
    return scene


def type_code(app: App, scene: JoinScene, code: str) -> None:
    """Type ``code`` into the Join screen's field and press Join."""
    click(app, scene.field.rect.center)
    post((pygame.TEXTINPUT, {"text": code}))
    app.step(pygame.event.get(), 1 / 60)
    join = next(b for b in scene.buttons if b.label == "Join")
    click(app, join.rect.center)


def frames(*apps: App, count: int = 2) -> None:
    """Let time pass on every computer (each looks for messages in its update)."""
    for _ in range(count):
        for app in apps:
            app.step([], 1 / 30)


def seat_table(exchange, host_app, code: str):
    """A friend's app joining with ``code`` through the title's Join a game, and its table."""
    app = linked_app(exchange)
    scene = open_join(app)
    type_code(app, scene, code)
    for _ in range(5):
        frames(host_app, app)
        if isinstance(app.ctx.stack.top, TableScene):
            break
    table = app.ctx.stack.top
    assert isinstance(table, TableScene), "the joined player's table opens"
    return app, table


def open_game(game_id: str, players: int, seed: int):
    """A host opened through set-up with friends on seats 2 and up, each joined through
    their own app: (exchange, host app, host table, {seat: (app, table)})."""
    exchange = MemoryExchange()
    host_app = linked_app(exchange)
    controllers = ("human",) + ("friend",) * (players - 1)
    host_table = host_from_setup(host_app, game_id, controllers, seed)
    part = host_seats(host_table)
    guests = {}
    for seat in range(1, players):
        words, status = part._row_words(seat)
        code = part.host.remote[seat].link.code
        assert (
            status == "waiting"
            and words == f"Waiting for {host_table.match.seat_name(seat)} to join — code {code}"
        )
        guests[seat] = seat_table(exchange, host_app, code)
    return exchange, host_app, host_table, guests
