"""A marked move's symbol (the seat's symbol at a corner of its outline: the mark never
relies on colour alone) is never cut by the board's edge: Summer Nine marks a rival's
whole panel at the board's left edge when they took a card to hand, and its corner stood
half off the board. Every mark on the tables opened as ``python main.py screenshot``
opens them, over seeded positions of every game."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games import GAMES
from tabletop.ui.app import App
from tabletop.ui.headless import build_scene, headless_services, render_scene
from tabletop.ui.scene import Context, Scene
from tabletop.ui.tables.frames import BOARD
from tabletop.ui.tables.marks import outline_rect, symbol_place


@pytest.mark.parametrize("game_id", [g.id for g in GAMES])
def test_every_mark_symbol_stands_whole_on_the_board(game_id):
    services = headless_services()
    app = App(services, window_size=(1280, 720), start_scene=Scene(Context(services)))
    game = services.game(game_id)
    seen = 0
    for seed, moves in ((3, 40), (1, 12), (2, 80)):
        table = build_scene(app.ctx, "table", game, min(4, game.max_players), seed, moves, None)
        render_scene(app, table, frames=1)
        for mark in table.story.marks:
            (x, y), r = symbol_place(mark)
            assert BOARD.contains(pygame.Rect(x - r, y - r, 2 * r + 1, 2 * r + 1)), mark
            seen += 1
    assert seen, "some moves of the others are marked"


def test_summer_nine_marks_a_panel_at_the_board_edge_with_its_symbol_whole():
    services = headless_services()
    app = App(services, window_size=(1600, 900), start_scene=Scene(Context(services)))
    table = build_scene(app.ctx, "table", services.game("summer_nine"), 4, 3, 40, None)
    render_scene(app, table, frames=1)
    edge = [m for m in table.story.marks if outline_rect(m).x <= BOARD.x + 8]
    assert edge, "a mark at the board's left edge"
    for mark in edge:
        (x, y), r = symbol_place(mark)
        assert x - r >= BOARD.x
