"""Where "What happened" rests covers nothing a player needs: on every game's table,
opened as ``python main.py screenshot`` opens it after a move with events, at 1600×900
and 1280×720 and at text size 100% and 130%, the panel overlaps no other player's panel,
no card of the hand, no move button or command, and its lines are drawn inside it,
none cut. Summer Nine puts it in the hand's panel beside the cards; the other tables over
the move log (whose last lines are the same lines), and only where its newest line needs
the rows over "Your moves" too (when that holds no buttons) or else the players."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from tabletop.engine.bots import RandomBot, bot_move
from tabletop.engine.config import Config, Seat
from tabletop.engine.match import Match
from tabletop.games import GAMES
from tabletop.ui import layout_probe
from tabletop.ui.app import App
from tabletop.ui.headless import headless_services, render_scene
from tabletop.ui.scene import Context, Scene
from tabletop.ui.tables.base import BOARD
from tabletop.ui.tables.summer_nine import layout as s9
from tabletop.ui.text import TextCache

START = {"summer_nine": 0, "summer_resort": 20, "lodge": 40, "indian_summer": 3, "resafa": 40}
"""Random moves played before looking for a move with events (a round end comes later)."""
SIZES = ((1600, 900), (1280, 720))
SCALES = (1.0, 1.3)


def match_after_events(game, players: int, seed: int, start: int) -> Match:
    """As ``headless.table_match`` (seat 0 human, random moves): on past ``start`` moves
    to a decision of seat 0 right after a move that set events off."""
    base = Config.default(players, seed=seed)
    seats = tuple(
        Seat(s.name, s.colour, "human" if i == 0 else "bot:greedy")
        for i, s in enumerate(base.seats)
    )
    match = Match(game, Config(seats=seats, seed=seed, mode=base.mode))
    bot, rng = RandomBot(), random.Random(seed)
    for count in range(start + 2000):
        if match.is_over():
            break
        if count >= start and match.actor() == 0 and match.log and match.log[-1].events:
            return match
        match.play(bot_move(game, match.state, bot, rng))
    pytest.skip(f"{game.id}: no decision right after events")


def opened(game_id: str, size, scale: float, players: int, seed: int, start=None):
    """The table after events, built and drawn as the screenshot command does."""
    services = headless_services()
    if scale != 1.0:
        services.settings = dataclasses.replace(services.settings, ui_scale=scale)
        services.text = TextCache(scale=scale)
    app = App(services, window_size=size, start_scene=Scene(Context(services)))
    game = services.game(game_id)
    match = match_after_events(game, players, seed, START[game_id] if start is None else start)
    table = services.table_for(game)(app.ctx, match, autosave=False)
    render_scene(app, table)
    return app, table


def needed(table) -> list[pygame.Rect]:
    """What a player needs on every table: the move buttons, the commands, the banner,
    the players' scores and "Your moves" (these two unless the newest line needs more
    rows than the move log holds)."""
    rects = [b.rect for b in table.sidebar.moves.buttons] + [b.rect for b in table.buttons]
    rects.append(pygame.Rect(0, 0, 1600, BOARD.y))
    panel, log = table.story.panel, table.sidebar.log.rect
    rows = (log.h - panel.top - 10) // panel.line
    if len(panel.wrapped_at(log.w)[-1]) + (len(panel.lines) > 1) <= rows:  # and a count
        rects += [table.sidebar.scores_rect, table.sidebar.moves.rect]
    return rects


def needed_summer_nine(table) -> list[pygame.Rect]:
    """Summer Nine's board: the other players' panels, the hand's cards, the pool, the
    schedule and the score."""
    board = table.board(table.view)
    others = [p.frame for p in s9.other_panels(table.other_seats())]
    hand = s9.hand_rects(len(board.hand))
    return [*others, *hand, s9.POOL_PANEL, s9.SCHEDULE_PANEL, s9.SCORE_PANEL]


def check_panel(table, text: TextCache) -> None:
    panel = table.story.panel
    assert panel is not None and not panel.closed, "the move's events are told"
    covered = needed(table)
    if table.game.id == "summer_nine":
        covered += needed_summer_nine(table)
    for rect in covered:
        assert not panel.rect.colliderect(rect), (panel.rect, rect)
    inside = BOARD.contains(panel.rect) or table.sidebar.rect.contains(panel.rect)
    assert inside, panel.rect
    canvas = pygame.Surface((1600, 900))
    probe = layout_probe.LayoutRecord(canvas)
    layout_probe.active = probe
    try:
        panel.draw(canvas, text)
    finally:
        layout_probe.active = None
    assert not probe.cuts, probe.cuts
    assert probe.texts and all(panel.rect.contains(t.rect) for t in probe.texts)
    drawn = [t.text for t in probe.texts]
    assert panel.lines[-1].split()[-1] in " ".join(drawn), "the newest line shows whole"
    assert panel.hint in drawn, "what a click does, said in its corner"
    inks = [t.rect for t in probe.texts]
    assert not any(a.colliderect(b) for k, a in enumerate(inks) for b in inks[k + 1 :])


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("game_id", [g.id for g in GAMES])
def test_what_happened_covers_nothing_a_player_needs(game_id, scale, size):
    game = next(g for g in GAMES if g.id == game_id)
    players = 4 if game.max_players >= 4 else game.max_players
    app, table = opened(game_id, size, scale, players, seed=1)
    check_panel(table, app.services.text)


@pytest.mark.parametrize("scale", SCALES)
def test_summer_nine_puts_it_beside_the_hand_clear_of_the_rivals(scale):
    app, table = opened("summer_nine", (1280, 720), scale, 4, seed=1)
    panel = table.story.panel
    assert s9.HAND_PANEL.contains(panel.rect), "in the hand's panel, beside the cards"
    assert not any(panel.rect.colliderect(p.frame) for p in s9.other_panels([1, 2, 3]))
    check_panel(table, app.services.text)


@pytest.mark.parametrize(
    ("game_id", "players", "seed", "start", "up"),
    (("indian_summer", 2, 2, 3, False), ("lodge", 3, 1, 40, False), ("lodge", 2, 2, 20, True)),
)
def test_the_default_place_keeps_clear_of_move_buttons(game_id, players, seed, start, up):
    """Over the move log; where the newest line needs more rows (a Lodge display refill at
    130%), over "Your moves" too when it holds no buttons, else over the players; a
    panel it covers is covered whole."""
    app, table = opened(game_id, (1280, 720), 1.3, players, seed, start)
    sidebar = table.sidebar
    log, moves, scores = sidebar.log.rect, sidebar.moves, sidebar.scores_rect
    more = scores.union(log) if moves.actions else log.union(moves.rect)
    assert table.events_place() == [(log, log.h), (more, more.h)]
    panel = table.story.panel
    assert panel.rect in ((more if up else log),), "the move log, or more where needed"
    assert panel.rect.h >= log.h, "the move log is covered whole, not cut in half"
    check_panel(table, app.services.text)


@pytest.mark.parametrize("scale", SCALES)
def test_summer_nine_keeps_clear_of_an_empty_hands_note_where_there_is_room(scale):
    """An empty hand says where the cards will go; "What happened" stands right of those
    words where they leave room for it, else over them, under the hand's title."""
    from tabletop.ui.tables.summer_nine.draw import EMPTY_HAND

    pygame.init()
    text = TextCache(scale=scale)
    width = text.size(EMPTY_HAND, 15)[0]
    note = pygame.Rect(s9.HAND_PANEL.x + 12, s9.HAND_TOP + 40, width, 20)
    place = s9.events_place(0, note.right)
    assert place is not None and s9.HAND_PANEL.contains(place)
    if s9.HAND_PANEL.right - 4 - (note.right + 16) >= s9.EVENTS_LEAST:
        assert not place.colliderect(note) and place.h > s9.HAND_TOP - s9.HAND_PANEL.y
    else:
        assert place.top == s9.HAND_TOP, "under the hand's title"
