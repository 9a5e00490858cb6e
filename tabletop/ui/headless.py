"""Headless rendering: ``python main.py screenshot`` and the scenes used by tests and bench.

Runs under ``SDL_VIDEODRIVER=dummy``; bot moves are played with seeded random bots so the
same arguments always give the same picture.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import random
from pathlib import Path

import pygame

from tabletop.engine.bots import RandomBot, bot_move
from tabletop.engine.config import Config, Seat
from tabletop.engine.game import Game
from tabletop.engine.match import Match

from .app import App, init_pygame, make_services
from .scene import Context, Scene
from .services import Services
from .settings import Settings
from .text import TextCache

SCENES = ("table", "title", "setup", "settings", "load", "rules", "results", "handover")


def headless_services(games: tuple[Game, ...] | None = None, table_for=None) -> Services:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    init_pygame()
    services = make_services(Settings())
    if games is not None:
        services.games = games
    if table_for is not None:
        services.table_for = table_for
    return services


def table_match(
    game: Game, players: int, seed: int, moves: int, mode: str | None = None, human_seat: int = 0
) -> Match:
    """A match with seat ``human_seat`` human and the others greedy bots, after ``moves``
    random-bot moves and then on to the human's next decision (so the picture shows what
    the player does); it stops early if the game ends."""
    if mode is None:  # one player plays the solo mode where the game has one
        mode = game.solo_modes[0] if players == 1 and game.solo_modes else game.modes[0]
    base = Config.default(players, seed=seed, mode=mode)
    seats = tuple(
        Seat(s.name, s.colour, "human" if i == human_seat else "bot:greedy")
        for i, s in enumerate(base.seats)
    )
    match = Match(game, Config(seats=seats, seed=seed, mode=base.mode))
    bot, rng = RandomBot(), random.Random(seed)
    for count in range(moves + 500):
        if match.is_over() or (count >= moves and match.actor() == human_seat):
            break
        match.play(bot_move(game, match.state, bot, rng))
    return match


def build_scene(
    ctx: Context,
    name: str,
    game: Game | None,
    players: int,
    seed: int,
    moves: int,
    mode: str | None,
) -> Scene:
    from .scenes.handover import HandoverScene
    from .scenes.load import LoadScene
    from .scenes.results import ResultsScene
    from .scenes.rules import RulesScene
    from .scenes.settings import SettingsScene
    from .scenes.setup import SetupScene
    from .scenes.title import TitleScene

    if name == "title":
        return TitleScene(ctx)
    if name == "settings":
        return SettingsScene(ctx)
    if name == "load":
        return LoadScene(ctx)
    if name == "join":
        from .scenes.join import JoinScene

        return JoinScene(ctx)
    if game is None:
        raise SystemExit(
            f"--scene {name} needs --game (one of: {', '.join(g.id for g in ctx.services.games) or 'none registered'})"
        )
    if name == "setup":
        return SetupScene(ctx, game)
    if name == "rules":
        return RulesScene(ctx, game)
    if name == "results":
        return ResultsScene(ctx, table_match(game, players, seed, 10**6, mode))
    if name in ("hosting", "joined"):
        return remote_scene(ctx, name, game, players, seed, moves, mode)
    match = table_match(game, players, seed, moves, mode)
    table = ctx.services.table_for(game)(ctx, match, autosave=False)
    if name == "handover":
        return HandoverScene(ctx, table, 0)
    return table


def remote_scene(
    ctx: Context, name: str, game: Game, players: int, seed: int, moves: int, mode: str | None
) -> Scene:
    """A table with friends at other computers, over links in memory: ``hosting``, the
    host's table waiting for friends on seats 2 and up (seat 2's friend has joined when
    there are three or more players); ``joined``, seat 2's table at a friend's computer."""
    from tabletop.net.guest import Guest
    from tabletop.net.host import Host
    from tabletop.net.memory import MemoryExchange

    from .tables.remote import HostSeats, JoinedSeat

    exchange = MemoryExchange()
    human = 1 if name == "joined" else 0
    match = table_match(game, players, seed, moves, mode, human_seat=human)
    friends = range(1, players) if name == "hosting" else [1]
    seats = list(match.config.seats)
    for seat in [0, *friends]:  # the host plays seat 1; the others are bots
        seats[seat] = dataclasses.replace(seats[seat], controller="human")
    match.config = dataclasses.replace(match.config, seats=tuple(seats))
    host = Host(match, friends, exchange.host)
    code = host.remote[1].link.code
    assert code is not None
    guest = Guest(exchange.join(code), ctx.services.game)
    host.pump()
    guest.pump()
    if name == "hosting":
        table = ctx.services.table_for(game)(ctx, match, autosave=False)
        table.hold(HostSeats(table, host))
        return table
    assert guest.match is not None
    table = ctx.services.table_for(game)(ctx, guest.match, autosave=False)
    table.hold(JoinedSeat(table, guest))
    return table


def render_scene(app: App, scene: Scene, frames: int = 2) -> pygame.Surface:
    app.ctx.stack.clear_to(scene)
    for _ in range(frames):
        app.step([], 1 / 60)
    return app.window


def screenshot_command(args: argparse.Namespace) -> int:
    services = headless_services()
    game = None
    if args.game:
        try:
            game = services.game(args.game)
        except KeyError:
            known = ", ".join(g.id for g in services.games) or "none registered yet"
            print(f"unknown game {args.game!r} (known: {known})")
            return 2
    elif args.scene in ("table", "handover", "results", "setup", "rules", "hosting", "joined"):
        print(f"--scene {args.scene} needs --game")
        return 2
    players = args.players or (game.max_players if game else 2)
    try:
        width, height = (int(v) for v in args.size.lower().split("x"))
        if not (64 <= width <= 7680 and 64 <= height <= 4320):
            raise ValueError
    except ValueError:
        print(f"--size {args.size!r}: expected WIDTHxHEIGHT, e.g. 1600x900")
        return 2
    scale = getattr(args, "text_scale", 100)
    if not 50 <= scale <= 200:
        print(f"--text-scale {scale}: expected a percent from 50 to 200, e.g. 130")
        return 2
    if scale != 100:
        services.settings = dataclasses.replace(services.settings, ui_scale=scale / 100)
        services.text = TextCache(scale=scale / 100)
    app = App(services, window_size=(width, height), start_scene=Scene(Context(services)))
    scene = build_scene(app.ctx, args.scene, game, players, args.seed, args.moves, args.mode)
    surface = render_scene(app, scene)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(out))
    print(f"wrote {out} ({surface.get_width()}x{surface.get_height()}, scene {args.scene})")
    return 0
