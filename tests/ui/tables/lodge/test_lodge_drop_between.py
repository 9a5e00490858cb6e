"""Issue #26, Lodge: a guest dropped on the line between two lit rooms plays in the
nearer room (one of them drawn as hovered), and a drop that glides back leaves no copy of
the guest on the screen."""

from __future__ import annotations

import random

import pygame

from tabletop.games.lodge.actions import PlaceDisplayGuest
from tabletop.games.lodge.state import EMPTY, GUESTS
from tabletop.ui.tables.lodge import LodgeTable
from tests.games.lodge.helpers import guest_targets
from tests.ui.helpers import (
    drag,
    game_of,
    motion,
    pass_curtain,
    play_at_table,
    press,
    relaxed_app,
    release,
    start_from_setup,
)


def _guest_turn(app) -> tuple[LodgeTable, int, list[tuple[int, int]]]:
    """A two-player Lodge opened through set-up, played on (random legal moves made at
    the table) until the player at the screen may place a display guest in two rooms side
    by side: (table, the guest's slot, its lit rooms)."""
    start_from_setup(app, game_of("lodge"), 2, "standard", seed=3)
    pass_curtain(app)
    table = app.ctx.stack.top
    assert isinstance(table, LodgeTable)
    rng = random.Random(1)
    for _ in range(600):
        state = table.match.state
        if state.phase == GUESTS and not state.display_guest_placed:
            for slot, guest in enumerate(state.guest_display):
                spots = guest_targets(state, slot) if guest != EMPTY else []
                if any((f, c + 1) in spots for f, c in spots):
                    app.step([], 1 / 60)
                    return table, slot, spots
        play_at_table(app, table, rng.choice(table.legal_actions()))
    raise AssertionError("no guest with two rooms side by side")


def test_a_guest_dropped_on_the_line_between_two_lit_rooms_goes_to_the_nearer():
    app = relaxed_app()
    table, slot, spots = _guest_turn(app)
    L = table.layout
    floor, column = next((f, c) for f, c in spots if (f, c + 1) in spots)
    left, right = L.lodge_cell(floor, column), L.lodge_cell(floor, column + 1)
    assert right.x > left.right  # a line of board between the two rooms
    on_line = (left.right, left.centery)  # the line's first pixel: nearer the left room
    press(app, L.guest_slot(slot).center)
    motion(app, (on_line[0] - 40, on_line[1]))
    motion(app, on_line)
    lit = table.drag.hovered(on_line)
    assert lit is not None and lit.target.key == ("space", floor, column)
    # only the nearer room is drawn as hovered (the thick outline)
    sheet = pygame.Surface(app.canvas.get_size())
    assert table.drag.draw_hovered(sheet, on_line) == left.inflate(8, 8)
    assert sheet.get_at((right.right + 2, right.centery))[:3] == (0, 0, 0)
    release(app, on_line)
    assert table.match.actions[-1] == PlaceDisplayGuest(slot, floor, column)


def test_a_guest_dropped_a_little_right_of_the_line_goes_to_the_right_room():
    app = relaxed_app()
    table, slot, spots = _guest_turn(app)
    L = table.layout
    floor, column = next((f, c) for f, c in spots if (f, c + 1) in spots)
    right = L.lodge_cell(floor, column + 1)
    drag(app, L.guest_slot(slot).center, (right.x - 1, right.centery))
    assert table.match.actions[-1] == PlaceDisplayGuest(slot, floor, column + 1)


def test_a_guest_that_glides_back_leaves_no_copy_on_the_screen():
    app = relaxed_app()
    table, slot, _ = _guest_turn(app)
    L = table.layout
    before = table.match.state
    nowhere = (L.guests_panel.centerx, L.guests_panel.top - 4)  # between two panels
    drag(app, L.guest_slot(slot).center, nowhere)
    assert table.match.state is before and table.tweens.busy
    for _ in range(120):  # the real loop: a frame only when something changed
        app.step([], 1 / 60, only_if_changed=True)
    assert not table.tweens.busy
    shown = app.window.copy()
    app._still_key = None  # the same scene drawn whole, from nothing kept
    app.draw()
    area = L.guests_panel.inflate(80, 80)

    def pixels(surface: pygame.Surface) -> bytes:
        return pygame.image.tobytes(surface.subsurface(area), "RGB")

    assert pixels(shown) == pixels(app.window), "a stale picture of the guest stays on screen"
