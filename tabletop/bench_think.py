"""``python main.py bench --only think``: bot decisions while the table draws.

Issue #15 asks for each search level's decision time *with the table drawing at the same
time* (easy ≤ 0.1 s, normal ≤ 0.5 s, hard ≤ 2 s) and for a window that never stops
drawing while a bot thinks. ``bench --only bots`` times decisions with no window; this
group opens each game's table from the set-up scene (every seat a bot of one level, in a
1280×720 window that scales the canvas) and lets the app's own loop (``App.run``: real
clock, frames at up to 60 a second) play ``decisions`` bot moves. A searching bot thinks
on ``BotRunner``'s worker thread while the loop keeps drawing on this one, so the two
share the interpreter.

Per game and level it reports: the decision's wall time, from the worker starting to the
move landing on the table (mean and worst; a move replayed from the turn's plan counts,
as in ``bench --only bots``), the frames drawn per second while a bot was thinking, and
the longest time between two frames then (what a player sees as a stall), and how long
after a move landed the frame showing it came (the move played, autosaved as in the app,
the table drawn whole).
"""

from __future__ import annotations

import statistics
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from .engine.bots.search import LEVELS

WINDOW = (1280, 720)
TARGETS = {"easy": 0.1, "normal": 0.5, "hard": 2.0}
"""Issue #15's decision time per level, in seconds."""
DECISIONS = {"easy": 6, "normal": 4, "hard": 3}
"""Decisions timed per game and level (the group takes about two minutes)."""
TWO_PLAYERS = 2
"""Decisions timed per level at two players (where that is not the largest count)."""
SLICE = 0.05
"""The loop runs in slices of this many seconds between looks at the bot."""


@dataclass
class Thinking:
    """What one table showed while its bots thought."""

    decisions: list[float] = field(default_factory=list)  # seconds, worker start to landing
    worker: list[float] = field(default_factory=list)  # seconds, the worker's own part
    spans: list[tuple[float, float]] = field(default_factory=list)  # (start, landed)
    frames: list[float] = field(default_factory=list)  # when each frame was drawn
    playouts: list[int] = field(default_factory=list)  # the search's, where it says

    def frames_while_thinking(self) -> int:
        return sum(1 for t in self.frames if any(a <= t <= b for a, b in self.spans))

    def thinking_seconds(self) -> float:
        return sum(b - a for a, b in self.spans)

    def fps(self) -> float:
        seconds = self.thinking_seconds()
        return self.frames_while_thinking() / seconds if seconds > 0 else 0.0

    def longest_gap(self) -> float:
        """The longest time without a new frame while a bot thought: from its start to
        the first frame, between frames, and from the last frame to the move landing."""
        longest = 0.0
        for start, landed in self.spans:
            times = [start] + [t for t in self.frames if start < t < landed] + [landed]
            longest = max(longest, *(b - a for a, b in zip(times, times[1:])))
        return longest

    def landing(self) -> float:
        """The longest time from a move landing to the frame that shows it (the move
        played, the table brought up to date and drawn whole)."""
        after = [next((t for t in self.frames if t >= landed), None) for _, landed in self.spans]
        return max((t - landed for t, (_, landed) in zip(after, self.spans) if t), default=0.0)


def open_bot_table(app, game, players: int, level: str, seed: int, autosave: bool = False):
    """Open ``game``'s table as the set-up scene does when its Start button is pressed:
    ``players`` seats, each a bot of ``level``, the seed typed in; the autosave after every
    move (into the services' ``save_dir``) only with ``autosave``."""
    from .ui.scenes.setup import SetupScene

    setup = SetupScene(app.ctx, game)
    app.ctx.stack.clear_to(setup)
    _choose(setup.count_choice, players)
    for i in range(players):
        _choose(setup.controller_choices[i], f"bot:{level}")
    setup.seed_field.value = str(seed)
    setup.start()
    table = app.ctx.stack.top
    if getattr(table, "bots", None) is None:
        raise RuntimeError(f"{game.id}: the set-up scene did not open a table: {table!r}")
    if not autosave:
        table.match.on_change = None
    return table


def _choose(choice, value: object) -> None:
    """Step ``choice`` (a ``Choice``) as its arrow does until it shows ``value``."""
    for _ in range(len(choice.options)):
        if choice.value == value:
            return
        choice.step(1)
    if choice.value != value:
        raise ValueError(f"{value!r} is not offered")


