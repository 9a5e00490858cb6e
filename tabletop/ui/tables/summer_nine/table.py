"""Summer Nine's table: the pool of two rows by nine (June, July, August apart), your
schedule big under it column for column, your hand, and the other players compact along
the bottom (click one to open it big, Tab cycles). Gestures are listed in
``gestures.py``; Take Two and End turn are buttons. Everything shown comes from the
game's view and ``facts`` (``board.py``); the drawing is in ``draw.py``.
"""

from __future__ import annotations

import itertools
from typing import Any

import pygame

from tabletop.engine.actions import Action
from tabletop.games.summer_nine import facts as F
from tabletop.games.summer_nine.actions import (
    DiscardPicked,
    PlacePicked,
    PlayTakeTwo,
    Reschedule,
    StealCard,
    TakeAndDiscard,
    TakeToHand,
    TakeToSchedule,
    TimeTravel,
)

from ... import theme
from ...drag import Piece, Target
from ...widgets import draw_tooltip
from ..base import BOARD, TableScene
from . import draw
from . import layout as L
from .art import INK, Art, Look
from .board import Board, build_board, look_of
from .gestures import TWO_STEP, make_pieces, make_targets, playable, two_step_actions

STATUS_SIZE = 20
"""The size the banner draws the status line at (``sidebar.draw_banner``)."""
STATUS_ROOM = 560
"""The banner's width for the status line beside the prompt (its prompt takes up to 900)."""


