"""Summer Nine's table: the pool of two rows by nine (June, July, August apart), your
schedule big under it column for column, your hand, and the other players compact along
the bottom (click one to open it big, Tab cycles). Gestures are listed in
``gestures.py``; Take Two and End turn are buttons. Everything shown comes from the
game's view and ``facts`` (``board.py``); the drawing is in ``draw.py``, the hover words
in ``hover.py``, the cards' looks, words and art in ``faces.py``.

What the table holds of its own: ``faces`` (the cards' looks and words and the art),
``focus`` (another player's schedule opened big), the board of the position (built once
per position and seat) and the painted board layer.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.engine.actions import Action
from tabletop.engine.match import Match
from tabletop.games.summer_nine import facts as F
from tabletop.games.summer_nine.actions import (
    DiscardPicked,
    PlacePicked,
    Reschedule,
    StealCard,
    TakeAndDiscard,
    TakeToHand,
    TakeToSchedule,
    TimeTravel,
)

from ... import theme
from ...drag import Piece, Target
from ...scene import Context
from ...widgets import draw_tooltip
from ..base import BOARD, TableScene
from ..position import Position
from . import draw
from . import layout as L
from .art import Art, Look
from .board import Board, build_board
from .faces import Faces
from .gestures import (
    TWO_STEP,
    Key,
    Reach,
    held_month,
    make_pieces,
    make_targets,
    playable,
    two_step_actions,
)
from .hover import hover_text

STATUS_SIZE = 20
"""The size the banner draws the status line at (``sidebar.draw_banner``)."""
STATUS_ROOM = 560
"""The banner's width for the status line beside the prompt (its prompt takes up to 900)."""


@dataclass
class Focus:
    """Another player's schedule opened big (a click on their panel, Tab), table-only:
    ``seat`` (``None``: your own), opened at the screen of ``eyes``."""

    seat: int | None = None
    eyes: int | None = None

    def follow(self, eyes: int) -> None:
        """A new player at the screen sees their own schedule."""
        if self.eyes != eyes:
            self.seat, self.eyes = None, eyes

    def shown(self, eyes: int, holding: bool) -> int:
        """The seat whose schedule is big: ``eyes`` while a card is held, else the one
        opened."""
        return eyes if holding or self.seat is None else self.seat


