"""The Summer Resort table: gestures (tokens, pairs, the porter, house cards) turned into
the engine's actions; the picture is drawn by ``board`` and ``tray`` into one cached layer."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.games.summer_resort.actions import Build, Invest, Invite, Lodge, Package, Refuel
from tabletop.games.summer_resort.data import components
from tabletop.games.summer_resort.placement import invest_price, refuel_price
from tabletop.games.summer_resort.state import ACCOMMODATE, ACTIONS, DEVELOP, SummerResortState
from tabletop.ui import theme
from tabletop.ui.drag import Piece, Target
from tabletop.ui.tables.base import BOARD, TableScene

from . import layout as L
from .art import WORD, Art
from .board import Painter, Seat
from .layout import action_rect as hint_rect
from .tray import PAGE, TrayState, draw_tray, page_rect, separate_rect

GESTURES = (Invite, Package, Invest, Refuel, Build)
"""Moves the board makes by drag and drop (Lodge is chosen in the tray)."""
STACKS = {"token": (1, False), "pair": (2, False), "porter": (0, True), "porter_pair": (1, True)}
SHIFTED = {"token": (2, False), "porter": (1, True)}
TOKEN_R = 24


class SummerResortTable(TableScene):
    """Train, bank and resorts; tokens are dragged onto cars, the package, investments."""

    def __init__(self, ctx, match, autosave: bool = True):
        super().__init__(ctx, match, autosave)
        self.art = Art(self.services.text)
        self.stacked: str | None = None  # "pair" or "porter_pair": stacked in the tray
        self.shift = False
        self.page = 0
        self.hover_option: int | None = None
        self.options: list[Lodge] = []
        self._state_key: Any = None
        self._pressed: pygame.Rect | None = None

    # --- state ---------------------------------------------------------------------------
    def on_state_change(self) -> None:
        key = (len(self.match.log), id(self.match.state), self.eyes)
        if key != self._state_key:
            self._state_key = key
            self.stacked, self.page, self.hover_option = None, 0, None
            state = self.match.state
            self.options = (
                [a for a in self.game.legal_actions(state) if isinstance(a, Lodge)]
                if self.my_turn() and state.phase == ACCOMMODATE
                else []
            )

    def is_gesture(self, action) -> bool:
        """The board makes every move but a few rare ones; accommodation is chosen in the tray."""
        return isinstance(action, GESTURES) or (isinstance(action, Lodge) and bool(self.options))

    def _restack(self, stacked: str | None) -> None:
        self.stacked = stacked
        self.drag.cancel()
        self.invalidate()  # the pieces change

    def seats(self) -> list[Seat]:
        out = []
        for s in self.match.config.seats:
            style = self.services.seat_style(s.colour)
            out.append(Seat(s.name, style.rgb, style.symbol))
        return out

    def status_text(self, view: SummerResortState) -> str:
        phase = {ACTIONS: "actions", DEVELOP: "building", ACCOMMODATE: "accommodation"}.get(
            view.phase, ""
        )
        return f"Round {view.round} of {view.rounds}" + (f" · {phase}" if phase else "")

    # --- pieces ----------------------------------------------------------------------------
    def _available(self, view: SummerResortState) -> tuple[int, bool]:
        tokens = view.resorts[self.eyes].tokens
        return tokens, view.porter_free and view.porter == self.eyes

    def _tray_pieces(self, view: SummerResortState) -> list[tuple[tuple, pygame.Rect]]:
        """(key, slot) for each piece in the tray, after any stacking."""
        tokens, porter = self._available(view)
        slots = L.tray_slots()
        stacked = self.stacked
        if stacked == "pair" and tokens < 2 or stacked == "porter_pair" and not (porter and tokens):
            stacked = None
        if stacked == "pair":
            return [(("pair",), slots[0])] + ([(("porter",), slots[2])] if porter else [])
        if stacked == "porter_pair":
            return [(("token", 0), slots[0])] * (tokens - 1) + [(("porter_pair",), slots[2])]
        out = [(("token", i), slots[i]) for i in range(tokens)]
        return out + ([(("porter",), slots[2])] if porter else [])

    def _surface(self, key: tuple) -> pygame.Surface:
        seat = self.seats()[self.eyes]
        tokens, porter = STACKS[key[0]]
        return self.art.token(seat.rgb, seat.symbol, TOKEN_R, tokens, porter)

    def pieces(self, view: SummerResortState) -> list[Piece]:
        if view.phase == ACTIONS:
            out = []
            for key, slot in self._tray_pieces(view):
                image = self._surface(key)
                out.append(Piece(key, image.get_rect(center=slot.center), image, key[0]))
            return out
        if view.phase == DEVELOP:
            card = view.resorts[self.eyes].purchases[0]
            points = {"cottage": 2, "villa": 3, "pension": 5}[card]
            under = {"cottage": "a bare forest", "villa": "a cottage", "pension": "a villa"}[card]
            image = self.art.card(
                card,
                L.build_slot().size,
                f"New {WORD[card].lower()}",
                (f"{points} points", f"goes on {under}"),
            )
            return [Piece(("build", card), L.build_slot().copy(), image, card)]
        return []

    # --- targets ---------------------------------------------------------------------------
    def _stack_of(self, key: tuple) -> tuple[int, bool]:
        if self.shift and key[0] in SHIFTED:
            return SHIFTED[key[0]]
        return STACKS[key[0]]

    def targets(self, view: SummerResortState, piece: Piece) -> list[Target]:
        if piece.key[0] == "build":
            lots = view.resorts[self.eyes].lots
            panel = L.resort_rects(view.players)[self.eyes]
            return [
                Target(
                    ("lot", i),
                    rect,
                    Build(self.eyes, i),
                    label=f"Build the {piece.key[1]} on lot {i + 1}",
                )
                for i, rect in enumerate(L.lot_rects(panel, len(lots)))
            ]
        tokens, porter = self._stack_of(piece.key)
        out = self._stacking_targets(view, piece.key)
        out += self._train_targets(view, tokens, porter)
        seat = self.eyes
        money = view.resorts[seat].money
        for inv, rect in zip(components().investments, L.stack_rects().values()):
            action = Invest(seat, inv.id, tokens, porter)
            price = invest_price(view, inv.id, (tokens, porter))
            name = "forest lot" if inv.card == "forest" else inv.card
            out.append(
                Target(
                    ("invest", inv.id),
                    rect,
                    action,
                    label=f"Buy a {name} for {price} zł (you have {money} zł)",
                )
            )
        for owner, panel in enumerate(L.resort_rects(view.players)):
            autos = view.resorts[owner].automobiles
            for i, rect in enumerate(L.automobile_rects(panel, len(autos))):
                price = refuel_price((tokens, porter))
                out.append(
                    Target(
                        ("refuel", owner, i),
                        rect,
                        Refuel(seat, owner, i, tokens, porter),
                        label=f"Refuel your automobile for {price} zł",
                    )
                )
        return out

    def _stacking_targets(self, view: SummerResortState, key: tuple) -> list[Target]:
        """Dropping a piece on another of your pieces stacks them (no move yet)."""
        others = {k: slot for k, slot in self._tray_pieces(view) if k != key}
        out = []
        for other, slot in others.items():
            kinds = {key[0], other[0]}
            if kinds == {"token"}:
                out.append(
                    Target(
                        ("stack", "pair"),
                        slot,
                        None,
                        label="Stack your two tokens, then place the pair",
                        on_drop=lambda: self._restack("pair"),
                    )
                )
            elif kinds == {"token", "porter"}:
                out.append(
                    Target(
                        ("stack", "porter_pair"),
                        slot,
                        None,
                        label="Stack a token on the porter",
                        on_drop=lambda: self._restack("porter_pair"),
                    )
                )
            elif kinds in ({"porter", "pair"}, {"porter_pair", "token"}):
                reason = self.game.check(self.match.state, Package(self.eyes, 2, True))
                out.append(
                    Target(
                        ("stack", "no"), slot, None, reason or "The porter takes one token at most."
                    )
                )
        return out

    def _train_targets(self, view: SummerResortState, tokens: int, porter: bool) -> list[Target]:
        seat, out = self.eyes, []
        n = len(view.train)
        if view.resorts[seat].automobiles:
            for i, rect in enumerate(L.coupling_rects(n)):
                guests = len(view.train[i].vacationers) + len(view.train[i + 1].vacationers)
                out.append(
                    Target(
                        ("drive", i),
                        rect,
                        Invite(seat, i, tokens, porter, automobile=True),
                        label=f"Drive to cars {i + 1} and {i + 2}: invite {guests} vacationers",
                    )
                )
        for i, rect in enumerate(L.car_rects(n)):
            guests = len(view.train[i].vacationers)
            out.append(
                Target(
                    ("car", i),
                    rect,
                    Invite(seat, i, tokens, porter),
                    label=f"Invite {guests} vacationer{'s' if guests != 1 else ''} from car {i + 1}",
                )
            )
        out.append(
            Target(
                ("package",),
                L.LOCO,
                Package(seat, tokens, porter),
                label=f"Collect the conductor's package: +{components().setup.package} zł",
            )
        )
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
        if on == self.shift:
            return
        self.shift = on
        held = self.drag.held
        if held is not None and held.key[0] in SHIFTED:  # the held piece now means a pair
            self.relight()

    def handle_board_event(self, event: pygame.event.Event) -> None:
        if not self.my_turn() or not hasattr(event, "pos"):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.stacked:
            self._restack(None)
        if event.type == pygame.MOUSEMOTION and self.options:
            hover = self._option_at(event.pos)
            if hover is not None:
                self.hover_option = hover
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = next((r for r in self._clickables() if r.collidepoint(event.pos)), None)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self._pressed = self._pressed, None
            if pressed is None or not pressed.collidepoint(event.pos):
                return
            if self.stacked and pressed == separate_rect():
                self._restack(None)
            elif self.options and pressed == page_rect():
                self.page = (self.page + 1) % max(1, -(-len(self.options) // PAGE))
                self.hover_option = self.page * PAGE
            elif self.options:
                index = self._option_at(event.pos)
                if index is not None:
                    self.try_play(self.options[index])

    def _clickables(self) -> list[pygame.Rect]:
        out = [separate_rect()] if self.stacked else []
        if self.options:
            out += L.option_rects(len(self.options[self.page * PAGE :])) + [page_rect()]
        return out

    def _option_at(self, pos) -> int | None:
        shown = self.options[self.page * PAGE : (self.page + 1) * PAGE]
        for i, rect in enumerate(L.option_rects(len(shown))):
            if rect.collidepoint(pos):
                return self.page * PAGE + i
        return None

    # --- drawing ---------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, view: SummerResortState) -> None:
        preview = None
        if self.options:
            preview = self.options[self.hover_option if self.hover_option is not None else 0].houses
        key = (
            self._state_key,
            self.stacked,
            self.page,
            preview,
            self.services.settings.colour_blind,
            self.my_turn(),
        )
        layer, fresh = self.art.layer(key, (BOARD.right, BOARD.bottom))
        if fresh:
            layer.fill(theme.BG)
            pygame.draw.rect(layer, theme.FELT, BOARD.inflate(-4, -4), border_radius=10)
            painter = Painter(
                self.services.text,
                self.art,
                view,
                self.seats(),
                self.eyes,
                self.match.actor(),
                preview,
            )
            painter.draw(layer)
            words = {
                "token": "token",
                "pair": "pair",
                "porter": "porter",
                "porter_pair": "porter + token",
            }
            slots = (
                [(words[k[0]], slot) for k, slot in self._tray_pieces(view)]
                if view.phase == ACTIONS
                else []
            )
            tray = TrayState(
                self.my_turn(), self.stacked, self.options, self.page, self.hover_option, slots
            )
            draw_tray(painter, layer, tray)
        surface.blit(layer, BOARD.topleft, area=BOARD)
        self._draw_pieces(surface)
        if self.hint is not None and self.my_turn():
            self._draw_hint(surface, view)

    def _draw_pieces(self, surface: pygame.Surface) -> None:
        held = self.drag.held
        for piece in self._pieces:
            if held is not None and held.key == piece.key and self.drag.dragging:
                continue
            surface.blit(piece.surface, piece.rect)
            if piece.key[0] == "build":
                pygame.draw.rect(surface, theme.ACCENT, piece.rect, 2, border_radius=6)
        if held is not None and held.key[0] != "build":
            for lit in self.drag.lit:
                if lit.target.key[0] == "drive" and lit.reason is None:
                    i = lit.target.key[1]
                    badge = self.art.badge(f"{i + 1}+{i + 2}", (70, 150, 96), "automobile", 12)
                    surface.blit(badge, badge.get_rect(center=lit.target.rect.center))
        if self.shift and held is not None and held.key[0] in SHIFTED:
            badge = self.art.badge("Shift: as a pair", theme.ACCENT)
            surface.blit(badge, (self.mouse[0] + 14, self.mouse[1] - 30))

    def _draw_hint(self, surface: pygame.Surface, view: SummerResortState) -> None:
        """Outline where the hinted move goes (the toast names it in words)."""
        rect = (
            hint_rect(self.hint, view, self.options, self.page) if self.hint is not None else None
        )
        if rect is not None:
            pygame.draw.rect(surface, theme.ACCENT, rect.inflate(10, 10), 3, border_radius=8)
            tokens, porter = getattr(self.hint, "tokens", 1), getattr(self.hint, "porter", False)
            pieces = {
                (2, False): ": a pair",
                (0, True): ": the porter",
                (1, True): ": porter + token",
            }
            badge = self.art.badge("Hint" + pieces.get((tokens, porter), ""), theme.ACCENT)
            surface.blit(badge, badge.get_rect(midbottom=(rect.centerx, rect.y - 4)))
