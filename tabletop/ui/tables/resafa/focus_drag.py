"""Drags and drops in the focus view: every drop the board takes is taken in the big view
too, lit the same way and refused with the same reasons (the targets are the board's,
moved to where the view shows their places).

The pieces whose home lies under the overlay (the played card, the canal tiles) wait in a
tray at the right of the view, when the part shown has a place for them: the played card
in the tracks and bonus views (its colour action) and in the view of its main action's
place; the canal tiles in the network view. The caravan is picked up on the big map. A
workshop or a garden tile picked up in the big offer is carried out: the view steps aside
so that it is dropped on the player's grid, as on the board (``FocusControl``)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

import pygame

from tabletop.games.resafa import facts
from tabletop.ui import theme
from tabletop.ui.drag import Piece, Target

from . import mapgeom
from .draw import DIM, DrawContext, piece_key

MAIN_PART = {
    "trading": "map",
    "canal": "network",
    "provisions": "bonus",
    "workshop": "offer",
    "garden": "offer",
}
"""The part of the main board where the played card is dropped for each main action."""
COLOUR_PARTS = ("tracks", "bonus")
"""The parts where the played card's colour action is dropped (tracks; bonus cards, sack)."""
CARRIED_OUT = ("shop", "garden")
"""Pieces picked up in the view but dropped in the player area (the view steps aside)."""
TRAY_W = 136
"""The tray's width in the view."""


def spot_key(piece_key: tuple) -> tuple:
    """The view's place of a piece (``("piece", "camel")`` for the caravan)."""
    return ("piece", *piece_key)


def tray_keys(part: str, board_pieces: Sequence[Piece], mains: Sequence[str]) -> tuple:
    """The keys of the pieces the tray of ``part``'s view offers: the played card where
    its colour action or one of the main actions ``mains`` (legal now) is dropped, the
    canal tiles in the network view."""
    parts = set(COLOUR_PARTS) | {MAIN_PART.get(m, "") for m in mains}
    out = []
    for p in board_pieces:
        key = piece_key(p)
        if key == ("played",) and part in parts:
            out.append(key)
        elif key[:1] == ("canal",) and part == "network":
            out.append(key)
    return tuple(out)


def inner_and_tray(inner: pygame.Rect, tray: bool) -> tuple[pygame.Rect, pygame.Rect | None]:
    """The part's room and the tray's (``None`` without a tray)."""
    if not tray:
        return inner, None
    rest = pygame.Rect(inner.x, inner.y, inner.w - TRAY_W - 14, inner.h)
    return rest, pygame.Rect(inner.right - TRAY_W, inner.y, TRAY_W, inner.h)


def draw_tray(surface: pygame.Surface, c: DrawContext, box: pygame.Rect, spots: list) -> None:
    """The tray: a heading, the played card big, the canal tiles (at the face F shows)."""
    pygame.draw.rect(surface, (54, 58, 70), box, border_radius=8)
    pygame.draw.rect(surface, (96, 102, 118), box, 1, border_radius=8)
    pitch = mapgeom.ink(c.text, 14, True) + 4
    y = box.y + 6
    for row in c.text.wrap("Drag onto a lit place", box.w - 12, 14, True):
        c.text.blit(surface, row, (box.x + 6, y), 14, theme.ACCENT, True)
        y += pitch
    y += 4
    p = facts.seat(c.view, c.eyes)
    look = c.seats[c.eyes]
    canals = [k for k in c.tray if k[0] == "canal"]
    if ("played",) in c.tray and p.played:
        i = len(p.played) - 1
        card = facts.action_card(p.played[i])
        w = box.w - 40
        r = pygame.Rect(box.centerx - w // 2, y, w, w * 92 // 60)
        if ("played",) in c.lifted:
            pygame.draw.rect(surface, (70, 74, 86), r, 1, border_radius=6)
        else:
            half = p.halves[i] if i < len(p.halves) else 0
            surface.blit(c.art.action_card(card, r.size, half), r)
        spots.append((spot_key(("played",)), r))
        c.tips.append(
            (r, "Your played card: drag it onto a lit place (its colour or main action).")
        )
        y = r.bottom + 6
        for row in c.text.wrap("the played card", box.w - 8, 13):
            c.text.blit(surface, row, (box.centerx, y), 13, DIM, False, "midtop")
            y += pitch
        y += 4
    if canals:
        size = (box.w - 24) // 2
        for k, key in enumerate(canals):
            r = pygame.Rect(box.x + 8 + (k % 2) * (size + 8), y + (k // 2) * (size + 8), size, size)
            if r.bottom > box.bottom - 4:
                break
            if key in c.lifted:
                pygame.draw.rect(surface, (70, 74, 86), r, 1, border_radius=4)
            else:
                face = facts.canal_face(key[1], c.face)
                surface.blit(c.art.canal(face, size, look.rgb, look.symbol), r)
            spots.append((spot_key(key), r))
            c.tips.append((r, "Your canal tile: drag it onto a space (F: its other face)."))


def focus_pieces(
    spots: list,
    board_pieces: list[Piece],
    surface_for: Callable[[tuple, tuple[int, int]], pygame.Surface | None],
) -> list[Piece]:
    """The board's pieces that the view shows, picked up where it shows them; a piece
    carried at the view's size (the played card, a canal tile) drawn at that size
    (``surface_for(key, size)``)."""
    rects = dict(spots)
    out = []
    for p in board_pieces:
        key = piece_key(p)
        at = rects.get(spot_key(key))
        if at is None:
            continue
        if key == ("camel",) or (key[0] if key else "") in CARRIED_OUT:
            out.append(dataclasses.replace(p, rect=at.copy()))
            continue
        image = surface_for(key, at.size)
        out.append(dataclasses.replace(p, rect=at.copy(), surface=image, draw_held=True))
    return out


def focus_targets(spots: list, board_targets: list[Target]) -> list[Target]:
    """The board's targets at their places in the view (the ones it shows), in the
    board's order (a bonus card before the main action's whole part under it)."""
    rects = dict(spots)
    return [
        dataclasses.replace(t, rect=rects[t.key].copy()) for t in board_targets if t.key in rects
    ]


def carried_out(piece: Piece, pos: tuple[int, int]) -> Piece:
    """A workshop or garden tile picked up in the view, carried on over the board (the
    view stepped aside): under the pointer at its board size, home in the offer."""
    home = piece.rect.copy()
    size = piece.surface.get_size() if piece.surface is not None else home.size
    rect = pygame.Rect(0, 0, *size)
    rect.center = pos
    return dataclasses.replace(piece, rect=rect, home=home)
