"""The Indian Summer table: your forest floor, your path from the backpack, the other
players' floors (small; click to enlarge), the common path ring with the bush or the solo
board, the supply with the squirrels, the animal tiles, your treasures and the exchange.

Gestures: drag a leaf tile (or an animal) onto your floor — a ghost snaps to the grid at
the anchor under the pointer, R or the wheel turns it, F flips it, the legal anchors are
lit; drag a squirrel or a nut onto a space; a berry onto your path (solo: onto the end of
the top or bottom path it takes from); a treasure onto an exchange bin; solo, the end tile
of the top or bottom path onto your emptied path to refill it. Mushrooms, feathers, End
turn and Next game are the buttons under "Your moves".
"""

from __future__ import annotations

import pygame

from tabletop.engine.actions import Action
from tabletop.games.indian_summer.components import components
from tabletop.games.indian_summer.options import mushroom_candidates
from tabletop.games.indian_summer.shapes import orientations, transform
from tabletop.games.indian_summer.state import COMMON, IndianSummerState

from ... import theme
from ...drag import Piece, Target
from ...widgets import draw_panel
from ..base import BOARD, TableScene
from . import draw
from .art import Art
from .layout import Layout
from .pieces import GESTURES, make_pieces, make_targets

SHAPED = ("leaf", "animal")


