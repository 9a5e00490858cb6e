"""Listing and loading the saves folder never crash, hang or delete, whatever is in it;
every match has its own autosave; a failing autosave is told once."""

from __future__ import annotations

import errno
import json
import os
import time

import pytest

from tabletop.engine import Config
from tabletop.engine.match import Match
from tabletop.engine.saves import (
    AUTOSAVE_WORKS,
    MAX_SAVE_BYTES,
    Autosave,
    SaveError,
    autosave_file,
    autosave_for,
    autosave_note,
    clean_stale_temps,
    list_saves,
    load_match,
    match_to_save,
    write_save,
)
from tests.toygame import GAME


def find(game_id):
    if game_id != GAME.id:
        raise KeyError(game_id)
    return GAME


def played(n=2, seed=3):
    match = Match(GAME, Config.default(2, seed=seed))
    for _ in range(n):
        match.play(GAME.legal_actions(match.state)[-1])
    return match


def doc(**changes):
    data = json.loads(json.dumps(match_to_save(played())))
    data.update(changes)
    return data


def put(folder, name, data):
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(json.dumps(data) if not isinstance(data, str) else data)
    return path


# --- every match its own autosave -------------------------------------------------------------
def test_two_matches_of_one_game_have_two_autosaves(tmp_path):
    first, second = played(2, seed=3), played(3, seed=4)
    assert autosave_for(first, tmp_path).write(first) is None
    assert autosave_for(second, tmp_path).write(second) is None
    assert autosave_file(first) != autosave_file(second)
    infos = {i.path: i for i in list_saves(tmp_path)}
    assert infos[autosave_file(first)].moves == 2 and infos[autosave_file(second)].moves == 3
    assert load_match(autosave_file(first), find).state == first.state


def test_a_loaded_autosave_keeps_being_written_in_its_own_file(tmp_path):
    match = played(2)
    autosave_for(match, tmp_path).write(match)
    path = autosave_file(match)
    again = load_match(path, find)
    assert autosave_file(again) == path
    again.play(GAME.legal_actions(again.state)[-1])
    autosave_for(again, tmp_path).write(again)
    assert [i.path for i in list_saves(tmp_path)] == [path]
    assert load_match(path, find).state == again.state


def test_the_save_says_who_played_how_far_and_whether_it_is_finished(tmp_path):
    match = played(2)
    write_save(tmp_path / "a.json", match)
    (info,) = list_saves(tmp_path)
    assert info.players == ("Ann", "Bob") and info.finished is False
    assert info.progress == "Ann to play" and info.saved_at
    while not match.is_over():
        match.play(GAME.legal_actions(match.state)[-1])
    write_save(tmp_path / "a.json", match)
    (info,) = list_saves(tmp_path)
    assert info.finished is True and info.progress == "game over"


def test_a_game_with_a_status_line_shows_it(tmp_path, monkeypatch):
    match = played(2)
    monkeypatch.setattr(
        type(GAME), "status", lambda self, state: f"Round {state.turn}\x00", raising=False
    )
    write_save(tmp_path / "a.json", match)
    (info,) = list_saves(tmp_path)
    assert info.progress == f"Round {match.state.turn} · Ann to play"


# --- autosave failure -------------------------------------------------------------------------
def test_autosave_into_a_folder_that_cannot_be_written_is_told_once(tmp_path):
    blocked = tmp_path / "saves"
    blocked.write_text("a file where the folder should be")
    match = played(1)
    auto = autosave_for(match, blocked)
    first = auto.write(match)
    assert first and first.startswith("Autosave failed")
    match.play(GAME.legal_actions(match.state)[-1])
    assert auto.write(match) is None, "told once"
    assert "not working" in autosave_note(match) and autosave_note(match) != AUTOSAVE_WORKS
    assert blocked.read_text() == "a file where the folder should be"


