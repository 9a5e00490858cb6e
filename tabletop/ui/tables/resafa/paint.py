"""The Resafa table's picture between frames: how each seat is shown (``seat_looks``,
Resafabot included in the solo mode) and the one cached layer the board is painted into
(``layer_steps``: the main board, the player area, the other players' panels, the
magnifiers and the focus view over them), from a ``DrawContext`` (only read)."""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from typing import Any

import pygame

from tabletop.games.resafa import facts
from tabletop.ui import theme
from tabletop.ui.tables.frames import BOARD

from .area import draw_area
from .board import draw_map, draw_network
from .draw import DrawContext, SeatLook
from .focus import draw_focus, draw_zoom_buttons
from .panels import draw_panels
from .stock import draw_bonus, draw_offer, draw_tracks

BOT_GREY = (150, 150, 156)
BOT_SYMBOLS = ("star", "diamond", "triangle", "square", "circle")
"""Resafabot's symbol: the first of these the player's colour does not use."""


def seat_looks(seats: Sequence[Any], seat_style: Callable[[str], Any], view: Any) -> tuple:
    """How each seat of ``view`` is shown: the config's ``seats`` in their colours, and in
    the solo mode Resafabot (grey, with a symbol the player's colour does not have) where
    the view has it."""
    out = []
    for s in seats:
        style = seat_style(s.colour)
        out.append(SeatLook(s.name, style.rgb, style.symbol))
    bot = facts.bot_seat(view) if view is not None else None
    if bot is not None:
        taken = {look.symbol for look in out}
        symbol = next((x for x in BOT_SYMBOLS if x not in taken), BOT_SYMBOLS[0])
        out.insert(bot, SeatLook(facts.bot_name(), BOT_GREY, symbol))
    return tuple(out)


def layer_steps(
    layer: pygame.Surface, c: DrawContext, part: str
) -> Generator[None, None, list | None]:
    """Paint the whole board into ``layer``, with ``part`` shown big the focus view over
    it, in steps of a few milliseconds (a pause between two), so that the board of
    another seat's move is painted over several frames while the picture before it stays
    on the screen (``frames.py``). Its value: the focus view's places (key, rect), or
    ``None`` when it is closed."""
    layer.fill(theme.BG)
    pygame.draw.rect(layer, theme.FELT, BOARD.inflate(-4, -4), border_radius=10)
    draw_map(layer, c)
    yield
    draw_network(layer, c)
    draw_tracks(layer, c)
    yield
    draw_bonus(layer, c)
    draw_offer(layer, c)
    yield
    draw_area(layer, c)
    yield
    draw_panels(layer, c, [s for s in range(len(c.seats)) if s != c.focus])
    draw_zoom_buttons(layer, c)
    if not part:
        return None
    yield
    return draw_focus(layer, c, part)
