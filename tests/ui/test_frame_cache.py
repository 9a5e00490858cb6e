"""Frames that redraw only what moved (issue #14, Idle CPU: a table's frame while a piece
is dragged). Not timed: what is painted is counted, and the pictures are compared with
whole frames.

While a piece is carried, Lodge and Summer Resort keep their board painted in a layer
(painted again only when what it shows changes) and the loop redraws only the moving
part (the held piece, the hovered target, the tooltip) over a copy of the still picture.
"""

import pygame
import pytest

from tabletop.ui.tables import table_for
from tests.ui.helpers import (
    game_of,
    make_app,
    motion,
    open_game_table,
    press,
    relaxed_app,
    release,
    seated_match,
)
from tests.ui.toy_table import PebblesTable

TABLES = ("lodge", "summer_resort")
MODULES = {
    "lodge": "tabletop.ui.tables.lodge.table",
    "summer_resort": "tabletop.ui.tables.summer_resort.table",
}
POINTS = [(300 + 53 * i, 200 + 37 * i) for i in range(10)]


def open_table(game_id, window=(1600, 900)):
    app = relaxed_app()
    if window != (1600, 900):
        app.window = pygame.display.set_mode(window, pygame.RESIZABLE)
        app.viewport.resize(window)
    game = game_of(game_id)
    match = seated_match(game, game.max_players)
    return app, open_game_table(app, match, table_for(game))


def count_board_paints(monkeypatch, game_id) -> list:
    """The board layer's paintings, counted (the table module's ``draw_board``)."""
    import importlib

    module = importlib.import_module(MODULES[game_id])
    painted = []
    draw = module.draw_board

    def counted(surface, context, *args):
        painted.append(context)
        return draw(surface, context, *args)

    monkeypatch.setattr(module, "draw_board", counted)
    return painted


def pick_up(app, table):
    piece = table.pieces(table.view)[0]
    press(app, piece.rect.center)
    motion(app, (piece.rect.centerx + 20, piece.rect.centery + 20))
    assert table.drag.held is not None and table.drag.dragging
    return piece


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("game_id", TABLES)
def test_a_drag_paints_the_board_once_and_redraws_only_what_moves(game_id, monkeypatch):
    app, table = open_table(game_id)
    painted = count_board_paints(monkeypatch, game_id)
    pick_up(app, table)
    paints, partial = len(painted), app.partial_frames
    for pos in POINTS:
        motion(app, pos)
    assert len(painted) == paints, "the board layer is not painted again while dragging"
    assert app.partial_frames - partial == len(POINTS), "each drag frame redrew what moved"


@pytest.mark.parametrize("game_id", TABLES)
def test_frames_that_redraw_what_moved_equal_whole_frames(game_id):
    app, table = open_table(game_id)
    pick_up(app, table)
    for pos in POINTS:
        motion(app, pos)
        whole = pygame.Surface(app.canvas.get_size())
        table.draw(whole)
        assert pixels(whole) == pixels(app.canvas), pos
        assert pixels(app.window) == pixels(app.canvas), pos


@pytest.mark.parametrize("game_id", TABLES)
def test_a_move_paints_the_board_again_and_draws_a_whole_frame(game_id, monkeypatch):
    app, table = open_table(game_id)
    painted = count_board_paints(monkeypatch, game_id)
    pick_up(app, table)
    lit = next(lit for lit in table.drag.legal if lit.target.action is not None)  # a move
    motion(app, lit.target.rect.center)
    state, paints, partial = table.match.state, len(painted), app.partial_frames
    release(app, lit.target.rect.center)
    assert table.match.state is not state
    assert len(painted) > paints, "the board shows the new position"
    assert app.partial_frames == partial, "the frame after a move is drawn whole"


def test_the_lodge_hover_tip_follows_the_pointer_without_painting_the_board(monkeypatch):
    app, table = open_table("lodge")
    painted = count_board_paints(monkeypatch, "lodge")
    layout = table.layout
    spots = [layout.display_cell(1, 0).center, layout.lodge_cell(1, 1).center, (600, 700)]
    for pos in spots:
        motion(app, pos, buttons=(0, 0, 0))
    partial = app.partial_frames
    for pos in spots:
        motion(app, (pos[0] + 3, pos[1] + 2), buttons=(0, 0, 0))
    assert app.partial_frames - partial == len(spots)
    assert len(painted) <= len(spots), "at most once per thing hovered"
    whole = pygame.Surface(app.canvas.get_size())
    table.draw(whole)
    assert pixels(whole) == pixels(app.canvas)


def scaled_whole_frame(app, table) -> pygame.Surface:
    whole = pygame.Surface(app.canvas.get_size())
    table.draw(whole)
    return pygame.transform.smoothscale(whole, app.viewport.dest.size)


@pytest.mark.parametrize("game_id", TABLES)
def test_in_a_scaled_window_the_moving_part_is_scaled_alone(game_id):
    """At 1280×720 (4/5) the still picture is scaled once; a drag frame puts back and
    scales only what moved, aligned to the scale's 5-pixel period: the window is exactly a
    whole frame scaled."""
    app, table = open_table(game_id, window=(1280, 720))
    pick_up(app, table)
    partial = app.partial_frames
    for pos in POINTS:
        motion(app, pos)
        shown = app.window.subsurface(app.viewport.dest)
        assert pixels(scaled_whole_frame(app, table)) == pixels(shown), pos
    assert app.partial_frames - partial == len(POINTS)


