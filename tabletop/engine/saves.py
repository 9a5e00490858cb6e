"""Saved games: JSON replay logs ``{format, game, version, config, actions}``.

``hints`` (optional): the seats whose player asked for a hint, as a list of seat numbers;
a save without it (written before hints were recorded) loads as a game without hints, and
anything but seat numbers in it is ignored.

A save is written atomically (``files.write_atomically``: a temporary file, fsync, rename,
folder fsync), so a crash mid-write leaves the old file intact. Loading replays the actions
through the rules; anything wrong (not a regular file, too large, not JSON, numbers or
nesting beyond reason, another format, a newer version, an unknown game, a move that no
longer applies) raises ``SaveError`` with a message for the player. Listing and loading
never delete or change a file; nothing is unpickled or evaluated.

Every match has its own autosave file (``Autosave``), so starting a second game of the
same title never overwrites an unfinished one. When a new match's autosave is created,
that game's oldest autosaves beyond ``AUTOSAVES_KEPT`` are removed, finished games first
(``prune_autosaves``); only autosaves this version wrote and can open are ever removed,
manual saves never.
"""

from __future__ import annotations

import datetime
import hashlib
import json
import os
import secrets
import stat
import time
import weakref
from collections.abc import Callable, Collection
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import platformdirs

from .actions import IllegalAction
from .config import Config
from .files import (
    FileRefused,
    clean_text,
    display_name,
    problem_text,
    read_regular_file,
    shorten,
    write_atomically,
)
from .game import Game
from .match import Match

SAVE_FORMAT = "tabletop-save"
SAVE_VERSION = 1
AUTOSAVE_PREFIX = "autosave-"
MAX_SAVE_BYTES = 4 * 1024 * 1024
"""A long game's log is tens of kilobytes; anything above this is not a save of ours."""
MAX_LISTED = 400
"""The Load screen lists at most this many saves (the newest)."""
MAX_HISTORY = 2000
"""Moves fingerprinted per save for the Load screen (``SaveInfo.history``)."""
AUTOSAVES_KEPT = 5
"""Autosaves kept per game: when a new match starts its autosave, the oldest of that game's
autosaves beyond this number are removed, finished games first (``prune_autosaves``)."""
STALE_TEMP_SECONDS = 0.0
"""A temporary save file lives only while a save is written (milliseconds), so one found
when the app starts was left by a killed process and is removed, whatever its age."""


class SaveError(ValueError):
    """A save cannot be read or replayed; the message names the file and the problem."""


def default_save_dir() -> Path:
    """``<user data dir>/saves`` (``$TABLETOP_HOME/saves`` when that is set, for tests)."""
    home = os.environ.get("TABLETOP_HOME")
    base = Path(home) if home else Path(platformdirs.user_data_dir("tabletop", appauthor=False))
    return base / "saves"


