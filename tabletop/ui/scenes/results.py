"""Results: ranks, totals and the score breakdown per player, with the rulebook's notes."""

from __future__ import annotations

import dataclasses

import pygame

from tabletop.engine.match import Match
from tabletop.engine.result import name_seats

from .. import theme
from ..icons import draw_symbol
from ..scene import Context
from ..widgets import Button, draw_panel
from .common import ButtonScene, draw_header


def again_label(match: Match) -> str:
    """``New series`` after a solo series (a new series of games starts), else
    ``Play again``."""
    return "New series" if "series" in match.config.mode else "Play again"


class ResultsScene(ButtonScene):
    def __init__(self, ctx: Context, match: Match):
        super().__init__(ctx)
        self.match = match
        self.result = match.result()
        names = [seat.name for seat in match.config.seats]
        self.notes = [name_seats(note, names) for note in self.result.notes]
        self.hints_note = match.hint_note()
        """``with hints (Ann)`` when a player asked for a hint in this game, else ``""``."""
        self.buttons = [
            Button((1252, 800, 300, 56), again_label(match), self.play_again, primary=True),
            Button((48, 800, 260, 56), "Back to the title", self.to_title, icon="back"),
            Button((932, 800, 300, 56), "Replay", self.replay),
        ]
        if not match.kept_here:  # a joined player's: the host's computer keeps the game
            self.buttons = self.buttons[1:2]

    def play_again(self) -> None:
        config = dataclasses.replace(self.match.config, seed=self.match.config.seed + 1)
        match = Match(self.match.game, config)
        match.friends = set(self.match.friends)  # the friends are asked again, new codes
        self.ctx.nav.open_table(match)

    def replay(self) -> None:
        """The game move by move in the replay viewer (its Results button comes back)."""
        self.ctx.nav.to_replay(self.match)

    def to_title(self) -> None:
        self.ctx.nav.to_title()

    def handle(self, event: pygame.event.Event) -> None:
        self.handle_buttons(event)

    def draw(self, surface: pygame.Surface) -> None:
        game, result, seats = self.match.game, self.result, self.match.config.seats
        winners = [seats[i].name for i in result.winners]
        headline = (
            f"{' and '.join(winners)} win{'s' if len(winners) == 1 else ''}!"
            if winners
            else "Game over"
        )
        if result.no_winner:  # a lost solo game: no winner, no places
            headline = "Lost · score " + ", ".join(str(t) for t in result.totals)
        ended = f" · ended by {result.ended_by}" if result.ended_by else ""
        draw_header(surface, self, headline, f"{game.title} — final scores{ended}")
        text = self.services.text
        if self.hints_note:  # under the subtitle, in the header
            at = (surface.get_width() - 48, 80)
            note = text.fit(f"Played {self.hints_note}", 700, 15)
            text.blit(surface, note, at, 15, theme.ACCENT, anchor="midright")
        order = sorted(range(len(seats)), key=lambda i: (result.ranks[i], i))
        categories: list[str] = []
        for rows in result.breakdown:
            for name, _ in rows:
                if name not in categories:
                    categories.append(name)
        col_w = min(200, 1040 // max(1, len(order)))
        label_w = 1504 - col_w * len(order)
        table = pygame.Rect(48, 130, label_w + col_w * len(order), 100 + 36 * len(categories) + 56)
        draw_panel(surface, table)
        for col, seat in enumerate(order):
            x = table.x + label_w + col * col_w + col_w // 2
            style = self.services.seat_style(seats[seat].colour)
            draw_symbol(surface, style.symbol, (x, table.y + 26), 12, style.rgb)
            text.blit(
                surface,
                text.fit(seats[seat].name, col_w - 10, 18),
                (x, table.y + 46),
                18,
                theme.TEXT,
                True,
                "midtop",
            )
            text.blit(
                surface,
                "Lost" if result.no_winner else _ordinal(result.ranks[seat]),
                (x, table.y + 70),
                15,
                theme.ACCENT,
                anchor="midtop",
            )
        y = table.y + 100
        for row, name in enumerate(categories):
            if row % 2 == 0:
                pygame.draw.rect(
                    surface,
                    theme.PANEL_LIGHT,
                    (table.x + 6, y - 4, table.w - 12, 34),
                    border_radius=4,
                )
            text.blit(surface, name, (table.x + 20, y), 18)
            for col, seat in enumerate(order):
                value = dict(result.breakdown[seat]).get(name)
                x = table.x + label_w + col * col_w + col_w // 2
                text.blit(
                    surface,
                    "—" if value is None else str(value),
                    (x, y),
                    18,
                    theme.TEXT,
                    anchor="midtop",
                )
            y += 36
        pygame.draw.line(surface, theme.PANEL_EDGE, (table.x + 10, y), (table.right - 10, y))
        text.blit(surface, "Total", (table.x + 20, y + 8), 20, theme.ACCENT, True)
        for col, seat in enumerate(order):
            x = table.x + label_w + col * col_w + col_w // 2
            text.blit(surface, str(result.totals[seat]), (x, y + 8), 22, theme.TEXT, True, "midtop")
        y = table.bottom + 20
        pitch = max(22, text.font(16).get_linesize() + 3)  # apart in a larger text size
        lines = [line for note in self.notes[:8] for line in text.wrap(note, 1480, 16)]
        for line in lines[: max(0, (NOTES_END - y) // pitch)]:  # above the buttons
            text.blit(surface, line, (56, y), 16, theme.TEXT_DIM)
            y += pitch
        self.draw_buttons(surface)


NOTES_END = 784
"""The notes end above the buttons."""


def _ordinal(rank: int) -> str:
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(rank if rank < 20 else rank % 10, "th")
    return f"{rank}{suffix} place"
