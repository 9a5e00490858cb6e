"""Every registered game's lesson (``data/<id>/lesson.yaml``) loads and replays through
the engine: every step's move legal at its step, made by the seat whose turn it is. A
game with no lesson yet is skipped; each lesson is picked up as it lands."""

from __future__ import annotations

import pytest

from tabletop.games import GAMES
from tabletop.lessons import LessonRunner, load_lesson, replay_problem
from tabletop.lessons.lesson import has_lesson

WITH_LESSONS = [g for g in GAMES if has_lesson(g)]


def test_the_lessons_are_found():
    """Runs with zero lessons present too: it only lists them."""
    assert all(has_lesson(g) for g in WITH_LESSONS)


@pytest.mark.parametrize("game", WITH_LESSONS, ids=[g.id for g in WITH_LESSONS])
def test_a_lesson_replays_through_the_engine(game):
    lesson = load_lesson(game)
    assert replay_problem(game, lesson) is None
    runner = LessonRunner(game, lesson)
    while not runner.finished:  # the runner plays it to its end the same way
        runner.skip()
    assert runner.match.actions == lesson.actions_before(len(lesson.steps))
    assert lesson.outro, "a lesson ends with what it left out"
