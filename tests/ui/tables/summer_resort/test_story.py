"""Summer Resort's round end played on the board (#14): the table opened as set-up opens
it, moves posted through it, and then the round end's steps shown one by one (the board
drawn at each step's position, the cards sliding, "What happened" following), a click or
a key showing the end, nothing with animations off, the bots waiting, a quiet idle loop
afterwards."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from tabletop.engine.result import name_seats
from tabletop.games.summer_resort import GAME, facts
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.tables.base import BOARD
from tabletop.ui.tables.summer_resort import layout
from tabletop.ui.tables.summer_resort.art import Art
from tabletop.ui.tables.summer_resort.draw import DrawContext, Seat
from tabletop.ui.tables.summer_resort.resorts import draw_resorts
from tabletop.ui.tables.summer_resort.story import TICKER_ROWS
from tabletop.ui.tables.telling import free_place
from tests.games.summer_resort.test_events import _round_with_every_step
from tests.ui.helpers import (
    NAMES,
    click,
    key,
    make_app,
    open_game_table,
    play_at_table,
    seated_match,
)


@pytest.fixture(scope="module")
def app():
    return make_app(real_games=True)


def at_rest(table, panel) -> bool:
    """ "What happened" stands in one of the places the table gives it at rest
    (``events_place``: over the move log first), its rows those of that place."""
    return any(
        panel.rect.topleft == place.topleft
        and panel.rect.w == place.w
        and panel.rows == min(panel.ROWS, (place.h - panel.top - 10) // panel.line)
        for place, _ in table.events_place()
    )


def speed(app, name: str) -> None:
    app.services.settings = dataclasses.replace(
        app.services.settings, animation_speed=name, confirm_irreversible=False
    )


def round_end(app, controllers=("human", "human", "human"), seed=4):
    """Moves of the humans through the table (bots move in the loop) until one sets off a
    round end; the table and match just after it, one frame on."""
    game = app.services.game("summer_resort")
    match = seated_match(game, len(controllers), controllers=controllers, seed=seed)
    table = open_game_table(app, match, app.services.table_for(game))
    rng = random.Random(seed)
    for _ in range(400):
        if match.config.seats[match.actor()].is_human:
            play_at_table(app, table, rng.choice(table.legal_actions()))
        else:
            app.step([], 0.5)
        if match.log and match.log[-1].events:
            app.step([], 1 / 60)
            return table, match
    pytest.fail("no round ended")


def test_a_round_end_plays_its_steps_in_order_on_the_board(app):
    speed(app, "normal")
    table, match = round_end(app)
    show = table.telling.show
    assert show is not None and table.telling.playing and table.animating
    before, entry, after = match.states[-2], match.log[-1], match.states[-1]
    steps = facts.round_steps(before, entry.action, after)
    names = tuple(seat.name for seat in match.config.seats)
    assert [s.line for s in show.steps] == [name_seats(line, names) for line in entry.events]
    assert show.steps[0].under == GAME.view(before, table.eyes)  # nothing slides first
    assert [s.after for s in show.steps] == [GAME.view(s.position, table.eyes) for s in steps]
    assert show.steps[-1].after == table.view  # the end is the present
    for k, (shown, step) in enumerate(zip(show.steps, steps)):
        if step.kind == "invite":  # the car's guests lifted off it while they slide
            assert shown.under.train[step.car].vacationers == ()
            assert show.steps[k - 1].after.train[step.car].vacationers
    panel = table.story.panel
    assert panel.rect.bottom <= layout.RESORTS.top and panel.rect.top >= layout.TRAIN.bottom
    seen, landed, slid = [], set(), set()
    while table.telling.playing:
        index = show.index
        if not seen or seen[-1] != index:
            seen.append(index)
        assert table.telling.layer[0][0] == show.key  # the layer drawn is the step's
        step = show.steps[index]  # the position before while its cards slide, then after
        assert show.view is (step.under if show.sliding is not None else step.after)
        if show.sliding is None:
            landed.add(index)
        told = panel.first + index + 1  # the moves before the events show at once
        assert panel.shown == told and panel.playing == (told < len(panel.lines))
        if show.sliding is not None:
            slid.add(show.steps[index].kind)
        app.step([], 0.05)
    assert seen == list(range(len(steps)))  # every step in order, none skipped
    assert landed == set(range(len(steps)))  # every step's position shown
    assert {"invite", "arrivals"} <= slid
    assert panel.shown == len(panel.lines) and not panel.playing  # every line, then
    assert table.story.panel is panel and at_rest(table, panel)  # its place
    assert table.telling.show is None and not table.telling.draw(pygame.Surface((1600, 900)))


def test_the_board_shows_each_step_where_it_happens(app):
    """Where a step happens (a house filled, a lot built, guests arriving at a resort),
    the board changes when its cards land, drawn from the step's position; not before."""
    speed(app, "normal")
    table, _ = round_end(app)
    show = table.telling.show
    k = next(i for i, s in enumerate(show.steps) if s.flights and s.kind != "invite")
    show.beats.time = sum(show.beats.seconds[:k]) + 0.01
    app.step([], 0.0)
    assert show.index == k and show.sliding is not None and show.view is show.steps[k].under
    sliding = pygame.Surface((1600, 900))
    table.draw_board(sliding, table.view)
    show.beats.time = sum(show.beats.seconds[: k + 1]) - 0.01
    app.step([], 0.0)
    assert show.index == k and show.sliding is None and show.view is show.steps[k].after
    landed = pygame.Surface((1600, 900))
    table.draw_board(landed, table.view)
    for rect in show.steps[k].focus:
        area = rect.clip(BOARD)
        old, new = (pygame.image.tobytes(s.subsurface(area), "RGB") for s in (sliding, landed))
        assert old != new, show.steps[k].line


