"""The Summer Resort table: the hooks that turn gestures (a token, a stacked pair, the
porter, a house card, an accommodation choice, the tray's End turn) into the engine's
actions. The picture is painted by ``draw``, ``resorts`` and ``tray`` into one cached
layer between frames (in ``update``); ``draw_board`` only blits it."""

from __future__ import annotations

from collections.abc import Generator
from functools import partial

import pygame

from tabletop.games.summer_resort import facts
from tabletop.games.summer_resort.actions import (
    Accommodate,
    Build,
    EndTurn,
    Invest,
    Invite,
    Package,
    Refuel,
)
from tabletop.ui import theme
from tabletop.ui.drag import Piece, Target
from tabletop.ui.tables.base import BOARD, TableScene

from ..frames import LayerJob
from ..telling import StepTeller
from . import layout
from .art import Art, Palette
from .choices import TrayChoices
from .draw import DrawContext, Seat, draw_board
from .look import BoardLook, Overlay
from .resorts import draw_resorts
from .story import RoundSteps
from .tray import draw_tray, separate_rect

STACKS = {"token": (1, False), "pair": (2, False), "porter": (0, True), "porter_pair": (1, True)}
"""What each piece in the tray places: (owner tokens, porter)."""
SHIFTED = {"token": (2, False), "porter": (1, True)}
"""What a piece places when dropped with Shift held: the pair it would make."""
WORDS = {"token": "token", "pair": "pair", "porter": "porter", "porter_pair": "porter + token"}
HINT_PIECES = {(2, False): ": a pair", (0, True): ": the porter", (1, True): ": porter + token"}
TOKEN_R = 24


def _key(piece: Piece) -> tuple:
    """A piece's key: every piece of this table has a tuple (its kind first)."""
    key = piece.key
    assert isinstance(key, tuple)
    return key