def new_autosave_path(directory: Path, game_id: str) -> Path:
    """A fresh autosave file name for a new match of ``game_id`` (never an existing one)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    while True:
        path = Path(directory) / f"{AUTOSAVE_PREFIX}{game_id}-{stamp}-{secrets.token_hex(3)}.json"
        if not os.path.lexists(path):
            return path


# --- writing ---------------------------------------------------------------------------------
def progress_text(match: Match) -> str:
    """Where the match stands, for the Load screen: the game's own ``status`` line when it
    has one (``Round 3 of 12``; the Load screen adds the move count), and who is to play."""
    status = getattr(match.game, "status", None)
    parts = []
    if callable(status):
        try:
            parts.append(clean_text(status(match.state), 60))
        except Exception:  # a status line must never stop a save
            pass
    actor = match.actor()
    if actor is None:
        parts.append("game over")
    else:
        parts.append(f"{clean_text(match.seat_name(actor), 40)} to play")
    return " · ".join(p for p in parts if p)


def match_to_save(match: Match, label: str = "") -> dict[str, Any]:
    """The save document for ``match``."""
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "game": match.game.id,
        "game_version": match.game.version,
        "label": label or match.game.title,
        "saved_at": time.strftime("%Y-%m-%d %H:%M"),
        "players": [seat.name for seat in match.config.seats],
        "progress": progress_text(match),
        "finished": match.is_over(),
        "config": match.config.to_plain(),
        "actions": [a.to_json() for a in match.actions],
        "hints": sorted(match.hinted),
        "friends": sorted(match.friends),
    }


def write_save(path: Path, match: Match, label: str = "") -> Path:
    """Write ``match`` to ``path`` atomically; returns the path (``OSError`` on failure)."""
    text = json.dumps(match_to_save(match, label), indent=1)
    return write_atomically(Path(path), text.encode("utf-8"))


# --- reading ---------------------------------------------------------------------------------
def read_document(path: Path) -> dict[str, Any]:
    """The parsed save document, checked for format and version; ``SaveError`` otherwise."""
    path = Path(path)
    name = display_name(path.name)
    try:
        raw = read_regular_file(path, MAX_SAVE_BYTES)
    except FileNotFoundError as exc:
        raise SaveError(f"{name}: the file does not exist") from exc
    except FileRefused as exc:
        raise SaveError(f"{name}: is {exc}") from exc
    except OSError as exc:
        raise SaveError(f"{name}: cannot be read ({exc.strerror or exc})") from exc
    try:
        text = raw.decode("utf-8-sig")  # a byte-order mark some editors write is skipped
    except UnicodeDecodeError as exc:
        raise SaveError(f"{name}: is not a Tabletop save (not text)") from exc
    if not text.strip():
        raise SaveError(f"{name}: the file is empty")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        if _looks_truncated(text):
            raise SaveError(f"{name}: the file is cut short (truncated)") from exc
        raise SaveError(f"{name}:{exc.lineno}: not valid JSON ({exc.msg})") from exc
    except (ValueError, RecursionError, MemoryError) as exc:  # 5,000 digits; deep nesting
        raise SaveError(f"{name}: is not a Tabletop save ({problem_text(exc, 80)})") from exc
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(f"{name}: is not a Tabletop save")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(f"{name}: version: expected a whole number")
    if version > SAVE_VERSION:
        raise SaveError(
            f"{name}: was saved by a newer Tabletop (save version {version}); "
            "update Tabletop to open it"
        )
    if version < 1:
        raise SaveError(f"{name}: version {version} is not a known save version")
    for key, kind in (("game", str), ("config", dict), ("actions", list)):
        if not isinstance(data.get(key), kind):
            raise SaveError(f"{name}: {key}: missing or of the wrong kind")
    return data


def load_match(
    path: Path, find_game: Callable[[str], Game], on_change: Callable[[Match], None] | None = None
) -> Match:
    """Read and replay a save; ``SaveError`` with a clear message if it cannot be.

    Loading an autosave makes it the match's autosave again, so play continues in the
    same file."""
    path = Path(path)
    name = display_name(path.name)
    data = read_document(path)
    game, config = _opening(data, name, find_game)
    actions = []
    for index, raw in enumerate(data["actions"]):
        try:
            actions.append(game.action_from_json(raw))
        except (ValueError, TypeError, KeyError, RecursionError) as exc:
            raise SaveError(f"{name}: move {index + 1}: {problem_text(exc)}") from exc
    try:
        match = Match.replay(game, config, actions)
    except IllegalAction as exc:
        raise SaveError(f"{name}: {shorten(exc.reason, 200)}") from exc
    except Exception as exc:  # a damaged log must never take the app down
        raise SaveError(f"{name}: the moves cannot be replayed ({problem_text(exc, 120)})") from exc
    match.hinted = set(_hinted(data, len(config.seats)))
    match.friends = set(_hinted(data, len(config.seats), "friends"))
    match.on_change = on_change
    if path.name.startswith(AUTOSAVE_PREFIX):
        _AUTOSAVES[match] = Autosave(path.parent, path)
    return match


def _opening(
    data: dict[str, Any], name: str, find_game: Callable[[str], Game]
) -> tuple[Game, Config]:
    """The game and configuration of a save document, checked without replaying: the game
    is installed, its rules are not newer than ours, the configuration reads and is one
    the game supports (``Game.config_problem``); ``SaveError`` naming the file otherwise."""
    game_id = clean_text(data["game"], 40)
    try:
        game = find_game(data["game"])
    except KeyError as exc:
        raise SaveError(f"{name}: game {game_id!r} is not available") from exc
    game_version = data.get("game_version", 1)
    if isinstance(game_version, int) and game_version > game.version:
        raise SaveError(
            f"{name}: was saved with newer {game.title} rules (version {game_version}, "
            f"this Tabletop has {game.version}); update Tabletop to open it"
        )
    try:
        config = Config.from_plain(data["config"], game.options)
    except (ValueError, TypeError, RecursionError) as exc:
        raise SaveError(f"{name}: {problem_text(exc)}") from exc
    problem = game.config_problem(config)
    if problem is not None:
        raise SaveError(f"{name}: {problem}")
    return game, config


def _hinted(data: dict[str, Any], seats: int, field: str = "hints") -> list[int]:
    """The seats a save says asked for a hint (``hints``; or another list of seats such as
    ``friends``): none when it has no such field (an older save); only seat numbers of the
    game are kept."""
    hints = data.get(field)
    if not isinstance(hints, list):
        return []
    return sorted(
        {h for h in hints[:64] if isinstance(h, int) and not isinstance(h, bool) and 0 <= h < seats}
    )


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


# --- the Load screen's list ------------------------------------------------------------------
@dataclass(frozen=True)
class SaveInfo:
    """A line of the load screen; ``error`` is set for a save that cannot be read.

    Text fields are cleaned for drawing; ``name`` is the file name shown safely."""

    path: Path
    game: str
    label: str
    saved_at: str
    moves: int
    autosave: bool
    error: str | None = None
    players: tuple[str, ...] = ()
    progress: str = ""
    finished: bool | None = None
    name: str = ""
    hinted: tuple[str, ...] = ()
    """The players who asked for a hint (the row says "with hints")."""
    game_key: str = ""
    """The same for every save of one game (its game, seats, seed, mode and options):
    an autosave and a save by hand of one match share it."""
    position_key: str = ""
    """The same for saves of one game at the same move (``game_key``, moves and hints):
    such saves open the very same position."""
    history: tuple[str, ...] = ()
    """A fingerprint of the game after each of its moves (``game_key`` chained with every
    move): a save whose history begins with another's continues that game."""