def test_disk_full_is_told_once_and_leaves_no_temporary_file(tmp_path, monkeypatch):
    def full(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    match = played(1)
    auto = Autosave(tmp_path)
    monkeypatch.setattr(os, "fsync", full)
    assert "No space left on device" in auto.write(match)
    assert auto.write(match) is None
    assert "No space left" in auto.note()
    assert not [p for p in tmp_path.iterdir()], "no temporary file and no half save"
    monkeypatch.undo()
    assert auto.write(match) is None and auto.note() == AUTOSAVE_WORKS


def test_the_folder_is_fsynced_after_the_rename(tmp_path, monkeypatch):
    import tabletop.engine.files as files

    calls = []
    real = files.fsync_folder
    monkeypatch.setattr(files, "fsync_folder", lambda folder: calls.append(folder) or real(folder))
    write_save(tmp_path / "a.json", played())
    assert calls == [tmp_path]


def test_stale_temporary_files_are_removed_at_start(tmp_path, monkeypatch):
    from tabletop.ui.app import make_services

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    saves = tmp_path / "saves"
    saves.mkdir()
    stale = saves / ".autosave-pebbles-20260101-000000-abc123.json.k2j3.tmp"
    manual = saves / ".lodge-20260101-000000.json.x9y8.tmp"
    mine = saves / "notes.tmp"
    folder = saves / ".odd.json.1.tmp"
    folder.mkdir()
    for path in (stale, manual, mine):
        path.write_text("{")
    make_services()
    assert not stale.exists() and not manual.exists(), "left by a killed process"
    assert mine.exists() and folder.is_dir(), "not ours: untouched"
    assert clean_stale_temps(tmp_path / "missing") == 0
    young = saves / ".autosave-x.json.abcd.tmp"
    young.write_text("{")
    assert clean_stale_temps(saves, older_than=3600) == 0 and young.exists()


# --- hostile files ----------------------------------------------------------------------------
def test_a_save_from_a_newer_version_says_so(tmp_path):
    path = put(tmp_path, "new.json", doc(version=7))
    with pytest.raises(SaveError, match="newer Tabletop.*update Tabletop"):
        load_match(path, find)
    path = put(tmp_path, "rules.json", doc(game_version=GAME.version + 1))
    with pytest.raises(SaveError, match="newer Pebbles rules"):
        load_match(path, find)


@pytest.mark.parametrize(
    "text, message",
    [
        ('{"format": "tabletop-save", "version": 1' + "0" * 5000 + "}", "not a Tabletop save"),
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
        ('{"a": ' + "[" * 100_000, "nested too deeply"),
    ],
    ids=["5000-digit-int", "deep-nesting", "deep-truncated"],
)
def test_numbers_and_nesting_beyond_reason_are_errors(tmp_path, text, message):
    path = put(tmp_path, "evil.json", text)
    with pytest.raises(SaveError, match=message):
        load_match(path, find)
    (info,) = list_saves(tmp_path)
    assert info.error and path.read_text() == text


def test_special_files_are_skipped_and_never_block(tmp_path):
    tmp_path.joinpath("good.json").write_text("")
    write_save(tmp_path / "good.json", played())
    os.mkfifo(tmp_path / "fifo.json")
    os.symlink("/dev/urandom", tmp_path / "random.json")
    os.symlink("/dev/zero", tmp_path / "zero.json")
    os.symlink(tmp_path / "nowhere", tmp_path / "dangling.json")
    (tmp_path / "folder.json").mkdir()
    started = time.monotonic()
    names = [i.path.name for i in list_saves(tmp_path)]
    assert names == ["good.json"]
    for name in ("fifo.json", "random.json", "zero.json", "folder.json"):
        with pytest.raises(SaveError, match="not a regular file"):
            load_match(tmp_path / name, find)
    assert time.monotonic() - started < 5
    assert (tmp_path / "fifo.json").exists() and (tmp_path / "random.json").is_symlink()


def test_the_size_read_is_capped(tmp_path):
    path = tmp_path / "huge.json"
    with path.open("wb") as handle:
        handle.truncate(MAX_SAVE_BYTES + 1)  # sparse: cheap to make
    with pytest.raises(SaveError, match="too large"):
        load_match(path, find)


def test_only_valid_player_types_are_accepted(tmp_path):
    data = doc()
    data["config"]["seats"][1]["controller"] = "bot:ultra"
    path = put(tmp_path, "ultra.json", data)
    with pytest.raises(SaveError, match="unknown player type 'bot:ultra'"):
        load_match(path, find)
    data["config"]["seats"][1]["controller"] = "bot:random"
    data["config"]["seats"][1]["colour"] = "chartreuse"
    path = put(tmp_path, "colour.json", data)
    with pytest.raises(SaveError, match="unknown colour"):
        load_match(path, find)


def test_control_characters_are_cleaned_from_names(tmp_path):
    data = doc(players=["A\x00nn", "B\x1bob"], label="Peb\x00bles\n")
    data["config"]["seats"][0]["name"] = "A\x00nn\u202e"
    data["config"]["seats"][1]["name"] = "\x00\x01"
    path = put(tmp_path, "nul.json", data)
    match = load_match(path, find)
    assert [s.name for s in match.config.seats] == ["Ann", "Player 2"]
    (info,) = list_saves(tmp_path)
    assert info.players == ("Ann", "Bob") and info.label == "Pebbles"


def test_non_utf8_file_names_are_shown_safely(tmp_path):
    raw = os.fsencode(tmp_path) + b"/caf\xe9-\xff.json"
    with open(raw, "wb") as handle:
        handle.write(b"{")
    (info,) = list_saves(tmp_path)
    assert info.name == "caf\ufffd-\ufffd.json"
    assert info.error.startswith("caf\ufffd-\ufffd.json: ")
    info.error.encode("utf-8")  # drawable: no lone surrogates


def test_an_unknown_mode_or_a_bad_action_is_an_error_not_a_crash(tmp_path):
    data = doc()
    data["config"]["mode"] = "chaos"
    with pytest.raises(SaveError, match="no mode 'chaos'"):
        load_match(put(tmp_path, "mode.json", data), find)
    for bad in ([1, 2], {"kind": "play", "card": "x"}, {"kind": "play"}, None, "play"):
        with pytest.raises(SaveError, match="move 1"):
            load_match(put(tmp_path, "act.json", doc(actions=[bad])), find)


def registered_games():
    from tabletop.games import GAMES

    return list(GAMES)


@pytest.mark.parametrize("game", registered_games(), ids=lambda g: g.id)
def test_a_move_that_no_longer_fits_is_refused_with_the_rules_reason(tmp_path, game):
    import random

    match = Match(game, Config.default(game.max_players if game.max_players < 4 else 3, seed=5))
    rng = random.Random(5)
    later = []
    for _ in range(30):
        if match.is_over():
            break
        legal = game.legal_actions(match.state)
        later.extend(legal)
        match.play(legal[rng.randrange(len(legal))])
    opening = Match(game, match.config).state
    misfit = next(a for a in later if game.check(opening, a) is not None)
    data = match_to_save(match)
    data["actions"] = [misfit.to_json()] + data["actions"]
    path = tmp_path / "misfit.json"
    path.write_text(json.dumps(data))
    reason = game.check(opening, misfit)
    with pytest.raises(SaveError) as info:
        load_match(path, lambda gid: game)
    assert str(info.value) == f"misfit.json: move 1 ({misfit.kind}) no longer applies: {reason}"
