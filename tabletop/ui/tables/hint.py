"""The hint that teaches (issue #25), in three presses of H (or the Hint button) for one
position: first **where** (the piece and the place of the greedy bot's move outlined on
the table, or its move button in the sidebar: ``pointing.point_at``), then **what** (the
move in words, the game's ``describe``), then **why** (the game's reason with the numbers
the bot weighed: ``explain.weigh_choice``, the chosen move's gain and the next best
move's). A new position (a move, undo, redo, other eyes) starts again at "where".

``HintSteps`` holds the steps; ``Commands.show_hint`` (``controls.py``) asks for the next
one and the table's frames draw its outlines (``draw``) over the board.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine.actions import Action
from tabletop.engine.bots import Weighed

from .. import theme
from .pointing import Pointer

WHERE, WHAT, WHY = 1, 2, 3
WHERE_TEXT = "Hint: look at the outlined piece and place (press H again for the move)"
WHERE_BUTTON = "Hint: look at the outlined move button (press H again for the move)"
WHERE_PLACE = "Hint: look at the outlined place on the board (press H again for the move)"
WHERE_NOWHERE = (
    "Hint: this move is made with the table's own controls, not one piece "
    "(press H again for the move)"
)
OUTLINE = 8
"""How far an outline stands off the rect it marks (pixels of the 1600×900 canvas)."""


class HintSteps:
    """The hint of one position at one pair of eyes: the move, where it is made, and the
    step shown last (0: none yet)."""

    def __init__(self) -> None:
        self.step = 0
        self.state: Any = None
        self.eyes: int | None = None
        self.action: Action | None = None
        self.pointer: Pointer | None = None
        self.weighed: Weighed | None = None

    def holds(self, state: Any, eyes: int) -> bool:
        """Whether the steps are those of ``state`` seen by ``eyes`` (else they start
        again)."""
        return self.step > 0 and self.state is state and self.eyes == eyes

    def start(self, state: Any, eyes: int, action: Action, pointer: Pointer) -> None:
        self.step, self.state, self.eyes = WHERE, state, eyes
        self.action, self.pointer, self.weighed = action, pointer, None

    def reset(self) -> None:
        self.__init__()  # type: ignore[misc]

    def where_text(self) -> str:
        """The first press's toast, for what is outlined."""
        pointer = self.pointer
        if pointer is None or not pointer.rects:
            return WHERE_NOWHERE
        if pointer.button:
            return WHERE_BUTTON
        return WHERE_TEXT if pointer.piece is not None else WHERE_PLACE

    def outlines(self, state: Any, eyes: int, hint: Action | None) -> tuple[pygame.Rect, ...]:
        """The rects outlined now: the pointer's piece and place while the steps hold the
        position and the table still hints this move."""
        if not self.holds(state, eyes) or self.pointer is None or hint != self.action:
            return ()
        return self.pointer.rects

    def draw(
        self, surface: pygame.Surface, state: Any, eyes: int, hint: Action | None
    ) -> list[pygame.Rect]:
        """The outlines (a dark rim under an accent line, so they show on any cloth);
        the rectangles covered."""
        covered = []
        for rect in self.outlines(state, eyes, hint):
            frame = rect.inflate(2 * OUTLINE, 2 * OUTLINE)
            pygame.draw.rect(surface, (18, 20, 26), frame.inflate(4, 4), 3, border_radius=8)
            pygame.draw.rect(surface, theme.ACCENT, frame, 3, border_radius=7)
            covered.append(frame.inflate(6, 6))
        return covered
