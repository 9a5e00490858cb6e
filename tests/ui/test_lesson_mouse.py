"""A lesson played with the mouse from the title (#25): every game with a lesson (and the
toy Pebbles lesson): Learn to play on its card, then at each step Next, the taught move
made from the pointer's grab to its drop point (or the pointed button clicked), or the
scripted move watched, to the outro; Back to the title marks the game as learnt. On the
toy lesson: a wrong drop is refused with the lesson's sentence and changes nothing; Back
and Skip this step work; Play a real game opens set-up with the lesson's settings."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from tabletop.games import GAMES
from tabletop.lessons.lesson import has_lesson
from tabletop.ui.scenes.setup import SetupScene
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.tables.coach import Coach
from tests.toygame import Pebbles
from tests.ui.helpers import click, drag, make_app, relaxed_app

TOY_LESSON = Path(__file__).resolve().parents[1] / "lessons" / "pebbles_lesson.yaml"
WITH_LESSONS = [g.id for g in GAMES if has_lesson(g)]


@pytest.fixture(autouse=True)
def toy_lesson(monkeypatch):
    monkeypatch.setattr(Pebbles, "lesson_file", TOY_LESSON, raising=False)


def app_for(game_id: str):
    if game_id == "pebbles":
        app = make_app()
        settings = dataclasses.replace(app.services.settings, confirm_irreversible=False)
        app.services.settings = settings
        return app
    return relaxed_app()


def title_of(app) -> TitleScene:
    title = TitleScene(app.ctx)
    app.ctx.stack.clear_to(title)
    for _ in range(len(app.services.games) + 2):  # each game's data and lesson checked
        app.step([], 1 / 60)
    return title


def open_lesson_from_title(app, game_id: str):
    title = title_of(app)
    index = next(i for i, g in enumerate(app.services.games) if g.id == game_id)
    assert index in title.lessons, title.lesson_problems[index]
    assert title.suggest  # the first start suggests it
    click(app, title.lessons[index].rect.center)
    table = app.ctx.stack.top
    coach = next(p for p in table.parts if isinstance(p, Coach))
    return table, coach


def settle(app, table) -> None:
    for _ in range(300):
        if not table.animating:
            return
        app.step([], 0.1)


def play_step(app, table, coach) -> None:
    """One step of the lesson as a player makes it with the mouse."""
    runner = coach.runner
    if runner.waits_for_next:
        click(app, coach.next_button.rect.center)
        return
    if runner.scripted_due:
        for _ in range(100):
            app.step([], 0.1)
            if not runner.scripted_due:
                return
        raise AssertionError("the scripted move was not played")
    settle(app, table)
    app.step([], 1 / 60)
    pointer = coach.point()
    assert pointer is not None and pointer.grab is not None and pointer.drop is not None, (
        runner.index,
        runner.expected(),
    )
    if pointer.button:
        click(app, pointer.drop)
    else:
        drag(app, pointer.grab, pointer.drop)


@pytest.mark.parametrize("game_id", ["pebbles", *WITH_LESSONS])
def test_a_lesson_is_played_with_the_mouse_to_its_end(game_id):
    app = app_for(game_id)
    table, coach = open_lesson_from_title(app, game_id)
    runner = coach.runner
    assert table.hotseat.eyes == runner.learner
    for _ in range(4 * len(runner.lesson.steps) + 10):
        if runner.finished:
            break
        before = (runner.index, runner.done, len(runner.match.log))
        play_step(app, table, coach)
        # the lesson plays the other seats' moves: nobody is "thinking" on the banner
        assert "thinking" not in table.sidebar.info.banner, table.sidebar.info.banner
        assert (runner.index, runner.done, len(runner.match.log)) != before, (
            runner.index,
            table.toast.message,
        )
        assert app.ctx.stack.top is table  # no curtain, no results, no dialog scene
    assert runner.finished
    assert runner.match.actions == runner.lesson.actions_before(len(runner.lesson.steps))
    app.step([], 1 / 60)
    click(app, coach.title_button.rect.center)
    title = app.ctx.stack.top
    assert isinstance(title, TitleScene)
    assert game_id in app.services.settings.lessons_done
    assert not title.suggest


def test_a_wrong_drop_is_refused_with_the_lessons_sentence():
    app = app_for("pebbles")
    table, coach = open_lesson_from_title(app, "pebbles")
    click(app, coach.next_button.rect.center)  # the first step is read
    app.step([], 1 / 60)
    assert [a.kind for a in table.position.legal] == ["draw"]  # narrowed to the taught move
    assert [a.kind for a, _ in table.position.moves] == ["draw"]
    state = table.match.state
    card = table.position.pieces[0]
    drag(app, card.rect.center, table.pile_rect(table.eyes).center)
    assert table.match.state is state and coach.runner.index == 1
    assert table.toast.message == "In this lesson, draw a card now."


def test_back_and_skip_with_the_mouse():
    app = app_for("pebbles")
    table, coach = open_lesson_from_title(app, "pebbles")
    runner = coach.runner
    assert not coach.back_button.enabled
    click(app, coach.skip_button.rect.center)  # a read step: on
    assert runner.index == 1
    click(app, coach.skip_button.rect.center)  # the draw, made for the learner
    assert len(runner.match.log) == 1 and runner.done
    click(app, coach.back_button.rect.center)  # the draw taken back
    assert runner.index == 1 and not runner.done and table.match.log == []
    assert table.match is runner.match
    click(app, coach.skip_button.rect.center)
    click(app, coach.next_button.rect.center)
    click(app, coach.skip_button.rect.center)  # play 11
    assert runner.index == 3 and runner.scripted_due
    click(app, coach.back_button.rect.center)  # back to play 11
    assert runner.index == 2 and len(table.match.log) == 1


def test_play_a_real_game_opens_set_up_with_the_lessons_settings():
    app = app_for("pebbles")
    table, coach = open_lesson_from_title(app, "pebbles")
    while not coach.runner.finished:
        coach.skip()
    app.step([], 1 / 60)
    click(app, coach.real_button.rect.center)
    setup = app.ctx.stack.top
    assert isinstance(setup, SetupScene)
    assert setup.players == 2 and setup.mode == "standard"
    assert isinstance(app.ctx.stack.scenes[0], TitleScene)
