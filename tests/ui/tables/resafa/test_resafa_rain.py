"""A rain shown on the Resafa table step by step (issue #12): the canal tiles' points, then
each cube from its first space down the network space by space, one cube after another at
the animation speed; a click shows the end at once (and plays nothing); with animations
off the end shows at once; a cube stopped at a branch waits there with its owner's
channels lit, and a click on one routes it and the rest of the rain plays on. Another
player's and a bot's rain is told the same way, the bots waiting for it.

Positions come from real games (a canal-keen random policy over seeds); every move at the
table is played with posted mouse events on a table opened as the set-up scene opens it.
The assertions are on the show's model (which stage, which cube, which space), held
against ``facts.rain_show`` and the game's own event lines."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from tabletop.engine import Config, Seat
from tabletop.engine.match import Match
from tabletop.games.resafa import facts
from tabletop.games.resafa.actions import BuildCanal, Main, RouteWater
from tabletop.games.resafa.game import GAME
from tabletop.ui.tables.resafa import TABLE, layout
from tabletop.ui.tables.resafa.rain_show import LONGEST, REST, START, STEP, TILES, RainShow
from tests.ui.helpers import click, key, make_app, open_game_table, pass_curtain

from .test_resafa import play_by_mouse

NAMES = ("Ann", "Bob", "Cleo", "Dan")
COLOURS = ("red", "blue", "green", "yellow")


@pytest.fixture
def app():
    app = make_app(real_games=True)
    app.services.settings = dataclasses.replace(
        app.services.settings, confirm_irreversible=False, animation_speed="normal"
    )
    return app


def keen(match: Match, rng: random.Random):
    """A random move that builds canals, under the full sources when it can."""
    legal = GAME.legal_actions(match.state)
    canals = [a for a in legal if isinstance(a, BuildCanal)]
    if canals:
        full = {s.cell for s in facts.network(match.state).sources if s.full}
        pool = [a for a in canals if a.cell in full] or canals
    else:
        pool = [a for a in legal if isinstance(a, Main) and a.action == "canal"] or legal
    return pool[rng.randrange(len(pool))]


def before_rain(wanted, controllers=("human",) * 4, seeds=range(1, 30), by_bot=False):
    """A match just before the move that sets off a rain ``wanted(rain)`` holds for, and
    that move (``by_bot``: a move of another seat than the first)."""
    for seed in seeds:
        seats = tuple(Seat(NAMES[i], COLOURS[i], c) for i, c in enumerate(controllers))
        match = Match(GAME, Config(seats=seats, seed=seed))
        rng = random.Random(seed)
        while not match.is_over():
            action = keen(match, rng)
            after = GAME.advance(match.state, action)
            rain = facts.rain_show(match.state, action, after)
            if rain is not None and wanted(rain) and not (by_bot and match.actor() == 0):
                return match, action
            match.play(action, after=after)
    pytest.skip("no game reached the wanted rain")


def long_cubes(rain) -> bool:
    """Two cubes or more, one of them passing three spaces or more, none waiting."""
    cubes = rain.cubes
    return len(cubes) >= 2 and max(len(c.path) for c in cubes) >= 3 and not cubes[-1].waits


def open_at(app, match):
    table = open_game_table(app, match, TABLE)
    assert table.eyes == match.actor()
    return table


def play(app, table, action) -> None:
    """The move by mouse, then the next player past the curtain (the show waits behind
    it and starts when the table shows again)."""
    play_by_mouse(app, table, action)
    pass_curtain(app)


def at(app, table, seconds: float) -> None:
    """Step the app until the show has run ``seconds`` (at the app's speed)."""
    show = table.rain
    app.step([], max(0.0, seconds - show.time))


def test_the_rain_facts_give_what_the_rules_scored():
    """Every rain of a few canal-keen games: the VP the show gives are the players' gain,
    each cube's way runs space to next space and is the way its event line tells."""
    seen = 0
    for seed in (2, 4, 5):
        seats = tuple(Seat(NAMES[i], COLOURS[i], "human") for i in range(4))
        match = Match(GAME, Config(seats=seats, seed=seed))
        rng = random.Random(seed)
        while not match.is_over():
            before = match.state
            action = keen(match, rng)
            match.play(action)
            rain = facts.rain_show(before, action, match.state)
            if rain is None:
                continue
            seen += len(rain.cubes)
            gains = rain.gains()
            for seat, (a, b) in enumerate(zip(before.players, match.state.players)):
                assert b.vp - a.vp == gains.get(seat, 0)
            lines = [x for x in match.log[-1].events if x.startswith("Rain: the cube at")]
            assert len(lines) == len(rain.cubes)
            for cube, line in zip(rain.cubes, lines):
                assert line.startswith(f"Rain: the cube at {cube.cells[0]}")
                for cell in cube.cells[1:]:
                    word = cell if not cell.endswith("T") else f"the tank below {cell[0]}"
                    assert word in line
                for a, b in zip(cube.cells, cube.cells[1:]):
                    cols = abs(ord(a[0]) - ord(b[0]))
                    assert cols + (a[1:] != b[1:]) == 1, (a, b)  # one space on
                assert cube.waits == ("chooses its way" in line)
    assert seen >= 3


def test_the_rain_plays_cube_by_cube_space_by_space(app):
    match, action = before_rain(long_cubes)
    table = open_at(app, match)
    play(app, table, action)
    rain = facts.rain_show(match.states[-2], action, match.states[-1])
    show = table.rain
    assert show is not None and show.playing and table.animating
    assert show.rain == rain
    f = show.pace  # the animation speed (quicker for a rain of more than LONGEST seconds)
    assert f == pytest.approx(
        app.services.settings.animation_factor * min(1.0, LONGEST / _seconds(rain))
    )
    t = 0.0
    if rain.tiles:
        at(app, table, TILES * f / 2)
        assert show.moment().stage == "tiles" and show.cube == -1
        t = TILES * f
    for i, cube in enumerate(rain.cubes):
        at(app, table, t + START * f / 2)
        assert (show.moment().stage, show.cube, show.space) == ("start", i, cube.cells[0])
        t += START * f
        for k in range(len(cube.path) - 1):
            at(app, table, t + STEP * f / 2)
            assert (show.moment().stage, show.cube, show.space) == ("move", i, cube.cells[k])
            t += STEP * f
        at(app, table, t + REST * f / 2)
        assert (show.moment().stage, show.cube, show.space) == ("rest", i, cube.cells[-1])
        assert show.gains() == _gains_to(rain, i)
        t += REST * f
    at(app, table, t + 0.01)
    assert table.rain is None and not table.animating  # over: the network as it now lies


def _seconds(rain) -> float:
    """How long ``rain`` takes at normal speed, before the LONGEST cap."""
    cubes = sum(START + STEP * (len(c.path) - 1) + REST * (not c.waits) for c in rain.cubes)
    return TILES * bool(rain.tiles) + cubes


def _gains_to(rain, cube: int) -> dict[int, int]:
    out: dict[int, int] = {}
    for t in rain.tiles:
        out[t.owner] = out.get(t.owner, 0) + t.vp
    for c in rain.cubes[: cube + 1]:
        for step in c.path:
            if step.seat >= 0:
                out[step.seat] = out.get(step.seat, 0) + step.vp
    return out


def test_a_click_shows_the_end_at_once_and_plays_nothing(app):
    match, action = before_rain(long_cubes)
    table = open_at(app, match)
    play(app, table, action)
    assert table.rain is not None and table.rain.playing
    moves = len(match.log)
    app.step([], 0.2)
    click(app, layout.NETWORK.center)
    assert table.rain is None or not table.rain.playing
    assert len(match.log) == moves


def test_with_animations_off_the_end_shows_at_once(app):
    app.services.settings = dataclasses.replace(app.services.settings, animation_speed="off")
    match, action = before_rain(long_cubes)
    table = open_at(app, match)
    play(app, table, action)
    assert table.rain is None or not table.rain.playing
    assert not table.animating


def _waits_for_a_person(rain) -> bool:
    return bool(rain.cubes) and rain.cubes[-1].waits


def test_a_cube_waits_at_a_branch_with_the_channels_lit_and_a_click_routes_it(app):
    match, action = before_rain(_waits_for_a_person)
    table = open_at(app, match)
    play(app, table, action)
    show = table.rain
    branch = show.rain.cubes[-1].cells[-1]
    assert show.playing
    routes = [c for c in table.clicks if c.key[0] == "route"]
    assert routes and table.eyes == match.actor() == show.rain.cubes[-1].owner
    assert table.draw_context().rain_playing  # the arrows wait for the show
    moves = len(match.log)
    click(app, routes[0].rect.center)  # while it plays: the show ends, nothing is routed
    assert len(match.log) == moves and not show.playing
    app.step([], 1 / 60)
    assert show.moment().stage == "done" and show.space == branch
    assert table.rain is show  # the way so far stays while the owner chooses
    lit = table.draw_context().lit
    assert {c.key for c in table.clicks if c.key[0] == "route"} <= lit
    way = routes[-1].action
    assert isinstance(way, RouteWater)
    click(app, routes[-1].rect.center)
    assert match.log[-1].action == way
    pass_curtain(app)
    rest = table.rain
    if rest is not None:  # the rest of the rain: the cube goes on from the branch
        assert rest.rain.resumed and rest.rain.cubes[0].cells[0] == branch
        assert rest.cube == 0 and rest.space == branch


def test_a_bots_rain_is_shown_and_the_bots_wait_for_it(app):
    """Ann plays, three bots: a rain set off by a bot's move plays the same way, and no
    bot moves while it plays."""
    controllers = ("human", "bot:random", "bot:random", "bot:random")
    seats = tuple(Seat(NAMES[i], COLOURS[i], c) for i, c in enumerate(controllers))
    for seed in range(1, 12):
        match = Match(GAME, Config(seats=seats, seed=seed))
        table = open_game_table(app, match, TABLE)
        rng = random.Random(seed)
        for _ in range(3000):
            if match.is_over():
                break
            if table.rain is not None and table.rain.playing:
                entry = match.log[-1]
                assert table.rain.rain == facts.rain_show(
                    match.states[-2], entry.action, match.states[-1]
                )
                moves = len(match.log)
                for _ in range(20):
                    app.step([], 0.1)
                    if table.rain is None or not table.rain.playing:
                        break
                    assert len(match.log) == moves  # the bots wait
                if match.config.seats[entry.seat].bot_level:
                    return
            if match.config.seats[match.actor()].is_human:
                assert table.try_play(keen(match, rng))
            else:
                app.step([], 0.5)
    pytest.skip("no bot set off a rain with something to show")


def test_the_idle_loop_is_quiet_once_the_rain_has_played(app):
    match, action = before_rain(long_cubes)
    table = open_at(app, match)
    play(app, table, action)
    assert table.animating
    key = table.redraw_key()
    app.step([], (TILES + START) * table.rain.pace)
    assert table.redraw_key() != key  # the show moved on: the frame is drawn
    click(app, layout.NETWORK.center)  # the show and "What happened" show their end
    app.step([], 1 / 60)
    app.step([], 1 / 60)
    key = table.redraw_key()
    for _ in range(5):
        app.step([], 0.25)
        assert not table.animating and table.redraw_key() == key


def test_a_frame_of_the_show_draws_over_the_network(app):
    """A frame mid-show differs from the network as it lies afterwards, inside the
    network's panel only."""
    match, action = before_rain(long_cubes)
    table = open_at(app, match)
    play(app, table, action)
    at(app, table, (TILES + START + STEP * 1.5) * table.rain.pace)
    app.step([], 0)
    mid = app.canvas.copy()
    table.rain.skip()
    app.step([], 1 / 60)
    app.step([], 1 / 60)
    end = app.canvas
    net = layout.NETWORK
    inside = sum(
        mid.get_at((x, y)) != end.get_at((x, y))
        for x in range(net.x, net.right, 3)
        for y in range(net.y, net.bottom, 3)
    )
    assert inside > 50
    m = layout.MAP
    outside = [(x, y) for x in range(m.x, m.right, 7) for y in range(m.y, m.bottom, 7)]
    assert all(mid.get_at(p) == end.get_at(p) for p in outside)


def test_a_table_opened_at_a_branch_lights_the_channels_and_the_next_space_routes(app):
    """Opened on a cube waiting at a branch (a save, Continue): the cube shows there with
    its owner's channels lit, and a click on the space a channel leads to routes it."""
    match, action = before_rain(_waits_for_a_person)
    match.play(action)
    table = open_at(app, match)
    branch = match.state.task.cell
    show = table.rain
    assert show is not None and not show.playing and show.waits and show.space == branch
    legal = [a for a in table.legal_actions() if isinstance(a, RouteWater)]
    assert set(show.ways) == {a.way for a in legal} and show.ways
    way = legal[-1].way
    col, row = show.cells[branch]
    dx, dy = {"down": (0, 1), "west": (-1, 0), "east": (1, 0)}[way]
    space = layout.cell_rect(show.columns, col + dx, row + dy)
    click(app, (space.centerx + 5, space.bottom - 6))
    assert match.log[-1].action == RouteWater(way)


def test_a_key_shows_the_end_too(app):
    match, action = before_rain(long_cubes)
    table = open_at(app, match)
    play(app, table, action)
    assert table.rain.playing
    key(app, pygame.K_SPACE, text=" ")
    assert table.rain is None or not table.rain.playing


def test_a_big_rain_plays_within_the_longest_time():
    """Twelve cubes of five spaces: every step quicker, the whole within LONGEST seconds
    at normal speed (and within twice that at twice the time)."""
    view = Match(GAME, Config(seats=tuple(Seat(n, "red", "human") for n in NAMES[:2]))).state
    path = tuple(facts.CubeStep(f"A{r}", -1, 0) for r in range(1, 5)) + (
        facts.CubeStep("AT", -1, 0),
    )
    rain = facts.RainFacts(
        2, (facts.TileScore("A1", 0, 1),), (facts.CubeFlow(0, path, False),) * 12
    )
    assert _seconds(rain) > LONGEST
    for speed in (1.0, 2.0):
        show = RainShow(rain, speed, view, ())
        assert show.total == pytest.approx(LONGEST * speed)
        show.update(LONGEST * speed / 2)
        assert show.playing and show.moment().stage in ("start", "move", "rest")
    assert RainShow(rain, 0.0, view, ()).total == 0 and not RainShow(rain, 0.0, view, ()).playing


def test_the_last_rain_plays_before_the_results(app):
    """The rain after the last round ends the game: the results wait for its show."""
    from tabletop.ui.scenes.results import ResultsScene

    match, action = before_rain(lambda r: r.round == 6 and len(r.cubes) >= 1)
    table = open_at(app, match)
    play(app, table, action)
    assert match.is_over() and table.rain is not None and table.rain.playing
    while table.rain is not None and table.rain.playing:
        assert app.ctx.stack.top is table
        app.step([], 0.25)
    for _ in range(8):
        app.step([], 0.5)
    assert isinstance(app.ctx.stack.top, ResultsScene)
