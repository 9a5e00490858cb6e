"""Drawing a rain (``rain_show.RainShow``) where the network is shown: on the board, or
big in the focus view when the network is magnified (a ``RainPlace`` says where its spaces,
its banner and its running count lie). Only reads the show."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.ui import theme
from tabletop.ui.icons import draw_symbol
from tabletop.ui.text import TextCache

from . import layout, mapgeom
from .art import WATER
from .draw import SeatLook
from .rain_show import Moment, RainShow
from .words import faces, pick


@dataclass(frozen=True)
class RainPlace:
    """Where a rain is drawn: space (0, 0)'s rect (the others follow, ``cell`` wide),
    the banner over it, the running count at its foot; ``channels``: draw the ways a
    waiting cube may take (the focus view lights them itself)."""

    origin: tuple[int, int]
    cell: int
    banner: pygame.Rect
    tally: pygame.Rect
    channels: bool = True

    def space(self, col: int, row: int) -> pygame.Rect:
        return pygame.Rect(
            self.origin[0] + col * self.cell, self.origin[1] + row * self.cell, self.cell, self.cell
        )

    def centre(self, show: RainShow, cell_id: str) -> tuple[int, int]:
        col, row = show.cells[cell_id]
        return self.space(col, row).center


def board_place(columns: int) -> RainPlace:
    """The board's network: its spaces, the banner over its title, the count at its foot."""
    net = layout.NETWORK
    return RainPlace(
        layout.network_origin(columns),
        layout.CELL,
        pygame.Rect(net.x + 2, net.y + 1, net.w - 4, 19),
        pygame.Rect(net.x + 2, net.bottom - 21, net.w - 4, 20),
    )


def big_place(text: TextCache, grid: tuple[int, int, int], legend: pygame.Rect) -> RainPlace:
    """The focus view's network (``grid``: its square size and space A1's corner): the
    banner and the count at the foot of the legend column beside it."""
    size, x0, y0 = grid
    h = mapgeom.ink(text, 13, True) + 8
    tally = pygame.Rect(legend.x, legend.bottom - h, legend.w, h)
    banner = pygame.Rect(legend.x, tally.y - h - 6, legend.w, h)
    return RainPlace((x0, y0), size, banner, tally, channels=False)


def draw_rain(
    surface: pygame.Surface, text: TextCache, show: RainShow, at: RainPlace | None = None
) -> None:
    """The show's present moment over the network (``at``: where; the board's by
    default); once it has ended at a branch, the waiting cube's way so far."""
    place = at or board_place(show.columns)
    m = show.moment()
    rain = show.rain
    if m.stage == "done":
        if show.waits:
            if place.channels:
                _channels(surface, show, place, rain.cubes[-1].path[-1].cell)
            _cube(surface, show, place, rain.cubes[-1], m.at, 0.0, text)
        return
    _banner(surface, text, show, place, m)
    for i, cube in enumerate(rain.cubes):
        if i > m.cube:  # still waiting on its space
            _cube_box(surface, place, place.centre(show, cube.path[0].cell))
    if m.stage == "tiles":
        for t in rain.tiles:
            if t.vp:
                _badge(surface, text, show, place.centre(show, t.cell), t.owner, t.vp)
    if m.cube >= 0:
        _cube(surface, show, place, rain.cubes[m.cube], m.at, m.frac, text)
    _tally(surface, text, show, place)


def _cube(
    surface, show: RainShow, place: RainPlace, cube, at: int, frac: float, text: TextCache
) -> None:
    """A cube's way so far (a blue line through the spaces), the VP each gave, the cube."""
    points = [place.centre(show, step.cell) for step in cube.path[: at + 1]]
    here = points[-1]
    if frac > 0 and at + 1 < len(cube.path):
        nxt = place.centre(show, cube.path[at + 1].cell)
        here = (
            round(here[0] + (nxt[0] - here[0]) * frac),
            round(here[1] + (nxt[1] - here[1]) * frac),
        )
    if len(points) > 1 or frac > 0:
        pygame.draw.lines(surface, (150, 210, 250), False, [*points, here], 4)
    _cube_box(surface, place, here)
    for step, point in zip(cube.path[: at + 1], points):
        if step.seat >= 0 and step.vp:
            _badge(surface, text, show, point, step.seat, step.vp)


STEPS = {"down": (0, 1), "west": (-1, 0), "east": (1, 0)}


