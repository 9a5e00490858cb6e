"""Frames that redraw only what moves (issue #14, Idle CPU) at Indian Summer's and Summer
Nine's tables. Not timed: what is painted is counted, and every frame is compared with a
whole frame (scaled, in a 1280×720 window).

Both tables keep their board painted in a layer and say what it shows (``board_key``):
while a piece is carried, the pointer hovers or a hover text follows it, only the moving
part is drawn again; a move, a hover that changes the board, a turned tile, a new text
size or palette and each step of Indian Summer's refills paint it again.
"""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from tabletop.games.indian_summer import facts as is_facts
from tabletop.ui.tables import table_for
from tabletop.ui.tables.indian_summer import draw
from tests.ui.helpers import (
    game_of,
    key,
    motion,
    open_game_table,
    pass_curtain,
    press,
    relaxed_app,
    release,
    seated_match,
)

TABLES = ("indian_summer", "summer_nine")
WINDOWS = [(1600, 900), (1280, 720)]
PAINTERS = {  # the function that paints the board layer (once per painting)
    "indian_summer": ("tabletop.ui.tables.indian_summer.draw", "draw_floor"),
    "summer_nine": ("tabletop.ui.tables.summer_nine.draw", "draw_all"),
}
OFF_BOARD = [(300 + 53 * i, 200 + 37 * i) for i in range(8)]


def open_table(game_id, window=(1600, 900), players=None, seed=3, app=None):
    app = app or relaxed_app()
    if window != (1600, 900):
        app.window = pygame.display.set_mode(window, pygame.RESIZABLE)
        app.viewport.resize(window)
    game = game_of(game_id)
    match = seated_match(game, players or game.max_players, seed=seed)
    return app, open_game_table(app, match, table_for(game))


def count_paints(monkeypatch, game_id) -> list:
    import importlib

    module_name, name = PAINTERS[game_id]
    module = importlib.import_module(module_name)
    painted: list = []
    paint = getattr(module, name)

    def counted(*args):
        painted.append(args)
        return paint(*args)

    monkeypatch.setattr(module, name, counted)
    return painted


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def assert_whole(app, table, where="") -> None:
    """The canvas is a whole frame, and the window shows it (scaled where it scales)."""
    whole = pygame.Surface(app.canvas.get_size())
    table.draw(whole)
    assert pixels(whole) == pixels(app.canvas), where
    if app.viewport.scaling:
        whole = pygame.transform.smoothscale(whole, app.viewport.dest.size)
    assert pixels(app.window.subsurface(app.viewport.dest)) == pixels(whole), where


def pick_up(app, table):
    piece = table.pieces(table.view)[0]
    press(app, piece.rect.center)
    motion(app, (piece.rect.centerx + 20, piece.rect.centery + 20))
    assert table.drag.held is not None and table.drag.dragging
    return piece


def drag_points(table) -> list[tuple[int, int]]:
    """Where the carried piece goes: over the legal and illegal places (on Indian
    Summer's floor the ghost snaps to the grid there), and across the board."""
    lit = table.drag.lit
    legal = [x.target.rect.center for x in lit if x.reason is None][:4]
    refused = [x.target.rect.center for x in lit if x.reason is not None][:4]
    return [p for pair in zip(legal, refused) for p in pair] + legal[4:] + OFF_BOARD


@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("game_id", TABLES)
def test_drag_frames_redraw_only_what_moves_and_equal_whole_frames(game_id, window, monkeypatch):
    app, table = open_table(game_id, window)
    painted = count_paints(monkeypatch, game_id)
    pick_up(app, table)
    assert table.board_key() is not None
    paints, partial = len(painted), app.partial_frames
    points = drag_points(table)
    snapped = 0
    for pos in points:
        motion(app, pos)
        assert_whole(app, table, pos)
        if game_id == "indian_summer":  # the ghost snaps to the floor's grid there
            snapped += table.hand().over_cell is not None
    assert game_id != "indian_summer" or snapped >= 8
    assert len(painted) == paints, "the board layer is not painted again while dragging"
    assert app.partial_frames - partial == len(points), "each drag frame redrew what moved"


