"""A rain played on the water network step by step: first every canal tile's points, then
each cube, one after another, from the space under its source down the channels space by
space to where it stays, the VP each space gives appearing as the cube enters it, and a
running count of what the rain gave each player. The times are the animation speed's
(nothing plays when animations are off); a click or a key shows the end at once. When a
cube stops at a branch the show ends there, with the cube's way so far kept on the
network and the channels its owner may click lit (the arrow and the space it leads to).

``RainShow`` is the model (``moment``: which stage, which cube, which space), advanced in
``update``; ``rain_draw.draw_rain`` only reads it (on the board, or big in the focus view
when the network is magnified). What the rain did comes from ``facts.rain_show``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import pygame

from tabletop.games.resafa import facts
from tabletop.ui.tables.part import TablePart

from . import layout
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
        vps = tuple(p.vp for p in facts.seats(view))
        now = facts.turn(view)
        if now.phase == "play":
            base = self.base
            if base is not None and now.round != base[0]:
                self.words = _gains(base, vps, names, done=True)
                self.base = None
            if now.round in facts.rounds(view).rain_after:
                self.base = (now.round, vps)
        elif now.phase in ("rain", "over") and self.base is not None:
            self.words = _gains(self.base, vps, names, now.phase == "over")
        return self.words


def _gains(base: tuple, vps: tuple, names: Sequence[str], done: bool) -> str:
    gains = " · ".join(f"{n} +{v - b}" for n, v, b in zip(names, vps, base[1]))
    return ("Rain after round " if done else "Rain… so far: ") + (
        f"{base[0]}: {gains}" if done else gains
    )


class RainHost(Protocol):
    """What the rain's teller reads and does on the Resafa table."""

    match: Any
    story: Any
    bots: Any
    services: Any

    @property
    def zoom(self) -> Any: ...

    @property
    def clicks(self) -> list: ...

    @property
    def game(self) -> Any: ...

    @property
    def eyes(self) -> int: ...

    @property
    def view(self) -> Any: ...

    def seats(self) -> Any: ...

    def invalidate(self) -> None: ...


class RainTeller(TablePart):
    """The Resafa table's part that tells a rain (held through ``TableScene.hold``): after
    any move (the player's, another player's, a bot's) that set off or carried on a rain,
    the show starts at the animation speed; the bots (and the results) wait for it; a
    click or a key shows its end (a press on the network goes no further); a move taken
    back ends it."""

    def __init__(self, host: RainHost):
        self.host = host
        self.show: RainShow | None = None

    @property
    def playing(self) -> bool:
        return self.show is not None and self.show.playing

    def moved(self) -> None:
        host = self.host
        states, log = host.match.states, host.match.log
        self.show = None
        if not log or len(states) < 2:
            return
        view = host.game.view
        before, after = view(states[-2], host.eyes), view(states[-1], host.eyes)
        rain = facts.rain_show(before, log[-1].action, after)
        if rain is not None and (rain.cubes or rain.tiles):
            speed = host.services.settings.animation_factor
            self.show = RainShow(rain, speed, after, host.seats())
            panel = host.story.panel  # "What happened" stands clear of the network
            if panel is not None:
                panel.rect.left = max(panel.rect.left, layout.NETWORK.right + 8)
            zoom = host.zoom
            if zoom.part not in ("", "network"):  # another part shown big steps aside
                zoom.close()
                host.invalidate()

    def taken_back(self) -> None:
        self.show = None

    def before_update(self, dt: float) -> None:
        show = self.show
        if show is not None:
            show.update(dt)
            if show.playing:
                self.host.bots.reset()  # the next move waits

    def after_update(self, dt: float) -> None:
        self._keep_branch()

    def _keep_branch(self) -> None:
        """Once played, the show goes, unless its last cube waits at the branch the
        position waits at: then it stays, with the channels the player at the screen may
        click (a table opened on a branch shows the waiting cube the same way)."""
        host = self.host
        show, view = self.show, host.view
        if show is not None and not show.playing:
            task = facts.task(view)
            branch = task.cell if task is not None and task.kind == "route" else None
            if not show.waits or show.space != branch:
                self.show = show = None
        if show is None:
            waiting = facts.rain_waiting(view)
            if waiting is None:
                return
            self.show = show = RainShow(waiting, 0.0, view, host.seats())
        show.ways = tuple(c.key[1] for c in host.clicks if c.key[0] == "route")

    def in_focus(self, event: pygame.event.Event) -> bool:
        """With the network shown big while the show plays: a key shows its end and goes
        on to the view (Esc still closes it), a press shows its end and goes no further
        (the water's way is chosen once the end shows). True when the event was taken."""
        if not self.playing or self.host.zoom.part != "network":
            return False
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.show.skip()  # type: ignore[union-attr]
            self.host.story.handle(event)  # "What happened" shows all its lines too
        return event.type == pygame.MOUSEBUTTONDOWN

    def handle(self, event: pygame.event.Event) -> bool:
        """A key or a press while the show plays shows its end; the event goes on to the
        game (as with "What happened"), except a press on the network, where the water's
        way is chosen only once the end shows."""
        if self.playing and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.show.skip()  # type: ignore[union-attr]
            if event.type == pygame.MOUSEBUTTONDOWN and layout.NETWORK.collidepoint(event.pos):
                self.host.story.handle(event)  # "What happened" shows all its lines too
                return True
        return False

    @property
    def animating(self) -> bool:
        return self.playing

    def key(self) -> object:
        show = self.show
        return None if show is None else show.key
