"""Lodge's automatic steps played on the board (issue #14): after a move that set them off
(an amenity built, the guests refreshed, the refresh token, the end of a turn) the board
shows each step of ``facts.round_steps`` in turn: the amenity dealt from the stack, guests
dealt from the bag, the valet filled, the solo rival taking a room, discarding the last
amenity and sending the first guest back, the refresh token's row going to the discard
pile, and each pass of the room display refresh (rooms sliding down their column, new
ones dealt from the bag). The pieces slide between two steps; "What happened" is the
caption over the big lodge (which these steps never change). The model and the pacing
are ``telling.py``'s; this module says where each place is and what each piece looks
like.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Protocol

import pygame

from tabletop.engine.result import name_seats
from tabletop.games.lodge import GAME, facts

from ..marks import EventsPanel
from ..telling import Flight, Shown, StepHooks
from .art import LodgeArt
from .context import DrawContext
from .draw import draw_board
from .layout import Layout
from .panels import thumbs

WEIGHT = {"trigger": 0.7, "over": 0.7, "valet": 0.8}
"""Steps that move little show for part of a beat."""


def place_rect(lay: Layout, view, shown: int, piece: str, place: tuple[str, int]) -> pygame.Rect:
    """Where a place of ``facts.round_steps`` is on the board: a display slot, a valet, or
    the pile a piece comes from or goes to (the panel's title, where its bag is counted;
    the rival's panel)."""
    kind, i = place
    if kind == "rooms":
        n = lay.display_cols
        return lay.display_cell(i // n + 1, i % n)
    if kind == "guests":
        return lay.guest_slot(i)
    if kind == "amenities":
        return lay.amenity_slot(i)
    if kind == "valet":
        if i == shown:
            return lay.valet
        card = next((c for s, c in thumbs(lay, view.players, shown) if s == i), None)
        return card if card is not None else lay.valet
    if kind == "rival":
        return lay.others_panel
    panel = {"room": lay.rooms_panel, "guest": lay.guests_panel}.get(piece, lay.amenities_panel)
    corner = pygame.Rect(0, 0, 60, 30)
    if kind == "discard":
        corner.topleft = (panel.x + 8, panel.y + 2)
    else:  # the bag or the amenity stack
        corner.topright = (panel.right - 8, panel.y + 2)
    return corner


def _surface(art: LodgeArt, lay: Layout, m: facts.Moved, at: pygame.Rect) -> pygame.Surface:
    if m.piece == "room":
        return art.room(lay.room, facts.tile_colour(m.item))
    if m.piece == "guest":
        return art.guest(at.size, m.item)
    return art.amenity_card(at.size, m.item, facts.amenity_face(m.item).condition)


def flights(art: LodgeArt, lay: Layout, view, shown: int, step: facts.RoundStep) -> tuple:
    """The pieces sliding in ``step``, each the size of the slot it leaves or reaches."""
    out = []
    for m in step.moved:
        start = place_rect(lay, view, shown, m.piece, m.start)
        end = place_rect(lay, view, shown, m.piece, m.end)
        slot = start if m.start[0] in ("rooms", "guests", "amenities") else end
        if m.piece == "guest" and "valet" in (m.start[0], m.end[0]):
            slot = lay.valet if shown in (m.start[1], m.end[1]) else pygame.Rect(0, 0, 48, 18)
        surface = _surface(art, lay, m, slot)
        size = surface.get_size()
        out.append(Flight(surface, _corner(start, size), _corner(end, size)))
    return tuple(out)


def _corner(rect: pygame.Rect, size: tuple[int, int]) -> tuple[int, int]:
    """The top-left corner of a piece of ``size`` centred on ``rect``."""
    return (rect.centerx - size[0] // 2, rect.centery - size[1] // 2)


def focus(lay: Layout, view, shown: int, step: facts.RoundStep) -> tuple[pygame.Rect, ...]:
    """Where the eye goes once the pieces landed: the slots they reached, or the slots
    they left when they went to a pile."""
    out = []
    for m in step.moved:
        end = m.end if m.end[0] in ("rooms", "guests", "amenities", "valet") else m.start
        rect = place_rect(lay, view, shown, m.piece, end)
        if rect not in out:
            out.append(rect)
    return tuple(out)


class StepsHost(Protocol):
    """What the steps read of the table: its layout and art, the seat at the screen
    (whose views the steps show), whose lodge is big, and its drawing's context."""

    @property
    def layout(self) -> Layout: ...

    @property
    def art(self) -> LodgeArt: ...

    @property
    def eyes(self) -> int: ...

    def shown_seat(self, view: Any) -> int: ...

    def draw_context(self, view: Any) -> DrawContext: ...

    @property
    def services(self) -> Any: ...


class LodgeSteps(StepHooks):
    """Lodge's steps for the table's ``StepTeller``: the steps from ``facts.round_steps``, the board
    painted with the table's own drawing, the caption over the big lodge."""

    def __init__(self, host: StepsHost, names: tuple[str, ...]):
        self.host = host
        self.names = names
        """The seats' names, for the steps' lines."""

    def make_steps(self, before: Any, action: Any, after: Any) -> list[Shown]:
        steps = facts.round_steps(before, action, after)
        if not steps:
            return []
        host = self.host
        eyes, lay, names = host.eyes, host.layout, self.names
        view = GAME.view(after, eyes)
        shown = host.shown_seat(view)
        previous = GAME.view(facts.opening(before, action, after), eyes)
        out = []
        for step in steps:
            now = GAME.view(step.position, eyes)
            under = GAME.view(step.lifted, eyes) if step.lifted is not None else previous
            out.append(
                Shown(
                    name_seats(step.line, names),
                    step.kind,
                    under,
                    now,
                    flights(host.art, lay, now, shown, step),
                    focus(lay, now, shown, step),
                    WEIGHT.get(step.kind, 1.0),
                )
            )
            previous = now
        return out

    def paint_steps(self, layer: pygame.Surface, view: Any) -> None:
        context = replace(
            self.host.draw_context(view),
            playable=frozenset(),
            held=None,
            held_floor=None,
            hovering=False,
            tip="",
        )
        draw_board(layer, context)

    def caption_places(self, lines: int) -> tuple[pygame.Rect, ...]:
        """Over the big lodge's lower floors (its own panel's width at most), as tall as
        ``lines`` rows at the text size in use."""
        panel = self.host.layout.lodge_panel
        height = EventsPanel.height_for(self.host.services.text, lines)
        rect = pygame.Rect(0, 0, EventsPanel.WIDTH, height)
        rect.bottomleft = (panel.x + 8, panel.bottom - 8)
        return (rect,)
