"""Summer Resort as a new player met it (issue #26): at text size 130% and with the
colour-blind palette. The table is opened through the set-up scene, the palette is
switched in the Settings scene reached from the pause menu (a real settings file in
``TABLETOP_HOME``), and what is checked is what the screen shows."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from tabletop.ui.scenes.settings import SettingsScene
from tabletop.ui.settings import load_settings
from tabletop.ui.tables.summer_resort import layout
from tabletop.ui.tables.summer_resort.pictures import locomotive_cab
from tabletop.ui.theme import seat_style
from tests.ui.helpers import click, game_of, key, relaxed_app, start_from_setup


def _table(scale: float = 1.0, players: int = 3, seed: int = 4):
    app = relaxed_app()
    if scale != 1.0:
        app.services.update_settings(dataclasses.replace(app.services.settings, ui_scale=scale))
    controllers = ("human",) + ("bot:random",) * (players - 1)
    table = start_from_setup(app, game_of("summer_resort"), players, "standard", seed, controllers)
    app.step([], 1 / 60)
    return app, table


def _switch_palette_in_settings(app, table) -> None:
    key(app, pygame.K_ESCAPE)
    app.step([], 1 / 60)
    settings = next(b for b in table.dialog.buttons if b.label == "Settings")
    click(app, settings.rect.center)
    scene = app.ctx.stack.top
    assert isinstance(scene, SettingsScene)
    click(app, scene.colour_blind.rect.center)
    save = next(b for b in scene.buttons if b.label == "Save settings")
    click(app, save.rect.center)
    assert app.ctx.stack.top is table and load_settings().colour_blind
    app.step([], 1 / 60)


def test_the_colour_blind_palette_reaches_the_tray_tokens_and_every_placed_token():
    app, table = _table()
    assert table.my_turn()
    colour = app.ctx.stack.top.match.config.seats[table.eyes].colour
    before, after = seat_style(colour).rgb, seat_style(colour, True).rgb
    assert before != after
    token = next(p for p in table.position.pieces if p.key[0] == "token")
    assert token.surface.get_at(token.surface.get_rect().center)[:3] != after
    _switch_palette_in_settings(app, table)
    token = next(p for p in table.position.pieces if p.key[0] == "token")
    surface = token.surface
    w, h = surface.get_size()
    ring = [surface.get_at((w // 2, y))[:3] for y in range(h)]
    assert after in ring and before not in ring, "the tray token is in the new colour"
    # every cached picture of a seat's token is in the palette in use
    tokens = [k for k in table.art.cached() if k[0] == "token"]
    palette = {seat_style(s.colour, True).rgb for s in table.match.config.seats}
    assert tokens and all(k[1] in palette for k in tokens)


class Sizes:
    """Every text the table's text cache draws, with its size (a spy on ``blit``)."""

    def __init__(self, text):
        self.drawn: list[tuple[str, int, pygame.Rect]] = []
        blit = text.blit

        def spy(surface, line, pos, size, *args, **kwargs):
            rect = blit(surface, line, pos, size, *args, **kwargs)
            self.drawn.append((line, size, pygame.Rect(rect)))
            return rect

        text.blit = spy


def _spied_table(scale: float, players: int = 3, seed: int = 4):
    app = relaxed_app()
    if scale != 1.0:
        app.services.update_settings(dataclasses.replace(app.services.settings, ui_scale=scale))
    sizes = Sizes(app.services.text)
    controllers = ("human",) + ("bot:random",) * (players - 1)
    table = start_from_setup(app, game_of("summer_resort"), players, "standard", seed, controllers)
    app.step([], 1 / 60)
    return app, table, sizes


@pytest.mark.parametrize("scale", [1.0, 1.3])
def test_a_stack_s_price_is_never_smaller_than_its_cards_left(scale):
    from tabletop.games.summer_resort import facts

    app, table, sizes = _spied_table(scale)
    for fact in facts.stacks(table.view):
        rect = layout.stack_rects()[fact.id]
        inside = [(line, size, r) for line, size, r in sizes.drawn if rect.contains(r)]
        price = next((size, r) for line, size, r in inside if line == fact.price)
        left = next((size, r) for line, size, r in inside if line == fact.left)
        assert price[0] >= left[0], (fact.id, price[0], left[0])
        assert not price[1].colliderect(left[1])


