"""The parts of a table that every game shares, drawn from a small snapshot rather than
from the table: the banner (whose turn, what to do), players and scores, the move log and
the list of moves that no drag gesture makes (Pass, End turn, choices).

The table fills a ``SidebarInfo`` once per position (``Sidebar.show``); ``draw`` only
reads it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

import pygame

from tabletop.engine.actions import Action
from tabletop.engine.match import Match
from tabletop.engine.result import name_seats

from .. import layout_probe, theme
from ..icons import IconCache, draw_symbol
from ..text import TextCache
from ..theme import SeatStyle
from ..widgets import MoveLog, draw_panel
from ..widgets.log import EVENT
from .move_list import ActionList, shown_label

__all__ = ["ActionList", "Sidebar", "SidebarInfo", "named", "shown_label"]

BANNER_H = 57
"""The banner's height with its bottom line."""


BANNER_SIZES = (24, 20)
"""The prompt's letter sizes on one line; a longer prompt takes two lines at 18."""


def banner_lines(text: TextCache, prompt: str, room: int) -> tuple[list[str], int]:
    """The banner's prompt as lines within ``room`` pixels, and their letter size: whole
    (a smaller size, then two lines) before anything is cut."""
    for size in BANNER_SIZES:
        if text.size(prompt, size, True)[0] <= room:
            return [prompt], size
    lines = text.wrap(prompt, room, 18, True)
    if len(lines) > 2 or text.size(lines[0], 18, True)[0] > room:
        lines = [text.fit(lines[0], room, 18, True), text.fit(" ".join(lines[1:]), room, 18, True)]
    return lines, 18


@dataclass(frozen=True)
class SeatRow:
    """One player in the scores panel."""

    name: str
    colour: str
    who: str  # "you", "bot" or ""
    score: int | None


@dataclass(frozen=True)
class SidebarInfo:
    """What the banner and the side panels show for one position and one seat at the
    screen."""

    banner: str = ""
    banner_colour: str | None = None  # the actor's colour id; None once the game is over
    status: str = ""
    seats: tuple[SeatRow, ...] = ()
    actor: int | None = None
    scored: bool = False
    log: tuple[str, ...] = ()
    my_turn: bool = False
    marked: tuple[tuple[int, str], ...] = ()
    """Log lines highlighted (line index, the seat's colour id): the marked moves."""
    note: str = ""
    """Words under the players' rows (``TablePart.score_note``)."""

    @classmethod
    def of(
        cls,
        match: Match,
        eyes: int,
        my_turn: bool,
        status: str,
        marked: Sequence[int] = (),
        bots_decide: bool = True,
        notes: Mapping[int, str] | None = None,
        note: str = "",
    ) -> SidebarInfo:
        """The snapshot of ``match``'s position for the seat ``eyes`` at the screen;
        ``marked``: the log entries whose lines are highlighted; ``bots_decide``: False
        where a bot seat's moves are played for it (a lesson's): it is not thinking;
        ``notes``: what a seat's row says after the name in place of "you" or "bot" (a
        friend's seat: "joined", "away"); ``note``: words under the players' rows."""
        game, state, seats = match.game, match.state, match.config.seats
        actor = match.actor()
        if actor is None:
            banner, colour = "Game over", None
        else:
            seat = seats[actor]
            if my_turn:
                doing = game.prompt(state)
            else:
                doing = "thinking…" if seat.bot_level and bots_decide else "their turn"
            banner, colour = f"{seat.name} — {doing}", seat.colour
        scores = game.live_scores(state)
        rows = tuple(
            SeatRow(
                s.name,
                s.colour,
                (notes or {}).get(i)
                or ("you" if i == eyes and s.is_human else ("bot" if s.bot_level else "")),
                None if scores is None else scores[i],
            )
            for i, s in enumerate(seats)
        )
        return cls(
            banner=banner,
            banner_colour=colour,
            status=status,
            seats=rows,
            actor=actor,
            scored=scores is not None,
            log=log_lines(match),
            my_turn=my_turn,
            marked=tuple(
                (line, seats[match.log[e].seat].colour)
                for e, line in zip(marked, entry_lines(match, marked))
            ),
            note=note,
        )


def seat_label(text: TextCache, name: str, who: str, width: int, size: int = 17) -> tuple[str, int]:
    """A players panel row's words and their size: the name and who plays it ("you",
    "bot", "host by relay"...). Where they do not fit, the name is shortened, never the
    note (how a seat is played: waiting, away, through the relay, must stay readable);
    where even a short name and the note do not fit, the row's letters get smaller."""
    if not who:
        return text.fit(name, width, size), size
    note = f" ({who})"
    for letters in range(size, 12, -1):
        whole = name + note
        if text.size(whole, letters)[0] <= width:
            return whole, letters
        room = width - text.size(note, letters)[0]
        if room >= text.size(name[:3] + "…", letters)[0]:
            return text.fit(name, room, letters) + note, letters
    return text.fit(name + note, width, size), size


