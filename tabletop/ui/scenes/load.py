"""Load / resume: the saves and autosaves, newest first, each with its game, players,
what kind of save it is (an autosave, or saved by hand and under which name), how far it
went (and "with hints" when a player asked for one), when it was last played and whether
it is finished; a save can be deleted after a confirmation. Broken files say what is
wrong and are never changed.

One game is listed once per position: an autosave at the very move a save by hand (or a
newer autosave) of the same game holds is not listed again (its file stays, and is listed
once that save is deleted). A row of a game that another row (saved by hand) also holds
says so: ``same game, 1 move after lodge-….json``."""

from __future__ import annotations

import pygame

from tabletop.engine.match import hints_text
from tabletop.engine.saves import (
    SaveError,
    SaveInfo,
    delete_save,
    list_saves,
    load_match,
    when,
)

from .. import theme
from ..scene import Context
from ..widgets import Button, Dialog, Toast, draw_panel
from .common import ButtonScene, draw_header

ROW_H = 64
"""A row's least height (at text size 100%; a larger text size makes rows taller)."""
ROWS = pygame.Rect(48, 130, 1504, 660)
"""Where the rows go, above the buttons."""
DELETE_W = 132


class LoadScene(ButtonScene):
    toast: Toast  # always one here (a ``ButtonScene`` may have none)

    def __init__(self, ctx: Context):
        super().__init__(ctx)
        self.toast = Toast()
        self.saves: list[SaveInfo] = []
        self.page = 0
        self.hover: int | None = None
        self.dialog: Dialog | None = None
        self.buttons = [
            Button((48, 800, 200, 56), "Back", self.back, icon="back"),
            Button((1124, 800, 200, 56), "‹ Newer", lambda: self._turn(-1), lambda: self.page > 0),
            Button(
                (1352, 800, 200, 56),
                "Older ›",
                lambda: self._turn(1),
                lambda: (self.page + 1) * self.per_page() < len(self.saves),
            ),
        ]

    def enter(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        # each save checked against its game as Load would (not installed, newer rules,
        # a player count or mode the game does not support), without replaying it
        self.saves = distinct_saves(list_saves(self.services.save_dir, self.services.game))
        last_page = max(0, (len(self.saves) - 1) // self.per_page())
        self.page = min(self.page, last_page)

    def _turn(self, delta: int) -> None:
        self.page = max(0, self.page + delta)

    def rows(self) -> list[tuple[pygame.Rect, SaveInfo]]:
        """The saves on the page shown, each with its row (click it to open the save)."""
        per_page, high = self.per_page(), self.row_height()
        shown = self.saves[self.page * per_page : (self.page + 1) * per_page]
        return [
            (pygame.Rect(ROWS.x, ROWS.y + i * (high + 8), ROWS.w, high), info)
            for i, info in enumerate(shown)
        ]

    def _second_line(self) -> int:
        """The second line's top below its row's top: clear of the title's letters."""
        return max(38, 10 + self.services.text.font(20, True).get_linesize())

    def row_height(self) -> int:
        """A row's height: both its lines and a margin under the second one."""
        return max(ROW_H, self._second_line() + self.services.text.font(15).get_linesize() + 6)

    def per_page(self) -> int:
        """How many rows a page shows: as many as fit above the buttons."""
        return max(1, (ROWS.h + 8) // (self.row_height() + 8))

    @staticmethod
    def delete_rect(row: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(row.right - DELETE_W - 12, row.y + 10, DELETE_W, row.h - 20)

    @staticmethod
    def replay_rect(row: pygame.Rect, slot: int = 2) -> pygame.Rect:
        """The row's Replay button (``slot`` 3: an unfinished game's Continue button; a
        click elsewhere on the row opens a finished game's replay, continues the others)."""
        return pygame.Rect(row.right - slot * (DELETE_W + 12), row.y + 10, DELETE_W, row.h - 20)

    # --- commands ---------------------------------------------------------------------------
    def open(self, info: SaveInfo, replay: bool = False) -> None:
        if info.error:
            self.toast.show(info.error, good=False, seconds=6)
            return
        try:
            match = load_match(info.path, self.services.game)
        except SaveError as exc:
            self.toast.show(str(exc), good=False, seconds=6)
            return
        if match.is_over() or replay:
            self.ctx.nav.to_replay(match)  # a finished game opens in the replay viewer
        else:
            self.ctx.nav.open_table(match)

    def ask_delete(self, info: SaveInfo) -> None:
        what = info.name if info.error else self._title(info)
        what += f" ({info.name})" if info.autosave and not info.error else ""
        self.dialog = Dialog(
            "Delete this save?",
            f"{what} will be removed from the saves folder. This cannot be undone.",
            [("Keep it", self._close_dialog), ("Delete", lambda: self.delete(info))],
        )
        self.dialog.prepare(self.services.text)

    def delete(self, info: SaveInfo) -> None:
        self.dialog = None
        try:
            delete_save(info.path)
        except OSError as exc:
            self.toast.show(f"Could not delete {info.name}: {exc.strerror or exc}", good=False)
        else:
            self.toast.show(f"Deleted {info.name}.", good=True)
        self.refresh()

    def _close_dialog(self) -> None:
        self.dialog = None

    # --- scene -------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.dialog is not None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.dialog = None
            else:
                self.dialog.handle(event)
            return
        if self.handle_back_key(event) or self.handle_buttons(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover = next(
                (i for i, (r, _) in enumerate(self.rows()) if r.collidepoint(event.pos)), None
            )
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, info in self.rows():
                if self.delete_rect(rect).collidepoint(event.pos):
                    self.ask_delete(info)
                    return
                if info.error is None and self.replay_rect(rect).collidepoint(event.pos):
                    self.open(info, replay=True)
                    return
                if rect.collidepoint(event.pos):
                    self.open(info)
                    return

    def update(self, dt: float) -> None:
        self.toast.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        draw_header(surface, self, "Load a game", str(self.services.save_dir))
        text = self.services.text
        if not self.saves:
            text.blit(
                surface,
                "No saved games yet. Games are saved automatically after every move.",
                (800, 400),
                22,
                theme.TEXT_DIM,
                anchor="center",
            )
        for i, (rect, info) in enumerate(self.rows()):
            self._draw_row(surface, rect, info, i == self.hover)
        self.draw_buttons(surface)
        self.toast.draw(surface, text, (800, 780))
        if self.dialog is not None:
            self.dialog.draw(surface, text, self.services.icons)

    def _draw_row(self, surface: pygame.Surface, rect: pygame.Rect, info: SaveInfo, hover: bool):
        text = self.services.text
        draw_panel(surface, rect, fill=(58, 66, 80) if hover else theme.PANEL)
        buttons = 0 if info.error else 2 if info.finished is False else 1
        width = rect.w - DELETE_W - 60 - (DELETE_W + 12) * buttons
        title, kind = self._title(info), ""
        if not info.error and text.size(title, 20, True)[0] > width:
            # a long save name: the title names the game, the second line the save first
            title, kind = self._title(info, kind=False), kind_text(info) + " · "
        text.blit(
            surface,
            text.fit(title, width, 20, True),
            (rect.x + 20, rect.y + 10),
            20,
            theme.TEXT,
            True,
        )
        if info.error:
            line, colour = "✖ " + text.fit(info.error, width, 15), theme.BAD
        else:
            full, short = kind + self._detail(info), kind + self._detail(info, short=True)
            line = full if text.size(full, 15)[0] <= width else text.fit(short, width, 15)
            colour = theme.TEXT_DIM
        text.blit(surface, line, (rect.x + 20, rect.y + self._second_line()), 15, colour)
        button = self.delete_rect(rect)
        pygame.draw.rect(surface, theme.PANEL_LIGHT, button, border_radius=6)
        pygame.draw.rect(surface, theme.PANEL_EDGE, button, 1, border_radius=6)
        text.blit(surface, "✖ Delete", button.center, 16, theme.TEXT, anchor="center")
        labels = ("▶ Replay", "Continue ›")[:buttons]  # Continue: a click on the row
        for slot, label in enumerate(labels, start=2):
            button = self.replay_rect(rect, slot)
            pygame.draw.rect(surface, theme.PANEL_LIGHT, button, border_radius=6)
            pygame.draw.rect(surface, theme.PANEL_EDGE, button, 1, border_radius=6)
            text.blit(surface, label, button.center, 16, theme.TEXT, anchor="center")

    def _title(self, info: SaveInfo, kind: bool = True) -> str:
        """``Lodge — Ann, Bob · autosave`` / ``… · saved as lodge-1.json``: the game, its
        players and what kind of save the row is."""
        if info.error is not None:
            return f"{info.name} (cannot be loaded)"
        try:
            title = self.services.game(info.game).title
        except KeyError:
            title = info.label
        players = ", ".join(info.players)
        title = f"{title} — {players}" if players else title
        return f"{title} · {kind_text(info)}" if kind else title

    def _detail(self, info: SaveInfo, short: bool = False) -> str:
        """The row's second line: how far the game went, when it was last played, how it
        stands to another row of the same game, hints, finished or not. ``short``: for a
        narrow row (large text), without what the title already says ("autosave") or
        what goes without saying ("in progress"), the time without "last played"."""
        state = {True: "finished", False: "in progress", None: ""}[info.finished]
        parts = [
            *info.progress.split(" · "),
            f"{info.moves} {'move' if info.moves == 1 else 'moves'}",
        ]
        played = when(info.saved_at)
        parts += [played if short else f"last played {played}", self._kin(info, short)]
        parts += [hints_text(list(info.hinted)), "" if short and state == "in progress" else state]
        parts += ["autosave" if info.autosave and not short else ""]
        shown: list[str] = []  # a game whose own status says "Game over" says it once
        for part in parts:
            if part and part.casefold() not in {p.casefold() for p in shown}:
                shown.append(part)
        return " · ".join(shown)

    def _kin(self, info: SaveInfo, short: bool = False) -> str:
        """How this row stands to the newest other row of the same game, when one of them
        was saved by hand: ``same game, 2 moves before the autosave`` (so that a save
        and the autosave that continued it never read as two games). Two autosaves are
        two matches: each match has its own."""
        if info.error or not info.history:
            return ""
        other = next((s for s in self.saves if s is not info and same_game(s, info)), None)
        if other is None:
            return ""
        gap = info.moves - other.moves
        what = "the autosave" if other.autosave else other.name
        if gap == 0:
            return f"{'same as' if short else 'same game and move as'} {what}"
        moves = f"{abs(gap)} {'move' if abs(gap) == 1 else 'moves'}"
        return f"{'' if short else 'same game, '}{moves} {'after' if gap > 0 else 'before'} {what}"


def same_game(a: SaveInfo, b: SaveInfo) -> bool:
    """Whether two rows are one game: one was saved by hand and the other's moves begin
    with its moves (or are the same)."""
    if a.error or b.error or (a.autosave and b.autosave) or not (a.history and b.history):
        return False
    short, long = sorted((a.history, b.history), key=len)
    return long[len(short) - 1] == short[-1]


def kind_text(info: SaveInfo) -> str:
    """What the row is: ``autosave``, or ``saved as <file>`` (a save by hand)."""
    if info.autosave:
        return "autosave"
    return f"saved as {info.name}"


def distinct_saves(saves: list[SaveInfo]) -> list[SaveInfo]:
    """``saves`` (newest first) without the autosaves that hold the very position a save
    by hand, or a newer autosave, of the same game holds: one row per position. Broken
    files and saves by hand are always listed."""
    by_hand = {s.position_key for s in saves if not s.autosave and not s.error}
    seen: set[str] = set()
    shown = []
    for info in saves:
        key = info.position_key
        if info.autosave and not info.error and key:
            if key in by_hand or key in seen:
                continue
            seen.add(key)
        shown.append(info)
    return shown
