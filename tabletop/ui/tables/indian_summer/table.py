"""The Indian Summer table: your forest floor, your path from the backpack, the other
players' floors (small; click to enlarge), the common path ring with the bush or the solo
board, the supply with the squirrels, the animal tiles, your treasures and the exchange.

Gestures: drag a leaf tile (or an animal) onto your floor — a ghost snaps to the grid at
the anchor under the pointer, R or the wheel turns it, F flips it, the legal anchors are
lit; drag a squirrel or a nut onto a space; a berry onto your path (solo: onto the end of
the top or bottom path it takes from); a treasure onto an exchange bin; solo, the end tile
of the top or bottom path onto your emptied path to refill it. Mushrooms, feathers, End
turn and Next game are the buttons under "Your moves".

This module holds the hooks and the table's own settings (orientation in hand, enlarged
floor); what is drawn is ``draw.py``/``draw_shared.py``, where ``layout.py``, the
pictures ``art.py``, what can be picked up ``pieces.py``; numbers and sentences come from
the game's ``facts``.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine import Action
from tabletop.games.indian_summer import facts
from tabletop.games.indian_summer.actions import (
    Berry,
    Exchange,
    Feather,
    Mushroom,
    Nut,
    PlaceAnimal,
    PlaceLeaf,
    PlaceSquirrel,
    Refill,
)

from ... import theme
from ...drag import Piece, Target
from ...widgets import draw_tooltip
from ..base import BOARD, TableScene
from ..telling import StepTeller
from . import draw, draw_shared
from .art import Art
from .draw import BoardContext, HandContext
from .layout import Layout
from .pieces import GESTURES, SHAPED, gesture_actions, make_pieces, make_targets
from .story import IndianSummerSteps

NOWHERE = "This way round it fits nowhere: press R or F"


class IndianSummerTable(TableScene):
    def __init__(self, ctx, match, autosave: bool = True):
        super().__init__(ctx, match, autosave)
        self.telling = self.hold(
            StepTeller(self, IndianSummerSteps(self))
        )  # a move's steps (story.py)
        state = match.state
        self.layout = Layout(len(state.players), state.solo is not None)
        self.art = Art(self.services.text)
        self.turns = 0  # quarter turns clockwise of the tile in hand
        self.flip = False  # mirrored left to right (applied before turning)
        self.enlarged: int | None = None  # another player's floor shown big
        self._board: pygame.Surface | None = None
        self._board_look: tuple | None = None

    # --- hooks ------------------------------------------------------------------------------
    def is_gesture(self, action: Action) -> bool:
        """Tile, squirrel, nut, animal and exchange moves are gestures in every orientation,
        so they never become buttons (the pieces only show the orientation in hand)."""
        return isinstance(action, GESTURES)

    def gestures(self, view: Any) -> list[Action]:
        pieces = self._pieces if view is self._view else self.pieces(view)
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
        if self._board is not None and self._board_look == self._look(view):
            surface.blit(self._board, BOARD.topleft, area=BOARD)
        else:
            self._render(surface, ctx)
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
        if self._board is None or self._board_look != look:
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
        small), else its path or its small panel."""
        if view.solo is not None and seat != self.eyes:
            return None
        shown = self.shown_floor(view)
        others = self.other_seats(view)
        if seat == shown:
            grid = self.layout.floor
        elif seat in others:
            grid = self.layout.mini_grid(others.index(seat))
        else:
            return None
        if isinstance(action, (PlaceLeaf, PlaceAnimal)):
            piece = action.tile if isinstance(action, PlaceLeaf) else action.animal
            lie = facts.shape(piece, action.orientation)
            corner = grid.rect(action.row + lie.height - 1, action.col + lie.width - 1)
            return grid.rect(action.row, action.col).union(corner)
        if isinstance(action, (PlaceSquirrel, Nut)):
            return grid.rect(action.row, action.col)
        if isinstance(action, (Berry, Mushroom, Feather, Refill, Exchange)):
            if seat == shown:
                return self.layout.path_panel
            path = self.layout.mini_path(others.index(seat))  # its tiles, under its title
            return pygame.Rect(path.x, path.y + 22, path.w, path.h - 22)
        return None

    # --- what the drawing reads -------------------------------------------------------------
    def context(self, view: Any) -> BoardContext:
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
            eyes=self.eyes,
            shown=self.shown_floor(view),
            my_turn=self.my_turn(),
            turns=self.turns,
            flip=self.flip,
            dragged=held.key if held is not None and self.drag.dragging else None,
            enlarged=self.enlarged,
            tray=facts.mushroom_tray(view, self.eyes, list(names)),
        )

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

    def _look(self, view: Any) -> tuple:
        """Everything the painted board shows: the position, whose floor is big, the piece
        lifted off it, how a tile in hand lies, the text and the seats' colours."""
        held = self.drag.held.key if self.drag.held is not None and self.drag.dragging else None
        styles = tuple(self.services.seat_style(seat.colour) for seat in self.match.config.seats)
        painted = (view, self.eyes, self.enlarged, held, self.my_turn(), self.services.text)
        return (*painted, styles, self.turns, self.flip)

    def _prepare_board(self) -> None:
        """Draw the board into its cached surface when its look changed (before ``draw``)."""
        if self.art.text is not self.services.text:  # the text size changed (Settings)
            self.art = Art(self.services.text)
        view = self.view
        look = self._look(view)
        if self._board is not None and self._board_look == look:
            return
        if self._board is None:
            size = (BOARD.right, BOARD.bottom)
            shown = pygame.display.get_surface() is not None
            self._board = pygame.Surface(size).convert() if shown else pygame.Surface(size)
        self._render(self._board, self.context(view))
        self._board_look = look

    def _render(self, surface: pygame.Surface, ctx: BoardContext) -> None:
        draw.draw_table_top(surface, BOARD)
        draw.draw_floor(surface, ctx)
        draw.draw_path(surface, ctx)
        draw.draw_treasures(surface, ctx)
        if ctx.view.solo is not None:
            draw_shared.draw_solo(surface, ctx)
        else:
            draw_shared.draw_others(surface, ctx)
            draw_shared.draw_ring(surface, ctx)
        draw_shared.draw_supply(surface, ctx)
        draw_shared.draw_animals(surface, ctx)

    # --- the tile in hand -------------------------------------------------------------------
    def orientation_of(self, piece: str) -> int:
        """How ``piece`` (a tile or animal id) lies with the current turn and flip."""
        return facts.orientation_index(piece, self.turns, self.flip)

    def orientation_note(self) -> str:
        words = [f"turned {90 * self.turns}°"] if self.turns else []
        if self.flip:
            words.append("flipped")
        return "now: " + (", ".join(words) if words else "not turned")

    def turn_tile(self, turns: int = 0, flip: bool = False) -> None:
        """R / wheel turn, F flips (a left-right mirror as seen); a held tile is picked up
        again so its targets are the placements in the new orientation."""
        if flip:
            self.flip = not self.flip
            self.turns = (-self.turns) % 4
        self.turns = (self.turns + turns) % 4
        held = self.drag.held
        if held is None or held.key[0] not in SHAPED:
            return
        view = self.view
        if held.key[0] == "leaf":  # what snaps back if dropped off
            held.surface = draw.path_image(self.context(view), held.key[1])
        drag = self.drag
        was = (drag.dragging, drag.selected, drag.grab_offset, drag.down_at)
        drag.pick(held, self.targets(view, held), drag.pos)
        drag.dragging, drag.selected, drag.grab_offset, drag.down_at = was

    def held_shape(self) -> tuple[str, str, int] | None:
        """(``leaf``/``animal``, id, orientation) of the tile in hand, if any."""
        held = self.drag.held
        if held is None or held.key[0] not in SHAPED:
            return None
        if not (self.drag.dragging or self.drag.selected):
            return None
        kind, name = held.key
        return kind, name, self.orientation_of(name)

    # --- whose floor is big -----------------------------------------------------------------
    def other_seats(self, view: Any) -> list[int]:
        n = len(view.players)
        return [(self.eyes + k) % n for k in range(1, n)]

    def shown_floor(self, view: Any) -> int:
        enlarged = self.enlarged
        if enlarged is not None and enlarged != self.eyes and enlarged < len(view.players):
            return enlarged
        return self.eyes

    def _click_floors(self, pos: tuple[int, int]) -> None:
        """A click on another player's small floor enlarges it; a click on it again, or on
        the big floor, returns to your own."""
        if self.drag.held is not None:
            self.enlarged = None
            return
        for index, seat in enumerate(self.other_seats(self.view)):
            if self.layout.mini_grid(index).bounds.inflate(6, 6).collidepoint(pos):
                self.enlarged = None if self.enlarged == seat else seat
                return
        if self.enlarged is not None and self.layout.floor_rect.collidepoint(pos):
            self.enlarged = None


TABLE = IndianSummerTable
