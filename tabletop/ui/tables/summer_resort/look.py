"""What the board looks like between moves: the table's ``Art`` (every surface cached by
what it shows, the painted board layer among them) and the small labels drawn over that
layer this frame (where an automobile drives, a Shift-held pair, the hint's piece). The
table paints the layer and the labels in ``update``; ``draw`` only blits them."""

from __future__ import annotations

import pygame

from tabletop.ui.tables.frames import BOARD, LayerJob
from tabletop.ui.text import TextCache

from .art import Art, Palette

Overlay = tuple[pygame.Surface, tuple[int, int]]  # a label and its top-left corner


class BoardLook:
    """The art of the board and the labels over it this frame."""

    def __init__(self, art: Art):
        self.art = art
        self.overlays: tuple[Overlay, ...] = ()
        self.job: LayerJob | None = None
        """The next layer being painted in steps while the table holds its picture."""

    def sync(self, text: TextCache, palette: Palette) -> bool:
        """Use the art for ``text`` (the text size now) and ``palette`` (the seats' colours
        now): a new ``Art`` when either changed (the old one's tokens, layer and faces
        are dropped); returns whether it changed."""
        if self.art.text is text and self.art.palette == palette:
            return False
        self.art = Art(text, palette)
        self.job = None
        return True

    def key(self, lifted: object) -> tuple | None:
        """What the board shows: the layer, the piece ``lifted`` off it, the labels over
        it (``None`` before the first layer is painted)."""
        layer = self.art.latest_layer()
        if layer is None:
            return None
        return (layer[0], lifted, self.overlays)

    def draw_layer(self, surface: pygame.Surface) -> None:
        """Blit the painted board layer (if any)."""
        layer = self.art.latest_layer()
        if layer is not None:
            surface.blit(layer[1], BOARD.topleft, area=BOARD)

    def draw_overlays(self, surface: pygame.Surface) -> None:
        for badge, pos in self.overlays:
            surface.blit(badge, pos)
