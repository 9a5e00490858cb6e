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

from tabletop.engine.actions import Action
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

from ..frames import LayerJob
from . import layout, pieces
from .area import choice_height
from .art import Art
from .choice import TableChoice
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
from .locate import panel_rect
from .look import Look, Offer
from .news import News
from .paint import layer_steps, seat_looks
from .pieces import PieceContext
from .rain_draw import RainPlace, big_place, draw_rain
from .rain_show import RainNote, RainShow, RainTeller
from .route import draw_way
from .solo_panel import BotTeller
from .steer import steers
from .travel import BotTravel
from .travel import origin as origin_of
from .travel import traveller as traveller_of


class ResafaTable(TableScene):
    """Main board on the left, the player area on the right, the others' panels below.

    Besides the base's parts it holds: ``look`` (the art, the painted layer's key, the
    tips, what lies over the layer), ``choice`` (table-only choices: how the piece in hand
    is turned, whose area is shown, the stepper, the set-up turns), ``offer`` (what the
    board offers in this position: clicks, chips, choices, steering marks, the rain's
    note), ``news`` (Resafabot's turn told line by line, the rain), ``focusing`` (the
    focus view) and ``board_events`` (R/F, tips and clicks on the board)."""

    def __init__(self, ctx, match, autosave: bool = True):
        super().__init__(ctx, match, autosave)
        self.look = Look(Art(self.services.text))
        self.choice = TableChoice(focus=self.eyes)
        self.offer = Offer()
        rain = self.hold(RainTeller(self))
        self.news = News(BotTeller(), RainNote(), rain, self.hold(BotTravel(self)))
        self.focusing = FocusControl(self)  # a part of the main board shown big (focus.py)
        self.board_events = BoardEvents(self)  # R/F, tips and clicks on the board (events.py)

    # --- what tests and the parts read (the parts' own fields) --------------------------
    @property
    def art(self) -> Art:
        return self.look.art

    @property
    def tips(self) -> list[tuple[pygame.Rect, str]]:
        return self.look.tips

    @property
    def tip(self) -> str | None:
        return self.look.tip

    @tip.setter
    def tip(self, words: str | None) -> None:
        self.look.tip = words

    @property
    def zoom(self) -> FocusView:
        """The focus view (``focusing.view``)."""
        return self.focusing.view

    @property
    def focus(self) -> int:
        """The seat whose area is shown big."""
        return self.choice.focus

    @property
    def setup_rots(self) -> list[int]:
        return self.choice.setup_rots

    @property
    def clicks(self) -> list[Click]:
        return self.offer.clicks

    @property
    def chips(self) -> list[tuple[Chip, Any]]:
        return self.offer.chips

    @property
    def choices(self) -> list[tuple[Chip, Any]]:
        return self.offer.choices

    @property
    def rain_note(self) -> str:
        return self.offer.rain_note

    @property
    def raining(self) -> RainTeller:
        return self.news.rain

    @property
    def rain(self) -> RainShow | None:
        """The rain told now (or waiting at a branch), ``RainTeller``'s."""
        return self.news.rain.show

    @property
    def rain_playing(self) -> bool:
        return self.news.rain.playing

    @property
    def bot_shown(self) -> int:
        """Resafabot's lines of its last turn shown so far (its turn told step by step)."""
        return self.news.bot.shown

    def latest_layer(self) -> pygame.Surface | None:
        """The board's layer last painted."""
        return self.look.art.latest_layer()

    # --- the position --------------------------------------------------------------------
    def on_state_change(self) -> None:
        self._measure()
        now = self.position
        assert now is not None
        choice, view = self.choice, now.view
        seen = (now.state, now.eyes)
        if choice.seen is None or choice.seen[1] != now.eyes:
            choice.focus = now.eyes
            self.focusing.view.close()  # a new player at the screen starts on the board
        if seen != choice.seen:
            choice.seen = seen
            self.offer.rain_note = self.news.rain_note.note(view, [s.name for s in self.seats()])
            choice.new_position()
            if now.my_turn:
                choice.focus = now.eyes
        self.news.bot.note(facts.bot_plain_turn(view), self.services.settings.animation_factor)
        mine = now.my_turn
        legal = self.legal_actions() if mine else []
        text = self.services.text
        clicks = board_clicks(view, now.eyes, legal, choice.focus == now.eyes) if mine else []
        specs = chip_specs(view, legal, choice.rots, choice.qty) if mine else []
        rects = layout.chip_rects(chip_widths(text, specs))
        chips = [(Chip(s.key, s.label, r, s.lit), s.action) for s, r in zip(specs, rects)]
        listed = choice_specs(view, legal, choice.opened) if mine else []
        rects = layout.choice_rects(len(listed), choice_height(text, listed))
        self.offer = Offer(
            clicks,
            chips,
            [(Chip(s.key, s.label, r, s.lit), s.action) for s, r in zip(listed, rects)],
            steers(self.game, self.match.states, self.match.log, now.eyes),
            self.offer.rain_note,
        )

    def _measure(self) -> None:
        """The map's boxes sized for the text size in use (cached per size)."""
        names = tuple(x.name for x in facts.centres(self._view))
        layout.measure(self.services.text, names)

    def status_text(self, view: Any) -> str:
        standing = facts.solo_standing(view, False)
        return facts.round_label(view) + (f" · {standing}" if standing else "")

    def idle_hint(self, view: Any) -> str:
        task, now = facts.task(view), facts.turn(view)
        if now.setup:
            return "Click your starting workshops to turn them, then Keep these turns."
        if task is None:
            if not now.started:
                return "Drag an action card onto the next slot (upper or lower half; R turns it)."
            return "Drag the played card onto its colour action or its main action's place."
        return HINTS.get((task.kind, task.stage if task.kind == "trading" else 0), HINTS[""])

    def is_gesture(self, action: Action) -> bool:
        """Every move a drag, a click or a chip makes (whatever R/F or the stepper show
        now) stays out of the move buttons."""
        if self.offer.made is None:
            self.offer.made = frozenset(self.gestures(self._view) or ())
        return action in self.offer.made

    def gestures(self, view: Any) -> list[Action] | None:
        if not self.my_turn():
            return []
        hands = self.piece_context(view)
        legal = hands.legal
        out: list[Action] = []
        out += [c.action for c in self.offer.clicks if c.action is not None]
        out += all_chip_actions(view, list(legal))
        kinds = (BuildWorkshop, BuildGarden, BuildCanal, MoveCamel, PlayCard)
        out += [a for a in legal if isinstance(a, kinds) and pieces.has_piece(hands, view, a)]
        if pieces.played_piece(hands, view) is not None:
            out += [a for a in legal if isinstance(a, (TakeBonus, StepTrack, TakeSack, Main))]
        return out

    def seats(self) -> tuple[SeatLook, ...]:
        """How each seat of the view is shown (``paint.seat_looks``)."""
        return seat_looks(self.match.config.seats, self.services.seat_style, self._view)

    def locate(self, view: Any, action: Action, seat: int) -> pygame.Rect | None:
        """Where ``seat``'s move took effect: the rect its target or click uses (locate.py);
        in ``seat``'s compact panel when another area is shown big."""
        return locate_move(view, action, seat, self.choice.focus)

    def origin(self, view: Any, action: Action, seat: int) -> pygame.Rect:
        """Where ``seat``'s piece came from (``travel.origin``: the workshop display's
        place, the garden supply, the caravan's last centre); else the seat's row."""
        log, states = self.match.log, self.match.states
        before = None
        if log and log[-1].action is action and len(states) >= 2:
            before = self.game.view(states[-2], self.eyes)
        found = origin_of(view, before, action, seat)
        return found if found is not None else super().origin(view, action, seat)

    def traveller(self, view: Any, action: Action, seat: int) -> pygame.Surface | None:
        """The piece that travels (``travel.traveller``: the workshop, garden or canal
        tile as it lies now, the caravan); else the seat's token."""
        to = self.locate(view, action, seat)
        if to is None:
            return None
        return traveller_of(self.look.art, view, action, seat, self.seats()[seat], to)

    # --- the Resafabot's steps travelling (travel.BotTravel reads these) ----------------
    def bot_look(self) -> SeatLook | None:
        bot = facts.bot_seat(self._view)
        return None if bot is None else self.seats()[bot]

    def bot_origin(self) -> pygame.Rect | None:
        """The Resafabot's panel on the board (its steps travel from there)."""
        bot = facts.bot_seat(self._view)
        return None if bot is None else panel_rect(self._view, self.choice.focus, bot)

    def speed(self) -> float:
        """The animation speed; 0 on a watched table (the replay: nothing travels)."""
        return 0.0 if self.watched is not None else self.services.settings.animation_factor

    # --- pieces and targets (pieces.py) -----------------------------------------------------
    def piece_context(self, view: Any = None) -> PieceContext:
        """What ``pieces.py`` makes the pieces from: the view (the position's unless
        given), the seat at the screen, the legal actions on its turn, the art, the
        table-only choices and the seat's look."""
        now = self.position
        if view is None:
            view = self.view if now is None else now.view
        eyes = self.eyes
        legal = tuple(self.legal_actions()) if self.my_turn() else ()
        return PieceContext(view, eyes, legal, self.look.art, self.choice, self.seats()[eyes])

    def board_pieces(self) -> list[Piece]:
        """The pieces the board offers now (the focus view carries some out of its offer)."""
        return pieces.make_pieces(self.piece_context(self.view), self.view)

    def refresh_held(self) -> None:
        """After R/F: the held piece looks as it would be placed."""
        pieces.refresh_held(self.piece_context(self.view), self.drag.held)

    def pieces(self, view: Any) -> list[Piece]:
        hands = self.piece_context(view)
        spots = self.focusing.view.spots
        if self.focusing.view.part:  # the focus view covers the board: its pieces there
            surface_for = lambda key, size: pieces.view_surface(hands, key, size)  # noqa: E731
            return focus_pieces(spots, pieces.make_pieces(hands, view), surface_for)
        return pieces.make_pieces(hands, view)

    def targets(self, view: Any, piece: Piece) -> list[Target]:
        hands = self.piece_context(view)
        if self.focusing.view.part:
            return focus_targets(self.focusing.view.spots, pieces.make_targets(hands, view, piece))
        return pieces.make_targets(hands, view, piece)

    # --- events ----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.dialog is None and self.news.rain.in_focus(event):  # a press over the big
            return  # network shows the rain's end (an open dialog takes it first)
        if self.focusing.handle(event):  # the focus view opened, or open and took the event
            return
        self.board_events.before = self.match.state
        held = self.drag.held
        super().handle(event)
        now = self.drag.held
        if now is not None and now is not held and now.key == ("camel",) and self.choice.via:
            self.choice.via = False  # a new journey starts without the stop in Resafa
            self.relight()

    def handle_board_event(self, event: pygame.event.Event) -> None:
        if self.match.state is not self.board_events.before:  # a drop played a move
            self.board_events.handle(event, None)
            return
        self.refresh()
        self.board_events.handle(event, self.position)

    # --- painting (between frames) and drawing (only reads) -------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.news.bot.step(dt, self.services.settings.animation_factor)
        self.paint()
        look = self.look
        look.ghost = pieces.ghost(self.drag, self.mouse)
        if self.drag.held is not None:  # a card carried over its slot: the half played up
            pieces.held_card_face(self.piece_context(), self.drag, self.mouse)
        look.rain_at = self._rain_place()
        held = self.drag.held
        carried = held is not None and held.key == ("camel",)  # the caravan's way only then
        look.path = (
            pieces.camel_path(self.piece_context(), self.drag, self.mouse) if carried else None
        )

    def draw_context(self) -> DrawContext:
        """What the drawing functions read of the position and the table's choices."""
        now = self.position
        assert now is not None
        lit = frozenset(c.key for c in self.offer.clicks)
        if now.my_turn and any(isinstance(a, PlaceStart) for a in self.legal_actions()):
            lit |= {("turn", 0), ("turn", 1)}
        held = self.drag.held
        lifted = (held.key,) if held is not None and self.drag.dragging else ()
        return DrawContext(
            self.services.text,
            self.look.art,
            now.view,
            self.seats(),
            now.eyes,
            self.choice.focus,
            now.actor,
            now.my_turn,
            lit,
            tuple(chip for chip, _ in self.offer.chips),
            self.choice.rots,
            lifted,
            choices=tuple(chip for chip, _ in self.offer.choices),
            rain_note=self.offer.rain_note,
            bot_shown=self.bot_shown,
            rain_playing=self.rain_playing,
            steers=self.offer.steers,
            tray=self._tray(),
            face=self.choice.face,
        )

    def _tray(self) -> tuple:
        """The pieces the open focus view's tray offers (``focus_drag.tray_keys``)."""
        part = self.focusing.view.part
        if not part or not self.my_turn():
            return ()
        mains = [a.action for a in self.legal_actions() if isinstance(a, Main)]
        hands = self.piece_context()
        return tray_keys(part, pieces.make_pieces(hands, hands.view), mains)

    def paint(self) -> None:
        """Paint the board into its cached layer when what it shows changed."""
        look = self.look
        if look.art.text is not self.services.text:  # the text size changed (Settings)
            look.art = Art(self.services.text)
            look.layer_key, look.job = None, None  # painted again with the new art
            self.on_state_change()  # the map, the chips and the clicks measured again
        now = self.position
        assert now is not None
        held = self.drag.held
        lifted = (held.key,) if held is not None and self.drag.dragging else ()
        key = (
            id(now.state),
            len(self.match.log),
            now.eyes,
            self.choice.focus,
            now.my_turn,
            self._version,
            self.bot_shown,
            lifted,
            self.choice.rots,
            self.services.settings.colour_blind,
            self.rain_playing,
            self.focusing.view.part,
            self.choice.face,
        )
        if key == look.layer_key:
            look.job = None
            return
        job = look.job
        if job is None or job.key != key:  # painted off the screen, shown when done
            surface = look.art.back_layer((BOARD.right, BOARD.bottom))
            c = self.draw_context()
            job = look.job = LayerJob(
                key, surface, c, layer_steps(surface, c, self.focusing.view.part)
            )
        if not job.advance(self.frames.holding):  # a step a frame while a picture is held
            return
        spots = job.value
        look.job = None
        look.art.show_layer(key, job.surface)
        look.layer_key = key
        if spots is not None and spots != self.focusing.view.spots:  # the view's places moved
            self.focusing.view.spots = spots
            self.invalidate()
        look.tips = list(job.context.tips)

    def draw_board(self, surface: pygame.Surface, view: Any) -> None:
        layer = self.look.art.latest_layer()
        if layer is not None:
            surface.blit(layer, BOARD.topleft, area=BOARD)
        if self.focusing.view.part:  # the focus view covers the board (draw_board_moving)
            self.draw_over_focus(surface)
            return
        self.news.travel.draw_marks(surface)  # the Resafabot's last places
        look = self.look
        if look.ghost is not None:
            image, rect = look.ghost
            surface.blit(image, rect)
        if self.rain is not None:
            draw_rain(surface, self.services.text, self.rain)
        if look.path is not None:
            draw_way(surface, self.services.text, look.path)

    def draw_board_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        held = super().draw_board_moving(surface)  # the held parts' (a lesson's coach)
        return held + self.focusing.draw_moving(surface)  # the hover tip, the focus view again

    def draw_over_focus(self, surface: pygame.Surface) -> None:
        """The rain plays on the big network when it is magnified."""
        if self.rain is not None and self.look.rain_at is not None:
            draw_rain(surface, self.services.text, self.rain, self.look.rain_at)

    def _rain_place(self) -> RainPlace | None:
        """Where the rain plays in the focus view (``None``: the network is not shown big)."""
        if self.focusing.view.part != "network" or self.rain is None:
            return None
        inner, _ = inner_and_tray(part_rect(self.services.text), bool(self._tray()))
        grid, legend = network_places(facts.network(self._view), inner)
        return big_place(self.services.text, grid, legend)

    def board_key(self) -> object | None:
        """What ``draw_board`` shows, for frames that redraw only what moved: the layer's
        key; ``None`` (every frame whole) while a ghost, the caravan's way or a rain is
        drawn over the layer. The hover tip is drawn in ``draw_board_moving``."""
        if self.look.over_layer or self.rain is not None or self.look.job is not None:
            return None  # (a layer still being painted: the picture before it is held)
        return self.look.layer_key


TABLE = ResafaTable
