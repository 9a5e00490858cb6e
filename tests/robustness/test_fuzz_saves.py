"""Fuzz the saves folder: random bytes, truncated and mutated saves, odd file types and
names. Listing, loading and the Load screen never crash (only ``SaveError``), never hang
(a watchdog ends the run), and never delete or change a file. Seeded: a failure names its
seed, and ``TABLETOP_FUZZ_SEED=<n>`` replays it."""

from __future__ import annotations

import faulthandler
import json
import os
import random
import stat

import pytest

from tabletop.engine import Config
from tabletop.engine.match import Match
from tabletop.engine.saves import SaveError, list_saves, load_match, match_to_save
from tabletop.ui.scenes.load import LoadScene
from tests.toygame import GAME
from tests.ui.helpers import click, make_app

SEEDS = [int(os.environ["TABLETOP_FUZZ_SEED"])] if "TABLETOP_FUZZ_SEED" in os.environ else [1, 2, 3]
FILES_PER_SEED = 60


def find(game_id):
    if game_id != GAME.id:
        raise KeyError(game_id)
    return GAME


def valid_document(rng: random.Random) -> dict:
    match = Match(GAME, Config.default(rng.randint(1, 4), seed=rng.randrange(10**6)))
    for _ in range(rng.randrange(0, 12)):
        if match.is_over():
            break
        legal = GAME.legal_actions(match.state)
        match.play(legal[rng.randrange(len(legal))])
    return match_to_save(match)


def junk(rng: random.Random, depth: int = 0):
    kind = rng.randrange(12)
    if kind == 0:
        return int("9" * rng.choice([10, 400, 4299]))
    if kind == 1:
        return rng.choice(["bot:ultra", "human", "bot:", "", "\x00", "\udcff", "é" * 300])
    if kind == 2:
        return None
    if kind == 3:
        return rng.choice([True, False])
    if kind == 4:
        return rng.uniform(-1e308, 1e308)
    if kind == 5 and depth < 3:
        return [junk(rng, depth + 1) for _ in range(rng.randrange(4))]
    if kind == 6 and depth < 3:
        return {str(junk(rng, 3))[:20]: junk(rng, depth + 1) for _ in range(rng.randrange(4))}
    if kind == 7:
        return {"kind": rng.choice(["play", "draw", "pass", "fly"]), "card": rng.randrange(-5, 20)}
    if kind == 8:
        return -rng.randrange(10**6)
    return "".join(chr(rng.randrange(0, 0x3000)) for _ in range(rng.randrange(12)))


def mutate(rng: random.Random, data):
    """Replace one value somewhere inside ``data`` by junk."""
    if isinstance(data, dict) and data and rng.random() < 0.8:
        key = rng.choice(list(data))
        data[key] = mutate(rng, data[key]) if rng.random() < 0.6 else junk(rng)
        return data
    if isinstance(data, list) and data and rng.random() < 0.8:
        i = rng.randrange(len(data))
        data[i] = mutate(rng, data[i]) if rng.random() < 0.6 else junk(rng)
        return data
    return junk(rng)


def content(rng: random.Random) -> bytes:
    good = json.dumps(valid_document(rng), indent=1).encode()
    kind = rng.randrange(8)
    if kind == 0:
        return rng.randbytes(rng.randrange(0, 4000))
    if kind == 1:
        return good[: rng.randrange(len(good))]
    if kind == 2:
        raw = bytearray(good)
        for _ in range(rng.randrange(1, 6)):
            raw[rng.randrange(len(raw))] = rng.randrange(256)
        return bytes(raw)
    if kind == 3:
        doc = json.loads(good)
        for _ in range(rng.randrange(1, 4)):
            doc = mutate(rng, doc)
        try:
            return json.dumps(doc).encode("utf-8", "surrogatepass")
        except (ValueError, TypeError):
            return good
    if kind == 4:
        depth = rng.choice([500, 5000, 100_000])
        return (
            b'{"format": "tabletop-save", "version": 1, "game": '
            + b"[" * depth
            + b"]" * depth
            + b"}"
        )
    if kind == 5:
        return good.replace(b'"version": 1', b'"version": 1' + b"0" * rng.choice([3, 5000]))
    if kind == 6:
        return good
    return b""


def make_odd(folder, rng: random.Random, index: int) -> None:
    kind = rng.randrange(7)
    name = f"odd-{index}.json"
    if kind == 0:
        os.mkfifo(folder / name)
    elif kind == 1:
        os.symlink(rng.choice(["/dev/urandom", "/dev/zero", "/dev/null"]), folder / name)
    elif kind == 2:
        os.symlink(folder / "nowhere.json", folder / name)
    elif kind == 3:
        (folder / name).mkdir()
    elif kind == 4:
        raw = (
            os.fsencode(folder)
            + b"/"
            + rng.randbytes(6).replace(b"/", b"_").replace(b"\x00", b"_")
            + b".json"
        )
        with open(raw, "wb") as handle:
            handle.write(content(rng))
    elif kind == 5:
        (folder / f".{name}.abcd.tmp").write_bytes(content(rng))
    else:
        (folder / name).write_bytes(content(rng))


def snapshot(folder) -> dict:
    out = {}
    for entry in os.scandir(folder):
        info = entry.stat(follow_symlinks=False)
        data = None
        if stat.S_ISREG(info.st_mode):
            with open(entry.path, "rb") as handle:
                data = handle.read()
        out[entry.name] = (stat.S_IFMT(info.st_mode), info.st_size, info.st_mtime_ns, data)
    return out


@pytest.fixture(autouse=True)
def _watchdog():
    """A hang ends the test run with every thread's traceback instead of blocking CI."""
    faulthandler.dump_traceback_later(120, exit=True)
    yield
    faulthandler.cancel_dump_traceback_later()


@pytest.mark.parametrize("seed", SEEDS)
def test_the_saves_folder_fuzz_never_crashes_hangs_or_deletes(seed):
    rng = random.Random(seed)
    app = make_app()
    folder = app.services.save_dir
    folder.mkdir(parents=True)
    for index in range(FILES_PER_SEED):
        if rng.random() < 0.25:
            make_odd(folder, rng, index)
        else:
            (folder / f"save-{index}.json").write_bytes(content(rng))
    before = snapshot(folder)
    infos = list_saves(folder)
    loaded = 0
    for info in infos:
        try:
            load_match(info.path, find)
            loaded += 1
        except SaveError as exc:
            assert str(exc).encode("utf-8"), "messages are drawable text"
        except Exception as exc:  # pragma: no cover - the failure report
            pytest.fail(f"seed {seed}: {info.path.name!r} raised {type(exc).__name__}: {exc}")
    assert loaded >= 1, f"seed {seed}: the plain valid saves load"
    load = LoadScene(app.ctx)
    app.ctx.stack.clear_to(load)
    app.step([], 1 / 60)
    for page in range(len(load.saves) // 9 + 1):
        load.page = page
        for row, _ in load.rows():
            click(app, row.center)
            if app.ctx.stack.top is not load:
                app.ctx.stack.clear_to(load)
            app.step([], 1 / 60)
    assert snapshot(folder) == before, f"seed {seed}: nothing in the folder changed"
