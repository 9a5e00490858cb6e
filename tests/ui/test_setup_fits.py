"""The set-up form reads whole at every text size: every choice shows each of its options
uncut (a bot's level, "Bot: search, normal", was cut to "Bot: search, nor…" at 130%),
and the labels of the players, mode and seed stand clear of their controls (they ran into
them at 130%). Every game's form, opened as the title opens it, at 1280×720 and
1600×900, text size 100% and 130%, with the most seats."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from tabletop.games import GAMES
from tabletop.ui import layout_probe
from tabletop.ui.app import App
from tabletop.ui.headless import headless_services
from tabletop.ui.scene import Context, Scene
from tabletop.ui.scenes.setup import SetupScene
from tabletop.ui.text import TextCache
from tests.ui.helpers import click


def open_setup(game_id: str, scale: float, size) -> tuple[App, SetupScene]:
    services = headless_services()
    services.settings = dataclasses.replace(services.settings, ui_scale=scale)
    services.text = TextCache(scale=scale)
    app = App(services, window_size=size, start_scene=Scene(Context(services)))
    setup = SetupScene(app.ctx, services.game(game_id))
    app.ctx.stack.clear_to(setup)
    app.step([], 1 / 60)
    for _ in range(len(setup.count_choice.options)):  # on to the most seats
        if setup.count_choice.value == max(v for v, _ in setup.count_choice.options):
            break
        click(app, setup.count_choice.right.center)
    return app, setup


@pytest.mark.parametrize("size", ((1280, 720), (1600, 900)))
@pytest.mark.parametrize("scale", (1.0, 1.3))
@pytest.mark.parametrize("game_id", [g.id for g in GAMES])
def test_every_choice_shows_its_options_whole_and_labels_keep_clear(game_id, scale, size):
    app, setup = open_setup(game_id, scale, size)
    text = app.services.text
    choices = [
        setup.count_choice,
        setup.mode_choice,
        *setup.colour_choices,
        *setup.controller_choices,
        *setup.option_choices,
    ]
    assert len(setup.controller_choices) == setup.game.max_players
    for choice in choices:
        for _, label in choice.options:
            assert text.size(label, choice.size)[0] <= choice.rect.w - 76, label
    probe = layout_probe.LayoutRecord(app.canvas)
    layout_probe.active = probe
    try:
        setup.draw(app.canvas)
    finally:
        layout_probe.active = None
    assert not probe.cuts, probe.cuts
    controls = [c.rect for c in choices] + [setup.seed_field.rect]
    controls += [f.rect for f in setup.name_fields]
    for drawn in probe.texts:
        if drawn.text in ("Players", "Mode", "Seed", "Name", "Colour and symbol", "Played by"):
            assert not any(drawn.rect.colliderect(r) for r in controls), drawn
    tops = [setup.count_choice.rect, setup.mode_choice.rect, setup.seed_field.rect]
    assert all(not a.colliderect(b) for a in tops for b in tops if a is not b)
    assert all(pygame.Rect(0, 0, 1600, 900).contains(r) for r in controls)
