"""Helpers for UI tests: a headless app with the toy game registered, and posted events."""

from __future__ import annotations

import dataclasses

import pygame

from tabletop.engine import Config, Seat
from tabletop.engine.match import Match
from tabletop.ui.app import App
from tabletop.ui.headless import headless_services
from tabletop.ui.scene import Context, Scene
from tabletop.ui.scenes.handover import HandoverScene
from tabletop.ui.scenes.setup import SetupScene
from tests.toygame import GAME
from tests.ui.toy_table import PebblesTable


def make_app(window=(1600, 900), real_games: bool = False) -> App:
    """A headless app; with ``real_games`` the registered games and their tables, else the
    toy game on its toy table."""
    if real_games:
        services = headless_services()
    else:
        services = headless_services(games=(GAME,), table_for=lambda game: PebblesTable)
    return App(services, window_size=window, start_scene=Scene(Context(services)))


def toy_match(controllers=("human", "human"), seed=5) -> Match:
    seats = tuple(
        Seat(n, c, k)
        for n, c, k in zip(("Ann", "Bob", "Cleo"), ("red", "blue", "green"), controllers)
    )
    return Match(GAME, Config(seats=seats, seed=seed))


def post(*events) -> None:
    for kind, data in events:
        pygame.event.post(pygame.event.Event(kind, data))


def click(app: App, pos, button=1) -> None:
    """A full click at canvas position ``pos`` (mapped to the window first)."""
    wpos = app.viewport.to_window(pos)
    post(
        (pygame.MOUSEMOTION, {"pos": wpos, "rel": (0, 0), "buttons": (0, 0, 0)}),
        (pygame.MOUSEBUTTONDOWN, {"pos": wpos, "button": button}),
        (pygame.MOUSEBUTTONUP, {"pos": wpos, "button": button}),
    )
    app.step(pygame.event.get(), 1 / 60)


def drag(app: App, start, end, steps=4) -> None:
    """Press at ``start``, move in steps, release at ``end`` (canvas coordinates)."""
    events = [(pygame.MOUSEBUTTONDOWN, {"pos": app.viewport.to_window(start), "button": 1})]
    for i in range(1, steps + 1):
        p = (
            start[0] + (end[0] - start[0]) * i // steps,
            start[1] + (end[1] - start[1]) * i // steps,
        )
        events.append(
            (
                pygame.MOUSEMOTION,
                {"pos": app.viewport.to_window(p), "rel": (1, 1), "buttons": (1, 0, 0)},
            )
        )
    post(*events)
    app.step(pygame.event.get(), 1 / 60)
    post((pygame.MOUSEBUTTONUP, {"pos": app.viewport.to_window(end), "button": 1}))
    app.step(pygame.event.get(), 1 / 60)


def key(app: App, k, mod=0, text: str | None = None) -> None:
    post((pygame.KEYDOWN, {"key": k, "mod": mod, "unicode": text or "", "scancode": 0}))
    if text:
        post((pygame.TEXTINPUT, {"text": text}))
    app.step(pygame.event.get(), 1 / 60)


NAMES = ("Ann", "Bob", "Cleo", "Dan", "Eve")
COLOURS = ("red", "blue", "green", "yellow", "purple")


def seated_match(
    game, players: int, mode: str = "standard", controllers=None, seed: int = 3
) -> Match:
    """A match of a real game with named seats (all human unless ``controllers`` says)."""
    controllers = controllers or ("human",) * players
    seats = tuple(Seat(NAMES[i], COLOURS[i], controllers[i]) for i in range(players))
    return Match(game, Config(seats=seats, seed=seed, mode=mode))


def pass_curtain(app: App) -> None:
    """If the hot-seat curtain is up, click "I am …: show my table" as the player would."""
    top = app.ctx.stack.top
    if isinstance(top, HandoverScene):
        click(app, top.buttons[0].rect.center)


def play_at_table(app: App, table, action) -> None:
    """Play ``action`` through ``table`` for the player at the screen, as their drop or
    click would; the table hands the screen on (behind the curtain in a game with secrets)
    and the next player clicks through the curtain."""
    assert table.try_play(action), table.toast.message
    pass_curtain(app)


