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
buttons. The picture is painted into one cached layer between frames; ``draw_board``
only blits it and the held piece's ghost."""

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
from tabletop.ui import theme
from tabletop.ui.drag import Piece, Target
from tabletop.ui.tables.base import BOARD, TableScene

from . import layout, pieces
from .area import draw_area, geometry, shown_workshops
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
from .focus import (
    FocusHost,
    FocusView,
    draw_focus,
    draw_zoom_buttons,
    focus_pieces,
    focus_targets,
)
from .locate import locate as locate_move
from .panels import draw_panels
from .rain_show import RainTelling, draw_rain
from .route import draw_way
from .solo_panel import BotTeller
from .stock import draw_main_board

BOT_GREY = (150, 150, 156)
BOT_SYMBOLS = ("star", "diamond", "triangle", "square", "circle")
"""Resafabot's symbol: the first of these the player's colour does not use."""


class ResafaTable(FocusHost, RainTelling, TableScene):
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
        self._pressed: Any = None
        self._before: Any = None
        self._made: frozenset | None = None
        self._rain_base: tuple | None = None
        self.rain_note = ""
        self._ghost: tuple[pygame.Surface, pygame.Rect] | None = None
        self._path: Any = None  # the caravan's way while it is carried (route.py)
        self.teller = BotTeller()
        self._layer_key: tuple | None = None
        self.zoom = FocusView()  # a part of the main board shown big (FocusHost)

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
        mine = self.my_turn()
        legal = self.legal_actions() if mine else []
        view = self._view
        self.clicks = board_clicks(view, self.eyes, legal, self.focus == self.eyes) if mine else []
        specs = chip_specs(view, legal, tuple(self.setup_rots), self.qty) if mine else []
        rects = layout.chip_rects(chip_widths(self.services.text, specs))
        self.chips = [(Chip(s.key, s.label, r, s.lit), s.action) for s, r in zip(specs, rects)]
        listed = choice_specs(view, legal, self.opened) if mine else []
        rects = layout.choice_rects(len(listed))
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
        vps = tuple(p.vp for p in view.players)
        if view.phase == "play":
            base = self._rain_base
            if base is not None and view.round != base[0]:
                self.rain_note = self._rain_words(base, vps, done=True)
                self._rain_base = None
            if view.round in facts.rounds(view).rain_after:
                self._rain_base = (view.round, vps)
        elif view.phase in ("rain", "over") and self._rain_base is not None:
            self.rain_note = self._rain_words(self._rain_base, vps, view.phase == "over")

    def _rain_words(self, base: tuple, vps: tuple, done: bool) -> str:
        names = [s.name for s in self.seats()]
        gains = " · ".join(f"{n} +{v - b}" for n, v, b in zip(names, vps, base[1]))
        return ("Rain after round " if done else "Rain… so far: ") + (
            f"{base[0]}: {gains}" if done else gains
        )

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
        """How each seat of the view is shown: the config's seats, and in the solo mode
        Resafabot (grey, with a symbol the player's colour does not have) where the view
        has it."""
        out = []
        for s in self.match.config.seats:
            style = self.services.seat_style(s.colour)
            out.append(SeatLook(s.name, style.rgb, style.symbol))
        view = self._view
        bot = facts.bot_seat(view) if view is not None else None
        if bot is not None:
            taken = {look.symbol for look in out}
            symbol = next((x for x in BOT_SYMBOLS if x not in taken), BOT_SYMBOLS[0])
            out.insert(bot, SeatLook(facts.bot_name(), BOT_GREY, symbol))
        return tuple(out)

    def locate(self, view: Any, action: Any, seat: int) -> pygame.Rect | None:
        """Where ``seat``'s move took effect: the rect its target or click uses (locate.py);
        in ``seat``'s compact panel when another area is shown big."""
        return locate_move(view, action, seat, self.focus)

    # --- pieces and targets (pieces.py) -----------------------------------------------------
    def pieces(self, view: Any) -> list[Piece]:
        if self.zoom.part:  # the focus view covers the board: the caravan in the map
            return focus_pieces(self.zoom.spots, pieces.make_pieces(self, view))
        return pieces.make_pieces(self, view)

    def targets(self, view: Any, piece: Piece) -> list[Target]:
        if self.zoom.part:
            return focus_targets(self.zoom.spots, pieces.make_targets(self, view, piece))
        return pieces.make_targets(self, view, piece)

    # --- events ----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.focus_event(event):  # the focus view opened, or open and took the event
            return
        self._before = self.match.state
        held = self.drag.held
        super().handle(event)
        now = self.drag.held
        if now is not None and now is not held and now.key == ("camel",) and self.via:
            self.via = False  # a new journey starts without the stop in Resafa
            self.relight()

    def handle_board_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_r, pygame.K_f):
            self._turn(event.key == pygame.K_r)
            return
        if event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
            return
        if not hasattr(event, "pos") or getattr(event, "button", 1) != 1:
            return
        if self.match.state is not self._before:  # a drop played a move with this press
            self._pressed = None
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self._pressed = self._clickable_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP:
            pressed, self._pressed = self._pressed, None
            if pressed is not None and pressed == self._clickable_at(event.pos):
                self._click(pressed)

    def _motion(self, pos) -> None:
        held = self.drag.held
        if held is not None and held.key == ("camel",) and not self.via:
            hub = layout.centre_rect(facts.HUB)
            if self.zoom.part:  # carried in the focus view: Resafa where the view shows it
                hub = dict(self.zoom.spots).get(("centre", facts.HUB), pygame.Rect(0, 0, 0, 0))
            if hub.collidepoint(pos):
                self.via = True
                self.relight()
        self.tip = None
        if held is None:
            for rect, words in reversed(self.tips):
                if rect.collidepoint(pos):
                    self.tip = words
                    break

    def _turn(self, r_key: bool) -> None:
        held = self.drag.held
        kind = held.key[0] if held is not None else ""
        if kind == "hand" and r_key:
            self.turned = not self.turned
        elif kind == "shop":
            if r_key:
                self.rot = (self.rot + 1) % 4
            else:
                self.back = not self.back
        elif kind == "garden" and r_key:
            self.vertical = not self.vertical
        elif kind == "canal" and not r_key:
            self.face = 1 - self.face
        elif kind == "camel" and r_key:
            self.via = not self.via
        else:
            return
        pieces.refresh_held(self)
        self.relight()

    def _clickable_at(self, pos) -> Any:
        for part, rect in layout.zoom_rects().items():
            if rect.collidepoint(pos):
                return ("zoom", part)
        for chip, action in self.choices + self.chips:
            if chip.rect.collidepoint(pos):
                return ("chip", chip.key, action)
        if self.view.phase == "setup" and self.my_turn():
            p = self.view.players[self.eyes]
            geom = geometry(p)
            for i, w in enumerate(shown_workshops(p)[:2]):
                if layout.grid_cell(geom, w.x, w.y).collidepoint(pos):
                    return ("turn", i)
        for click in self.clicks:
            if click.rect.collidepoint(pos):
                return ("click", click.key, click.action)
        if self.focus != self.eyes and layout.back_rect().collidepoint(pos):
            return ("focus", self.eyes)
        others = [s for s in range(len(self.view.players)) if s != self.focus]
        for seat, rect in zip(others, layout.panel_rects(len(others))):
            if rect.collidepoint(pos):
                return ("focus", seat)
        return None

    def _click(self, pressed: tuple) -> None:
        kind = pressed[0]
        if kind == "zoom":
            self.open_focus(pressed[1])
        elif kind == "focus":
            self.focus = pressed[1]
            self.drag.cancel()
            self.invalidate()
        elif kind == "turn":
            self.setup_rots[pressed[1]] = (self.setup_rots[pressed[1]] + 1) % 4
            self.invalidate()
        elif kind == "chip":
            key, action = pressed[1], pressed[2]
            if key[0] == "close":
                self.opened = ""
                self.invalidate()
            elif key[0] in ("less", "more"):
                box = key[1]
                self.qty[box] = max(1, self.qty.get(box, 1) + (1 if key[0] == "more" else -1))
                self.invalidate()
            elif action is not None:
                self.try_play(action)
        elif kind == "click" and pressed[2] is not None:
            self.try_play(pressed[2])
        elif kind == "click":  # a card with a choice: list its options
            self.opened = pressed[1][1]
            self.invalidate()

    # --- painting (between frames) and drawing (only reads) -------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.teller.step(dt, self.services.settings.animation_factor)
        self._paint()
        self._ghost = pieces.ghost(self)
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
        )

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
        )
        self._layer_key = key
        layer, fresh = self.art.layer(key, (BOARD.right, BOARD.bottom))
        if not fresh:
            return
        c = self._context()
        layer.fill(theme.BG)
        pygame.draw.rect(layer, theme.FELT, BOARD.inflate(-4, -4), border_radius=10)
        draw_main_board(layer, c)
        draw_area(layer, c)
        draw_panels(layer, c, [s for s in range(len(c.seats)) if s != self.focus])
        draw_zoom_buttons(layer, c)
        if self.zoom.part:
            spots = draw_focus(layer, c, self.zoom.part)
            if spots != self.zoom.spots:  # the pieces and targets in the view moved
                self.zoom.spots = spots
                self.invalidate()
        self.tips = list(c.tips)

    def draw_board(self, surface: pygame.Surface, view: Any) -> None:
        layer = self.art.latest_layer()
        if layer is not None:
            surface.blit(layer, BOARD.topleft, area=BOARD)
        if self.zoom.part:  # the focus view covers the board (draw_board_moving)
            return
        if self._ghost is not None:
            image, rect = self._ghost
            surface.blit(image, rect)
        if self.rain is not None:
            draw_rain(surface, self.services.text, self.rain)
        if self._path is not None:
            draw_way(surface, self.services.text, self._path)

    def board_key(self) -> object | None:
        """What ``draw_board`` shows, for frames that redraw only what moved: the layer's
        key; ``None`` (every frame whole) while a ghost, the caravan's way or a rain is
        drawn over the layer. The hover tip is drawn in ``draw_board_moving``."""
        if self._ghost is not None or self._path is not None or self.rain is not None:
            return None
        return self._layer_key


TABLE = ResafaTable
