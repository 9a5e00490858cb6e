"""Lodge (issue #14): the hint marks its target on the board, as Summer Resort's does,
not only in a toast."""

from __future__ import annotations

import pygame

from tabletop.games.lodge import GAME
from tabletop.ui import theme
from tabletop.ui.tables.lodge import TABLE
from tests.ui.helpers import key, open_game_table, relaxed_app, seated_match


def test_pressing_h_frames_the_hinted_place_on_the_board():
    app = relaxed_app()
    match = seated_match(GAME, 2, seed=3)
    table = open_game_table(app, match, TABLE)
    key(app, pygame.K_h, text="h")
    assert table.hint is not None and table.toast.message.startswith("Hint:")
    rect = table.hint_rect(table.view)
    assert rect is not None and rect == table.locate(table.view, table.hint, table.eyes)
    frame = rect.inflate(10, 10)
    surface = app.canvas
    app.step([], 1 / 60)
    edge = [surface.get_at((x, frame.y + 1))[:3] for x in range(frame.x + 10, frame.right - 10)]
    assert edge.count(theme.ACCENT) > len(edge) // 2
    table.try_play(table.hint)  # playing a move clears the mark
    assert table.hint_rect(table.view) is None