def open_game_table(app: App, match: Match, table_class):
    """``table_class`` on ``match``, opened as the set-up scene opens a table (the table
    itself decides whose eyes are on the screen), past the curtain, one frame drawn."""
    table = table_class(app.ctx, match, autosave=False)
    app.ctx.stack.clear_to(table)
    app.step([], 1 / 60)
    pass_curtain(app)
    return table


def relaxed_app() -> App:
    """A headless app with the real games that plays irreversible moves without asking."""
    app = make_app(real_games=True)
    app.services.settings = dataclasses.replace(app.services.settings, confirm_irreversible=False)
    return app


def _cycle_to(app: App, choice, value, limit: int = 12) -> None:
    """Click ``choice``'s right arrow until it shows ``value``."""
    for _ in range(limit):
        if choice().value == value:
            return
        click(app, choice().right.center)
    assert choice().value == value, f"{value!r} is not offered"


def start_from_setup(app: App, game, players: int, mode: str, seed: int, controllers=None):
    """Open the set-up scene for ``game`` and fill it in as a player would (clicks on the
    mode, player count and seat controls, the seed typed in), then press Start game.
    Returns the scene on top afterwards (the table, or the hot-seat curtain over it)."""
    setup = SetupScene(app.ctx, game)
    app.ctx.stack.clear_to(setup)
    app.step([], 1 / 60)
    _cycle_to(app, lambda: setup.mode_choice, mode)
    _cycle_to(app, lambda: setup.count_choice, players)
    controllers = controllers or ("human",) * players
    for i, wanted in enumerate(controllers):
        _cycle_to(app, lambda i=i: setup.controller_choices[i], wanted)
    click(app, setup.seed_field.rect.center)
    for _ in range(len(setup.seed_field.value)):
        key(app, pygame.K_BACKSPACE)
    post((pygame.TEXTINPUT, {"text": str(seed)}))
    app.step(pygame.event.get(), 1 / 60)
    key(app, pygame.K_RETURN)  # leaves the field
    start = next(b for b in setup.buttons if b.label == "Start game")
    click(app, start.rect.center)
    return app.ctx.stack.top


def game_of(game_id: str):
    """The registered game called ``game_id``."""
    from tabletop.games import GAMES

    return next(g for g in GAMES if g.id == game_id)


def motion(app: App, pos, buttons=(1, 0, 0)) -> None:
    """One pointer move to canvas ``pos`` (given in window pixels, as SDL posts it)."""
    wpos = app.viewport.to_window(pos)
    event = pygame.event.Event(pygame.MOUSEMOTION, {"pos": wpos, "rel": (1, 1), "buttons": buttons})
    app.step([event], 1 / 60)


def press(app: App, pos) -> None:
    """The left button pressed at canvas ``pos``, one frame."""
    wpos = app.viewport.to_window(pos)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, {"pos": wpos, "button": 1})], 1 / 60)


def release(app: App, pos) -> None:
    """The left button released at canvas ``pos``, one frame."""
    wpos = app.viewport.to_window(pos)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, {"pos": wpos, "button": 1})], 1 / 60)


def probed_scene(
    game_id: str | None,
    players: int,
    seed: int,
    moves: int,
    scale: float = 1.0,
    name: str = "table",
    window=(1280, 720),
    mode: str | None = None,
):
    """The screenshot path's scene (``headless.build_scene``) at a text size, drawn once
    with the layout probe on: ``(scene, probe)``, the probe holding every text drawn."""
    from tabletop.ui import layout_probe
    from tabletop.ui.headless import build_scene, render_scene
    from tabletop.ui.text import TextCache

    services = headless_services()
    services.settings = dataclasses.replace(services.settings, ui_scale=scale)
    services.text = TextCache(scale=scale)
    app = App(services, window_size=window, start_scene=Scene(Context(services)))
    probe = layout_probe.LayoutRecord(app.canvas)
    layout_probe.active = probe
    try:
        game = services.game(game_id) if game_id else None
        scene = build_scene(app.ctx, name, game, players, seed, moves, mode)
        render_scene(app, scene, frames=1)
    finally:
        layout_probe.active = None
    return scene, probe
