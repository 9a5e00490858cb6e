"""Set-up, settings and pause-menu comfort (issue #14), driven by posted events on a
headless app the way a player meets them."""

from __future__ import annotations

import dataclasses

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
