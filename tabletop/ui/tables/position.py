"""The position a table shows: a frozen snapshot built once per (state, eyes, version).

``TableScene.refresh()`` builds it; drawing and hit-testing (``piece_at``, the frames,
``toast_at``, ``check``) read it, never the live state. The legal actions are computed
once per state (a new snapshot of the same state, for other eyes or after
``invalidate()``, keeps them), when the seat at the screen acts or when asked.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop.engine.actions import Action

from ..drag import Piece


@dataclass(frozen=True, eq=False)
class Position:
    """What the seat at the screen sees and may do now."""

    state: Any
    eyes: int
    version: int
    view: Any
    actor: int | None
    my_turn: bool
    legal: tuple[Action, ...] = ()
    legal_set: frozenset[Action] = frozenset()
    pieces: tuple[Piece, ...] = ()
    moves: tuple[tuple[Action, str], ...] = ()
    """The move buttons: legal actions no gesture makes, each with its label."""
    legal_known: bool = True
    """False while nobody asked for the legal actions of a position the seat at the
    screen does not act in (a bot's turn): ``TableScene.legal_actions()`` asks then."""

    def shows(self, state: Any, eyes: int, version: int) -> bool:
        return self.state is state and self.eyes == eyes and self.version == version

    @property
    def move_actions(self) -> tuple[Action, ...]:
        return tuple(action for action, _ in self.moves)
