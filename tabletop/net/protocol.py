"""The game protocol's messages: JSON objects with a version and a kind, checked strictly
on receipt.

Every message is one JSON object ``{"v": VERSION, "kind": ..., <fields>}`` in UTF-8, at
most ``MAX_MESSAGE`` bytes. ``decode`` accepts exactly the fields its kind declares, each
of its declared type (``True`` is not a number here), and nothing else: a message that
fails is refused with ``ProtocolError`` (a sentence naming what was wrong), never half
read. Nothing received is executed or used as a path: actions and positions go through
the game's own plain-data readers (``Game.action_from_json``, ``Game.from_dict``), which
check them against the game's types.

From a joiner to the host: ``move`` (an action, and the number of moves the joiner had
seen, so that a move made on an old position is refused) and ``undo``.
From the host to a joiner: ``welcome`` (the game, the seat, the players), ``update``
(the seat's view, its legal moves, the log lines meant for it, whose turn, undo,
who is away, the result at the end), ``refused`` (a move the host did not play, and why)
and ``bye`` (the host closed the table).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .link import MAX_MESSAGE

VERSION = 1
"""The protocol's version; a message of another version is refused."""


class ProtocolError(ValueError):
    """A message that is not one this side accepts; ``str()`` says why."""


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _opt_int(value: Any) -> bool:
    return value is None or _int(value)


def _str(value: Any) -> bool:
    return isinstance(value, str)


def _bool(value: Any) -> bool:
    return isinstance(value, bool)


def _dict(value: Any) -> bool:
    return isinstance(value, dict)


def _opt_dict(value: Any) -> bool:
    return value is None or isinstance(value, dict)


def _list_of(check: Callable[[Any], bool]) -> Callable[[Any], bool]:
    def checked(value: Any) -> bool:
        return isinstance(value, list) and all(check(item) for item in value)

    return checked


def _entry(value: Any) -> bool:
    """One log line for a joiner: who moved, what they did as the seat may know it, what
    it set off, whether it can be taken back, the action itself."""
    fields = {"seat": _int, "text": _str, "events": _list_of(_str), "fixed": _bool, "action": _dict}
    return isinstance(value, dict) and _fields_ok(value, fields)


def _seat_entry(value: Any) -> bool:
    fields: dict[str, Callable[[Any], bool]] = {"name": _str, "colour": _str, "who": _str}
    return isinstance(value, dict) and _fields_ok(value, fields)


def _fields_ok(value: dict[str, Any], fields: dict[str, Callable[[Any], bool]]) -> bool:
    return set(value) == set(fields) and all(check(value[k]) for k, check in fields.items())


GUEST_KINDS: dict[str, dict[str, Callable[[Any], bool]]] = {
    "move": {"turn": _int, "action": _dict},
    "undo": {"turn": _int},
}
"""What a joiner may send the host: each kind's fields and their checks."""

HOST_KINDS: dict[str, dict[str, Callable[[Any], bool]]] = {
    "welcome": {
        "game": _str,
        "seat": _int,
        "seats": _list_of(_seat_entry),
        "mode": _str,
        "options": _dict,
    },
    "update": {
        "turn": _int,
        "view": _dict,
        "actor": _opt_int,
        "legal": _list_of(_dict),
        "log_from": _int,
        "log": _list_of(_entry),
        "can_undo": _bool,
        "away": _list_of(_int),
        "result": _opt_dict,
    },
    "refused": {"turn": _int, "reason": _str},
    "bye": {"reason": _str},
}
"""What a host may send a joiner: each kind's fields and their checks."""


@dataclass(frozen=True)
class Message:
    """A message that passed its checks: its kind and fields (``v`` and ``kind`` removed)."""

    kind: str
    fields: dict[str, Any]

    def __getitem__(self, name: str) -> Any:
        return self.fields[name]


def encode(kind: str, **fields: Any) -> bytes:
    """One message as bytes (compact JSON, no NaN). ``ProtocolError`` if it would be larger
    than ``MAX_MESSAGE`` (the peer would refuse it)."""
    data = json.dumps(
        {"v": VERSION, "kind": kind, **fields},
        separators=(",", ":"),
        ensure_ascii=False,
        allow_nan=False,
    ).encode("utf-8")
    if len(data) > MAX_MESSAGE:
        raise ProtocolError(f"a {kind} message of {len(data)} bytes is too large to send")
    return data


def _no_constant(name: str) -> Any:
    raise ProtocolError(f"{name} is not a number JSON allows")


def decode(raw: bytes, kinds: dict[str, dict[str, Callable[[Any], bool]]]) -> Message:
    """The message in ``raw`` if it is one of ``kinds`` with exactly its fields, each of
    the right type; else ``ProtocolError`` saying why."""
    if not isinstance(raw, (bytes, bytearray)):
        raise ProtocolError("a message must be bytes")
    if len(raw) > MAX_MESSAGE:
        raise ProtocolError(f"a message of {len(raw)} bytes is larger than {MAX_MESSAGE}")
    try:
        text = bytes(raw).decode("utf-8")
        data = json.loads(text, parse_constant=_no_constant)
    except ProtocolError:
        raise
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise ProtocolError(f"not a JSON message ({type(exc).__name__})") from None
    if not isinstance(data, dict):
        raise ProtocolError("a message must be a JSON object")
    if data.get("v") != VERSION or not _int(data.get("v")):
        raise ProtocolError(f"protocol version {str(data.get('v'))[:20]!r} is not {VERSION}")
    kind = data.get("kind")
    if not isinstance(kind, str) or kind not in kinds:
        raise ProtocolError(f"unknown kind of message {str(kind)[:30]!r}")
    fields = {k: v for k, v in data.items() if k not in ("v", "kind")}
    wanted = kinds[kind]
    extra = sorted(set(fields) - set(wanted))
    missing = sorted(set(wanted) - set(fields))
    if extra or missing:
        said = ", ".join([f"unexpected {k[:30]!r}" for k in extra] + [f"no {k!r}" for k in missing])
        raise ProtocolError(f"a {kind} message with the wrong fields: {said}")
    for name, check in wanted.items():
        if not check(fields[name]):
            raise ProtocolError(f"a {kind} message whose {name!r} has the wrong type")
    return Message(kind, fields)
