"""A rain played on the water network step by step: first every canal tile's points, then
each cube, one after another, from the space under its source down the channels space by
space to where it stays, the VP each space gives appearing as the cube enters it, and a
running count of what the rain gave each player. The times are the animation speed's
(nothing plays when animations are off); a click or a key shows the end at once. When a
cube stops at a branch the show ends there, with the cube's way so far kept on the
network and the channels its owner may click lit (the arrow and the space it leads to).

``RainShow`` is the model (``moment``: which stage, which cube, which space), advanced in
``update``; ``draw_rain`` only reads it. What the rain did comes from ``facts.rain_show``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from tabletop.games.resafa import facts
from tabletop.ui import theme
from tabletop.ui.icons import draw_symbol
from tabletop.ui.tables.base import TableScene
from tabletop.ui.text import TextCache

from . import layout
from .art import WATER
from .draw import SeatLook

TILES = 1.4
"""Seconds the canal tiles' points show before the first cube (normal speed)."""
START = 0.3
"""Seconds a cube shows on its first space before it moves."""
STEP = 0.38
"""Seconds a cube takes from one space to the next."""
REST = 0.35
"""Seconds a cube rests where it stays before the next one starts."""
LONGEST = 10.0
"""At normal speed a big rain still plays within these seconds (its steps quicker)."""


@dataclass(frozen=True)
class Moment:
    """Where the show is. ``stage``: ``tiles`` (the tiles' points), ``start`` (cube
    ``cube`` on its first space), ``move`` (from ``path[at]`` to ``path[at + 1]``,
    ``frac`` of the way), ``rest`` (on its last space) or ``done``."""

    stage: str
    cube: int = -1
    at: int = 0
    frac: float = 0.0


class RainShow:
    """One rain (or the rest of it after a choice at a branch) told on the network."""

    def __init__(self, rain: facts.RainFacts, speed: float, view, seats: Sequence[SeatLook]):
        self.rain = rain
        self.seats = tuple(seats)
        self.time = 0.0
        self.ways: tuple[str, ...] = ()
        """Once the last cube waits at a branch: the ways the player at the screen may
        click (set by the table between frames)."""
        spans: list[tuple[Moment, float]] = []  # at normal speed
        if rain.tiles:
            spans.append((Moment("tiles"), TILES))
        for i, cube in enumerate(rain.cubes):
            spans.append((Moment("start", i, 0), START))
            for k in range(len(cube.path) - 1):
                spans.append((Moment("move", i, k), STEP))
            if not cube.waits:
                spans.append((Moment("rest", i, len(cube.path) - 1), REST))
        whole = sum(seconds for _, seconds in spans)
        self.pace = max(0.0, speed) * min(1.0, LONGEST / whole if whole else 1.0)
        """Seconds per second of the normal pace: the animation speed, quicker for a
        big rain."""
        self._spans = [(m, seconds * self.pace) for m, seconds in spans]
        self.total = whole * self.pace
        net = facts.network(view)
        self.columns = net.columns
        self.cells = {x.id: (x.col, x.row) for x in net.cells}
        self.centres = {x.id: layout.cell_rect(net.columns, x.col, x.row).center for x in net.cells}

    # --- the model ---------------------------------------------------------------------------
    @property
    def playing(self) -> bool:
        return self.time < self.total

    @property
    def waits(self) -> bool:
        """The last cube stopped at a branch: its owner chooses its way."""
        return bool(self.rain.cubes) and self.rain.cubes[-1].waits

    def update(self, dt: float) -> None:
        self.time = min(self.total, self.time + dt)

    def skip(self) -> None:
        """Show the end at once."""
        self.time = self.total

    def moment(self) -> Moment:
        t = self.time
        if t < self.total:
            for m, seconds in self._spans:
                if t < seconds:
                    if m.stage == "move":
                        return Moment("move", m.cube, m.at, t / seconds)
                    return m
                t -= seconds
        last = len(self.rain.cubes) - 1
        at = len(self.rain.cubes[-1].path) - 1 if last >= 0 else 0
        return Moment("done", last, at)

    @property
    def cube(self) -> int:
        """The cube being shown (-1 while the tiles score)."""
        return self.moment().cube

    @property
    def space(self) -> str:
        """The space the shown cube is on (the one it leaves while it moves)."""
        m = self.moment()
        if m.cube < 0:
            return ""
        return self.rain.cubes[m.cube].path[m.at].cell

    @property
    def key(self) -> tuple:
        """What shows now, for the idle loop's ``redraw_key``."""
        m = self.moment()
        return (id(self.rain), m.stage, m.cube, m.at, round(m.frac, 2))

    def gains(self) -> dict[int, int]:
        """VP per seat shown so far."""
        m = self.moment()
        out: dict[int, int] = {}
        for t in self.rain.tiles:
            out[t.owner] = out.get(t.owner, 0) + t.vp
        for i, cube in enumerate(self.rain.cubes):
            if i > m.cube:
                break
            upto = m.at if i == m.cube else len(cube.path) - 1
            for step in cube.path[: upto + 1]:
                if step.seat >= 0:
                    out[step.seat] = out.get(step.seat, 0) + step.vp
        return out


