"""A seeded monkey on every scene: random clicks, drags, wheel turns, keys and typed text
(control characters included) posted to a headless app. Bounded by a count of events,
not by wall time; a failure names the scene, the seed and the event, and
``TABLETOP_MONKEY_SEED=<n>`` (with ``TABLETOP_MONKEY_EVENTS``) replays it."""

from __future__ import annotations

import os
import random
import zlib

import pygame
import pytest

from tabletop.engine.saves import write_save
from tabletop.ui.headless import SCENES, build_scene
from tabletop.ui.scenes.title import TitleScene
from tests.toygame import GAME
from tests.ui.helpers import make_app, toy_match

EVENTS = int(os.environ.get("TABLETOP_MONKEY_EVENTS", "240"))
KEYS = [
    pygame.K_ESCAPE,
    pygame.K_RETURN,
    pygame.K_TAB,
    pygame.K_BACKSPACE,
    pygame.K_SPACE,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_PAGEUP,
    pygame.K_PAGEDOWN,
    pygame.K_z,
    pygame.K_y,
    pygame.K_h,
    pygame.K_r,
    pygame.K_f,
    pygame.K_a,
    pygame.K_1,
]
TEXTS = ["a", "Zoë", "\x00", "\x1b", "\t", "\r\n", "\u202e", "😀", "\x7f", "名前", "x" * 80, "9"]


def seed_for(name: str) -> int:
    if "TABLETOP_MONKEY_SEED" in os.environ:
        return int(os.environ["TABLETOP_MONKEY_SEED"])
    return zlib.crc32(name.encode())


def random_event(rng: random.Random, app) -> pygame.event.Event:
    """One event a player could make, in window coordinates."""
    w, h = app.window.get_size()
    pos = (rng.randrange(w), rng.randrange(h))
    kind = rng.randrange(10)
    if kind <= 2:
        buttons = (1, 0, 0) if rng.random() < 0.3 else (0, 0, 0)
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=buttons)
    if kind == 3:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice([1, 1, 3]))
    if kind == 4:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=rng.choice([1, 1, 3]))
    if kind == 5:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), flipped=False)
    if kind in (6, 7):
        mod = rng.choice([0, 0, pygame.KMOD_CTRL, pygame.KMOD_SHIFT])
        return pygame.event.Event(
            pygame.KEYDOWN, key=rng.choice(KEYS), mod=mod, unicode="", scancode=0
        )
    return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(TEXTS))


def fresh(app, name: str):
    """The scene under test on a clean stack (the title below, as in the app)."""
    scene = build_scene(app.ctx, name, GAME, 3, 4, 3, None)
    app.ctx.stack.clear_to(TitleScene(app.ctx))
    app.ctx.stack.push(scene)
    app.ctx.running = True
    return scene


def click_pair(rng: random.Random, app) -> list[pygame.event.Event]:
    """A whole click somewhere, so buttons are really pressed now and then."""
    w, h = app.window.get_size()
    pos = (rng.randrange(w), rng.randrange(h))
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ]


@pytest.mark.parametrize("name", SCENES)
def test_monkey_on_every_scene(name):
    seed = seed_for(name)
    rng = random.Random(seed)
    app = make_app()
    write_save(app.services.save_dir / "one.json", toy_match())
    (app.services.save_dir / "broken.json").write_text("{")
    fresh(app, name)
    app.step([], 1 / 60)
    sent = 0
    while sent < EVENTS:
        batch = click_pair(rng, app) if rng.random() < 0.3 else [random_event(rng, app)]
        try:
            app.step(batch, rng.choice([0.0, 1 / 60, 1 / 60, 0.1]))
        except Exception as exc:  # the failure report: enough to replay it
            raise AssertionError(
                f"scene {name!r}, seed {seed}, event {sent}: {batch!r} raised "
                f"{type(exc).__name__}: {exc} (replay: TABLETOP_MONKEY_SEED={seed})"
            ) from exc
        sent += len(batch)
        if app.ctx.stack.top is None or not app.ctx.running:
            fresh(app, name)
    assert sent >= EVENTS


def registered_games():
    from tabletop.games import GAMES

    return [game.id for game in GAMES]


@pytest.mark.parametrize("scene", ["setup", "table", "results"])
@pytest.mark.parametrize("game_id", registered_games())
def test_monkey_on_every_registered_game(game_id, scene):
    """The same monkey, shorter, on each real game's set-up, table and results."""
    seed = seed_for(f"{game_id}/{scene}")
    rng = random.Random(seed)
    app = make_app(real_games=True)
    game = app.services.game(game_id)
    built = build_scene(app.ctx, scene, game, game.max_players, 3, 12, None)
    app.ctx.stack.clear_to(TitleScene(app.ctx))
    app.ctx.stack.push(built)
    app.step([], 1 / 60)
    sent = 0
    while sent < EVENTS // 3:
        batch = click_pair(rng, app) if rng.random() < 0.3 else [random_event(rng, app)]
        try:
            app.step(batch, rng.choice([0.0, 1 / 60, 0.1]))
        except Exception as exc:
            raise AssertionError(
                f"{game_id} {scene}, seed {seed}, event {sent}: {batch!r} raised "
                f"{type(exc).__name__}: {exc} (replay: TABLETOP_MONKEY_SEED={seed})"
            ) from exc
        sent += len(batch)
        if app.ctx.stack.top is None or not app.ctx.running:
            app.ctx.running = True
            app.ctx.stack.clear_to(TitleScene(app.ctx))
