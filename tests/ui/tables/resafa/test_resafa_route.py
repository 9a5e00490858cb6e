"""The caravan's way on the Resafa table (issue #12): while the caravan is dragged its way
runs along the roads the map draws (by Resafa's gate, through the centres on the way),
the coins paid so far marked where the fare grows and the whole fare by the end; with the
stop in Resafa (R) the way goes in and out of Resafa, which is outlined. The ways are the
game's (``facts.camel_route``), whose last count is the fare the move costs."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.engine import Config, Seat
from tabletop.engine.match import Match
from tabletop.games.resafa import facts
from tabletop.games.resafa.actions import Main, MoveCamel
from tabletop.games.resafa.components import components
from tabletop.games.resafa.game import GAME
from tabletop.ui.tables.resafa import TABLE
from tabletop.ui.tables.resafa.clicks import centre_rects
from tests.ui.helpers import make_app, open_game_table, post

NAMES = ("Ann", "Bob", "Cleo", "Dan")
COLOURS = ("red", "blue", "green", "yellow")


@pytest.fixture(scope="module")
def app():
    app = make_app(real_games=True)
    app.services.settings = app.services.settings.__class__(confirm_irreversible=False)
    return app


class At:
    """A stand-in view: only where the caravans stand."""

    def __init__(self, where: str):
        self.players = (type("P", (), {"at": where})(),)


def test_every_way_costs_the_fare_and_runs_on_roads():
    """From every place to every centre, with and without the stop: the way starts where
    the caravan stands, ends at the centre, runs on roads, goes into Resafa only with the
    stop, and its last count is the fare (``facts.fare``, the rules' count)."""
    roads = {frozenset((a, b)) for a, b, _ in facts.roads()}
    ids = list(components().centres)
    for start in ids:
        for to in ids:
            if to == facts.HUB:
                continue
            for via in (True, False):
                way = facts.camel_route(At(start), 0, to, via)
                nodes = [s.node for s in way]
                assert nodes[0] == start and nodes[-1] == to
                for a, b in zip(nodes, nodes[1:]):
                    assert frozenset((a, b)) in roads, (a, b)
                if start != facts.HUB:
                    assert (facts.HUB in nodes) == via
                coins = [s.coins for s in way]
                assert coins == sorted(coins) and coins[0] == 0
                assert coins[-1] == facts.fare(At(start), 0, to, via)


def _config(players: int, seed: int = 3) -> Config:
    seats = tuple(Seat(NAMES[i], COLOURS[i], "human") for i in range(players))
    return Config(seats=seats, seed=seed)


def camel_match(away: bool, seed: int = 3) -> Match:
    """A match where the player to act drags the caravan (away from Resafa if ``away``)."""
    for s in range(seed, seed + 20):
        match = Match(GAME, _config(4, s))
        rng = random.Random(s)
        while not match.is_over():
            legal = GAME.legal_actions(match.state)
            moves = [a for a in legal if isinstance(a, MoveCamel)]
            at = match.state.players[match.state.current].at
            if moves and (at != facts.HUB) == away:
                return match
            pool = moves or [a for a in legal if isinstance(a, Main) and a.action == "trading"]
            match.play(rng.choice(pool or legal))
    pytest.skip("no game reached the caravan's move")


def lift(app, table):
    piece = next(p for p in table.pieces(table.view) if p.key == ("camel",))
    post((pygame.MOUSEBUTTONDOWN, {"pos": piece.rect.center, "button": 1}))
    app.step(pygame.event.get(), 1 / 60)
    return piece


def hover(app, pos):
    motion = {"pos": pos, "rel": (3, 3), "buttons": (1, 0, 0)}
    app.step([pygame.event.Event(pygame.MOUSEMOTION, motion)], 1 / 60)
    app.step([], 1 / 60)


def _on(point, polyline, slack=2.5) -> bool:
    """``point`` lies on ``polyline`` (within ``slack`` pixels)."""
    px, py = point
    for (ax, ay), (bx, by) in zip(polyline, polyline[1:]):
        dx, dy = bx - ax, by - ay
        length = (dx * dx + dy * dy) or 1
        t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / length))
        if (ax + t * dx - px) ** 2 + (ay + t * dy - py) ** 2 <= slack * slack:
            return True
    return False


