"""Drag and drop (and click-to-select, click-to-place) turned into candidate actions.

A table offers ``Piece``s (things a player can pick up) and, for a piece, ``Target``s (places
it may be dropped, each with the action that drop would be). When a piece is picked up, the
engine's ``check`` is asked once per target: legal targets are lit; hovering an illegal one
shows the engine's reason. Rules never live here: legality is always the engine's.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass

import pygame

from tabletop.engine.actions import Action

from . import theme
from .text import TextCache
from .widgets import draw_tooltip

DRAG_THRESHOLD = 6
OUTLINE_REACH = 4
"""How far beyond a target's rectangle its outline is drawn (the hovered one's, the
thickest): a drop there, on the line between two places, still reaches it."""


@dataclass
class Piece:
    """Something a player can pick up; ``surface`` is drawn under the pointer while held.

    ``home`` is where the piece rests when ``rect`` is the size it is carried at (outlined
    while selected, and where it glides back to); ``draw_held=False`` when the table draws
    its own ghost (a polyomino snapping to a grid)."""

    key: Hashable
    rect: pygame.Rect
    surface: pygame.Surface | None = None
    label: str = ""
    home: pygame.Rect | None = None
    draw_held: bool = True

    @property
    def rest(self) -> pygame.Rect:
        return self.home or self.rect


@dataclass
class Target:
    """A place a piece may go; ``action`` is what dropping there would play (or ``None``
    with a ``reason`` when no action could ever go there). A drop that only changes the
    table (stacking two tokens before placing them) has no action, no reason and an
    ``on_drop`` callback."""

    key: Hashable
    rect: pygame.Rect
    action: Action | None
    reason: str | None = None
    label: str = ""
    on_drop: Callable[[], None] | None = None


@dataclass
class Lit:
    target: Target
    reason: str | None  # None: legal


class DragController:
    """Holds at most one piece; reports what a drop or a placing click means."""

    def __init__(self, check: Callable[[Action], str | None]):
        self.check = check
        self.held: Piece | None = None
        self.lit: list[Lit] = []
        self.pos = (0, 0)
        self.grab_offset = (0, 0)
        self.down_at = (0, 0)
        self.dragging = False
        self.selected = False  # click-to-select mode: the piece waits for a placing click

    def pick(self, piece: Piece, targets: list[Target], pos: tuple[int, int]) -> None:
        self.held = piece
        self.lit = [Lit(t, t.reason if t.action is None else self.check(t.action)) for t in targets]
        self.pos = self.down_at = pos
        self.grab_offset = (pos[0] - piece.rect.x, pos[1] - piece.rect.y)
        self.dragging = False
        self.selected = False

    def move(self, pos: tuple[int, int]) -> None:
        self.pos = pos
        if self.held and not self.dragging:
            dx, dy = pos[0] - self.down_at[0], pos[1] - self.down_at[1]
            self.dragging = dx * dx + dy * dy > DRAG_THRESHOLD * DRAG_THRESHOLD

    def hovered(self, pos: tuple[int, int] | None = None) -> Lit | None:
        """The target a drop at ``pos`` goes to (the one drawn as hovered): the one whose
        rectangle holds the point, else a legal one whose green outline does (the line
        between two lit places is lit); of several, the one whose centre is nearest (the
        first listed on a tie)."""
        pos = pos or self.pos
        if self.held is None:
            return None
        under = [lit for lit in self.lit if lit.target.rect.collidepoint(pos)]
        if not under:
            reach = 2 * OUTLINE_REACH
            under = [
                lit for lit in self.legal if lit.target.rect.inflate(reach, reach).collidepoint(pos)
            ]
        if len(under) < 2:
            return under[0] if under else None

        def distance(lit: Lit) -> int:
            cx, cy = lit.target.rect.center
            return (cx - pos[0]) ** 2 + (cy - pos[1]) ** 2

        return min(under, key=distance)

    @property
    def legal(self) -> list[Lit]:
        return [lit for lit in self.lit if lit.reason is None]

    def cancel(self) -> None:
        self.held = None
        self.lit = []
        self.dragging = False
        self.selected = False

    def drag_rect(self) -> pygame.Rect | None:
        if self.held is None:
            return None
        rect = self.held.rect.copy()
        if self.dragging:
            rect.topleft = (self.pos[0] - self.grab_offset[0], self.pos[1] - self.grab_offset[1])
        return rect

    # --- drawing (only reads) -------------------------------------------------------------
    def draw_targets(
        self, surface: pygame.Surface, mouse: tuple[int, int], hovered: bool = True
    ) -> None:
        """Legal targets of the held piece outlined green; the hovered one thicker, green
        or red (``hovered=False``: not that one, ``draw_hovered`` draws it)."""
        if self.held is None:
            return
        for lit in self.legal:
            pygame.draw.rect(surface, theme.GOOD, lit.target.rect.inflate(4, 4), 3, border_radius=6)
        if hovered:
            self.draw_hovered(surface, mouse)

    def draw_hovered(self, surface: pygame.Surface, mouse: tuple[int, int]) -> pygame.Rect | None:
        """The hovered target's thick outline, green or red; the rectangle it covers."""
        hovered = self.hovered(mouse) if self.held is not None else None
        if hovered is None:
            return None
        colour = theme.GOOD if hovered.reason is None else theme.BAD
        rect = hovered.target.rect.inflate(2 * OUTLINE_REACH, 2 * OUTLINE_REACH)
        pygame.draw.rect(surface, colour, rect, OUTLINE_REACH, border_radius=6)
        return rect

    def draw_held(self, surface: pygame.Surface) -> pygame.Rect | None:
        """The held piece under the pointer (or outlined where it rests while selected);
        the rectangle it covers."""
        piece, rect = self.held, self.drag_rect()
        if piece is None or rect is None:
            return None
        if not self.dragging:
            pygame.draw.rect(surface, theme.ACCENT, piece.rest.inflate(6, 6), 3, border_radius=8)
            return piece.rest.inflate(6, 6)
        if not piece.draw_held:
            return None
        if piece.surface is not None:
            surface.blit(piece.surface, rect)
        pygame.draw.rect(surface, theme.ACCENT, rect.inflate(6, 6), 3, border_radius=8)
        return rect.inflate(6, 6).union(rect)

    def draw_hover_reason(
        self,
        surface: pygame.Surface,
        text: TextCache,
        mouse: tuple[int, int],
        describe: Callable[[Action], str],
    ) -> pygame.Rect | None:
        """The tick and what the drop would do, or the cross and the engine's reason; the
        rectangle it covers."""
        hovered = self.hovered(mouse) if self.held is not None else None
        if hovered is None:
            return None
        good = hovered.reason is None
        target = hovered.target
        if good:
            message = target.label or (describe(target.action) if target.action else "")
        else:
            message = hovered.reason or ""
        if not message:
            return None
        return draw_tooltip(surface, text, message, mouse, good=good)
