"""``python main.py lesson``: checks a lesson and lists the moves an author can write (in
the action text notation a step's ``do`` takes)."""

from __future__ import annotations

import io
import textwrap

from tabletop.app import build_parser, main
from tabletop.cli_lesson import lesson_command

LESSON = """\
deal: {seed: 3}
seats:
  - {name: You, colour: red}
  - {name: Bob, colour: blue, controller: "bot:greedy"}
steps:
  - say: Welcome.
  - say: Build the red room.
    do: build_room row=1 slot=0 floor=1 column=2
outro: Bye.
"""


def run(*argv):
    out = io.StringIO()
    code = lesson_command(build_parser().parse_args(["lesson", *argv]), out)
    return code, out.getvalue()


def test_the_command_lists_the_moves_where_the_lesson_stops(tmp_path):
    path = tmp_path / "lesson.yaml"
    path.write_text(textwrap.dedent(LESSON))
    code, out = run("--game", "lodge", "--file", str(path), "--actions")
    assert code == 0, out
    assert "do: build_room row=1 slot=0 floor=1 column=2    # You: builds" in out
    assert "it replays" in out
    assert "At the end:\n  You to move" in out
    assert "    end_turn    # ends the turn" in out


def test_the_command_names_a_step_that_does_not_replay(tmp_path):
    path = tmp_path / "lesson.yaml"
    path.write_text(LESSON.replace("column=2", "column=9"))
    code, out = run("--game", "lodge", "--file", str(path), "--actions")
    assert code == 1
    assert "lesson.yaml:8: steps[1].do: " in out
    assert "At steps[1]:\n  You to move" in out


def test_a_game_without_a_lesson_or_an_unknown_game(tmp_path):
    code, out = run("--game", "lodge", "--file", str(tmp_path / "none.yaml"))
    assert code == 1 and "no lesson yet" in out
    assert main(["lesson", "--game", "nope"]) == 2


def test_the_command_draws_a_step(tmp_path):
    path = tmp_path / "lesson.yaml"
    path.write_text(textwrap.dedent(LESSON))
    shot = tmp_path / "step.png"
    code, out = run("--game", "lodge", "--file", str(path), "--shot", str(shot), "--step", "1")
    assert code == 0, out
    assert shot.is_file() and "(step 1 of 2)" in out