@pytest.mark.parametrize("game_id", TABLES)
def test_a_move_paints_the_board_again_and_draws_a_whole_frame(game_id, monkeypatch):
    app, table = open_table(game_id)
    painted = count_paints(monkeypatch, game_id)
    pick_up(app, table)
    lit = next(x for x in table.drag.legal if x.target.action is not None)
    motion(app, lit.target.rect.center)
    state, paints, partial = table.match.state, len(painted), app.partial_frames
    release(app, lit.target.rect.center)
    assert table.match.state is not state
    pass_curtain(app)
    assert len(painted) > paints, "the board shows the new position"
    assert app.partial_frames == partial, "the frame after a move is drawn whole"
    assert_whole(app, table)


def test_a_turned_tile_in_hand_paints_the_board_again():
    """R turns the tile in hand: the path shows it turned and the orientation line says
    so (the still picture), the ghost snaps turned (the moving part)."""
    app, table = open_table("indian_summer")
    pick_up(app, table)
    cell = table.layout.floor.rect(4, 4).center
    motion(app, cell)
    before = table.board_key()
    key(app, pygame.K_r)
    assert table.turns == 1 and table.board_key() != before
    assert "turned 90°" in table.orientation_note()
    assert_whole(app, table)
    partial = app.partial_frames
    motion(app, table.layout.floor.rect(5, 3).center)
    assert app.partial_frames == partial + 1
    assert_whole(app, table)


@pytest.mark.parametrize("window", WINDOWS)
def test_indian_summer_a_small_floor_under_the_pointer_is_outlined_on_the_board(
    window, monkeypatch
):
    """The outline of the small floor under the pointer is part of the board: it shows
    and goes with a whole board frame (not a repainting of the layer), and moving within
    the floor redraws nothing but what moves."""
    app, table = open_table("indian_summer", window)
    painted = count_paints(monkeypatch, "indian_summer")
    motion(app, (280, 400), buttons=(0, 0, 0))
    paints = len(painted)
    bounds = table.layout.mini_grid(0).bounds
    partial = app.partial_frames
    motion(app, bounds.center, buttons=(0, 0, 0))
    assert table.board_key()[1] == 0
    assert app.partial_frames == partial, "the board shows the outline"
    assert_whole(app, table)
    motion(app, (bounds.centerx + 5, bounds.centery + 3), buttons=(0, 0, 0))
    assert app.partial_frames == partial + 1, "still the same floor: nothing changed"
    motion(app, (280, 400), buttons=(0, 0, 0))
    assert table.board_key()[1] is None and app.partial_frames == partial + 1
    assert_whole(app, table)
    assert len(painted) == paints, "the layer itself is not painted again"


def test_indian_summer_the_treasures_hover_text_follows_the_pointer(monkeypatch):
    """At 130 % text the treasures' note is their hover text: it follows the pointer over
    the still board (frames equal whole frames), and the board is painted again for the
    new text size first."""
    app, table = open_table("indian_summer")
    painted = count_paints(monkeypatch, "indian_summer")
    settings = dataclasses.replace(app.services.settings, ui_scale=1.3)
    app.services.update_settings(settings, persist=False)
    motion(app, (280, 400), buttons=(0, 0, 0))
    assert painted, "a new text size paints the board again"
    assert table.art.text is app.services.text
    assert_whole(app, table)
    slots = table.layout.treasure_slots
    spots = [slots[0].center, slots[1].center, (slots[2].centerx, slots[2].centery + 4)]
    paints, partial = len(painted), app.partial_frames
    for pos in spots:
        motion(app, pos, buttons=(0, 0, 0))
        assert draw.treasure_tip(table.context(table.view), pos) == is_facts.TREASURE_NOTE
        assert_whole(app, table, pos)
    assert app.partial_frames - partial == len(spots)
    assert len(painted) == paints


