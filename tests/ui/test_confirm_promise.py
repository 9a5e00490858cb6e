"""The setting "Confirm moves that cannot be undone" was on by default but never asked in
a player's games (#26). It now reads "Ask before a blind draw or a wasted action" and
keeps that promise in every game (Indian Summer's berry waits for its game to call
``text.confirmation``; its solo series' next game, dealt from a fresh stack, asks): with the setting on in a real settings file, a table
opened through set-up asks before the game's blind draw (or wasted action) and plays
nothing until "Play it"; with the setting switched off on the Settings screen and saved,
the same move plays at once. Ordinary moves on the way there never ask."""

from __future__ import annotations

import json
import random

import pytest

from tabletop.ui.scenes.settings import ROWS, SettingsScene
from tabletop.ui.settings import Settings, load_settings, save_settings, settings_path
from tests.ui.helpers import click, game_of, make_app, pass_curtain, start_from_setup

PROMISED = {
    # game: (players, mode, the kinds of move that ask, a word of the question)
    "lodge": (2, "standard", {"refresh_guests", "use_refresh_token"}, "bag"),
    "summer_nine": (2, "standard", {"time_travel"}, "hidden card"),
    "summer_resort": (2, "standard", {"end_turn"}, "porter"),
    "resafa": (2, "standard", {"look_stack"}, "hidden"),
    "indian_summer": (2, "standard", {"berry"}, "unseen"),
    "indian_summer_series": (1, "solo_series", {"next_game"}, "fresh stack"),
}


def _app(monkeypatch, tmp_path, confirm: bool):
    """The app as it starts: the settings read from the settings file in TABLETOP_HOME;
    with ``confirm`` off, switched off on the Settings screen and saved."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    save_settings(Settings())  # a settings file with the defaults
    app = make_app(real_games=True)
    app.services.settings = load_settings()
    assert app.services.settings.confirm_irreversible  # on by default
    if not confirm:
        scene = SettingsScene(app.ctx)
        app.ctx.stack.clear_to(scene)
        app.step([], 1 / 60)
        click(app, scene.confirm.rect.center)
        click(app, next(b for b in scene.buttons if b.label == "Save settings").rect.center)
        saved = json.loads(settings_path().read_text())
        assert saved["confirm_irreversible"] is False
        assert not app.services.settings.confirm_irreversible
    return app


def _settle(app) -> None:
    """The last move's steps played out (a press while they play shows their end first)."""
    for _ in range(40):
        app.step([], 0.1)


def _promised(table, game_id: str):
    """The first move the setting promises to ask before that the player may make now,
    if the game asks before it here (``Game.needs_confirmation``)."""
    kinds = PROMISED[game_id][2]
    state = table.match.state
    return next(
        (
            a
            for a in table.legal_actions()
            if a.kind in kinds and table.game.needs_confirmation(state, a)
        ),
        None,
    )


def _reach(app, game_id: str, seed: int):
    """Play random ordinary moves at the table (opened through set-up) until the game's
    promised move is there to make; the table and that move."""
    players, mode, kinds, _ = PROMISED[game_id]
    start_from_setup(app, game_of(game_id.removesuffix("_series")), players, mode, seed)
    pass_curtain(app)
    table = app.ctx.stack.top
    rng = random.Random(seed)
    for _ in range(600):
        pass_curtain(app)
        promised = _promised(table, game_id)
        if promised is not None:
            return table, promised
        assert not table.match.is_over(), f"{game_id}: the game ended before the move"
        legal = table.legal_actions()
        ordinary = [a for a in legal if a.kind not in kinds] or legal
        action = rng.choice(ordinary)
        table.try_play(action)
        if table.dialog is not None:  # a question on the way: answered as asked
            assert table.game.needs_confirmation(table.match.state, action)
            _settle(app)
            click(app, table.dialog.buttons[0].rect.center)
    raise AssertionError(f"{game_id}: the promised move never came")


SEEDS = {"lodge": 3, "summer_nine": 1, "summer_resort": 3, "resafa": 1, "indian_summer": 3}
SEEDS["indian_summer_series"] = 1
CASES = sorted(PROMISED)


@pytest.mark.parametrize("game_id", CASES)
def test_the_promised_move_asks_and_plays_only_when_told(game_id, monkeypatch, tmp_path):
    app = _app(monkeypatch, tmp_path, confirm=True)
    table, action = _reach(app, game_id, SEEDS[game_id])
    done = len(table.match.log)
    assert not table.try_play(action)
    assert table.dialog is not None, f"{game_id}: {action.kind} did not ask"
    assert table.dialog.title == "This move cannot be taken back"
    assert PROMISED[game_id][3] in table.dialog.message
    _settle(app)
    cancel = next(b for b in table.dialog.buttons if b.label == "Cancel")
    click(app, cancel.rect.center)
    assert table.dialog is None and len(table.match.log) == done  # nothing played
    assert not table.try_play(action)
    _settle(app)
    click(app, next(b for b in table.dialog.buttons if b.label == "Play it").rect.center)
    assert len(table.match.log) == done + 1 and table.match.log[-1].action == action


@pytest.mark.parametrize("game_id", CASES)
def test_with_the_setting_off_nothing_asks(game_id, monkeypatch, tmp_path):
    app = _app(monkeypatch, tmp_path, confirm=False)
    table, action = _reach(app, game_id, SEEDS[game_id])
    done = len(table.match.log)
    assert table.try_play(action) and table.dialog is None
    assert len(table.match.log) == done + 1


def test_the_setting_says_what_it_asks_before():
    assert ROWS[-1] == "Ask before a blind draw or a wasted action"
