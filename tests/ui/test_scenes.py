"""Every shell scene constructs, draws, and handles a click, a drag and a key; a
screenshot of each is written to the test's own temporary folder (``python main.py
screenshot`` makes them for a person to look at), never into the repository."""

import pygame
import pytest

from tabletop.engine.saves import write_save
from tabletop.ui.headless import build_scene, render_scene
from tabletop.ui.scenes.settings import SettingsScene
from tabletop.ui.scenes.setup import SetupScene
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.settings import load_settings, settings_path
from tests.toygame import GAME
from tests.ui.helpers import click, drag, key, make_app, toy_match
from tests.ui.toy_table import PebblesTable

SCENES = (
    "title",
    "setup",
    "settings",
    "load",
    "rules",
    "results",
    "handover",
    "table",
    "join",
    "hosting",
    "joined",
)


@pytest.mark.parametrize("name", SCENES)
def test_scene_draws_and_survives_input(name, tmp_path):
    app = make_app()
    write_save(app.services.save_dir / "one.json", toy_match())
    (app.services.save_dir / "broken.json").write_text("{")
    scene = build_scene(app.ctx, name, GAME, 3, 4, 3, None)
    surface = render_scene(app, scene)
    shot = tmp_path / f"shell-{name}.png"
    pygame.image.save(surface, str(shot))
    assert shot.stat().st_size > 0
    assert surface.get_size() == (1600, 900)
    # something was drawn: the frame is not one flat colour
    assert (
        len({surface.get_at((x, y))[:3] for x in range(0, 1600, 97) for y in range(0, 900, 61)})
        >= 3
    )
    click(app, (800, 450))
    drag(app, (300, 300), (900, 500))
    key(app, pygame.K_TAB)
    app.step([], 1 / 60)


def test_title_lists_the_games_and_opens_setup():
    app = make_app()
    title = TitleScene(app.ctx)
    app.ctx.stack.clear_to(title)
    app.step([], 1 / 60)
    click(app, title.cards[0].center)
    assert isinstance(app.ctx.stack.top, SetupScene)


def test_setup_starts_a_match_with_the_chosen_seats():
    app = make_app()
    setup = SetupScene(app.ctx, GAME)
    app.ctx.stack.clear_to(setup)
    app.step([], 1 / 60)
    click(app, setup.count_choice.right.center)  # 2 -> 3 players
    click(app, setup.name_fields[0].rect.center)
    for _ in range(3):
        key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_a, text="Zoë")
    key(app, pygame.K_RETURN)
    click(app, setup.buttons[0].rect.center)
    table = app.ctx.stack.top
    assert isinstance(table, PebblesTable)
    seats = table.match.config.seats
    assert len(seats) == 3 and seats[0].name == "Zoë" and seats[0].controller == "human"
    assert seats[1].controller == "bot:normal"


def test_setup_refuses_duplicate_colours_with_a_reason():
    app = make_app()
    setup = SetupScene(app.ctx, GAME)
    app.ctx.stack.clear_to(setup)
    app.step([], 1 / 60)
    click(app, setup.colour_choices[1].left.center)  # blue -> red, same as seat 1
    click(app, setup.buttons[0].rect.center)
    assert app.ctx.stack.top is setup
    assert setup.toast.message == "Two players have the same colour."


def test_settings_persist_in_the_config_folder():
    app = make_app()
    scene = SettingsScene(app.ctx)
    app.ctx.stack.clear_to(TitleScene(app.ctx))
    app.ctx.stack.push(scene)
    app.step([], 1 / 60)
    click(app, scene.colour_blind.rect.center)
    click(app, scene.speed.right.center)
    click(app, scene.buttons[0].rect.center)
    saved = load_settings()
    assert settings_path().exists() and saved.colour_blind and saved.animation_speed != "normal"
    assert app.services.settings.colour_blind


def test_broken_settings_file_falls_back_and_says_so():
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"colour_blind": "yes", "ui_scale": 1.15')
    settings = load_settings()
    assert settings.colour_blind is False and "settings.json" in settings.problem
    path.write_text('{"colour_blind": "yes", "ui_scale": 1.15}')
    settings = load_settings()
    assert settings.ui_scale == 1.15 and "colour_blind (expected true or false)" in settings.problem
    assert path.read_text().startswith('{"colour_blind"'), "the file is left as it was"


def test_load_scene_resumes_a_save_and_reports_a_broken_one():
    from tabletop.ui.scenes.load import LoadScene

    app = make_app()
    match = toy_match()
    match.play(match.game.legal_actions(match.state)[-1])
    write_save(app.services.save_dir / "game.json", match)
    (app.services.save_dir / "zzz.json").write_text("{")
    scene = LoadScene(app.ctx)
    app.ctx.stack.clear_to(scene)
    app.step([], 1 / 60)
    broken = next(r for r, info in scene.rows() if info.error)
    click(app, broken.center)
    assert "truncated" in scene.toast.message
    good = next(r for r, info in scene.rows() if not info.error)
    click(app, good.center)
    curtain = app.ctx.stack.top  # two humans and hidden hands: the curtain comes first
    assert curtain.seat == match.actor()
    click(app, curtain.buttons[0].rect.center)
    assert isinstance(app.ctx.stack.top, PebblesTable)
    assert app.ctx.stack.top.match.state == match.state


def test_rules_markdown_joins_wrapped_lines_into_blocks():
    from tabletop.ui.scenes.rules import blocks

    md = "# Title\n\nA paragraph\nthat wraps.\n\n- a bullet\n  that wraps\n- **second** `one`\n## Next\n"
    assert blocks(md) == [
        ("h1", "Title"),
        ("gap", ""),
        ("p", "A paragraph that wraps."),
        ("gap", ""),
        ("li", "a bullet that wraps"),
        ("li", "second one"),
        ("h2", "Next"),
    ]


def test_result_notes_name_the_players():
    from tabletop.engine.result import name_seats

    assert (
        name_seats("{seat0} left 5 spaces; {seat2} covered it", ["Ann", "Bob", "Cleo"])
        == "Ann left 5 spaces; Cleo covered it"
    )
    assert name_seats("Seat 1 is plain text", ["Ann"]) == "Seat 1 is plain text"
    assert name_seats("{seat1} holds the President token", ["Ann", "Bob"]) == (
        "Bob holds the President token"
    )