def list_saves(directory: Path, find_game: Callable[[str], Game] | None = None) -> list[SaveInfo]:
    """Every regular ``*.json`` file in ``directory``, newest first (at most
    ``MAX_LISTED``); broken ones carry their error. Other kinds of file are skipped.

    With ``find_game`` (the registry's lookup) a save is also checked, without replaying,
    against the game it names: a game that is not installed, newer rules, or a player
    count or mode the game does not support (three seats in a solo mode) is listed with
    the same error Load would give."""
    found: list[tuple[float, Path]] = []
    try:
        with os.scandir(directory) as entries:
            for entry in entries:
                if not entry.name.endswith(".json") or entry.name.startswith("."):
                    continue
                try:
                    info = entry.stat()  # follows a symlink to what it points at
                except OSError:
                    continue
                if stat.S_ISREG(info.st_mode):
                    found.append((info.st_mtime, Path(entry.path)))
    except OSError:
        return []
    found.sort(key=lambda item: item[0], reverse=True)
    return [_info(path, find_game) for _, path in found[:MAX_LISTED]]


def _info(path: Path, find_game: Callable[[str], Game] | None = None) -> SaveInfo:
    auto = path.name.startswith(AUTOSAVE_PREFIX)
    name = display_name(path.name)
    try:
        data = read_document(path)
    except SaveError as exc:
        return SaveInfo(path, "?", name, "", 0, auto, str(exc), name=name)
    if find_game is not None:
        try:
            _opening(data, name, find_game)
        except SaveError as exc:
            game = clean_text(data["game"], 40)
            return SaveInfo(path, game, name, "", len(data["actions"]), auto, str(exc), name=name)
    players = data.get("players")
    if not isinstance(players, list):
        seats = data["config"].get("seats")
        players = (
            [s.get("name", "") for s in seats if isinstance(s, dict)]
            if isinstance(seats, list)
            else []
        )
    finished = data.get("finished")
    hinted = tuple(
        clean_text(players[s], 24) if isinstance(players[s], str) else f"player {s + 1}"
        for s in _hinted(data, len(players))
    )
    game_key = _digest([data["game"], data["config"]])
    history = [game_key]
    for action in data["actions"][:MAX_HISTORY]:
        history.append(_digest([history[-1], action]))
    return SaveInfo(
        path,
        clean_text(data["game"], 40),
        clean_text(_text(data, "label") or data["game"], 60),
        clean_text(_text(data, "saved_at"), 30),
        len(data["actions"]),
        auto,
        players=tuple(clean_text(p, 24) for p in players[:8] if isinstance(p, str)),
        progress=clean_text(_text(data, "progress"), 80),
        finished=finished if isinstance(finished, bool) else None,
        name=name,
        hinted=hinted,
        game_key=game_key,
        position_key=_digest([game_key, data["actions"], data.get("hints")]),
        history=tuple(history),
    )


