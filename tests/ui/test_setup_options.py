"""Game options (``Game.options``) in set-up: one choice per option, defaults selected,
the chosen values in ``Config.options``; Summer Nine's "Remember hidden cards" chosen by
clicks reaches the table (hidden columns faded); a game without options shows none; saves
keep the options and refuse a value no option offers."""

import json
import random

import pygame
import pytest

from tabletop.engine import Config
from tabletop.engine.options import GameOption, option_problem
from tabletop.engine.saves import SaveError, load_match, write_save
from tabletop.games.summer_nine import GAME as SUMMER_NINE
from tabletop.games.summer_nine import facts as F
from tabletop.games.summer_nine import setup as s9_setup
from tabletop.games.summer_nine.state import Options
from tabletop.ui.scenes.setup import SetupScene, option_rects
from tabletop.ui.tables.summer_nine import TABLE
from tests.ui.helpers import click, make_app, open_game_table, pass_curtain


def find_game(app, game_id):
    return next(g for g in app.services.games if g.id == game_id)


def open_setup(app, game) -> SetupScene:
    setup = SetupScene(app.ctx, game)
    app.ctx.stack.clear_to(setup)
    app.step([], 1 / 60)
    return setup


def cycle_to(app, choice, value, limit=8) -> None:
    for _ in range(limit):
        if choice.value == value:
            return
        click(app, choice.right.center)
    assert choice.value == value, f"{value!r} is not offered"


def test_summer_nine_declares_its_options_on_the_game():
    assert SUMMER_NINE.options == s9_setup.OPTIONS
    assert {o.key for o in SUMMER_NINE.options} == set(Options.__dataclass_fields__)
    # the first choice of each option is the state's own default
    defaults = SUMMER_NINE.default_options()
    assert defaults == {k: getattr(Options(), k) for k in defaults}
    assert defaults["remember_hidden"] is False


def test_a_game_option_refuses_values_it_does_not_offer():
    option = GameOption("remember_hidden", "Hidden columns", ((False, "No"), (True, "Yes")))
    assert option.default is False and option.allows(True)
    assert not option.allows(1), "1 is not True: the saved type must match"
    assert option_problem([option], {"remember_hidden": True, "other": 3}) is None
    problem = option_problem([option], {"remember_hidden": "yes"})
    assert "Hidden columns" in problem and "'yes'" in problem
    with pytest.raises(ValueError):
        GameOption("empty", "Nothing", ())


def test_setup_shows_one_labelled_choice_per_option_at_its_default():
    app = make_app(real_games=True)
    game = find_game(app, "summer_nine")
    setup = open_setup(app, game)
    assert [c.value for c in setup.option_choices] == [o.default for o in game.options]
    labels = [c.options[c.index][1] for c in setup.option_choices]
    assert "Face down (memorise them)" in labels
    rects = [c.rect for c in setup.option_choices]
    seat_panel_bottom = 300 + 14 + 74 * game.max_players
    buttons_top = min(b.rect.top for b in setup.buttons)
    for i, rect in enumerate(rects):
        assert rect.top - 24 >= seat_panel_bottom and rect.bottom <= buttons_top
        assert all(not rect.colliderect(other) for other in rects[i + 1 :])
        assert rect.right <= 1170, "left of the notes panel"
    config = setup.config()
    assert isinstance(config, Config) and config.options == game.default_options()


def test_four_options_fit_above_the_buttons_for_five_seats_too():
    class FiveSeats:
        max_players = 5
        options = SUMMER_NINE.options

    rects = option_rects(FiveSeats)  # type: ignore[arg-type]
    assert len(rects) == 4 and all(r.bottom <= 790 and r.top >= 700 for r in rects)
    assert all(a.right < b.left for a, b in zip(rects, rects[1:]))


def test_remember_hidden_chosen_in_setup_reaches_the_table():
    app = make_app(real_games=True)
    game = find_game(app, "summer_nine")
    setup = open_setup(app, game)
    cycle_to(app, setup.count_choice, 2)
    cycle_to(app, setup.controller_choices[1], "human")
    hidden = next(
        c for o, c in zip(game.options, setup.option_choices) if o.key == "remember_hidden"
    )
    cycle_to(app, hidden, True)
    assert hidden.options[hidden.index][1] == "Remember hidden cards (shown faded)"
    start = next(b for b in setup.buttons if b.label == "Start game")
    click(app, start.rect.center)
    pass_curtain(app)
    table = app.ctx.stack.top
    match = table.match
    assert match.config.options["remember_hidden"] is True
    assert match.config.options["direction"] == "clockwise"  # untouched: its default
    assert match.state.options.remember_hidden is True
    rng = random.Random(5)
    while match.state.round < 11:
        match.play(rng.choice(match.game.legal_actions(match.state)))
    table = open_game_table(app, match, TABLE)
    board = table.board(table.view)
    assert board.columns[0] == "hidden"
    hidden_cards = [c for c in board.pool if board.columns[c.column - 1] == "hidden"]
    faces = {c.face for c in hidden_cards if c.card != F.EMPTY}
    assert faces == {"faded"}


@pytest.mark.parametrize("game_id", ["summer_resort", "lodge", "resafa", "indian_summer"])
def test_a_game_without_options_shows_none(game_id):
    app = make_app(real_games=True)
    game = find_game(app, game_id)
    assert game.options == ()
    setup = open_setup(app, game)
    assert setup.option_choices == []
    config = setup.config()
    assert isinstance(config, Config) and config.options == {}
    surface = pygame.Surface((1600, 900))
    setup.draw(surface)  # draws without an options area


def saved_summer_nine(tmp_path, options):
    config = Config.default(2, seed=4)
    config = Config(seats=config.seats, seed=4, options=options)
    from tabletop.engine.match import Match

    match = Match(SUMMER_NINE, config)
    match.play(SUMMER_NINE.legal_actions(match.state)[0])
    return match, write_save(tmp_path / "s9.json", match)


def test_saves_keep_the_options(tmp_path):
    options = {**SUMMER_NINE.default_options(), "remember_hidden": True, "four_plus": "per_run"}
    match, path = saved_summer_nine(tmp_path, options)
    loaded = load_match(path, lambda game_id: SUMMER_NINE)
    assert loaded.config.options == options and loaded.state == match.state


def test_a_save_with_a_value_no_option_offers_is_refused_clearly(tmp_path):
    _, path = saved_summer_nine(tmp_path, {"remember_hidden": True})
    data = json.loads(path.read_text())
    data["config"]["options"]["remember_hidden"] = "sometimes"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="Hidden columns.*'sometimes'"):
        load_match(path, lambda game_id: SUMMER_NINE)


def test_a_save_with_an_unknown_option_key_loads(tmp_path):
    """Keys no option declares are the game's business (Summer Nine ignores them)."""
    _, path = saved_summer_nine(tmp_path, {"remember_hidden": True})
    data = json.loads(path.read_text())
    data["config"]["options"]["from_a_newer_version"] = 1
    path.write_text(json.dumps(data))
    loaded = load_match(path, lambda game_id: SUMMER_NINE)
    assert loaded.state.options.remember_hidden is True