class SummerNineTable(TableScene):
    """The table for Summer Nine."""

    def __init__(self, ctx, match, autosave: bool = True):
        self.focus: int | None = None  # another player's schedule opened big
        self._focus_eyes: int | None = None
        self._art: Art | None = None
        self._looks: dict[int, Look] = {}
        self._rules: dict[int, str] = {}
        self._board: Board | None = None
        self._board_of: tuple | None = None
        self._ticks: frozenset = frozenset()
        self._take_two = False
        self._badge: pygame.Surface | None = None
        self._colours: dict[str, str] | None = None
        self._drawn: tuple[tuple, pygame.Surface] | None = None
        super().__init__(ctx, match, autosave)

    # --- caches ------------------------------------------------------------------------------
    @property
    def art(self) -> Art:
        """The card art, made again when the palette changes (colour-blind setting) or the
        text size (Settings)."""
        countries = {
            code: self.services.seat_style(colour).rgb
            for code, colour in self._country_colours().items()
        }
        art, text = self._art, self.services.text
        if art is None or art.palette != tuple(sorted(countries.items())) or art.text is not text:
            self._art = Art(text, countries)
            self._badge = None  # its tick is drawn with the text
        return self._art

    def _country_colours(self) -> dict[str, str]:
        """Each country's colour name, read once from the card faces."""
        if self._colours is None:
            self._colours = {}
            for card in itertools.count():
                try:
                    face = F.card_face(card)
                except IndexError:
                    break
                if face.kind == "destination":
                    self._colours.setdefault(face.country, face.colour)
        return self._colours

    def look(self, card: int) -> Look:
        """The face of ``card``, worked out once per card."""
        look = self._looks.get(card)
        if look is None:
            look = self._looks[card] = look_of(card)
            self._rules[card] = F.card_face(card).rule
        return look

    def board(self, view: Any) -> Board:
        """What the board shows for ``view`` (built once per position and seat)."""
        key = (view, self.eyes, self.my_turn(), self.match.actor())
        if (
            self._board is None
            or self._board_of is None
            or any(a is not b for a, b in zip(key, self._board_of))
        ):
            self._board = build_board(
                view,
                len(self.match.config.seats),
                self.eyes,
                self.match.actor(),
                self.my_turn(),
                self.look,
            )
            self._board_of = key
        return self._board

    def badge(self) -> pygame.Surface:
        if self._badge is None:
            self._badge = pygame.Surface((24, 24), pygame.SRCALPHA)
            pygame.draw.circle(self._badge, INK, (12, 12), 12)
            pygame.draw.circle(self._badge, theme.GOOD, (12, 12), 10)
            self.services.text.blit(self._badge, "✔", (12, 13), 15, INK, True, "center")
        return self._badge

    # --- who is who --------------------------------------------------------------------------
    def other_seats(self) -> list[int]:
        n = len(self.match.config.seats)
        return [(self.eyes + k) % n for k in range(1, n)]

    def seat_name(self, seat: int) -> str:
        return self.match.seat_name(seat)

    def shown_seat(self) -> int:
        """The seat whose schedule is big: yours while a card is in hand, else the one
        opened by a click."""
        if self.drag.held is not None or self.focus is None or self.focus == self.eyes:
            return self.eyes
        return self.focus

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

    def second_step(self, key: tuple, rect: pygame.Rect) -> None:
        """After the first drop of Reschedule or Identity Theft: hold the first choice and
        light the places the second click may choose."""
        self.focus = None
        if key[1] == "reschedule":
            look = self._slot_look(self.eyes, key[2]) or self.look(self._hand_card("reschedule"))
            label = f"Reschedule from slot {key[2]}"
        else:
            look = self._slot_look(key[2], key[3]) or self.look(self._hand_card("identity_theft"))
            label = f"Identity Theft of {self.seat_name(key[2])}'s slot {key[3]}"
        piece = Piece(key, rect.copy(), self.art.face(look, L.HAND_CARD), label)
        self.drag.pick(piece, self.targets(self.view, piece), self.mouse)
        self.drag.selected = True

    def _slot_look(self, seat: int, slot: int) -> Look | None:
        card = self.board(self.view).players[seat].cards[slot - 1]
        return self.look(card) if card >= 0 else None

    def _hand_card(self, kind: str) -> int:
        key = ("hand", kind)
        return next(h.card for h in self.board(self.view).hand if h.key == key)

    # --- hooks -------------------------------------------------------------------------------
    def on_state_change(self) -> None:
        if self._focus_eyes != self.eyes:  # a new player at the screen sees their own
            self.focus, self._focus_eyes = None, self.eyes
        board = self.board(self._view)
        self._ticks = playable(self, board)
        self._take_two = (
            any(isinstance(a, PlayTakeTwo) for a in self.legal_actions()) and self.my_turn()
        )

    def update(self, dt: float) -> None:
        super().update(dt)
        self._art = self.art  # the palette follows the colour-blind setting
        if self.ctx.stack.top is self:
            self._paint(self.view)

    def pieces(self, view: Any) -> list[Piece]:
        return make_pieces(self, view)

    def targets(self, view: Any, piece: Piece) -> list[Target]:
        return make_targets(self, view, piece)

    def gestures(self, view: Any) -> list[Action] | None:
        """The drops of the pieces plus the two-step Reschedule and Identity Theft."""
        made = [t.action for p in self.pieces(view) for t in self.targets(view, p) if t.action]
        return made + two_step_actions(self)

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
        place = L.events_place(len(self.board(self._view).hand), L.HAND_PANEL.x + 12 + note)
        return ([] if place is None else [(place, 0)]) + super().events_place()

    def idle_hint(self, view: Any) -> str:
        prompt = F.prompt(view)
        return prompt[:1].upper() + prompt[1:] + ": drag the card where it goes."

    def _look(self, view: Any) -> tuple:
        """What the painted board shows: the position as built for this seat, the seat at
        the screen, the schedule shown big, the card lifted off it, the ticks, the art
        (palette and text size) and the seats' colours."""
        board = self._board if self._board is not None else self.board(view)
        held = self.drag.held.key if self.drag.held is not None and self.drag.dragging else None
        art = self._art or self.art
        seats = tuple(self._style(s.colour) for s in self.match.config.seats)
        return (board, self.eyes, self.shown_seat(), held, self._ticks, art, seats)

    def _paint(self, view: Any) -> None:
        """Paint the board into its cached surface when its look changed (between frames,
        and before the first)."""
        look = self._look(view)
        if self._drawn is not None and look == self._drawn[0]:
            return
        canvas = self._drawn[1] if self._drawn is not None else None
        if canvas is None:
            canvas = pygame.Surface((BOARD.right, BOARD.bottom))
            if pygame.display.get_surface() is not None:
                canvas = canvas.convert()
        canvas.fill(theme.BG)
        draw.draw_all(self._ink(canvas, look[5], look[2], look[3]), look[0])
        self._drawn = (look, canvas)

    def board_key(self) -> tuple | None:
        """What ``draw_board`` shows, for frames that redraw only what moves: the painted
        board's look, the month framed for a held schedule card and the second step's
        words; ``None`` (a whole frame) while the painted board is not the one to show.
        The hover words follow the pointer (``draw_board_moving``)."""
        drawn = self._drawn
        look = self._look(self.view)
        if drawn is None or look != drawn[0]:
            return None
        step = self.drag.held
        words = step.label if step is not None and step.key[0] == "second" else None
        return (drawn[0], self._held_month(look[0]), words)

    def draw_board(self, surface: pygame.Surface, view: Any) -> None:
        """The board is painted once per look (position, seat, schedule shown, card held,
        palette) into a cached surface (``update``); a frame blits it, then the frame of
        the month a held card goes into and the second step's words."""
        self._paint(view)  # at once if it was not painted yet (the first frame)
        look, canvas = self._drawn  # type: ignore[misc]
        surface.blit(canvas, BOARD.topleft, area=BOARD)
        step = self.drag.held
        month = self._held_month(look[0])
        if month is not None:  # a schedule card goes into its month: frame it
            span = L.month_span(month, L.SCHEDULE_TOP - 6, L.CARD[1] + 12).inflate(14, 0)
            pygame.draw.rect(surface, theme.ACCENT, span, 2, border_radius=10)
        if step is not None and step.key[0] == "second":
            ink = self._ink(surface, look[5], self.eyes, look[3])
            draw.draw_step_hint(ink, step.label + ": click where it goes (Esc cancels)")

    def draw_board_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The hover words at the pointer, kept on the board; the rectangle they cover."""
        rects = super().draw_board_moving(surface)
        if self.drag.held is not None or self.dialog is not None:
            return rects
        board = self._board if self._board is not None else self.board(self.view)
        tip = self.hover_text(board, self.mouse)
        if tip:
            inside = (self.mouse[0] - BOARD.x, self.mouse[1] - BOARD.y)
            rect = draw_tooltip(surface.subsurface(BOARD), self.services.text, tip, inside)
            rects.append(rect.move(BOARD.topleft))
        return rects

    def _held_month(self, board: Board) -> int | None:
        """The month a held schedule card must go into (``None``: no such card held)."""
        held = self.drag.held
        if held is None:
            return None
        if held.key[0] == "pool":
            card = next(c for c in board.pool if (c.row, c.column) == held.key[1:])
            return L.month_of(card.column) if card.look is not None and card.look.schedule else None
        if held.key == ("picked",):
            return board.picked_month
        return None

    def _ink(self, surface: pygame.Surface, art: Art, shown: int, held) -> draw.Ink:
        return draw.Ink(
            surface=surface,
            text=self.services.text,
            art=art,
            seats=tuple(
                draw.SeatLook(s.name, *self._style(s.colour)) for s in self.match.config.seats
            ),
            eyes=self.eyes,
            shown=shown,
            held=held,
            ticks=self._ticks,
            badge=self.badge(),
            looks=self.look,
        )

    def _style(self, colour: str) -> tuple:
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
                    self.focus = None if self.shown_seat() == panel.seat else panel.seat
                    self.invalidate()
                    return
            if L.SCHEDULE_PANEL.collidepoint(event.pos) and self.shown_seat() != self.eyes:
                self.focus = None
                self.invalidate()
                return
        super().handle(event)

    def handle_board_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            n = len(self.match.config.seats)
            self.focus = (self.shown_seat() + 1) % n
            self.invalidate()

    # --- hover help --------------------------------------------------------------------------
    def hover_text(self, board: Board, pos: tuple[int, int]) -> str:
        """Words for what is under the pointer (names, countries and rules in words, so
        nothing depends on colour), and whether it can be played now."""
        if not BOARD.collidepoint(pos):
            return ""
        for card in board.pool:
            if L.pool_cell(card.row, card.column).collidepoint(pos):
                if card.look is None:
                    return f"A face-down card (column {card.column}: {board.columns[card.column - 1]})."
                tip = self._card_words(card.card)
                if ("pool", card.row, card.column) in self._ticks:
                    tip += (
                        " ✔ You can take it now: drag it onto your schedule, hand or the discard."
                    )
                return tip
        shown = board.players[self.shown_seat()]
        for slot in L.slots():
            if L.slot_rect(slot).collidepoint(pos):
                card = shown.cards[slot - 1]
                mark = next((m.text for m in shown.marks if m.slot == slot), "")
                words = f"Slot {slot} ({board.months[L.month_of(slot)]}): "
                words += self._card_words(card) if card >= 0 else "empty."
                return words + (f" Scoring now: {mark}." if mark else "")
        for held, rect in reversed(list(zip(board.hand, L.hand_rects(len(board.hand))))):
            if rect.collidepoint(pos):  # the card on top first where they overlap
                tip = self._card_words(held.card) + (
                    f" You hold {held.count}." if held.count > 1 else ""
                )
                if held.key in self._ticks:
                    tip += " ✔ Playable now: drag it onto its target."
                elif held.key is None and held.look.kind == "take_two" and self._take_two:
                    tip += " ✔ Playable now: the Take Two button under Your moves."
                return tip
        if L.SCORE_PANEL.collidepoint(pos):
            return "; ".join(
                f"{label} {value}" + (f" ({detail})" if detail else "")
                for label, value, detail in shown.score_lines
            )
        for panel in L.other_panels(self.other_seats()):
            if panel.frame.collidepoint(pos):
                for slot in L.slots():
                    card = board.players[panel.seat].cards[slot - 1]
                    if card >= 0 and panel.slot(slot).collidepoint(pos):
                        return f"{self.seat_name(panel.seat)}, slot {slot}: " + self._card_words(
                            card
                        )
                return f"{self.seat_name(panel.seat)}: click to open their schedule big."
        if L.DECK.collidepoint(pos):
            return f"The deck: {board.deck} cards."
        if L.DISCARD.collidepoint(pos) and board.discard is not None:
            return (
                f"The discard pile, face up ({board.discard_count}); on top: {board.discard.title}."
            )
        return ""

    def _card_words(self, card: int) -> str:
        look = self.look(card)
        where = f" ({look.band})" if look.band and look.band not in look.title else ""
        return f"{look.title}{where}. {self._rules.get(card, '')}"
