"""The real app's screens at one computer, headless, over the real transport:
``python -m tests.net.app_player host|join MAILBOX RELAY [--code C] --moves N``.

The mailbox server and relay are named in the settings, as a player names them; links
come from ``services.links()`` (the app's own ``WormholeLinks``). The host fills in set-up
(Summer Nine, two players, seat 2 "Friend elsewhere") and presses Start game, then prints
the code its table shows; the joiner opens the title's Join a game, types the code as key
events and presses Join. Each plays its own seat by dragging a card with posted mouse
events when its table says it is its turn, until the log has N moves; then each prints
``{"turn": n, "view": digest, "actions": [...], "seats": [...]}`` for seat 1's view of the position (the
host's computes it from the whole state; the joiner's is what it holds), and the joiner
leaves. The host ends when its friend left.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
import time
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # stdout carries JSON lines only

import pygame  # noqa: E402

from tabletop.net.config import shutdown_transport  # noqa: E402
from tabletop.net.loopback import loopback_only  # noqa: E402
from tabletop.ui.app import App  # noqa: E402
from tabletop.ui.tables.base import TableScene  # noqa: E402
from tests.net.remote_player import digest, say  # noqa: E402
from tests.ui.helpers import click, drag, game_of, key, make_app, start_from_setup  # noqa: E402
from tests.ui.remote_helpers import host_seats, open_join  # noqa: E402


def app_for(mailbox: str, relay: str, scale: float = 1.0) -> App:
    app = make_app(window=(1280, 720), real_games=True)
    settings = dataclasses.replace(
        app.services.settings,
        confirm_irreversible=False,
        animation_speed="off",
        mailbox=mailbox,
        relay=relay,
        ui_scale=scale,
        window_width=1280,
        window_height=720,
    )
    app.services.update_settings(settings, persist=False)
    return app


class Shots:
    """Pictures of the window at named moments (``--shots DIR``), each taken once."""

    def __init__(self, app: App, folder: str | None) -> None:
        self.app = app
        self.folder = folder
        self.taken: set[str] = set()

    def take(self, name: str) -> None:
        if self.folder is None or name in self.taken:
            return
        self.taken.add(name)
        for _ in range(3):
            self.app.step([], 1 / 60)
        pygame.image.save(self.app.window, os.path.join(self.folder, f"{name}.png"))


def table_of(app: App) -> TableScene | None:
    top = app.ctx.stack.top
    return top if isinstance(top, TableScene) else None


def drag_a_card(app: App, table: TableScene) -> bool:
    """The player drags the first card that has a place it may go, with posted events."""
    table.refresh()
    for piece in table.position.pieces:
        for target in table.targets(table.view, piece):
            if target.action is not None and table.check(target.action) is None:
                drag(app, piece.rect.center, target.rect.center)
                return True
    return False


def report(table: TableScene) -> dict[str, Any]:
    match = table.match
    game = match.game
    view = match.state if table.eyes == 1 else game.view(match.state, 1)
    turn = len(match.log)
    return {
        "turn": turn,
        "view": digest(game, view, turn),
        "actions": [e.action.to_json() for e in match.log],
        "seats": [e.seat for e in match.log],
    }


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("role", choices=["host", "join"])
    parser.add_argument("mailbox")
    parser.add_argument("relay")
    parser.add_argument("--code", default="")
    parser.add_argument("--moves", type=int, default=4)
    parser.add_argument("--seed", type=int, default=2)
    parser.add_argument("--lifetime", type=float, default=90.0)
    parser.add_argument("--shots", default=None, help="a folder for pictures of the screens")
    parser.add_argument("--ui-scale", type=float, default=1.0)
    parser.add_argument("--linger", type=float, default=0.0, help="seconds to stay at the end")
    args = parser.parse_args()
    loopback_only()
    app = app_for(args.mailbox, args.relay, args.ui_scale)
    shots = Shots(app, args.shots)
    if args.role == "host":
        controllers = ("human", "friend")
        start_from_setup(app, game_of("summer_nine"), 2, "standard", args.seed, controllers)
    else:
        scene = open_join(app)
        click(app, scene.field.rect.center)
        for letter in args.code:  # typed key by key
            key(app, getattr(pygame, f"K_{letter}", pygame.K_MINUS), text=letter)
        say(typed=scene.field.value)
        shots.take("join-typed")
        join = next(b for b in scene.buttons if b.label == "Join")
        click(app, join.rect.center)
        shots.take("join-connecting")
    deadline = time.monotonic() + args.lifetime
    told_code = False
    reported = False
    leave_at = deadline
    while time.monotonic() < min(deadline, leave_at):
        app.step(pygame.event.get(), 1 / 60)
        table = table_of(app)
        if args.role == "host" and table is not None and not told_code:
            part = host_seats(table)
            code = part.host.remote[1].link.code
            if code:
                told_code = True
                say(code=code, words=part._row_words(1)[0])
                shots.take("host-waiting")
        if table is None:
            time.sleep(0.01)
            continue
        match = table.match
        if args.role == "join" and len(match.log) >= 1:
            shots.take("join-table")
        if (
            args.role == "host"
            and len(match.log) >= 2
            and host_seats(table).host.status(1) == "joined"
        ):
            shots.take("host-joined")
        if len(match.log) >= args.moves:
            if not reported:
                reported = True
                say(**report(table))
                if args.role == "join":  # the joined player looks a moment, then leaves
                    leave_at = time.monotonic() + args.linger
            if args.role == "host" and host_seats(table).host.status(1) == "away":
                break
        elif table.my_turn():
            drag_a_card(app, table)
        time.sleep(0.01)
    app.ctx.quit()
    pygame.quit()
    shutdown_transport()
    say(exit=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
