"""Idle frames: the real loop draws only when something changed or moves (issue #14).

Not timed: frames are counted. ``App.step(..., only_if_changed=True)`` is one pass of
the real loop; ``App.next_events`` is how it waits for input.
"""

import pygame
import pytest

from tabletop.ui.scene import IDLE_WAIT, Scene
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.scenes.rules import RulesScene
from tabletop.ui.scenes.settings import SettingsScene
from tabletop.ui.scenes.setup import SetupScene
from tabletop.ui.scenes.title import TitleScene
from tests.toygame import GAME
from tests.ui.helpers import make_app, pass_curtain, toy_match
from tests.ui.toy_table import PebblesTable

STEPS = 30


@pytest.fixture
def app():
    return make_app()


def idle_steps(app, steps=STEPS, dt=1 / 60) -> int:
    """How many frames ``steps`` passes of the loop with no input drew."""
    before = app.frames
    for _ in range(steps):
        app.step([], dt, only_if_changed=True)
    return app.frames - before


def motion(app, pos=(400, 300)):
    wpos = app.viewport.to_window(pos)
    return pygame.event.Event(
        pygame.MOUSEMOTION, {"pos": wpos, "rel": (1, 1), "buttons": (0, 0, 0)}
    )


def open_table(app, controllers=("human", "human")):
    match = toy_match(controllers)
    table = PebblesTable(app.ctx, match, autosave=False)
    app.ctx.stack.clear_to(table)
    app.step([], 1 / 60)
    pass_curtain(app)
    return table


def shell_scenes(app):
    ctx = app.ctx
    return [
        TitleScene(ctx),
        SetupScene(ctx, GAME),
        SettingsScene(ctx),
        RulesScene(ctx, GAME),
        ResultsScene(ctx, toy_match()),
    ]


def test_an_idle_shell_scene_draws_at_most_once(app):
    for scene in shell_scenes(app):
        app.ctx.stack.clear_to(scene)
        assert idle_steps(app) <= 1, type(scene).__name__
        assert idle_steps(app) == 0, type(scene).__name__


def test_input_makes_a_shell_scene_draw(app):
    app.ctx.stack.clear_to(TitleScene(app.ctx))
    idle_steps(app)
    assert app.step([motion(app)], 1 / 60, only_if_changed=True)
    assert idle_steps(app) == 0


def test_a_change_of_scene_draws(app):
    title = TitleScene(app.ctx)
    app.ctx.stack.clear_to(title)
    idle_steps(app)
    app.ctx.stack.push(SettingsScene(app.ctx))
    assert idle_steps(app, 3) == 1
    app.ctx.stack.pop()
    assert idle_steps(app, 3) == 1


def test_a_toast_draws_when_it_comes_and_when_it_goes(app):
    title = TitleScene(app.ctx)
    app.ctx.stack.clear_to(title)
    idle_steps(app)
    title.toast.show("Saved", seconds=1.0)
    assert 0 < title.wake_after() <= 1.0, "the loop wakes when the toast is to go"
    assert idle_steps(app, 10, dt=0.05) == 1, "drawn when it appears, then still"
    assert idle_steps(app, 20, dt=0.05) == 1, "drawn once more when it goes"
    assert title.wake_after() == IDLE_WAIT


def test_an_idle_table_draws_at_most_once(app):
    table = open_table(app)
    assert table.my_turn()
    assert idle_steps(app) <= 1
    assert idle_steps(app) == 0
    assert app.step([motion(app)], 1 / 60, only_if_changed=True), "input draws"
    assert idle_steps(app) == 0


def test_a_tween_draws_every_frame_until_it_ends(app):
    table = open_table(app)
    idle_steps(app)
    table.tweens.add(pygame.Surface((10, 10)), (0, 0), (100, 100), 0.2)
    assert idle_steps(app, 6) == 6, "a moving piece is drawn every frame"
    idle_steps(app, 20)
    assert not table.tweens.busy
    assert idle_steps(app) == 0


def test_a_bots_move_is_drawn_without_input(app):
    table = open_table(app, ("human", "bot:greedy"))
    match = table.match
    pile = next(p for p in table.pieces(table.view))
    target = next(t for t in table.targets(table.view, pile) if t.action is not None)
    assert table.try_play(target.action)
    assert table.wake_after() == 0, "updated every frame while the bot is to move"
    moves = len(match.log)
    for _ in range(200):
        drew = app.step([], 1 / 30, only_if_changed=True)
        if len(match.log) > moves:
            break
    assert len(match.log) > moves, "the bot moved with no input"
    assert drew, "its move is drawn in the same pass of the loop"
    idle_steps(app, 200, dt=1 / 30)  # its glide and marks settle
    assert table.my_turn()
    assert idle_steps(app) == 0


def test_a_scene_that_does_not_opt_in_draws_every_frame(app):
    app.ctx.stack.clear_to(Scene(app.ctx))
    assert idle_steps(app, 5) == 5


def test_step_without_the_flag_always_draws(app):
    """Tests and screenshots call ``step`` to get a frame: it always draws."""
    app.ctx.stack.clear_to(TitleScene(app.ctx))
    before = app.frames
    for _ in range(3):
        app.step([], 1 / 60)
    assert app.frames == before + 3


def test_waiting_returns_input_at_once(app):
    app.ctx.stack.clear_to(TitleScene(app.ctx))
    idle_steps(app)
    pygame.event.clear()
    pygame.event.post(motion(app))
    events, dt = app.next_events()
    assert any(e.type == pygame.MOUSEMOTION for e in events)
    assert dt <= 0.5
