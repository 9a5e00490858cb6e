"""Lodge's table: drag a room from the display onto its floor, an amenity onto any space,
a guest onto a room, the refresh token onto a display row, a display guest onto the valet.
Rare moves (end turn, refresh guests, discard when nothing can be built) are buttons."""

from __future__ import annotations

import dataclasses
from typing import NamedTuple

import pygame

from tabletop.games.lodge.actions import (
    BuildAmenity,
    BuildRoom,
    ChooseValet,
    PlaceDisplayGuest,
    PlaceValetGuest,
    UseRefreshToken,
)
from tabletop.games.lodge.components import components
from tabletop.games.lodge.hints import ChecklistLine, amenity_checklist
from tabletop.games.lodge.scoring import breakdown, score
from tabletop.games.lodge.state import (
    EMPTY,
    Lodge,
    LodgeState,
    display_index,
    put,
    room_colour,
    space,
)
from tabletop.games.lodge.text import amenity_text, condition_text, guest_text, room_text

from ... import theme
from ...drag import Piece, Target
from ...widgets import draw_tooltip
from ..base import BOARD, TableScene
from . import layout as L
from . import panels
from .art import GOLD, INK, LodgeArt
from .boards import LodgeBoards


class LodgeFacts(NamedTuple):
    score: int
    parts: dict[str, int]
    checklist: list[ChecklistLine]


