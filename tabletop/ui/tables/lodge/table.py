"""Lodge's table: drag a room from the display onto its floor, an amenity onto any space,
a guest onto a room, the refresh token onto a display row, a display guest onto the valet.
Rare moves (end turn, refresh guests, discard when nothing can be built) are buttons.

The hooks turn gestures into the engine's actions; between frames (``update``, ``handle``)
the table prepares a ``DrawContext`` (``context.py``) and paints the board layer into its
``picture`` (``picture.py``); ``draw_board`` only draws it (``draw.py``). What it holds
besides the base's parts: ``telling`` (a move's steps, ``story.py``), ``layout``, ``focus``
(whose lodge is big, ``focus.py``), ``look`` (art, lodges, background and score facts,
cached by what they show, ``look.py``) and ``picture``. Every number and sentence comes
from the game's ``facts``; legality from the position's legal actions.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from tabletop.games.lodge import facts
from tabletop.games.lodge.actions import (
    BuildAmenity,
    BuildRoom,
    ChooseValet,
    DiscardRoom,
    PlaceDisplayGuest,
    PlaceValetGuest,
    RefreshGuests,
    UseRefreshToken,
)
from tabletop.ui import theme
from tabletop.ui.drag import Piece, Target
from tabletop.ui.tables.base import BOARD, TableScene

from ..telling import StepTeller
from .art import LodgeArt
from .boards import LodgeBoards
from .checklist import checklist_rows
from .context import DrawContext, SeatLook
from .draw import draw_board, draw_held_floor, draw_tip, layer_key
from .focus import Focus
from .layout import CARRIED_GUEST, Layout, layout_for
from .look import LodgeLook, Palette
from .panels import thumbs
from .picture import BoardPicture
from .story import LodgeSteps

PieceKey = tuple[Any, ...]
"""A piece's key on this table: ``("room", row, slot)``, ``("amenity", slot)``,
``("guest", slot)``, ``("valet",)`` or ``("token",)``."""


def piece_key(piece: Piece) -> PieceKey:
    """The key of one of this table's pieces (``Piece.key`` is any hashable)."""
    key = piece.key
    return key if isinstance(key, tuple) else (key,)


