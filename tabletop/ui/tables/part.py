"""A part a table holds (``TableScene.hold``): something that plays on the table by itself
(a move's steps told on the board, Resafa's rain) and needs the table's moments.

The base calls every held part, in the order held, at these moments; each default does
nothing, so a part overrides only what it needs:

- ``moved()`` after the base's own ``moved`` (a move was played and told);
- ``taken_back()`` before the base's own (a move was undone);
- ``before_update(dt)`` / ``after_update(dt)`` around the base's ``update``;
- ``background(dt)`` while another scene is on top of the table (the rules, the curtain);
- ``handle(event)`` before the base looks at the event, after an open dialog (which takes
  every event) (True: the event goes no further);
- ``overlay(event)`` before the game's table looks at it at all (the app asks the scene's
  ``overlay`` first): for controls the part draws over the board;
- ``animating`` and ``key()`` join the table's ``animating`` and ``redraw_key()``;
- ``seat_notes()``: what the players panel says after a seat's name (a friend's seat:
  "joined", "away"); a part whose notes change calls the table's ``invalidate()``;
- ``wake_after()`` (seconds, or ``None``) joins the table's ``wake_after`` (a part that
  looks for messages from other computers asks to be updated that often);
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

    def background(self, dt: float) -> None:
        """Time passes while another scene covers the table (only what must not wait)."""

    def handle(self, event: pygame.event.Event) -> bool:
        """Look at ``event`` first; True when it goes no further."""
        return False

    def overlay(self, event: pygame.event.Event) -> bool:
        """Look at ``event`` before the table does (controls drawn over the board); True
        when it goes no further."""
        return False

    @property
    def animating(self) -> bool:
        """Something of the part moves by itself: the screen redraws every frame."""
        return False

    def key(self) -> object:
        """What the part shows that changes without input (joins ``redraw_key``)."""
        return None

    def seat_notes(self) -> dict[int, str]:
        """Words after seats' names in the players panel, by seat (none by default)."""
        return {}

    def score_note(self) -> str:
        """A line under the players panel's rows (how a solo game is won, where a
        player the rules give no score sits at the table); none by default."""
        return ""

    def wake_after(self) -> float | None:
        """At the latest, seconds until the part needs an update; ``None``: no need."""
        return None

    def draw_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """What the part draws over the still picture; the rectangles it covered."""
        return []