@pytest.mark.parametrize("away", [False, True], ids=["from Resafa", "from a centre"])
def test_the_dragged_caravan_shows_its_way_along_the_roads(app, away):
    match = camel_match(away)
    table = open_game_table(app, match, TABLE)
    seat = table.eyes
    lift(app, table)
    rects = centre_rects(table.view)
    via = match.state.players[seat].at == facts.HUB
    for to in table.view.centres:
        if to == match.state.players[seat].at:
            continue
        hover(app, rects[to].center)
        way = table.look.path
        stops = facts.camel_route(table.view, seat, to, via)
        assert way is not None and len(way.lines) == len(stops) - 1
        for line, (a, b) in zip(way.lines, zip(stops, stops[1:])):
            road = _full_road(a.node, b.node, rects)
            assert all(_on(p, road) for p in line), (a.node, b.node)  # on the map's road
        fare = stops[-1].coins
        assert way.label.startswith(f"{fare} coin")
        counts = [c for _, c in way.coins]  # the fare so far, growing along the way
        assert counts == sorted(set(counts)) and set(counts) <= {s.coins for s in stops}
        passed = {s.node for s in stops[1:-1]} - {facts.GATE, facts.HUB}
        assert {tuple(r.center) for r in way.passed} == {rects[n].center for n in passed}


def _full_road(a, b, rects):
    """The map's road between two places, untrimmed."""
    from tabletop.ui.tables.resafa import route

    return route.road(a, b)


def test_r_makes_the_stop_in_resafa_and_the_drop_plays_it(app):
    match = camel_match(away=True)
    table = open_game_table(app, match, TABLE)
    seat = table.eyes
    lift(app, table)
    rects = centre_rects(table.view)
    legal = [a.to for a in table.legal_actions() if isinstance(a, MoveCamel) and a.via]
    at = match.state.players[seat].at
    to = legal[0] if legal else next(c for c in table.view.centres if c != at)
    hover(app, rects[to].center)
    assert table.look.path.stop is None
    post((pygame.KEYDOWN, {"key": pygame.K_r, "mod": 0, "unicode": "r", "scancode": 0}))
    app.step(pygame.event.get(), 1 / 60)
    hover(app, (rects[to].centerx + 2, rects[to].centery))
    way = table.look.path
    assert way.stop == rects[facts.HUB] and "stop in Resafa" in way.label
    stops = facts.camel_route(table.view, seat, to, True)
    assert [s.node for s in stops].count(facts.HUB) == 1
    assert way.label.startswith(f"{stops[-1].coins} coin")
    post((pygame.MOUSEBUTTONUP, {"pos": (rects[to].centerx + 2, rects[to].centery), "button": 1}))
    app.step(pygame.event.get(), 1 / 60)
    if legal:  # a stop the caravan can pay for: the drop plays it
        assert match.log[-1].action == MoveCamel(to, True)
    else:
        assert not match.log or not isinstance(match.log[-1].action, MoveCamel)


def test_dragging_the_caravan_renders_nothing_new_once_each_way_was_shown(app):
    """The way is built between frames from cached pieces: a second pass over the same
    centres paints no layer and renders no text (the frame time rests on this)."""
    match = camel_match(away=True)
    table = open_game_table(app, match, TABLE)
    lift(app, table)
    rects = centre_rects(table.view)
    spots = [rects[c].center for c in table.view.centres] + [(600, 300), (90, 380)]
    for pos in spots:
        hover(app, pos)
    layer = table.art.latest_layer()
    renders = app.services.text.renders
    for pos in spots:
        hover(app, pos)
    assert table.art.latest_layer() is layer
    assert app.services.text.renders == renders


def test_a_free_move_shows_no_coins_along_the_way():
    """A card's free move: the same way, nothing paid at any place."""
    import dataclasses

    from tabletop.games.resafa.components.records import Mods

    match = camel_match(away=True)
    state = match.state
    task = dataclasses.replace(state.task, mods=Mods(free_move=True))
    free = dataclasses.replace(state, tasks=(task,) + state.tasks[1:])
    seat = state.task.seat
    for to in state.centres:
        paid = facts.camel_route(state, seat, to, True)
        gratis = facts.camel_route(free, seat, to, True)
        assert [s.node for s in gratis] == [s.node for s in paid]
        assert {s.coins for s in gratis} == {0}


def test_the_way_says_which_rectangles_it_covered(app):
    """``draw_way`` returns the rectangles it drew on: every pixel it changed lies in
    one of them (so a frame that redraws only what moves can put them back)."""
    from tabletop.ui.tables.resafa.route import draw_way

    match = camel_match(away=True)
    table = open_game_table(app, match, TABLE)
    lift(app, table)
    rects = centre_rects(table.view)
    post((pygame.KEYDOWN, {"key": pygame.K_r, "mod": 0, "unicode": "r", "scancode": 0}))
    app.step(pygame.event.get(), 1 / 60)
    for pos in [rects[c].center for c in table.view.centres] + [(600, 300)]:
        hover(app, pos)
        way = table.look.path
        plain = pygame.Surface((1600, 900))
        plain.fill((1, 2, 3))
        drawn = plain.copy()
        covered = draw_way(drawn, app.services.text, way)
        changed = [
            (x, y)
            for x in range(0, 1600, 3)
            for y in range(0, 900, 3)
            if drawn.get_at((x, y)) != plain.get_at((x, y))
        ]
        assert changed and way.stop is not None
        assert all(any(r.collidepoint(p) for r in covered) for p in changed)