class Spy(pygame.Surface):
    """A canvas that notes every surface blitted onto it and where."""

    def __init__(self, size):
        super().__init__(size)
        self.blits: list[tuple[pygame.Surface, pygame.Rect]] = []

    def blit(self, source, dest, area=None, special_flags=0):
        rect = super().blit(source, dest, area, special_flags)
        self.blits.append((source, pygame.Rect(rect)))
        return rect


def _until_visits(app, table, wanted: int = 1, limit: int = 400):
    """Play on (the bots at their pace, the player a random legal move) until ``wanted``
    investment stacks have visitors this round."""
    import random

    from tests.ui.helpers import play_at_table

    rng = random.Random(2)
    for _ in range(limit):
        stacks = {p.stack for p in table.view.placements if p.target == "investment"}
        if len(stacks) >= wanted:
            return
        if table.my_turn():
            play_at_table(app, table, rng.choice(table.legal_actions()))
        else:
            app.step([], 1.0)
    raise AssertionError("no visits")


def test_the_visitors_tokens_on_a_stack_leave_its_visits_line_readable_at_130_percent():
    app, table, sizes = _spied_table(1.3, players=5, seed=3)
    _until_visits(app, table, 2)
    from tabletop.ui.tables.summer_resort import draw as board

    c = table.draw_context(table.view)
    canvas = Spy((1600, 900))
    sizes.drawn.clear()
    board.draw_bank(canvas, c)
    tokens = {id(s) for k, s in table.art.cached().items() if k[0] == "token"}
    from tabletop.games.summer_resort import facts

    checked = 0
    for fact in facts.stacks(table.view):
        rect = layout.stack_rects()[fact.id]
        lines = [r for line, _, r in sizes.drawn if rect.contains(r) and line in fact.visits]
        assert lines, fact.visits
        placed = [r for s, r in canvas.blits if id(s) in tokens and rect.colliderect(r)]
        for token in placed:  # a token's circle fills its picture but for a margin
            assert not any(token.inflate(-4, -4).colliderect(line) for line in lines), fact.visits
            checked += 1
    assert checked


@pytest.mark.parametrize("scale", [1.0, 1.3])
def test_the_weather_is_written_on_its_board_never_on_the_engine_s_picture(scale):
    from tabletop.games.summer_resort import facts
    from tabletop.ui.tables.summer_resort import draw as board

    app, table, sizes = _spied_table(scale, players=4, seed=5)
    weather = facts.weather(table.view)
    assert weather is not None
    sizes.drawn.clear()
    board.draw_train(Spy((1600, 900)), table.draw_context(table.view))
    head, rows = layout.weather_boards()
    loco = layout.LOCO
    cab = locomotive_cab(loco.size).move(loco.topleft)
    above = pygame.Rect(cab.x - 4, loco.y, loco.right - cab.x + 4, head.bottom - loco.y)
    plate = layout.package_rect()
    words = {weather.next_text, *(row.text for row in weather.rows)}
    drawn = [(line, r) for line, _, r in sizes.drawn if loco.colliderect(r)]
    on_board = [(line, r) for line, r in drawn if line in words or line in weather.title]
    assert {line for line, _ in on_board} >= words
    for line, r in on_board:
        assert head.union(rows).contains(r), line
        assert not r.colliderect(above), f"{line!r} runs over the cab"
        assert not r.colliderect(plate), f"{line!r} runs onto the package plate"
    for line, r in drawn:  # the caption beside the dome, clear of the cab's roof
        if line == "Weather now":
            assert r.right <= cab.x - 4 and r.x >= loco.x + 64


def test_a_text_size_chosen_in_settings_reaches_the_table_s_pictures():
    from tests.ui.helpers import _cycle_to

    app, table = _table()
    key(app, pygame.K_ESCAPE)
    app.step([], 1 / 60)
    settings = next(b for b in table.dialog.buttons if b.label == "Settings")
    click(app, settings.rect.center)
    scene = app.ctx.stack.top
    _cycle_to(app, lambda: scene.scale, 1.3)
    click(app, next(b for b in scene.buttons if b.label == "Save settings").rect.center)
    assert app.ctx.stack.top is table and load_settings().ui_scale == 1.3
    app.step([], 1 / 60)
    assert table.art.text is app.services.text and table.art.text.scale == 1.3
    layer = table.art.latest_layer()
    assert layer is not None, "the board painted again with the new text size"