def test_at_any_window_size_only_the_moving_part_may_differ_by_its_filtering():
    """At a scale with no short period (1366×768) a part scaled alone is filtered at a
    fraction of a pixel from the whole frame's: only the pixels where the piece is now
    may differ; everything else is the whole frame's."""
    app, table = open_table("lodge", window=(1366, 768))
    pick_up(app, table)
    for pos in POINTS:
        motion(app, pos)
    expected = scaled_whole_frame(app, table)
    shown = app.window.subsurface(app.viewport.dest).copy()
    for rect in app._moving:  # blanked in both pictures
        where = app.viewport.window_rect(rect).move(-app.viewport.dest.x, -app.viewport.dest.y)
        expected.fill((0, 0, 0), where)
        shown.fill((0, 0, 0), where)
    assert pixels(expected) == pixels(shown)


def test_a_table_that_does_not_say_what_its_board_shows_is_drawn_whole():
    from tests.ui.helpers import toy_match

    app = make_app()
    table = PebblesTable(app.ctx, toy_match(), autosave=False)
    app.ctx.stack.clear_to(table)
    app.step([], 1 / 60)
    assert table.board_key() is None and table.still_key() is None
    for pos in POINTS:
        motion(app, pos, buttons=(0, 0, 0))
    assert app.partial_frames == 0


def test_a_bots_glide_redraws_only_the_chip_and_equals_whole_frames():
    import dataclasses
    import random

    app = make_app(real_games=True)
    app.services.settings = dataclasses.replace(
        app.services.settings, animation_speed="normal", confirm_irreversible=False
    )
    game = game_of("summer_resort")
    controllers = ("human", "bot:greedy", "bot:greedy")
    match = seated_match(game, 3, controllers=controllers)
    table = open_game_table(app, match, table_for(game))
    assert table.try_play(random.Random(1).choice(table.legal_actions()))
    for _ in range(40):  # until the first bot moved
        app.step([], 0.1)
        if match.log[-1].seat == 1:
            break
    assert table.story.glide.busy
    partial = app.partial_frames
    for _ in range(6):
        app.step([], 1 / 60)
        whole = pygame.Surface(app.canvas.get_size())
        table.draw(whole)
        assert pixels(whole) == pixels(app.canvas)
    assert app.partial_frames - partial >= 4, "the chip glides over a still picture"


def test_a_scene_built_on_a_table_that_draws_its_own_way_is_drawn_whole():
    from tabletop.ui.scenes.replay import ReplayScene

    app = relaxed_app()
    game = game_of("lodge")
    match = seated_match(game, 2)
    replay = ReplayScene(app.ctx, match)
    app.ctx.stack.clear_to(replay)
    app.step([], 1 / 60)
    for pos in POINTS:
        motion(app, pos, buttons=(0, 0, 0))
    assert replay.still_key() is None and app.partial_frames == 0


def test_in_a_wide_window_the_moving_part_is_put_beside_the_black_bars():
    """At 2000×900 the canvas is shown at its size between black bars: what moved is put
    at its place in the window, the window equals the whole frame there."""
    app, table = open_table("lodge", window=(2000, 900))
    assert app.viewport.dest.topleft == (200, 0) and not app.viewport.scaling
    pick_up(app, table)
    partial = app.partial_frames
    for pos in POINTS:
        motion(app, pos)
        whole = pygame.Surface(app.canvas.get_size())
        table.draw(whole)
        assert pixels(app.window.subsurface(app.viewport.dest)) == pixels(whole), pos
    assert app.partial_frames - partial == len(POINTS)
    assert app.window.get_at((100, 450))[:3] == (0, 0, 0)


@pytest.mark.parametrize("window", [(1600, 900), (1280, 720)])
def test_a_button_lit_by_the_pointer_shows_again_only_the_sidebar(window, monkeypatch):
    """Hovering a button changes only the column on the right: that part alone is copied
    (and scaled) again, the board is neither painted nor scaled again, and the window is
    the whole frame (scaled)."""
    app, table = open_table("lodge", window=window)
    painted = count_board_paints(monkeypatch, "lodge")
    motion(app, (600, 500), buttons=(0, 0, 0))
    parts, paints = app.part_frames, len(painted)
    for button in table.buttons[:3]:
        motion(app, button.rect.center, buttons=(0, 0, 0))
        assert button.hover
        expected = pygame.Surface(app.canvas.get_size())
        table.draw(expected)
        if app.viewport.scaling:
            expected = pygame.transform.smoothscale(expected, app.viewport.dest.size)
        assert pixels(app.window.subsurface(app.viewport.dest)) == pixels(expected)
    assert app.part_frames - parts == 3 and len(painted) == paints


@pytest.mark.parametrize("window", [(1600, 900), (1280, 720)])
def test_a_piece_carried_onto_a_button_leaves_no_trace_on_the_board(window):
    """While a piece is carried, a button lit by the pointer changes only the column: the
    board is not drawn again, and where the piece was is put back all the same."""
    app, table = open_table("lodge", window=window)
    pick_up(app, table)
    for pos in (POINTS[0], table.buttons[0].rect.center, POINTS[3], table.buttons[1].rect.center):
        motion(app, pos)
        expected = pygame.Surface(app.canvas.get_size())
        table.draw(expected)
        assert pixels(app.canvas) == pixels(expected), pos
        if app.viewport.scaling:
            expected = pygame.transform.smoothscale(expected, app.viewport.dest.size)
        assert pixels(app.window.subsurface(app.viewport.dest)) == pixels(expected), pos