class LodgeTable(TableScene):
    """The table for Lodge: one big lodge (yours unless you enlarge another), the displays,
    and the other lodges small."""

    def __init__(self, ctx, match, autosave: bool = True):
        super().__init__(ctx, match, autosave)
        self.focus = self.eyes
        self._focus_eyes = self.eyes
        self._art: LodgeArt | None = None
        self._boards: LodgeBoards | None = None
        self._token: pygame.Surface | None = None
        self._facts: dict[tuple, LodgeFacts] = {}
        self._fits: dict[tuple, str] = {}
        self._background: tuple | None = None
        self._playable: tuple = (None, frozenset())
        self._badge: pygame.Surface | None = None

    # --- cached art (rebuilt when the palette changes: colour-blind setting) --------------
    def _palette(self) -> tuple:
        return tuple(self.services.seat_style(c.name.lower()).rgb for c in components().colours)

    def _sync_art(self) -> None:
        palette = self._palette()
        if self._art is None or self._art.palette != palette:
            self._art = LodgeArt(self.services.text, palette)
            self._boards = LodgeBoards(self._art)

    @property
    def art(self) -> LodgeArt:
        if self._art is None:
            self._sync_art()
        return self._art

    @property
    def boards(self) -> LodgeBoards:
        if self._boards is None:
            self._sync_art()
        return self._boards

    def facts(self, lodge: Lodge, seat: int) -> LodgeFacts:
        """Score, breakdown and amenity checklist of a lodge, worked out once per position."""
        key = (lodge, seat)
        facts = self._facts.get(key)
        if facts is None:
            if len(self._facts) > 64:
                self._facts.clear()
            state = dataclasses.replace(self.view, lodges=put(self.view.lodges, seat, lodge))
            facts = LodgeFacts(score(lodge), dict(breakdown(lodge)), amenity_checklist(state, seat))
            self._facts[key] = facts
        return facts

    def playable(self) -> frozenset:
        """Keys of the pieces that have a legal place now (they get a tick badge)."""
        key = (len(self.match.log), id(self.match.state), self.eyes)
        if self._playable[0] != key:
            keys: set = set()
            for a in self.game.legal_actions(self.match.state) if self.my_turn() else ():
                if isinstance(a, BuildRoom):
                    keys.add(("room", a.row, a.slot))
                elif isinstance(a, BuildAmenity):
                    keys.add(("amenity", a.slot))
                elif isinstance(a, (PlaceDisplayGuest, ChooseValet)):
                    keys.add(("guest", a.slot))
                elif isinstance(a, PlaceValetGuest):
                    keys.add(("valet",))
            self._playable = (key, frozenset(keys))
        return self._playable[1]

    def badge(self, surface: pygame.Surface, key, rect: pygame.Rect, low: bool = False) -> None:
        """A tick on a piece that can be played now (a mark, not a colour); ``low``: at the
        bottom-right corner instead of the top-right."""
        if key in self.playable():
            if self._badge is None:
                self._badge = pygame.Surface((24, 24), pygame.SRCALPHA)
                pygame.draw.circle(self._badge, INK, (12, 12), 12)
                pygame.draw.circle(self._badge, theme.GOOD, (12, 12), 10)
                self.services.text.blit(self._badge, "✔", (12, 13), 15, INK, True, "center")
            surface.blit(self._badge, (rect.right - 16, rect.bottom - 16 if low else rect.y - 8))

    def fit(self, text: str, width: int, size: int, bold: bool = False) -> str:
        """``TextCache.fit``, remembered (it measures the string on every call)."""
        key = (text, width, size, bold)
        fitted = self._fits.get(key)
        if fitted is None:
            if len(self._fits) > 500:
                self._fits.clear()
            fitted = self._fits[key] = self.services.text.fit(text, width, size, bold)
        return fitted

    def background(self, view: LodgeState) -> pygame.Surface:
        key = (view.solo, view.players, id(self.services.text))
        if self._background is None or self._background[0] != key:
            surface = pygame.Surface(BOARD.size)
            surface.fill(theme.BG)
            panels.draw_background(self, surface, view.solo, view.players)
            if pygame.display.get_surface() is not None:
                surface = surface.convert()
            self._background = (key, surface)
        return self._background[1]

    def token_surface(self) -> pygame.Surface:
        if self._token is None:
            size = L.TOKEN.w
            surface = pygame.Surface((size, size), pygame.SRCALPHA)
            c = (size // 2, size // 2)
            pygame.draw.circle(surface, INK, c, size // 2)
            pygame.draw.circle(surface, GOLD, c, size // 2 - 3)
            pygame.draw.circle(surface, INK, c, size // 2 - 9, 2)
            self.services.text.blit(surface, "↻", c, 28, INK, True, "center")
            self._token = surface
        return self._token

    # --- whose lodge is big ------------------------------------------------------------------
    def shown_seat(self, view: LodgeState) -> int:
        if self._focus_eyes != self.eyes:
            self.focus, self._focus_eyes = self.eyes, self.eyes
        if self.drag.held is not None or not 0 <= self.focus < view.players:
            return self.eyes
        return self.focus

    # --- the hooks ------------------------------------------------------------------------------
    def status_text(self, view: LodgeState) -> str:
        if self.match.actor() is None:
            return "Game over"
        turn = view.lodges[view.current].turns + 1
        if view.solo:
            return f"Turn {turn} of {components().constants.proposed.solo_turn_limit}"
        return f"Turn {turn}" + (" · last round" if view.end_triggered else " · ends at 12 guests")

    def draw_board(self, surface: pygame.Surface, view: LodgeState) -> None:
        self._sync_art()
        surface.blit(self.background(view), BOARD)
        held = self.drag.held.key if self.drag.held is not None and self.drag.dragging else None
        seat = self.shown_seat(view)
        panels.draw_lodge(self, surface, view, seat)
        if self.drag.held is not None and self.drag.held.key[0] == "room":
            floor = self.drag.held.key[1]  # a room goes on its row's floor: frame that floor
            band = L.lodge_cell(floor, 0).union(L.lodge_cell(floor, L.WIDTH)).inflate(12, 10)
            pygame.draw.rect(surface, theme.ACCENT, band, 2, border_radius=8)
        panels.draw_strip(self, surface, view, seat, hide_valet=held == ("valet",))
        panels.draw_checklist(self, surface, view, seat)
        panels.draw_room_display(self, surface, view, held)
        panels.draw_guest_display(self, surface, view, held)
        panels.draw_amenity_display(self, surface, view, held, self._condition)
        if view.solo:
            panels.draw_solo(self, surface, view)
        else:
            panels.draw_others(self, surface, view, seat)
        if self.drag.held is None and self.dialog is None:
            tip = self.hover_text(view, self.mouse)
            if tip:
                inside = (self.mouse[0] - BOARD.x, self.mouse[1] - BOARD.y)  # kept off the sidebar
                draw_tooltip(surface.subsurface(BOARD), self.services.text, tip, inside)

    @staticmethod
    def _condition(amenity: int) -> str:
        return condition_text(components().amenities[amenity])

    def pieces(self, view: LodgeState) -> list[Piece]:
        art, out = self.art, []
        for row in range(1, L.DISPLAY_ROWS + 1):
            for slot in range(L.DISPLAY_COLS):
                tile = view.room_display[display_index(row, slot)]
                if tile != EMPTY:
                    out.append(
                        Piece(
                            ("room", row, slot),
                            L.display_cell(row, slot),
                            art.room(L.ROOM, room_colour(tile)),
                            room_text(tile),
                        )
                    )
        for slot, amenity in enumerate(view.amenity_display):
            if amenity != EMPTY:
                out.append(
                    Piece(
                        ("amenity", slot),
                        L.amenity_slot(slot),
                        art.amenity_tile(L.CELL, amenity, None),
                        amenity_text(amenity),
                    )
                )
        for slot, guest in enumerate(view.guest_display):
            if guest != EMPTY:
                out.append(
                    Piece(
                        ("guest", slot),
                        L.guest_slot(slot),
                        art.guest(L.GUEST, guest),
                        guest_text(guest),
                    )
                )
        lodge = view.lodges[self.eyes]
        if lodge.valet != EMPTY:
            out.append(
                Piece(
                    ("valet",),
                    L.VALET.copy(),
                    art.guest(L.VALET.size, lodge.valet),
                    guest_text(lodge.valet),
                )
            )
        if lodge.refresh_tokens > 0:
            out.append(
                Piece(("token",), L.TOKEN.copy(), self.token_surface(), "your refresh token")
            )
        return out

    def targets(self, view: LodgeState, piece: Piece) -> list[Target]:
        kind = piece.key[0]
        if kind == "token":
            return [
                Target(
                    ("row", r),
                    L.display_row_rect(r),
                    UseRefreshToken(r),
                    label=f"Spend the refresh token: discard row {r} (floor {r}), then refill",
                )
                for r in range(1, L.DISPLAY_ROWS + 1)
            ]
        make = {
            "room": lambda f, c: BuildRoom(piece.key[1], piece.key[2], f, c),
            "amenity": lambda f, c: BuildAmenity(piece.key[1], f, c),
            "guest": lambda f, c: PlaceDisplayGuest(piece.key[1], f, c),
            "valet": lambda f, c: PlaceValetGuest(f, c),
        }[kind]
        first = 0 if kind in ("room", "amenity") else 1  # the elevator: tiles people try
        out = [
            Target(("space", f, c), L.lodge_cell(f, c), make(f, c))
            for f in range(1, L.FLOORS + 1)
            for c in range(first, L.WIDTH + 1)
        ]
        if kind == "guest":
            out.append(
                Target(
                    ("valet",),
                    L.VALET.inflate(8, 8),
                    ChooseValet(piece.key[1]),
                    label="Move this guest into your valet",
                )
            )
        return out

    # --- events -----------------------------------------------------------------------------------
    def piece_at(self, pos: tuple[int, int]) -> Piece | None:
        piece = super().piece_at(pos)
        if piece is None or piece.key[0] not in ("amenity", "guest", "valet"):
            return piece
        # carry amenities and guests at their size in a lodge, centred on the pointer
        view = self.view
        if piece.key[0] == "amenity":
            surface = self.art.amenity_tile(L.CELL, view.amenity_display[piece.key[1]], None)
        else:
            guest = (
                view.guest_display[piece.key[1]]
                if piece.key[0] == "guest"
                else view.lodges[self.eyes].valet
            )
            surface = self.art.guest(L.CARRIED_GUEST, guest)
        rect = surface.get_rect(center=pos)
        return Piece(piece.key, rect, surface, piece.label, home=piece.rect)

    def handle(self, event: pygame.event.Event) -> None:
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and getattr(event, "button", 0) == 1
            and self.dialog is None
            and self.drag.held is None
        ):
            view = self.view
            if not view.solo:
                for seat, card in panels.thumbs(self, view, self.shown_seat(view)):
                    if card.collidepoint(event.pos):
                        self.focus = seat
                        return
        super().handle(event)

    def handle_board_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            view = self.view
            self.focus = (self.shown_seat(view) + 1) % view.players

    # --- hover help ------------------------------------------------------------------------------
    def hover_text(self, view: LodgeState, pos: tuple[int, int]) -> str:
        """Words for what is under the pointer, so nothing depends on colour alone; a piece
        that can be played now says so (it carries a tick)."""
        words, key = self._hover(view, pos)
        if key is not None and key in self.playable():
            words += " ✔ It fits in your lodge now: drag it there."
        return words

    def _hover(self, view: LodgeState, pos: tuple[int, int]) -> tuple[str, tuple | None]:
        words = self._hover_words(view, pos)
        return words if isinstance(words, tuple) else (words, None)

    def _hover_words(self, view: LodgeState, pos: tuple[int, int]):
        if not BOARD.collidepoint(pos):
            return ""
        for row in range(1, L.DISPLAY_ROWS + 1):
            for slot in range(L.DISPLAY_COLS):
                tile = view.room_display[display_index(row, slot)]
                if tile != EMPTY and L.display_cell(row, slot).collidepoint(pos):
                    return f"{room_text(tile).capitalize()}: it can only go on floor {row}.", (
                        "room",
                        row,
                        slot,
                    )
        for slot, guest in enumerate(view.guest_display):
            if guest != EMPTY and L.guest_slot(slot).collidepoint(pos):
                return _guest_tip(guest), ("guest", slot)
        for slot, amenity in enumerate(view.amenity_display):
            if amenity != EMPTY and L.amenity_slot(slot).collidepoint(pos):
                return f"The {amenity_text(amenity)}.", ("amenity", slot)
        seat = self.shown_seat(view)
        lodge = view.lodges[seat]
        if L.VALET.collidepoint(pos) and lodge.valet != EMPTY:
            return "In the valet: " + _guest_tip(lodge.valet), (
                "valet",
            ) if seat == self.eyes else None
        if L.TOKEN.collidepoint(pos):
            return (
                "Refresh token: once a game, drag it onto a row of the room display to discard "
                "that row and refill."
                if lodge.refresh_tokens
                else "The refresh token is used up."
            )
        spot = L.lodge_at(pos)
        if spot is None:
            return ""
        floor, column = spot
        if column == 0:
            return "The elevator: everything is built to its right."
        return _space_tip(lodge, floor, column)


def _guest_tip(guest: int) -> str:
    return f"{guest_text(guest)[0].upper()}{guest_text(guest)[1:]}: needs two empty neighbouring rooms of its two colours."


def _space_tip(lodge, floor: int, column: int) -> str:
    i = space(floor, column)
    where = f"Floor {floor}, column {column}: "
    if lodge.rooms[i] != EMPTY:
        text = where + room_text(lodge.rooms[i])
        if lodge.guests[i] != EMPTY:
            g = components().guests[lodge.guests[i]]
            bonus = (
                f" (on its preferred floor: +{g.floor})"
                if g.floor == floor
                else f" (prefers floor {g.floor})"
            )
            text += f" with {guest_text(lodge.guests[i])}{bonus}"
        return text + "."
    if lodge.amenities[i] != EMPTY:
        return where + f"the {amenity_text(lodge.amenities[i])}."
    return where + "empty."
