"""Saves a player meets on the Load screen that this Tabletop refuses, and how it says so
(issue #27): a player count or mode the game does not support (three seats in Lodge's
solo mode, five in Lodge), a file nested beyond reason, a number of thousands of digits.
A save with a byte-order mark is simply read. Real files in the test's TABLETOP_HOME."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.engine import Config
from tabletop.engine.match import Match
from tabletop.engine.saves import SaveError, default_save_dir, list_saves, load_match, write_save
from tabletop.games import get_game
from tabletop.ui.scenes.load import LoadScene
from tabletop.ui.scenes.title import TitleScene
from tests.toygame import GAME as PEBBLES
from tests.ui.helpers import click, make_app

LODGE = get_game("lodge")


def saves_folder() -> Path:
    folder = default_save_dir()
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def lodge_solo_save(name: str, moves: int = 3) -> Path:
    """A real Lodge solo game of a few moves, written as the app writes it."""
    match = Match(LODGE, Config.default(1, seed=5, mode="solo"))
    for _ in range(moves):
        match.play(LODGE.legal_actions(match.state)[0])
    return write_save(saves_folder() / name, match)


def edited(path: Path, change) -> Path:
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data, indent=1))
    return path


def more_seats(count: int, mode: str | None = None):
    def change(data):
        seats = Config.default(count).to_plain()["seats"]
        data["config"]["seats"] = seats
        data["players"] = [seat["name"] for seat in seats]
        if mode is not None:
            data["config"]["mode"] = mode

    return change


@pytest.mark.parametrize(
    "seats, mode, sentence",
    [
        (3, None, "Lodge's solo mode is for one player."),
        (2, None, "Lodge's solo mode is for one player."),
        (5, "standard", "Lodge is for 1 to 4 players."),
        (11, "standard", "Lodge is for 1 to 4 players."),
        (2, "teams", "Lodge has no mode 'teams' (its modes: standard, solo)."),
    ],
    ids=["solo-3-seats", "solo-2-seats", "5-players", "11-players", "unknown-mode"],
)
def test_a_save_with_a_count_or_mode_the_game_does_not_support_is_refused_naming_the_file(
    seats, mode, sentence
):
    path = edited(lodge_solo_save("lodge with friends.json"), more_seats(seats, mode))
    before = path.read_bytes()
    with pytest.raises(SaveError) as refused:
        load_match(path, get_game)
    assert str(refused.value) == f"lodge with friends.json: {sentence}"
    (info,) = list_saves(path.parent, get_game)  # what the Load screen lists, not loadable
    assert info.error == str(refused.value) and info.game == "lodge"
    assert path.read_bytes() == before, "a refused save is never changed"


def test_the_untouched_solo_save_still_loads_and_lists_without_error():
    path = lodge_solo_save("lodge alone.json")
    assert load_match(path, get_game).config.players == 1
    (info,) = list_saves(path.parent, get_game)
    assert info.error is None and info.moves == 3


def test_the_load_screen_refuses_three_seats_in_lodge_solo_with_the_files_name():
    """The player's way: the title's Load button, the row clicked; no table opens and the
    message names the file and says why."""
    edited(lodge_solo_save("three in solo.json"), more_seats(3))
    app = make_app(real_games=True)
    app.ctx.stack.clear_to(TitleScene(app.ctx))
    app.step([], 1 / 60)
    click(app, app.ctx.stack.top.buttons[1].rect.center)
    load = app.ctx.stack.top
    assert isinstance(load, LoadScene)
    app.step([], 1 / 60)
    ((row, info),) = load.rows()
    # listed as not loadable before it is clicked, with the same words
    assert info.error == "three in solo.json: Lodge's solo mode is for one player."
    click(app, row.center)
    assert app.ctx.stack.top is load, "no table opens"
    assert load.toast.message == "three in solo.json: Lodge's solo mode is for one player."
    app.step([], 1 / 60)


# --- files written by hand or by a damaged disk ---------------------------------------------
def toy_document() -> dict:
    match = Match(PEBBLES, Config.default(2, seed=3))
    match.play(PEBBLES.legal_actions(match.state)[-1])
    path = write_save(saves_folder() / "scratch.json", match)
    data = json.loads(path.read_text())
    path.unlink()
    return data


def find(game_id: str):
    if game_id == PEBBLES.id:
        return PEBBLES
    raise KeyError(game_id)


def test_a_save_with_a_byte_order_mark_is_simply_read():
    data = toy_document()
    path = saves_folder() / "from notepad.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(data).encode("utf-8"))
    match = load_match(path, find)
    assert len(match.actions) == 1
    (info,) = list_saves(path.parent, find)
    assert info.error is None and info.moves == 1


@pytest.mark.parametrize("where", ["options", "seat-name", "move", "top"])
def test_a_deeply_nested_save_says_so_in_a_players_words(where):
    data = toy_document()
    deep: object = 1
    for _ in range(900 if where != "top" else 5000):  # below and above json's own limit
        deep = [deep]
    if where == "options":
        data["config"]["options"] = {"x": deep}
    elif where == "seat-name":
        data["config"]["seats"][0]["name"] = deep
    elif where == "move":
        data["actions"][0] = {"kind": "play", "card": deep}
    path = saves_folder() / "deep.json"
    text = json.dumps(data) if where != "top" else "[" * 5000 + "]" * 5000
    path.write_text(text)
    with pytest.raises(SaveError) as refused:
        load_match(path, find)
    message = str(refused.value)
    assert message.startswith("deep.json: ")
    assert "recursion" not in message and "maximum" not in message
    if where in ("options", "top"):
        assert "nested too deeply" in message


def test_a_number_of_thousands_of_digits_is_named_not_quoted():
    data = toy_document()
    text = json.dumps(data).replace('"seed": 3', '"seed": ' + "7" * 5000)
    path = saves_folder() / "digits.json"
    path.write_text(text)
    with pytest.raises(SaveError) as refused:
        load_match(path, find)
    message = str(refused.value)
    assert message == (
        "digits.json: is not a Tabletop save (a number in the file is 5,000 digits long)"
    )
    (info,) = list_saves(path.parent)
    assert info.error == message


def test_a_long_message_is_shortened_at_a_word_boundary():
    """A card number of 4,000 digits (JSON reads it) in a move: the rule's refusal names
    the number by its first digits and length, and no word is cut in half."""
    data = toy_document()
    data["actions"].append({"kind": "play", "card": 0})
    text = json.dumps(data).replace('"card": 0}', '"card": ' + "8" * 4000 + "}")
    path = saves_folder() / "long.json"
    path.write_text(text)
    with pytest.raises(SaveError) as refused:
        load_match(path, find)
    message = str(refused.value)
    assert len(message) < 300 and "8" * 30 not in message
    assert "888888… (a number of 4,000 digits)" in message
    words = set(message.replace("…", " ").split())
    assert all(len(word) < 40 for word in words), message
