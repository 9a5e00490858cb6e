import json

import pytest

from tabletop.engine import Config, IllegalAction
from tabletop.engine.match import Match
from tabletop.engine.saves import (
    Autosave,
    SaveError,
    default_save_dir,
    list_saves,
    load_match,
    write_save,
)
from tests.toygame import GAME, Draw, Play


def find(game_id):
    if game_id != GAME.id:
        raise KeyError(game_id)
    return GAME


def new_match(players=2, seed=3):
    return Match(GAME, Config.default(players, seed=seed))


def test_play_appends_and_logs():
    m = new_match()
    hand = m.state.hands[0]
    m.play(Play(hand[0]))
    assert len(m.log) == 1 and m.log[0].seat == 0 and m.log[0].text == f"plays {hand[0]}"
    assert m.actor() == 1


def test_illegal_action_refused_with_reason_and_nothing_changes():
    m = new_match()
    before = m.state
    with pytest.raises(IllegalAction, match="You do not hold a 99"):
        m.play(Play(99))
    assert m.state is before and not m.log


def test_out_of_turn_is_refused():
    m = new_match()
    with pytest.raises(IllegalAction, match="It is Ann's turn, not Bob's"):
        m.play(m.game.legal_actions(m.state)[-1], seat=1)


def test_undo_returns_the_same_state_and_redo_replays():
    m = new_match()
    s0 = m.state
    play = Play(m.state.hands[0][0])
    m.play(play)
    s1 = m.state
    # the move passed the turn to Bob: Bob may not undo Ann's move
    assert not m.can_undo()
    assert m.can_undo(seat=0)
    assert m.undo(seat=0)
    assert m.state == s0
    assert m.can_redo() and m.redo() and m.state == s1


def test_undo_never_crosses_a_reveal():
    m = new_match()
    m.play(Draw())
    assert m.log[-1].irreversible
    assert not m.can_undo(seat=0) and not m.undo(seat=0)


def test_new_action_clears_redo():
    m = new_match()
    m.play(Play(m.state.hands[0][0]))
    m.undo(seat=0)
    m.play(Play(m.state.hands[0][1]))
    assert not m.can_redo()


def test_replay_reproduces_every_state():
    m = new_match(3, seed=11)
    import random

    r = random.Random(1)
    while not m.is_over():
        legal = GAME.legal_actions(m.state)
        m.play(legal[r.randrange(len(legal))])
    again = Match.replay(GAME, m.config, m.actions)
    assert again.states == m.states


def test_autosave_hook_runs_after_every_change():
    calls = []
    m = Match(GAME, Config.default(2), on_change=lambda match: calls.append(len(match.log)))
    m.play(Play(m.state.hands[0][0]))
    m.undo(seat=0)
    assert calls == [1, 0]


def played(n=4):
    m = new_match()
    for _ in range(n):
        m.play(GAME.legal_actions(m.state)[-1])
    return m


def test_save_round_trip(tmp_path):
    m = played()
    path = write_save(tmp_path / "a.json", m)
    data = json.loads(path.read_text())
    assert {"format", "game", "version", "config", "actions"} <= set(data)
    loaded = load_match(path, find)
    assert loaded.state == m.state and loaded.config == m.config
    assert not list(tmp_path.glob("*.tmp")), "no temporary file is left behind"


def test_save_overwrite_is_atomic(tmp_path, monkeypatch):
    m = played()
    path = write_save(tmp_path / "a.json", m)
    original = path.read_text()
    import os

    def boom(*a, **k):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        write_save(path, played(6))
    assert path.read_text() == original
    assert not list(tmp_path.glob(".*tmp"))


@pytest.mark.parametrize(
    "content, message",
    [
        ("", "empty"),
        ('{"format": "tabletop-save", "version": 1, "game": "pebbles", "conf', "truncated"),
        ("{not json at all}\n\n", "not valid JSON"),
        ("[1, 2, 3]", "not a Tabletop save"),
        ('{"format": "other"}', "not a Tabletop save"),
        (
            '{"format": "tabletop-save", "version": 99, "game": "pebbles", "config": {}, "actions": []}',
            "newer Tabletop",
        ),
        (
            '{"format": "tabletop-save", "version": "1", "game": "pebbles", "config": {}, "actions": []}',
            "version",
        ),
        (
            '{"format": "tabletop-save", "version": 1, "game": "chess", "config": {"seats": [{"name": "A"}]}, "actions": []}',
            "not available",
        ),
        (
            '{"format": "tabletop-save", "version": 1, "game": "pebbles", "config": {"seats": "x"}, "actions": []}',
            "config.seats",
        ),
        (
            '{"format": "tabletop-save", "version": 1, "game": "pebbles", "config": {"seats": [{"name": "A"}, {"name": "B"}]}, "actions": [{"kind": "fly"}]}',
            "move 1",
        ),
        (
            '{"format": "tabletop-save", "version": 1, "game": "pebbles", "config": {"seats": [{"name": "A"}, {"name": "B"}]}, "actions": [{"kind": "play", "card": 99}]}',
            "move 1 \\(play\\) no longer applies: You do not hold a 99",
        ),
        (
            '{"format": "tabletop-save", "version": 1, "game": "pebbles", "config": {"seats": []}, "actions": []}',
            "Pebbles is for 1 to 4 players",
        ),
    ],
)
def test_broken_saves_give_a_clear_message_and_are_kept(tmp_path, content, message):
    path = tmp_path / "broken.json"
    path.write_text(content)
    with pytest.raises(SaveError, match=message) as info:
        load_match(path, find)
    assert "broken.json" in str(info.value)
    assert path.read_text() == content, "a broken save is never changed or deleted"


def test_binary_and_missing_files(tmp_path):
    path = tmp_path / "bin.json"
    path.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(SaveError, match="not a Tabletop save"):
        load_match(path, find)
    with pytest.raises(SaveError, match="does not exist"):
        load_match(tmp_path / "nope.json", find)


def test_list_saves_shows_broken_ones_with_their_error(tmp_path):
    auto = Autosave(tmp_path)
    assert auto.write(played()) is None
    (tmp_path / "bad.json").write_text("{")
    infos = {i.path.name: i for i in list_saves(tmp_path)}
    assert infos[auto.path.name].autosave and infos[auto.path.name].moves == 4
    assert infos["bad.json"].error and "bad.json" in infos["bad.json"].error


def test_default_save_dir_follows_tabletop_home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    assert default_save_dir() == tmp_path / "saves"