def think_in_window(
    game,
    players: int,
    level: str,
    decisions: int,
    seed: int = 5,
    services=None,
    autosave: bool = False,
) -> Thinking:
    """Run the app's loop on ``game``'s table (every seat a ``level`` bot) until
    ``decisions`` bot moves have landed, or the game ends; what it showed meanwhile.
    ``autosave``: the table writes its autosave after every move, as in the app."""
    from .ui.app import App
    from .ui.headless import headless_services
    from .ui.scene import Context, Scene

    services = services or headless_services()
    app = App(services, window_size=WINDOW, start_scene=Scene(Context(services)))
    table = open_bot_table(app, game, players, level, seed, autosave)
    seen = Thinking()
    _watch(app, table.bots, seen)
    limit = time.perf_counter() + 60 + 10 * decisions * TARGETS.get(level, 2.0)
    while len(seen.decisions) < decisions and time.perf_counter() < limit:
        if table.match.is_over() or app.ctx.stack.top is not table:
            break
        app.run(seconds=SLICE)
    return seen


def _watch(app, bots, seen: Thinking) -> None:
    """Note the time of every frame the app draws, when each thought starts, when the
    worker has its answer and when the move lands (wrapping the app's ``draw`` and the
    runner's ``_think``, ``decide`` and ``play``)."""
    draw, think, decide, play = app.draw, bots._think, bots.decide, bots.play
    started: list[float] = []

    def timed_draw() -> None:
        draw()
        seen.frames.append(time.perf_counter())

    def timed_think(state, seat) -> None:
        started.append(time.perf_counter())
        think(state, seat)

    def timed_decide(state, seat):
        """On the worker, before its answer is handed to the loop (which then lands it)."""
        bot = bots.bots[seat]
        searching = isinstance(getattr(bot, "iterations_done", None), int)
        if searching:
            bot.iterations_done = -1  # a move replayed from the plan leaves it so
        action = decide(state, seat)
        if started:
            seen.worker.append(time.perf_counter() - started[-1])
        if searching and bot.iterations_done > 0:
            seen.playouts.append(bot.iterations_done)
        return action

    def timed_play(seat, action) -> None:
        if started:
            start, landed = started.pop(), time.perf_counter()
            seen.spans.append((start, landed))
            seen.decisions.append(landed - start)
        play(seat, action)

    app.draw, bots._think, bots.play = timed_draw, timed_think, timed_play
    bots.decide = timed_decide


def _load() -> str:
    try:
        with open("/proc/loadavg") as f:
            return f.read().split()[0]
    except OSError:
        return "?"


def think_rows(games, levels=tuple(LEVELS), two_players: bool = True) -> list[tuple[str, str]]:
    """The rows: per game (at its largest count, and at two players where that differs
    and ``two_players``) and search level, the decision time in the running window, the
    frame rate while thinking and the longest frame gap, with the machine's load."""
    from .ui.headless import headless_services

    services = headless_services()
    folder = tempfile.TemporaryDirectory(prefix="tabletop-bench-")
    services.save_dir = Path(folder.name)  # the autosaves, as in the app, thrown away after
    rows = []
    for game in games:
        counts = [game.max_players]
        if two_players and game.min_players <= 2 < game.max_players:
            counts.append(2)
        for players in counts:
            for level in levels:
                n = DECISIONS.get(level, 3) if players == game.max_players else TWO_PLAYERS
                seen = think_in_window(game, players, level, n, services=services, autosave=True)
                rows.append((f"{game.id}: bot thinking in the window, {level}, {players}p",
                             _describe(seen, level)))  # fmt: skip
    folder.cleanup()
    return rows


def _describe(seen: Thinking, level: str) -> str:
    if not seen.decisions:
        return "no decision landed"
    times = seen.decisions
    mean, worst = 1000 * statistics.mean(times), 1000 * max(times)
    target = TARGETS.get(level)
    verdict = ""
    if target is not None:
        verdict = " within" if max(times) <= target else f" OVER {1000 * target:.0f} ms"
    playouts = f", playouts {statistics.mean(seen.playouts):.0f}" if seen.playouts else ""
    worker = f", the worker's own worst {1000 * max(seen.worker):.0f} ms" if seen.worker else ""
    return (
        f"decision mean {mean:.0f} ms, worst {worst:.0f} ms{verdict} ({len(times)} moves"
        f"{playouts}{worker}); {seen.fps():.0f} fps while thinking, longest frame gap "
        f"{1000 * seen.longest_gap():.0f} ms, the move shown {1000 * seen.landing():.0f} ms "
        f"after it landed; load {_load()}"
    )
