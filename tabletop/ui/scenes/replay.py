"""The replay viewer: a game's own table drawn from a past position, read-only.

``ReplayScene(ctx, match)`` holds an instance of the game's own table (``self.table``),
watched (``TableScene.watch``: no pieces to pick up, no move buttons, no bots, no
autosave, no curtain, no results at the end), and asks it to show a position
(``TableScene.show``) and to draw its board. The position on show is the match after
``index`` moves (``PastMatch``); the seat whose view is shown is chosen in the viewer
(default: the first human); a finished game of a game with secrets may show everything.

Controls: step back and forth a move (buttons, ← and →), the start and the end (Home,
End), a round (its button, PageUp/PageDown), a line of the log (click); Play from here
starts a new match of the same configuration from the moves up to the one on show, opened
as the set-up scene opens a table (a new autosave, the screen to the seat that acts).
"""

from __future__ import annotations

import dataclasses
from functools import partial
from typing import Any

import pygame

from tabletop.engine.actions import Action, IllegalAction
from tabletop.engine.match import Match

from .. import theme
from ..scene import IDLE_WAIT, Context, Scene
from ..tables.base import TableScene
from ..tables.frames import BOARD
from ..tables.position import Position
from ..tables.sidebar import SidebarInfo
from ..widgets import Button, Choice, Toggle
from .replay_log import ReplayLog
from .replay_marks import (
    REPLAY_REFUSAL,
    PastMatch,
    RoundStart,
    first_human,
    log_rows,
    round_at,
    round_starts,
)
from .replay_panels import (
    LOG,
    PER_PAGE,
    ROUNDS,
    SCORES,
    SEEN,
    W,
    X,
    draw_banner,
    draw_rounds,
    draw_seen,
    round_rect,
)


