"""The commands every table shares (Undo, Redo, Hint, Save, Rules, Menu and their keys)
and the bot runner. Each is a small part with a narrow interface: the commands talk to
the table only through ``TableHost``; the bot runner only needs the match and a way to
play a move.
"""

from __future__ import annotations

import random
import sys
import threading
import time
from collections.abc import Callable
from typing import Any, Protocol

import pygame

from tabletop.engine.actions import Action
from tabletop.engine.bots import GreedyBot, Weighed, bot_rng, make_bot, weigh_choice
from tabletop.engine.bots.search import LEVELS as SEARCH_LEVELS
from tabletop.engine.match import Match
from tabletop.engine.result import name_seats
from tabletop.engine.saves import autosave_for, autosave_note, write_save

from ..scene import Context
from ..widgets import Button, Dialog, Toast
from .hint import WHAT, WHERE, WHY, HintSteps
from .pointing import Pointable, point_at

BOT_DELAY = 0.7
ELSEWHERE_SAVE = "The host's computer keeps this game and saves it after every move."
THINK_SWITCH = 0.001
"""The interpreter's thread switch interval (seconds) while a bot thinks on its worker;
Python's default is 0.005. The drawing loop then waits less for the interpreter after each
sleep and each SDL call, so frames keep their pace: ``bench --only think`` measured about
38 fps while a bot thought at 5 ms and 48 fps at 1 ms, on the loaded two-core machine."""
USUAL_SWITCH = sys.getswitchinterval()
"""The interval put back when a thought lands (a table left while its bot thought never
collects the answer; the next table's bot puts it back)."""


class TableHost(Pointable, Protocol):
    """What the shared commands may see and do on a table (and, for the hint's "where",
    what pointing reads: its pieces, targets and ``locate``)."""

    match: Match
    toast: Toast
    dialog: Dialog | None
    hint: Action | None
    position: Any
    sidebar: Any

    @property
    def eyes(self) -> int:
        """The seat at the screen."""
        ...

    def my_turn(self) -> bool: ...

    def legal_actions(self) -> list[Action]: ...

    def moved(self) -> None:
        """The position changed by a command (redo): the table catches up."""

    def taken_back(self) -> None:
        """A move was undone: the table drops what it held and looks again."""