class RainNote:
    """What the last (or the running) rain gave each player, in words: the scores are
    noted when a round a rain follows is played, and compared once the rain is over (or
    while it waits at a branch)."""

    def __init__(self) -> None:
        self.base: tuple | None = None
        self.words = ""

    def note(self, view, names: Sequence[str]) -> str:
        vps = tuple(p.vp for p in view.players)
        if view.phase == "play":
            base = self.base
            if base is not None and view.round != base[0]:
                self.words = _gains(base, vps, names, done=True)
                self.base = None
            if view.round in facts.rounds(view).rain_after:
                self.base = (view.round, vps)
        elif view.phase in ("rain", "over") and self.base is not None:
            self.words = _gains(self.base, vps, names, view.phase == "over")
        return self.words


def _gains(base: tuple, vps: tuple, names: Sequence[str], done: bool) -> str:
    gains = " · ".join(f"{n} +{v - b}" for n, v, b in zip(names, vps, base[1]))
    return ("Rain after round " if done else "Rain… so far: ") + (
        f"{base[0]}: {gains}" if done else gains
    )


if TYPE_CHECKING:  # the mixin is typed as the table it is mixed into
    _Table = TableScene
else:
    _Table = object


class RainTelling(_Table):
    """The Resafa table's part that tells a rain (mixed in before ``TableScene``): after
    any move (the player's, another player's, a bot's) that set off or carried on a rain,
    the show starts at the animation speed; the bots (and the results) wait for it; a
    click or a key shows its end (a press on the network goes no further); a move taken
    back ends it."""

    rain: RainShow | None = None

    @property
    def rain_playing(self) -> bool:
        return self.rain is not None and self.rain.playing

    def moved(self) -> None:
        super().moved()
        states, log = self.match.states, self.match.log
        self.rain = None
        if not log or len(states) < 2:
            return
        view = self.game.view
        before, after = view(states[-2], self.eyes), view(states[-1], self.eyes)
        rain = facts.rain_show(before, log[-1].action, after)
        if rain is not None and (rain.cubes or rain.tiles):
            speed = self.services.settings.animation_factor
            self.rain = RainShow(rain, speed, after, self.seats())  # type: ignore[attr-defined]
            panel = self.story.panel  # "What happened" stands clear of the network
            if panel is not None:
                panel.rect.left = max(panel.rect.left, layout.NETWORK.right + 8)

    def taken_back(self) -> None:
        self.rain = None
        super().taken_back()

    def update(self, dt: float) -> None:
        show = self.rain
        if show is not None:
            show.update(dt)
            if show.playing:
                self.bots.reset()  # the next move waits
        super().update(dt)
        self._keep_branch()

    def _keep_branch(self) -> None:
        """Once played, the show goes, unless its last cube waits at the branch the
        position waits at: then it stays, with the channels the player at the screen may
        click (a table opened on a branch shows the waiting cube the same way)."""
        show, view = self.rain, self.view
        if show is not None and not show.playing:
            task = view.task
            branch = task.cell if task is not None and task.kind == "route" else None
            if not show.waits or show.space != branch:
                self.rain = show = None
        if show is None:
            waiting = facts.rain_waiting(view)
            if waiting is None:
                return
            self.rain = show = RainShow(waiting, 0.0, view, self.seats())  # type: ignore[attr-defined]
        clicks = self.clicks  # type: ignore[attr-defined]
        show.ways = tuple(c.key[1] for c in clicks if c.key[0] == "route")

    def handle(self, event: pygame.event.Event) -> None:
        """A key or a press while the show plays shows its end; the event goes on to the
        game (as with "What happened"), except a press on the network, where the water's
        way is chosen only once the end shows."""
        if self.rain_playing and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.rain.skip()  # type: ignore[union-attr]
            if event.type == pygame.MOUSEBUTTONDOWN and layout.NETWORK.collidepoint(event.pos):
                self.story.handle(event)  # "What happened" shows all its lines too
                return
        super().handle(event)

    @property
    def animating(self) -> bool:
        return self.rain_playing or super().animating

    def redraw_key(self) -> object:
        show = self.rain
        return (super().redraw_key(), None if show is None else show.key)


