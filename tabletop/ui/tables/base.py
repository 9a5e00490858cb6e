"""The table-scene base every game's table builds on.

A table is composed of parts with narrow interfaces: the ``Sidebar`` (banner, players and
scores, move log, the buttons for moves no gesture makes; ``sidebar.py``), the shared
``Commands`` (Undo/Redo/Hint/Save/Rules/Menu and their keys) and the ``BotRunner``
(``controls.py``), and the ``DragController`` (``drag.py``). The base wires them to the
match: it computes the legal actions once per position (``legal_actions()``, shared by
lighting, hover reasons, buttons and the drop), plays a move once (the next state is
computed once and handed to ``Match``), shows the screen to the seat that must act
(behind the handover curtain in games with secrets), and goes to the results at the end.

A game's table overrides hooks only:

- ``draw_board(surface, view)`` — draw the view (only reads);
- ``pieces(view)`` — what the player at the screen may pick up now;
- ``targets(view, piece)`` — where a piece may go, each with its candidate action;
- ``gestures(view)`` — every action the board's gestures can make now (default: the
  actions of the current pieces' targets; a table with tile orientations or stacked
  tokens lists them all); the reachability test uses it;
- ``status_text``, ``is_gesture``, ``on_state_change``, ``idle_hint``,
  ``handle_board_event``;
- ``locate(view, action, seat)`` — where on the board a seat's action took effect (the
  other seats' last moves are marked there, a bot's move glides there), and optionally
  ``origin(view, action)`` — where it came from (default: the seat's row on the right);
- ``board_key()`` — what ``draw_board`` shows, as a cheap value: with it a drag redraws
  only what moves (``frames.py``), and ``draw_board_moving`` draws what follows the
  pointer on the board.

It uses ``check(action)`` (``None`` or the engine's reason), ``legal_actions()``,
``try_play(action)``, ``invalidate()`` (after a table-only change), ``relight()``,
``view``, ``eyes`` (the seat whose player is at the screen), ``match``, ``game`` and
``services``. Legal actions no gesture makes appear as buttons, so every table is playable
with the mouse alone, and a game with no table package yet plays from the buttons.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine.actions import Action, IllegalAction
from tabletop.engine.match import Match
from tabletop.engine.result import name_seats

from .. import theme
from ..drag import DragController, Piece, Target
from ..scene import IDLE_WAIT, Context, Scene
from ..tween import Tweens
from ..widgets import Dialog, Toast, draw_panel
from .controls import BOT_DELAY, BotRunner, Commands
from .dragging import DragHandling
from .frames import BOARD, TableFrames
from .marks import Story
from .sidebar import Sidebar, SidebarInfo, named

SIDEBAR = pygame.Rect(1244, 64, 348, 828)


def first_eyes(match: Match) -> int:
    """The seat whose player sits at the screen when a table opens: the actor if human,
    else the next human in seat order after the actor (the first seat when none is)."""
    seats = match.config.seats
    actor = match.actor()
    start = 0 if actor is None else actor
    for k in range(len(seats)):
        seat = (start + k) % len(seats)
        if seats[seat].is_human:
            return seat
    return start


class TableScene(DragHandling, TableFrames, Scene):
    """Base table. Subclasses draw the board and offer pieces and targets."""

    def __init__(self, ctx: Context, match: Match, autosave: bool = True):
        super().__init__(ctx)
        self.match = match
        self.game = match.game
        self.eyes = first_eyes(match)
        self.drag = DragController(self.check)
        self.tweens = Tweens()
        self.toast = Toast()
        self.dialog: Dialog | None = None
        self.mouse = (0, 0)
        self.hint: Action | None = None
        self.commands = Commands(ctx, self, SIDEBAR)
        self.buttons = self.commands.buttons
        self.bots = BotRunner(match, self.play_bot_action)
        self.sidebar = Sidebar(SIDEBAR, self.try_play, self.services.seat_style)
        self.actions_list = self.sidebar.moves
        self.story = Story()  # the others' last moves marked, a bot's glide, round events
        if autosave:
            match.on_change = self.commands.autosave
        self._seen: tuple[Any, int, int] | None = None  # (state, eyes, version) refreshed
        self._version = 0
        self._view: Any = None
        self._pieces: list[Piece] = []
        self._legal_of: Any = None  # the state ``_legal`` belongs to
        self._legal: list[Action] = []
        self._legal_set: frozenset[Action] = frozenset()
        self._opened = False
        self._ended = False

    # --- hooks for game tables ----------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, view: Any) -> None:
        """Draw the game from ``view``. The generic table explains where the moves are."""
        draw_panel(surface, BOARD.inflate(-24, -24), fill=theme.FELT)
        text = self.services.text
        centre = (BOARD.centerx, BOARD.centery - 40)
        text.blit(surface, self.game.title, centre, 40, theme.TEXT, True, "center")
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

    def gestures(self, view: Any) -> list[Action] | None:
        """Every action the board's gestures can make now for the seat at the screen
        (``None``: none). Default: the actions of the current pieces' targets. A table
        whose gestures depend on table-only settings (a tile's orientation, tokens stacked
        first, a tray of choices) lists the actions of every setting. Legal actions not
        listed here become move buttons, and the reachability test checks that the two
        cover every legal action. Called once per refresh: keep it quick."""
        pieces = self._pieces if view is self._view else self.pieces(view)
        return [t.action for p in pieces for t in self.targets(view, p) if t.action is not None]

    def status_text(self, view: Any) -> str:
        """A short line for the banner's right side, e.g. ``Round 3 of 12``."""
        return ""

    def is_gesture(self, action: Action) -> bool:
        """True for actions the board makes although ``gestures`` does not list them;
        they are kept out of the move buttons too."""
        return False

    def on_state_change(self) -> None:
        """Called once whenever the position (or the seat at the screen) changes."""

    def idle_hint(self, view: Any) -> str:
        """What the move list says when it has no buttons on the player's turn."""
        return "Drag a piece onto the board."

    def handle_board_event(self, event: pygame.event.Event) -> None:
        """Tables may react to other events here (R/F to turn a tile, the wheel...)."""

    def locate(self, view: Any, action: Action, seat: int) -> pygame.Rect | None:
        """Where on the board ``seat``'s ``action`` took effect (a car, a cell, a slot),
        seen in ``view`` (the position now, as the seat at the screen knows it); ``None``
        when it has no place (the move is then only highlighted in the log)."""
        return None

    def events_place(self) -> list[tuple[pygame.Rect, int]]:
        """Where "What happened" may rest after a move with events, best first, each with
        its least height (``EventsPanel.rest_at``). Default: over the move log (whose last
        lines are the same lines); where its newest line needs more room, over "Your
        moves" too when it has no buttons, else over the players; a table with room on
        its board puts that first."""
        log, moves, scores = self.sidebar.log.rect, self.sidebar.moves, self.sidebar.scores_rect
        more = scores.union(log) if moves.actions else log.union(moves.rect)
        return [(log, log.h), (more, more.h)]

    def origin(self, view: Any, action: Action, seat: int) -> pygame.Rect:
        """Where ``seat``'s piece came from when it played ``action`` (the start of a bot's
        glide). Default: that seat's row in the players panel."""
        return self.sidebar.seat_row(seat)

    @property
    def animating(self) -> bool:
        """Something on the table moves (a glide, a tween, the events panel's lines, a bot
        thinking): the screen needs redrawing every frame."""
        return self.story.busy or self.tweens.busy or self.bots.thinking

    def redraw_key(self) -> object:
        """What the table shows that changes without input (``Scene.redraw_key``): the
        position, the seat at the screen, table-only changes, dialog, hint and toast. A
        table that changes by itself otherwise extends this or ``animating``."""
        toast = (self.toast.visible, self.toast.message)
        shown = (self.match.state, self.eyes, self._version, self.dialog, self.hint, toast)
        return shown + (self.story.key,)

    def wake_after(self) -> float:
        """Updated every frame while a bot is to move or the game has ended (their delays
        run); otherwise the loop may sleep until the toast goes."""
        if self.dialog is None and (self.match.is_over() or self.bots.is_bot(self.match.actor())):
            return 0.0
        wait = self.toast.remaining if self.toast.visible else IDLE_WAIT
        closing = self.story.wake_after()  # "What happened" closes by itself
        return wait if closing is None else min(wait, closing)

    # --- the position --------------------------------------------------------------------
    @property
    def view(self) -> Any:
        """The position as the seat at the screen may know it."""
        self.refresh()
        return self._view

    def legal_actions(self) -> list[Action]:
        """The legal actions of the current position, computed once per position and
        shared by lighting, hover reasons, buttons, hints and the drop (do not modify)."""
        state = self.match.state
        if state is not self._legal_of:
            over = self.game.actor(state) is None
            self._legal = [] if over else list(self.game.legal_actions(state))
            self._legal_set = frozenset(self._legal)
            self._legal_of = state
        return self._legal

    def my_turn(self) -> bool:
        actor = self.match.actor()
        return actor is not None and actor == self.eyes and self.match.config.seats[actor].is_human

    def check(self, action: Action) -> str | None:
        """``None`` when the seat at the screen may play ``action`` now, else the reason
        (the engine's ``explain``); membership in ``legal_actions()``, nothing more."""
        actor = self.match.actor()
        if actor is None:
            return "The game is over."
        if actor != self.eyes:
            return f"It is {self.match.seat_name(actor)}'s turn."
        self.legal_actions()
        if action in self._legal_set:
            return None
        reason = self.game.explain(self.match.state, action) or "That move is not allowed now."
        return named(self.match, reason)

    def invalidate(self) -> None:
        """Recompute view, pieces and buttons at the next look (after a table-only change)."""
        self._version += 1

    def refresh(self) -> None:
        """Bring view, pieces, buttons and the sidebar up to date with the position, the
        seat at the screen and table-only changes. Called from ``handle``/``update``
        (never from ``draw``) and by the ``view`` property when out of date."""
        state = self.match.state
        seen = self._seen
        if seen is not None and seen[0] is state and seen[1:] == (self.eyes, self._version):
            return
        self._seen = (state, self.eyes, self._version)
        self._view = self.game.view(state, self.eyes)
        self.on_state_change()
        mine = self.my_turn()
        self._pieces = self.pieces(self._view) if mine else []
        moves: list[tuple[Action, str]] = []
        if mine:  # what the board makes is a gesture, not a button
            made = set(self.gestures(self._view) or ())
            moves = [
                (a, named(self.match, self.game.describe(state, a)))
                for a in self.legal_actions()
                if a not in made and not self.is_gesture(a)
            ]
        self.story.refresh(self.match.log, self.eyes, self._locate, self._seat_style)
        status = self.status_text(self._view)
        info = SidebarInfo.of(self.match, self.eyes, mine, status, self.story.entries)
        self.sidebar.show(info, moves, self.idle_hint(self._view))
        self.story.rest_at(self.events_place())  # "What happened" clear of the buttons

    _refresh = refresh  # the older name, still used by a game's table test

    def _locate(self, action: Action, seat: int) -> pygame.Rect | None:
        try:
            return self.locate(self._view, action, seat)
        except IndexError:  # the place is gone (a new round dealt fewer cars)
            return None

    def _seat_style(self, seat: int):
        return self.services.seat_style(self.match.config.seats[seat].colour)

    # --- playing ---------------------------------------------------------------------------
    def try_play(self, action: Action, confirmed: bool = False) -> bool:
        """Play ``action`` for the seat at the screen; a refusal shows the engine's reason.
        When the setting says so, a move the game says needs confirming
        (``Game.needs_confirmation``) asks first; the next state is computed once and handed
        to ``Match``."""
        reason = self.check(action)
        if reason is not None:
            self.toast.show(reason, good=False)
            return False
        before = self.match.state
        after = self.game.advance(before, action)
        why = None
        if not confirmed and self.services.settings.confirm_irreversible:
            why = self.game.needs_confirmation(before, action)  # only the non-obvious cases
        if why:
            self.dialog = Dialog(
                "This move cannot be taken back",
                named(self.match, f"{self.game.describe(before, action).capitalize()}: {why}"),
                [
                    ("Play it", lambda: self._commit(action, before, after)),
                    ("Cancel", self.commands.close_dialog),
                ],
            )
            return False
        return self._commit(action, before, after)

    def _commit(self, action: Action, before: Any, after: Any) -> bool:
        self.dialog = None
        if self.match.state is not before:  # the position moved on meanwhile: ask again
            return self.try_play(action, confirmed=True)
        try:
            self.match.play(action, seat=self.eyes, after=after)
        except IllegalAction as exc:
            self.toast.show(exc.reason, good=False)
            return False
        self.hint = None
        self.moved()
        return True

    def play_bot_action(self, seat: int, action: Action) -> None:
        self.match.play(action, seat=seat)
        self.moved()

    def play_bot_move(self, seat: int) -> None:
        """Let the bot at ``seat`` decide and play now (on this thread)."""
        self.play_bot_action(seat, self.bots.decide(self.match.state, seat))

    def moved(self) -> None:
        """After any move: drop what was held, restart the bot delay, hand the screen on."""
        self.drag.cancel()
        self.bots.reset()
        self._hand_over()
        self._tell_move()

    def _tell_move(self, glide: bool = True) -> None:
        """A bot's move glides to its place; a move with events opens "What happened"."""
        log = self.match.log
        if not log:
            return
        self.refresh()
        entry = log[-1]
        start = None
        if glide and self.bots.is_bot(entry.seat):
            start = self.origin(self._view, entry.action, entry.seat)
        names = tuple(seat.name for seat in self.match.config.seats)
        lines = [name_seats(event, names) for event in entry.events]
        speed = self.services.settings.animation_factor
        place = self.events_place()
        self.story.moved(log, lines, start, speed, BOARD, self.services.text, place)

    def taken_back(self) -> None:
        self.drag.cancel()
        self.refresh()  # the marks of the moves before it come back

    # --- hot-seat --------------------------------------------------------------------------
    def _humans(self) -> list[int]:
        return [i for i, s in enumerate(self.match.config.seats) if s.is_human]

    def enter(self) -> None:
        """On opening (from set-up, a save, Continue or Play again): the screen belongs to
        the seat that must act; with secrets and several humans, behind the curtain."""
        if self._opened:
            return
        self._opened = True
        self.refresh()
        self._tell_move(glide=False)  # what the last move set off, all lines at once
        if self.story.panel is not None:
            self.story.panel.skip()
        if (
            self.game.has_secrets
            and len(self._humans()) > 1
            and self.match.actor() is not None
            and self.ctx.stack.top is self
        ):
            self.ctx.nav.curtain(self, self.eyes)

    def _hand_over(self) -> None:
        """When a different human must act, switch the eyes (behind a curtain when the
        game has secrets)."""
        actor = self.match.actor()
        if actor is None or actor == self.eyes or not self.match.config.seats[actor].is_human:
            return
        if self.game.has_secrets:
            self.ctx.nav.curtain(self, actor)
        else:
            self.reveal_to(actor)

    def reveal_to(self, seat: int) -> None:
        """Called by the curtain when ``seat``'s player is at the screen."""
        self.eyes = seat
        self.refresh()

    # --- events ----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if hasattr(event, "pos"):
            self.mouse = event.pos
        if self.dialog is not None:
            self.dialog.prepare(self.services.text)
            self.dialog.handle(event)
            return
        self.refresh()
        self.story.handle(event)  # a click or key skips "What happened" (and goes on)
        if event.type == pygame.KEYDOWN and self._handle_key(event):
            return
        if any(button.handle(event) for button in self.buttons):
            return
        if self.sidebar.handle(event, self.mouse):
            return
        self._handle_drag(event)
        self.handle_board_event(event)

    def _handle_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE and self.drag.held is not None:
            self._snap_back()
            return True
        return self.commands.handle_key(event)

    # --- time ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.tweens.update(dt)
        self.story.update(dt)
        self.toast.update(dt)
        if self.dialog is not None or self.ctx.stack.top is not self:
            return
        speed = self.services.settings.animation_factor
        if self.match.is_over():
            self.bots.timer += dt
            if not self._ended and self.bots.timer >= 0.8 * speed:
                self._ended = True
                self.ctx.nav.to_results(self.match)
                return
        elif not self.story.holding:  # bots wait while "What happened" tells its lines
            self.bots.update(dt, BOT_DELAY * speed)
        self.refresh()  # so that ``draw`` finds everything up to date

    def _describe(self, action: Action) -> str:
        return named(self.match, self.game.describe(self.match.state, action))
