"""``python main.py bench``: the performance table. A benchmark, never a test.

- time from process start to the first drawn frame (a child process, median of 3);
- per registered table, at its largest player count in mid-game, the frame time (median
  and 95th percentile, and the 95th percentile of the CPU time per frame) while a piece
  is dragged across the board, at the canvas's size and in a 1280×720 window (scaled),
  there also with the pointer lighting the buttons and with every frame drawn whole, and
  while the others' moves are played on it, one after another (``watch_frame_times``);
- random playouts per second per game, actions per second in random play (legal moves
  generated at every step), both per second of this process's CPU time after one warm-up
  playout (steady on a loaded machine), and the mean time of one ``legal_actions``;
- bot decision time per level (random, greedy, easy, normal, hard);
- bot decisions in the running window, the table drawing meanwhile (``bench_think``);
- idle CPU per scene (title, set-up, each table at its largest player count on the
  player's turn, results, a host's table with friends and a joined table): the share of one core the real loop uses over ~2 s with no
  input, from ``time.process_time``;
- peak memory of this process.
"""

from __future__ import annotations

import functools
import os
import random
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence

from .engine.bots import bot_move, bot_rng, make_bot
from .engine.config import Config
from .engine.conformance import random_playout
from .engine.game import Game


def first_frame_seconds(runs: int = 3) -> float | None:
    env = dict(
        os.environ,
        TABLETOP_EXIT_AFTER_FIRST_FRAME="1",
        SDL_VIDEODRIVER=os.environ.get("SDL_VIDEODRIVER", "dummy"),
    )
    times = []
    for _ in range(runs):
        proc = subprocess.run(
            [sys.executable, "-c", "import sys, tabletop.app as a; sys.exit(a.main([]))"],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        for line in proc.stdout.splitlines():
            if line.startswith("first_frame_seconds="):
                times.append(float(line.split("=")[1]))
    return statistics.median(times) if times else None


def playouts_per_second(
    game, players: int, mode: str, budget: float = 2.0
) -> tuple[float, float, int, float]:
    """Random playouts per CPU second; mean CPU ms per ``legal_actions``; playouts done;
    actions per CPU second (each step generates the legal moves, then applies one).

    One untimed playout first (imports, YAML loading and caches paid outside the window, as
    a search runs warm), then seeded playouts for ``budget`` seconds of this process's CPU
    time (``time.process_time``): on the shared two-core machine other processes would
    otherwise take wall time from the window and halve the figure at random."""
    warm = Config.default(players, seed=0, mode=mode)
    random_playout(game, warm, random.Random(0))
    started, done, seed, actions = time.process_time(), 0, 1, 0
    while time.process_time() - started < budget or done == 0:
        config = Config.default(players, seed=seed, mode=mode)
        _, length = random_playout(game, config, random.Random(seed))
        actions += length
        done += 1
        seed += 1
    elapsed = max(time.process_time() - started, 1e-9)
    state, calls, spent = game.new(Config.default(players, seed=99, mode=mode)), 0, 0.0
    rng = random.Random(99)
    while game.actor(state) is not None and calls < 300:
        t0 = time.process_time()
        legal = game.legal_actions(state)
        spent += time.process_time() - t0
        calls += 1
        state = game.advance(state, legal[rng.randrange(len(legal))])
    return done / elapsed, 1000 * spent / max(1, calls), done, actions / elapsed


def bot_decision_ms(game, players: int, mode: str, level: str, decisions: int = 40) -> float:
    config = Config.default(players, seed=5, mode=mode)
    state = game.new(config)
    bots = [make_bot(level, game, s) for s in range(players)]
    rngs = [bot_rng(5, s) for s in range(players)]
    times: list[float] = []
    while game.actor(state) is not None and len(times) < decisions:
        seat = game.actor(state)
        t0 = time.perf_counter()
        action = bot_move(game, state, bots[seat], rngs[seat])
        times.append(time.perf_counter() - t0)
        state = game.apply(state, action)
    return 1000 * statistics.mean(times) if times else 0.0


def table_frame_times(
    game,
    frames: int = 120,
    window: tuple[int, int] = (1600, 900),
    whole: bool = False,
    buttons: bool = False,
) -> tuple[float, float, float, str]:
    """Median and p95 frame time (ms) of the game's table in mid-game while dragging, and
    the p95 of the CPU time this process spent per frame (what other processes on a busy
    machine do not inflate). ``window``: the window's size (the canvas is scaled into
    it); ``whole``: every frame drawn whole (the table changed: ``invalidate``), not only
    what moved; ``buttons``: the pointer goes from button to button (each lit in turn)
    instead of dragging."""
    import pygame

    from .ui.app import App
    from .ui.headless import headless_services, table_match
    from .ui.scene import Context, Scene

    services = headless_services()
    players, mode = game.max_players, game.modes[0]
    length = _playout_length(game)
    app = App(services, window_size=window, start_scene=Scene(Context(services)))
    match = table_match(game, players, 3, length // 2, mode)
    table = services.table_for(game)(app.ctx, match, autosave=False)
    table.hotseat.eyes = match.actor() if match.actor() is not None else 0
    app.ctx.stack.clear_to(table)
    app.step([], 1 / 60)
    pieces = table.pieces(table.view) if table.my_turn() else []
    note = "dragging a piece" if pieces else "no piece to drag: plain frames"
    if buttons:
        note, pieces = "the pointer from button to button", []
    if pieces:
        start = app.viewport.to_window(pieces[0].rect.center)
        app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, {"pos": start, "button": 1})], 1 / 60)
    times, cpu = [], []
    for i in range(frames):
        pos = (100 + (i * 9) % 1100, 120 + (i * 7) % 700)
        if buttons:
            pos = table.buttons[i % len(table.buttons)].rect.center
        event = pygame.event.Event(
            pygame.MOUSEMOTION,
            {
                "pos": app.viewport.to_window(pos),
                "rel": (9, 7),
                "buttons": (int(not buttons), 0, 0),
            },
        )
        if whole:
            table.invalidate()
        t0, c0 = time.perf_counter(), time.process_time()
        app.step([event], 1 / 60)
        times.append(1000 * (time.perf_counter() - t0))
        cpu.append(1000 * (time.process_time() - c0))
    times.sort()
    cpu.sort()
    p95 = int(0.95 * (len(times) - 1))
    return statistics.median(times), times[p95], cpu[p95], note


