"""The Indian Summer table: your forest floor, your path from the backpack, the other
players' floors (small; click to enlarge), the common path ring with the bush or the solo
board, the supply with the squirrels, the animal tiles, your treasures and the exchange.

Gestures: drag a leaf tile (or an animal) onto your floor — a ghost snaps to the grid at
the anchor under the pointer, R or the wheel turns it, F flips it, the legal anchors are
lit; drag a squirrel or a nut onto a space; a berry onto your path (solo: onto the end of
the top or bottom path it takes from); a treasure onto an exchange bin; solo, the end tile
of the top or bottom path onto your emptied path to refill it. Mushrooms, feathers, End
turn and Next game are the buttons under "Your moves".

This module holds the hooks and what the table keeps: the layout, the table-only choices
of the player at the screen (``choices.py``: how the tile in hand lies, whose floor is
big), the painted board with its pictures (``board.py``) and the steps of a move told on
the board (``story.py``). What is drawn is ``draw.py``/``draw_shared.py``, where
``layout.py``, the pictures ``art.py``, what can be picked up ``pieces.py``, where a move
took effect ``places.py``; numbers and sentences come from the game's ``facts``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from tabletop.engine import Action
from tabletop.engine.match import Match
from tabletop.games.indian_summer import facts

from ... import theme
from ...drag import Piece, Target
from ...scene import Context
from ...widgets import draw_tooltip
from ..base import BOARD, TableScene
from ..position import Position
from ..telling import StepTeller
from . import board, draw, places
from .art import Art
from .board import Look, PaintedBoard
from .choices import Choices, other_seats
from .draw import BoardContext, HandContext
from .layout import Layout
from .pieces import GESTURES, SHAPED, gesture_actions, make_pieces, make_targets, piece_key
from .story import IndianSummerSteps

NOWHERE = "This way round it fits nowhere: press R or F"


class IndianSummerTable(TableScene):
    def __init__(self, ctx: Context, match: Match, autosave: bool = True):
        super().__init__(ctx, match, autosave)
        state = match.state
        self.layout = Layout(len(state.players), state.solo is not None)
        self.telling = self.hold(StepTeller(self, IndianSummerSteps(self.layout, self)))
        """A move's steps told on the board (``story.py``)."""
        self.choices = Choices()
        """How the tile in hand lies and whose floor is big (the player's, never the game's)."""
        self.painted = PaintedBoard(self.services.text)
        """The board painted between frames, with the pictures it is painted with."""

    @property
    def art(self) -> Art:
        """The table's pictures, cached by what they show."""
        return self.painted.art

    @property
    def turns(self) -> int:
        """Quarter turns clockwise of the tile in hand."""
        return self.choices.orientation.turns

    # --- hooks ------------------------------------------------------------------------------
    def is_gesture(self, action: Action) -> bool:
        """Tile, squirrel, nut, animal and exchange moves are gestures in every orientation,
        so they never become buttons (the pieces only show the orientation in hand)."""
        return isinstance(action, GESTURES)

    def gestures(self, view: Any) -> list[Action]:
        position = self._now()
        pieces = list(position.pieces) if view is position.view else self.pieces(view)
        return gesture_actions(self.context(view), pieces)

    def pieces(self, view: Any) -> list[Piece]:
        return make_pieces(self.context(view))

    def targets(self, view: Any, piece: Piece) -> list[Target]:
        return make_targets(self.context(view), piece)

    def status_text(self, view: Any) -> str:
        return facts.status(view)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.ctx.stack.top is self:
            self._prepare_board()
            draw.prepare_ghost(self.context(self.view), self.held_shape())

    def draw_board(self, surface: pygame.Surface, view: Any) -> None:
        """Blits the board prepared in ``update`` (drawn afresh only when its look changed),
        then the small floor under the pointer outlined and the orientation line. What
        follows the pointer (the ghost of the tile in hand, the treasures' hover text) is
        ``draw_board_moving``'s."""
        if self.telling.draw(surface):  # a move's steps playing on the board (story.py)
            return
        ctx = self.context(view)
        if self.painted.shows(self._look(view)):
            self.painted.blit(surface)
        else:
            board.paint(surface, ctx)
        hovered = self._hovered_floor(view)
        if hovered is not None:  # a click here enlarges this floor
            bounds = self.layout.mini_grid(hovered).bounds.inflate(6, 6)
            pygame.draw.rect(surface, theme.HOVER, bounds, 2)
        nowhere, note = self._orientation_line()
        draw.draw_orientation(surface, ctx, nowhere, note)

    def board_key(self) -> tuple | None:
        """What ``draw_board`` shows, for frames that redraw only what moves: the step of
        a move's story on the board, or the painted board's look, the small floor under
        the pointer and the orientation line; ``None`` (a whole frame) while the board
        painted in ``update`` is not the one to show."""
        show = self.telling.show
        if show is not None and self.telling.playing:
            return ("steps", show.key)
        view = self.view
        look = self._look(view)
        if not self.painted.shows(look):
            return None
        return (look, self._hovered_floor(view), self._orientation_line())

    def draw_board_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The ghost of the tile in hand (the target outlines it covers drawn again over
        it), or the treasures' hover text (their drag note, where the panel had no room
        for it)."""
        rects = super().draw_board_moving(surface)  # a move's steps sliding (story.py)
        if self.dialog is not None or self.telling.playing:
            return rects
        if self.drag.held is not None:
            ghost = draw.draw_ghost(surface, self.context(self.view), self.hand())
            if ghost is not None:
                rects.append(ghost)
                rects += self._outline_over(surface, ghost)
            return rects
        tip = draw.treasure_tip(self.context(self.view), self.mouse)
        if tip:
            rects.append(draw_tooltip(surface, self.services.text, tip, self.mouse))
        return rects

    def _outline_over(self, surface: pygame.Surface, ghost: pygame.Rect) -> list[pygame.Rect]:
        """The legal places' outlines and the hovered place's under ``ghost``, drawn over
        it (as they are over the board)."""
        drag = self.drag
        for lit in drag.legal:
            rect = lit.target.rect.inflate(4, 4)
            if rect.colliderect(ghost):
                pygame.draw.rect(surface, theme.GOOD, rect, 3, border_radius=6)
        hovered = drag.draw_hovered(surface, self.mouse)
        return [] if hovered is None else [hovered]

    def _hovered_floor(self, view: Any) -> int | None:
        """The small floor under the pointer (outlined: a click enlarges it)."""
        if self.drag.held is not None or view.solo is not None:
            return None
        for index in range(len(self.layout.others)):
            if self.layout.mini_grid(index).bounds.inflate(6, 6).collidepoint(self.mouse):
                return index
        return None

    def handle_board_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r:
            self.turn_tile(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_f:
            self.turn_tile(flip=True)
        elif event.type == pygame.MOUSEWHEEL and BOARD.collidepoint(self.mouse):
            self.turn_tile(1 if event.y < 0 else -1)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click_floors(event.pos)

    def locate(self, view: Any, action: Action, seat: int) -> pygame.Rect | None:
        """Where ``seat``'s move took effect: the squares it covered on its floor (big or
        small), else its path or its small panel (``places.py``)."""
        return places.locate(self.context(view), action, seat)

    # --- what the drawing reads -------------------------------------------------------------
    def _now(self) -> Position:
        """The position on show (``refresh`` keeps it current)."""
        self.refresh()
        assert self.position is not None
        return self.position

    def context(self, view: Any) -> BoardContext:
        """What drawing ``view`` reads: the board, the seat at the screen and its choices."""
        position = self._now()
        seats = self.match.config.seats
        names = tuple(seat.name for seat in seats)
        held = self.drag.held
        return BoardContext(
            view=view,
            layout=self.layout,
            art=self.art,
            text=self.services.text,
            names=names,
            styles=tuple(self.services.seat_style(seat.colour) for seat in seats),
            eyes=position.eyes,
            shown=self.shown_floor(view),
            my_turn=position.my_turn,
            orientation=self.choices.orientation,
            dragged=piece_key(held) if held is not None and self.drag.dragging else None,
            enlarged=self.choices.enlarged,
            tray=facts.mushroom_tray(view, position.eyes, list(names)),
        )

    def view_of(self, state: Any) -> Any:
        """``state`` as the seat at the screen may know it (a move's story)."""
        return self.game.view(state, self._now().eyes)

    def story_context(self, view: Any) -> BoardContext:
        """The board's context for a position of a move's story: nothing held, no tray,
        not playable."""
        return replace(self.context(view), my_turn=False, dragged=None, tray=None)

    def hand(self) -> HandContext:
        held = self.held_shape()
        cell = self.layout.floor.at(self.mouse) if held is not None else None
        lit = self.drag.hovered(self.mouse) if cell is not None else None
        return HandContext(
            held=held,
            dragging=self.drag.dragging,
            mouse=self.mouse,
            over_cell=cell,
            fits_here=lit is not None and lit.reason is None,
        )

    def _orientation_line(self) -> tuple[str | None, str]:
        """(why the tile in hand fits nowhere this way round, or ``None``; how it lies)."""
        nowhere = None
        if self.held_shape() is not None and not self.drag.legal:
            reasons = {lit.reason for lit in self.drag.lit}
            nowhere = (reasons.pop() if len(reasons) == 1 else None) or NOWHERE
        return nowhere, self.orientation_note()

    def _look(self, view: Any) -> Look:
        """Everything the painted board shows (``board.Look``)."""
        position = self._now()
        held = self.drag.held
        lifted = held.key if held is not None and self.drag.dragging else None
        styles = tuple(self.services.seat_style(seat.colour) for seat in self.match.config.seats)
        text = self.services.text
        return Look(view, position.eyes, self.choices, lifted, position.my_turn, text, styles)

    def _prepare_board(self) -> None:
        """Paint the board into its layer when its look changed (before ``draw``)."""
        self.painted.keep_text(self.services.text)  # the text size changed (Settings)
        view = self.view
        look = self._look(view)
        if not self.painted.shows(look):
            self.painted.paint(look, self.context(view))

    # --- the tile in hand -------------------------------------------------------------------
    def orientation_of(self, piece: str) -> int:
        """How ``piece`` (a tile or animal id) lies with the current turn and flip."""
        return self.choices.orientation.of(piece)

    def orientation_note(self) -> str:
        return self.choices.orientation.note()

    def turn_tile(self, turns: int = 0, flip: bool = False) -> None:
        """R / wheel turn, F flips (a left-right mirror as seen); a held tile is picked up
        again so its targets are the placements in the new orientation."""
        orientation = self.choices.orientation.turned(turns, flip)
        self.choices = replace(self.choices, orientation=orientation)
        held = self.drag.held
        if held is None or piece_key(held)[0] not in SHAPED:
            return
        view = self.view
        kind, name = piece_key(held)
        if kind == "leaf":  # what snaps back if dropped off
            held.surface = draw.path_image(self.context(view), name)
        drag = self.drag
        was = (drag.dragging, drag.selected, drag.grab_offset, drag.down_at)
        drag.pick(held, self.targets(view, held), drag.pos)
        drag.dragging, drag.selected, drag.grab_offset, drag.down_at = was

    def held_shape(self) -> tuple[str, str, int] | None:
        """(``leaf``/``animal``, id, orientation) of the tile in hand, if any."""
        held = self.drag.held
        if held is None or piece_key(held)[0] not in SHAPED:
            return None
        if not (self.drag.dragging or self.drag.selected):
            return None
        kind, name = piece_key(held)
        return kind, name, self.orientation_of(name)

    # --- whose floor is big -----------------------------------------------------------------
    def other_seats(self, view: Any) -> list[int]:
        """The other seats in turn order after the seat at the screen."""
        return other_seats(self._now().eyes, len(view.players))

    def shown_floor(self, view: Any) -> int:
        """Whose floor is drawn big (yours unless you enlarged another's)."""
        return self.choices.shown(self._now().eyes, len(view.players))

    def _click_floors(self, pos: tuple[int, int]) -> None:
        """A click on another player's small floor enlarges it; a click on it again, or on
        the big floor, returns to your own."""
        choices = self.choices
        if self.drag.held is not None:
            self.choices = replace(choices, enlarged=None)
            return
        for index, seat in enumerate(self.other_seats(self.view)):
            if self.layout.mini_grid(index).bounds.inflate(6, 6).collidepoint(pos):
                enlarged = None if choices.enlarged == seat else seat
                self.choices = replace(choices, enlarged=enlarged)
                return
        if choices.enlarged is not None and self.layout.floor_rect.collidepoint(pos):
            self.choices = replace(choices, enlarged=None)


TABLE = IndianSummerTable