def test_a_click_on_the_board_shows_the_end_and_plays_nothing(app):
    speed(app, "normal")
    table, match = round_end(app)
    played, state = len(match.log), match.state
    app.step([], 0.5)
    assert table.telling.playing
    click(app, layout.tray_slots()[0].center)  # where the player's token waits now
    assert not table.telling.playing and table.telling.show is None
    assert len(match.log) == played and match.state is state
    assert table.drag.held is None and not table.drag.selected  # nothing picked up
    panel = table.story.panel
    assert panel.shown == len(panel.lines) and not panel.playing
    assert at_rest(table, panel)  # back in its own place, at its own size
    surface = pygame.Surface((1600, 900))
    assert not table.telling.draw(surface)  # the board draws the present


def test_a_key_shows_the_end(app):
    speed(app, "normal")
    table, match = round_end(app, seed=6)
    assert table.telling.playing
    key(app, pygame.K_SPACE)
    assert not table.telling.playing and table.telling.show is None
    assert not table.story.panel.playing


def test_with_animations_off_nothing_plays(app):
    speed(app, "off")
    table, match = round_end(app)
    assert table.telling.show is None and not table.telling.playing
    panel = table.story.panel
    assert panel.shown == len(panel.lines)
    assert len(panel.lines) - panel.first == len(match.log[-1].events)
    speed(app, "normal")


def test_the_bots_wait_for_the_end(app):
    speed(app, "normal")
    for seed in range(4, 30):
        table, match = round_end(app, ("human", "bot:greedy", "bot:greedy"), seed)
        if not match.config.seats[match.actor()].is_human:
            break
    else:
        pytest.skip("no round ended with a bot to play next")
    played = len(match.log)
    for _ in range(30):  # three seconds: far longer than a bot's delay
        app.step([], 0.1)
        assert table.telling.playing and len(match.log) == played
    click(app, (BOARD.centerx, layout.TRAIN.centery))
    assert not table.telling.playing
    for _ in range(40):
        app.step([], 0.1)
        if len(match.log) > played:
            break
    assert len(match.log) > played  # then the bot moves


def test_the_idle_loop_is_quiet_once_it_has_played(app):
    speed(app, "normal")
    table, match = round_end(app)
    frames = app.frames
    for _ in range(5):
        app.step([], 0.1, only_if_changed=True)
    assert app.frames - frames == 5  # it plays: a frame each step
    while table.telling.playing:
        app.step([], 0.25, only_if_changed=True)
    for _ in range(30):  # "What happened" lingers, then closes
        app.step([], 0.25, only_if_changed=True)
    assert table.story.panel is None
    frames = app.frames
    for _ in range(30):
        app.step([], 1 / 60, only_if_changed=True)
    assert app.frames == frames
    assert table.redraw_key()[1] is None  # nothing of the show left in what is drawn


def test_drawing_only_reads(app):
    speed(app, "normal")
    table, match = round_end(app)
    app.step([], 0.3)
    show = table.telling.show

    def look():
        panel = table.story.panel
        return (show.beats.time, show.index, table.telling.layer[0], panel.shown, panel.rect)

    before = look()
    surface = pygame.Surface((1600, 900))
    table.draw(surface)
    table.draw(surface)
    assert look() == before


def test_the_caption_marks_the_newest_line_over_the_tray(app):
    speed(app, "normal")
    table, _ = round_end(app)
    panel = table.story.panel
    assert panel.rows == TICKER_ROWS
    assert panel.rect.colliderect(layout.TRAY) and BOARD.contains(panel.rect)
    surface = pygame.Surface((1600, 900))
    rects = table.draw_board_moving(surface)
    row = min(panel.shown, TICKER_ROWS) - 1
    assert any(r.x < panel.rect.x + 14 and r.y == panel.rect.y + 39 + row * 22 for r in rects)


