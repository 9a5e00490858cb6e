"""An open dialog takes the clicks first (#26): ``TableScene.handle`` gave the table's
parts every event before the dialog, so a press on the question's "Cancel" while the last
move's steps still played on the board was taken by the steps (the press showed their
end) and the question stayed.

Played as a player meets it: Indian Summer's solo series opened through set-up with the
confirm setting on (the default) in a real settings file, ordinary moves played at the
table until the move that asks ("next game", dealt from a fresh stack) comes after a move
whose steps play on the board; one click on the question's button answers it."""

from __future__ import annotations

from tests.ui.helpers import click
from tests.ui.test_confirm_promise import SEEDS, _app, _reach


def _steps_playing(table) -> bool:
    return any(getattr(part, "playing", False) for part in table.parts)


def test_one_click_answers_the_question_while_a_move_s_steps_play(monkeypatch, tmp_path):
    app = _app(monkeypatch, tmp_path, confirm=True)
    table, action = _reach(app, "indian_summer_series", SEEDS["indian_summer_series"])
    done = len(table.match.log)
    assert not table.try_play(action)  # it asks first
    app.step([], 1 / 60)  # the question is drawn
    assert table.dialog is not None and _steps_playing(table)  # the steps still play
    click(app, next(b for b in table.dialog.buttons if b.label == "Cancel").rect.center)
    assert table.dialog is None, "the click went to the board's steps behind the question"
    assert len(table.match.log) == done  # nothing played
    assert not table.try_play(action)
    app.step([], 1 / 60)
    click(app, next(b for b in table.dialog.buttons if b.label == "Play it").rect.center)
    assert table.dialog is None and len(table.match.log) == done + 1
    assert table.match.log[-1].action == action