def watch_frame_times(
    game, frames: int = 90, window: tuple[int, int] = (1280, 720)
) -> tuple[float, float, float, str]:
    """Median and p95 frame time (ms), and the CPU p95, of the game's table in mid-game
    at its largest count while the others' moves are played on it (#29): each move
    travels from its origin to its place over the still picture held from before it, the
    seat at the screen watching; the next move is played once the last one shows (its
    travel landed, the picture after it shown), as a bot's next move comes after it."""
    import pygame  # noqa: F401  (the display the app opens)

    from .ui.app import App
    from .ui.headless import headless_services, table_match
    from .ui.scene import Context, Scene

    services = headless_services()
    players, mode = game.max_players, game.modes[0]
    app = App(services, window_size=window, start_scene=Scene(Context(services)))
    match = table_match(game, players, 3, _playout_length(game) // 2, mode)
    table = services.table_for(game)(app.ctx, match, autosave=False)
    actor = match.actor()
    eyes = table.hotseat.eyes = 0 if actor is None else (actor + players - 1) % players
    app.ctx.stack.clear_to(table)
    app.step([], 1 / 60)
    rng = random.Random(3)
    times: list[float] = []
    cpu: list[float] = []
    travels = 0
    while len(times) < frames and not match.is_over():
        if not table.story.glide.busy and not table.frames.holding:  # one after another
            seat = match.actor()
            if seat is None:
                break
            match.play(rng.choice(game.legal_actions(match.state)), seat=seat)
            table.hotseat.eyes = eyes
            table._tell_move()
            travels += table.story.glide.busy
        t0, c0 = time.perf_counter(), time.process_time()
        app.step([], 1 / 60)
        times.append(1000 * (time.perf_counter() - t0))
        cpu.append(1000 * (time.process_time() - c0))
    times.sort()
    cpu.sort()
    p95 = int(0.95 * (len(times) - 1))
    return statistics.median(times), times[p95], cpu[p95], f"{travels} moves travelling"


@functools.cache
def _playout_length(game) -> int:
    """The length of the random game whose middle the frame rows show (played once)."""
    players, mode = game.max_players, game.modes[0]
    config = Config.default(players, seed=3, mode=mode)
    return random_playout(game, config, random.Random(3))[1]


def frame_rows(game) -> list[tuple[str, str]]:
    """The frame rows of a table: dragging at the canvas's own size, and in a 1280×720
    window (the canvas scaled) dragging, lighting the buttons one after the other, and
    with every frame drawn whole."""
    rows = []
    cases = (
        ((1600, 900), False, False, "mid-game"),
        ((1280, 720), False, False, "in a 1280x720 window"),
        ((1280, 720), False, True, "in a 1280x720 window"),
        ((1280, 720), True, False, "in a 1280x720 window, every frame whole"),
    )
    for window, whole, buttons, where in cases:
        median, p95, cpu, note = table_frame_times(
            game, window=window, whole=whole, buttons=buttons
        )
        rows.append(
            (
                f"{game.id}: table frame at {game.max_players}p, {where} ({note})",
                f"median {median:.1f} ms, p95 {p95:.1f} ms (CPU p95 {cpu:.1f} ms)",
            )
        )
    median, p95, cpu, note = watch_frame_times(game)
    rows.append(
        (
            f"{game.id}: table frame at {game.max_players}p, in a 1280x720 window, the "
            f"others' moves played ({note})",
            f"median {median:.1f} ms, p95 {p95:.1f} ms (CPU p95 {cpu:.1f} ms)",
        )
    )
    return rows


IDLE_SECONDS = 2.0


def idle_cpu(services, scene_name: str, game=None, seconds: float = IDLE_SECONDS) -> float:
    """Percent of one core the real loop (``App.run``) uses showing ``scene_name`` with no
    input, measured over ``seconds`` after the scene's first frames."""
    from .ui.app import App
    from .ui.headless import build_scene
    from .ui.scene import Context, Scene

    app = App(services, window_size=(1600, 900), start_scene=Scene(Context(services)))
    players = game.max_players if game is not None else 2
    mode = game.modes[0] if game is not None else None
    scene = build_scene(app.ctx, scene_name, game, players, 3, 40, mode)
    app.ctx.stack.clear_to(scene)
    app.run(seconds=0.5)  # the first frames, and any opening delay, are not idle
    cpu, wall = time.process_time(), time.perf_counter()
    app.run(seconds=seconds)
    return 100 * (time.process_time() - cpu) / (time.perf_counter() - wall)


def idle_rows(games: Sequence[Game], title: bool = True) -> list[tuple[str, str]]:
    """The idle CPU rows: title, set-up, every table at its largest count, results."""
    from .ui.headless import headless_services

    services = headless_services()
    cases: list[tuple[str, Game | None]] = [("title", None)] if title else []
    if games:
        cases.append(("setup", games[0]))
        cases += [("table", game) for game in games]
        cases.append(("results", games[0]))
        cases += [("hosting", games[0]), ("joined", games[0])]  # friends elsewhere
    rows = []
    for name, game in cases:
        if game is None:
            label = name
        elif name == "table":
            label = f"{game.id}: table at {game.max_players}p, the player's turn"
        elif name == "hosting":
            label = f"{game.id}: a host's table with friends elsewhere, looking for messages"
        elif name == "joined":
            label = f"{game.id}: a joined friend's table, looking for the host's messages"
        else:
            label = f"{name} ({game.id}, {game.max_players}p)"
        rows.append((f"idle CPU, {label}", f"{idle_cpu(services, name, game):.1f}% of a core"))
    return rows


def bench(
    process_start: float, games: list[str] | None = None, only: list[str] | None = None
) -> int:
    """Print the table; ``games`` (ids) and ``only`` (measure groups) narrow it."""
    from .games import GAMES

    chosen = [g for g in GAMES if not games or g.id in games]
    unknown = sorted(set(games or ()) - {g.id for g in GAMES})
    if unknown:
        print(f"bench: no game called {', '.join(unknown)}", file=sys.stderr)
        return 2
    wanted = set(only or ("start", "frame", "engine", "bots", "think", "idle", "net"))
    rows = [("measure", "value")]
    if "start" in wanted:
        ff = first_frame_seconds()
        rows.append(
            (
                "start to first frame (median of 3)",
                f"{ff * 1000:.0f} ms" if ff is not None else "failed",
            )
        )
    for game in chosen:
        players, mode = game.max_players, game.modes[0]
        if "frame" in wanted:
            rows += frame_rows(game)
        for m in game.modes if "engine" in wanted else ():
            n = 1 if m in game.solo_modes else players
            rate, legal_ms, done, per_second = playouts_per_second(game, n, m)
            rows.append(
                (
                    f"{game.id} [{m}, {n}p]: random playouts",
                    f"{rate:.1f} /s ({done} games), {per_second:,.0f} actions/s "
                    "(CPU time, warm), "
                    f"legal_actions {legal_ms:.2f} ms",
                )
            )
        for level in ("random", "greedy", "easy", "normal", "hard") if "bots" in wanted else ():
            decisions = {"random": 40, "greedy": 40, "easy": 8, "normal": 8, "hard": 3}[level]
            rows.append(
                (
                    f"{game.id}: bot decision, {level}",
                    f"{bot_decision_ms(game, players, mode, level, decisions):.2f} ms",
                )
            )
        for solo in game.solo_modes if "bots" in wanted else ():
            for level, decisions in (("normal", 8), ("hard", 6)):
                ms = bot_decision_ms(game, 1, solo, level, decisions)
                rows.append((f"{game.id} [{solo}]: bot decision, {level}", f"{ms:.2f} ms"))
        for name, value in game.bench_measures() if "engine" in wanted else ():
            rows.append((f"{game.id}: {name}", value))
    if not GAMES:
        rows.append(("games", "none registered"))
    if "think" in wanted:
        from .bench_think import think_rows

        rows += think_rows(chosen)
    if "idle" in wanted:
        rows += idle_rows(chosen, title=games is None)
    if "net" in wanted:
        from .net.bench_net import net_rows

        rows += net_rows()
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    rows.append(
        (
            "peak memory (this process)",
            f"{peak / 1024:.0f} MiB" if sys.platform != "darwin" else f"{peak / 2**20:.0f} MiB",
        )
    )
    width = max(len(r[0]) for r in rows)
    for i, (name, value) in enumerate(rows):
        print(f"{name.ljust(width)}  {value}")
        if i == 0:
            print("-" * (width + 2 + 40))
    return 0