def test_the_last_round_plays_before_the_results(app):
    speed(app, "normal")
    game = app.services.game("summer_resort")
    match = seated_match(game, 2, seed=7)
    rng = random.Random(7)
    while True:  # on to the move that ends the game; then the table opens
        action = rng.choice(GAME.legal_actions(match.state))
        if GAME.actor(GAME.apply(match.state, action)) is None:
            break
        match.play(action)
    table = open_game_table(app, match, app.services.table_for(game))
    play_at_table(app, table, action)
    assert match.is_over() and table.telling.playing
    assert table.telling.show.steps[-1].kind == "over"
    for _ in range(20):  # two seconds: the results wait
        app.step([], 0.1)
        assert app.ctx.stack.top is table
    while table.telling.playing:
        app.step([], 0.1)
    for _ in range(20):
        app.step([], 0.1)
    assert isinstance(app.ctx.stack.top, ResultsScene)


def test_sliding_cards_redraw_only_themselves_and_equal_whole_frames(app):
    speed(app, "normal")
    table, _ = round_end(app)
    show = table.telling.show
    k = next(i for i, s in enumerate(show.steps) if s.flights)
    show.beats.time = sum(show.beats.seconds[:k])
    app.step([], 1 / 60)
    partial = app.partial_frames
    for _ in range(6):
        app.step([], 1 / 60)
        assert show.index == k and show.sliding is not None
        whole = pygame.Surface(app.canvas.get_size())
        table.draw(whole)
        canvas = pygame.image.tobytes(app.canvas, "RGB")
        assert pygame.image.tobytes(whole, "RGB") == canvas
    assert app.partial_frames - partial >= 4, "the cards slide over a still picture"


def test_guests_passed_on_to_the_president_wait_in_the_presidents_resort(app):
    """ "No room: a socialite at Ann's goes on to the President, Bob": on the board the
    socialite lands among Bob's arriving guests and stays there until he is accommodated."""
    match = _round_with_every_step()
    steps = facts.round_steps(match.states[-2], match.log[-1].action, match.states[-1])
    step = next(s for s in steps if s.kind == "no_room" and s.other == 1)
    view = GAME.view(step.position, 0)
    assert view.overflow == ("socialite",) and view.resorts[1].arrivals == ()
    seats = tuple(Seat(n, (200, 60, 60), "circle") for n in NAMES)
    art = Art(app.services.text)

    def drawn(v) -> bytes:
        surface = pygame.Surface((1600, 900))
        draw_resorts(surface, DrawContext(app.services.text, art, v, seats, 0, None, False))
        row = layout.resort_rects(v.players)[1]
        return pygame.image.tobytes(
            surface.subsurface(row.x, row.y + layout.ROW_TWO - 4, row.w, 32), "RGB"
        )

    assert drawn(view) != drawn(dataclasses.replace(view, overflow=()))


def test_the_caption_stands_where_nothing_of_the_step_lands(app):
    """A step whose cards land in the band over the tray or leave from it (guests back to
    the third money stack, a card back to the pension or automobile stack) moves the
    caption below the lots of the resorts on the right — not over the train, whose cars
    the player watches; it stays put otherwise, and never covers where a step's cards
    land or where they leave from."""
    speed(app, "normal")
    moved = False
    for seed in (4, 5, 6, 7):
        table, _ = round_end(app, seed=seed)
        show, panel = table.telling.show, table.story.panel
        band = panel.rect.copy()
        assert band.colliderect(layout.TRAY) and panel.rows == TICKER_ROWS
        where = band
        while table.telling.playing:
            step = show.steps[show.index]
            starts = [pygame.Rect(f.start, f.surface.get_size()) for f in step.flights]
            assert not any(panel.rect.colliderect(r) for r in (*step.landing, *starts)), step
            if panel.rect != where:  # it moves only when the step would land under it
                assert any(where.colliderect(r) for r in (*step.landing, *starts))
                where, moved = panel.rect.copy(), True
            if panel.rect != band:
                assert layout.RESORTS.contains(panel.rect) and panel.rows >= 3
                view = table.view
                for seat, rect in enumerate(layout.resort_rects(view.players)):
                    lots = layout.lot_rects(rect, len(view.resorts[seat].lots))
                    assert not any(panel.rect.colliderect(lot) for lot in lots)
            assert not panel.rect.colliderect(layout.TRAIN), "the cars stay in sight"
            app.step([], 0.05)
        assert at_rest(table, panel)  # back in its place once over
    assert moved, "no round end landed under the caption"


def test_free_place_keeps_the_caption_still_unless_something_lands_under_it():
    a, b, c = pygame.Rect(0, 0, 100, 50), pygame.Rect(0, 100, 100, 50), pygame.Rect(0, 200, 100, 50)
    assert free_place((a, b, c), b, [pygame.Rect(5, 5, 10, 10)]) == b  # stays
    assert free_place((a, b, c), b, [pygame.Rect(5, 105, 10, 10)]) == a  # the first free
    assert free_place((a, b, c), None, []) == a
    under_all = [pygame.Rect(0, 0, 100, 250), pygame.Rect(0, 0, 50, 150)]
    assert free_place((a, b, c), a, under_all) == c  # the least under it