class LodgeTable(TableScene):
    """The table for Lodge: one big lodge (yours unless you enlarge another), the displays,
    and the other lodges small."""

    def __init__(self, ctx, match, autosave: bool = True):
        super().__init__(ctx, match, autosave)
        names = tuple(seat.name for seat in match.config.seats)
        self.telling = self.hold(StepTeller(self, LodgeSteps(self, names)))  # story.py
        players = match.config.players
        # one seat outside the solo game: no other lodges, no solo panel
        self.layout: Layout = layout_for(players, others=players > 1 or match.state.solo)
        self.focus = Focus(self.eyes, self.eyes)  # whose lodge is big
        self.look = LodgeLook(self.layout)  # art, lodges, background, score facts
        self.picture = BoardPicture()  # the board prepared between frames

    # --- cached art (drawn anew when the palette changes: colour-blind setting) ------------
    def _palette(self) -> Palette:
        return tuple(self.services.seat_style(c.name).rgb for c in facts.colours())

    @property
    def art(self) -> LodgeArt:
        return self.look.pictures(self.services.text, self._palette())[0]

    @property
    def boards(self) -> LodgeBoards:
        return self.look.pictures(self.services.text, self._palette())[1]

    def score_facts(self, view, seat: int) -> facts.ScoreFacts:
        """Score, breakdown and amenity checklist of a seat's lodge, once per lodge."""
        return self.look.score_facts(view.lodges[seat])

    def playable(self) -> frozenset[PieceKey]:
        """Keys of the pieces that have a legal place now (they get a tick badge)."""
        mine = self.my_turn()
        return self.picture.playable(
            (self.match.state, self.eyes, mine), lambda: self.legal_actions() if mine else ()
        )

    # --- whose lodge is big --------------------------------------------------------------------
    def on_state_change(self) -> None:
        self.focus.follow(self.eyes)  # a new player at the screen sees their lodge

    def shown_seat(self, view) -> int:
        """The seat whose lodge is big: yours while you hold a piece, else the one chosen."""
        return self.focus.shown(self.eyes, view.players, self.drag.held is not None)

    # --- preparing the picture (between frames; drawing only reads) ---------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self._prepare()

    def handle(self, event: pygame.event.Event) -> None:
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and getattr(event, "button", 0) == 1
            and self.dialog is None
            and self.drag.held is None
            and not self.telling.playing  # a click shows the steps' end first (story.py)
        ):
            view = self.view
            if not view.solo:
                for seat, card in thumbs(self.layout, view.players, self.shown_seat(view)):
                    if card.collidepoint(event.pos):
                        self.focus.seat = seat
                        self._prepare()
                        return
        super().handle(event)
        self._prepare()

    def _seat_looks(self) -> tuple[SeatLook, ...]:
        looks = []
        for s in self.match.config.seats:
            style = self.services.seat_style(s.colour)
            looks.append(SeatLook(s.name, style.rgb, style.symbol, s.is_human))
        return tuple(looks)

    def draw_context(self, view) -> DrawContext:
        """What the drawing functions need to draw ``view`` (prepared between frames)."""
        text = self.services.text
        art, boards = self.look.sync(text, self._palette())
        held = self.drag.held
        holding = piece_key(held) if held is not None else None
        hovering = held is None and self.dialog is None
        return DrawContext(
            text=text,
            art=art,
            boards=boards,
            layout=self.layout,
            background=self.look.background(text, view.solo),
            view=view,
            seats=self._seat_looks(),
            eyes=self.eyes,
            shown=self.shown_seat(view),
            actor=self.match.actor(),
            scores={s: self.score_facts(view, s) for s in range(view.players)},
            playable=self.playable(),
            held=holding if self.drag.dragging else None,
            held_floor=facts.room_floor(holding[1]) if holding and holding[0] == "room" else None,
            mouse=self.mouse,
            hovering=hovering,
            tip=self.hover_text(view, self.mouse) if hovering else "",
        )

    def _prepare(self) -> None:
        picture = self.picture
        picture.context = context = self.draw_context(self.view)
        hovered = None
        if context.hovering and not context.view.solo:
            cards = thumbs(self.layout, context.view.players, context.shown)
            hovered = next((s for s, card in cards if card.collidepoint(context.mouse)), None)
        context = dataclasses.replace(context, held_floor=None)  # framed over the layer
        key = layer_key(context, hovered)
        layer = picture.canvas(key)
        if layer is not None:  # painted again only when what it shows changed
            draw_board(layer, context)
            picture.painted(key, layer)

    def board_key(self) -> tuple | None:
        """The painted board's key (``None`` before the first ``update``)."""
        return self.picture.key(self._view)

    def draw_board_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        rects = super().draw_board_moving(surface)  # a move's steps sliding (story.py)
        context = self.picture.ready(self._view)
        if context is None or self.telling.playing:
            return rects
        rect = draw_tip(surface, context)
        return rects if rect is None else [*rects, rect]

    # --- the hooks ------------------------------------------------------------------------------
    def status_text(self, view) -> str:
        return facts.status(view)

    def draw_board(self, surface: pygame.Surface, view) -> None:
        if self.telling.draw(surface):  # a move's steps playing on the board (story.py)
            return
        picture = self.picture
        context = picture.ready(view)
        if context is None or picture.layer is None:
            draw_board(surface, self.draw_context(view))  # drawn before any update
        else:
            surface.blit(picture.layer[1], BOARD.topleft, BOARD)
            draw_held_floor(surface, context)
        rect = self.hint_rect(view)
        if rect is not None:  # the hinted move's place (the toast names it in words)
            pygame.draw.rect(surface, theme.ACCENT, rect.inflate(10, 10), 3, border_radius=8)

    def hint_rect(self, view) -> pygame.Rect | None:
        """Where the hinted move goes on the board (while it is still the player's turn)."""
        position = self.position  # the snapshot drawn (drawing reads no live state)
        if self.hint is None or position is None or not position.my_turn:
            return None
        return self.locate(view, self.hint, position.eyes)

    def pieces(self, view) -> list[Piece]:
        art, lay, out = self.art, self.layout, []
        for row in range(1, lay.display_rows + 1):
            for slot in range(lay.display_cols):
                colour = facts.display_room(view, row, slot)
                if colour is not None:
                    out.append(
                        Piece(
                            ("room", row, slot),
                            lay.display_cell(row, slot),
                            art.room(lay.room, colour),
                            facts.display_room_text(view, row, slot),
                        )
                    )
        for slot, amenity in enumerate(facts.display_amenities(view)):
            if amenity is not None:
                surface = art.amenity_tile(lay.cell, amenity, None)
                words = facts.amenity_face(amenity).text
                out.append(Piece(("amenity", slot), lay.amenity_slot(slot), surface, words))
        for slot, guest in enumerate(facts.display_guests(view)):
            if guest is not None:
                surface = art.guest(lay.guest_size, guest)
                words = facts.guest_face(guest).text
                out.append(Piece(("guest", slot), lay.guest_slot(slot), surface, words))
        guest = facts.valet(view, self.eyes)
        if guest is not None:
            surface = art.guest(lay.valet.size, guest)
            out.append(Piece(("valet",), lay.valet.copy(), surface, facts.guest_face(guest).text))
        if facts.token_ready(view, self.eyes):
            token = art.token(lay.token.w)
            out.append(Piece(("token",), lay.token.copy(), token, "your refresh token"))
        return out

    def targets(self, view, piece: Piece) -> list[Target]:
        key, lay = piece_key(piece), self.layout
        kind = key[0]
        if kind == "token":
            return [
                Target(
                    ("row", r),
                    lay.display_row_rect(r),
                    UseRefreshToken(r),
                    label=facts.token_target(r),
                )
                for r in range(1, lay.display_rows + 1)
            ]
        make = {
            "room": lambda f, c: BuildRoom(key[1], key[2], f, c),
            "amenity": lambda f, c: BuildAmenity(key[1], f, c),
            "guest": lambda f, c: PlaceDisplayGuest(key[1], f, c),
            "valet": lambda f, c: PlaceValetGuest(f, c),
        }[kind]
        first = 0 if kind in ("room", "amenity") else 1  # the elevator: tiles people try
        out = [
            Target(("space", f, c), lay.lodge_cell(f, c), make(f, c))
            for f in range(1, lay.floors + 1)
            for c in range(first, lay.columns + 1)
        ]
        if kind == "guest":
            out.append(
                Target(
                    ("valet",),
                    lay.valet.inflate(8, 8),
                    ChooseValet(key[1]),
                    label=facts.VALET_TARGET,
                )
            )
        return out

    def locate(self, view, action, seat: int) -> pygame.Rect | None:
        """Where ``seat``'s move took effect: the space of its lodge (big or small), the
        display row it discarded from or refreshed, the guest display refreshed."""
        lay = self.layout
        if isinstance(action, (DiscardRoom, UseRefreshToken)):
            return lay.display_row_rect(action.row)
        if isinstance(action, RefreshGuests):
            return lay.guests_panel
        shown = self.shown_seat(view)
        card = next((c for s, c in thumbs(lay, view.players, shown) if s == seat), None)
        if isinstance(action, ChooseValet):
            return lay.valet if seat == shown else card
        floor, column = getattr(action, "floor", None), getattr(action, "column", None)
        if floor is None or column is None:
            return None
        if seat == shown:
            return lay.lodge_cell(floor, column)
        if card is None or view.solo:
            return None
        x, y = lay.thumb_grid_origin(card)
        step = lay.thumb_step
        if column == 0:
            return pygame.Rect(x, y + (lay.floors - floor) * step, 10, lay.thumb_cell)
        x += 12 + (column - 1) * step
        return pygame.Rect(x, y + (lay.floors - floor) * step, lay.thumb_cell, lay.thumb_cell)

    def events_place(self) -> list[tuple[pygame.Rect, int]]:
        """Over the move log, as on every table; but where the lines of a move's story
        (the solo rival's three steps, a refresh) need more rows than the log gives and
        "Your moves" holds no button, over both, so that the turn comes back with every
        step in view rather than the newest alone."""
        places = super().events_place()
        panel = self.story.panel
        if panel is None or len(places) < 2 or self.sidebar.moves.actions:
            return places
        log = places[0][0]
        if panel.top + 10 + panel.line * panel.rows_at(log.w) > log.h:
            return [places[1], places[0]]
        return places

    def origin(self, view, action, seat: int) -> pygame.Rect:
        """Where ``seat``'s piece came from (the start of its travel): the room
        display's place for a room, the amenity or guest display's slot; else its row."""
        lay = self.layout
        if isinstance(action, (BuildRoom, DiscardRoom)):
            return lay.display_cell(action.row, action.slot)
        if isinstance(action, BuildAmenity):
            return lay.amenity_slot(action.slot)
        if isinstance(action, (PlaceDisplayGuest, ChooseValet)):
            return lay.guest_slot(action.slot)
        return super().origin(view, action, seat)

    def piece_at(self, pos: tuple[int, int]) -> Piece | None:
        piece = super().piece_at(pos)
        if piece is None:
            return None
        key = piece_key(piece)
        if key[0] not in ("amenity", "guest", "valet"):
            return piece
        # carry amenities and guests at their size in a lodge, centred on the pointer
        view = self.view
        if key[0] == "amenity":
            amenity = facts.display_amenities(view)[key[1]]
            if amenity is None:  # the piece was listed from this view: never empty
                return piece
            surface = self.art.amenity_tile(self.layout.cell, amenity, None)
        else:
            guest = (
                facts.display_guests(view)[key[1]]
                if key[0] == "guest"
                else facts.valet(view, self.eyes)
            )
            if guest is None:
                return piece
            surface = self.art.guest(CARRIED_GUEST, guest)
        rect = surface.get_rect(center=pos)
        return Piece(piece.key, rect, surface, piece.label, home=piece.rect)

    def handle_board_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            view = self.view
            self.focus.seat = (self.shown_seat(view) + 1) % view.players

    # --- hover help ------------------------------------------------------------------------------
    def hover_text(self, view, pos: tuple[int, int]) -> str:
        """Words for what is under the pointer, so nothing depends on colour alone; a piece
        that can be played now says so (it carries a tick)."""
        words, key = self._hover(view, pos)
        if key is not None and key in self.playable():
            words += facts.FITS_NOW
        return words

    def _checklist_tip(self, view, seat: int, pos: tuple[int, int]) -> str:
        """A checklist row's amenity in full (its condition may not show on the row);
        on the row saying how many more there are, each of those."""
        rect = self.layout.checklist
        if not rect.collidepoint(pos):
            return ""
        items = self.score_facts(view, seat).checklist
        rows, _, more = checklist_rows(self.services.text, rect, len(items))
        for item, row in zip(items, rows):
            if row.collidepoint(pos):
                return f"{item.head}: {item.condition} ({item.progress})."
        if more is not None and more.collidepoint(pos):
            return "; ".join(f"{i.head}: {i.condition} ({i.progress})" for i in items[len(rows) :])
        return ""

    def _hover(self, view, pos: tuple[int, int]) -> tuple[str, tuple | None]:
        if not BOARD.collidepoint(pos):
            return "", None
        lay = self.layout
        for row in range(1, lay.display_rows + 1):
            for slot in range(lay.display_cols):
                if facts.display_room(view, row, slot) is not None:
                    if lay.display_cell(row, slot).collidepoint(pos):
                        return facts.room_tip(view, row, slot), ("room", row, slot)
        for slot, guest in enumerate(facts.display_guests(view)):
            if guest is not None and lay.guest_slot(slot).collidepoint(pos):
                return facts.guest_tip(guest), ("guest", slot)
        for slot, amenity in enumerate(facts.display_amenities(view)):
            if amenity is not None and lay.amenity_slot(slot).collidepoint(pos):
                return facts.amenity_tip(amenity), ("amenity", slot)
        seat = self.shown_seat(view)
        guest = facts.valet(view, seat)
        if lay.valet.collidepoint(pos) and guest is not None:
            return facts.valet_tip(guest), ("valet",) if seat == self.eyes else None
        if lay.token.collidepoint(pos):
            ready = facts.token_ready(view, seat)
            return (facts.TOKEN_TIP if ready else facts.TOKEN_USED), None
        checklist = self._checklist_tip(view, seat, pos)
        if checklist:
            return checklist, None
        spot = lay.lodge_at(pos)
        if spot is None:
            return "", None
        floor, column = spot
        if column == 0:
            return facts.ELEVATOR_TIP, None
        return facts.space_tip(view.lodges[seat], floor, column), None
