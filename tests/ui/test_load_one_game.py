"""One game saved by hand and continued showed three identical rows on the Load screen
(#26): the game's autosave, the save by hand at the same move, and the autosave of the
save continued from Load. Played as a player does: set-up, a move, Save from the menu,
the title, Continue, a move, Load; then Continue on the save by hand from Load, a move,
Load again."""

from __future__ import annotations

import os

from tabletop.ui import layout_probe
from tabletop.ui.scenes.load import LoadScene
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.text import TextCache
from tests.ui.helpers import click, game_of, pass_curtain, relaxed_app, start_from_setup
from tests.ui.layout_check import problems


def _move(app) -> None:
    pass_curtain(app)
    table = app.ctx.stack.top
    assert table.try_play(table.legal_actions()[0]), table.toast.message
    pass_curtain(app)
    for _ in range(20):  # the move's glide ends
        app.step([], 0.1)


def _menu(app, label: str) -> None:
    table = app.ctx.stack.top
    table.commands.open_menu()
    app.step([], 1 / 60)
    button = next(b for b in table.dialog.buttons if b.label == label)
    click(app, button.rect.center)


def _load(app) -> LoadScene:
    _menu(app, "Quit to title")
    title = app.ctx.stack.top
    assert isinstance(title, TitleScene)
    click(app, next(b for b in title.buttons if b.label == "Load game").rect.center)
    load = app.ctx.stack.top
    assert isinstance(load, LoadScene)
    return load


def test_a_saved_and_continued_game_lists_each_position_once_and_says_what_it_is():
    app = relaxed_app()
    start_from_setup(app, game_of("lodge"), 2, "standard", 7)
    _move(app)
    _menu(app, "Save")
    _menu(app, "Quit to title")
    title = app.ctx.stack.top
    click(app, title.buttons[0].rect.center)  # Continue
    _move(app)
    load = _load(app)
    rows = [(info, load._title(info), load._detail(info)) for _, info in load.rows()]
    assert len(rows) == 2, rows
    (auto, auto_title, auto_line), (hand, hand_title, hand_line) = sorted(
        rows, key=lambda r: not r[0].autosave
    )
    assert auto_title == "Lodge — Ann, Bob · autosave", auto_title
    assert hand_title == f"Lodge — Ann, Bob · saved as {hand.name}", hand_title
    # each row begins with how far the game went, Lodge's turn (its ``status``, #26)
    assert auto_line.startswith("Turn 1 · Ann to play · 2 moves · last played today "), auto_line
    assert hand_line.startswith("Turn 1 · Ann to play · 1 move · last played today "), hand_line
    assert f"· same game, 1 move after {hand.name} ·" in auto_line
    assert "· same game, 1 move before the autosave ·" in hand_line

    # Continue the save by hand from Load: its own autosave starts (a third file); the old
    # autosave at the save's move is not listed again as if it were another game
    row = next(r for r, info in load.rows() if not info.autosave)
    click(app, load.replay_rect(row, 3).center)
    _move(app)
    load = _load(app)
    files = [n for n in os.listdir(app.services.save_dir) if n.endswith(".json")]
    assert len(files) == 3, files
    lines = [load._title(info) + load._detail(info) for _, info in load.rows()]
    assert len(lines) == len(set(lines)), lines
    keys = [info.position_key for _, info in load.rows()]
    assert len(keys) == len(set(keys)), lines

    # at 130% text every row still says all of that, nothing cut, small or overlapping
    app.services.text = TextCache(scale=1.3)
    probe = layout_probe.LayoutRecord(app.canvas)
    layout_probe.active = probe
    try:
        load.draw(app.canvas)
    finally:
        layout_probe.active = None
    assert not probe.cuts and not probe.small and not problems(probe), probe.cuts
    drawn = [t.text for t in probe.texts]
    assert sum("1 move after" in t for t in drawn) == 1, drawn
    assert sum("autosave" in t for t in drawn) >= 2, drawn