@pytest.mark.parametrize("window", WINDOWS)
def test_summer_nine_a_cards_hover_text_follows_the_pointer(window, monkeypatch):
    """Hovering the pool, the schedule and the hand shows the card in words at the
    pointer: drawn over the still board, which is not painted again."""
    from tabletop.ui.tables.summer_nine import layout as L

    app, table = open_table("summer_nine", window)
    painted = count_paints(monkeypatch, "summer_nine")
    board = table.board(table.view)
    spots = [L.pool_cell(c.row, c.column).center for c in board.pool if c.look is not None][:3]
    spots += [L.slot_rect(1).center, L.DECK.center]
    paints, partial = len(painted), app.partial_frames
    for pos in spots:
        motion(app, pos, buttons=(0, 0, 0))
        assert table.hover_text(board, pos)
        assert_whole(app, table, pos)
    assert app.partial_frames - partial == len(spots)
    assert len(painted) == paints


def test_summer_nine_opening_another_schedule_paints_the_board_again(monkeypatch):
    from tabletop.ui.tables.summer_nine import layout as L
    from tests.ui.helpers import click

    app, table = open_table("summer_nine")
    painted = count_paints(monkeypatch, "summer_nine")
    panel = L.other_panels(table.other_seats())[0]
    before, paints = table.board_key(), len(painted)
    click(app, panel.frame.move(0, 6).midtop)
    assert table.shown_seat() == panel.seat
    assert table.board_key() != before and len(painted) == paints + 1
    assert_whole(app, table)


@pytest.mark.parametrize("game_id", TABLES)
def test_the_colour_blind_palette_paints_the_board_again(game_id, monkeypatch):
    app, table = open_table(game_id)
    painted = count_paints(monkeypatch, game_id)
    before, paints = table.board_key(), len(painted)
    settings = dataclasses.replace(app.services.settings, colour_blind=True)
    app.services.update_settings(settings, persist=False)
    motion(app, (280, 400), buttons=(0, 0, 0))
    assert table.board_key() != before and len(painted) == paints + 1
    assert_whole(app, table)


def test_indian_summer_each_step_of_a_refill_shows_on_the_still_board(monkeypatch):
    """While a move's steps play, the board shows each step's position (painted once a
    step) and the tiles slide over it as the moving part; every frame is a whole one."""
    app = relaxed_app()
    app.services.settings = dataclasses.replace(app.services.settings, animation_speed="normal")
    game = game_of("indian_summer")
    app, table = open_table("indian_summer", players=3, seed=5, app=app)
    match, rng = table.match, random.Random(5)
    for _ in range(400):  # random moves until one sets off steps that slide tiles
        assert game.actor(match.state) is not None
        assert table.try_play(rng.choice(table.legal_actions()))
        show = table.telling.show
        if show is not None and any(s.flights for s in show.steps):
            break
        if table.telling.playing:
            key(app, pygame.K_SPACE)
    else:
        pytest.fail("no move with sliding steps")
    painted = count_paints(monkeypatch, "indian_summer")
    keys, partial, slid = set(), app.partial_frames, 0
    while table.telling.playing:
        show = table.telling.show
        app.step([], 1 / 30)
        if not table.telling.playing:
            break
        keys.add(table.board_key())
        slid += show.sliding is not None
        assert table.board_key() == ("steps", show.key)
        assert_whole(app, table, show.key)
    assert len(keys) >= 2, "the board shows the steps one after another"
    assert len(painted) >= len(keys) - 1, "each step's position is painted"
    assert slid and app.partial_frames - partial >= slid // 2, "the tiles slide alone"
    app.step([], 1 / 60)
    assert table.board_key() is not None and table.board_key()[0] != "steps"
    assert_whole(app, table)


