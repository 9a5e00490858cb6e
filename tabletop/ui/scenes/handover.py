"""The hot-seat curtain: hides the table until the next player says they are at the screen."""

from __future__ import annotations

import pygame

from .. import theme
from ..icons import draw_symbol
from ..scene import Context, Curtained
from ..widgets import Button
from .common import ButtonScene


class HandoverScene(ButtonScene):
    """Shown before a human's turn in a game with secrets (hot-seat): the table below
    stays hidden until ``seat``'s player clicks, then it shows their view."""

    opaque = True  # the table below must not show through

    def __init__(self, ctx: Context, table: Curtained, seat: int):
        super().__init__(ctx)
        self.table = table
        self.text_floor = getattr(table, "text_floor", True)  # its table's text sizes
        self.seat = seat
        name = table.match.config.seats[seat].name
        self.name = name
        self.buttons = [
            Button(
                (600, 560, 400, 64),
                f"I am {name}: show my table",
                self.reveal,
                primary=True,
                key=pygame.K_RETURN,
            )
        ]

    def reveal(self) -> None:
        self.table.reveal_to(self.seat)
        self.ctx.stack.pop()

    def handle(self, event: pygame.event.Event) -> None:
        self.handle_buttons(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((16, 18, 22))
        text = self.services.text
        seat = self.table.match.config.seats[self.seat]
        style = self.services.seat_style(seat.colour)
        draw_symbol(surface, style.symbol, (800, 300), 48, style.rgb)
        text.blit(
            surface, f"Pass the computer to {self.name}", (800, 400), 40, theme.TEXT, True, "center"
        )
        text.blit(
            surface,
            "The table stays hidden until they are ready, so nobody sees their secrets.",
            (800, 460),
            20,
            theme.TEXT_DIM,
            anchor="center",
        )
        self.draw_buttons(surface)
