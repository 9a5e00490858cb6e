"""Watch the others play (#29), the frames: another seat's move travels over the still
picture held from before it (``tables/frames.py``); the next picture is composed off the
screen between frames and shown, whole, once the piece has landed. Counted, not timed:
no frame of the travel repaints the board in the loop's drawing, and the picture after
landing equals a whole repaint (the same table's, and a table opened afresh on the same
match). Tables opened through set-up against a bot."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from tabletop.ui.tables import table_for
from tabletop.ui.tables.frames import BOARD_PART
from tests.ui.helpers import game_of, make_app, open_game_table, start_from_setup

GAMES = ("summer_nine", "summer_resort", "indian_summer", "lodge", "resafa")


@pytest.fixture(scope="module")
def app():
    app = make_app(real_games=True)
    app.services.settings = dataclasses.replace(
        app.services.settings, animation_speed="normal", confirm_irreversible=False
    )
    return app


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


class Counted:
    """The table's ``draw_board`` calls, those in the loop's drawing (``App.draw``) apart."""

    def __init__(self, app, table):
        self.all = self.in_frame = 0
        self.drawing = False
        board, draw = table.draw_board, app.draw

        def draw_board(surface, view):
            self.all += 1
            self.in_frame += self.drawing
            board(surface, view)

        def drawn():
            self.drawing = True
            try:
                draw()
            finally:
                self.drawing = False

        table.draw_board, app.draw = draw_board, drawn


def step(app, count: Counted) -> tuple[bool, int, int]:
    """One frame: whether it redrew only what moved, ``draw_board`` calls in all and in
    the loop's drawing."""
    before, partial = (count.all, count.in_frame), app.partial_frames
    app.step([], 1 / 60)
    return app.partial_frames > partial, count.all - before[0], count.in_frame - before[1]


def held_travels(app, game_id: str, wanted: int = 2, seed: int = 5):
    """Ann (at the screen) plays at random against Bob (a bot) until ``wanted`` of Bob's
    moves travelled with nothing else playing on the board. Each travel is followed
    frame by frame (``step``) from the frame Bob moved in to the one that shows the
    landed picture."""
    players = 4 if game_id == "resafa" else 2
    bots = ("bot:greedy",) * (players - 1)
    table = start_from_setup(app, game_of(game_id), players, "standard", seed, ("human", *bots))
    count = Counted(app, table)
    match, rng = table.match, random.Random(seed)
    travels: list[list[tuple[bool, int, int]]] = []
    for _ in range(4000):
        if match.is_over() or len(travels) >= wanted:
            break
        if match.actor() == table.eyes and not table.animating:
            assert table.try_play(rng.choice(table.legal_actions()))
        moves = len(match.log)
        frame = step(app, count)
        moved = len(match.log) > moves and match.log[-1].seat != table.eyes
        if not (moved and table.story.glide.busy and table.frames.holding):
            continue
        frames = [frame]
        plain = not any(part.animating for part in table.parts)  # (a round end's steps)
        while frames[-1][0]:  # until the frame that shows more than what moved
            plain = plain and not any(part.animating for part in table.parts)
            frames.append(step(app, count))
            assert len(frames) < 200, "the held picture gives way"
        if plain and len(match.log) == moves + 1:  # (one move: none came meanwhile)
            travels.append(frames)
    return table, travels


@pytest.mark.parametrize("game_id", GAMES)
def test_while_a_move_travels_no_frame_repaints_the_board(app, game_id):
    table, travels = held_travels(app, game_id)
    assert travels, "the bot's moves travelled"
    for frames in travels:
        *travel, landed = frames  # the first, the frame the move was made in
        assert len(travel) >= 10, "it travels over several frames (Normal: half a second)"
        assert all(partial for partial, _, _ in travel), "each redraws only what moves"
        assert not landed[0], "the landed picture is shown whole, at once"
        assert all(calls <= 1 for _, calls, _ in frames), "a whole board at most per frame"
        assert sum(calls for _, calls, _ in frames) <= 4, "the next picture, composed once"
        assert all(in_frame == 0 for _, _, in_frame in frames), "none in the loop's drawing"
    assert table.frames.composed >= len(travels)
    app.step([], 1 / 60)
    assert not table.frames.holding, "the held picture is let go"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_picture_after_landing_equals_a_whole_repaint(app, game_id):
    table, travels = held_travels(app, game_id, wanted=1)
    assert travels
    shown = app.canvas.copy()
    whole = pygame.Surface(shown.get_size())
    table.frames.draw_afresh(whole)
    table.frames.draw_moving(whole)
    assert pixels(whole) == pixels(shown), "the composed picture is the live one"
    # a table opened afresh on the same match paints its own board: the same board
    panels = [table.story.panel.rect] if table.story.panel is not None else []
    fresh = open_game_table(app, table.match, table_for(game_of(game_id)))
    assert fresh.eyes == table.eyes
    again = pygame.Surface(shown.get_size())
    fresh.draw(again)
    panels += [fresh.story.panel.rect] if fresh.story.panel is not None else []
    for surface in (shown, again):
        for rect in panels:
            surface.fill((0, 0, 0), rect)
    board = shown.subsurface(BOARD_PART), again.subsurface(BOARD_PART)
    assert pixels(board[0]) == pixels(board[1]), "the board as a fresh table paints it"


@pytest.mark.parametrize("game_id", ("summer_resort", "resafa"))
def test_in_a_scaled_window_the_landed_picture_was_scaled_ahead_and_is_exact(game_id):
    app = make_app(window=(1280, 720), real_games=True)
    app.services.settings = dataclasses.replace(
        app.services.settings, animation_speed="normal", confirm_irreversible=False
    )
    table, travels = held_travels(app, game_id, wanted=1)
    assert travels and app.viewport.ahead_shown >= 1, "shown from its bands scaled ahead"
    whole = pygame.Surface(app.canvas.get_size())
    table.frames.draw_afresh(whole)
    table.frames.draw_moving(whole)
    assert pixels(whole) == pixels(app.canvas)
    scaled = pygame.transform.smoothscale(whole, app.viewport.dest.size)
    assert pixels(app.window.subsurface(app.viewport.dest)) == pixels(scaled)


def test_a_line_of_what_happened_shows_again_only_the_parts_it_covers(app):
    """Its lines come one by one; each shows again the parts of the picture the panel
    covers (Summer Nine's: beside the hand, on the board), never the whole picture."""
    game = game_of("summer_nine")
    table = start_from_setup(app, game, 2, "standard", 5, ("human", "bot:greedy"))
    match, rng = table.match, random.Random(5)
    lines = 0
    for _ in range(3000):
        if match.is_over() or lines >= 2:
            break
        if match.actor() == table.eyes and not table.animating:
            assert table.try_play(rng.choice(table.legal_actions()))
        panel, before = table.story.panel, table.still_key()
        shown, moves, parts = panel and panel.shown, len(match.log), app.part_frames
        app.step([], 1 / 60)
        same = table.story.panel is panel and len(match.log) == moves
        if panel is None or not same or panel.shown == shown or table.frames.holding:
            continue
        if any(part.animating for part in table.parts):
            continue  # (a round end's steps play on the board meanwhile)
        after = table.still_key()
        assert before is not None and after is not None
        changed = [rect for (rect, key), (_, was) in zip(after, before) if key != was]
        assert changed == [rect for rect, _ in after if rect.colliderect(panel.rect)]
        assert app.part_frames == parts + 1, "only they are shown again"
        lines += 1
    assert lines, "a line of What happened came"
