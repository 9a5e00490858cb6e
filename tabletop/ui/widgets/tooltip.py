"""Tooltips and toasts (a short message that fades, e.g. why a move was refused)."""

from __future__ import annotations

import pygame

from .. import theme
from ..text import TextCache


def draw_tooltip(
    surface: pygame.Surface,
    text: TextCache,
    message: str,
    pos: tuple[int, int],
    good: bool | None = None,
    width: int = 360,
) -> pygame.Rect:
    """A box with ``message`` near ``pos``; green edge + tick for good, red + cross for bad."""
    lines = text.wrap(message, width - 40, 16)
    h = 14 + 22 * len(lines)
    # the rendered (cached) lines' widths: no measuring every frame
    w = min(width, 40 + max(text.render(line, 16).get_width() for line in lines))
    rect = pygame.Rect(pos[0] + 18, pos[1] + 18, w, h)
    rect.clamp_ip(surface.get_rect())
    edge = theme.PANEL_EDGE if good is None else (theme.GOOD if good else theme.BAD)
    pygame.draw.rect(surface, (20, 22, 28), rect, border_radius=6)
    pygame.draw.rect(surface, edge, rect, 2, border_radius=6)
    x = rect.x + 10
    if good is not None:  # a mark as well as the colour
        mark = "✔" if good else "✖"
        text.blit(surface, mark, (x, rect.y + 7), 16, edge, bold=True)
    for i, line in enumerate(lines):
        text.blit(surface, line, (x + (22 if good is not None else 0), rect.y + 7 + 22 * i), 16)
    return rect


class Toast:
    """A message shown for a few seconds at the bottom of the table."""

    def __init__(self) -> None:
        self.message = ""
        self.good: bool | None = None
        self.remaining = 0.0

    def show(self, message: str, good: bool | None = None, seconds: float = 4.0) -> None:
        self.message, self.good, self.remaining = message, good, seconds

    def update(self, dt: float) -> None:
        self.remaining = max(0.0, self.remaining - dt)

    @property
    def visible(self) -> bool:
        return self.remaining > 0 and bool(self.message)

    def rect(self, text: TextCache, center: tuple[int, int]) -> pygame.Rect | None:
        """Where the message stands with its bottom's middle at ``center`` (``None``:
        hidden)."""
        if not self.visible:
            return None
        lines = text.wrap(self.message, 760, 18)
        w = 60 + max(text.size(line, 18)[0] for line in lines)
        pitch = max(26, text.font(18).get_linesize() + 2)  # lines apart in a larger size
        rect = pygame.Rect(0, 0, w, 16 + pitch * len(lines))
        rect.midbottom = center
        return rect

    def draw(
        self, surface: pygame.Surface, text: TextCache, center: tuple[int, int]
    ) -> pygame.Rect | None:
        """The message at ``center``'s bottom; the rectangle it covers (``None``: hidden)."""
        rect = self.rect(text, center)
        if rect is None:
            return None
        lines = text.wrap(self.message, 760, 18)
        pitch = max(26, text.font(18).get_linesize() + 2)
        edge = theme.PANEL_EDGE if self.good is None else (theme.GOOD if self.good else theme.BAD)
        pygame.draw.rect(surface, (18, 20, 26), rect, border_radius=10)
        pygame.draw.rect(surface, edge, rect, 2, border_radius=10)
        if self.good is not None:
            text.blit(
                surface, "✔" if self.good else "✖", (rect.x + 14, rect.y + 9), 18, edge, bold=True
            )
        for i, line in enumerate(lines):
            text.blit(surface, line, (rect.x + 42, rect.y + 9 + pitch * i), 18)
        return rect
