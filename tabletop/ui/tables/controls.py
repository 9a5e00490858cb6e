"""What a table does besides drawing the board: Undo/Redo/Hint/Save/Rules/Menu, bots that
move after a short visible delay (thinking on a worker thread when they search), autosave,
and the game-over transition. Mixed into ``TableScene``."""

from __future__ import annotations

import random
import threading
import time
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.engine.actions import Action
from tabletop.engine.bots import GreedyBot, bot_rng, make_bot
from tabletop.engine.bots.search import LEVELS as SEARCH_LEVELS
from tabletop.engine.match import Match
from tabletop.engine.saves import autosave_path, write_save

from ..widgets import Button, Dialog

if TYPE_CHECKING:
    from .base import TableScene

BOT_DELAY = 0.7


class BotRunner:
    """Runs one bot decision at a time; a searching bot thinks on a worker thread so the
    window keeps drawing. States are immutable, so the thread reads a snapshot safely."""

    def __init__(self, table: TableScene):
        self.table = table
        config = table.match.config
        self.bots = {
            s: make_bot(seat.bot_level, table.game, s)
            for s, seat in enumerate(config.seats)
            if seat.bot_level
        }
        self.levels = {s: seat.bot_level for s, seat in enumerate(config.seats) if seat.bot_level}
        self.rngs = {s: bot_rng(config.seed + len(table.match.log), s) for s in self.bots}
        self.timer = 0.0
        self._thread: threading.Thread | None = None
        self._result: tuple[Any, int, Action] | None = None

    def is_bot(self, seat: int | None) -> bool:
        return seat in self.bots

    @property
    def thinking(self) -> bool:
        return self._thread is not None

    def reset(self) -> None:
        self.timer = 0.0

    def update(self, dt: float, delay: float) -> None:
        match = self.table.match
        seat = match.actor()
        if seat not in self.bots:
            self.timer = 0.0
            return
        self.timer += dt
        if self._thread is not None:
            if self._result is not None:
                self._thread = None
                state, who, action = self._result
                self._result = None
                if state is match.state and who == seat:  # nothing changed meanwhile
                    self.table.play_bot_action(seat, action)
            return
        if self.timer < delay:
            return
        state = match.state
        if self.levels[seat] in SEARCH_LEVELS:
            self._thread = threading.Thread(target=self._think, args=(state, seat), daemon=True)
            self._thread.start()
        else:
            self.table.play_bot_action(seat, self._decide(state, seat))

    def _decide(self, state: Any, seat: int) -> Action:
        game = self.table.game
        return self.bots[seat].choose(
            game.view(state, seat), game.legal_actions(state), self.rngs[seat]
        )

    def _think(self, state: Any, seat: int) -> None:
        self._result = (state, seat, self._decide(state, seat))


class TableControls:
    """Buttons and commands shared by every table (a mixin of ``TableScene``)."""

    def _make_buttons(self: TableScene) -> list[Button]:
        from .base import SIDEBAR

        x, y, w = SIDEBAR.x, SIDEBAR.bottom - 116, (SIDEBAR.w - 16) // 3
        return [
            Button((x, y, w, 50), "Undo", self.undo, self.can_undo, icon="undo"),
            Button(
                (x + w + 8, y, w, 50),
                "Redo",
                self.redo,
                lambda: self.match.can_redo() and self.my_turn(),
                icon="redo",
            ),
            Button((x + 2 * (w + 8), y, w, 50), "Hint", self.show_hint, self.my_turn, icon="hint"),
            Button((x, y + 60, w, 50), "Save", self.save, icon="save"),
            Button((x + w + 8, y + 60, w, 50), "Rules", self.open_rules, icon="rules"),
            Button((x + 2 * (w + 8), y + 60, w, 50), "Menu", self.open_menu, icon="settings"),
        ]

    def undo(self: TableScene) -> None:
        if self.match.undo(seat=self.eyes):
            self.drag.cancel()
            self.toast.show("Move taken back.")
            self.invalidate()

    def redo(self: TableScene) -> None:
        if self.match.can_redo() and self.match.redo():
            self._after_move()

    def can_undo(self: TableScene) -> bool:
        return self.match.can_undo(seat=self.eyes) and not self.match.is_over()

    def show_hint(self: TableScene) -> None:
        actor = self.match.actor()
        if actor is None or not self.my_turn():
            return
        state = self.match.state
        bot = GreedyBot(self.game, actor)
        rng = random.Random(len(self.match.log))
        self.hint = bot.choose(self.game.view(state, actor), self.game.legal_actions(state), rng)
        self.toast.show(f"Hint: {self.game.describe(state, self.hint)}", good=True, seconds=6)

    def save(self: TableScene) -> None:
        name = f"{self.game.id}-{time.strftime('%Y%m%d-%H%M%S')}.json"
        try:
            path = write_save(self.services.save_dir / name, self.match)
        except OSError as exc:
            self.toast.show(f"Could not save: {exc.strerror or exc}", good=False)
            return
        self.toast.show(f"Saved as {path.name}", good=True)

    def _autosave(self: TableScene, match: Match) -> None:
        try:
            write_save(
                autosave_path(self.services.save_dir, self.game.id),
                match,
                label=f"{self.game.title} (autosave)",
            )
        except OSError:
            pass  # autosave must never interrupt play; a manual save reports its errors

    def open_menu(self: TableScene) -> None:
        self.dialog = Dialog(
            "Paused",
            "Your game is saved automatically after every move.",
            [
                ("Resume", self.close_dialog),
                ("Rules", self.open_rules),
                ("Save", self._save_and_close),
                ("Quit to title", self._quit_to_title),
            ],
            width=760,
        )

    def close_dialog(self: TableScene) -> None:
        self.dialog = None

    def _save_and_close(self: TableScene) -> None:
        self.dialog = None
        self.save()

    def open_rules(self: TableScene) -> None:
        from ..scenes.rules import RulesScene

        self.dialog = None
        self.ctx.stack.push(RulesScene(self.ctx, self.game))

    def _quit_to_title(self: TableScene) -> None:
        from ..scenes.title import TitleScene

        self.dialog = None
        self.ctx.stack.clear_to(TitleScene(self.ctx))

    def _handle_key(self: TableScene, event: pygame.event.Event) -> bool:
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

    def update(self: TableScene, dt: float) -> None:
        self.tweens.update(dt)
        self.toast.update(dt)
        if self.dialog is not None or self.ctx.stack.top is not self:
            return
        speed = self.services.settings.animation_factor
        if self.match.is_over():
            self.bots.timer += dt
            if not self._ended and self.bots.timer >= 0.8 * speed:
                self._ended = True
                from ..scenes.results import ResultsScene

                self.ctx.stack.replace(ResultsScene(self.ctx, self.match))
            return
        self.bots.update(dt, BOT_DELAY * speed)

    def play_bot_action(self: TableScene, seat: int, action: Action) -> None:
        self.match.play(action, seat=seat)
        self._after_move()

    def play_bot_move(self: TableScene, seat: int) -> None:
        """Let the bot at ``seat`` decide and play now (on this thread)."""
        self.play_bot_action(seat, self.bots._decide(self.match.state, seat))
