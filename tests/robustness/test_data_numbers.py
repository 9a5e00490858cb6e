"""A number of thousands of digits in a game's data file (more than Python reads as a
whole number) is reported like every other data problem: file, line, field and "the
number is too large", never "ValueError: Exceeds the limit…" (issue #27). A data file
saved with a byte-order mark is read."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tabletop.engine.data import DataError, load_records, read_yaml
from tests.robustness.test_data_files import Stone

ROOT = Path(__file__).resolve().parents[2]
HUGE = "9" * 5000


def data_problems(root: Path) -> dict[str, str | None]:
    """Each registered game's ``data_problem()`` (what the title screen shows) with the
    data folder at ``root``, asked in a fresh process (the games cache their data)."""
    script = textwrap.dedent(
        """
        from tabletop.games import GAMES
        for game in GAMES:
            print(game.id, "=>", game.data_problem())
        """
    )
    env = dict(os.environ, TABLETOP_ROOT=str(root), PYTHONPATH=str(ROOT))
    out = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr[-2000:]
    pairs = (line.split(" => ", 1) for line in out.stdout.splitlines())
    return {game: None if problem == "None" else problem for game, problem in pairs}


@pytest.mark.parametrize(
    "game, file, old, new, expected",
    [
        (
            "resafa",
            "canal_bonus.yaml",
            '{id: "CB3", count: 2,',
            '{id: "CB3", count: ' + HUGE + ",",
            "data/resafa/canal_bonus.yaml:7: bonus_tiles[2].count: the number is too large "
            "(5,000 digits; no value in the data is beyond 100,000)",
        ),
        (
            "resafa",
            "constants.yaml",
            "start_coins: 2",
            "start_coins: -" + HUGE,
            "data/resafa/constants.yaml:14: ",
        ),
    ],
    ids=["canal-bonus-count", "start-coins"],
)
def test_a_number_of_thousands_of_digits_names_file_line_and_field(
    tmp_path, game, file, old, new, expected
):
    shutil.copytree(ROOT / "data", tmp_path / "data")
    os.symlink(ROOT / "assets", tmp_path / "assets")
    path = tmp_path / "data" / game / file
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))
    problems = data_problems(tmp_path)
    problem = problems[game]
    assert problem is not None and problem.startswith(expected)
    assert "the number is too large (5,000 digits" in problem
    assert "ValueError" not in problem and "Exceeds" not in problem and HUGE[:50] not in problem
    assert [g for g, p in problems.items() if p is not None] == [game], "the others still start"


def test_in_a_list_and_a_nested_mapping_the_field_is_named(tmp_path):
    path = tmp_path / "stones.yaml"
    path.write_text(f'stones:\n  - id: "flint"\n    count: 3\n  - id: "chalk"\n    count: {HUGE}\n')
    with pytest.raises(DataError) as raised:
        load_records(path, Stone, "stones")
    assert (raised.value.file, raised.value.line, raised.value.field) == (
        str(path),
        5,
        "stones[1].count",
    )
    path.write_text(f"a:\n  b: [1, 2, {HUGE}]\n")
    with pytest.raises(DataError, match=r":2: a\.b\[2\]: the number is too large"):
        read_yaml(path)


def test_a_data_file_with_a_byte_order_mark_is_read(tmp_path):
    path = tmp_path / "stones.yaml"
    path.write_bytes(b'\xef\xbb\xbfstones:\n  - id: "flint"\n    count: 3\n')
    assert load_records(path, Stone, "stones") == (Stone("flint", 3),)