class SummerNineTable(TableScene):
    """The table for Summer Nine."""

    def __init__(self, ctx: Context, match: Match, autosave: bool = True):
        self.faces = Faces(ctx.services)
        self.focus = Focus()
        self._board: tuple[tuple[Any, ...], Board] | None = None  # (built for, board)
        self._drawn: tuple[draw.Picture, pygame.Surface] | None = None  # the board layer
        super().__init__(ctx, match, autosave)

    @property
    def art(self) -> Art:
        """The card art for the palette and text size now (``Faces.art``)."""
        return self.faces.art

    def _now(self) -> Position:
        """The position last refreshed (the hooks run in ``refresh``, drawing after it)."""
        position = self.position
        assert position is not None, "refresh() builds the position first"
        return position

    def board(self, view: Any) -> Board:
        """What the board shows for ``view`` (built once per position and seat)."""
        position = self._now()
        built_for = (view, position.eyes, position.my_turn, position.actor)
        memo = self._board
        if memo is not None and memo[0][0] is view and memo[0][1:] == built_for[1:]:
            return memo[1]
        board = build_board(
            view,
            len(self.match.config.seats),
            position.eyes,
            position.actor,
            position.my_turn,
            self.faces.look,
            playable(position.legal if position.my_turn else ()),
        )
        self._board = (built_for, board)
        return board

    # --- who is who --------------------------------------------------------------------------
    def other_seats(self) -> list[int]:
        """The other seats, in the order of their panels (the next player first)."""
        n = len(self.match.config.seats)
        return [(self.eyes + k) % n for k in range(1, n)]

    def seat_names(self) -> tuple[str, ...]:
        return tuple(self.match.seat_name(seat) for seat in range(len(self.match.config.seats)))

    def shown_seat(self) -> int:
        """The seat whose schedule is big: yours while a card is in hand, else the one
        opened by a click."""
        return self.focus.shown(self.eyes, self.drag.held is not None)

    def framed_month(self) -> int | None:
        """The month framed on the board for the held schedule card (``None``: none held)."""
        held = self.drag.held
        return None if held is None else held_month(self.board(self._now().view), held.key)

    def locate(self, view: Any, action: Action, seat: int) -> pygame.Rect | None:
        """Where ``seat``'s move took effect: the slot of its schedule (big or small), the
        discard pile, the pool card sent back in time, or its panel for a card to hand."""
        if isinstance(action, (TakeAndDiscard, DiscardPicked)):
            return L.DISCARD.copy()
        if isinstance(action, TimeTravel):
            return L.pool_cell(action.row, action.column)
        panel = next((p for p in L.other_panels(self.other_seats()) if p.seat == seat), None)
        if seat == self.shown_seat():
            at: Any = L.slot_rect
            frame = L.HAND_PANEL
        elif panel is not None:
            at, frame = panel.slot, panel.frame
        else:
            return None
        if isinstance(action, Reschedule):
            return at(action.slot_a).union(at(action.slot_b))
        if isinstance(action, (TakeToSchedule, PlacePicked, StealCard)):
            return at(action.slot)
        if isinstance(action, TakeToHand):
            return frame.copy()
        return None

    def origin(self, view: Any, action: Action, seat: int) -> pygame.Rect:
        """Where ``seat``'s card came from (the start of its travel): the pool position
        it was taken from, the victim's slot for Identity Theft; else its player's row."""
        if isinstance(action, (TakeToSchedule, TakeAndDiscard, TakeToHand, TimeTravel)):
            return L.pool_cell(action.row, action.column)
        if isinstance(action, StealCard):
            if action.victim == self.shown_seat():
                return L.slot_rect(action.from_slot)
            panels = L.other_panels(self.other_seats())
            panel = next((p for p in panels if p.seat == action.victim), None)
            if panel is not None:
                return panel.slot(action.from_slot)
        return super().origin(view, action, seat)

    def traveller(self, view: Any, action: Action, seat: int) -> pygame.Surface | None:
        """The card that travels (its face where everyone sees it now: a schedule slot,
        the discard pile), at the size of the place it went; ``None`` (the seat's token)
        for a card gone to a secret hand or Time Travel's unseen card."""
        to = self.locate(view, action, seat)
        if to is None:
            return None
        board = self.board(view)
        look = None
        if isinstance(action, (TakeToSchedule, PlacePicked, StealCard)):
            look = board.players[seat].schedule[action.slot - 1]
        elif isinstance(action, (TakeAndDiscard, DiscardPicked)):
            look = board.discard
        return None if look is None else self.faces.art.face(look, to.size)

    def second_step(self, key: Key, rect: pygame.Rect) -> None:
        """After the first drop of Reschedule or Identity Theft: hold the first choice and
        light the places the second click may choose."""
        self.focus.seat = None
        board = self.board(self.view)
        if key[1] == "reschedule":
            look = board.players[self.eyes].schedule[key[2] - 1] or self._hand_look(
                board, "reschedule"
            )
            label = f"Reschedule from slot {key[2]}"
        else:
            look = board.players[key[2]].schedule[key[3] - 1] or self._hand_look(
                board, "identity_theft"
            )
            label = f"Identity Theft of {self.match.seat_name(key[2])}'s slot {key[3]}"
        piece = Piece(key, rect.copy(), self.faces.art.face(look, L.HAND_CARD), label)
        self.drag.pick(piece, self.targets(self.view, piece), self.mouse)
        self.drag.selected = True

    @staticmethod
    def _hand_look(board: Board, kind: str) -> Look:
        return next(h.look for h in board.hand if h.key == ("hand", kind))

    # --- hooks -------------------------------------------------------------------------------
    def on_state_change(self) -> None:
        self.focus.follow(self._now().eyes)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.ctx.stack.top is self:
            self._paint(self.view)  # the palette follows the colour-blind setting

    def _reach(self, view: Any) -> Reach:
        """What the gestures read of the position (``gestures.py``)."""
        position = self._now()
        return Reach(
            board=self.board(view),
            eyes=position.eyes,
            shown=self.shown_seat(),
            others=tuple(self.other_seats()),
            names=self.seat_names(),
            legal=position.legal if position.my_turn else (),
            art=self.faces.art,
            check=self.check,
            second_step=self.second_step,
        )

    def pieces(self, view: Any) -> list[Piece]:
        return make_pieces(self._reach(view))

    def targets(self, view: Any, piece: Piece) -> list[Target]:
        return make_targets(self._reach(view), piece)

    def gestures(self, view: Any) -> list[Action] | None:
        """The drops of the pieces plus the two-step Reschedule and Identity Theft."""
        reach, position = self._reach(view), self._now()
        pieces = position.pieces if view is position.view else make_pieces(reach)
        made = [t.action for p in pieces for t in make_targets(reach, p) if t.action is not None]
        return made + two_step_actions(reach.legal)

    def is_gesture(self, action: Action) -> bool:
        return isinstance(action, TWO_STEP)

    def status_text(self, view: Any) -> str:
        """The round and its open columns; the round alone where larger text would run the
        line into the banner's prompt (the pool shows the hidden columns as card backs)."""
        line = F.round_line(view)
        if self.services.text.size(line, STATUS_SIZE)[0] > STATUS_ROOM:
            return line.split(":")[0]
        return line

    def events_place(self) -> list[tuple[pygame.Rect, int]]:
        """ "What happened" rests in your hand's panel, right of your cards (layout)."""
        note = self.services.text.size(draw.EMPTY_HAND, 15)[0]  # an empty hand's words
        hand = self.board(self._now().view).hand
        title = L.HAND_PANEL.x + 12 + self.services.text.size("Your hand", 17, True)[0]
        place = L.events_place(len(hand), L.HAND_PANEL.x + 12 + note, title)
        return ([] if place is None else [(place, 0)]) + super().events_place()

    def idle_hint(self, view: Any) -> str:
        prompt = F.prompt(view)
        return prompt[:1].upper() + prompt[1:] + ": drag the card where it goes."

    # --- the painted board -------------------------------------------------------------------
    def _picture(self, view: Any) -> draw.Picture:
        """What the painted board shows now (``draw.Picture``)."""
        held = self.drag.held.key if self.drag.held is not None and self.drag.dragging else None
        seats = tuple(
            draw.SeatLook(s.name, *self._style(s.colour)) for s in self.match.config.seats
        )
        return draw.Picture(
            self.board(view), self.eyes, self.shown_seat(), held, self.faces.art, seats
        )

    def _paint(self, view: Any) -> tuple[draw.Picture, pygame.Surface]:
        """Paint the board into its cached surface when its picture changed (between
        frames, and before the first); the picture and the surface."""
        picture = self._picture(view)
        drawn = self._drawn
        if drawn is not None and picture == drawn[0]:
            return drawn
        if drawn is not None:
            canvas = drawn[1]
        else:
            canvas = pygame.Surface((BOARD.right, BOARD.bottom))
            if pygame.display.get_surface() is not None:
                canvas = canvas.convert()
        canvas.fill(theme.BG)
        draw.draw_all(picture.ink(canvas, self.services.text, self.faces.badge()), picture.board)
        self._drawn = (picture, canvas)
        return self._drawn

    def board_key(self) -> tuple[Any, ...] | None:
        """What ``draw_board`` shows, for frames that redraw only what moves: the painted
        board's picture, the month framed for a held schedule card and the second step's
        words; ``None`` (a whole frame) while the painted board is not the one to show.
        The hover words follow the pointer (``draw_board_moving``)."""
        drawn = self._drawn
        picture = self._picture(self._now().view)
        if drawn is None or picture != drawn[0]:
            return None
        return (drawn[0], self.framed_month(), self._step_words())

    def _step_words(self) -> str | None:
        """The second step's words while its first choice is held."""
        step = self.drag.held
        if step is None or not isinstance(step.key, tuple) or step.key[:1] != ("second",):
            return None
        return step.label

    def draw_board(self, surface: pygame.Surface, view: Any) -> None:
        """The board is painted once per picture (position, seat, schedule shown, card
        held, palette) into a cached surface (``update``); a frame blits it, then the frame
        of the month a held card goes into and the second step's words."""
        picture, canvas = self._paint(view)  # at once if not painted yet (the first frame)
        surface.blit(canvas, BOARD.topleft, area=BOARD)
        month = self.framed_month()
        if month is not None:  # a schedule card goes into its month: frame it
            span = L.month_span(month, L.SCHEDULE_TOP - 6, L.CARD[1] + 12).inflate(14, 0)
            pygame.draw.rect(surface, theme.ACCENT, span, 2, border_radius=10)
        words = self._step_words()
        if words is not None:
            ink = picture.ink(surface, self.services.text, self.faces.badge())
            draw.draw_step_hint(ink, words + ": click where it goes (Esc cancels)")

    def draw_board_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The hover words at the pointer, kept on the board; the rectangle they cover."""
        rects = super().draw_board_moving(surface)
        if self.drag.held is not None or self.dialog is not None:
            return rects
        tip = self.hover_text(self.board(self._now().view), self.mouse)
        if tip:
            inside = (self.mouse[0] - BOARD.x, self.mouse[1] - BOARD.y)
            rect = draw_tooltip(surface.subsurface(BOARD), self.services.text, tip, inside)
            rects.append(rect.move(BOARD.topleft))
        return rects

    def _style(self, colour: str) -> tuple[tuple[int, int, int], str]:
        style = self.services.seat_style(colour)
        return style.rgb, style.symbol

    # --- events ------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and getattr(event, "button", 0) == 1
            and self.dialog is None
            and self.drag.held is None
            and self.piece_at(event.pos) is None
        ):
            for panel in L.other_panels(self.other_seats()):
                if panel.frame.collidepoint(event.pos):
                    self.focus.seat = None if self.shown_seat() == panel.seat else panel.seat
                    self.invalidate()
                    return
            if L.SCHEDULE_PANEL.collidepoint(event.pos) and self.shown_seat() != self.eyes:
                self.focus.seat = None
                self.invalidate()
                return
        super().handle(event)

    def handle_board_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            n = len(self.match.config.seats)
            self.focus.seat = (self.shown_seat() + 1) % n
            self.invalidate()

    # --- hover help --------------------------------------------------------------------------
    def hover_text(self, board: Board, pos: tuple[int, int]) -> str:
        """Words for what is under the pointer (``hover.py``): names, countries and rules
        in words, so nothing depends on colour, and whether it can be played now."""
        others, names = self.other_seats(), self.seat_names()
        shown, words = self.shown_seat(), self.faces.words
        return hover_text(board, pos, shown, others, names, words, self.eyes)