class Commands:
    """Undo (Ctrl+Z), Redo (Ctrl+Y), Hint (H), Save, Rules, Menu (Esc) and autosave."""

    def __init__(self, ctx: Context, host: TableHost, rect: pygame.Rect):
        self.ctx = ctx
        self.services = ctx.services
        self.host = host
        self.buttons = self._make_buttons(rect)
        self.hints = HintSteps()

    @property
    def match(self) -> Match:
        return self.host.match

    def _make_buttons(self, rect: pygame.Rect) -> list[Button]:
        x, y, w = rect.x, rect.bottom - 116, (rect.w - 16) // 3
        host = self.host
        return [
            Button((x, y, w, 50), "Undo", self.undo, self.can_undo, icon="undo"),
            Button((x + w + 8, y, w, 50), "Redo", self.redo, self.can_redo, icon="redo"),
            Button((x + 2 * (w + 8), y, w, 50), "Hint", self.show_hint, host.my_turn, icon="hint"),
            Button((x, y + 60, w, 50), "Save", self.save, icon="save"),
            Button((x + w + 8, y + 60, w, 50), "Rules", self.open_rules, icon="rules"),
            Button((x + 2 * (w + 8), y + 60, w, 50), "Menu", self.open_menu, icon="menu"),
        ]

    # --- moves -----------------------------------------------------------------------------
    def can_undo(self) -> bool:
        return self.match.can_undo(seat=self.host.eyes) and not self.match.is_over()

    def undo(self) -> None:
        if self.match.undo(seat=self.host.eyes):
            self.host.toast.show("Move taken back.")
            self.host.taken_back()
        else:  # Ctrl+Z with nothing to take back says why (the button is drawn disabled)
            self.host.toast.show(self.why_no_undo(), good=False)

    def why_no_undo(self) -> str:
        """Why Undo cannot take a move back now, in one sentence."""
        match, log = self.match, self.match.log
        if match.is_over():
            return "Nothing to take back: the game is over."
        if not log:
            return "Nothing to take back yet."
        last = log[-1]
        if last.seat != self.host.eyes:
            who = match.seat_name(last.seat)
            return f"Nothing to take back: the last move was {who}'s (Undo takes back your own)."
        return "Nothing to take back: your last move showed something that was hidden."

    def can_redo(self) -> bool:
        return self.match.can_redo() and self.host.my_turn()

    def redo(self) -> None:
        if self.can_redo() and self.match.redo():
            self.host.toast.show("")  # "Move taken back." no longer holds
            self.host.moved()

    def show_hint(self) -> None:
        """The next step of the hint for the seat at the screen (``hint.py``): the first
        press outlines where the greedy bot's move is made, the second says the move, the
        third why, with the numbers the bot weighed; a new position starts again. Asking
        marks the game as played with hints (``Match.note_hint``)."""
        host = self.host
        if not host.my_turn():
            return
        match, seat, steps = self.match, host.eyes, self.hints
        if not steps.holds(match.state, seat) or host.hint != steps.action:
            self._start_hint(seat)
            match.note_hint(seat)
            host.toast.show(steps.where_text(), good=True, seconds=6)
            return
        if steps.step == WHERE:
            steps.step = WHAT
            what = self._named(self._what())
            host.toast.show(f"Hint: {what} (press H again for why)", good=True, seconds=6)
            return
        steps.step = WHY
        weighed = self._weighed()
        line = f"{self._what()}: {weighed.reasoning()}"
        host.toast.show(f"Hint: {self._named(line)}", good=True, seconds=10)

    def _start_hint(self, seat: int) -> None:
        """The greedy bot's move for the position, and where it is made."""
        host, game = self.host, self.match.game
        legal = host.legal_actions()  # the position refreshed, its legal moves known
        view = game.view(self.match.state, seat)
        action = GreedyBot(game, seat).choose(view, legal, random.Random(len(self.match.log)))
        host.hint = action
        position = host.position
        pointer = point_at(host, position.view, position.pieces, host.sidebar.moves, action)
        self.hints.start(self.match.state, seat, action, pointer)

    def _what(self) -> str:
        """The hinted move in words (the game's ``describe``), capitalised."""
        action = self.hints.action
        assert action is not None
        text = self.match.game.describe(self.match.state, action)
        return text[:1].upper() + text[1:]

    def _weighed(self) -> Weighed:
        """What the bot weighed (once per position: a pass over the legal moves)."""
        steps = self.hints
        if steps.weighed is None:
            assert steps.action is not None and steps.eyes is not None
            game, seat = self.match.game, steps.eyes
            view = game.view(self.match.state, seat)
            rng = random.Random(len(self.match.log))
            legal = self.host.legal_actions()
            steps.weighed = weigh_choice(game, view, steps.action, seat, rng, legal)
        return steps.weighed

    def _named(self, text: str) -> str:
        return name_seats(text, tuple(s.name for s in self.match.config.seats))

    def draw_hint(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The hint's outlines over the table (while it holds the position)."""
        host = self.host
        return self.hints.draw(surface, self.match.state, host.eyes, host.hint)

    # --- files -----------------------------------------------------------------------------
    def save(self) -> None:
        if not self.match.kept_here:  # a joined player's table: the host saves the game
            self.host.toast.show(ELSEWHERE_SAVE, good=None)
            return
        name = f"{self.match.game.id}-{time.strftime('%Y%m%d-%H%M%S')}.json"
        try:
            path = write_save(self.services.save_dir / name, self.match)
        except OSError as exc:
            self.host.toast.show(f"Could not save: {exc.strerror or exc}", good=False)
            return
        self.host.toast.show(f"Saved as {path.name}", good=True)

    def autosave(self, match: Match) -> None:
        """``Match.on_change``: write the autosave after every change."""
        failure = autosave_for(match, self.services.save_dir).write(match)  # its own file
        if failure:  # told once; the menu then says autosave is not working
            self.host.toast.show(failure, good=False, seconds=8)

    # --- menu ------------------------------------------------------------------------------
    def open_menu(self) -> None:
        self.host.dialog = Dialog(
            "Paused",
            autosave_note(self.match) if self.match.kept_here else ELSEWHERE_SAVE,
            [
                ("Resume", self.close_dialog),
                ("Rules", self.open_rules),
                ("Settings", self.open_settings),
                ("Save", self._save_and_close),
                ("Quit to title", self.quit_to_title),
            ],
            width=880,
        )

    def close_dialog(self) -> None:
        self.host.dialog = None

    def _save_and_close(self) -> None:
        self.close_dialog()
        self.save()

    def open_rules(self) -> None:
        self.close_dialog()
        self.ctx.nav.to_rules(self.match.game)

    def open_settings(self) -> None:
        """Settings over the table; Back or Save settings returns to the game."""
        self.close_dialog()
        self.ctx.nav.to_settings()

    def quit_to_title(self) -> None:
        self.close_dialog()
        self.ctx.nav.to_title()

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Ctrl+Z, Ctrl+Y, H and Esc (the table handles Esc first while a piece is held)."""
        ctrl = event.mod & pygame.KMOD_CTRL
        if event.key == pygame.K_z and ctrl:
            self.undo()
        elif event.key == pygame.K_y and ctrl:
            self.redo()
        elif event.key == pygame.K_h and not ctrl:
            self.show_hint()
        elif event.key == pygame.K_ESCAPE:
            self.open_menu()
        else:
            return False
        return True


class BotRunner:
    """Runs one bot decision at a time; a searching bot thinks on a worker thread so the
    window keeps drawing. States are immutable, so the thread reads a snapshot safely."""

    def __init__(self, match: Match, play: Callable[[int, Action], None]):
        self.match = match
        self.game = match.game
        self.play = play
        config = match.config
        self.bots = {
            s: make_bot(seat.bot_level, self.game, s)
            for s, seat in enumerate(config.seats)
            if seat.bot_level
        }
        self.levels = {s: seat.bot_level for s, seat in enumerate(config.seats) if seat.bot_level}
        self.rngs = {s: bot_rng(config.seed + len(match.log), s) for s in self.bots}
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
        """Let the bot to act move once ``delay`` seconds have passed on its turn."""
        match = self.match
        seat = match.actor()
        if seat not in self.bots:
            self.timer = 0.0
            return
        self.timer += dt
        if self._thread is not None:
            if self._result is not None:
                self._thread = None
                sys.setswitchinterval(USUAL_SWITCH)
                state, who, action = self._result
                self._result = None
                if state is match.state and who == seat:  # nothing changed meanwhile
                    self.play(seat, action)
            return
        if self.timer < delay:
            return
        state = match.state
        if self.levels[seat] in SEARCH_LEVELS:
            sys.setswitchinterval(min(USUAL_SWITCH, THINK_SWITCH))
            self._thread = threading.Thread(target=self._think, args=(state, seat), daemon=True)
            self._thread.start()
        else:
            self.play(seat, self.decide(state, seat))

    def decide(self, state: Any, seat: int) -> Action:
        """The bot at ``seat`` chooses from what it may see of ``state``."""
        game = self.game
        return self.bots[seat].choose(
            game.view(state, seat), game.legal_actions(state), self.rngs[seat]
        )

    def _think(self, state: Any, seat: int) -> None:
        self._result = (state, seat, self.decide(state, seat))