class SummerResortTable(TableScene):
    """Train, bank and resorts; tokens are dragged onto cars, the package, investments.

    Parts of its own: ``telling`` (the round end played on the board, ``story``),
    ``look`` (the art and the painted layer, ``look``) and ``choices`` (what is chosen in
    the tray and not yet played, ``choices``)."""

    def __init__(self, ctx, match, autosave: bool = True):
        super().__init__(ctx, match, autosave)
        self.look = BoardLook(Art(self.services.text, self.palette()))
        self.choices = TrayChoices()
        steps = RoundSteps(self.still_context)
        self.telling = self.hold(StepTeller(self, steps))  # a move's steps (story.py)

    @property
    def art(self) -> Art:
        """Every surface the table draws, cached by what it shows (``look.art``)."""
        return self.look.art

    @property
    def stacked(self) -> str | None:
        """``pair`` or ``porter_pair``: pieces stacked in the tray, not yet placed."""
        return self.choices.stacked

    @property
    def shift(self) -> bool:
        """Shift is held: a token or the porter dropped now makes a pair."""
        return self.choices.shift

    @property
    def options(self) -> list[Accommodate]:
        """The accommodation choices offered in the tray (the player's turn only)."""
        return self.choices.options

    @property
    def page(self) -> int:
        """The page of accommodation choices shown."""
        return self.choices.page

    @property
    def hover_option(self) -> int | None:
        """The accommodation choice the pointer is over."""
        return self.choices.hover

    # --- the position --------------------------------------------------------------------
    def on_state_change(self) -> None:
        position = self.position
        assert position is not None
        if not self.choices.offer((position.state, position.eyes), ()):
            return  # a table-only change (stacking): keep the tray as it is
        if position.my_turn and position.view.phase == facts.ACCOMMODATE:
            legal = self.legal_actions()
            self.choices.options = [a for a in legal if isinstance(a, Accommodate)]

    def status_text(self, view: facts.View) -> str:
        return facts.status(view)

    def idle_hint(self, view: facts.View) -> str:
        if view.phase == facts.ACCOMMODATE:
            return "Click one of the ways in the tray on the board."
        if view.phase == facts.DEVELOP:
            return "Drag the new house card onto a lot."
        return "Drag a piece onto the board (the tray holds yours)."

    def _restack(self, stacked: str | None) -> None:
        self.choices.stacked = stacked
        self.drag.cancel()
        self.invalidate()  # the pieces change

    def palette(self) -> Palette:
        """Each seat's colour and symbol in the palette in use (Settings may switch it)."""
        return tuple((s.rgb, s.symbol) for s in self.seats())

    def seats(self) -> tuple[Seat, ...]:
        out = []
        for s in self.match.config.seats:
            style = self.services.seat_style(s.colour)
            out.append(Seat(s.name, style.rgb, style.symbol))
        return tuple(out)

    # --- pieces ----------------------------------------------------------------------------
    def _tray_pieces(self, view: facts.View) -> list[tuple[tuple, pygame.Rect]]:
        """(key, slot) for each piece in the tray, after any stacking."""
        mine = facts.pieces(view, self.eyes)
        tokens, porter = mine.tokens, mine.porter
        slots = layout.tray_slots()
        stacked = self.choices.stacked
        if stacked == "pair" and tokens < 2 or stacked == "porter_pair" and not (porter and tokens):
            stacked = None
        if stacked == "pair":
            return [(("pair",), slots[0])] + ([(("porter",), slots[2])] if porter else [])
        if stacked == "porter_pair":
            return [(("token", 0), slots[0])] * (tokens - 1) + [(("porter_pair",), slots[2])]
        out = [(("token", i), slots[i]) for i in range(tokens)]
        return out + ([(("porter",), slots[2])] if porter else [])

    def pieces(self, view: facts.View) -> list[Piece]:
        out = []
        if view.phase == facts.ACTIONS:
            seat = self.seats()[self.eyes]
            for key, slot in self._tray_pieces(view):
                tokens, porter = STACKS[key[0]]
                image = self.art.token(seat.rgb, seat.symbol, TOKEN_R, tokens, porter)
                out.append(Piece(key, image.get_rect(center=slot.center), image, key[0]))
        elif view.phase == facts.DEVELOP:
            card = facts.house_card(view, self.eyes)
            slot = layout.build_slot()
            image = self.art.card(card.card, slot.size, card.title, card.lines)
            out.append(Piece(("build", card.card), slot.copy(), image, card.card))
        return out

    # --- targets ---------------------------------------------------------------------------
    def _stack_of(self, key: tuple) -> tuple[int, bool]:
        if self.choices.shift and key[0] in SHIFTED:
            return SHIFTED[key[0]]
        return STACKS[key[0]]

    def targets(self, view: facts.View, piece: Piece) -> list[Target]:
        key = _key(piece)
        if key[0] == "build":
            return self._build_targets(view, key[1])
        tokens, porter = self._stack_of(key)
        return self._stacking_targets(view, key) + self._placements(view, tokens, porter)

    def _build_targets(self, view: facts.View, card: str) -> list[Target]:
        lots = view.resorts[self.eyes].lots
        panel = layout.resort_rects(view.players)[self.eyes]
        return [
            Target(("lot", i), rect, Build(self.eyes, i), label=f"Build the {card} on lot {i + 1}")
            for i, rect in enumerate(layout.lot_rects(panel, len(lots)))
        ]

    def _placements(self, view: facts.View, tokens: int, porter: bool) -> list[Target]:
        """Every place on the board a stack of ``tokens`` (and the porter) may be dropped."""
        seat, out = self.eyes, self._train_targets(view, tokens, porter)
        for stack, rect in layout.stack_rects().items():
            label = facts.invest_label(view, seat, stack, tokens, porter)
            out.append(
                Target(("invest", stack), rect, Invest(seat, stack, tokens, porter), label=label)
            )
        for owner, panel in enumerate(layout.resort_rects(view.players)):
            autos = view.resorts[owner].automobiles
            for i, rect in enumerate(layout.automobile_rects(panel, len(autos))):
                out.append(
                    Target(
                        ("refuel", owner, i),
                        rect,
                        Refuel(seat, owner, i, tokens, porter),
                        label=facts.refuel_label(tokens, porter),
                    )
                )
        return out

    def _stacking_targets(self, view: facts.View, key: tuple) -> list[Target]:
        """Dropping a piece on another of your pieces stacks them (no move yet)."""
        others = {k: slot for k, slot in self._tray_pieces(view) if k != key}
        out = []
        for other, slot in others.items():
            kinds = {key[0], other[0]}
            if kinds == {"token"}:
                label, stacked = "Stack your two tokens, then place the pair", "pair"
            elif kinds == {"token", "porter"}:
                label, stacked = "Stack a token on the porter", "porter_pair"
            elif kinds in ({"porter", "pair"}, {"porter_pair", "token"}):
                reason = self.check(Package(self.eyes, 2, True)) or "That stack is not allowed."
                out.append(Target(("stack", "no"), slot, None, reason))
                continue
            else:
                continue
            out.append(
                Target(
                    ("stack", stacked),
                    slot,
                    None,
                    label=label,
                    on_drop=partial(self._restack, stacked),
                )
            )
        return out

    def _train_targets(self, view: facts.View, tokens: int, porter: bool) -> list[Target]:
        seat, out = self.eyes, []
        n = len(view.train)
        if view.resorts[seat].automobiles:
            for i, rect in enumerate(layout.coupling_rects(n)):
                action = Invite(seat, i, tokens, porter, automobile=True)
                out.append(Target(("drive", i), rect, action, label=facts.drive_label(view, i)))
        for i, rect in enumerate(layout.car_rects(n)):
            action = Invite(seat, i, tokens, porter)
            out.append(Target(("car", i), rect, action, label=facts.invite_label(view, i)))
        out.append(
            Target(
                ("package",),
                layout.LOCO,
                Package(seat, tokens, porter),
                label=facts.package_label(),
            )
        )
        return out

    def gestures(self, view: facts.View) -> list:
        """Every move the board and the tray make now, whatever is stacked in the tray."""
        position = self.position
        if position is None or not position.my_turn:
            return []
        if view.phase == facts.DEVELOP:
            return [t.action for t in self._build_targets(view, "")]
        if view.phase == facts.ACCOMMODATE:
            return list(self.choices.options)
        mine = facts.pieces(view, self.eyes)
        stacks = [(1, False)] * (mine.tokens >= 1) + [(2, False)] * (mine.tokens >= 2)
        stacks += [(0, True)] * mine.porter + [(1, True)] * (mine.porter and mine.tokens >= 1)
        out: list = [EndTurn(self.eyes)] if facts.porter_waiting(view, self.eyes) else []
        for tokens, porter in stacks:
            out += [t.action for t in self._placements(view, tokens, porter)]
        return out

    # --- events ----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.KEYDOWN, pygame.KEYUP) and event.key in (
            pygame.K_LSHIFT,
            pygame.K_RSHIFT,
        ):
            self._set_shift(event.type == pygame.KEYDOWN)
        elif event.type == pygame.WINDOWFOCUSLOST:  # a Shift released elsewhere never reports
            self._set_shift(False)
        super().handle(event)

    def _set_shift(self, on: bool) -> None:
        if on == self.choices.shift:
            return
        self.choices.shift = on
        held = self.drag.held
        if held is not None and _key(held)[0] in SHIFTED:  # the held piece now means a pair
            self.relight()

    def handle_board_event(self, event: pygame.event.Event) -> None:
        position, choices = self.position, self.choices
        if position is None or not position.my_turn or not hasattr(event, "pos"):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and choices.stacked:
            self._restack(None)
        if event.type == pygame.MOUSEMOTION and choices.options:
            hover = choices.option_at(event.pos)
            if hover is not None:
                choices.hover = hover
        waiting = facts.porter_waiting(position.view, position.eyes)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            buttons = choices.clickables(waiting)
            choices.pressed = next((r for r in buttons if r.collidepoint(event.pos)), None)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, choices.pressed = choices.pressed, None
            if pressed is not None and pressed.collidepoint(event.pos):
                self._click(pressed, event.pos, waiting)

    def _click(self, pressed: pygame.Rect, pos: tuple[int, int], waiting: bool) -> None:
        choices = self.choices
        if choices.stacked and pressed == separate_rect():
            self._restack(None)
        elif pressed == layout.end_turn_rect() and waiting:
            self.try_play(EndTurn(self.eyes))
        elif choices.options and pressed == layout.page_rect():
            choices.turn_page()
        elif choices.options:
            index = choices.option_at(pos)
            if index is not None:
                self.try_play(choices.options[index])

    # --- painting (between frames) and drawing (only reads) -------------------------------
    def update(self, dt: float) -> None:
        if self.look.sync(self.services.text, self.palette()):
            self.invalidate()  # the tray's pieces are drawn again in the new colours
        super().update(dt)
        self._paint()
        self.look.overlays = self._badges(self.view)

    def still_context(self) -> DrawContext:
        """What the board's drawing needs for the position at the screen, with nothing
        chosen and nobody to act (a round end's steps are painted with it)."""
        position = self.position
        assert position is not None
        return DrawContext(
            self.services.text, self.art, position.view, self.seats(), position.eyes, None, False
        )

    def draw_context(self, view: facts.View) -> DrawContext:
        """What the board's drawing needs for ``view``: the seat at the screen, who acts,
        the hovered accommodation choice and the stacks whose card would be lost."""
        position = self.position
        assert position is not None
        lost: frozenset[str] = frozenset()
        if position.my_turn and view.phase == facts.ACTIONS:
            lost = frozenset(
                s for s in layout.stack_rects() if facts.purchase_warning(view, position.eyes, s)
            )
        return DrawContext(
            self.services.text,
            self.art,
            view,
            self.seats(),
            position.eyes,
            position.actor,
            position.my_turn,
            self.choices.preview,
            lost,
        )

    def _paint(self) -> None:
        """Paint the board layer when what it shows has changed."""
        view = self.view
        position = self.position
        assert position is not None
        pieces = self._tray_pieces(view) if view.phase == facts.ACTIONS else []
        tray = self.choices.state([(WORDS[k[0]], slot) for k, slot in pieces])
        words = tuple((word, tuple(slot)) for word, slot in tray.slots)
        key: tuple = (len(self.match.log), id(position.state), position.eyes, position.my_turn)
        key += (*self.choices.key(), words, self.services.settings.colour_blind)
        look = self.look
        shown = self.art.latest_layer()
        if shown is not None and shown[0] == key:
            look.job = None
            return
        job = look.job
        if job is None or job.key != key:  # painted off the screen, shown when done
            layer = self.art.back_layer((BOARD.right, BOARD.bottom))
            c = self.draw_context(view)
            job = look.job = LayerJob(key, layer, c, _layer_steps(layer, c, tray))
        if job.advance(self.frames.holding):  # a step a frame while a picture is held
            look.job = None
            self.art.show_layer(key, job.surface)

    def _badges(self, view: facts.View) -> tuple[Overlay, ...]:
        """The small labels drawn over the board this frame: where an automobile drives,
        a Shift-held pair, the hint's piece."""
        out = []
        held = self.drag.held
        kind = None if held is None else _key(held)[0]
        if kind is not None and kind != "build":
            for lit in self.drag.lit:
                target = lit.target.key
                assert isinstance(target, tuple)
                if target[0] == "drive" and lit.reason is None:
                    i = target[1]
                    badge = self.art.badge(f"{i + 1}+{i + 2}", (70, 150, 96), "automobile", 12)
                    out.append((badge, badge.get_rect(center=lit.target.rect.center).topleft))
        if self.choices.shift and kind in SHIFTED:
            badge = self.art.badge("Shift: as a pair", theme.ACCENT)
            out.append((badge, (self.mouse[0] + 14, self.mouse[1] - 30)))
        rect = self._hint_rect(view)
        if rect is not None:
            tokens, porter = getattr(self.hint, "tokens", 1), getattr(self.hint, "porter", False)
            badge = self.art.badge("Hint" + HINT_PIECES.get((tokens, porter), ""), theme.ACCENT)
            out.append((badge, badge.get_rect(midbottom=(rect.centerx, rect.y - 4)).topleft))
        return tuple(out)

    def locate(self, view: facts.View, action, seat: int) -> pygame.Rect | None:
        """Where a move took effect: its car, stack, automobile or lot; the resort for an
        accommodation (none for ending a turn)."""
        if isinstance(action, Accommodate):
            return layout.resort_rects(view.players)[action.seat]
        if isinstance(action, EndTurn):
            return None
        return layout.action_rect(action, view, [])

    def _hint_rect(self, view: facts.View) -> pygame.Rect | None:
        position = self.position
        if self.hint is None or position is None or not position.my_turn:
            return None
        return layout.action_rect(self.hint, view, self.choices.options, self.choices.page)

    def board_key(self) -> tuple | None:
        """What the board shows: the layer, the piece lifted off it, the labels over it
        (``None`` while the next layer is painted in steps: the picture is held)."""
        if self.look.job is not None:
            return None
        held = self.drag.held
        lifted = held.key if held is not None and self.drag.dragging else None
        return self.look.key(lifted)

    def draw_board(self, surface: pygame.Surface, view: facts.View) -> None:
        if self.telling.draw(surface):  # a round end playing step by step (story.py)
            return
        self.look.draw_layer(surface)
        held = self.drag.held
        resting = () if self.position is None else self.position.pieces
        for piece in resting:
            if held is not None and held.key == piece.key and self.drag.dragging:
                continue
            if piece.surface is not None:
                surface.blit(piece.surface, piece.rect)
            if _key(piece)[0] == "build":
                pygame.draw.rect(surface, theme.ACCENT, piece.rect, 2, border_radius=6)
        rect = self._hint_rect(view)
        if rect is not None:  # the hinted move's place (the toast names it in words)
            pygame.draw.rect(surface, theme.ACCENT, rect.inflate(10, 10), 3, border_radius=8)
        self.look.draw_overlays(surface)


def _layer_steps(layer: pygame.Surface, c: DrawContext, tray) -> Generator[None, None, None]:
    """The board layer painted in steps (``frames.LayerJob``): the train and the bank, the
    resorts, the tray."""
    layer.fill(theme.BG)
    pygame.draw.rect(layer, theme.FELT, BOARD.inflate(-4, -4), border_radius=10)
    draw_board(layer, c)
    yield
    draw_resorts(layer, c)
    yield
    draw_tray(layer, c, tray)


TABLE = SummerResortTable
