"""Resafa in words (#26): no shorthand a newcomer must decode is drawn on the table. Every
count of a good, a token, a track step, a production or a card is drawn as its number and
its icon (``goods.draw_rich``), never as letters glued to a number ("1c+1VP", "1scb",
"1step", "+1prod"); the level II workshops' wait says "round 3", not "rd 3"; every icon
has its words for the legend and the tooltips. Games are played at the table (the
probe records every text drawn, the faces included as they are first made) at 1280×720,
text at 100% and 130%, with four players and solo."""

from __future__ import annotations

import random
import re

import pygame
import pytest

from tabletop.ui.tables.resafa import goods
from tabletop.ui.tables.resafa.goods import NAMES, rich_parts
from tabletop.ui.text import TextCache
from tests.games.resafa.test_engine_golden import GAME
from tests.ui.helpers import (
    game_of,
    open_game_table,
    play_at_table,
    relaxed_app,
    seated_match,
    start_from_setup,
)

from .test_resafa_cut_text import app_at

SHORTHAND = re.compile(
    r"\d(c|st|mb|sp|am|cam|sq|scb|pink|step|prod|bon|sack)(?![A-Za-z])|\brd \d|☐"
    r"|^[RB] [A-Z][a-z]+$|I/II/III|amph\.|VP/(garden|token)"
)
"""A count written in the table's short letters (the icons stand for them), a centre's
colour as a letter ("R Gerasa"), the level limits as a code, the amphora cut short
("Sell amph."), a VP "/garden" or "/token" (#26: the words, else the icon)."""


def drawn_texts(players: int, mode: str, scale: float, seed: int, moves: int) -> dict[str, str]:
    """Every text the Resafa table drew (on the canvas or on a face it made) in a game
    played at the table for ``moves`` moves, with where it was first seen."""
    app = app_at(scale, (1280, 720))
    seen: dict[str, str] = {}
    where = ["opening"]
    blit = TextCache.blit

    def reading(cache, surface, words, *args, **kwargs):
        seen.setdefault(words, where[0])
        return blit(cache, surface, words, *args, **kwargs)

    # every text cache the app may use (the window's least letter size picks one)
    TextCache.blit = reading  # type: ignore[method-assign]
    try:
        play_through(app, players, mode, scale, seed, moves, where)
    finally:
        TextCache.blit = blit  # type: ignore[method-assign]
    return seen


def play_through(
    app, players: int, mode: str, scale: float, seed: int, moves: int, where: list[str]
):
    """``moves`` random moves played at the Resafa table, ``where`` naming each."""
    from tabletop.ui.tables.resafa import TABLE

    match = seated_match(GAME, players, mode=mode, seed=seed)
    table = open_game_table(app, match, TABLE)
    rng = random.Random(seed)
    for count in range(moves):
        where[0] = f"{players} players, move {count}, {scale:.0%}"
        if match.is_over():
            break
        table = app.ctx.stack.top
        play_at_table(app, table, rng.choice(table.legal_actions()))
        app.step([], 1 / 60)


@pytest.mark.parametrize("scale", (1.0, 1.3))
@pytest.mark.parametrize(("players", "mode"), ((4, "standard"), (1, "solo")))
def test_no_count_on_the_table_is_written_in_short_letters(players, mode, scale):
    seen = drawn_texts(players, mode, scale, seed=3, moves=70)
    assert len(seen) > 100, "the probe saw the table draw"
    found = [f"{text!r} ({where})" for text, where in seen.items() if SHORTHAND.search(text)]
    assert not found, "\n".join(found)


def test_every_short_word_is_drawn_as_an_icon_with_its_words():
    """``2c+1st+1scb+1step+1pink+1prod+1bon+1sq+1sack+1cam``: each count is its number and
    an icon, and each icon has its words (the legend's and the tooltips')."""
    words = "2c+1st+1mb+1sp+1am+1scb+1step+1pink+1prod+1bon+1sq+1sack+1cam+2VP"
    parts = rich_parts(words)
    icons = [icon for _, icon in parts if icon]
    assert len(icons) == 13, parts
    assert not any(SHORTHAND.search(part) for part, _ in parts), parts
    assert all(icon in NAMES for icon in icons)
    assert ("2 VP", "") in parts  # VP stays a word, as in the score list
    pygame.init()
    surface = pygame.Surface((40, 40))
    for icon in icons:  # every icon draws something of its own
        surface.fill((0, 0, 0))
        goods.draw_icon(surface, icon, (20, 20), 16)
        assert surface.get_bounding_rect().w >= 8, icon


def test_the_level_two_workshops_wait_says_its_round_in_words_and_its_tooltip_whole():
    from tabletop.games.resafa import facts
    from tabletop.ui.tables.resafa import layout

    app = relaxed_app()
    table = start_from_setup(app, game_of("resafa"), 2, "standard", 3, ("human", "bot:greedy"))
    app.step([], 1 / 60)
    first = facts.rounds(table.view).level2_from
    assert facts.rounds(table.view).current < first
    place = layout.offer_rects(2, 3)[0]
    tips = [words for rect, words in table.tips if rect == place]
    assert tips == [f"Level II workshops come out at the start of round {first}."]