def _digest(value: Any) -> str:
    """A short fingerprint of plain JSON data (what two saves are compared by)."""
    text = json.dumps(value, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode("utf-8", "replace")).hexdigest()[:24]


def when(saved_at: str, today: datetime.date | None = None) -> str:
    """``today 14:05`` / ``yesterday 09:30`` for a save's ``2026-05-02 14:05``; other days
    (and anything that does not read as a date) as written."""
    try:
        moment = datetime.datetime.strptime(saved_at, "%Y-%m-%d %H:%M")
    except ValueError:
        return saved_at
    today = today or datetime.date.today()
    days = (today - moment.date()).days
    day = {0: "today", 1: "yesterday"}.get(days)
    return f"{day} {moment:%H:%M}" if day else saved_at


def _text(data: dict[str, Any], key: str) -> str:
    """A text field of a save document; anything but a string reads as empty."""
    value = data.get(key)
    return value if isinstance(value, str) else ""


def delete_save(path: Path) -> None:
    """Remove one save file (the player confirmed it); never follows a link or removes a
    folder. ``OSError`` if it cannot be removed."""
    info = os.lstat(path)
    if stat.S_ISDIR(info.st_mode):
        raise IsADirectoryError(f"{display_name(Path(path).name)} is a folder")
    os.unlink(path)


def clean_stale_temps(directory: Path, older_than: float = STALE_TEMP_SECONDS) -> int:
    """Remove temporary save files (``.<name>.json.*.tmp``) left by a killed process;
    returns how many. Only regular files older than ``older_than`` seconds are touched;
    nothing else in the folder is."""
    removed, now = 0, time.time()
    try:
        with os.scandir(directory) as entries:
            for entry in entries:
                name = entry.name
                if not (name.startswith(".") and name.endswith(".tmp") and ".json." in name):
                    continue
                try:
                    info = entry.stat(follow_symlinks=False)
                    if stat.S_ISREG(info.st_mode) and now - info.st_mtime >= older_than:
                        os.unlink(entry.path)
                        removed += 1
                except OSError:
                    continue
    except OSError:
        return removed
    return removed


# --- autosave --------------------------------------------------------------------------------
AUTOSAVE_WORKS = "Your game is saved automatically after every move."


