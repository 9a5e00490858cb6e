"""The other players' steering choices marked on the Resafa board: where a rival steered
the water at a branch (an arrow in their colour from the branch into the space the water
took, and a pill with their symbol and the way in a word: down, west, east), and the way
a rival's caravan went (its roads in their colour, and a pill with their symbol and "via
Resafa" or "direct"). Marked like the base's marks of the last moves: each other seat's
last turn since the seat at the screen last moved. ``steers`` computes them between
frames from the log and the positions before each move; the draw functions only read."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.games.resafa import facts
from tabletop.games.resafa.actions import MoveCamel, RouteWater
from tabletop.ui import theme
from tabletop.ui.icons import draw_symbol
from tabletop.ui.tables.marks import marked_entries
from tabletop.ui.text import TextCache

from . import layout
from .clicks import centre_rects
from .draw import DrawContext, SeatLook
from .route import Point, way_lines

WAYS = {"down": (0, 1), "west": (-1, 0), "east": (1, 0)}
DARK = (20, 22, 28)


@dataclass(frozen=True)
class Steer:
    """One steering choice of ``seat``: the water at the branch ``cell`` sent ``way``
    (``kind`` "water"), or the caravan's roads (``lines``) to ``to`` with or without the
    stop in Resafa (``kind`` "caravan"); ``word`` is what its pill says."""

    seat: int
    kind: str
    word: str
    cell: str = ""
    way: str = ""
    lines: tuple[tuple[Point, ...], ...] = ()
    to: str = ""
    fare: int = 0


def steers(game: Any, states: Sequence[Any], log: Sequence[Any], eyes: int) -> tuple[Steer, ...]:
    """The steering choices among each other seat's last turn (``marks.marked_entries``),
    each read from the position before it as ``eyes`` may know it."""
    if len(states) != len(log) + 1:
        return ()
    out = []
    for i in marked_entries(log, eyes):
        entry = log[i]
        action = entry.action
        if entry.seat == eyes or not isinstance(action, (RouteWater, MoveCamel)):
            continue
        before = game.view(states[i], eyes)
        if isinstance(action, RouteWater):
            task = facts.task(before)
            if task is None or task.kind != "route":
                continue
            out.append(Steer(entry.seat, "water", action.way, cell=task.cell, way=action.way))
            continue
        stops = facts.camel_route(before, entry.seat, action.to, action.via)
        lines, _ = way_lines(stops, centre_rects(before))
        word = "via Resafa" if action.via else "direct"
        fare = stops[-1].coins if stops else 0
        out.append(Steer(entry.seat, "caravan", word, lines=tuple(lines), to=action.to, fare=fare))
    return tuple(out)


def pill(
    surface: pygame.Surface, text: TextCache, look: SeatLook, word: str, centre: Point, size=12
) -> pygame.Rect:
    """``word`` on a dark pill framed in the seat's colour, the seat's symbol first (never
    colour alone; light words, readable whatever the colour)."""
    w, h = text.size(word, size, True)
    box = pygame.Rect(0, 0, w + h + 12, h + 4)
    box.center = centre
    pygame.draw.rect(surface, DARK, box, border_radius=9)
    pygame.draw.rect(surface, look.rgb, box, 2, border_radius=9)
    draw_symbol(surface, look.symbol, (box.x + 5 + h // 2, box.centery), max(4, h // 3), look.rgb)
    text.blit(surface, word, (box.right - 6, box.centery), size, theme.TEXT, True, "midright")
    return box


def halfway(lines: Sequence[Sequence[Point]]) -> Point:
    """The point half the way along the polylines ``lines``."""
    legs = [(a, b) for points in lines for a, b in zip(points, points[1:])]
    if not legs:
        return lines[0][0] if lines and lines[0] else (0, 0)
    lengths = [((b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2) ** 0.5 for a, b in legs]
    left = sum(lengths) / 2
    for (a, b), length in zip(legs, lengths):
        if left <= length and length > 0:
            f = left / length
            return round(a[0] + (b[0] - a[0]) * f), round(a[1] + (b[1] - a[1]) * f)
        left -= length
    return legs[-1][1]


def _arrow(surface, rgb, start: Point, end: Point, way: str, width: int) -> None:
    dx, dy = WAYS[way]
    pygame.draw.line(surface, DARK, start, end, width + 4)
    pygame.draw.line(surface, rgb, start, end, width)
    k = width + 4
    tip = (end[0] + k * dx, end[1] + k * dy)
    back = (end[0] - k // 2 * dx, end[1] - k // 2 * dy)
    wings = [(back[0] + k * dy, back[1] + k * dx), (back[0] - k * dy, back[1] - k * dx)]
    pygame.draw.polygon(surface, rgb, [tip, *wings])
    pygame.draw.polygon(surface, DARK, [tip, *wings], 1)


def draw_water_steers(
    surface: pygame.Surface, c: DrawContext, space, clip: pygame.Rect, size: int = 12
) -> None:
    """Each rival's way at a branch: ``space(col, row)`` is a space's rect where the
    network is drawn (the board's or the focus view's); pills kept inside ``clip``."""
    net = facts.network(c.view)
    cells = {x.id: (x.col, x.row) for x in net.cells}
    for s in c.steers:
        if s.kind != "water" or s.cell not in cells or s.seat >= len(c.seats):
            continue
        col, row = cells[s.cell]
        dx, dy = WAYS[s.way]
        here, there = space(col, row), space(col + dx, row + dy)
        look = c.seats[s.seat]
        _arrow(surface, look.rgb, here.center, there.center, s.way, max(3, here.w // 9))
        box = pill(surface, c.text, look, s.way, there.center, size)
        box.clamp_ip(clip)
        c.tips.append((box, f"{look.name} steered the water {s.way} from {s.cell}."))


def draw_caravan_steers(surface: pygame.Surface, c: DrawContext) -> None:
    """Each rival caravan's roads on the board's map and its pill halfway."""
    names = {x.id: x.name for x in facts.centres(c.view)}
    for s in c.steers:
        if s.kind != "caravan" or not s.lines or s.seat >= len(c.seats):
            continue
        look = c.seats[s.seat]
        for points in s.lines:
            if len(points) > 1:
                pygame.draw.lines(surface, DARK, False, points, 6)
                pygame.draw.lines(surface, look.rgb, False, points, 3)
        box = pill(surface, c.text, look, s.word, halfway(s.lines))
        box.clamp_ip(layout.MAP)
        stop = "with a stop in Resafa" if s.word != "direct" else "without a stop in Resafa"
        words = f"{look.name}'s caravan went to {names.get(s.to, s.to)} {stop}"
        c.tips.append((box, f"{words} ({s.fare} coin{'s' * (s.fare != 1)})."))