def _channels(surface: pygame.Surface, show: RainShow, place: RainPlace, branch: str) -> None:
    """The channels the owner may click at the branch, lit: a bright way from the cube
    into the next space, that space outlined."""
    col, row = show.cells[branch]
    start = place.centre(show, branch)
    for way in show.ways:
        dx, dy = STEPS[way]
        box = place.space(col + dx, row + dy)
        end = box.center
        pygame.draw.line(surface, (20, 22, 28), start, end, 9)
        pygame.draw.line(surface, theme.ACCENT, start, end, 5)
        pygame.draw.rect(surface, theme.ACCENT, box.inflate(-2, -2), 3, border_radius=4)
        tip = (end[0] + 7 * dx, end[1] + 7 * dy)
        side = (7 * dy, 7 * dx)
        back = (end[0] - 4 * dx, end[1] - 4 * dy)
        wings = [(back[0] + side[0], back[1] + side[1]), (back[0] - side[0], back[1] - side[1])]
        pygame.draw.polygon(surface, theme.ACCENT, [tip, *wings])
        pygame.draw.polygon(surface, (20, 22, 28), [tip, *wings], 1)


def _cube_box(surface: pygame.Surface, place: RainPlace, centre: tuple[int, int]) -> None:
    size = place.cell - 14 if place.cell < 60 else place.cell // 2
    box = pygame.Rect(0, 0, size, size)
    box.center = centre
    pygame.draw.rect(surface, WATER, box, border_radius=3)
    pygame.draw.rect(surface, theme.TEXT, box, 2, border_radius=3)


def _badge(surface, text: TextCache, show: RainShow, centre, seat: int, vp: int) -> None:
    """``+2`` over a space, in the scoring seat's colour with its symbol."""
    look = show.seats[seat] if seat < len(show.seats) else SeatLook("", (200, 200, 200), "")
    _pill(surface, text, look, vp, (centre[0], centre[1] - 11), "midbottom")


def _pill(surface, text: TextCache, look: SeatLook, vp: int, at, anchor: str) -> pygame.Rect:
    """``+vp`` on a pill in the seat's colour, with its symbol (never colour alone)."""
    words = f"+{vp}"
    pill = pygame.Rect(0, 0, text.size(words, 13, True)[0] + 22, text.size(words, 13, True)[1] + 1)
    setattr(pill, anchor, at)
    pygame.draw.rect(surface, (20, 22, 28), pill.inflate(2, 2), border_radius=8)
    pygame.draw.rect(surface, look.rgb, pill, border_radius=8)
    ink = theme.text_on(look.rgb)
    if look.symbol:
        draw_symbol(surface, look.symbol, (pill.x + 8, pill.centery), 5, ink)
    text.blit(surface, words, (pill.right - 4, pill.centery), 13, ink, True, "midright")
    return pill


def _banner(surface, text: TextCache, show: RainShow, place: RainPlace, m: Moment) -> None:
    """Over the network's title: which step of the rain shows, and how to skip it."""
    bar = place.banner
    pygame.draw.rect(surface, (30, 50, 70), bar, border_radius=6)
    rain = show.rain
    if m.stage == "tiles":
        forms = [
            f"Rain after round {rain.round}: canal tiles score",
            f"Round {rain.round} rain: canal tiles score",
            "Canal tiles score",
        ]
    else:
        cube = rain.cubes[m.cube]
        owner = show.seats[cube.owner].name if cube.owner < len(show.seats) else ""
        count = f"{m.cube + 1}/{len(rain.cubes)}"
        forms = [f"Rain: {owner}'s cube {count}", f"{owner}'s cube {count}", f"Cube {count}"]
    hint = "click: skip"
    text.blit(surface, hint, (bar.right - 4, bar.centery), 12, theme.TEXT_DIM, False, "midright")
    room = bar.w - 12 - text.size(hint, 12)[0]
    words, size, bold = pick(text, forms, room, faces(text, 13))
    words = text.fit(words, room, size, bold)
    text.blit(surface, words, (bar.x + 4, bar.centery), size, theme.ACCENT, bold, "midleft")


def _tally(surface, text: TextCache, show: RainShow, place: RainPlace) -> None:
    """At the network's foot: what the rain gave each player so far, a pill per player
    with their symbol."""
    gains = show.gains()
    bar = place.tally
    pygame.draw.rect(surface, (30, 50, 70), bar, border_radius=6)
    at = text.blit(
        surface, "So far", (bar.x + 4, bar.centery), 13, (170, 210, 250), False, "midleft"
    )
    x = at.right + 6
    for seat, look in enumerate(show.seats):
        if x + 40 > bar.right:
            break
        pill = _pill(surface, text, look, gains.get(seat, 0), (x, bar.centery), "midleft")
        x = pill.right + 5
