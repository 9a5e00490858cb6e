"""The Resafa table: the hooks that turn gestures into the engine's actions.

Drags: an action card from the hand onto the next slot (its upper or lower half decides
which half is up; R turns the card), the played card onto its colour action (a bonus card,
its track, the sack deck) or onto the place of its main action; a workshop from the offer
onto the grid (a ghost snaps to the corner places; R turns it, F shows its back); a garden
tile between workshops (R: which way a new square runs); a canal tile onto the network
(F: its other face; cost and VP shown before the drop); the caravan along the roads
(passing over Resafa, or R, makes the stop in Resafa). Clicks: bonus cards, tracks, sack
deck, special stacks, production rooms, trading tiles to flip, base boxes, token rows,
the water's way at a branch, and the chips (main action, trade stepper, set-up turns).
Rare moves (end turn, done, look through a stack, swap, card choices) are the base's
buttons. The picture is painted into one cached layer between frames (``paint.py``);
``draw_board`` only blits it and the held piece's ghost. The clicks and keys are
``events.py``'s, the focus view's ``focus.py``'s, the rain's ``rain_show.py``'s."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.games.resafa import facts
from tabletop.games.resafa.actions import (
    BuildCanal,
    BuildGarden,
    BuildWorkshop,
    Main,
    MoveCamel,
    PlaceStart,
    PlayCard,
    StepTrack,
    TakeBonus,
    TakeSack,
)
from tabletop.ui.drag import Piece, Target
from tabletop.ui.tables.base import BOARD, TableScene

from . import layout, pieces
from .area import choice_height
from .art import Art
from .clicks import (
    HINTS,
    Click,
    all_chip_actions,
    board_clicks,
    chip_specs,
    chip_widths,
    choice_specs,
)
from .draw import Chip, DrawContext, SeatLook
from .events import BoardEvents
from .focus import FocusControl, FocusView, part_rect
from .focus_drag import focus_pieces, focus_targets, inner_and_tray, tray_keys
from .focus_net import network_places
from .locate import locate as locate_move
from .paint import paint_layer, seat_looks
from .rain_draw import RainPlace, big_place, draw_rain
from .rain_show import RainNote, RainShow, RainTeller
from .route import draw_way
from .solo_panel import BotTeller
from .steer import Steer, steers


class ResafaTable(TableScene):
    """Main board on the left, the player area on the right, the others' panels below."""

    def __init__(self, ctx, match, autosave: bool = True):
        super().__init__(ctx, match, autosave)
        self.art = Art(self.services.text)
        self.focus = self.eyes
        self.turned = False  # R on an action card: the bottom half up
        self.rot = 0  # workshop quarter turns
        self.back = False  # workshop side
        self.vertical = False  # a new garden square runs north-south
        self.face = 0  # canal tile face
        self.via = False  # the caravan stops in Resafa
        self.qty: dict[int, int] = {0: 1, 1: 1}
        self.setup_rots = [0, 0]
        self.clicks: list[Click] = []
        self.chips: list[tuple[Chip, Any]] = []
        self.choices: list[tuple[Chip, Any]] = []
        self.opened = ""  # a card in hand whose options are listed
        self.tips: list[tuple[pygame.Rect, str]] = []
        self.tip: str | None = None
        self._position: Any = None
        self._before: Any = None
        self._made: frozenset | None = None
        self.rain_note = ""
        self._rain = RainNote()
        self._ghost: tuple[pygame.Surface, pygame.Rect] | None = None
        self._path: Any = None  # the caravan's way while it is carried (route.py)
        self._rain_at: RainPlace | None = None  # the rain on the big network (focus view)
        self.teller = BotTeller()
        self._layer_key: tuple | None = None
        self.steers: tuple[Steer, ...] = ()  # the rivals' steering choices (steer.py)
        self.zoom = FocusView()  # a part of the main board shown big (focus.py)
        self.focusing = FocusControl(self)  # opens it, gives it events, draws it again
        self.raining = self.hold(RainTeller(self))  # a rain told on the network (rain_show.py)
        self.board_events = BoardEvents(self)  # R/F, tips and clicks on the board (events.py)

    @property
    def rain(self) -> RainShow | None:
        """The rain told now (or waiting at a branch), ``RainTeller``'s."""
        return self.raining.show

    @property
    def rain_playing(self) -> bool:
        return self.raining.playing

    # --- the position --------------------------------------------------------------------
    def on_state_change(self) -> None:
        self._measure()
        position = (self.match.state, self.eyes)
        if self._position is None or self._position[1] != self.eyes:
            self.focus = self.eyes
            self.zoom.close()  # a new player at the screen starts on the board
        if position != self._position:
            self._position = position
            self._note_rain(self._view)
            self.qty = {0: 1, 1: 1}
            self.via = False
            self.setup_rots = [0, 0]
            self.opened = ""
            if self.my_turn():
                self.focus = self.eyes
        self._note_bot(self._view)
        self.steers = steers(self.game, self.match.states, self.match.log, self.eyes)
        mine = self.my_turn()
        legal = self.legal_actions() if mine else []
        view = self._view
        self.clicks = board_clicks(view, self.eyes, legal, self.focus == self.eyes) if mine else []
        specs = chip_specs(view, legal, tuple(self.setup_rots), self.qty) if mine else []
        rects = layout.chip_rects(chip_widths(self.services.text, specs))
        self.chips = [(Chip(s.key, s.label, r, s.lit), s.action) for s, r in zip(specs, rects)]
        listed = choice_specs(view, legal, self.opened) if mine else []
        rects = layout.choice_rects(len(listed), choice_height(self.services.text, listed))
        self.choices = [(Chip(s.key, s.label, r, s.lit), s.action) for s, r in zip(listed, rects)]
        self._made = None

    def _measure(self) -> None:
        """The map's boxes sized for the text size in use (cached per size)."""
        names = tuple(x.name for x in facts.centres(self._view))
        layout.measure(self.services.text, names)

    def _note_bot(self, view: Any) -> None:
        self.teller.note(facts.bot_last_turn(view), self.services.settings.animation_factor)

    @property
    def bot_shown(self) -> int:
        """Resafabot's lines of its last turn shown so far (its turn told step by step)."""
        return self.teller.shown

    def _note_rain(self, view: Any) -> None:
        """Scores before a rain, and what the rain gave each player (tiles, then water)."""
        self.rain_note = self._rain.note(view, [s.name for s in self.seats()])

    def status_text(self, view: Any) -> str:
        standing = facts.solo_standing(view, False)
        return facts.round_label(view) + (f" · {standing}" if standing else "")

    def idle_hint(self, view: Any) -> str:
        task = view.task
        if view.phase == "setup":
            return "Click your starting workshops to turn them, then Keep these turns."
        if task is None:
            if not view.progress.taken:
                return "Drag an action card onto the next slot (upper or lower half; R turns it)."
            return "Drag the played card onto its colour action or its main action's place."
        return HINTS.get((task.kind, task.stage if task.kind == "trading" else 0), HINTS[""])

    def is_gesture(self, action) -> bool:
        """Every move a drag, a click or a chip makes (whatever R/F or the stepper show
        now) stays out of the move buttons."""
        if self._made is None:
            self._made = frozenset(self.gestures(self._view) or ())
        return action in self._made

    def gestures(self, view: Any) -> list:
        if not self.my_turn():
            return []
        legal = self.legal_actions()
        out = [c.action for c in self.clicks if c.action is not None]
        out += all_chip_actions(view, legal)
        kinds = (BuildWorkshop, BuildGarden, BuildCanal, MoveCamel, PlayCard)
        out += [a for a in legal if isinstance(a, kinds) and pieces.has_piece(self, view, a)]
        if pieces.played_piece(self, view) is not None:
            out += [a for a in legal if isinstance(a, (TakeBonus, StepTrack, TakeSack, Main))]
        return out

    def seats(self) -> tuple[SeatLook, ...]:
        """How each seat of the view is shown (``paint.seat_looks``)."""
        return seat_looks(self.match.config.seats, self.services.seat_style, self._view)

    def locate(self, view: Any, action: Any, seat: int) -> pygame.Rect | None:
        """Where ``seat``'s move took effect: the rect its target or click uses (locate.py);
        in ``seat``'s compact panel when another area is shown big."""
        return locate_move(view, action, seat, self.focus)

    # --- pieces and targets (pieces.py) -----------------------------------------------------
    def pieces(self, view: Any) -> list[Piece]:
        if self.zoom.part:  # the focus view covers the board: its pieces where it shows them
            surface_for = lambda key, size: pieces.view_surface(self, key, size)  # noqa: E731
            return focus_pieces(self.zoom.spots, pieces.make_pieces(self, view), surface_for)
        return pieces.make_pieces(self, view)

    def targets(self, view: Any, piece: Piece) -> list[Target]:
        if self.zoom.part:
            return focus_targets(self.zoom.spots, pieces.make_targets(self, view, piece))
        return pieces.make_targets(self, view, piece)

    # --- events ----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.raining.in_focus(event):  # a press over the big network shows the rain's end
            return
        if self.focusing.handle(event):  # the focus view opened, or open and took the event
            return
        self._before = self.match.state
        held = self.drag.held
        super().handle(event)
        now = self.drag.held
        if now is not None and now is not held and now.key == ("camel",) and self.via:
            self.via = False  # a new journey starts without the stop in Resafa
            self.relight()

    def handle_board_event(self, event: pygame.event.Event) -> None:
        self.board_events.handle(event)

    # --- painting (between frames) and drawing (only reads) -------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.teller.step(dt, self.services.settings.animation_factor)
        self._paint()
        self._ghost = pieces.ghost(self)
        self._rain_at = self._rain_place()
        self._path = pieces.camel_path(self)

    def _context(self) -> DrawContext:
        lit = frozenset(c.key for c in self.clicks)
        if self.my_turn() and any(isinstance(a, PlaceStart) for a in self.legal_actions()):
            lit |= {("turn", 0), ("turn", 1)}
        held = self.drag.held
        lifted = (held.key,) if held is not None and self.drag.dragging else ()
        return DrawContext(
            self.services.text,
            self.art,
            self.view,
            self.seats(),
            self.eyes,
            self.focus,
            self.match.actor(),
            self.my_turn(),
            lit,
            tuple(chip for chip, _ in self.chips),
            tuple(self.setup_rots),
            lifted,
            choices=tuple(chip for chip, _ in self.choices),
            rain_note=self.rain_note,
            bot_shown=self.bot_shown,
            rain_playing=self.rain_playing,
            steers=self.steers,
            tray=self._tray(),
            face=self.face,
        )

    def _tray(self) -> tuple:
        """The pieces the open focus view's tray offers (``focus_drag.tray_keys``)."""
        if not self.zoom.part or not self.my_turn():
            return ()
        mains = [a.action for a in self.legal_actions() if isinstance(a, Main)]
        return tray_keys(self.zoom.part, pieces.make_pieces(self, self._view), mains)

    def _paint(self) -> None:
        if self.art.text is not self.services.text:  # the text size changed (Settings)
            self.art = Art(self.services.text)
            self.on_state_change()  # the map, the chips and the clicks measured again
        held = self.drag.held
        lifted = (held.key,) if held is not None and self.drag.dragging else ()
        key = (
            id(self.match.state),
            len(self.match.log),
            self.eyes,
            self.focus,
            self.my_turn(),
            self._version,
            self.bot_shown,
            lifted,
            tuple(self.setup_rots),
            self.services.settings.colour_blind,
            self.rain_playing,
            self.zoom.part,
            self.face,
        )
        self._layer_key = key
        layer, fresh = self.art.layer(key, (BOARD.right, BOARD.bottom))
        if not fresh:
            return
        c = self._context()
        spots = paint_layer(layer, c, self.zoom.part)
        if spots is not None and spots != self.zoom.spots:  # the view's places moved
            self.zoom.spots = spots
            self.invalidate()
        self.tips = list(c.tips)

    def draw_board(self, surface: pygame.Surface, view: Any) -> None:
        layer = self.art.latest_layer()
        if layer is not None:
            surface.blit(layer, BOARD.topleft, area=BOARD)
        if self.zoom.part:  # the focus view covers the board (draw_board_moving)
            self.draw_over_focus(surface)
            return
        if self._ghost is not None:
            image, rect = self._ghost
            surface.blit(image, rect)
        if self.rain is not None:
            draw_rain(surface, self.services.text, self.rain)
        if self._path is not None:
            draw_way(surface, self.services.text, self._path)

    def draw_board_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        return self.focusing.draw_moving(surface)  # the hover tip, the focus view again

    def draw_over_focus(self, surface: pygame.Surface) -> None:
        """The rain plays on the big network when it is magnified."""
        if self.rain is not None and self._rain_at is not None:
            draw_rain(surface, self.services.text, self.rain, self._rain_at)

    def _rain_place(self) -> RainPlace | None:
        """Where the rain plays in the focus view (``None``: the network is not shown big)."""
        if self.zoom.part != "network" or self.rain is None:
            return None
        inner, _ = inner_and_tray(part_rect(self.services.text), bool(self._tray()))
        grid, legend = network_places(facts.network(self._view), inner)
        return big_place(self.services.text, grid, legend)

    def board_key(self) -> object | None:
        """What ``draw_board`` shows, for frames that redraw only what moved: the layer's
        key; ``None`` (every frame whole) while a ghost, the caravan's way or a rain is
        drawn over the layer. The hover tip is drawn in ``draw_board_moving``."""
        if self._ghost is not None or self._path is not None or self.rain is not None:
            return None
        return self._layer_key


TABLE = ResafaTable
