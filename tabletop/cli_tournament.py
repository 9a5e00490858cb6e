"""``python main.py tournament``: two bot levels play each other; win rates with a
confidence interval.

    python main.py tournament --game lodge --a normal --b greedy --games 100 --seed 1

Game ``i`` uses seed ``seed + i``; the two levels swap seats every game, so neither gains
from moving first. Games run in parallel worker processes (``--jobs``, default the number
of cores); each game is a pure function of its seed, so the results do not depend on the
number of workers (up to the search bots' time caps on a loaded machine; ``--clock cpu``
makes the caps count each worker's CPU time, so a busy machine no longer weakens them). Prints one JSON
line per game and a last ``{"summary": ...}`` line with A's win rate (a draw counts half),
its 95% Wilson interval, and each level's mean and worst decision time.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from typing import TextIO

from .engine import Config
from .engine.bots import bot_move, bot_rng, make_bot
from .engine.config import BOT_LEVELS
from .games import get_game


def play_match(
    game_id: str, a: str, b: str, seed: int, swap: bool, max_actions: int, clock: str = "wall"
) -> dict:
    """One 2-player game between levels ``a`` and ``b``; ``swap`` puts ``b`` first.
    ``clock``: what the search levels' caps count (``make_bot``)."""
    game = get_game(game_id)
    levels = (b, a) if swap else (a, b)
    mode = next(m for m in game.modes if m not in game.solo_modes)
    config = Config.default(2, seed=seed, mode=mode)
    seats = tuple(replace(s, controller=f"bot:{lv}") for s, lv in zip(config.seats, levels))
    config = replace(config, seats=seats)
    state = game.new(config)
    bots = [make_bot(level, game, seat, clock) for seat, level in enumerate(levels)]
    rngs = [bot_rng(seed, seat) for seat in range(2)]
    times: dict[str, list[float]] = {a: [], b: []}
    for _ in range(max_actions):
        seat = game.actor(state)
        if seat is None:
            break
        started = time.perf_counter()
        action = bot_move(game, state, bots[seat], rngs[seat])
        times[levels[seat]].append(time.perf_counter() - started)
        state = game.apply(state, action)
    else:
        return {"seed": seed, "error": f"did not end within {max_actions} actions"}
    result = game.result(state)
    a_seat = 1 if swap else 0
    b_seat = 1 - a_seat
    a_wins = a_seat in result.winners
    b_wins = b_seat in result.winners
    return {
        "seed": seed,
        "a_seat": a_seat,
        "scores": {"a": result.totals[a_seat], "b": result.totals[b_seat]},
        "points": 1.0 if a_wins and not b_wins else 0.0 if b_wins and not a_wins else 0.5,
        "decision_seconds": {
            level: [round(sum(ts), 4), len(ts), round(max(ts, default=0.0), 4)]
            for level, ts in times.items()
        },
    }


def _load() -> float | None:
    """The machine's one-minute load average (None where the system has none)."""
    try:
        return round(os.getloadavg()[0], 2)
    except (AttributeError, OSError):
        return None


def wilson(points: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate of ``points`` out of ``n``."""
    if n == 0:
        return (0.0, 1.0)
    p = points / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def tournament(args: argparse.Namespace, out: TextIO) -> int:
    try:
        game = get_game(args.game)
    except KeyError as exc:
        out.write(json.dumps({"error": str(exc.args[0])}) + "\n")
        return 2
    for level in (args.a, args.b):
        if level not in BOT_LEVELS:
            out.write(json.dumps({"error": f"unknown level {level!r} ({', '.join(BOT_LEVELS)})"}))
            out.write("\n")
            return 2
    if not game.min_players <= 2 <= game.max_players:
        out.write(json.dumps({"error": f"{game.title} is not a 2-player game"}) + "\n")
        return 2
    jobs = args.jobs or os.cpu_count() or 1
    seeds = [args.seed + i for i in range(args.games)]
    started = time.perf_counter()
    clock = getattr(args, "clock", "wall")
    load_before = _load()
    work = [
        (game.id, args.a, args.b, s, i % 2 == 1, args.max_actions, clock)
        for i, s in enumerate(seeds)
    ]
    if jobs == 1:
        results = [play_match(*w) for w in work]
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(play_match, *zip(*work)))
    points, played, failures = 0.0, 0, 0
    totals = {args.a: [0.0, 0, 0.0], args.b: [0.0, 0, 0.0]}
    for result in results:
        out.write(json.dumps({"game": game.id, **result}) + "\n")
        if "error" in result:
            failures += 1
            continue
        played += 1
        points += result["points"]
        for level, (seconds, count, worst) in result["decision_seconds"].items():
            total = totals[level]
            total[0] += seconds
            total[1] += count
            total[2] = max(total[2], worst)
    low, high = wilson(points, played)
    summary = {
        "game": game.id,
        "a": args.a,
        "b": args.b,
        "games": played,
        "failed": failures,
        "a_points": points,
        "a_win_rate": round(points / played, 3) if played else None,
        "ci95": [round(low, 3), round(high, 3)],
        "decision_seconds": {
            level: {"mean": round(s / n, 4) if n else None, "max": round(w, 4)}
            for level, (s, n, w) in totals.items()
        },
        "jobs": jobs,
        "clock": clock,
        "load_average": [load_before, _load()],
        "seconds": round(time.perf_counter() - started, 1),
    }
    out.write(json.dumps({"summary": summary}) + "\n")
    return 0 if failures == 0 else 1
