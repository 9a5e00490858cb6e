"""Drawing Lodge's board from a ``DrawContext``: what to draw and with what, never the
table itself. Every function only reads; the panels live in ``panels``, whole lodges in
``boards``, faces in ``art``; every number and sentence comes from the game's ``facts``."""

from __future__ import annotations

import pygame

from ... import theme
from ...text import TextCache
from ...widgets import draw_tooltip
from ..frames import BOARD
from . import checklist, panels
from .context import DrawContext
from .layout import Layout


def draw_board(surface: pygame.Surface, c: DrawContext) -> None:
    """The whole board: background, the big lodge, strip, checklist, displays and the
    other lodges (or the solo panel); the hover tip is ``draw_tip``'s."""
    surface.blit(c.background, BOARD)
    panels.draw_lodge(surface, c)
    draw_held_floor(surface, c)
    panels.draw_strip(surface, c)
    checklist.draw_checklist(surface, c)
    panels.draw_room_display(surface, c)
    panels.draw_guest_display(surface, c)
    panels.draw_amenity_display(surface, c)
    if c.view.solo:
        panels.draw_solo(surface, c)
    else:
        panels.draw_others(surface, c)


def draw_held_floor(surface: pygame.Surface, c: DrawContext) -> None:
    """While a room is held, the floor it must go on, framed."""
    if c.held_floor is not None:
        band = c.layout.floor_band(c.held_floor)
        pygame.draw.rect(surface, theme.ACCENT, band, 2, border_radius=8)


def draw_tip(surface: pygame.Surface, c: DrawContext) -> pygame.Rect | None:
    """The hover tip at the pointer, kept on the board; the rectangle it covers."""
    if not c.tip:
        return None
    inside = (c.mouse[0] - BOARD.x, c.mouse[1] - BOARD.y)  # kept off the sidebar
    return draw_tooltip(surface.subsurface(BOARD), c.text, c.tip, inside).move(BOARD.topleft)


def layer_key(c: DrawContext, hovered: int | None) -> tuple:
    """What ``draw_board`` shows, without the pointer: ``hovered`` is the small lodge
    under it (lit), the only thing the pointer changes there."""
    return (
        c.view,
        c.seats,
        c.eyes,
        c.shown,
        c.actor,
        c.playable,
        c.held,
        c.held_floor,
        hovered if c.hovering else None,
        id(c.text),
        id(c.art),
        id(c.boards),
        id(c.background),
    )


def make_background(text: TextCache, layout: Layout, solo: bool) -> pygame.Surface:
    """Felt, panel frames, titles and labels: what never changes in a game."""
    surface = pygame.Surface(BOARD.size)
    surface.fill(theme.BG)
    panels.draw_background(surface, text, layout, solo)
    if pygame.display.get_surface() is not None:
        surface = surface.convert()
    return surface
