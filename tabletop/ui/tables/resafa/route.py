"""The caravan's way while it is carried: drawn along the roads as the map draws them
(centre to centre, by Resafa's gate, round the bends), each road trimmed at the boxes it
joins, with the coins paid so far at each place the fare grows, and Resafa outlined when
the caravan stops there. ``camel_way`` computes it between frames from ``facts.camel_route``;
``draw_way`` only reads it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from tabletop.games.resafa import facts
from tabletop.ui import theme

from . import layout
from .art import INK

Point = tuple[int, int]
ROAD_RGB = theme.ACCENT
COIN_RGB = (232, 196, 70)


@dataclass(frozen=True)
class CamelWay:
    """What ``draw_way`` draws: the polyline pieces along the roads (``lines``), a thin
    line on to the pointer when it is over no centre (``tail``), the coins so far where
    the fare grows (``coins``), Resafa's box when the caravan stops there (``stop``), and
    the words by the end (``label``)."""

    lines: tuple[tuple[Point, ...], ...]
    coins: tuple[tuple[Point, int], ...]
    end: Point
    label: str
    stop: pygame.Rect | None = None
    tail: tuple[Point, Point] | None = None
    passed: tuple[pygame.Rect, ...] = ()
    """The boxes of the centres the way goes through (outlined: the way runs on)."""


def road_points(a: str, b: str, rects: dict[str, pygame.Rect]) -> list[Point]:
    """The road from ``a`` to ``b`` as the map draws it (centre or gate, the bends, centre),
    trimmed where it leaves ``a``'s box and enters ``b``'s."""
    points = road(a, b)
    if a in rects:
        points[0] = _edge(rects[a], points[1], points[0])
    if b in rects:
        points[-1] = _edge(rects[b], points[-2], points[-1])
    return points


def road(a: str, b: str) -> list[Point]:
    """The map's own polyline of the road (``MapGeom.road``), from ``a``'s end to ``b``'s."""
    return [(int(x), int(y)) for x, y in layout.map_geom().road(a, b)]


def _far(p: Point, q: Point) -> int:
    return (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2


def _edge(box: pygame.Rect, outside: Point, inside: Point) -> Point:
    """Where the line from ``outside`` to ``inside`` (the box's centre) meets the box."""
    clipped = box.inflate(2, 2).clipline(outside, inside)
    if not clipped:
        return inside
    first, second = clipped
    return first if _far(first, outside) <= _far(second, outside) else second


def way_lines(
    stops: Sequence[facts.RouteStop], rects: dict[str, pygame.Rect]
) -> tuple[list[tuple[Point, ...]], list[tuple[Point, int]]]:
    """The roads of ``stops`` and, at each place the fare grew, the coins so far (where
    the road reaches the place)."""
    lines: list[tuple[Point, ...]] = []
    coins: list[tuple[Point, int]] = []
    for a, b in zip(stops, stops[1:]):
        if a.node not in rects and a.node != facts.GATE:
            continue
        if b.node not in rects and b.node != facts.GATE:
            continue
        points = road_points(a.node, b.node, rects)
        lines.append(tuple(points))
        if b.coins > a.coins:
            coins.append((points[-1], b.coins))
    return lines, coins


def camel_way(
    view,
    seat: int,
    rects: dict[str, pygame.Rect],
    to: str | None,
    via: bool,
    pointer: Point,
) -> CamelWay:
    """The way of ``seat``'s caravan to the centre ``to`` (``None``: the pointer is over
    no centre: the way to Resafa when it stops there, then a thin line to the pointer)."""
    start = facts.seat(view, seat).at
    stop = rects.get(facts.HUB) if via and start != facts.HUB else None
    if to is not None:
        stops = facts.camel_route(view, seat, to, via)
        lines, coins = way_lines(stops, rects)
        fare = stops[-1].coins
        label = f"{fare} coin{'s' if fare != 1 else ''}" + (" · stop in Resafa" if stop else "")
        end = rects[to].midtop if to in rects else pointer
        if coins and lines and coins[-1][0] == lines[-1][-1]:
            coins = coins[:-1]  # the label by the end says the whole fare
        inner = {s.node for s in stops[1:-1]} - {facts.GATE, facts.HUB, start}
        passed = tuple(rects[n] for n in sorted(inner) if n in rects)
        return CamelWay(tuple(lines), tuple(coins), end, label, stop, passed=passed)
    lines, coins = [], []
    here = rects.get(start, rects[facts.HUB]).center
    if stop is not None:
        lines, coins = _to_hub(view, seat, rects)
        here = rects[facts.HUB].center
    label = "stop in Resafa" if via else "R: stop in Resafa"
    return CamelWay(tuple(lines), tuple(coins), pointer, label, stop, (here, pointer))


def _to_hub(view, seat: int, rects) -> tuple[list[tuple[Point, ...]], list[tuple[Point, int]]]:
    """The first half of a journey with the stop in Resafa: to Resafa by its gate."""
    stops: list[facts.RouteStop] = []
    for s in facts.camel_route(view, seat, facts.stock(view).centres[0], True):  # the same way out
        stops.append(s)
        if s.node == facts.HUB:
            break
    return way_lines(stops, rects)


def draw_way(surface: pygame.Surface, text, way: CamelWay) -> list[pygame.Rect]:
    """The way over the map (only reads); the rectangles it covered (for a frame that
    redraws only what moves)."""
    drawn: list[pygame.Rect] = []
    for points in way.lines:
        if len(points) > 1:
            drawn.append(pygame.draw.lines(surface, (40, 30, 20), False, points, 8))
            pygame.draw.lines(surface, ROAD_RGB, False, points, 4)
    for box in way.passed:
        drawn.append(pygame.draw.rect(surface, ROAD_RGB, box.inflate(4, 4), 2, border_radius=6))
    if way.tail is not None:
        drawn.append(pygame.draw.line(surface, ROAD_RGB, way.tail[0], way.tail[1], 2))
    if way.stop is not None:
        drawn.append(
            pygame.draw.rect(surface, ROAD_RGB, way.stop.inflate(6, 6), 3, border_radius=7)
        )
        words = "stop in Resafa"
        w, h = text.size(words, 12, True)
        tag = pygame.Rect(0, 0, w + 12, h + 2)
        tag.midbottom = (way.stop.centerx, way.stop.y - 2)
        drawn.append(pygame.draw.rect(surface, ROAD_RGB, tag, border_radius=6))
        text.blit(surface, words, tag.center, 12, theme.TEXT_DARK, True, "center")
    for point, coins in way.coins:
        drawn.append(pygame.draw.circle(surface, COIN_RGB, point, 10))
        pygame.draw.circle(surface, INK, point, 10, 2)
        text.blit(surface, str(coins), point, 13, INK, True, "center")
    badge = text.render(way.label, 15, theme.TEXT_DARK, True)
    box = badge.get_rect(midbottom=(way.end[0], way.end[1] - 8)).inflate(10, 4)
    box.clamp_ip(layout.MAP)
    drawn.append(pygame.draw.rect(surface, ROAD_RGB, box, border_radius=5))
    surface.blit(badge, badge.get_rect(center=box.center))
    return drawn
