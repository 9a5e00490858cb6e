"""The Indian Summer board painted whole from a ``BoardContext`` (``paint``: the layer the
table keeps between frames, or a step of a move's story), and that layer kept with the
pictures it is painted with (``PaintedBoard``: the art, cached by what each picture
shows, and the layer with the ``Look`` it shows)."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

import pygame

from ...text import TextCache
from ...theme import SeatStyle
from ..frames import BOARD
from . import draw, draw_shared
from .art import Art
from .choices import Choices
from .draw import BoardContext


def paint(surface: pygame.Surface, ctx: BoardContext) -> None:
    """The whole board: your floor, path and treasures; the others' floors, the common path
    (or the solo board); the supply and the animals."""
    draw.draw_table_top(surface, BOARD)
    draw.draw_floor(surface, ctx)
    draw.draw_path(surface, ctx)
    draw.draw_treasures(surface, ctx)
    if ctx.view.solo is not None:
        draw_shared.draw_solo(surface, ctx)
    else:
        draw_shared.draw_others(surface, ctx)
        draw_shared.draw_ring(surface, ctx)
    draw_shared.draw_supply(surface, ctx)
    draw_shared.draw_animals(surface, ctx)


@dataclass(frozen=True)
class Look:
    """Everything the painted board shows: the position (as the seat at the screen sees
    it), whose floor is big and how a tile in hand lies, the piece lifted off the board,
    whether the seat may act, the text and the seats' colours."""

    view: Any
    eyes: int
    choices: Choices
    lifted: Hashable | None
    my_turn: bool
    text: TextCache
    styles: tuple[SeatStyle, ...]


class PaintedBoard:
    """The board painted between frames (``paint``, in ``update``) and blitted by ``draw``;
    painted again only when its ``Look`` changed."""

    def __init__(self, text: TextCache):
        self.art = Art(text)
        self.layer: pygame.Surface | None = None
        self.look: Look | None = None

    def keep_text(self, text: TextCache) -> None:
        """New pictures for a new text cache (the text size changed in Settings)."""
        if self.art.text is not text:
            self.art = Art(text)

    def shows(self, look: Look) -> bool:
        """The layer is painted and shows ``look``."""
        return self.layer is not None and self.look == look

    def paint(self, look: Look, ctx: BoardContext) -> None:
        """Paint the layer from ``ctx`` unless it shows ``look`` already."""
        if self.shows(look):
            return
        if self.layer is None:
            size = (BOARD.right, BOARD.bottom)
            layer = pygame.Surface(size)
            self.layer = layer.convert() if pygame.display.get_surface() is not None else layer
        paint(self.layer, ctx)
        self.look = look

    def blit(self, surface: pygame.Surface) -> None:
        """The painted board onto ``surface`` (inside ``BOARD``)."""
        if self.layer is not None:
            surface.blit(self.layer, BOARD.topleft, area=BOARD)
