"""The toy lesson (``pebbles_lesson.yaml``, every kind of step) played through the engine
alone: read steps, the learner's moves, the scripted moves of another seat, why, the
lesson's refusal sentence, Back and Skip."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.engine.actions import parse_action
from tabletop.lessons import LessonRunner, lesson_problem, load_lesson, replay_problem
from tests.toygame import GAME, Pebbles

TOY_LESSON = Path(__file__).with_name("pebbles_lesson.yaml")


@pytest.fixture
def toy_lesson(monkeypatch):
    monkeypatch.setattr(Pebbles, "lesson_file", TOY_LESSON, raising=False)
    return load_lesson(GAME)


def act(text):
    return parse_action(GAME, text)


def test_the_toy_lesson_loads_and_replays(toy_lesson):
    assert toy_lesson.learner == 0
    assert [s.reads for s in toy_lesson.steps] == [True, False, False, False, False, False, True]
    assert [s.scripted for s in toy_lesson.steps][3:5] == [True, True]
    assert replay_problem(GAME, toy_lesson) is None
    assert lesson_problem(GAME) is None


def test_every_kind_of_step_played_through_the_engine(toy_lesson):
    runner = LessonRunner(GAME, toy_lesson)
    assert runner.waits_for_next and runner.expected() is None
    assert runner.play(act("draw")) == "In this lesson, read the coach's note and press Next."
    assert runner.next()
    assert runner.expected() == act("draw")
    refusal = runner.play(act("play card=3"))
    assert refusal == "In this lesson, draw a card now."
    assert runner.match.actions == []  # refused: nothing changed
    assert runner.play(act("draw")) is None
    assert runner.done and runner.waits_for_next  # its why shows until Next
    assert runner.next() and runner.last_why == "A card more in your hand is a choice more."
    assert runner.check(act("play card=2")) == "In this lesson, play 11 now."
    assert runner.play(act("play card=11")) is None
    assert runner.index == 3 and not runner.done  # no why: on at once
    assert runner.scripted_due and runner.expected() is None
    assert runner.play(act("draw")) == "In this lesson, watch Bob's move first."
    assert runner.play_scripted() == act("draw")
    assert runner.done and runner.next()
    assert runner.play_scripted() == act("play card=10")
    assert runner.next() and runner.last_why == "Bob played his highest card, as you did."
    assert runner.play(act("play card=3")) is None
    assert runner.next()
    assert runner.waits_for_next and runner.next()
    assert runner.finished and runner.step is None
    assert GAME.live_scores(runner.match.state) == (14, 10)


def test_back_rebuilds_the_match_one_learner_step_back(toy_lesson):
    runner = LessonRunner(GAME, toy_lesson)
    assert not runner.back()  # nothing before the first step
    runner.next()
    runner.play(act("draw"))
    assert runner.back() and runner.index == 1 and runner.match.actions == []  # move undone
    runner.play(act("draw"))
    runner.next()
    runner.play(act("play card=11"))
    runner.play_scripted()
    runner.next()
    assert runner.index == 4
    assert runner.back()  # over Bob's scripted draw to the learner's last step
    assert runner.index == 2 and runner.match.actions == [act("draw")]
    assert runner.expected() == act("play card=11")


def test_skip_plays_the_step_for_the_learner(toy_lesson):
    runner = LessonRunner(GAME, toy_lesson)
    assert runner.skip() is None and runner.index == 1  # a read step: Next
    assert runner.skip() == act("draw")
    assert runner.done
    runner.next()
    assert runner.skip() == act("play card=11")
    assert runner.skip() == act("draw")  # Bob's, played by the lesson
    while not runner.finished:
        runner.skip()
    assert GAME.live_scores(runner.match.state) == (14, 10)
