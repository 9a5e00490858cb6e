"""The table-scene base every game's table builds on.

It owns what all tables share: the turn banner, live scores, move log, Undo (Ctrl+Z) /
Redo (Ctrl+Y) obeying ``Match.can_undo``, Hint (H, asks the greedy bot), Save, the menu
(Esc), bots moving after a short visible delay, the hot-seat handover curtain, the
game-over transition to results, autosave, and drag and drop.

A game's table overrides four things: ``draw_board`` (draw the view), ``pieces`` (what the
player can pick up), ``targets`` (where a piece may go, each with its candidate action) and,
if it likes, ``status_text``. Legal actions that no drag gesture produces (Pass, End turn,
a choice among assignments) appear as buttons in the sidebar, so every table is playable
with the mouse alone, and a game with no table module yet is playable from those buttons.
"""

from __future__ import annotations

import random
import time
from typing import Any

import pygame

from tabletop.engine.actions import Action, IllegalAction
from tabletop.engine.bots import GreedyBot, bot_rng, make_bot
from tabletop.engine.match import Match
from tabletop.engine.saves import autosave_path, write_save

from .. import theme
from ..drag import DragController, Piece, Target
from ..scene import Context, Scene
from ..tween import Tweens
from ..widgets import Button, Dialog, MoveLog, Toast, draw_panel, draw_tooltip
from .sidebar import ActionList, draw_banner, draw_scores

BOARD = pygame.Rect(0, 64, 1236, 836)
SIDEBAR = pygame.Rect(1244, 64, 348, 828)
BOT_DELAY = 0.7


