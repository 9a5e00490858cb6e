"""Actions: small frozen dataclasses with a JSON round trip.

Every game defines its actions as subclasses of ``Action`` with a class-level ``kind`` (the
JSON tag) and, where the action draws at random or shows hidden information, ``reveals =
True`` (``Match`` never undoes past such an action). ``ActionCodec`` turns the JSON form
back into the right class.
"""

from __future__ import annotations

import dataclasses
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


@dataclass(frozen=True)
class EndTurn(Action):
    """Ends a turn that has optional parts (the rules let the player stop here)."""

    kind: ClassVar[str] = "end_turn"


@dataclass(frozen=True)
class Pass(Action):
    """Gives up the rest of the current phase or round, where the rules allow it."""

    kind: ClassVar[str] = "pass"


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
