"""Command line: ``python main.py`` opens the app; ``simulate``, ``screenshot``, ``bench``.

::

    python main.py                                   # open the window
    python main.py simulate --game lodge --players 3 --games 50 --seed 7 [--mode solo] [--bot greedy]
    python main.py screenshot --game lodge --players 2 --seed 3 --moves 40 --out table.png
    python main.py screenshot --scene title --out title.png
    python main.py tournament --game lodge --a normal --b greedy --games 100 --seed 1
    python main.py bench
    python main.py lesson --game lodge [--actions] [--each] [--file lesson.yaml]
    python main.py net-check [--mailbox ws://HOST:PORT/v1 --relay tcp:HOST:PORT]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Sequence

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # keep simulate's JSON output clean

PROCESS_START = time.perf_counter()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tabletop", description="Five board games at one table.")
    sub = parser.add_subparsers(dest="command")

    sim = sub.add_parser("simulate", help="play bot-vs-bot games headless, one JSON line per game")
    sim.add_argument("--game", required=True)
    sim.add_argument(
        "--players",
        type=int,
        default=None,
        help="players (default: 1 in a solo mode, else the game's smallest count)",
    )
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--mode", default=None, help="a mode of the game, e.g. solo")
    sim.add_argument(
        "--bot",
        default="random",
        help="bot level for every seat: random, greedy, easy, normal or hard",
    )
    sim.add_argument("--max-actions", type=int, default=100000)
    sim.add_argument(
        "--clock",
        choices=("wall", "cpu"),
        default="wall",
        help="what the search levels' time caps count: wall time (as in the app) or this "
        "process's CPU time (results that do not depend on the machine's load)",
    )

    shot = sub.add_parser("screenshot", help="render a table (or a shell scene) to a PNG")
    shot.add_argument("--game", default=None)
    shot.add_argument("--players", type=int, default=None)
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--moves", type=int, default=0, help="bot moves played before the picture")
    shot.add_argument("--mode", default=None)
    shot.add_argument(
        "--scene",
        default="table",
        help="table, title, setup, settings, load, rules, results, handover, join, hosting (a table waiting for friends), joined (a friend's table)",
    )
    shot.add_argument("--size", default="1600x900", help="window size, e.g. 1280x720")
    shot.add_argument("--text-scale", type=int, default=100, help="text size in percent, e.g. 130")
    shot.add_argument("--out", required=True)

    tour = sub.add_parser("tournament", help="two bot levels play 2-player games; win rates")
    tour.add_argument("--game", required=True)
    tour.add_argument("--a", required=True, help="level A: random, greedy, easy, normal, hard")
    tour.add_argument("--b", required=True, help="level B")
    tour.add_argument("--games", type=int, default=100)
    tour.add_argument("--seed", type=int, default=1)
    tour.add_argument("--jobs", type=int, default=0, help="worker processes (0: one per core)")
    tour.add_argument("--max-actions", type=int, default=100000)
    tour.add_argument(
        "--clock",
        choices=("wall", "cpu"),
        default="wall",
        help="what the search levels' time caps count: wall time (as in the app) or this "
        "process's CPU time (results that do not depend on the machine's load)",
    )

    bench = sub.add_parser("bench", help="print the performance table (a benchmark, not a test)")
    bench.add_argument("--game", action="append", help="only this game (repeatable)")
    bench.add_argument(
        "--only",
        action="append",
        choices=("start", "frame", "engine", "bots", "think", "idle", "net"),
        help="only these measures (repeatable); all by default",
    )
    from .cli_lesson import add_parser as add_lesson_parser

    add_lesson_parser(sub)
    from .net.selftest import add_parser as add_net_check_parser

    add_net_check_parser(sub)
    sub.add_parser("window", help="open the app (the default)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "simulate":
        from .cli_simulate import simulate

        return simulate(args, out=sys.stdout)
    if args.command == "screenshot":
        from .ui.headless import screenshot_command

        return screenshot_command(args)
    if args.command == "tournament":
        from .cli_tournament import tournament

        return tournament(args, out=sys.stdout)
    if args.command == "lesson":
        from .cli_lesson import lesson_command

        return lesson_command(args, out=sys.stdout)
    if args.command == "net-check":
        from .net.selftest import net_check_command

        return net_check_command(args, out=sys.stdout)
    if args.command == "bench":
        from .bench import bench

        return bench(PROCESS_START, games=args.game, only=args.only)
    from .ui.app import run_app

    return run_app(PROCESS_START)


def print_json(obj: object, out=sys.stdout) -> None:
    out.write(json.dumps(obj, sort_keys=False) + "\n")
    out.flush()