class Autosave:
    """One match's autosave: its own file, rewritten after every change. The first
    failure is reported once (``write`` returns the message); ``error`` stays set until a
    write succeeds again, so the menu can say that autosave is not working."""

    def __init__(self, directory: Path, path: Path | None = None):
        self.directory = Path(directory)
        self.path = path
        self.error: str | None = None
        self.told = False

    def write(self, match: Match) -> str | None:
        """Save ``match``; returns a message for the player the first time saving fails.
        The first write of a match (a new file) prunes that game's old autosaves."""
        created = self.path is None
        if self.path is None:
            self.path = new_autosave_path(self.directory, match.game.id)
        try:
            write_save(self.path, match, label=match.game.title)
        except (OSError, ValueError) as exc:
            why = getattr(exc, "strerror", None) or clean_text(exc, 80) or type(exc).__name__
            self.error = why
            if self.told:
                return None
            self.told = True
            return f"Autosave failed ({why}). Use Save to keep this game."
        self.error = None
        if created:
            self._prune(match.game)
        return None

    def _prune(self, game: Game) -> None:
        """Old autosaves of ``game`` removed (``prune_autosaves``), never the file of a
        match still open; housekeeping that never stops a game."""
        in_use = {a.path for a in list(_AUTOSAVES.values()) if a.path is not None}
        if self.path is not None:
            in_use.add(self.path)
        try:
            prune_autosaves(self.directory, game, spare=in_use)
        except Exception:  # a save that cannot be judged is simply kept
            pass

    def note(self) -> str:
        """The menu's sentence about autosave."""
        if self.error is None:
            return AUTOSAVE_WORKS
        return f"Autosave is not working ({self.error}): use Save to keep this game."


_AUTOSAVES: weakref.WeakKeyDictionary[Match, Autosave] = weakref.WeakKeyDictionary()


def prune_autosaves(
    directory: Path, game: Game, keep: int = AUTOSAVES_KEPT, spare: Collection[Path] = ()
) -> list[Path]:
    """Remove ``game``'s oldest autosaves so that at most ``keep`` remain: finished games
    first (oldest first), then the oldest unfinished ones; returns the removed paths.

    Only autosaves this version of Tabletop wrote and can open are counted or removed
    (``_prunable``: regular files named as ``game``'s autosaves, of this save format and
    this version of the game's rules, whose configuration the game supports). Manual
    saves, other games' autosaves, unreadable files, saves of newer (or older) rules, links
    and the files in ``spare`` (autosaves of matches still open) are never removed; a file
    that cannot be removed is left as it is."""
    prefix = f"{AUTOSAVE_PREFIX}{game.id}-"  # a game id has no "-": no other game matches
    found: list[tuple[float, Path]] = []
    try:
        with os.scandir(directory) as entries:
            for entry in entries:
                if not (entry.name.startswith(prefix) and entry.name.endswith(".json")):
                    continue
                try:
                    info = entry.stat(follow_symlinks=False)
                except OSError:
                    continue
                if stat.S_ISREG(info.st_mode):
                    found.append((info.st_mtime, Path(entry.path)))
    except OSError:
        return []
    ours = []
    for mtime, path in found:
        finished = _prunable(path, game)
        if finished is not None:
            ours.append((not finished, mtime, path))
    excess = len(ours) - keep
    if excess <= 0:
        return []
    spared = {Path(p) for p in spare}
    removed = []
    for _, _, path in sorted(entry for entry in ours if entry[2] not in spared)[:excess]:
        try:
            os.unlink(path)
        except OSError:
            continue
        removed.append(path)
    return removed


def _prunable(path: Path, game: Game) -> bool | None:
    """Whether the autosave at ``path`` is of a finished game, when it is one pruning may
    remove: it reads as a save of this format, of ``game`` at this rules version, with a
    configuration the game supports (nothing is replayed). ``None`` for anything else, which
    is kept: a file the Load screen shows with its error, or one a newer Tabletop wrote."""
    try:
        data = read_document(path)
        if data["version"] != SAVE_VERSION or data["game"] != game.id:
            return None
        if data.get("game_version", 1) != game.version:
            return None
        _opening(data, display_name(path.name), lambda _id: game)
    except SaveError:
        return None
    finished = data.get("finished")
    return finished is True


def autosave_for(match: Match, directory: Path) -> Autosave:
    """The autosave of ``match`` (created on first use, a new file in ``directory``)."""
    auto = _AUTOSAVES.get(match)
    if auto is None:
        auto = _AUTOSAVES[match] = Autosave(directory)
    return auto


def autosave_note(match: Match) -> str:
    """What the table's menu says about autosave for ``match``."""
    auto = _AUTOSAVES.get(match)
    return AUTOSAVE_WORKS if auto is None else auto.note()


def autosave_file(match: Match) -> Path | None:
    """The autosave file of ``match``, once it has one."""
    auto = _AUTOSAVES.get(match)
    return None if auto is None else auto.path
