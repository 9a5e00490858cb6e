"""Absurd numbers in each game's real data files are refused by the range checks in its
schema, with ``file:line: field: message`` (so the title screen disables that game):
``lodge_width: 0`` crashed the Lodge table, zero rooms made a game that never ends, and
``count: 10**30`` hung game start."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

CASES = [
    # game, file, text replaced, replacement, expected message
    (
        "lodge",
        "lodge/constants.yaml",
        "lodge_width: 10",
        "lodge_width: 0",
        "data/lodge/constants.yaml:14: proposed.lodge_width: must be at least 1, got 0",
    ),
    (
        "lodge",
        "lodge/constants.yaml",
        "floors: 4",
        "floors: 0",
        "data/lodge/constants.yaml:9: facts.floors: must be at least 1, got 0",
    ),
    (
        "lodge",
        "lodge/rooms.yaml",
        'count: 25, provenance: proposed}\n  - {colour: "B"',
        'count: 0, provenance: proposed}\n  - {colour: "B"',
        "data/lodge/rooms.yaml:3: rooms[0].count: must be at least 1, got 0",
    ),
    (
        "lodge",
        "lodge/rooms.yaml",
        "count: 25",
        "count: 90000",
        "data/lodge/rooms.yaml:3: rooms[0].count: must be at most",
    ),
    (
        "summer_resort",
        "summer_resort/setup.yaml",
        "rounds: 12",
        "rounds: 0",
        "data/summer_resort/setup.yaml:9: rounds: must be at least 1, got 0",
    ),
    (
        "summer_resort",
        "summer_resort/vacationers.yaml",
        "count: 44",
        "count: 1000000000000000000000000000000",
        "data/summer_resort/vacationers.yaml:10: vacationers[0].count: must be at most",
    ),
    (
        "summer_resort",
        "summer_resort/houses.yaml",
        "count: 22",
        "count: 50000",
        "data/summer_resort/houses.yaml:9: houses[0].count: must be at most",
    ),
    (
        "indian_summer",
        "indian_summer/settings.yaml",
        "width: 8",
        "width: 0",
        "data/indian_summer/settings.yaml:4: board.width: must be at least 1, got 0",
    ),
    (
        "indian_summer",
        "indian_summer/settings.yaml",
        "turns: 10",
        "turns: 0",
        "solo.turns: must be at least 1, got 0",
    ),
    (
        "indian_summer",
        "indian_summer/animals.yaml",
        'copies: 6, shape: "##"',
        'copies: 60000, shape: "##"',
        "data/indian_summer/animals.yaml:6: animals[0].copies: must be at most",
    ),
]

SCRIPT = textwrap.dedent(
    """
    import importlib, json, sys
    from pathlib import Path
    import tabletop.resources as resources
    from tabletop.games import GAMES

    root = Path(sys.argv[1])
    out = []
    for game_id, name, old, new in json.loads(sys.argv[2]):
        path = root / "data" / name
        original = path.read_text()
        assert old in original, (name, old)
        path.write_text(original.replace(old, new, 1))
        resources.root.cache_clear()
        for game in GAMES:
            importlib.import_module(f"tabletop.games.{game.id}.components").components.cache_clear()
        game = next(g for g in GAMES if g.id == game_id)
        out.append(game.data_problem())
        path.write_text(original)
    print(json.dumps(out))
    """
)


@pytest.fixture(scope="module")
def problems(tmp_path_factory):
    root = tmp_path_factory.mktemp("root")
    shutil.copytree(ROOT / "data", root / "data")
    os.symlink(ROOT / "assets", root / "assets")
    cases = [case[:4] for case in CASES]
    env = dict(os.environ, TABLETOP_ROOT=str(root), PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(root), json.dumps(cases)],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("index", range(len(CASES)), ids=[f"{c[0]}:{c[3][:20]}" for c in CASES])
def test_absurd_numbers_are_refused_by_the_schema(problems, index):
    expected = CASES[index][4]
    assert problems[index] is not None and expected in problems[index], problems[index]