# --- drawing (only reads) ------------------------------------------------------------------------
def draw_rain(surface: pygame.Surface, text: TextCache, show: RainShow) -> None:
    """The show's present moment over the network; once it has ended at a branch, the
    waiting cube's way so far."""
    m = show.moment()
    rain = show.rain
    if m.stage == "done":
        if show.waits:
            _channels(surface, show, rain.cubes[-1].path[-1].cell)
            _cube(surface, show, rain.cubes[-1], m.at, 0.0, text)
        return
    _banner(surface, text, show, m)
    for i, cube in enumerate(rain.cubes):
        if i > m.cube:  # still waiting on its space
            _cube_box(surface, show.centres[cube.path[0].cell], 1.0)
    if m.stage == "tiles":
        for t in rain.tiles:
            if t.vp:
                _badge(surface, text, show, show.centres[t.cell], t.owner, t.vp)
    if m.cube >= 0:
        _cube(surface, show, rain.cubes[m.cube], m.at, m.frac, text)
    _tally(surface, text, show)


def _cube(surface, show: RainShow, cube, at: int, frac: float, text: TextCache) -> None:
    """A cube's way so far (a blue line through the spaces), the VP each gave, the cube."""
    points = [show.centres[step.cell] for step in cube.path[: at + 1]]
    here = points[-1]
    if frac > 0 and at + 1 < len(cube.path):
        nxt = show.centres[cube.path[at + 1].cell]
        here = (
            round(here[0] + (nxt[0] - here[0]) * frac),
            round(here[1] + (nxt[1] - here[1]) * frac),
        )
    if len(points) > 1 or frac > 0:
        pygame.draw.lines(surface, (150, 210, 250), False, [*points, here], 4)
    _cube_box(surface, here, 1.0)
    for step, point in zip(cube.path[: at + 1], points):
        if step.seat >= 0 and step.vp:
            _badge(surface, text, show, point, step.seat, step.vp)


STEPS = {"down": (0, 1), "west": (-1, 0), "east": (1, 0)}


def _channels(surface: pygame.Surface, show: RainShow, branch: str) -> None:
    """The channels the owner may click at the branch, lit: a bright way from the cube
    into the next space, that space outlined."""
    col, row = show.cells[branch]
    start = show.centres[branch]
    for way in show.ways:
        dx, dy = STEPS[way]
        box = layout.cell_rect(show.columns, col + dx, row + dy)
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


def _cube_box(surface: pygame.Surface, centre: tuple[int, int], scale: float) -> None:
    size = round((layout.CELL - 14) * scale)
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


def _banner(surface, text: TextCache, show: RainShow, m: Moment) -> None:
    """Over the network's title: which step of the rain shows, and how to skip it."""
    net = layout.NETWORK
    bar = pygame.Rect(net.x + 2, net.y + 1, net.w - 4, 19)
    pygame.draw.rect(surface, (30, 50, 70), bar, border_radius=6)
    rain = show.rain
    if m.stage == "tiles":
        words = f"Rain after round {rain.round}: canal tiles score"
    else:
        cube = rain.cubes[m.cube]
        owner = show.seats[cube.owner].name if cube.owner < len(show.seats) else ""
        words = f"Rain: {owner}'s cube {m.cube + 1}/{len(rain.cubes)}"
    hint = "click: skip"
    text.blit(surface, hint, (bar.right - 4, bar.centery), 12, theme.TEXT_DIM, False, "midright")
    room = bar.w - 12 - text.size(hint, 12)[0]
    text.blit(
        surface,
        text.fit(words, room, 13, True),
        (bar.x + 4, bar.centery),
        13,
        theme.ACCENT,
        True,
        "midleft",
    )


def _tally(surface, text: TextCache, show: RainShow) -> None:
    """At the network's foot: what the rain gave each player so far, a pill per player
    with their symbol."""
    gains = show.gains()
    net = layout.NETWORK
    bar = pygame.Rect(net.x + 2, net.bottom - 21, net.w - 4, 20)
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
