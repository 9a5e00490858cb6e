"""The parts of a table that every game shares: banner, scores, the list of moves that
no drag gesture makes (Pass, End turn, choices)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from tabletop.engine.actions import Action

from .. import theme
from ..icons import IconCache, draw_symbol
from ..text import TextCache
from ..widgets import Button, draw_panel

if TYPE_CHECKING:
    from .base import TableScene


def draw_banner(surface: pygame.Surface, table: TableScene, text: TextCache) -> None:
    """``Ann — place a token or pass`` with Ann's colour and symbol; or who won."""
    rect = pygame.Rect(0, 0, surface.get_width(), 56)
    pygame.draw.rect(surface, (20, 23, 28), rect)
    pygame.draw.line(surface, theme.PANEL_EDGE, rect.bottomleft, rect.bottomright)
    match = table.match
    actor = match.actor()
    if actor is None:
        message, seat = "Game over", None
    else:
        seat = match.config.seats[actor]
        doing = (
            table.game.prompt(match.state)
            if table.my_turn()
            else ("thinking…" if seat.bot_level else "their turn")
        )
        message = f"{seat.name} — {doing}"
    x = 20
    if seat is not None:
        style = table.services.seat_style(seat.colour)
        draw_symbol(surface, style.symbol, (x + 16, rect.centery), 15, style.rgb)
        x += 44
    text.blit(
        surface, text.fit(message, 900, 24), (x, rect.centery), 24, theme.TEXT, True, "midleft"
    )
    status = table.status_text(table.view)
    if status:
        text.blit(
            surface, status, (rect.right - 20, rect.centery), 20, theme.TEXT_DIM, anchor="midright"
        )


def draw_scores(
    surface: pygame.Surface, table: TableScene, rect: pygame.Rect, text: TextCache
) -> None:
    """One row per seat: symbol, name, who controls it, live score (where allowed)."""
    draw_panel(surface, rect)
    scores = table.live_scores
    title = "Players and scores" if scores is not None else "Players"
    text.blit(surface, title, (rect.x + 12, rect.y + 8), 16, theme.ACCENT, bold=True)
    actor = table.match.actor()
    row_h = min(40, (rect.h - 40) // max(1, len(table.match.config.seats)))
    for i, seat in enumerate(table.match.config.seats):
        y = rect.y + 36 + i * row_h
        style = table.services.seat_style(seat.colour)
        if i == actor:
            pygame.draw.rect(
                surface, (70, 78, 92), (rect.x + 6, y, rect.w - 12, row_h - 4), border_radius=6
            )
            text.blit(
                surface,
                "▶",
                (rect.x + 12, y + (row_h - 4) // 2),
                16,
                theme.ACCENT,
                anchor="midleft",
            )
        draw_symbol(surface, style.symbol, (rect.x + 44, y + (row_h - 4) // 2), 11, style.rgb)
        who = "you" if i == table.eyes and seat.is_human else ("bot" if seat.bot_level else "")
        name = seat.name + (f" ({who})" if who else "")
        text.blit(
            surface,
            text.fit(name, rect.w - 150, 17),
            (rect.x + 64, y + (row_h - 4) // 2),
            17,
            theme.TEXT,
            anchor="midleft",
        )
        if scores is not None:
            text.blit(
                surface,
                str(scores[i]),
                (rect.right - 16, y + (row_h - 4) // 2),
                18,
                theme.TEXT,
                True,
                "midright",
            )


class ActionList:
    """Buttons for the legal moves that no drag gesture makes, paged when many."""

    ROW = 42

    def __init__(self, rect: pygame.Rect, play: Callable[[Action], bool]):
        self.rect = rect
        self.play = play
        self.actions: list[tuple[Action, str]] = []
        self.page = 0
        self.buttons: list[Button] = []
        self.idle = "Drag a piece onto the board."

    @property
    def per_page(self) -> int:
        return max(1, (self.rect.h - 40) // self.ROW - 1)

    def set_actions(self, actions: list[tuple[Action, str]]) -> None:
        if actions != self.actions:
            self.actions = actions
            self.page = 0
            self._layout()

    def _layout(self) -> None:
        start = self.page * self.per_page
        shown = self.actions[start : start + self.per_page]
        self.buttons = []
        for i, (action, label) in enumerate(shown):
            rect = (
                self.rect.x + 10,
                self.rect.y + 34 + i * self.ROW,
                self.rect.w - 20,
                self.ROW - 6,
            )
            self.buttons.append(
                Button(rect, label[:1].upper() + label[1:], lambda a=action: self.play(a), size=16)
            )
        pages = (len(self.actions) + self.per_page - 1) // self.per_page
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

    def _turn(self, delta: int) -> None:
        pages = max(1, (len(self.actions) + self.per_page - 1) // self.per_page)
        self.page = (self.page + delta) % pages
        self._layout()

    def handle(self, event: pygame.event.Event) -> bool:
        return any(button.handle(event) for button in list(self.buttons))

    def draw(
        self, surface: pygame.Surface, text: TextCache, icons: IconCache, enabled: bool
    ) -> None:
        draw_panel(surface, self.rect)
        title = "Your moves" if enabled else "Your moves (not your turn)"
        text.blit(surface, title, (self.rect.x + 12, self.rect.y + 8), 16, theme.ACCENT, bold=True)
        if not self.actions:
            hint = self.idle if enabled else "Waiting for the other players."
            for i, line in enumerate(text.wrap(hint, self.rect.w - 24, 15)[:4]):
                text.blit(
                    surface, line, (self.rect.x + 12, self.rect.y + 40 + 22 * i), 15, theme.TEXT_DIM
                )
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
