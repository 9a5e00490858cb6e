"""Absurd numbers in each game's real data files are refused by the range checks in its
schema, with ``file:line: field: message`` (so the title screen disables that game):
``lodge_width: 0`` crashed the Lodge table, zero rooms made a game that never ends, and
``count: 10**30`` hung game start. Summer Nine's and Resafa's files are fuzzed field by
field: every field set out of its range (99999, -99999) or to a value of the wrong type
is refused with a ``DataError`` naming that file, the line and the field."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import yaml

from tabletop.engine.data import DataError

ROOT = Path(__file__).resolve().parents[2]

SACKS = (ROOT / "data" / "resafa" / "sack_cards.yaml").read_text(encoding="utf-8")

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
    # issue #27: Resafa and Summer Nine data were accepted unchecked
    (
        "resafa",
        "resafa/canal_bonus.yaml",
        'id: "CB3", count: 2',
        'id: "CB3", count: 99999',
        "data/resafa/canal_bonus.yaml:7: bonus_tiles[2].count: must be at most 9, got 99,999",
    ),
    (
        "resafa",
        "resafa/constants.yaml",
        "start_coins: 2",
        "start_coins: 100000",
        "data/resafa/constants.yaml:14: facts.start_coins: must be at most 20, got 100,000",
    ),
    (
        "resafa",
        "resafa/constants.yaml",
        "rain_after_rounds: [2, 4, 6]",
        "rain_after_rounds: [99, -4, 6]",
        "data/resafa/constants.yaml:8: facts.rain_after_rounds[0]: must be at most 12, got 99",
    ),
    (
        "resafa",
        "resafa/constants.yaml",
        "rain_after_rounds: [2, 4, 6]",
        "rain_after_rounds: [2, 4, 8]",
        "data/resafa/constants.yaml:8: facts.rain_after_rounds[2]: round 8 is after the last",
    ),
    (
        "resafa",
        "resafa/constants.yaml",
        "rounds: 6",
        "rounds: 0",
        "data/resafa/constants.yaml:5: facts.rounds: must be at least 1, got 0",
    ),
    (
        "resafa",
        "resafa/sack_cards.yaml",
        SACKS[SACKS.index("sack_cards:") :],
        "sack_cards: []\n",
        "data/resafa/sack_cards.yaml:4: sack_cards: needs at least one sack card",
    ),
    (
        "summer_nine",
        "summer_nine/constants.yaml",
        "rounds: 17",
        "rounds: 0",
        "data/summer_nine/constants.yaml:6: facts.rounds: must be at least 1, got 0",
    ),
    (
        "summer_nine",
        "summer_nine/constants.yaml",
        "photo_majority_points: 6",
        "photo_majority_points: 99999",
        "data/summer_nine/constants.yaml:19: facts.photo_majority_points: must be at most 99,",
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


# --- Summer Nine and Resafa: every field of every data file ----------------------------------

FUZZED = ("resafa", "summer_nine")
OUT_OF_RANGE = ("99999", "-99999")
"""Within the loader's ceiling (100,000), so each field's own range must refuse them."""
WRONG_TYPE = {"str": "[]", "bool": "7", "null": "[]"}


def _leaves(node: yaml.Node, path: str):
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            yield from _leaves(value, f"{path}.{key.value}" if path else str(key.value))
    elif isinstance(node, yaml.SequenceNode):
        for value in node.value:
            yield from _leaves(value, f"{path}[*]")
    else:
        yield path, node


def _fuzz_cases() -> list[tuple[str, str, str, int, int, str]]:
    """(game, file, field pattern, start, end, new text): the first value of every field
    pattern of every file (list positions as ``[*]``), out of range or of the wrong type."""
    cases = []
    for game in FUZZED:
        for path in sorted((ROOT / "data" / game).glob("*.yaml")):
            if path.name == "lesson.yaml":  # not a component file: tests/lessons checks it
                continue
            seen = set()
            node = yaml.compose(path.read_text(encoding="utf-8"), Loader=yaml.SafeLoader)
            for field, leaf in _leaves(node, ""):
                kind = leaf.tag.rsplit(":", 1)[-1]
                if (field, kind) in seen:
                    continue
                seen.add((field, kind))
                where = (leaf.start_mark.index, leaf.end_mark.index)
                for new in OUT_OF_RANGE if kind == "int" else (WRONG_TYPE[kind],):
                    cases.append((game, path.name, field, *where, new))
    return cases


CASES_FUZZ = _fuzz_cases()


@pytest.fixture(scope="module")
def fuzz_loader(tmp_path_factory):
    """``load(game, file, text)``: the game's components read with ``file`` holding
    ``text`` (the other files as shipped, their parse kept between calls)."""
    from tabletop.engine import data as engine_data
    from tabletop.games.resafa.components import catalogue
    from tabletop.games.summer_nine import components as summer_nine

    root = tmp_path_factory.mktemp("fuzz")
    for game in FUZZED:
        shutil.copytree(ROOT / "data" / game, root / "data" / game)
    original = engine_data.read_yaml
    parsed: dict = {}

    def read_yaml(path, label=None):
        key = (str(path), label, Path(path).read_bytes())
        if key not in parsed:
            parsed[key] = original(path, label)
        return parsed[key]

    modules = {"resafa": catalogue, "summer_nine": summer_nine}

    def load(game: str, name: str, text: str) -> None:
        path = root / "data" / game / name
        shipped = (ROOT / "data" / game / name).read_text(encoding="utf-8")
        path.write_text(text, encoding="utf-8")
        try:
            modules[game].components.__wrapped__()
        finally:
            path.write_text(shipped, encoding="utf-8")

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(engine_data, "read_yaml", read_yaml)
        for game, module in modules.items():
            mp.setattr(module, "read_yaml", read_yaml)
            mp.setattr(module, "_path", lambda name, game=game: root / "data" / game / name)
        yield load


@pytest.mark.parametrize(
    "game,name,field,start,end,new",
    CASES_FUZZ,
    ids=[f"{c[0]}/{c[1]}:{c[2]}={c[5]}" for c in CASES_FUZZ],
)
def test_every_field_refuses_a_value_out_of_range_or_of_the_wrong_type(
    fuzz_loader, game, name, field, start, end, new
):
    """Never another exception, never a game that loads: a ``DataError`` naming the
    file, the line and the field."""
    shipped = (ROOT / "data" / game / name).read_text(encoding="utf-8")
    text = shipped[:start] + new + shipped[end:]
    with pytest.raises(DataError) as exc:
        fuzz_loader(game, name, text)
    error = exc.value
    assert error.file == f"data/{game}/{name}", str(error)
    assert error.line and error.field, str(error)
    assert str(error).startswith(f"{error.file}:{error.line}: {error.field}: "), str(error)