class IndianSummerTable(TableScene):
    def __init__(self, ctx, match, autosave: bool = True):
        super().__init__(ctx, match, autosave)
        state = match.state
        self.layout = Layout(len(state.players), state.solo is not None)
        self.art = Art(self.services.text)
        self.turns = 0  # quarter turns clockwise of the tile in hand
        self.flip = False  # mirrored left to right (applied before turning)
        self.enlarged: int | None = None  # another player's floor shown big
        self._board: pygame.Surface | None = None
        self._board_look: tuple | None = None

    def is_gesture(self, action: Action) -> bool:
        """Tile, squirrel, nut, animal and exchange moves are gestures in every orientation,
        so they never become buttons (the pieces only show the orientation in hand)."""
        return isinstance(action, GESTURES)

    # --- orientation ------------------------------------------------------------------------
    def orientation_of(self, pattern: str) -> int:
        options = orientations(pattern)
        return options.index(transform(options[0], self.turns, self.flip))

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
        if held.key[0] == "leaf":
            held.surface = draw.path_image(self, held.key[1])  # what snaps back if dropped off
        drag = self.drag
        was = (drag.dragging, drag.selected, drag.grab_offset, drag.down_at)
        drag.pick(held, self.targets(self.view, held), drag.pos)
        drag.dragging, drag.selected, drag.grab_offset, drag.down_at = was

    def held_shape(self) -> tuple[str, str, int] | None:
        """(``leaf``/``animal``, id, orientation) of the tile in hand, if any."""
        held = self.drag.held
        if (
            held is None
            or held.key[0] not in SHAPED
            or not (self.drag.dragging or self.drag.selected)
        ):
            return None
        cat = components()
        kind, name = held.key
        pattern = cat.tiles[name].pattern if kind == "leaf" else cat.animal(name).shape
        return kind, name, self.orientation_of(pattern)

    # --- what is shown where ------------------------------------------------------------
    def other_seats(self, view: IndianSummerState) -> list[int]:
        n = len(view.players)
        return [(self.eyes + k) % n for k in range(1, n)]

    def shown_floor(self, view: IndianSummerState) -> int:
        if (
            self.enlarged is not None
            and self.enlarged != self.eyes
            and self.enlarged < len(view.players)
        ):
            return self.enlarged
        return self.eyes

    def tray(self, view: IndianSummerState) -> tuple[str, list[tuple[str, str]]] | None:
        """During your mushroom: the tiles it may take, and from where (else ``None``)."""
        if view.turn != self.eyes or view.step.main != "mushroom":
            return None
        entries = []
        for source, tile in mushroom_candidates(view):
            if source == COMMON:
                where = "common path"
            elif source <= -10:
                where = "mushroom space"
            else:
                where = "from " + self.match.config.seats[source].name
            entries.append((tile, where))
        return "Mushroom: lay one of these tiles (taken from others)", entries

    # --- hooks ------------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, view: IndianSummerState) -> None:
        """The board is drawn once per look (position, eyes, enlarged floor, tile in hand,
        orientation) into a cached surface; a frame blits it, the orientation note and the
        ghost."""
        held = self.drag.held.key if self.drag.held is not None and self.drag.dragging else None
        look = (view, self.eyes, self.enlarged, held, self.my_turn(), self.turns, self.flip)
        if (
            self._board is None
            or self._board_look is None
            or any(a is not b and a != b for a, b in zip(look, self._board_look))
        ):
            if self._board is None:
                self._board = (
                    pygame.Surface((BOARD.right, BOARD.bottom)).convert()
                    if pygame.display.get_surface() is not None
                    else pygame.Surface((BOARD.right, BOARD.bottom))
                )
            self._board.fill(theme.BG)
            self._draw_board(self._board, view)
            self._board_look = look
        surface.blit(self._board, BOARD.topleft, area=BOARD)
        if self.drag.held is None and view.solo is None:
            for index in range(len(self.layout.others)):
                bounds = self.layout.mini_grid(index).bounds.inflate(6, 6)
                if bounds.collidepoint(self.mouse):  # a click here enlarges this floor
                    pygame.draw.rect(surface, theme.HOVER, bounds, 2)
        draw.draw_orientation(surface, self)
        draw.draw_ghost(surface, self)

    def _draw_board(self, surface: pygame.Surface, view: IndianSummerState) -> None:
        draw_panel(surface, BOARD.inflate(-8, -8), fill=(30, 50, 40), radius=12)
        draw.draw_floor(surface, self, view)
        draw.draw_path(surface, self, view)
        draw.draw_treasures(surface, self, view)
        if view.solo is not None:
            draw.draw_solo(surface, self, view)
        else:
            draw.draw_others(surface, self, view)
            draw.draw_ring(surface, self, view)
        draw.draw_supply(surface, self, view)
        draw.draw_animals(surface, self, view)

    def pieces(self, view: IndianSummerState) -> list[Piece]:
        return make_pieces(self, view)

    def targets(self, view: IndianSummerState, piece: Piece) -> list[Target]:
        return make_targets(self, view, piece)

    def status_text(self, view: IndianSummerState) -> str:
        solo = view.solo
        if solo is not None:
            if view.step.main == "between":
                return f"Solo series: game {len(solo.games)} of 3 finished"
            text = f"Solo turn {min(solo.turn_no, 10)} of 10"
            return text + (
                f" · game {len(solo.games) + (0 if view.over else 1)} of 3" if solo.series else ""
            )
        if view.ending:
            return "Last round: a floor is full"
        return "A full floor ends the game"

    def handle_board_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r:
            self.turn_tile(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_f:
            self.turn_tile(flip=True)
        elif event.type == pygame.MOUSEWHEEL and BOARD.collidepoint(self.mouse):
            self.turn_tile(1 if event.y < 0 else -1)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click_floors(event.pos)

    def _click_floors(self, pos: tuple[int, int]) -> None:
        """A click on another player's small floor enlarges it; a click on it again, or on
        the big floor, returns to your own."""
        if self.drag.held is not None:
            self.enlarged = None
            return
        view = self.view
        for index, seat in enumerate(self.other_seats(view)):
            if self.layout.mini_grid(index).bounds.inflate(6, 6).collidepoint(pos):
                self.enlarged = None if self.enlarged == seat else seat
                return
        if self.enlarged is not None and self.layout.floor_rect.collidepoint(pos):
            self.enlarged = None


TABLE = IndianSummerTable

__all__ = ["TABLE", "IndianSummerTable"]
