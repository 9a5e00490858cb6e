"""Old autosaves are pruned when a new match starts its autosave: at most
``AUTOSAVES_KEPT`` per game, finished games removed first, then the oldest; manual saves,
other games' autosaves, unreadable files, links and open matches' files are never removed.
Real files in the test's own ``TABLETOP_HOME``."""

import json
import os
import time

from tabletop.engine import Config
from tabletop.engine.match import Match
from tabletop.engine.saves import (
    AUTOSAVES_KEPT,
    Autosave,
    autosave_for,
    default_save_dir,
    list_saves,
    new_autosave_path,
    prune_autosaves,
    write_save,
)
from tabletop.games import get_game
from tabletop.games.lodge import GAME as LODGE
from tests.toygame import GAME

HOUR = 3600.0
RESAFA = get_game("resafa")


def toy_match(moves: int, seed: int = 1) -> Match:
    match = Match(GAME, Config.default(2, seed=seed))
    for _ in range(moves):
        if match.is_over():
            break
        match.play(GAME.legal_actions(match.state)[-1])
    return match


def finished_match(seed: int = 1) -> Match:
    match = toy_match(10_000, seed)
    assert match.is_over()
    return match


def aged(path, hours: float):
    """``path`` made ``hours`` old (the Load screen and pruning order saves by time)."""
    when = time.time() - hours * HOUR
    os.utime(path, (when, when))
    return path


def autosave_file(directory, match: Match, hours: float):
    path = new_autosave_path(directory, match.game.id)
    return aged(write_save(path, match, label=match.game.title), hours)


def folder():
    directory = default_save_dir()
    directory.mkdir(parents=True, exist_ok=True)
    assert "TABLETOP_HOME" in os.environ and str(directory).startswith(os.environ["TABLETOP_HOME"])
    return directory


def test_a_new_match_keeps_the_newest_autosaves_and_removes_finished_ones_first():
    directory = folder()
    unfinished = [autosave_file(directory, toy_match(2, seed=s), hours=s) for s in range(1, 8)]
    finished = [autosave_file(directory, finished_match(s), hours=s + 0.5) for s in (1, 2)]
    manual = aged(write_save(directory / "my game.json", toy_match(3)), 100)
    broken = directory / "autosave-pebbles-20200101-000000-abcdef.json"
    broken.write_text("{not json")
    aged(broken, 200)
    link = directory / "autosave-pebbles-20200101-000000-fedcba.json"
    link.symlink_to(manual)
    other = autosave_file(directory, Match(LODGE, Config.default(2)), hours=300)

    auto = Autosave(directory)
    assert auto.write(toy_match(1, seed=9)) is None  # a new match: its first autosave

    left = {p.name for p in directory.iterdir()}
    kept = [auto.path] + unfinished[: AUTOSAVES_KEPT - 1]
    assert {p.name for p in kept} <= left
    assert not {p.name for p in finished + unfinished[AUTOSAVES_KEPT - 1 :]} & left
    assert {manual.name, broken.name, link.name, other.name} <= left
    assert manual.read_bytes() and link.is_symlink()
    readable = {s.path.name for s in list_saves(directory) if s.autosave and not s.error}
    assert readable - {link.name, other.name} == {p.name for p in kept}


def test_finished_games_go_first_even_when_newer():
    directory = folder()
    finished = autosave_file(directory, finished_match(), hours=0.1)
    old = [autosave_file(directory, toy_match(2, seed=s), hours=10 + s) for s in range(3)]
    removed = prune_autosaves(directory, GAME, keep=3)
    assert removed == [finished]
    assert all(p.exists() for p in old)


def test_later_writes_of_a_match_do_not_prune_and_an_open_match_is_never_removed():
    directory = folder()
    open_match = toy_match(1, seed=3)
    mine = autosave_for(open_match, directory)
    mine.write(open_match)
    aged(mine.path, 50)  # the oldest of all, but its match is still open
    others = [autosave_file(directory, toy_match(2, seed=s), hours=s) for s in range(1, 8)]
    mine.write(open_match)  # rewriting its own file: no pruning
    assert all(p.exists() for p in others)
    newcomer = toy_match(1, seed=4)
    autosave_for(newcomer, directory).write(newcomer)  # a new file: pruning
    assert mine.path.exists()
    ours = [p for p in directory.iterdir() if p.name.startswith("autosave-pebbles-")]
    assert len(ours) == AUTOSAVES_KEPT


def test_nothing_is_removed_at_or_below_the_limit():
    directory = folder()
    files = [autosave_file(directory, finished_match(s), hours=s) for s in range(3)]
    assert prune_autosaves(directory, GAME, keep=3) == []
    assert all(p.exists() for p in files)


# --- only autosaves this version wrote and can open (issue #27) ------------------------------
def resafa_match(seed: int) -> Match:
    match = Match(RESAFA, Config.default(2, seed=seed))
    match.play(RESAFA.legal_actions(match.state)[0])
    return match


def rewritten(path, change, hours: float):
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data, indent=1))
    return aged(path, hours)


def test_a_new_game_never_prunes_an_autosave_written_by_newer_rules():
    """Five newer Resafa autosaves and one written by a newer Resafa: the first autosave of
    a new game removes the oldest of the five, never the newer version's file (which Load
    refuses with "update Tabletop")."""
    directory = folder()
    newer = rewritten(
        autosave_file(directory, resafa_match(1), hours=0),
        lambda data: data.update(game_version=RESAFA.version + 1),
        hours=100,
    )
    five = [autosave_file(directory, resafa_match(s), hours=s) for s in range(2, 7)]

    auto = Autosave(directory)
    assert auto.write(resafa_match(9)) is None  # a new game's first autosave prunes

    assert newer.exists(), "a save this version cannot open is never removed"
    assert [p.exists() for p in five] == [True] * 4 + [False], "the oldest of ours goes"
    (info,) = [s for s in list_saves(directory, get_game) if s.path == newer]
    assert "newer Resafa rules" in info.error and "update Tabletop" in info.error


def test_autosaves_of_other_rules_versions_or_unsupported_set_ups_are_not_pruned():
    directory = folder()
    older = rewritten(
        autosave_file(directory, toy_match(2), hours=0),
        lambda data: data.update(game_version=0),
        hours=300,
    )

    def unknown_mode(data):
        data["config"]["mode"] = "solo"

    unsupported = rewritten(
        autosave_file(directory, toy_match(2, seed=4), hours=0), unknown_mode, 200
    )
    ours = [autosave_file(directory, finished_match(s), hours=s) for s in range(3)]
    removed = prune_autosaves(directory, GAME, keep=2)
    assert removed == [ours[2]], "only a save this version wrote and can open"
    assert older.exists() and unsupported.exists()