def named(match: Match, text: str) -> str:
    """Engine ``text`` (a move's description, a refusal reason, a log line) with every
    seat it names (``seat_ref``) given that player's name: the log, the move buttons and
    the hover tick and cross all use it."""
    return name_seats(text, tuple(seat.name for seat in match.config.seats))


def log_lines(match: Match) -> tuple[str, ...]:
    """The move log: each move as "Name does this", then what happened by itself after
    it (``LogEntry.events``) as indented lines; seats named in engine text get names."""
    lines: list[str] = []
    for entry in match.log:
        lines.append(named(match, f"{match.seat_name(entry.seat)} {entry.text}"))
        lines.extend(EVENT + named(match, event) for event in entry.events)
    return tuple(lines)


def entry_lines(match: Match, entries: Sequence[int]) -> list[int]:
    """The index in ``log_lines`` of each given log entry's line."""
    starts, line = [], 0
    for entry in match.log:
        starts.append(line)
        line += 1 + len(entry.events)
    return [starts[e] for e in entries]


class Sidebar:
    """Banner across the top; players, log and move buttons in the column at ``rect``."""

    def __init__(
        self,
        rect: pygame.Rect,
        play: Callable[[Action], bool],
        seat_style: Callable[[str], SeatStyle],
    ):
        self.rect = rect
        self.seat_style = seat_style
        self.info = SidebarInfo()
        self.scores_rect = pygame.Rect(rect.x, rect.y, rect.w, 200)
        self.log = MoveLog((rect.x, rect.y + 208, rect.w, 210))
        self.moves = ActionList(pygame.Rect(rect.x, rect.y + 426, rect.w, rect.h - 426 - 128), play)
        self._picture: pygame.Surface | None = None  # banner and column, canvas coordinates
        self._picture_key: tuple | None = None
        self._column = pygame.Surface((1, 1))  # the column's part of the picture
        self.rebuilds = 0  # how many times the picture was painted (tests)

    def show(self, info: SidebarInfo, moves: list[tuple[Action, str]], idle: str) -> None:
        """Take the snapshot of a new position (called when the position changes)."""
        self.info = info
        self.moves.set_actions(moves)
        self.moves.idle = idle

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        return self.moves.handle(event) or self.log.handle(event, mouse)

    def draw(self, surface: pygame.Surface, text: TextCache, icons: IconCache) -> None:
        """Blit the banner and the column from a picture painted again only when what they
        show changed (the snapshot, the move buttons and their hover and enabled states,
        the log's scroll, the text scale); the log's tooltip is drawn over it. While the
        layout test records, everything is painted directly so that it is noted."""
        self.moves.measure(text)  # the move buttons as tall as their labels need
        if layout_probe.active is not None:
            self._paint(surface, text, icons)
            self.log.draw_tooltip(surface, text, self.info.log)
            return
        key = self._key(surface, text, icons)
        width, height = surface.get_width(), self.moves.rect.bottom
        column = pygame.Rect(self.rect.x, self.rect.y, self.rect.w, height - self.rect.y)
        shift = (column.x + 2) % 4  # see below
        if self._picture is None or key != self._picture_key:
            if self._picture is None or self._picture.get_size() != (width, height):
                self._picture = pygame.Surface((width, height), 0, surface)
                self._column = pygame.Surface((column.w + 4, column.h), 0, surface)
            self._picture.fill(theme.BG)
            self._paint(self._picture, text, icons)
            self._column.blit(self._picture, (shift, 0), column)
            self._picture_key = self._key(surface, text, icons)  # the log clamps its scroll
            self.rebuilds += 1
        surface.blit(self._picture, (0, 0), (0, 0, width, BANNER_H))
        # The column is kept at a different 16-byte alignment from its place on the canvas:
        # SDL copies narrow rows several times faster so (0.07 ms instead of 0.4 ms here).
        surface.blit(self._column, column, (shift, 0, column.w, column.h))
        self.log.draw_tooltip(surface, text, self.info.log)

    def _key(self, surface: pygame.Surface, text: TextCache, icons: IconCache) -> tuple:
        """Everything the picture shows depends on."""
        moves, info = self.moves, self.info
        return (
            info,
            # the seats' colours and symbols (the colour-blind palette may be switched on)
            self.seat_style(info.banner_colour) if info.banner_colour else None,
            tuple(self.seat_style(row.colour) for row in info.seats),
            tuple(self.seat_style(colour) for _, colour in info.marked),
            surface.get_width(),
            id(text),
            getattr(text, "scale", 1),
            id(icons),
            self.log.scroll,
            id(moves.actions),
            moves.page,
            moves.idle,
            tuple((button.hover, button.enabled, button.label) for button in moves.buttons),
        )

    def _paint(self, surface: pygame.Surface, text: TextCache, icons: IconCache) -> None:
        """Paint banner, players, log, marks and move buttons."""
        self.draw_banner(surface, text)
        self.draw_scores(surface, text)
        self.log.draw(surface, text, self.info.log, tooltip=False)
        self.draw_marked(surface)
        over = self.info.actor is None and bool(self.info.seats)  # a real snapshot
        self.moves.draw(surface, text, icons, enabled=self.info.my_turn, over=over)

    def seat_row(self, seat: int) -> pygame.Rect:
        """The symbol of ``seat``'s row in the players panel (where a bot's move starts)."""
        rect = self.scores_rect
        row_h = min(40, (rect.h - 40) // max(1, len(self.info.seats)))
        return pygame.Rect(rect.x + 30, rect.y + 36 + seat * row_h, 28, row_h - 4)

    def draw_marked(self, surface: pygame.Surface) -> None:
        """The marked moves' log lines: outlined in the seat's colour with a bar on the
        left (the line itself names the player)."""
        for line, colour in self.info.marked:
            row = self.log.boxes.get(line)  # its rows as the log drew them, if shown
            if row is None:
                continue
            rgb = self.seat_style(colour).rgb
            pygame.draw.rect(surface, rgb, row, 1, border_radius=4)
            pygame.draw.rect(surface, rgb, (row.x, row.y, 5, row.h), border_radius=2)

    def draw_banner(self, surface: pygame.Surface, text: TextCache) -> None:
        """``Ann — place a token or pass`` with Ann's colour and symbol; or who won."""
        info = self.info
        rect = pygame.Rect(0, 0, surface.get_width(), 56)
        pygame.draw.rect(surface, (20, 23, 28), rect)
        pygame.draw.line(surface, theme.PANEL_EDGE, rect.bottomleft, rect.bottomright)
        x = 20
        if info.banner_colour is not None:
            style = self.seat_style(info.banner_colour)
            draw_symbol(surface, style.symbol, (x + 16, rect.centery), 15, style.rgb)
            x += 44
        room = rect.right - 20 - x  # the prompt gives way to the status on its right
        if info.status:
            room -= text.size(info.status, 20)[0] + 24
        lines, size = banner_lines(text, info.banner, max(120, room))
        step = min(rect.h // 2 - 1, text.font(size, True).get_linesize())
        for i, line in enumerate(lines):
            y = rect.centery + round((i - (len(lines) - 1) / 2) * step)
            text.blit(surface, line, (x, y), size, theme.TEXT, True, "midleft")
        if info.status:
            text.blit(
                surface,
                info.status,
                (rect.right - 20, rect.centery),
                20,
                theme.TEXT_DIM,
                anchor="midright",
            )

    def draw_scores(self, surface: pygame.Surface, text: TextCache) -> None:
        """One row per seat: symbol, name, who controls it, live score (where allowed)."""
        info, rect = self.info, self.scores_rect
        draw_panel(surface, rect)
        title = "Players and scores" if info.scored else "Players"
        text.blit(surface, title, (rect.x + 12, rect.y + 8), 16, theme.ACCENT, bold=True)
        note = text.wrap(info.note, rect.w - 24, 14) if info.note else []
        below = len(note) * (text.font(14).get_linesize()) + 6 * bool(note)
        row_h = min(40, (rect.h - 40 - below) // max(1, len(info.seats)))
        pitch = text.font(14).get_linesize()
        for k, line in enumerate(note):  # under the rows: e.g. how the solo game is won
            at = (rect.x + 12, rect.y + 36 + len(info.seats) * row_h + 2 + k * pitch)
            text.blit(surface, line, at, 14, theme.TEXT_DIM)
        for i, row in enumerate(info.seats):
            y = rect.y + 36 + i * row_h
            mid = y + (row_h - 4) // 2
            style = self.seat_style(row.colour)
            if i == info.actor:
                pygame.draw.rect(
                    surface, (70, 78, 92), (rect.x + 6, y, rect.w - 12, row_h - 4), border_radius=6
                )
                text.blit(surface, "▶", (rect.x + 12, mid), 16, theme.ACCENT, anchor="midleft")
            draw_symbol(surface, style.symbol, (rect.x + 44, mid), 11, style.rgb)
            score_w = 0 if row.score is None else text.size(str(row.score), 18, True)[0]
            label, letters = seat_label(text, row.name, row.who, rect.w - 94 - score_w)
            text.blit(
                surface,
                label,
                (rect.x + 64, mid),
                letters,
                theme.TEXT,
                anchor="midleft",
            )
            if row.score is not None:
                text.blit(
                    surface,
                    str(row.score),
                    (rect.right - 16, mid),
                    18,
                    theme.TEXT,
                    True,
                    "midright",
                )