class ReplayScene(Scene):
    """The replay of ``match`` (finished or not) on its game's own table."""

    def __init__(
        self, ctx: Context, match: Match, index: int | None = None, seat: int | None = None
    ):
        super().__init__(ctx)
        self.source = match
        self.total = len(match.log)
        self.index = self.total if index is None else max(0, min(index, self.total))
        self.show_all = False
        self.spot: pygame.Rect | None = None
        self.table: TableScene = ctx.services.table_for(match.game)(
            ctx, PastMatch(match, self.index), autosave=False
        )
        self.game = self.table.game
        self.text_floor = type(self.table).text_floor  # the game's table decides
        eyes = first_human(match) if seat is None else seat
        self.table.watch(eyes, REPLAY_REFUSAL, self._info)
        seats = match.config.seats
        table = self.table
        self.rounds: list[RoundStart] = round_starts(
            match, lambda state: table.status_text(self.game.view(state, table.eyes))
        )
        self.log_panel = ReplayLog(LOG, log_rows(match))
        label_w = self.services.text.render("Seen by", 16, theme.ACCENT, True).get_width()
        self.seat_choice = Choice(
            (SEEN.x + label_w + 22, SEEN.y + 8, SEEN.w - label_w - 32, 34),
            [(i, s.name) for i, s in enumerate(seats)],
            eyes,
            self._set_seat,
            size=17,
        )
        self.all_toggle = Toggle((SEEN.x + 12, SEEN.y + 54, 52, 26), False, self._set_all)
        self.replay_buttons = self._make_buttons()
        self.round_buttons = [
            Button(round_rect(k), r.short, partial(self.go, r.index), size=15)
            for k, r in enumerate(self.rounds)
        ]
        table.sidebar.scores_rect = SCORES
        self.refresh()

    def _make_buttons(self) -> list[Button]:
        y = ROUNDS.bottom + 8
        edge, w = 56, (W - 2 * 56 - 24) // 2  # « and » narrow, a move back and on wide
        back, ahead = (lambda: self.index > 0), (lambda: self.index < self.total)
        buttons = [
            Button(
                (X, y, edge, 44),
                "«",
                lambda: self.go(0),
                back,
                key=pygame.K_HOME,
                tooltip="The start of the game (Home)",
            ),
            Button(
                (X + edge + 8, y, w, 44),
                "‹ Back",
                self.step_back,
                back,
                key=pygame.K_LEFT,
                size=17,
            ),
            Button(
                (X + edge + w + 16, y, w, 44),
                "Next ›",
                self.step_on,
                ahead,
                key=pygame.K_RIGHT,
                size=17,
            ),
            Button(
                (X + W - edge, y, edge, 44),
                "»",
                self.to_end,
                ahead,
                key=pygame.K_END,
                tooltip="The end of the game (End)",
            ),
            Button(
                (X, y + 50, W, 42),
                "Play from here",
                self.play_from_here,
                lambda: not self.match.is_over(),
                primary=True,
                key=pygame.K_p,
            ),
        ]
        half = (W - 8) // 2
        buttons.append(Button((X, y + 98, half, 40), "Back", self.leave, icon="back", size=17))
        if self.source.is_over():
            buttons.append(
                Button((X + half + 8, y + 98, half, 40), "Results", self.results, size=17)
            )
        return buttons

    # --- the table on show (read-only: everything that would play is off) -------------------
    @property
    def match(self) -> PastMatch:
        match = self.table.match
        assert isinstance(match, PastMatch), "the watched table shows a past position"
        return match

    @property
    def _position(self) -> Position:
        """The table's position on show (refreshed since ``__init__``; ``draw`` only reads)."""
        position = self.table.position
        assert position is not None, "the table is refreshed in __init__"
        return position

    @property
    def eyes(self) -> int:
        return self.table.eyes

    @property
    def view(self) -> Any:
        return self.table.view

    @property
    def sidebar(self) -> Any:
        return self.table.sidebar

    @property
    def toast(self) -> Any:
        return self.table.toast

    @property
    def buttons(self) -> list[Button]:
        return self.table.buttons  # none: no Undo, Hint, Save or Menu

    def my_turn(self) -> bool:
        return self.table.my_turn()

    def check(self, action: Action) -> str | None:
        return self.table.check(action)

    def try_play(self, action: Action, confirmed: bool = False) -> bool:
        return self.table.try_play(action, confirmed)

    def locate(self, view: Any, action: Action, seat: int) -> pygame.Rect | None:
        return self.table.locate(view, action, seat)

    def redraw_key(self) -> object:
        return (self.table.redraw_key(), self.index, self.show_all, self.spot)

    @property
    def animating(self) -> bool:
        return self.table.animating

    def update(self, dt: float) -> None:
        self.table.update(dt)

    def wake_after(self) -> float:
        """Nothing moves by itself in a replay (no bot, no results delay at the end): the
        loop may sleep until input comes or the toast goes."""
        toast = self.table.toast
        return toast.remaining if toast.visible else IDLE_WAIT

    @property
    def finished(self) -> bool:
        return self.source.is_over()

    @property
    def can_show_all(self) -> bool:
        """Hidden things may be shown once the game is over (only then)."""
        return self.finished and self.game.has_secrets

    def refresh(self) -> None:
        """The view of the position on show for the chosen seat (or everything); no pieces,
        no move buttons."""
        self.table.refresh()
        self.spot = self._spot()

    def _spot(self) -> pygame.Rect | None:
        """Where the move on show took effect on the board (the table's ``locate``)."""
        if not self.match.log:
            return None
        entry = self.match.log[-1]
        try:
            return self.table.locate(self._position.view, entry.action, entry.seat)
        except Exception:  # marking the place is a nicety: never stop the replay for it
            return None

    def _info(self) -> SidebarInfo:
        table = self.table
        info = SidebarInfo.of(
            table.match, table.eyes, False, table.status_text(self._position.view)
        )
        rows = tuple(
            dataclasses.replace(
                row, who="viewing" if i == self.eyes else ("bot" if row.who == "bot" else "")
            )
            for i, row in enumerate(info.seats)
        )
        return dataclasses.replace(info, seats=rows)

    # --- moving through the game --------------------------------------------------------------
    def go(self, index: int) -> None:
        """Show the position after ``index`` moves."""
        index = max(0, min(index, self.total))
        if index == self.index and self.match.index == index:
            return
        self.index = index
        self.log_panel.scroll = 0
        self._show(PastMatch(self.source, index), self.eyes)

    def step_back(self) -> None:
        self.go(self.index - 1)

    def step_on(self) -> None:
        self.go(self.index + 1)

    def to_end(self) -> None:
        self.go(self.total)

    def current_round(self) -> int:
        return round_at(self.rounds, self.index)

    def jump_round(self, delta: int) -> None:
        """To the start of the previous (``-1``: this round's start first) or next round."""
        k = self.current_round()
        if delta < 0 and self.rounds[k].index < self.index:
            self.go(self.rounds[k].index)
            return
        k = max(0, min(k + delta, len(self.rounds) - 1))
        self.go(self.rounds[k].index)

    def _show(self, match: Match, seat: int) -> None:
        self.table.show(match, seat, self.show_all and self.can_show_all)
        self.spot = self._spot()

    def _set_seat(self, seat: int) -> None:
        self._show(self.match, seat)

    def _set_all(self, value: bool) -> None:
        self.show_all = value and self.can_show_all
        self._show(self.match, self.eyes)

    # --- leaving ------------------------------------------------------------------------------
    def play_from_here(self) -> None:
        """A new match (same configuration, its own autosave) from the moves up to the one
        on show, opened as the set-up scene opens a table."""
        if self.match.is_over():
            self.toast.show("The game is over at this move: step back to play on.", good=False)
            return
        try:
            match = Match.replay(self.game, self.source.config, self.source.actions[: self.index])
        except IllegalAction as exc:
            self.toast.show(f"Cannot play on from here: {exc.reason}", good=False)
            return
        self.ctx.nav.open_table(match)
        if match.on_change is not None:  # the new game's autosave exists from the start
            match.on_change(match)

    def results(self) -> None:
        self.ctx.nav.to_results(self.source)

    def leave(self) -> None:
        if len(self.ctx.stack.scenes) > 1:
            self.ctx.stack.pop()
        else:
            self.ctx.nav.to_title()

    # --- events -------------------------------------------------------------------------------
    def shown_round_buttons(self) -> list[tuple[Button, int]]:
        """The round buttons on the page of the current round."""
        first = self.current_round() // PER_PAGE * PER_PAGE
        last = min(first + PER_PAGE, len(self.rounds))
        return [(self.round_buttons[k], k) for k in range(first, last)]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.leave()
                return
            if event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                self.jump_round(-1 if event.key == pygame.K_PAGEUP else 1)
                return
        controls = [*self.replay_buttons, *(b for b, _ in self.shown_round_buttons())]
        if any(button.handle(event) for button in controls):
            return
        if self.seat_choice.handle(event):
            return
        if self.can_show_all and self.all_toggle.handle(event):
            return
        picked = self.log_panel.handle(event, self.index)
        if picked is not None:
            self.go(picked)
            return
        if hasattr(event, "pos"):
            self.table.mouse = event.pos
        if event.type == pygame.MOUSEWHEEL and LOG.collidepoint(self.table.mouse):
            return
        self.table.handle(event)  # the board: hovering, opening another seat's area

    # --- drawing (only reads) -----------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        text = self.services.text
        self.table.draw_board(surface, self._position.view)
        pygame.draw.rect(surface, theme.ACCENT, BOARD.inflate(-6, -6), 3, border_radius=10)
        if self.spot is not None:  # the move on show, marked where it took effect
            pygame.draw.rect(surface, theme.TEXT_DARK, self.spot.inflate(10, 10), 5, 8)
            pygame.draw.rect(surface, theme.ACCENT, self.spot.inflate(8, 8), 3, 8)
        self._draw_banner(surface)
        self.sidebar.draw_scores(surface, text)
        self._draw_seen(surface)
        self.log_panel.draw(surface, text, self.index)
        self._draw_rounds(surface)
        for button in self.replay_buttons:
            button.draw(surface, text, self.services.icons)
        self.toast.draw(surface, text, (BOARD.centerx, BOARD.bottom - 12))

    def banner_text(self) -> str:
        return f"Replay · move {self.index} of {self.total}"

    def _draw_banner(self, surface: pygame.Surface) -> None:
        draw_banner(
            surface, self.services.text, self.banner_text(), self._move_line(), self._where()
        )

    def _move_line(self) -> str:
        if self.index == 0:
            return "The start of the game"
        rows = self.log_panel.rows
        return next((r.text for r in rows if r.index == self.index and not r.event), "")

    def _where(self) -> str:
        """``Round 3 of 12 · Bob to play`` (or who won at the end)."""
        parts = [self.sidebar.info.status] if self.sidebar.info.status else []
        actor = self.match.actor()
        if actor is None:
            parts.append("game over")
        else:
            parts.append(f"{self.match.seat_name(actor)} to play")
        return " · ".join(parts)

    def _draw_seen(self, surface: pygame.Surface) -> None:
        if self.can_show_all:
            note = None
        elif self.game.has_secrets:
            note = "Hidden cards show once the game is over."
        else:
            note = "Nothing is hidden in this game."
        draw_seen(surface, self.services.text, self.seat_choice, self.all_toggle, note)

    def _draw_rounds(self, surface: pygame.Surface) -> None:
        current = self.current_round()
        label = self.rounds[current].label if self.rounds else ""
        shown = [(button, k == current) for button, k in self.shown_round_buttons()]
        draw_rounds(surface, self.services.text, self.services.icons, label, shown)
