"""The table-scene base every game's table builds on.

A table is composed of parts with narrow interfaces, held, never inherited: the
``HotSeat`` (whose eyes are on the screen, the curtain, the hand-over; ``hotseat.py``),
the ``Position`` snapshot (view, actor, legal actions, pieces, move buttons, built once
per state, eyes and version by ``refresh()``; ``position.py``), the ``Sidebar`` (banner,
players and scores, move log, the buttons for moves no gesture makes; ``sidebar.py``),
the shared ``Commands`` (Undo/Redo/Hint/Save/Rules/Menu and their keys) and the
``BotRunner`` (``controls.py``), the drag part (``dragging.py``: press, carry, drop, snap
back, over a ``DragController``) and the frames part (``frames.py``: the still and moving
parts of a frame); a watched table (the replay's) refuses every move and holds no bots
(``watched.py``). The base wires them to the match: it plays a move once (the next state
is computed once and handed to ``Match``) and goes to the results at the end (through
``ctx.nav``: a table imports no scene). A game adds what plays by itself (a move's
steps told on the board, a rain) as parts it holds (``hold``, ``part.py``).

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

import dataclasses
from collections.abc import Callable
from typing import Any, Protocol, TypeVar

import pygame

from tabletop.engine.actions import Action, IllegalAction
from tabletop.engine.game import Game
from tabletop.engine.match import Match
from tabletop.engine.result import name_seats

from .. import theme
from ..drag import DragController, Piece, Target
from ..scene import IDLE_WAIT, Context, Scene, StillParts
from ..tween import Tweens
from ..widgets import Button, Dialog, Toast, draw_panel
from .controls import BOT_DELAY, BotRunner, Commands
from .dragging import DragPart
from .frames import BOARD, SIDEBAR, TableFrames
from .hotseat import HotSeat, first_eyes
from .marks import Story
from .part import TablePart
from .position import Position
from .sidebar import Sidebar, SidebarInfo, named
from .watched import NoBots, Watched

__all__ = ["BOARD", "SIDEBAR", "Narrowing", "TableScene", "first_eyes"]
P = TypeVar("P", bound=TablePart)


class Narrowing(Protocol):
    """What narrows a table to one taught move (a lesson's coach, ``TableScene.narrow``):
    the moves the position offers (``taught``: only the lesson's) and the refusal of
    any other (``refusal``: ``None`` for the taught move, else the lesson's sentence)."""

    def taught(self) -> tuple[Action, ...]: ...

    def refusal(self, action: Action) -> str | None: ...

    def is_bot(self, seat: int | None) -> bool: ...


@dataclasses.dataclass
class Life:
    """Where a table is in its life: ``opened`` once it was shown (the first player at the
    screen chosen, what the last move set off told), ``ended`` once its end was shown (the
    results, or the end of a lesson)."""

    opened: bool = False
    ended: bool = False


class TableScene(Scene):
    """Base table. Subclasses draw the board and offer pieces and targets."""

    def __init__(self, ctx: Context, match: Match, autosave: bool = True):
        # built with the text cache it is shown with (``Scene.text_floor``)
        ctx.services.fit_text_to_window(ctx.services.view_scale, self.text_floor)
        super().__init__(ctx)
        self.match = match
        self.hotseat = HotSeat(match, lambda seat: ctx.nav.curtain(self, seat))
        self.drag = DragController(self.check)
        self.tweens = Tweens()
        self.toast = Toast()
        self.carry = DragPart(self, self.drag, self.tweens, self.toast, self.services)
        self.frames = TableFrames(self)
        self.dialog: Dialog | None = None
        self.mouse = (0, 0)
        self.hint: Action | None = None
        self.commands = Commands(ctx, self, SIDEBAR)
        self.bots: BotRunner | NoBots = BotRunner(match, self.play_bot_action)
        self.sidebar = Sidebar(SIDEBAR, self.try_play, self.services.seat_style)
        self.story = Story()  # the others' last moves marked, a bot's glide, round events
        if autosave:
            match.on_change = self.commands.autosave
        self.position: Position | None = None  # built by ``refresh``
        self._version = 0
        self._life = Life()  # opened once; ended once (the results, or a lesson's end)
        self.watched: Watched | None = None  # the replay's: read-only (``watch``)
        self.parts: list[TablePart] = []  # what plays on the table by itself (``hold``)
        self.narrowing: Narrowing | None = None  # a lesson's coach (``narrow``)

    def hold(self, part: P) -> P:
        """Hold ``part``: the base calls it at its moments (``part.py``)."""
        self.parts.append(part)
        return part

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
        position = self.position
        if position is not None and view is position.view:
            pieces: Any = position.pieces
        else:
            pieces = self.pieces(view)
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

    def traveller(self, view: Any, action: Action, seat: int) -> pygame.Surface | None:
        """What travels from ``origin`` to ``locate`` when another seat's move is shown
        (the card or piece it moved, as the seat at the screen may see it); ``None`` (the
        default): that seat's token."""
        return None

    @property
    def animating(self) -> bool:
        """Something on the table moves (a glide, a tween, the events panel's lines, a bot
        thinking): the screen needs redrawing every frame."""
        busy = self.story.busy or self.tweens.busy or self.bots.thinking or self.frames.holding
        return busy or any(part.animating for part in self.parts)

    def redraw_key(self) -> object:
        """What the table shows that changes without input (``Scene.redraw_key``): the
        position, the seat at the screen, table-only changes, dialog, hint, toast and
        "What happened". A table that changes by itself otherwise extends this or
        ``animating``."""
        return self.quiet_key(self.story.key)

    def quiet_key(self, panel: object = ()) -> object:
        """``redraw_key`` with ``panel`` in place of what "What happened" shows (the frames
        part gives it only to the parts of the picture the panel covers)."""
        toast = (self.toast.visible, self.toast.message)
        shown = (self.match.state, self.eyes, self._version, self.dialog, self.hint, toast)
        key: object = shown + (panel,)
        for part in self.parts:  # each part wraps the key: (the table's, the part's)
            key = (key, part.key())
        return key

    def wake_after(self) -> float:
        """Updated every frame while a bot is to move or the game has ended (their delays
        run); otherwise the loop may sleep until the toast goes."""
        if self.dialog is None and (self.match.is_over() or self.bots.is_bot(self.match.actor())):
            return 0.0
        wait = self.toast.remaining if self.toast.visible else IDLE_WAIT
        closing = self.story.wake_after()  # "What happened" closes by itself
        wait = wait if closing is None else min(wait, closing)
        parts = [w for w in (part.wake_after() for part in self.parts) if w is not None]
        return min([wait, *parts])

    @property
    def game(self) -> Game:
        return self.match.game

    @property
    def buttons(self) -> list[Button]:
        """The commands' buttons (none on a watched table, none in a lesson: its coach
        has its own)."""
        if self.watched is not None or self.narrowing is not None:
            return []
        return self.commands.buttons

    # --- the parts' faces -----------------------------------------------------------------
    @property
    def eyes(self) -> int:
        """The seat whose player is at the screen (``HotSeat``; read-only here)."""
        return self.hotseat.eyes

    @property
    def _view(self) -> Any:
        """The view of the position last refreshed (for the game tables' hooks)."""
        return None if self.position is None else self.position.view

    @property
    def _pieces(self) -> list[Piece]:
        """The pieces of the position last refreshed (for the game tables' hooks)."""
        return [] if self.position is None else list(self.position.pieces)

    def still_key(self) -> StillParts | None:
        return self.frames.still_key()

    def draw_still(self, surface: pygame.Surface) -> None:
        self.frames.draw_still(surface)

    def draw_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        return self.frames.draw_moving(surface)

    def coming_still(self) -> tuple[StillParts, pygame.Surface] | None:
        return self.frames.coming_still()

    def ready_still(self, key: StillParts) -> None:
        self.frames.ready_still(key)

    def still_shown(self, picture: pygame.Surface, key: StillParts) -> None:
        self.frames.still_shown(picture, key)

    def draw(self, surface: pygame.Surface) -> None:
        self.frames.draw_still(surface)
        self.frames.draw_moving(surface)

    def toast_at(self) -> tuple[int, int]:
        return self.frames.toast_at()

    def board_key(self) -> object | None:
        """What ``draw_board`` shows now, as a cheap comparable value; ``None`` (the
        default): unknown, every frame is drawn whole (``frames.py``)."""
        return None

    def draw_board_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """What follows the pointer on the board (a hover tip): drawn over the still
        picture every frame; the rectangles it covers (only reads). The default: what
        the held parts draw (a move's steps sliding); an override calls it first."""
        return [rect for part in self.parts for rect in part.draw_moving(surface)]

    def piece_at(self, pos: tuple[int, int]) -> Piece | None:
        """The piece of the position under ``pos`` (the topmost), if any."""
        for piece in reversed(self._fresh().pieces):
            if piece.rect.collidepoint(pos):
                return piece
        return None

    def relight(self) -> None:
        """Ask again which targets the held piece may go to (after R/F or Shift)."""
        self.carry.relight()

    # --- the position --------------------------------------------------------------------
    @property
    def view(self) -> Any:
        """The position as the seat at the screen may know it."""
        return self._fresh().view

    def legal_actions(self) -> list[Action]:
        """The legal actions of the current position, computed once per position and
        shared by lighting, hover reasons, buttons, hints and the drop."""
        return list(self._known().legal)

    def my_turn(self) -> bool:
        """Whether the seat at the screen may act now (``HotSeat``)."""
        return self.hotseat.my_turn()

    def check(self, action: Action) -> str | None:
        """``None`` when the seat at the screen may play ``action`` now, else the reason
        (the engine's ``explain``); membership in the position's legal actions."""
        if self.watched is not None:
            return self.watched.refusal
        position = self._fresh()
        if position.actor is None:
            return "The game is over."
        if self.narrowing is not None:  # a lesson: only the taught move, else its sentence
            refusal = self.narrowing.refusal(action)
            if refusal is not None:
                return refusal
        if position.actor != position.eyes:
            return f"It is {self.match.seat_name(position.actor)}'s turn."
        if action in self._known().legal_set:
            return None
        reason = self.game.explain(position.state, action) or "That move is not allowed now."
        return named(self.match, reason)

    def invalidate(self) -> None:
        """Recompute view, pieces and buttons at the next look (after a table-only change)."""
        self._version += 1

    def _fresh(self) -> Position:
        """The position, up to date (``refresh``)."""
        self.refresh()
        position = self.position
        assert position is not None  # ``refresh`` built it
        return position

    def _known(self) -> Position:
        """The position, up to date, with its legal actions known (asked of the engine
        now if nothing asked for them before: a position nobody at the screen acts in
        leaves them unknown until someone asks, as a bot's turn does)."""
        position = self._fresh()
        if not position.legal_known:
            legal = self._narrowed(self.match.legal_actions(position.state))
            position = dataclasses.replace(
                position, legal=legal, legal_set=frozenset(legal), legal_known=True
            )
            self.position = position
        return position

    def _legal_of(self, state: Any, actor: int | None, mine: bool) -> dict[str, Any]:
        """The legal actions of ``state`` (as ``Position`` fields): those of the last
        position when it showed the same state (other eyes, a table-only change), else
        the engine's, once, when the seat at the screen acts (else left unknown)."""
        last = self.position
        reuse = self.narrowing is None  # a lesson's step may narrow the same state anew
        if reuse and last is not None and last.state is state and last.legal_known:
            return {"legal": last.legal, "legal_set": last.legal_set}
        if actor is None or self.watched is not None:
            return {}
        if not mine:
            return {"legal_known": False}
        legal = self._narrowed(self.match.legal_actions(state))
        return {"legal": legal, "legal_set": frozenset(legal)}

    def _narrowed(self, legal: list[Action]) -> tuple[Action, ...]:
        """The legal actions the position offers: in a lesson only the taught move."""
        if self.narrowing is None:
            return tuple(legal)
        taught = self.narrowing.taught()
        return tuple(a for a in legal if a in taught)

    def refresh(self) -> None:
        """Build the ``Position`` of the state, the seat at the screen and table-only
        changes (once per change), then bring the sidebar up to date. Called from
        ``handle``/``update`` (never from ``draw``) and by ``view`` when out of date."""
        state, eyes = self.match.state, self.eyes
        last = self.position
        if last is not None and last.shows(state, eyes, self._version):
            return
        actor = self.game.actor(state)
        mine = self.my_turn()
        known = self._legal_of(state, actor, mine)
        if self.watched is not None:
            view = state if self.watched.everything else self.game.view(state, eyes)
        else:
            view = self.game.view(state, eyes)
        position = Position(state, eyes, self._version, view, actor, mine, **known)
        self.position = position  # the hooks below may read ``view`` and ``check``
        self.on_state_change()
        if self.watched is not None:
            self.sidebar.show(self.watched.info(), [], "")
            return
        # (a hook may have asked for the legal actions meanwhile: build on self.position)
        assert self.position is not None
        pieces = tuple(self.pieces(view)) if mine else ()
        self.position = dataclasses.replace(self.position, pieces=pieces)
        moves: tuple[tuple[Action, str], ...] = ()
        if mine:  # what the board makes is a gesture, not a button
            if self.narrowing is None:
                made = set(self.gestures(view) or ())
                board = {a for a in self.position.legal if a in made or self.is_gesture(a)}
            else:  # a lesson's move is a drag from a piece the coach points at, else a button
                dropped = (t.action for p in pieces for t in self.targets(view, p))
                board = {a for a in dropped if a is not None}
            moves = tuple(
                (a, named(self.match, self.game.describe(state, a)))
                for a in self.position.legal
                if a not in board
            )
        self.position = dataclasses.replace(self.position, moves=moves)
        self.story.refresh(self.match.log, eyes, self._locate, self._seat_style)
        status = self.status_text(view)
        lesson = self.narrowing is not None  # a lesson plays the other seats' moves
        notes = {seat: note for part in self.parts for seat, note in part.seat_notes().items()}
        note = next((n for part in self.parts if (n := part.score_note())), "")
        info = SidebarInfo.of(
            self.match, eyes, mine, status, self.story.entries, not lesson, notes, note
        )
        self.sidebar.show(info, list(moves), self.idle_hint(view))
        self.story.rest_at(self.events_place())  # "What happened" clear of the buttons

    def _locate(self, action: Action, seat: int) -> pygame.Rect | None:
        try:
            return self.locate(self._view, action, seat)
        except IndexError:  # the place is gone (a new round dealt fewer cars)
            return None

    def _seat_style(self, seat: int):
        return self.services.seat_style(self.match.config.seats[seat].colour)

    # --- watched (the replay viewer) -------------------------------------------------------
    def watch(self, seat: int, refusal: str, info: Callable[[], SidebarInfo]) -> None:
        """From now on this table only shows: seen by ``seat``, nobody acts, every move is
        refused with ``refusal``, no bots, no commands, no curtain, no results at the
        end; ``info()`` gives the sidebar's players panel."""
        self.hotseat.watch(seat)
        self.watched = Watched(refusal, info)
        self.bots = NoBots()
        self._life.opened = self._life.ended = True
        self.invalidate()

    def show(self, match: Match, seat: int, everything: bool = False) -> None:
        """A watched table: show ``match``'s position to ``seat`` (``everything``: the
        whole state), read-only."""
        self.match = self.hotseat.match = match
        self.hotseat.eyes = seat
        assert self.watched is not None, "show() is for a watched table"
        self.watched = dataclasses.replace(self.watched, everything=everything)
        self.drag.cancel()
        self.invalidate()
        self.refresh()

    # --- a lesson (``tables/coach.py``) ------------------------------------------------------
    def narrow(self, narrowing: Narrowing) -> None:
        """From now on the position offers only ``narrowing``'s taught move (it alone
        lights, it alone is a button; any other is refused with its sentence); no bot
        decides (``narrowing.is_bot`` names the seats whose moves it plays itself), no
        command is offered (the coach has its own buttons), no curtain, no results."""
        self.narrowing = narrowing
        self.bots = Scripted(narrowing)
        self._life.ended = True  # the lesson says when it ends, not the results scene
        self.invalidate()

    def put_match(self, match: Match) -> None:
        """Show ``match`` from now on (a lesson gone back a step rebuilds its match)."""
        self.match = self.hotseat.match = match
        self.drag.cancel()
        self.hint = None
        self.dialog = None
        self.taken_back()

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
        after = self.match.foresee(before, action)
        why = None
        lesson = self.narrowing is not None  # a lesson's Back takes any move back
        if not confirmed and not lesson and self.services.settings.confirm_irreversible:
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
        if self.match.state is not before:  # (a joined player's move waits for the host)
            self.moved()
        return True

    def play_bot_action(self, seat: int, action: Action) -> None:
        if self.watched is not None:
            raise IllegalAction(self.watched.refusal)
        self.match.play(action, seat=seat)
        self.moved()

    def play_bot_move(self, seat: int) -> None:
        """Let the bot at ``seat`` decide and play now (on this thread)."""
        bots = self.bots
        assert isinstance(bots, BotRunner), "a watched table has no bots"
        self.play_bot_action(seat, bots.decide(self.match.state, seat))

    def moved(self) -> None:
        """After any move: drop what was held, restart the bot delay, hand the screen on."""
        self.drag.cancel()
        self.bots.reset()
        if self.hotseat.hand_over():
            self.refresh()
        self._tell_move()
        for part in self.parts:
            part.moved()

    def _tell_move(self, glide: bool = True, others: bool = True) -> None:
        """A bot's move glides to its place; "What happened" tells the other players'
        moves since the seat at the screen last moved (``told``), then what the move set
        off (its events, told one by one); ``others=False``: only what it set off (a
        table opened on a saved game, the move log beside it)."""
        log = self.match.log
        if not log:
            return
        self.refresh()
        entry = log[-1]
        start, piece = None, None
        if glide and entry.seat != self.eyes and self.watched is None:
            self.frames.hold()  # the picture from before it stays while it travels
            start = self.origin(self._view, entry.action, entry.seat)
            try:
                piece = self.traveller(self._view, entry.action, entry.seat)
            except (IndexError, KeyError):  # nothing to show there now: the token goes
                piece = None
        lines, first = self.told(others)
        speed = self.services.settings.animation_factor
        place = self.events_place()
        story = self.story
        story.moved(log, lines, start, speed, BOARD, self.services.text, place, first, piece)

    def told(self, others: bool = True) -> tuple[list[str], int]:
        """What "What happened" says after the last move, and the index of its first
        line of that move's events: after a move of the seat at the screen, only what it
        set off; after another seat's, each other seat's move since the seat at the
        screen last moved, newest last, as one sentence naming the player (the game's
        ``describe`` of the state as the seat at the screen may know it, so a hidden
        card stays "a card"), each followed by what it set off."""
        log, eyes = self.match.log, self.eyes
        names = tuple(seat.name for seat in self.match.config.seats)
        last = len(log) - 1
        if log[last].seat == eyes or not others:
            return [name_seats(event, names) for event in log[last].events], 0
        since = max((i for i, e in enumerate(log) if e.seat == eyes), default=-1)
        since = max(since, last - TOLD_MOST)  # a seat that never moves: the newest moves
        lines: list[str] = []
        first = 0
        for index in range(since + 1, len(log)):
            entry = log[index]
            lines.append(self.sentence(index))
            if index == last:
                first = len(lines)
            lines.extend(name_seats(event, names) for event in entry.events)
        return lines, first

    def sentence(self, index: int) -> str:
        """Log entry ``index`` told to the seat at the screen: "Bob takes …" from the
        state before it as that seat may know it (the log's own line, written from the
        whole state, could name a card dealt face down)."""
        entry = self.match.log[index]
        text = self.match.seen_text(index, self.eyes)
        line = named(self.match, f"{self.match.seat_name(entry.seat)} {text}")
        return line[:1].upper() + line[1:] if line else line

    def taken_back(self) -> None:
        for part in self.parts:
            part.taken_back()
        self.drag.cancel()
        self.refresh()  # the marks of the moves before it come back

    # --- hot-seat (``HotSeat``) ------------------------------------------------------------
    def enter(self) -> None:
        """On opening (from set-up, a save, Continue or Play again): the screen belongs to
        the seat that must act; with secrets and several humans, behind the curtain."""
        if self._life.opened:
            return
        self._life.opened = True
        self.refresh()
        self._tell_move(glide=False, others=False)  # what the last move set off, at once
        if self.story.panel is not None:
            self.story.panel.skip()
        if self.ctx.stack.top is self:
            self.hotseat.opened()

    def reveal_to(self, seat: int) -> None:
        """Called by the curtain when ``seat``'s player is at the screen: what the others
        did since that player's last move is told and shown to them (#29)."""
        self.hotseat.reveal_to(seat)
        self.refresh()
        if self.match.log and self.match.log[-1].seat != self.eyes:
            self._tell_move()

    def background(self, dt: float) -> None:
        """Another scene is on top (the rules, the curtain): the held parts that talk to
        other computers keep doing so (``TablePart.background``)."""
        for part in self.parts:
            part.background(dt)

    # --- events ----------------------------------------------------------------------------
    def overlay(self, event: pygame.event.Event) -> bool:
        """The held parts' controls drawn over the table take an event first, before the
        game's own table looks at it (``TablePart.overlay``)."""
        if self.dialog is not None:
            return False
        return any(part.overlay(event) for part in self.parts)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.frames.release()  # a click or a key: the live picture at once
        if self.dialog is not None:  # an open dialog takes every event first (modal)
            if hasattr(event, "pos"):
                self.mouse = event.pos
            self.dialog.prepare(self.services.text)
            self.dialog.handle(event)
            return
        if any(part.handle(event) for part in self.parts):
            return  # a part took it (a press that shows the end of what plays)
        if hasattr(event, "pos"):
            self.mouse = event.pos
        self.refresh()
        self.story.handle(event)  # a click or key skips "What happened" (and goes on)
        if event.type == pygame.KEYDOWN and self._handle_key(event):
            return
        if any(button.handle(event) for button in self.buttons):
            return
        if self.sidebar.handle(event, self.mouse):
            return
        self.carry.handle(event)
        self.handle_board_event(event)

    def _handle_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE and self.drag.held is not None:
            self.carry.snap_back()
            return True
        if self.watched is not None or self.narrowing is not None:
            return False  # a watched table and a lesson offer no commands
        return self.commands.handle_key(event)

    # --- time ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.frames.prepare()  # the next still picture composed while one is held
        for part in self.parts:
            part.before_update(dt)
        self._update(dt)
        for part in self.parts:
            part.after_update(dt)

    def _update(self, dt: float) -> None:
        self.tweens.update(dt)
        self.story.update(dt)
        self.toast.update(dt)
        if self.dialog is not None or self.ctx.stack.top is not self:
            return
        speed = self.services.settings.animation_factor
        if self.match.is_over():
            self.bots.timer += dt
            if not self._life.ended and self.bots.timer >= 0.8 * speed:
                self._life.ended = True
                self.ctx.nav.to_results(self.match)
                return
        elif not self.story.holding:  # bots wait while "What happened" tells its lines
            self.bots.update(dt, BOT_DELAY * speed)
        self.refresh()  # so that ``draw`` finds everything up to date

    def _describe(self, action: Action) -> str:
        return named(self.match, self.game.describe(self.match.state, action))


TOLD_MOST = 40
"""At most this many of the others' moves are told in "What happened" (the panel shows
the newest that fit; the move log holds them all)."""


class Scripted(NoBots):
    """Stands in for the bot runner in a lesson: no bot decides; the seats whose moves
    the lesson plays itself count as bots (their moves glide to their place)."""

    def __init__(self, narrowing: Narrowing):
        self.narrowing = narrowing

    def is_bot(self, seat: int | None) -> bool:
        return self.narrowing.is_bot(seat)
