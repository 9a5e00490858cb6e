"""Labels and panels."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import layout_probe, theme
from ..text import TextCache


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    fill=theme.PANEL,
    edge=theme.PANEL_EDGE,
    radius: int = 10,
    width: int = 1,
) -> None:
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if edge is not None and width:
        pygame.draw.rect(surface, edge, rect, width, border_radius=radius)
    if layout_probe.active is not None:  # the layout test only
        layout_probe.active.panel(surface, rect)


@dataclass
class Label:
    text: str
    pos: tuple[int, int]
    size: int = 18
    colour: tuple[int, int, int] = theme.TEXT
    bold: bool = False
    anchor: str = "topleft"

    def draw(self, surface: pygame.Surface, text: TextCache) -> None:
        text.blit(surface, self.text, self.pos, self.size, self.colour, self.bold, self.anchor)


@dataclass
class Panel:
    rect: pygame.Rect
    title: str = ""

    def draw(self, surface: pygame.Surface, text: TextCache) -> pygame.Rect:
        """Draw the panel; returns the inner rect below the title."""
        draw_panel(surface, self.rect)
        inner = self.rect.inflate(-24, -20)
        if self.title:
            text.blit(surface, self.title, inner.topleft, 18, theme.ACCENT, bold=True)
            inner = pygame.Rect(inner.x, inner.y + 30, inner.w, inner.h - 30)
        return inner
