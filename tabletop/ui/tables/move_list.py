"""The list of the moves no gesture makes (Pass, End turn, choices) in the sidebar: a
button each, paged when many; a long move wraps onto more lines in a taller button."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

import pygame

from tabletop.engine.actions import Action

from .. import theme
from ..icons import IconCache
from ..text import TextCache
from ..widgets import Button, draw_panel
from ..widgets.button import label_height, label_lines


def shown_label(label: str) -> str:
    """A move's label as its button shows it (capitalised)."""
    return label[:1].upper() + label[1:]


class ActionList:
    """Buttons for the legal moves that no drag gesture makes, paged when many. A long move
    wraps onto two lines in a taller button (three or more, in smaller letters, when two do
    not hold it): the player reads the whole move before choosing it, without hovering."""

    ROW = 42
    SIZES = (16, 15, 14)
    """A move's letter sizes: the largest at which it takes at most two lines (else the
    smallest, on as many lines as it needs)."""

    def __init__(self, rect: pygame.Rect, play: Callable[[Action], bool]):
        self.rect = rect
        self.play = play
        self.actions: list[tuple[Action, str]] = []
        self.page = 0
        self.per_page = self._most
        """Moves on each page (every page but the last holds this many)."""
        self.buttons: list[Button] = []
        self.idle = "Drag a piece onto the board."
        self._text: TextCache | None = None  # measures the labels (``measure``)
        self._measured: tuple | None = None
        self._fits: list[tuple[int, int]] = []  # (letter size, height) of each move

    @property
    def _most(self) -> int:
        """Moves on a page when each takes one line."""
        return max(1, (self.rect.h - 40) // self.ROW - 1)

    def set_actions(self, actions: Sequence[tuple[Action, str]]) -> None:
        actions = list(actions)
        if actions != self.actions:
            self.actions = actions
            self.page = 0
            self._layout()

    def measure(self, text: TextCache) -> None:
        """Lay the buttons out again for the letters of ``text`` (once per text cache and
        scale; the sidebar calls it before drawing)."""
        key = (id(text), getattr(text, "scale", 1))
        if key != self._measured:
            self._text, self._measured = text, key
            self._layout()

    def _fit(self, label: str) -> tuple[int, int]:
        """(letter size, button height) that show ``label`` whole."""
        single, text = self.ROW - 6, self._text
        width = self.rect.w - 20
        if text is None:
            return self.SIZES[0], single
        for size in self.SIZES:
            lines = len(label_lines(text, label, width - 14, size))
            if lines <= 2:
                break
        return size, label_height(text, label, width, size, single)

    def _pages(self) -> int:
        """Moves on each page: the most whose every page fits above the paging row."""
        room = self.rect.h - 40 - self.ROW
        heights = [h + 6 for _, h in self._fits]
        for count in range(self._most, 0, -1):
            pages = range(0, len(heights), count)
            if all(sum(heights[i : i + count]) <= room for i in pages):
                return count
        return 1

    def _layout(self) -> None:
        self._fits = [self._fit(shown_label(label)) for _, label in self.actions]
        self.per_page = self._pages()
        pages = max(1, (len(self.actions) + self.per_page - 1) // self.per_page)
        self.page = min(self.page, pages - 1)
        start = self.page * self.per_page
        shown = self.actions[start : start + self.per_page]
        self.buttons = []
        y = self.rect.y + 34
        for (action, label), (size, height) in zip(shown, self._fits[start:]):
            rect = (self.rect.x + 10, y, self.rect.w - 20, height)
            self.buttons.append(
                Button(
                    rect,
                    shown_label(label),
                    partial(self.play, action),
                    size=size,
                    wrap=True,
                )
            )
            y += height + 6
        if pages > 1:
            y = self.rect.bottom - self.ROW
            half = (self.rect.w - 30) // 2
            self.buttons.append(
                Button(
                    (self.rect.x + 10, y, half, self.ROW - 8),
                    "‹ Previous",
                    lambda: self._turn(-1),
                    size=15,
                )
            )
            self.buttons.append(
                Button(
                    (self.rect.x + 20 + half, y, half, self.ROW - 8),
                    "More ›",
                    lambda: self._turn(1),
                    size=15,
                )
            )

    def button_for(self, action: Action) -> Button | None:
        """The button that plays ``action``, turning to its page (``None``: not listed)."""
        index = next((i for i, (a, _) in enumerate(self.actions) if a == action), None)
        if index is None:
            return None
        if index // self.per_page != self.page:
            self.page = index // self.per_page
            self._layout()
        return self.buttons[index - self.page * self.per_page]

    def _turn(self, delta: int) -> None:
        pages = max(1, (len(self.actions) + self.per_page - 1) // self.per_page)
        self.page = (self.page + delta) % pages
        self._layout()

    def handle(self, event: pygame.event.Event) -> bool:
        return any(button.handle(event) for button in list(self.buttons))

    def draw(
        self,
        surface: pygame.Surface,
        text: TextCache,
        icons: IconCache,
        enabled: bool,
        over: bool = False,
    ) -> None:
        """The panel and its buttons, or what to do (``enabled``: the player at the screen
        is to move; ``over``: the game is over)."""
        draw_panel(surface, self.rect)
        title = "Your moves" if enabled or over else "Your moves (not your turn)"
        text.blit(surface, title, (self.rect.x + 12, self.rect.y + 8), 16, theme.ACCENT, bold=True)
        if not self.actions:
            hint = self.idle if enabled else "Waiting for the other players."
            if over:  # not waiting for anyone: the results come next
                hint = "The game is over: the results come next."
            pitch = max(22, text.font(15).get_linesize() + 3)  # apart in a larger text size
            for i, line in enumerate(text.wrap(hint, self.rect.w - 24, 15)[:4]):
                at = (self.rect.x + 12, self.rect.y + 40 + pitch * i)
                text.blit(surface, line, at, 15, theme.TEXT_DIM)
            return
        pages = (len(self.actions) + self.per_page - 1) // self.per_page
        if pages > 1:
            text.blit(
                surface,
                f"{self.page + 1}/{pages}",
                (self.rect.right - 12, self.rect.y + 10),
                14,
                theme.TEXT_DIM,
                anchor="topright",
            )
        for button in self.buttons:
            button.draw(surface, text, icons)
