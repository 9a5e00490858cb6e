"""The Load screen and the table's autosave, driven as a player meets them: set-up,
moves, the title's buttons, rows clicked, files written into TABLETOP_HOME."""

from __future__ import annotations

import os

import pygame

from tabletop.engine.saves import list_saves, write_save
from tabletop.ui.scenes.load import LoadScene
from tabletop.ui.scenes.replay import ReplayScene
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.scenes.setup import SetupScene
from tabletop.ui.scenes.title import TitleScene
from tests.toygame import GAME
from tests.ui.helpers import click, key, make_app, toy_match
from tests.ui.toy_table import PebblesTable


def title_app():
    app = make_app()
    app.ctx.stack.clear_to(TitleScene(app.ctx))
    app.step([], 1 / 60)
    return app


def start_game_from_setup(app) -> PebblesTable:
    title = app.ctx.stack.top
    click(app, title.cards[0].center)
    setup = app.ctx.stack.top
    assert isinstance(setup, SetupScene)
    click(app, setup.controller_choices[1].left.center)  # seat 2: a human too
    click(app, setup.buttons[0].rect.center)
    table = app.ctx.stack.top
    assert isinstance(table, PebblesTable)
    return table


def play_one(app, table) -> None:
    """One move by the seat to act (the hot-seat curtain is not what these tests are about,
    so the move goes to the match, which fires the table's autosave like any move)."""
    match = table.match
    legal = [a for a in match.game.legal_actions(match.state) if a.kind == "play"]
    match.play(legal[0], seat=match.actor())
    app.step([], 1 / 60)


def quit_to_title(app) -> None:
    key(app, pygame.K_ESCAPE)
    table = app.ctx.stack.top
    dialog = table.dialog
    dialog.prepare(app.services.text)
    click(app, next(b for b in dialog.buttons if b.label == "Quit to title").rect.center)
    assert isinstance(app.ctx.stack.top, TitleScene)


def open_load(app) -> LoadScene:
    click(app, app.ctx.stack.top.buttons[1].rect.center)
    scene = app.ctx.stack.top
    assert isinstance(scene, LoadScene)
    return scene


def test_a_second_game_of_the_same_title_keeps_the_first_autosave():
    app = title_app()
    first = start_game_from_setup(app)
    play_one(app, first)
    quit_to_title(app)
    second = start_game_from_setup(app)
    play_one(app, second)
    play_one(app, second)
    quit_to_title(app)
    saves = list_saves(app.services.save_dir)
    assert sorted(s.moves for s in saves) == [1, 2] and all(s.autosave for s in saves)
    load = open_load(app)
    app.step([], 1 / 60)
    rows = load.rows()
    assert len(rows) == 2
    title = load._title(rows[0][1])
    assert title.startswith("Pebbles — Ann, Bob")
    detail = load._detail(rows[0][1])
    assert "2 moves" in detail and "last played" in detail and "in progress" in detail
    assert "Ann to play" in detail and "autosave" in detail
    click(app, rows[1][0].center)  # the older game resumes where it stopped
    table = app.ctx.stack.top
    assert isinstance(table, PebblesTable) and len(table.match.log) == 1


def test_continue_resumes_the_newest_unfinished_game():
    app = title_app()
    table = start_game_from_setup(app)
    play_one(app, table)
    play_one(app, table)
    expected = table.match.state
    quit_to_title(app)
    finished = toy_match()
    while not finished.is_over():
        finished.play(GAME.legal_actions(finished.state)[-1])
    write_save(app.services.save_dir / "autosave-pebbles-finished.json", finished)
    app.ctx.stack.clear_to(TitleScene(app.ctx))
    app.step([], 1 / 60)
    click(app, app.ctx.stack.top.buttons[0].rect.center)  # Continue
    assert isinstance(app.ctx.stack.top, PebblesTable)
    assert app.ctx.stack.top.match.state == expected


def test_delete_asks_first_and_keep_keeps_the_file():
    app = title_app()
    match = toy_match()
    match.play(GAME.legal_actions(match.state)[-1])
    path = write_save(app.services.save_dir / "mine.json", match)
    load = open_load(app)
    app.step([], 1 / 60)
    ((row, info),) = load.rows()
    click(app, load.delete_rect(row).center)
    assert load.dialog is not None and "Delete this save?" == load.dialog.title
    app.step([], 1 / 60)
    keep = next(b for b in load.dialog.buttons if b.label == "Keep it")
    click(app, keep.rect.center)
    assert load.dialog is None and path.exists()
    click(app, load.delete_rect(row).center)
    app.step([], 1 / 60)
    click(app, next(b for b in load.dialog.buttons if b.label == "Delete").rect.center)
    assert not path.exists() and load.saves == [] and "Deleted mine.json" in load.toast.message
    app.step([], 1 / 60)


def test_a_finished_game_opens_as_a_replay_with_its_results_one_click_away():
    app = title_app()
    match = toy_match()
    while not match.is_over():
        match.play(GAME.legal_actions(match.state)[-1])
    write_save(app.services.save_dir / "done.json", match)
    load = open_load(app)
    app.step([], 1 / 60)
    ((row, info),) = load.rows()
    assert info.finished is True and "finished" in load._detail(info)
    click(app, row.center)
    replay = app.ctx.stack.top
    assert isinstance(replay, ReplayScene) and replay.match.state == match.state
    app.step([], 1 / 60)
    click(app, next(b for b in replay.replay_buttons if b.label == "Results").rect.center)
    assert isinstance(app.ctx.stack.top, ResultsScene)
    assert app.ctx.stack.top.match.state == match.state
    app.step([], 1 / 60)


def test_odd_names_and_files_draw_on_the_load_screen():
    app = title_app()
    folder = app.services.save_dir
    match = toy_match()
    write_save(folder / "fine.json", match)
    text = (folder / "fine.json").read_text().replace('"Ann"', '"A\\u0000nn\\u001b"')
    (folder / "nul.json").write_text(text)
    with open(os.fsencode(folder) + b"/\xff\xfe-broken.json", "wb") as handle:
        handle.write(b"\x00" * 10)
    os.mkfifo(folder / "pipe.json")
    (folder / ("x" * 200 + ".json")).write_text("{" * 50)
    load = open_load(app)
    app.step([], 1 / 60)
    names = {info.name for info in load.saves}
    assert "\ufffd\ufffd-broken.json" in names and "pipe.json" not in names
    nul = next(info for info in load.saves if info.name == "nul.json")
    assert nul.players == ("Ann", "Bob")
    for row, _ in load.rows():
        click(app, row.center)
        if not isinstance(app.ctx.stack.top, LoadScene):
            app.ctx.stack.push(load)
        app.step([], 1 / 60)


def test_autosave_failure_is_told_once_on_the_table_and_the_menu_stops_claiming_it():
    app = title_app()
    folder = app.services.save_dir
    folder.parent.mkdir(parents=True, exist_ok=True)
    folder.write_text("not a folder")  # the saves folder cannot be written
    table = start_game_from_setup(app)
    play_one(app, table)
    assert table.toast.message.startswith("Autosave failed") and table.toast.good is False
    table.toast.show("something else")
    play_one(app, table)
    assert table.toast.message == "something else", "told once"
    key(app, pygame.K_ESCAPE)
    assert "saved automatically" not in table.dialog.message
    assert "Autosave is not working" in table.dialog.message
    app.step([], 1 / 60)
