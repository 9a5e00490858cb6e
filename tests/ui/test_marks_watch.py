"""Marks (#29): the last move of each other seat stays marked until that seat moves
again; the mark is an outline around the marked place with the seat's symbol on a
corner, so it never covers the picture or numbers of the card it marks, and it stays
while the pointer rests on the card (Summer Nine, opened through set-up against a bot:
Bob's card in his schedule was once covered by a pin that vanished on hover)."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from tabletop.ui.tables.marks import outline_rect, symbol_place
from tests.ui.helpers import game_of, make_app, motion, start_from_setup
from tests.ui.test_watch_told import back_to_me


@pytest.fixture(scope="module")
def app():
    app = make_app(real_games=True)
    app.services.settings = dataclasses.replace(
        app.services.settings, animation_speed="fast", confirm_irreversible=False
    )
    return app


def marked_table(app, game_id="summer_nine", seed=5):
    table = start_from_setup(app, game_of(game_id), 2, "standard", seed, ("human", "bot:greedy"))
    rng = random.Random(seed)
    for _ in range(30):
        back_to_me(app, table)
        if any(m.seat == 1 for m in table.story.marks) and len(table.match.log) > 3:
            return table
        assert table.try_play(rng.choice(table.legal_actions()))
        app.step([], 1 / 60)
    pytest.fail("Bob's move was never marked")


def symbol_pixels(mark) -> set[tuple[int, int]]:
    """The pixels under a mark's symbol."""
    (x, y), r = symbol_place(mark)
    return {
        (px, py)
        for px in range(x - r - 1, x + r + 2)
        for py in range(y - r - 1, y + r + 2)
        if (px - x) ** 2 + (py - y) ** 2 <= (r + 1) ** 2
    }


def corners(mark) -> set[tuple[int, int]]:
    """The pixels of the marked place under its symbol (a sliver of one rounded corner)."""
    return {p for p in symbol_pixels(mark) if mark.rect.collidepoint(p)}


@pytest.mark.parametrize("game_id", ("summer_nine", "lodge", "indian_summer", "summer_resort"))
def test_a_mark_never_covers_the_place_it_marks(app, game_id):
    table = marked_table(app, game_id)
    marked, plain = pygame.Surface((1600, 900)), pygame.Surface((1600, 900))
    table.draw_still(marked)
    marks, table.story.marks = table.story.marks, ()
    try:
        table.draw_still(plain)
    finally:
        table.story.marks = marks
    for mark in marks:
        if mark.nest:
            continue  # a nested mark stands around another's outline
        sliver = corners(mark)
        for other in marks:  # a neighbour's symbol or outline (places a few pixels apart)
            if other is mark:
                continue
            sliver |= symbol_pixels(other)
            ring = outline_rect(other)
            sliver |= {
                (x, y)
                for x in range(ring.left, ring.right)
                for y in range(ring.top, ring.bottom)
                if not other.rect.inflate(-2, -2).collidepoint(x, y)
                or mark.rect.contains(ring)  # a mark inside this one (a slot of a panel)
            }
        rect = mark.rect.clip(pygame.Rect(0, 0, 1600, 900))
        ring = outline_rect(mark)
        at_corner = symbol_place(mark)[0] in (ring.topleft, (ring.right - 1, ring.y))
        if at_corner:  # (not moved in from the board's edge, over a panel's frame)
            assert len(corners(mark)) <= 40, "the symbol takes at most a corner's sliver"
        covered = [
            (x, y)
            for x in range(rect.left, rect.right)
            for y in range(rect.top, rect.bottom)
            if (x, y) not in sliver and marked.get_at((x, y)) != plain.get_at((x, y))
        ]
        assert not covered, (mark, covered[:5])
        ring = outline_rect(mark)
        at = (ring.x + 2, ring.centery)
        assert tuple(marked.get_at(at))[:3] == mark.style.rgb  # the outline shows


def test_the_mark_stays_on_hover_and_after_the_player_moves(app):
    table = marked_table(app)
    mark = next(m for m in table.story.marks if m.seat == 1)
    motion(app, mark.rect.center)
    app.step([], 1 / 60)
    assert mark in table.story.marks
    ring = outline_rect(mark)
    at = app.viewport.to_window((ring.x + 2, ring.centery))
    window = pygame.display.get_surface()
    if window is not None and window.get_size() == (1600, 900):
        assert tuple(window.get_at(at))[:3] == mark.style.rgb
    assert table.try_play(random.Random(1).choice(table.legal_actions()))
    assert any(m.seat == 1 and m.entry == mark.entry for m in table.story.marks)
