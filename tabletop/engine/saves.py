"""Saved games: JSON replay logs ``{format, game, version, config, actions}``.

A save is written atomically (a temporary file in the same folder, then ``os.replace``), so
a crash mid-write leaves the old file intact. Loading replays the actions through the rules;
anything wrong (not JSON, truncated, another format, a newer version, an unknown game, a
move that no longer applies) raises ``SaveError`` with a message for the player. Nothing is
ever deleted, and nothing is unpickled or evaluated.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import platformdirs

from .actions import IllegalAction
from .config import Config
from .game import Game
from .match import Match
from .serial import PlainDataError

SAVE_FORMAT = "tabletop-save"
SAVE_VERSION = 1
AUTOSAVE_PREFIX = "autosave-"


class SaveError(ValueError):
    """A save cannot be read or replayed; the message names the file and the problem."""


def default_save_dir() -> Path:
    """``<user data dir>/saves`` (``$TABLETOP_HOME/saves`` when that is set, for tests)."""
    home = os.environ.get("TABLETOP_HOME")
    base = Path(home) if home else Path(platformdirs.user_data_dir("tabletop", appauthor=False))
    return base / "saves"


def autosave_path(directory: Path, game_id: str) -> Path:
    return Path(directory) / f"{AUTOSAVE_PREFIX}{game_id}.json"


def match_to_save(match: Match, label: str = "") -> dict[str, Any]:
    """The save document for ``match``."""
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "game": match.game.id,
        "game_version": match.game.version,
        "label": label or f"{match.game.title}, {len(match.log)} moves",
        "saved_at": time.strftime("%Y-%m-%d %H:%M:%S"),
        "config": match.config.to_plain(),
        "actions": [a.to_json() for a in match.actions],
    }


def write_save(path: Path, match: Match, label: str = "") -> Path:
    """Write ``match`` to ``path`` atomically; returns the path."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(match_to_save(match, label), indent=1)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path


def read_document(path: Path) -> dict[str, Any]:
    """The parsed save document, checked for format and version; ``SaveError`` otherwise."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise SaveError(f"{path.name}: the file does not exist") from exc
    except OSError as exc:
        raise SaveError(f"{path.name}: cannot be read ({exc.strerror})") from exc
    except UnicodeDecodeError as exc:
        raise SaveError(f"{path.name}: is not a Tabletop save (not text)") from exc
    if not text.strip():
        raise SaveError(f"{path.name}: the file is empty")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        if _looks_truncated(text):
            raise SaveError(f"{path.name}: the file is cut short (truncated)") from exc
        raise SaveError(f"{path.name}:{exc.lineno}: not valid JSON ({exc.msg})") from exc
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(f"{path.name}: is not a Tabletop save")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(f"{path.name}: version: expected a whole number")
    if version > SAVE_VERSION:
        raise SaveError(f"{path.name}: was written by a newer Tabletop (save version {version})")
    if version < 1:
        raise SaveError(f"{path.name}: version {version} is not a known save version")
    for key, kind in (("game", str), ("config", dict), ("actions", list)):
        if not isinstance(data.get(key), kind):
            raise SaveError(f"{path.name}: {key}: missing or of the wrong kind")
    return data


def load_match(
    path: Path, find_game: Callable[[str], Game], on_change: Callable[[Match], None] | None = None
) -> Match:
    """Read and replay a save; ``SaveError`` with a clear message if it cannot be."""
    path = Path(path)
    data = read_document(path)
    try:
        game = find_game(data["game"])
    except KeyError as exc:
        raise SaveError(f"{path.name}: game {data['game']!r} is not available") from exc
    try:
        config = Config.from_plain(data["config"])
    except PlainDataError as exc:
        raise SaveError(f"{path.name}: {exc}") from exc
    if not game.min_players <= config.players <= game.max_players:
        raise SaveError(
            f"{path.name}: {config.players} players is not a valid count for {game.title}"
        )
    actions = []
    for index, raw in enumerate(data["actions"]):
        try:
            actions.append(game.action_from_json(raw))
        except PlainDataError as exc:
            raise SaveError(f"{path.name}: move {index + 1}: {exc}") from exc
    try:
        match = Match.replay(game, config, actions)
    except IllegalAction as exc:
        raise SaveError(f"{path.name}: {exc.reason}") from exc
    except Exception as exc:  # a damaged log must never take the app down
        raise SaveError(f"{path.name}: the moves cannot be replayed ({exc})") from exc
    match.on_change = on_change
    return match


def _looks_truncated(text: str) -> bool:
    """True when the JSON text ends inside a string or with brackets still open."""
    depth, in_string, escaped = 0, False, False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
        elif ch in "]}":
            depth -= 1
    return in_string or depth > 0


@dataclass(frozen=True)
class SaveInfo:
    """A line of the load screen; ``error`` is set for a save that cannot be read."""

    path: Path
    game: str
    label: str
    saved_at: str
    moves: int
    autosave: bool
    error: str | None = None


def list_saves(directory: Path) -> list[SaveInfo]:
    """Every ``*.json`` in ``directory``, newest first; broken ones carry their error."""
    directory = Path(directory)
    if not directory.is_dir():
        return []
    out = []
    for path in directory.glob("*.json"):
        auto = path.name.startswith(AUTOSAVE_PREFIX)
        try:
            data = read_document(path)
        except SaveError as exc:
            out.append(SaveInfo(path, "?", path.stem, "", 0, auto, str(exc)))
            continue
        out.append(
            SaveInfo(
                path,
                data["game"],
                str(data.get("label", path.stem)),
                str(data.get("saved_at", "")),
                len(data["actions"]),
                auto,
            )
        )
    out.sort(key=lambda s: s.path.stat().st_mtime if s.path.exists() else 0, reverse=True)
    return out
