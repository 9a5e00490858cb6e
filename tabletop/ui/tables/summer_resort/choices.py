"""What the player at the screen has chosen in the tray and not yet played (table-only,
no move): the pieces stacked, whether Shift is held (a piece dropped as a pair), the
accommodation choices offered with their page and the one hovered, and the tray button
pressed. The table holds one ``TrayChoices``; a new position starts it afresh."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from tabletop.games.summer_resort.actions import Accommodate

from . import layout
from .tray import TrayState, separate_rect


@dataclass
class TrayChoices:
    """The tray's table-only state."""

    stacked: str | None = None
    """``pair`` or ``porter_pair``: pieces stacked in the tray, not yet placed."""
    shift: bool = False
    """Shift is held: a token or the porter dropped now makes a pair."""
    options: list[Accommodate] = field(default_factory=list)
    """The accommodation choices offered in the tray (the player's turn only)."""
    page: int = 0
    hover: int | None = None
    """The choice the pointer is over (its guests show in the player's lots)."""
    pressed: pygame.Rect | None = None
    """The tray button a press went down on (a click is a press and a release on it)."""
    shown_for: object = None
    """The position (state, eyes) the choices belong to."""

    def offer(self, shown_for: object, options: Sequence[Accommodate]) -> bool:
        """A new position: nothing stacked, its accommodation ``options`` on the first
        page. False (and nothing changes) when the choices already belong to it."""
        if shown_for == self.shown_for:
            return False
        self.shown_for = shown_for
        self.stacked, self.page, self.hover = None, 0, None
        self.options = list(options)
        return True

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.options) // layout.PAGE))

    def turn_page(self) -> None:
        """On to the next page of choices (hovering its first)."""
        self.page = (self.page + 1) % self.pages
        self.hover = self.page * layout.PAGE

    def option_at(self, pos: tuple[int, int]) -> int | None:
        """The index of the choice shown at ``pos``, if any."""
        shown = self.options[self.page * layout.PAGE : (self.page + 1) * layout.PAGE]
        for i, rect in enumerate(layout.option_rects(len(shown))):
            if rect.collidepoint(pos):
                return self.page * layout.PAGE + i
        return None

    def clickables(self, porter_waiting: bool) -> list[pygame.Rect]:
        """The tray's buttons now: Unstack, End turn (the porter may still go), the
        choices and the page button."""
        out = [separate_rect()] if self.stacked else []
        if porter_waiting:
            out.append(layout.end_turn_rect())
        if self.options:
            shown = len(self.options[self.page * layout.PAGE :])
            out += layout.option_rects(shown) + [layout.page_rect()]
        return out

    @property
    def preview(self) -> tuple | None:
        """The hovered choice's new guests per lot (the first choice's if none)."""
        return self.options[self.hover or 0].houses if self.options else None

    def state(self, slots: Sequence[tuple[str, pygame.Rect]]) -> TrayState:
        """What the tray draws of these choices, with a word under each piece's slot."""
        return TrayState(self.stacked, tuple(self.options), self.page, self.hover, tuple(slots))

    def key(self) -> tuple:
        """What of the choices the board shows (part of the painted layer's key)."""
        return (self.stacked, tuple(self.options), self.page, self.hover)
