"""Player settings, persisted as JSON in the platformdirs config folder.

A damaged settings file never stops the app (not JSON, nested too deeply, a folder, a
device, a value out of range or not a number): the default is used for what cannot be
read, the problem is kept in ``Settings.problem`` for the settings screen to show, and the
file is left untouched until the player saves new settings.
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

import platformdirs

from tabletop.engine.files import clean_text, problem_text, read_regular_file, write_atomically
from tabletop.net.config import DEFAULT_MAILBOX, DEFAULT_RELAY

ANIMATION_SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (1024, 600))
UI_SCALES = (0.9, 1.0, 1.15, 1.3)
ADDRESS_LIMIT = 200
"""The longest mailbox server or relay address the settings keep."""


@dataclass(frozen=True)
class Settings:
    window_width: int = 1600
    window_height: int = 900
    fullscreen: bool = False
    ui_scale: float = 1.0
    animation_speed: str = "normal"
    colour_blind: bool = False
    confirm_irreversible: bool = True
    """"Ask before a blind draw or a wasted action": the table asks before a move its game's
    ``needs_confirmation`` names (ordinary picks, placements and End turn never ask)."""
    mailbox: str = DEFAULT_MAILBOX
    """The mailbox server that pairs computers by a code (playing with friends elsewhere)."""
    relay: str = DEFAULT_RELAY
    """The relay that carries a game when two computers cannot reach each other."""
    lessons_done: tuple[str, ...] = ()
    """The games whose lesson was played to its end (the title marks them)."""
    lessons_suggested: bool = False
    """The title suggested a lesson once (on the first start it says so in one line)."""
    problem: str = ""

    @property
    def animation_factor(self) -> float:
        return ANIMATION_SPEEDS.get(self.animation_speed, 1.0)


def config_dir() -> Path:
    home = os.environ.get("TABLETOP_HOME")
    if home:
        return Path(home) / "config"
    return Path(platformdirs.user_config_dir("tabletop", appauthor=False))


def settings_path() -> Path:
    return config_dir() / "settings.json"


MAX_SETTINGS_BYTES = 64 * 1024
WINDOW_LIMITS = ((640, 7680), (480, 4320))
"""Smallest and largest window width and height accepted from the settings file."""
SCALE_LIMITS = (0.5, 2.0)


class SettingsSaveError(OSError):
    """The settings could not be written; the message says why (no temporary file is left)."""


def load_settings(path: Path | None = None) -> Settings:
    """The saved settings; anything unreadable or out of range falls back to the default
    and is named in ``Settings.problem`` (the file is left as it is)."""
    path = path or settings_path()
    try:
        raw = read_regular_file(path, MAX_SETTINGS_BYTES)
    except FileNotFoundError:
        return Settings()
    except OSError as exc:
        reason = exc.strerror or str(exc)
        return Settings(problem=f"{path.name} could not be read ({reason}); using the defaults")
    try:
        data = json.loads(raw.decode("utf-8-sig"))  # a byte-order mark is skipped
        if not isinstance(data, dict):
            raise ValueError("expected a mapping")
    except (ValueError, RecursionError, MemoryError) as exc:
        reason = problem_text(exc, 100)
        return Settings(problem=f"{path.name} could not be read ({reason}); using the defaults")
    values, problems = _read_values(data)
    settings = replace(Settings(), **values)
    if problems:
        ignored = "; ".join(problems)
        settings = replace(settings, problem=f"{path.name}: ignored {ignored}; using the defaults")
    return settings


def _read_values(data: dict) -> tuple[dict, list[str]]:
    """The settings in ``data`` that have the right type and a sensible value."""
    defaults = Settings()
    types = {f.name: type(getattr(defaults, f.name)) for f in fields(Settings)}
    types.pop("problem")
    values: dict[str, Any] = {}
    problems: list[str] = []
    for key, value in list(data.items())[:50]:
        name = clean_text(key, 30)
        expected = types.get(key)
        if expected is None:
            problems.append(f"unknown setting {name!r}")
        elif expected is tuple:  # lessons_done: a list of game ids
            if isinstance(value, list) and all(
                isinstance(v, str) and 0 < len(v) <= 40 for v in value[:100]
            ):
                values[key] = tuple(dict.fromkeys(value[:100]))
            else:
                problems.append(f"{name} (expected a list of game ids)")
        elif expected is float and isinstance(value, (int, float)) and not isinstance(value, bool):
            try:
                values[key] = float(value)
            except OverflowError:  # a whole number of hundreds of digits
                low, high = SCALE_LIMITS if key == "ui_scale" else (None, None)
                allowed = f" (allowed {low} to {high})" if low is not None else ""
                problems.append(f"{name} {_shown(value)}{allowed}")
        elif isinstance(value, expected) and not (expected is int and isinstance(value, bool)):
            values[key] = value
        else:
            problems.append(f"{name} (expected {_WORDS[expected]})")
    for key, (low, high) in zip(("window_width", "window_height"), WINDOW_LIMITS):
        if key in values and not low <= values[key] <= high:
            problems.append(f"{key} {_shown(values.pop(key))} (allowed {low} to {high})")
    scale = values.get("ui_scale")
    if scale is not None and not (
        math.isfinite(scale) and SCALE_LIMITS[0] <= scale <= SCALE_LIMITS[1]
    ):
        problems.append(
            f"ui_scale {_shown(values.pop('ui_scale'))} "
            f"(allowed {SCALE_LIMITS[0]} to {SCALE_LIMITS[1]})"
        )
    for key in ("mailbox", "relay"):  # an address: one printable line, not too long
        address = values.get(key)
        if address is not None and (
            len(address) > ADDRESS_LIMIT or clean_text(address, ADDRESS_LIMIT) != address
        ):
            problems.append(f"{key} (expected an address of at most {ADDRESS_LIMIT} letters)")
            values.pop(key)
    speed = values.get("animation_speed")
    if speed is not None and speed not in ANIMATION_SPEEDS:
        problems.append(
            f"animation_speed {clean_text(values.pop('animation_speed'), 20)!r} (unknown speed)"
        )
    return values, problems


def _shown(value: int | float) -> str:
    """A number from the file as the settings screen names it: a whole number of more than
    twelve digits by its first digits and length (``100000…, a 310-digit number``)."""
    if isinstance(value, int) and abs(value) >= 10**12:
        digits = str(value)
        return f"{digits[:6]}…, a {len(digits.lstrip('-')):,}-digit number"
    return str(value)


_WORDS = {int: "a whole number", float: "a number", bool: "true or false", str: "a word"}


def with_lesson_done(settings: Settings, game_id: str) -> Settings:
    """``settings`` with ``game_id``'s lesson marked as finished (and lessons suggested)."""
    done = settings.lessons_done + (() if game_id in settings.lessons_done else (game_id,))
    return replace(settings, lessons_done=done, lessons_suggested=True)


def save_settings(settings: Settings, path: Path | None = None) -> Path:
    """Write the settings atomically; ``SettingsSaveError`` says why it could not."""
    path = path or settings_path()
    data = {k: v for k, v in asdict(settings).items() if k != "problem"}
    try:
        return write_atomically(path, json.dumps(data, indent=1).encode("utf-8"))
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise SettingsSaveError(f"Could not save the settings in {path.parent} ({reason})") from exc
