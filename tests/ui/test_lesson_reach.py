"""Reaching a lesson (#25): Learn to play on set-up; a broken lesson disables only the
lesson on the title (its game still opens set-up); a lesson is not autosaved and asks
no confirmation; ``lessons_done`` in the settings file is read, and a bad value is
named like other settings."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.engine.saves import list_saves
from tabletop.ui.scenes.setup import SetupScene
from tabletop.ui.settings import load_settings, save_settings, with_lesson_done
from tabletop.ui.tables.coach import Coach
from tests.toygame import GAME, Pebbles
from tests.ui.helpers import click, make_app
from tests.ui.test_lesson_mouse import TOY_LESSON, title_of


@pytest.fixture
def toy_lesson(monkeypatch):
    monkeypatch.setattr(Pebbles, "lesson_file", TOY_LESSON, raising=False)


def test_learn_to_play_on_set_up(toy_lesson):
    app = make_app()
    title_of(app)
    app.ctx.nav.to_setup(GAME)
    setup = app.ctx.stack.top
    assert isinstance(setup, SetupScene)
    learn = next(b for b in setup.buttons if b.label == "Learn to play")
    click(app, learn.rect.center)
    table = app.ctx.stack.top
    assert any(isinstance(p, Coach) for p in table.parts)


def test_no_learn_to_play_without_a_lesson():
    app = make_app()
    title = title_of(app)
    assert title.lessons == {} and not title.suggest
    setup = SetupScene(app.ctx, GAME)
    assert all(b.label != "Learn to play" for b in setup.buttons)


def test_a_broken_lesson_disables_only_the_lesson(tmp_path, monkeypatch):
    path = tmp_path / "data" / "pebbles" / "lesson.yaml"
    path.parent.mkdir(parents=True)
    path.write_text(TOY_LESSON.read_text().replace("do: play card=11", "do: play card=12"))
    monkeypatch.setattr(Pebbles, "lesson_file", path, raising=False)
    app = make_app()
    title = title_of(app)
    assert title.lessons == {}
    assert title.lesson_problems[0].startswith("data/pebbles/lesson.yaml:16: steps[2].do: ")
    assert title.problems == [None]
    click(app, title.cards[0].center)  # the game itself still opens
    assert isinstance(app.ctx.stack.top, SetupScene)
    assert app.ctx.nav.to_lesson(GAME).startswith("data/pebbles/lesson.yaml:16:")


def test_a_lesson_is_not_autosaved_and_asks_no_confirmation(toy_lesson):
    app = make_app()
    assert app.services.settings.confirm_irreversible
    title = title_of(app)
    click(app, title.lessons[0].rect.center)
    table = app.ctx.stack.top
    coach = next(p for p in table.parts if isinstance(p, Coach))
    click(app, coach.next_button.rect.center)
    app.step([], 1 / 60)
    click(app, table.sidebar.moves.button_for(coach.runner.expected()).rect.center)
    assert table.dialog is None and len(table.match.log) == 1  # a draw reveals: no question
    assert list_saves(app.services.save_dir) == []


def test_the_title_marks_a_learnt_game(toy_lesson):
    app = make_app()
    app.services.settings = with_lesson_done(app.services.settings, "pebbles")
    title = title_of(app)
    assert not title.suggest
    drawn = []
    title._draw_learnt = lambda surface, rect: drawn.append(rect)
    title.draw(app.canvas)
    assert drawn == [title.cards[0]]


def test_lessons_done_in_the_settings_file(tmp_path: Path):
    path = tmp_path / "settings.json"
    save_settings(with_lesson_done(load_settings(path), "lodge"), path)
    settings = load_settings(path)
    assert settings.lessons_done == ("lodge",) and settings.lessons_suggested
    path.write_text(json.dumps({"lessons_done": "lodge", "fullscreen": False}))
    settings = load_settings(path)
    assert settings.lessons_done == ()
    assert settings.problem == (
        "settings.json: ignored lessons_done (expected a list of game ids); using the defaults"
    )
