"""The lesson file, ``data/<id>/lesson.yaml``, read and checked.

The format (``docs/lessons.md`` has a whole example)::

    title: Learn Pebbles               # optional, the coach panel's heading
    deal: {seed: 5, mode: standard, options: {}}
    seats:                             # exactly one human seat: the learner
      - {name: You, colour: red, controller: human}
      - {name: Bob, colour: blue, controller: "bot:greedy"}
    steps:
      - say: What the game is about...  # read, then Next
      - say: Draw a card.               # the learner's move
        do: draw
        why: A card drawn is a card more to choose from.
      - say: Bob plays his 9.            # another seat's move, played by the lesson
        by: Bob
        do: play card=9
    outro: What the lesson left out, a few lines.

Every error reads ``file:line: field: message`` (``DataError``), like every data file.
``load_lesson`` checks the format, the seats, the deal and that every ``do`` parses with
the game's codec; ``replay_problem`` plays every ``do`` in order from the deal and names
the first that is not legal at its step; ``lesson_problem`` is both, for the title.
"""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop.engine.actions import Action, parse_action
from tabletop.engine.config import CONTROLLERS, NAME_LIMIT, SEAT_COLOURS, Config, Seat
from tabletop.engine.data import DataError, _label, build, check_top_level, read_yaml
from tabletop.engine.game import ConfigError, Game
from tabletop.engine.options import option_problem
from tabletop.engine.serial import PlainDataError
from tabletop.resources import data_path

FILE_NAME = "lesson.yaml"


# --- the file's records (their type hints are the schema, ``engine/data.py``) ----------
@dataclass(frozen=True)
class DealRecord:
    seed: int = 1
    mode: str = "standard"
    options: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class SeatRecord:
    name: str
    colour: str
    controller: str = "human"


@dataclass(frozen=True)
class StepRecord:
    say: str
    do: str | None = None
    by: str | None = None
    why: str | None = None


@dataclass(frozen=True)
class LessonRecord:
    deal: DealRecord
    seats: tuple[SeatRecord, ...]
    steps: tuple[StepRecord, ...]
    outro: str
    title: str | None = None


TOP_LEVEL = tuple(f.name for f in dataclasses.fields(LessonRecord))


# --- the lesson, checked ---------------------------------------------------------------
@dataclass(frozen=True)
class LessonStep:
    """One step: the coach's ``say``; ``action`` (parsed ``do``) made by ``seat`` (the
    learner's unless ``by`` named another); ``why`` shown after the move; ``line``: where
    the step starts in the file (``do_line``: its ``do``)."""

    say: str
    action: Action | None
    seat: int | None
    why: str | None
    scripted: bool
    line: int
    do_line: int

    @property
    def reads(self) -> bool:
        """A step with no move: read, then Next."""
        return self.action is None


@dataclass(frozen=True)
class Lesson:
    game_id: str
    file: str
    title: str
    config: Config
    learner: int
    steps: tuple[LessonStep, ...]
    outro: str

    def actions_before(self, index: int) -> list[Action]:
        """The moves of the steps before ``index``, in order (the match at that step)."""
        return [s.action for s in self.steps[:index] if s.action is not None]


def lesson_path(game: Game) -> Path:
    """Where ``game``'s lesson lives: ``game.lesson_file`` if the game names one (the toy
    game of the tests does), else ``data/<id>/lesson.yaml``."""
    own = getattr(game, "lesson_file", None)
    return Path(own) if own else data_path(game.id, FILE_NAME)


def has_lesson(game: Game) -> bool:
    return lesson_path(game).is_file()


def load_lesson(game: Game, path: Path | None = None) -> Lesson:
    """``game``'s lesson, checked (format, seats, deal, every ``do`` parses);
    ``DataError`` (``file:line: field: message``) when it is broken. The moves are not
    played here: ``replay_problem`` does that."""
    path = path or lesson_path(game)
    return _load(game, Path(path), _stamp(Path(path)))


def _stamp(path: Path) -> tuple[float, int]:
    try:
        info = path.stat()
    except OSError:
        return (0.0, -1)
    return (info.st_mtime, info.st_size)


