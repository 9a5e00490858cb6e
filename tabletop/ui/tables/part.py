"""A part a table holds (``TableScene.hold``): something that plays on the table by itself
(a move's steps told on the board, Resafa's rain) and needs the table's moments.

The base calls every held part, in the order held, at these moments; each default does
nothing, so a part overrides only what it needs:

- ``moved()`` after the base's own ``moved`` (a move was played and told);
- ``taken_back()`` before the base's own (a move was undone);
- ``before_update(dt)`` / ``after_update(dt)`` around the base's ``update``;
- ``handle(event)`` before the base looks at the event, after an open dialog (which takes
  every event) (True: the event goes no further);
- ``animating`` and ``key()`` join the table's ``animating`` and ``redraw_key()``;
- ``draw_moving(surface)`` draws over the still picture with the table's
  ``draw_board_moving`` (first), returning the rectangles it covered (only reads).
"""

from __future__ import annotations

import pygame


class TablePart:
    """The moments a table gives the parts it holds (every default does nothing)."""

    def moved(self) -> None:
        """A move was played (after the table told it)."""

    def taken_back(self) -> None:
        """A move was taken back (before the table looks again)."""

    def before_update(self, dt: float) -> None:
        """Time passes: before the table's update."""

    def after_update(self, dt: float) -> None:
        """Time passed: after the table's update (paint what the next frame shows)."""

    def handle(self, event: pygame.event.Event) -> bool:
        """Look at ``event`` first; True when it goes no further."""
        return False

    @property
    def animating(self) -> bool:
        """Something of the part moves by itself: the screen redraws every frame."""
        return False

    def key(self) -> object:
        """What the part shows that changes without input (joins ``redraw_key``)."""
        return None

    def draw_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """What the part draws over the still picture; the rectangles it covered."""
        return []
