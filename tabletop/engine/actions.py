"""Actions: small frozen dataclasses with a JSON round trip.

Every game defines its actions as subclasses of ``Action`` with a class-level ``kind`` (the
JSON tag) and, where the action draws at random or shows hidden information, ``reveals =
True`` (``Match`` never undoes past such an action). ``ActionCodec`` turns the JSON form
back into the right class.
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, ClassVar

from .serial import PlainDataError, from_plain, to_plain


class IllegalAction(ValueError):
    """Raised by ``apply`` for an action the rules do not allow; ``reason`` is for players."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Action:
    """Base of every action. Subclasses are frozen dataclasses with a unique ``kind``."""

    kind: ClassVar[str] = "action"
    reveals: ClassVar[bool] = False

    def to_json(self) -> dict[str, Any]:
        """``{"kind": ..., field: value, ...}`` with tuples as lists."""
        data = {"kind": self.kind}
        for f in dataclasses.fields(self):
            data[f.name] = to_plain(getattr(self, f.name))
        return data

    def __str__(self) -> str:
        """The compact text form, ``kind field=value ...`` (read back by ``parse_action``),
        e.g. ``place_token car=3 token=100`` or ``place_leaf tile="L07" cells=[[0,1],[1,1]]``."""
        parts = [self.kind]
        for f in dataclasses.fields(self):
            parts.append(f"{f.name}={_format_value(to_plain(getattr(self, f.name)))}")
        return " ".join(parts)


@dataclass(frozen=True)
class EndTurn(Action):
    """Ends a turn that has optional parts (the rules let the player stop here)."""

    kind: ClassVar[str] = "end_turn"


@dataclass(frozen=True)
class Pass(Action):
    """Gives up the rest of the current phase or round, where the rules allow it."""

    kind: ClassVar[str] = "pass"


_BARE = re.compile(r"[A-Za-z_][A-Za-z0-9_.:-]*")
_RESERVED = {"true", "false", "null"}


def _format_value(value: Any) -> str:
    if isinstance(value, str) and _BARE.fullmatch(value) and value not in _RESERVED:
        return value
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def _read_value(text: str, pos: int) -> tuple[Any, int]:
    if pos < len(text) and text[pos] in '"[{':
        try:
            return json.JSONDecoder().raw_decode(text, pos)
        except ValueError as exc:
            raise PlainDataError(
                "action", f"cannot read the value at {text[pos:]!r}: {exc}"
            ) from None
    end = pos
    while end < len(text) and not text[end].isspace():
        end += 1
    token = text[pos:end]
    if _BARE.fullmatch(token) and token not in _RESERVED:
        return token, end
    try:
        return json.loads(token), end
    except ValueError:
        raise PlainDataError("action", f"cannot read the value {token!r}") from None


def parse_action_json(text: str) -> dict[str, Any]:
    """The JSON form of an action written as ``kind field=value ...``."""
    text = text.strip()
    match = re.match(r"[A-Za-z_][A-Za-z0-9_]*", text)
    if match is None:
        raise PlainDataError("action", f"expected an action kind at the start of {text!r}")
    data: dict[str, Any] = {"kind": match.group(0)}
    pos = match.end()
    field = re.compile(r"\s+([A-Za-z_][A-Za-z0-9_]*)=")
    while pos < len(text):
        found = field.match(text, pos)
        if found is None:
            raise PlainDataError("action", f"expected field=value at {text[pos:]!r}")
        data[found.group(1)], pos = _read_value(text, found.end())
    return data


def parse_action(game: Any, text: str) -> Action:
    """The action written ``text`` (the form ``str(action)`` gives) for ``game``;
    ``PlainDataError`` names what does not fit."""
    return game.codec.decode(parse_action_json(text))


class ActionCodec:
    """Reads actions back from JSON for one game's set of action classes."""

    def __init__(self, classes: Iterable[type[Action]]):
        self.classes: dict[str, type[Action]] = {}
        for cls in classes:
            if cls.kind in self.classes:
                raise ValueError(f"two action classes share the kind {cls.kind!r}")
            self.classes[cls.kind] = cls

    def decode(self, data: Any) -> Action:
        """The action for ``data``; raises ``PlainDataError`` naming what is wrong."""
        if not isinstance(data, dict):
            raise PlainDataError("action", "expected a mapping with a 'kind'")
        kind = data.get("kind")
        cls = self.classes.get(kind)  # type: ignore[arg-type]
        if cls is None:
            raise PlainDataError("action.kind", f"unknown action kind {kind!r}")
        return from_plain(cls, data, f"action({kind})")
