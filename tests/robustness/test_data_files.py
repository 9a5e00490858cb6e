"""A game with a broken data file is disabled on the title screen with its
``file:line: field: message``; the other games stay playable."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from dataclasses import dataclass
from pathlib import Path

import pytest

from tabletop.engine.data import load_records
from tabletop.ui.scenes.setup import SetupScene
from tabletop.ui.scenes.title import TitleScene
from tests.toygame import GAME, Pebbles
from tests.ui.helpers import click, make_app

ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class Stone:
    id: str
    count: int


class StonesFromFile(Pebbles):
    """Pebbles whose component list is read from a YAML file (the path is given)."""

    id = "stones"
    title = "Stones"

    def __init__(self, path: Path):
        super().__init__()
        self.path = path

    def load_components(self) -> None:
        load_records(self.path, Stone, "stones")


def test_a_game_with_broken_yaml_is_disabled_and_the_others_still_start(tmp_path):
    path = tmp_path / "data" / "stones" / "stones.yaml"
    path.parent.mkdir(parents=True)
    path.write_bytes(b'stones:\n  - id: "flint"\n    count: 3\n  - id: "\x00"\n')
    broken = StonesFromFile(path)
    app = make_app()
    app.services.games = (broken, GAME)
    title = TitleScene(app.ctx)
    assert title.problems == [None, None], "no data is read before the first frame"
    app.ctx.stack.clear_to(title)
    app.step([], 1 / 60)
    app.step([], 1 / 60)
    assert title.problems == [
        "data/stones/stones.yaml:4: a NUL byte is not allowed in a YAML file",
        None,
    ]
    click(app, title.cards[0].center)
    assert app.ctx.stack.top is title, "the broken game does not start"
    assert "Stones cannot start: data/stones/stones.yaml:4" in title.toast.message
    app.step([], 1 / 60)
    click(app, title.cards[1].center)
    assert isinstance(app.ctx.stack.top, SetupScene) and app.ctx.stack.top.game is GAME


BROKEN_COPIES = [
    # game, file, text replaced, replacement, the start of the title's message
    (
        "lodge",
        "rooms.yaml",
        "count: 25",
        "count: 1000000000000000000000000000000",
        "data/lodge/rooms.yaml:3: rooms[0].count: must be at most 100,000, got ",
    ),
    (
        "resafa",
        "canal_bonus.yaml",
        'id: "CB3", count: 2',
        'id: "CB3", count: -3',
        "data/resafa/canal_bonus.yaml:7: bonus_tiles[2].count: must be at least 1, got -3",
    ),
    (
        "summer_nine",
        "constants.yaml",
        "rounds: 17",
        "rounds: 0",
        "data/summer_nine/constants.yaml:6: facts.rounds: must be at least 1, got 0",
    ),
]


@pytest.mark.parametrize(
    "game_id,name,old,new,expected", BROKEN_COPIES, ids=[c[0] for c in BROKEN_COPIES]
)
def test_absurd_numbers_in_a_real_game_disable_only_that_game(
    tmp_path, game_id, name, old, new, expected
):
    """A game's data copied with an absurd number (Lodge's room count, a Resafa canal
    bonus count, Summer Nine's rounds): that game is disabled with the file, line and
    field; every other registered game still opens its set-up."""
    shutil.copytree(ROOT / "data", tmp_path / "data")
    os.symlink(ROOT / "assets", tmp_path / "assets")
    broken = tmp_path / "data" / game_id / name
    assert old in broken.read_text()
    broken.write_text(broken.read_text().replace(old, new, 1))
    script = textwrap.dedent(
        """
        from tabletop.ui.app import App
        from tabletop.ui.headless import headless_services
        from tabletop.ui.scene import Context, Scene
        from tabletop.ui.scenes.setup import SetupScene
        from tabletop.ui.scenes.title import TitleScene

        services = headless_services()
        app = App(services, window_size=(1600, 900), start_scene=Scene(Context(services)))
        title = TitleScene(app.ctx)
        app.ctx.stack.clear_to(title)
        for _ in services.games:  # the title reads one game's data per frame
            app.step([], 1 / 60)
        for game, problem in zip(services.games, title.problems):
            print(game.id, "=>", problem)
            title.open_setup(services.games.index(game))
            opened = isinstance(app.ctx.stack.top, SetupScene)
            print(game.id, "opens" if opened else "disabled")
            app.ctx.stack.clear_to(title)
        """
    )
    env = dict(os.environ, TABLETOP_ROOT=str(tmp_path), PYTHONPATH=str(ROOT))
    out = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr[-2000:]
    lines = out.stdout.splitlines()
    assert f"{game_id} => {expected}" in "\n".join(lines)
    assert f"{game_id} disabled" in lines
    others = [line for line in lines if line.endswith(" opens")]
    assert len(others) == len([line for line in lines if "=> None" in line]) >= 2
