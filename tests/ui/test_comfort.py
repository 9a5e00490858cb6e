"""Set-up, settings and pause-menu comfort (issue #14), driven by posted events on a
headless app the way a player meets them."""

from __future__ import annotations

import dataclasses

import pygame

from tabletop.games import get_game
from tabletop.ui.scenes.setup import SetupScene
from tabletop.ui.theme import seat_style
from tests.ui.helpers import _cycle_to, click, make_app


def _setup(app, game_id: str) -> SetupScene:
    setup = SetupScene(app.ctx, get_game(game_id))
    app.ctx.stack.clear_to(setup)
    app.step([], 1 / 60)
    return setup


def test_one_player_is_offered_and_selects_the_solo_mode():
    app = make_app(real_games=True)
    setup = _setup(app, "indian_summer")
    assert setup.count_choice.value == 2
    click(app, setup.count_choice.left.center)  # 2 -> 1 player
    assert setup.count_choice.value == 1
    assert setup.mode == "solo" and setup.mode_choice.value == "solo"
    # with one player the mode list offers the solo modes only
    assert [v for v, _ in setup.mode_choice.options] == ["solo", "solo_series"]
    click(app, setup.mode_choice.right.center)
    assert setup.mode == "solo_series" and setup.players == 1
    click(app, setup.count_choice.right.center)  # 1 -> 2 players: back to a shared game
    assert setup.players == 2 and setup.mode == "standard"
    assert "solo" in [v for v, _ in setup.mode_choice.options]
    config = setup.config()
    assert config.mode == "standard" and config.players == 2


def test_a_solo_mode_chosen_under_mode_makes_it_one_player():
    app = make_app(real_games=True)
    setup = _setup(app, "lodge")
    _cycle_to(app, lambda: setup.mode_choice, "solo")
    assert setup.count_choice.value == 1
    config = setup.config()
    assert config.mode == "solo" and config.players == 1


def test_a_game_without_solo_mode_starts_at_its_minimum():
    app = make_app(real_games=True)
    setup = _setup(app, "summer_resort")
    game = get_game("summer_resort")
    counts = [v for v, _ in setup.count_choice.options]
    assert counts[0] == game.min_players and 1 not in counts


def test_colour_names_follow_the_palette_in_use():
    assert seat_style("red").label == "Red"
    assert seat_style("red", True).label == "Orange"
    assert seat_style("purple", True).label == "Pink"
    assert seat_style("blue", True).label == "Blue"
    app = make_app(real_games=True)
    app.services.settings = dataclasses.replace(app.services.settings, colour_blind=True)
    setup = _setup(app, "lodge")
    labels = dict(setup.colour_choices[0].options)
    assert labels["red"] == "Orange" and labels["green"] == "Teal"


def test_saving_settings_keeps_the_window_size_as_it_is_now():
    from tabletop.ui.scenes.settings import SettingsScene
    from tabletop.ui.settings import load_settings

    app = make_app(window=(1400, 820))  # a window the player resized by hand
    scene = SettingsScene(app.ctx)
    app.ctx.stack.clear_to(scene)
    app.step([], 1 / 60)
    assert scene.size.value == (1400, 820)
    click(app, scene.colour_blind.rect.center)
    save = next(b for b in scene.buttons if b.label == "Save settings")
    click(app, save.rect.center)
    assert app.window.get_size() == (1400, 820)
    kept = load_settings()
    assert (kept.window_width, kept.window_height) == (1400, 820) and kept.colour_blind


def _toy_table(app):
    from tests.ui.helpers import open_game_table, toy_match
    from tests.ui.toy_table import PebblesTable

    return open_game_table(app, toy_match(("human", "human")), PebblesTable)


def test_the_pause_menu_reaches_settings_and_back_to_the_game():
    from tabletop.ui.scenes.settings import SettingsScene
    from tests.ui.helpers import key

    app = make_app()
    table = _toy_table(app)
    key(app, pygame.K_ESCAPE)
    assert table.dialog is not None and table.dialog.title == "Paused"
    app.step([], 1 / 60)
    settings = next(b for b in table.dialog.buttons if b.label == "Settings")
    click(app, settings.rect.center)
    assert isinstance(app.ctx.stack.top, SettingsScene)
    back = next(b for b in app.ctx.stack.top.buttons if b.label == "Back")
    click(app, back.rect.center)
    assert app.ctx.stack.top is table and table.dialog is None


def test_the_menu_button_has_its_own_icon():
    from tabletop.resources import asset_path

    app = make_app()
    table = _toy_table(app)
    menu = next(b for b in table.commands.buttons if b.label == "Menu")
    assert menu.icon == "menu" and asset_path("icons", "menu.svg").exists()
    assert app.services.icons.get("menu", 24) is not None


def test_redo_clears_the_taken_back_toast():
    from tests.toygame import Play
    from tests.ui.helpers import key, open_game_table, toy_match
    from tests.ui.toy_table import PebblesTable

    app = make_app()
    match = toy_match(("human", "bot:random"))
    table = open_game_table(app, match, PebblesTable)
    table.try_play(Play(match.state.hands[0][0]))
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert table.toast.visible and table.toast.message == "Move taken back."
    redo = next(b for b in table.commands.buttons if b.label == "Redo")
    click(app, redo.rect.center)
    assert len(match.log) == 1 and not table.toast.visible


def test_end_turn_never_asks_but_a_reveal_does():
    """Lodge's End turn refills the display from the bag (a draw), yet it only ends the
    turn: no question. A move that itself turns up something hidden still asks."""
    import random

    from tabletop.engine import EndTurn
    from tabletop.ui.tables.lodge import TABLE
    from tests.toygame import GAME as TOY
    from tests.toygame import Draw
    from tests.ui.helpers import open_game_table, seated_match

    app = make_app(real_games=True)
    assert app.services.settings.confirm_irreversible  # the setting is on
    game = get_game("lodge")
    match = seated_match(game, 2, seed=4)
    rng = random.Random(1)
    for _ in range(200):
        legal = game.legal_actions(match.state)
        if EndTurn() in legal and game.reveals(
            match.state, EndTurn(), game.advance(match.state, EndTurn())
        ):
            break
        match.play(rng.choice(legal))
    else:
        raise AssertionError("no End turn that draws")
    table = open_game_table(app, match, TABLE)
    done = len(match.log)
    assert table.try_play(EndTurn()) and table.dialog is None and len(match.log) == done + 1
    assert TOY.needs_confirmation(None, Draw())


def test_only_the_non_obvious_reveals_ask():
    """Summer Nine: an open pick (its refill is no surprise) plays at once; Time Travel,
    which takes a hidden card, asks. Lodge: building an amenity does not ask; refreshing
    the guests does."""
    from tabletop.games.lodge.actions import BuildAmenity, RefreshGuests
    from tabletop.games.summer_nine.actions import TakeToSchedule, TimeTravel

    nine, lodge = get_game("summer_nine"), get_game("lodge")
    assert nine.needs_confirmation(None, TakeToSchedule(0, 0, 0)) is None
    assert "hidden card" in nine.needs_confirmation(None, TimeTravel(0, 0))
    amenity = BuildAmenity.__new__(BuildAmenity)
    assert lodge.needs_confirmation(None, amenity) is None
    assert "bag" in lodge.needs_confirmation(None, RefreshGuests.__new__(RefreshGuests))