@pytest.mark.parametrize(
    "game_id, players, mode, moves, window",
    [
        ("indian_summer", 4, "standard", 40, (1280, 720)),
        ("indian_summer", 1, "solo", 12, (1600, 900)),
        ("summer_nine", 4, "standard", 40, (1280, 720)),
    ],
)
def test_in_mid_game_every_kind_of_piece_drags_over_the_still_board(
    game_id, players, mode, moves, window, monkeypatch
):
    """Some moves in (a human against bots; Indian Summer alone too), each kind of piece
    the player can pick up is carried over its places and off the board: every frame a
    whole one, the board never painted again, the piece back where it was when dropped
    off the board."""
    from tabletop.ui.headless import table_match

    app = relaxed_app()
    if window != (1600, 900):
        app.window = pygame.display.set_mode(window, pygame.RESIZABLE)
        app.viewport.resize(window)
    game = game_of(game_id)
    match = table_match(game, players, 3, moves, mode)
    table = open_game_table(app, match, table_for(game))
    assert table.my_turn()
    painted = count_paints(monkeypatch, game_id)
    kinds: dict = {}
    pieces = table.pieces(table.view)
    for piece in pieces:
        kinds.setdefault(piece.key[0], piece.key)
    kinds["last"] = pieces[-1].key  # another card where the pool is all there is to take
    assert len(set(kinds.values())) >= 2
    for wanted in dict.fromkeys(kinds.values()):
        piece = next(p for p in table.pieces(table.view) if p.key == wanted)
        press(app, piece.rect.center)
        motion(app, (piece.rect.centerx + 20, piece.rect.centery + 20))
        assert table.drag.dragging
        state, paints, partial = match.state, len(painted), app.partial_frames
        points = drag_points(table)[:12] + [(1230, 890)]
        for pos in points:
            motion(app, pos)
            assert_whole(app, table, (wanted, pos))
        assert len(painted) == paints and app.partial_frames - partial == len(points), wanted
        release(app, (1230, 890))
        assert match.state is state and table.drag.held is None
        assert_whole(app, table, wanted)


def test_summer_nine_the_second_step_of_a_reschedule_is_said_on_the_still_board():
    """Reschedule dropped on one slot: the words "click where it goes" show on the board
    (a still change), then the pointer moves over the slots redrawing only what moves."""
    from tabletop.games.summer_nine.actions import Reschedule
    from tabletop.ui.tables.summer_nine import layout as L
    from tests.ui.helpers import drag

    game = game_of("summer_nine")
    match = seated_match(game, 2, seed=3)
    rng = random.Random(2)
    for _ in range(600):
        legal = game.legal_actions(match.state)
        if any(isinstance(a, Reschedule) for a in legal):
            break
        match.play(rng.choice(legal))
    else:
        pytest.skip("no Reschedule in this game")
    app = relaxed_app()
    table = open_game_table(app, match, table_for(game))
    move = next(a for a in table.legal_actions() if isinstance(a, Reschedule))
    board = table.board(table.view)
    rects = L.hand_rects(len(board.hand))
    card = next(r for h, r in zip(board.hand, rects) if h.key == ("hand", "reschedule"))
    before = table.board_key()
    drag(app, card.center, L.slot_rect(move.slot_a).center)
    assert table.drag.held.key[0] == "second"
    assert table.board_key()[2].startswith("Reschedule from slot")
    assert table.board_key() != before
    assert_whole(app, table)
    motion(app, (620, 860), buttons=(0, 0, 0))  # the card in hand follows the pointer
    assert table.drag.dragging and table.board_key()[2].startswith("Reschedule")
    assert_whole(app, table)
    partial = app.partial_frames
    for slot in range(1, 10):
        motion(app, L.slot_rect(slot).center, buttons=(0, 0, 0))
        assert_whole(app, table, slot)
    assert app.partial_frames - partial == 9


@pytest.mark.parametrize("game_id", TABLES)
def test_while_bots_play_and_their_moves_glide_every_frame_is_a_whole_one(game_id):
    """A human against two bots at the normal animation speed: the bots' glides, the
    marks of their moves, "What happened" and (Indian Summer) the refills' steps play over
    the still board; every frame equals a whole frame, and some redrew only what moved."""
    app = relaxed_app()
    app.services.settings = dataclasses.replace(app.services.settings, animation_speed="normal")
    game = game_of(game_id)
    match = seated_match(game, 3, controllers=("human", "bot:greedy", "bot:greedy"))
    table = open_game_table(app, match, table_for(game))
    rng = random.Random(4)
    partial, frames = app.partial_frames, 0
    for _ in range(8):  # eight turns of the human, the bots' between
        for _ in range(100):
            if match.is_over() or (table.my_turn() and not table.animating):
                break
            app.step([], 1 / 20)
            pass_curtain(app)
            if app.ctx.stack.top is table:
                frames += 1
                assert_whole(app, table, (len(match.log), frames))
        if match.is_over() or not table.my_turn():
            break
        assert table.try_play(rng.choice(table.legal_actions()))
        pass_curtain(app)
    assert frames > 20 and app.partial_frames > partial