class TableScene(Scene):
    """Base table. Subclasses draw the board and offer pieces and targets."""

    def __init__(self, ctx: Context, match: Match, autosave: bool = True):
        super().__init__(ctx)
        self.match = match
        self.game = match.game
        if autosave:
            match.on_change = self._autosave
        humans = [i for i, s in enumerate(match.config.seats) if s.is_human]
        self.eyes = humans[0] if humans else 0
        self.drag = DragController(lambda action: self.game.check(self.match.state, action))
        self.tweens = Tweens()
        self.toast = Toast()
        self.dialog: Dialog | None = None
        self.bot_timer = 0.0
        self.mouse = (0, 0)
        self.hint: Action | None = None
        self._cache_key: Any = None
        self._view: Any = None
        self._pieces: list[Piece] = []
        self._button_actions: list[Action] = []
        self._log_lines: list[str] = []
        self._bots = {
            seat: make_bot(s.bot_level, self.game, seat)
            for seat, s in enumerate(match.config.seats) if s.bot_level
        }
        self._bot_rngs = {seat: bot_rng(match.config.seed + len(match.log), seat) for seat in self._bots}
        self.log_widget = MoveLog((SIDEBAR.x, SIDEBAR.y + 208, SIDEBAR.w, 210))
        self.actions_list = ActionList(pygame.Rect(SIDEBAR.x, SIDEBAR.y + 426, SIDEBAR.w, SIDEBAR.h - 426 - 128), self.try_play)
        self.buttons = self._make_buttons()
        self._ended = False

    # --- hooks for game tables ----------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, view: Any) -> None:
        """Draw the game from ``view``. The generic table explains where the moves are."""
        draw_panel(surface, BOARD.inflate(-24, -24), fill=theme.FELT)
        text = self.services.text
        text.blit(surface, self.game.title, (BOARD.centerx, BOARD.centery - 40), 40, theme.TEXT, True, "center")
        text.blit(surface, "Choose a move from the list on the right.", (BOARD.centerx, BOARD.centery + 20),
                  20, theme.TEXT_DIM, anchor="center")

    def pieces(self, view: Any) -> list[Piece]:
        """Things the player whose eyes are on the table may pick up now."""
        return []

    def targets(self, view: Any, piece: Piece) -> list[Target]:
        """Where ``piece`` may be dropped, each with its candidate action."""
        return []

    def status_text(self, view: Any) -> str:
        """A short line for the banner's right side, e.g. ``Round 3 of 12``."""
        return ""

    # --- state ---------------------------------------------------------------------------
    @property
    def view(self) -> Any:
        self._refresh()
        return self._view

    def my_turn(self) -> bool:
        actor = self.match.actor()
        return actor is not None and actor == self.eyes and self.match.config.seats[actor].is_human

    def _refresh(self) -> None:
        key = (len(self.match.log), id(self.match.state), self.eyes)
        if key == self._cache_key:
            return
        self._cache_key = key
        self._view = self.game.view(self.match.state, self.eyes)
        self._pieces = self.pieces(self._view) if self.my_turn() else []
        covered = set()
        for piece in self._pieces:
            for target in self.targets(self._view, piece):
                if target.action is not None:
                    covered.add(target.action)
        legal = self.game.legal_actions(self.match.state) if self.my_turn() else []
        self._button_actions = [a for a in legal if a not in covered]
        self._log_lines = [f"{self.match.seat_name(e.seat)} {e.text}" for e in self.match.log]
        self.actions_list.set_actions(
            [(a, self.game.describe(self.match.state, a)) for a in self._button_actions]
        )

    # --- playing ---------------------------------------------------------------------------
    def try_play(self, action: Action, confirmed: bool = False) -> bool:
        """Play ``action`` for the seat at the table; a refusal shows the engine's reason."""
        state = self.match.state
        reason = self.game.check(state, action)
        if reason is not None:
            self.toast.show(reason, good=False)
            return False
        if not confirmed and self.services.settings.confirm_irreversible and self._reveals(state, action):
            self.dialog = Dialog(
                "This move cannot be taken back",
                f"{self.game.describe(state, action).capitalize()}: it reveals something new, "
                "so Undo will not be able to go back past it.",
                [("Play it", lambda: self._confirm(action)), ("Cancel", self._close_dialog)],
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

    def _close_dialog(self) -> None:
        self.dialog = None

    def _after_move(self) -> None:
        self.drag.cancel()
        self.bot_timer = 0.0
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
            self.eyes = actor
            self._refresh()

    def reveal_to(self, seat: int) -> None:
        """Called by the curtain when ``seat``'s player is at the screen."""
        self.eyes = seat
        self._refresh()

    def undo(self) -> None:
        if self.match.undo(seat=self.eyes):
            self.drag.cancel()
            self.toast.show("Move taken back.")
            self._refresh()

    def redo(self) -> None:
        if self.match.can_redo() and self.match.redo():
            self._after_move()

    def can_undo(self) -> bool:
        return self.match.can_undo(seat=self.eyes) and not self.match.is_over()

    def show_hint(self) -> None:
        actor = self.match.actor()
        if actor is None or not self.my_turn():
            return
        state = self.match.state
        bot = GreedyBot(self.game, actor)
        action = bot.choose(self.game.view(state, actor), self.game.legal_actions(state), random.Random(len(self.match.log)))
        self.hint = action
        self.toast.show(f"Hint: {self.game.describe(state, action)}", good=True, seconds=6)

    def save(self) -> None:
        name = f"{self.game.id}-{time.strftime('%Y%m%d-%H%M%S')}.json"
        try:
            path = write_save(self.services.save_dir / name, self.match)
        except OSError as exc:
            self.toast.show(f"Could not save: {exc.strerror or exc}", good=False)
            return
        self.toast.show(f"Saved as {path.name}", good=True)

    def _autosave(self, match: Match) -> None:
        try:
            write_save(autosave_path(self.services.save_dir, self.game.id), match, label=f"{self.game.title} (autosave)")
        except OSError:
            pass  # autosave must never interrupt play; a manual save reports errors

    def open_menu(self) -> None:
        self.dialog = Dialog(
            "Paused", "Your game is saved automatically after every move.",
            [("Resume", self._close_dialog), ("Rules", self._open_rules), ("Save", self._save_and_close),
             ("Quit to title", self._quit_to_title)],
            width=760,
        )

    def _save_and_close(self) -> None:
        self.dialog = None
        self.save()

    def _open_rules(self) -> None:
        from ..scenes.rules import RulesScene

        self.dialog = None
        self.ctx.stack.push(RulesScene(self.ctx, self.game))

    def _quit_to_title(self) -> None:
        from ..scenes.title import TitleScene

        self.dialog = None
        self.ctx.stack.clear_to(TitleScene(self.ctx))

    def _make_buttons(self) -> list[Button]:
        x, y, w = SIDEBAR.x, SIDEBAR.bottom - 116, (SIDEBAR.w - 16) // 3
        return [
            Button((x, y, w, 50), "Undo", self.undo, self.can_undo, icon="undo", key=None),
            Button((x + w + 8, y, w, 50), "Redo", self.redo, lambda: self.match.can_redo() and self.my_turn(), icon="redo"),
            Button((x + 2 * (w + 8), y, w, 50), "Hint", self.show_hint, self.my_turn, icon="hint"),
            Button((x, y + 60, w, 50), "Save", self.save, icon="load"),
            Button((x + w + 8, y + 60, w, 50), "Rules", self._open_rules, icon="rules"),
            Button((x + 2 * (w + 8), y + 60, w, 50), "Menu", self.open_menu, icon="settings"),
        ]

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

    def handle_board_event(self, event: pygame.event.Event) -> None:
        """Tables may react to other events here (R/F to turn a tile, the wheel...)."""

    def _handle_key(self, event: pygame.event.Event) -> bool:
        ctrl = event.mod & pygame.KMOD_CTRL
        if event.key == pygame.K_z and ctrl:
            self.undo()
        elif event.key == pygame.K_y and ctrl:
            self.redo()
        elif event.key == pygame.K_h and not ctrl:
            self.show_hint()
        elif event.key == pygame.K_ESCAPE:
            if self.drag.held is not None:
                self._snap_back()
            else:
                self.open_menu()
        else:
            return False
        return True

    def _handle_drag(self, event: pygame.event.Event) -> None:
        drag = self.drag
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if drag.held is not None and drag.selected:
                lit = drag.hovered(event.pos)
                if lit is not None:
                    self._drop(lit)
                else:
                    piece = self.piece_at(event.pos)
                    drag.cancel()
                    if piece is not None and piece.key is not None:
                        drag.pick(piece, self.targets(self.view, piece), event.pos)
                return
            piece = self.piece_at(event.pos)
            if piece is not None:
                drag.pick(piece, self.targets(self.view, piece), event.pos)
        elif event.type == pygame.MOUSEMOTION and drag.held is not None:
            drag.move(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and drag.held is not None and not drag.selected:
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

    def _drop(self, lit) -> None:
        if lit.reason is not None:
            self.toast.show(lit.reason, good=False)
            self._snap_back()
            return
        action = lit.target.action
        self.drag.cancel()
        self.try_play(action)

    def _snap_back(self) -> None:
        rect = self.drag.drag_rect()
        piece = self.drag.held
        if piece is not None and piece.surface is not None and rect is not None:
            self.tweens.add(piece.surface, rect.topleft, piece.rect.topleft, 0.25 * self.services.settings.animation_factor)
        self.drag.cancel()

    # --- time ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.tweens.update(dt)
        self.toast.update(dt)
        if self.dialog is not None or self.ctx.stack.top is not self:
            return
        if self.match.is_over():
            self.bot_timer += dt
            if not self._ended and self.bot_timer >= 0.8 * self.services.settings.animation_factor:
                self._ended = True
                from ..scenes.results import ResultsScene

                self.ctx.stack.replace(ResultsScene(self.ctx, self.match))
            return
        actor = self.match.actor()
        if actor in self._bots:
            self.bot_timer += dt
            if self.bot_timer >= BOT_DELAY * self.services.settings.animation_factor:
                self.play_bot_move(actor)

    def play_bot_move(self, seat: int) -> None:
        state = self.match.state
        action = self._bots[seat].choose(self.game.view(state, seat), self.game.legal_actions(state), self._bot_rngs[seat])
        self.match.play(action, seat=seat)
        self._after_move()

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        view = self.view
        self.draw_board(surface, view)
        self._draw_targets(surface)
        self._draw_sidebar(surface)
        self._draw_held(surface)
        self.tweens.draw(surface)
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
        hovered = self.drag.hovered(self.mouse)
        for lit in self.drag.legal:
            pygame.draw.rect(surface, theme.GOOD, lit.target.rect.inflate(4, 4), 3, border_radius=6)
        if hovered is not None:
            good = hovered.reason is None
            pygame.draw.rect(surface, theme.GOOD if good else theme.BAD, hovered.target.rect.inflate(8, 8), 4, border_radius=6)
            message = hovered.target.label or (self.game.describe(self.match.state, hovered.target.action) if good and hovered.target.action else "")
            draw_tooltip(surface, self.services.text, message if good else hovered.reason, self.mouse, good=good)

    def _draw_held(self, surface: pygame.Surface) -> None:
        piece, rect = self.drag.held, self.drag.drag_rect()
        if piece is None or rect is None:
            return
        if piece.surface is not None and self.drag.dragging:
            surface.blit(piece.surface, rect)
        pygame.draw.rect(surface, theme.ACCENT, rect.inflate(6, 6), 3, border_radius=8)
