"""``python main.py lesson``: check a game's lesson and show the moves an author can write.

::

    python main.py lesson --game lodge                 # loads and replays? (exit 0 / 1)
    python main.py lesson --game lodge --actions       # + the legal moves where it stops
    python main.py lesson --game lodge --actions --each   # + the legal moves at every step
    python main.py lesson --game lodge --file my.yaml  # a lesson file elsewhere
    python main.py lesson --game lodge --shot step5.png --step 5 --size 1280x720 --text-scale 130

Every move is printed in the action text notation a step's ``do`` takes (``str(action)``),
with the game's words for it. Where the lesson stops (its end, or the first step that
does not replay) the seat to move and its legal moves are listed: the next step's ``do``
is one of them.
"""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from tabletop.engine.data import DataError
from tabletop.engine.result import name_seats


def add_parser(sub: Any) -> None:
    lesson = sub.add_parser("lesson", help="check a game's lesson; list the moves to write")
    lesson.add_argument("--game", required=True)
    lesson.add_argument("--file", default=None, help="the lesson file (default: the game's)")
    lesson.add_argument(
        "--actions", action="store_true", help="list the legal moves where the lesson stops"
    )
    lesson.add_argument("--each", action="store_true", help="list them at every step too")
    lesson.add_argument("--shot", default=None, help="write a PNG of the lesson on its table")
    lesson.add_argument(
        "--step", type=int, default=0, help="the step shown (0: the first; past the last: the end)"
    )
    lesson.add_argument("--size", default="1280x720", help="window size of the picture")
    lesson.add_argument("--text-scale", type=int, default=100, help="text size in percent")


def lesson_command(args: argparse.Namespace, out: TextIO) -> int:
    from pathlib import Path

    from tabletop.games import GAMES
    from tabletop.lessons import load_lesson, replay_problem
    from tabletop.lessons.lesson import lesson_path

    game = next((g for g in GAMES if g.id == args.game), None)
    if game is None:
        out.write(f"unknown game {args.game!r} (games: {', '.join(g.id for g in GAMES)})\n")
        return 2
    problem = game.data_problem()
    if problem:
        out.write(f"{game.title} cannot start: {problem}\n")
        return 1
    path = Path(args.file) if args.file else lesson_path(game)
    if not path.is_file():
        out.write(f"{path}: no lesson yet (docs/lessons.md says how to write one)\n")
        return 1
    try:
        lesson = load_lesson(game, path)
    except DataError as exc:
        out.write(f"{exc}\n")
        return 1
    names = tuple(s.name for s in lesson.config.seats)
    state = game.new(lesson.config)
    problem = replay_problem(game, lesson)
    stopped = len(lesson.steps)
    for i, step in enumerate(lesson.steps):
        if args.actions:
            say = " ".join(step.say.split())
            out.write(f"steps[{i}] (line {step.line}): {say[:70]}{'…' if len(say) > 70 else ''}\n")
        if args.each:
            _legal(game, state, names, out, "    ")
        if step.action is None:
            continue
        actor = game.actor(state)
        ok = actor == step.seat and step.action in game.legal_actions(state)
        if not ok:
            stopped = i
            break
        if args.actions:
            who = names[step.seat] if step.seat is not None else "?"
            words = name_seats(game.describe(state, step.action), names)
            out.write(f"    do: {step.action}    # {who}: {words}\n")
        state = game.advance(state, step.action)
    if problem:
        out.write(f"{problem}\n")
    else:
        moves = sum(1 for s in lesson.steps if s.action is not None and not s.scripted)
        out.write(f"{lesson.file}: {len(lesson.steps)} steps, {moves} learner moves: it replays\n")
    if args.actions:
        where = "the end" if stopped == len(lesson.steps) else f"steps[{stopped}]"
        out.write(f"At {where}:\n")
        _legal(game, state, names, out, "  ")
    if args.shot and not problem:
        game.lesson_file = path  # type: ignore[attr-defined]  # here only: the coach opens it
        _shoot(game, args, out)
    return 1 if problem else 0


def _shoot(game: Any, args: argparse.Namespace, out: TextIO) -> None:
    """The lesson on its table at step ``args.step`` (the steps before skipped), drawn
    at ``args.size`` and ``args.text_scale``, written to ``args.shot``."""
    import dataclasses
    from pathlib import Path

    import pygame

    from tabletop.ui.app import App
    from tabletop.ui.headless import headless_services
    from tabletop.ui.scene import Context, Scene
    from tabletop.ui.tables.coach import Coach, open_lesson
    from tabletop.ui.text import TextCache

    services = headless_services()
    scale = args.text_scale / 100
    services.settings = dataclasses.replace(services.settings, ui_scale=scale)
    services.text = TextCache(scale=scale)
    width, height = (int(v) for v in args.size.lower().split("x"))
    app = App(services, window_size=(width, height), start_scene=Scene(Context(services)))
    table = open_lesson(app.ctx, game)
    assert not isinstance(table, str), table
    app.ctx.stack.clear_to(table)
    coach = next(p for p in table.parts if isinstance(p, Coach))
    for _ in range(4 * len(coach.runner.lesson.steps) + 4):
        if coach.runner.finished or coach.runner.index >= args.step:
            break
        coach.skip()
        for _ in range(100):  # what the move set off plays to its end
            app.step([], 0.1)
            if not table.animating:
                break
    for _ in range(3):
        app.step([], 1 / 60)
    target = Path(args.shot)
    target.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.window, str(target))
    out.write(f"wrote {target} (step {coach.runner.index} of {len(coach.runner.lesson.steps)})\n")


def _legal(game: Any, state: Any, names: tuple[str, ...], out: TextIO, indent: str) -> None:
    actor = game.actor(state)
    if actor is None:
        out.write(f"{indent}the game is over\n")
        return
    who = names[actor] if actor < len(names) else f"seat {actor + 1}"
    out.write(f"{indent}{who} to move ({name_seats(game.prompt(state), names)}); legal moves:\n")
    for action in game.legal_actions(state):
        words = name_seats(game.describe(state, action), names)
        out.write(f"{indent}  {action}    # {words}\n")
