"""Lessons: a guided first game of each game, from ``data/<id>/lesson.yaml`` (pure: no
pygame; ``ui → lessons → games → engine``).

- ``lesson.py``: the file format, read with the engine's data loader conventions
  (``file:line: field: message``), and ``replay_problem`` (every step's action legal at
  its step, played from the deal);
- ``runner.py``: ``LessonRunner``, a lesson played over a ``Match``: the current step,
  the taught move, the lesson's refusal sentence, Next, Back, Skip, the scripted moves.

``docs/lessons.md`` says how a lesson is written and checked.
"""

from .lesson import (
    Lesson,
    LessonStep,
    lesson_path,
    lesson_problem,
    load_lesson,
    replay_problem,
)
from .runner import LessonRunner, imperative

__all__ = [
    "Lesson",
    "LessonRunner",
    "LessonStep",
    "imperative",
    "lesson_path",
    "lesson_problem",
    "load_lesson",
    "replay_problem",
]