@functools.lru_cache(maxsize=32)
def _load(game: Game, path: Path, stamp: tuple[float, int]) -> Lesson:
    name = _label(path)
    data = read_yaml(path, name)
    if not isinstance(data, dict):
        raise DataError(name, getattr(data, "line", 1), "", "expected a mapping (the lesson)")
    check_top_level(data, TOP_LEVEL, name)
    record: LessonRecord = build(LessonRecord, data, name, "", 1)
    key_lines = getattr(data, "key_lines", {})

    def line_of(key: str) -> int:
        return key_lines.get(key, 1)

    seats = record.seats
    humans = [i for i, s in enumerate(seats) if s.controller == "human"]
    for i, seat_record in enumerate(seats):
        where = (name, _item_line(data, "seats", i), f"seats[{i}]")
        if not seat_record.name.strip() or len(seat_record.name) > NAME_LIMIT:
            raise DataError(*where[:2], f"{where[2]}.name", f"1 to {NAME_LIMIT} characters")
        if seat_record.colour not in SEAT_COLOURS:
            raise DataError(
                *where[:2],
                f"{where[2]}.colour",
                f"unknown colour {seat_record.colour!r} (known: {', '.join(SEAT_COLOURS)})",
            )
        if seat_record.controller not in CONTROLLERS:
            raise DataError(
                *where[:2],
                f"{where[2]}.controller",
                f"unknown player type {seat_record.controller!r} (known: {', '.join(CONTROLLERS)})",
            )
    names = [s.name for s in seats]
    if len(set(names)) != len(names):
        raise DataError(name, line_of("seats"), "seats", "two seats share a name")
    if len(humans) != 1:
        raise DataError(
            name,
            line_of("seats"),
            "seats",
            f"expected exactly one human seat (the learner), got {len(humans)}",
        )
    learner = humans[0]
    deal = record.deal
    if deal.mode not in game.modes:
        raise DataError(
            name,
            _field_line(data, "deal", "mode"),
            "deal.mode",
            f"{game.title} has no mode {deal.mode!r} (modes: {', '.join(game.modes)})",
        )
    options = {**game.default_options(), **deal.options}
    problem = option_problem(game.options, options)
    if problem:
        raise DataError(name, _field_line(data, "deal", "options"), "deal.options", problem)
    config = Config(
        seats=tuple(Seat(s.name, s.colour, s.controller) for s in seats),
        seed=deal.seed,
        mode=deal.mode,
        options=options,
    )
    problem = game.config_problem(config)
    if problem:
        raise DataError(name, line_of("seats"), "seats", problem)
    if not record.steps:
        raise DataError(name, line_of("steps"), "steps", "a lesson has at least one step")
    steps = []
    for i, step in enumerate(record.steps):
        here = f"steps[{i}]"
        line = _item_line(data, "steps", i)
        if not step.say.strip():
            raise DataError(name, line, f"{here}.say", "the coach says something at every step")
        seat: int | None = None
        action: Action | None = None
        if step.do is None:
            for extra in ("by", "why"):
                if getattr(step, extra) is not None:
                    raise DataError(
                        name,
                        _step_line(data, i, extra),
                        f"{here}.{extra}",
                        "only a step with a move (do) has one",
                    )
        else:
            try:
                action = parse_action(game, step.do)
            except PlainDataError as exc:
                raise DataError(name, _step_line(data, i, "do"), f"{here}.do", str(exc)) from None
            seat = learner
            if step.by is not None:
                if step.by not in names:
                    raise DataError(
                        name,
                        _step_line(data, i, "by"),
                        f"{here}.by",
                        f"no seat is named {step.by!r} (seats: {', '.join(names)})",
                    )
                seat = names.index(step.by)
                if seat == learner:
                    raise DataError(
                        name,
                        _step_line(data, i, "by"),
                        f"{here}.by",
                        "the learner's own moves are written without by",
                    )
        steps.append(
            LessonStep(
                step.say.strip(),
                action,
                seat,
                step.why.strip() if step.why else None,
                step.by is not None,
                line,
                _step_line(data, i, "do"),
            )
        )
    title = record.title or f"Learn to play {game.title}"
    return Lesson(game.id, name, title, config, learner, tuple(steps), record.outro.strip())


def _item_line(data: Any, key: str, index: int) -> int:
    items = data.get(key)
    lines = getattr(items, "item_lines", None)
    return lines[index] if lines and index < len(lines) else getattr(data, "line", 1)


def _field_line(data: Any, key: str, sub: str) -> int:
    inner = data.get(key)
    lines = getattr(inner, "key_lines", {})
    return lines.get(sub) or getattr(data, "key_lines", {}).get(key, 1)


def _step_line(data: Any, index: int, key: str) -> int:
    step = data["steps"][index]
    return getattr(step, "key_lines", {}).get(key) or _item_line(data, "steps", index)


def replay_problem(game: Game, lesson: Lesson) -> str | None:
    """Play every step's move in order from the deal; the first that is not legal at its
    step (or made by a seat whose turn it is not, or a step left waiting on another
    seat's turn) as ``file:line: steps[i].do: <the engine's reason>``; ``None`` when the
    whole lesson replays. Pure: the engine test and the title both use it."""
    try:
        state = game.new(lesson.config)
    except ConfigError as exc:
        return f"{lesson.file}:1: deal: {exc}"
    names = [s.name for s in lesson.config.seats]
    for i, step in enumerate(lesson.steps):
        actor = game.actor(state)
        where = f"{lesson.file}:{step.do_line}: steps[{i}].do"
        if step.action is None:
            continue
        if actor is None:
            return f"{where}: the game is already over"
        if actor != step.seat:
            whose = names[actor] if actor < len(names) else f"seat {actor + 1}"
            return f"{where}: it is {whose}'s turn here, not {names[step.seat or 0]}'s"
        if step.action not in game.legal_actions(state):
            reason = game.explain(state, step.action) or "not a legal move here"
            return f"{where}: {_name_seats(reason, names)}"
        state = game.advance(state, step.action)
    return None


def _name_seats(text: str, names: list[str]) -> str:
    from tabletop.engine.result import name_seats

    return name_seats(text, tuple(names))


def lesson_problem(game: Game) -> str | None:
    """Why ``game``'s lesson cannot be offered (``file:line: field: message``): it does
    not load, or it no longer replays; ``None`` when it can. A game without a lesson file
    has no problem here (``has_lesson`` says whether it has one)."""
    if not has_lesson(game):
        return None
    try:
        lesson = load_lesson(game)
    except DataError as exc:
        return str(exc)
    except Exception as exc:  # noqa: BLE001 - a broken lesson disables the lesson only
        return f"{_label(lesson_path(game))}: {type(exc).__name__}: {exc}"
    try:
        return replay_problem(game, lesson)
    except Exception as exc:  # noqa: BLE001 - the engine refusing in any other way
        return f"{lesson.file}: {type(exc).__name__}: {exc}"
