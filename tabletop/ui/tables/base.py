"""The table-scene base every game's table builds on.

It owns what all tables share: the turn banner, live scores, move log, Undo (Ctrl+Z) /
Redo (Ctrl+Y) obeying ``Match.can_undo``, Hint (H, asks the greedy bot), Save, the menu
(Esc), bots moving after a short visible delay, the hot-seat handover curtain, the
game-over transition to results, autosave, and drag and drop (``controls.py`` holds the
commands and bots).

A game's table overrides ``draw_board`` (draw the view), ``pieces`` (what the player can
pick up) and ``targets`` (where a piece may go, each with its candidate action), and may
override ``status_text``, ``is_gesture``, ``on_state_change``, ``idle_hint`` and
``handle_board_event``. Legal actions that no gesture makes (Pass, End turn, a choice
among assignments) appear as buttons in the sidebar, so every table is playable with the
mouse alone, and a game with no table module yet is playable from those buttons.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine.actions import Action, IllegalAction
from tabletop.engine.match import Match

from .. import theme
from ..drag import DragController, Lit, Piece, Target
from ..scene import Context, Scene
from ..tween import Tweens
from ..widgets import Dialog, MoveLog, Toast, draw_panel, draw_tooltip
from .controls import BotRunner, TableControls
from .sidebar import ActionList, draw_banner, draw_scores

BOARD = pygame.Rect(0, 64, 1236, 836)
SIDEBAR = pygame.Rect(1244, 64, 348, 828)


class TableScene(TableControls, Scene):
    """Base table. Subclasses draw the board and offer pieces and targets."""

    def __init__(self, ctx: Context, match: Match, autosave: bool = True):
        super().__init__(ctx)
        self.match = match
        self.game = match.game
        if autosave:
            match.on_change = self._autosave
        humans = [i for i, s in enumerate(match.config.seats) if s.is_human]
        self.eyes = humans[0] if humans else 0
        self.drag = DragController(self.check)
        self.tweens = Tweens()
        self.toast = Toast()
        self.dialog: Dialog | None = None
        self.mouse = (0, 0)
        self.hint: Action | None = None
        self.bots = BotRunner(self)
        self._cache_key: Any = None
        self._version = 0
        self._view: Any = None
        self._legal: set[Action] = set()
        self._pieces: list[Piece] = []
        self._log_lines: list[str] = []
        self._scores: tuple[int, ...] | None = None
        self.log_widget = MoveLog((SIDEBAR.x, SIDEBAR.y + 208, SIDEBAR.w, 210))
        self.actions_list = ActionList(
            pygame.Rect(SIDEBAR.x, SIDEBAR.y + 426, SIDEBAR.w, SIDEBAR.h - 426 - 128), self.try_play
        )
        self.buttons = self._make_buttons()
        self._ended = False

    # --- hooks for game tables ----------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, view: Any) -> None:
        """Draw the game from ``view``. The generic table explains where the moves are."""
        draw_panel(surface, BOARD.inflate(-24, -24), fill=theme.FELT)
        text = self.services.text
        text.blit(
            surface,
            self.game.title,
            (BOARD.centerx, BOARD.centery - 40),
            40,
            theme.TEXT,
            True,
            "center",
        )
        text.blit(
            surface,
            "Choose a move from the list on the right.",
            (BOARD.centerx, BOARD.centery + 20),
            20,
            theme.TEXT_DIM,
            anchor="center",
        )

    def pieces(self, view: Any) -> list[Piece]:
        """Things the player whose eyes are on the table may pick up now."""
        return []

    def targets(self, view: Any, piece: Piece) -> list[Target]:
        """Where ``piece`` may be dropped, each with its candidate action."""
        return []

    def status_text(self, view: Any) -> str:
        """A short line for the banner's right side, e.g. ``Round 3 of 12``."""
        return ""

    def is_gesture(self, action: Action) -> bool:
        """True for actions the board makes by a gesture the base cannot see from the
        current pieces (another orientation of a tile, a pair stacked first); they are
        kept out of the move buttons."""
        return False

    def on_state_change(self) -> None:
        """Called once whenever the position (or the seat at the screen) changes."""

    def idle_hint(self, view: Any) -> str:
        """What the move list says when it has no buttons on the player's turn."""
        return "Drag a piece onto the board."

    def handle_board_event(self, event: pygame.event.Event) -> None:
        """Tables may react to other events here (R/F to turn a tile, the wheel...)."""

    # --- state ---------------------------------------------------------------------------
    @property
    def view(self) -> Any:
        self._refresh()
        return self._view

    def my_turn(self) -> bool:
        actor = self.match.actor()
        return actor is not None and actor == self.eyes and self.match.config.seats[actor].is_human

    def invalidate(self) -> None:
        """Recompute view, pieces and buttons at the next look (after a table-only change)."""
        self._version += 1

    def check(self, action: Action) -> str | None:
        """``game.check`` for the current position, with the legal set computed once."""
        self._refresh()
        if self.match.actor() is None:
            return "The game is over."
        if action in self._legal:
            return None
        return self.game.explain(self.match.state, action) or "That move is not allowed now."

    def _refresh(self) -> None:
        state = self.match.state
        key = (len(self.match.log), id(state), self.eyes, self._version)
        if key == self._cache_key:
            return
        self._cache_key = key
        legal = self.game.legal_actions(state) if self.game.actor(state) is not None else []
        self._legal = set(legal)
        self._view = self.game.view(state, self.eyes)
        self._scores = self.game.live_scores(state)
        self._log_lines = [f"{self.match.seat_name(e.seat)} {e.text}" for e in self.match.log]
        self.on_state_change()
        mine = self.my_turn()
        self._pieces = self.pieces(self._view) if mine else []
        covered = {
            t.action
            for p in self._pieces
            for t in self.targets(self._view, p)
            if t.action is not None
        }
        buttons = [a for a in legal if a not in covered and not self.is_gesture(a)] if mine else []
        self.actions_list.set_actions([(a, self.game.describe(state, a)) for a in buttons])
        self.actions_list.idle = self.idle_hint(self._view)

    @property
    def live_scores(self) -> tuple[int, ...] | None:
        self._refresh()
        return self._scores

    # --- playing ---------------------------------------------------------------------------
    def try_play(self, action: Action, confirmed: bool = False) -> bool:
        """Play ``action`` for the seat at the table; a refusal shows the engine's reason."""
        state = self.match.state
        reason = self.check(action)
        if reason is not None:
            self.toast.show(reason, good=False)
            return False
        if (
            not confirmed
            and self.services.settings.confirm_irreversible
            and self._reveals(state, action)
        ):
            self.dialog = Dialog(
                "This move cannot be taken back",
                f"{self.game.describe(state, action).capitalize()}: it reveals something new, "
                "so Undo will not be able to go back past it.",
                [("Play it", lambda: self._confirm(action)), ("Cancel", self.close_dialog)],
            )
            return False
        try:
            self.match.play(action, seat=self.match.actor())
        except IllegalAction as exc:
            self.toast.show(exc.reason, good=False)
            return False
        self.hint = None
        self._after_move()
        return True

    def _reveals(self, state: Any, action: Action) -> bool:
        try:
            return self.game.reveals(state, action, self.game.apply(state, action))
        except IllegalAction:
            return False

    def _confirm(self, action: Action) -> None:
        self.dialog = None
        self.try_play(action, confirmed=True)

    def _after_move(self) -> None:
        self.drag.cancel()
        self.bots.reset()
        self._refresh()
        self._check_handover()

    def _check_handover(self) -> None:
        """Hot-seat: when a different human must act, switch eyes (behind a curtain when
        the game has secrets)."""
        actor = self.match.actor()
        if actor is None or actor == self.eyes or not self.match.config.seats[actor].is_human:
            return
        if self.game.has_secrets:
            from ..scenes.handover import HandoverScene

            self.ctx.stack.push(HandoverScene(self.ctx, self, actor))
        else:
            self.reveal_to(actor)

    def reveal_to(self, seat: int) -> None:
        """Called by the curtain when ``seat``'s player is at the screen."""
        self.eyes = seat
        self._refresh()

    # --- events ----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if hasattr(event, "pos"):
            self.mouse = event.pos
        if self.dialog is not None:
            self.dialog.prepare(self.services.text)
            self.dialog.handle(event)
            return
        if event.type == pygame.KEYDOWN and self._handle_key(event):
            return
        if any(button.handle(event) for button in self.buttons):
            return
        if self.actions_list.handle(event) or self.log_widget.handle(event, self.mouse):
            return
        self._handle_drag(event)
        self.handle_board_event(event)

    def _handle_drag(self, event: pygame.event.Event) -> None:
        drag = self.drag
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if drag.held is not None and drag.selected:
                lit = drag.hovered(event.pos)
                if lit is not None:
                    self._drop(lit)
                    return
                drag.cancel()
            piece = self.piece_at(event.pos)
            if piece is not None:
                drag.pick(piece, self.targets(self.view, piece), event.pos)
        elif event.type == pygame.MOUSEMOTION and drag.held is not None:
            drag.move(event.pos)
        elif (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and drag.held is not None
            and not drag.selected
        ):
            drag.move(event.pos)
            if drag.dragging:
                lit = drag.hovered(event.pos)
                if lit is not None:
                    self._drop(lit)
                else:
                    self._snap_back()
            else:
                drag.selected = True  # a click: the piece waits for a placing click

    def piece_at(self, pos: tuple[int, int]) -> Piece | None:
        self._refresh()
        for piece in reversed(self._pieces):
            if piece.rect.collidepoint(pos):
                return piece
        return None

    def relight(self) -> None:
        """Ask again which targets the held piece may go to (after R/F or Shift)."""
        held = self.drag.held
        if held is not None:
            self.drag.lit = [
                Lit(t, t.reason if t.action is None else self.check(t.action))
                for t in self.targets(self.view, held)
            ]

    def _drop(self, lit: Lit) -> None:
        if lit.reason is not None:
            self.toast.show(lit.reason, good=False)
            self._snap_back()
            return
        target = lit.target
        self.drag.cancel()
        if target.action is None:
            if target.on_drop is not None:
                target.on_drop()
                self.invalidate()
            return
        self.try_play(target.action)

    def _snap_back(self) -> None:
        rect = self.drag.drag_rect()
        piece = self.drag.held
        if (
            piece is not None
            and piece.surface is not None
            and piece.draw_held
            and rect is not None
            and self.drag.dragging
        ):
            self.tweens.add(
                piece.surface,
                rect.topleft,
                piece.rest.topleft,
                0.25 * self.services.settings.animation_factor,
            )
        self.drag.cancel()

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        view = self.view
        self.draw_board(surface, view)
        self._draw_targets(surface)
        self._draw_sidebar(surface)
        self._draw_held(surface)
        self.tweens.draw(surface)
        self._draw_hover_reason(surface)
        self.toast.draw(surface, self.services.text, (BOARD.centerx, BOARD.bottom - 12))
        if self.dialog is not None:
            self.dialog.draw(surface, self.services.text, self.services.icons)

    def _draw_sidebar(self, surface: pygame.Surface) -> None:
        text, icons = self.services.text, self.services.icons
        draw_banner(surface, self, text)
        draw_scores(surface, self, pygame.Rect(SIDEBAR.x, SIDEBAR.y, SIDEBAR.w, 200), text)
        self.log_widget.draw(surface, text, self._log_lines)
        self.actions_list.draw(surface, text, icons, enabled=self.my_turn())
        for button in self.buttons:
            button.draw(surface, text, icons)

    def _draw_targets(self, surface: pygame.Surface) -> None:
        if self.drag.held is None:
            return
        for lit in self.drag.legal:
            pygame.draw.rect(surface, theme.GOOD, lit.target.rect.inflate(4, 4), 3, border_radius=6)
        hovered = self.drag.hovered(self.mouse)
        if hovered is not None:
            good = hovered.reason is None
            pygame.draw.rect(
                surface,
                theme.GOOD if good else theme.BAD,
                hovered.target.rect.inflate(8, 8),
                4,
                border_radius=6,
            )

    def _draw_hover_reason(self, surface: pygame.Surface) -> None:
        """The tick and what the drop would do, or the cross and the engine's reason;
        drawn last so the sidebar never covers it."""
        hovered = self.drag.hovered(self.mouse) if self.drag.held is not None else None
        if hovered is None:
            return
        good = hovered.reason is None
        target = hovered.target
        if good:
            message = target.label or (
                self.game.describe(self.match.state, target.action) if target.action else ""
            )
        else:
            message = hovered.reason or ""
        if message:
            draw_tooltip(surface, self.services.text, message, self.mouse, good=good)

    def _draw_held(self, surface: pygame.Surface) -> None:
        piece, rect = self.drag.held, self.drag.drag_rect()
        if piece is None or rect is None:
            return
        if not self.drag.dragging:
            pygame.draw.rect(surface, theme.ACCENT, piece.rest.inflate(6, 6), 3, border_radius=8)
        elif piece.draw_held:
            if piece.surface is not None:
                surface.blit(piece.surface, rect)
            pygame.draw.rect(surface, theme.ACCENT, rect.inflate(6, 6), 3, border_radius=8)
