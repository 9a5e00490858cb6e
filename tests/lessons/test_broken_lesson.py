"""A broken lesson gives ``file:line: field: message`` and disables only the lesson: the
game stays playable and its other data is untouched."""

from __future__ import annotations

import textwrap

import pytest

from tabletop.engine.data import DataError
from tabletop.lessons import lesson_problem, load_lesson
from tests.toygame import GAME, Pebbles

GOOD = """\
deal: {seed: 5}
seats:
  - {name: You, colour: red}
  - {name: Bob, colour: blue, controller: "bot:greedy"}
steps:
  - say: Hello.
  - say: Draw.
    do: draw
outro: Bye.
"""


def write(tmp_path, monkeypatch, text):
    path = tmp_path / "data" / "pebbles" / "lesson.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text))
    monkeypatch.setattr(Pebbles, "lesson_file", path, raising=False)
    return path


@pytest.mark.parametrize(
    ("old", "new", "problem"),
    [
        ("    do: draw", "    do: fly", "data/pebbles/lesson.yaml:8: steps[1].do: "),
        ("    do: draw", "    do: play card=11", "data/pebbles/lesson.yaml:8: steps[1].do: You"),
        ("    do: draw", "    do: play card=x", "data/pebbles/lesson.yaml:8: steps[1].do: "),
        ("  - say: Hello.", "  - sy: Hello.", "data/pebbles/lesson.yaml:6: steps[0].sy: unknown"),
        ("colour: red}", "colour: pink}", "data/pebbles/lesson.yaml:3: seats[0].colour: unknown"),
        ("outro: Bye.", "", "data/pebbles/lesson.yaml:1: outro: missing"),
        ("{seed: 5}", "{seed: 5, mode: duel}", "data/pebbles/lesson.yaml:1: deal.mode: "),
        ('controller: "bot:greedy"', "", "data/pebbles/lesson.yaml:3: seats: expected exactly"),
        ("    do: draw", "    do: draw\n    by: Cleo", "data/pebbles/lesson.yaml:9: steps[1].by:"),
        (
            "  - say: Hello.",
            "  - say: Hello.\n    why: x",
            "data/pebbles/lesson.yaml:7: steps[0].why",
        ),
        ("seats:", "seat:", "data/pebbles/lesson.yaml:3: seat: unknown top-level key"),
    ],
)
def test_a_broken_lesson_names_file_line_and_field(tmp_path, monkeypatch, old, new, problem):
    assert old in GOOD
    write(tmp_path, monkeypatch, GOOD.replace(old, new))
    found = lesson_problem(GAME)
    assert found is not None and found.startswith(problem), found
    assert GAME.data_problem() is None  # the game itself stays playable


def test_the_good_lesson_has_no_problem(tmp_path, monkeypatch):
    write(tmp_path, monkeypatch, GOOD)
    assert lesson_problem(GAME) is None
    assert load_lesson(GAME).steps[1].do_line == 8


def test_a_lesson_that_is_not_yaml(tmp_path, monkeypatch):
    write(tmp_path, monkeypatch, "steps: [\n")
    with pytest.raises(DataError):
        load_lesson(GAME)
    assert lesson_problem(GAME).startswith("data/pebbles/lesson.yaml:")
