"""The title screen: the registered games as a gallery, and Continue / Load / Settings.

Beside the buttons, the game Continue resumes is named with how far it went (``Continues
Summer Nine, 2 players: Ann, Bob`` over ``Round 3 of 17 · 14 moves · Ann to play · last
played today 14:05``; shorter wordings where the long ones do not fit)."""

from __future__ import annotations

from dataclasses import replace

import pygame

from tabletop.engine.saves import SaveError, list_saves, load_match, when
from tabletop.lessons import lesson_problem
from tabletop.lessons.lesson import has_lesson

from .. import theme
from ..gallery_art import cover
from ..scene import Context
from ..settings import SettingsSaveError, save_settings
from ..widgets import Button, Toast, draw_panel
from ..widgets.dialog import shade
from .common import ButtonScene, draw_header, games_at_one_table

CARD_W, CARD_H, GAP = 284, 440, 20
LEARN_H = 48
"""The height of a card's Learn to play button (under the card; the mark of a finished
lesson under it)."""


def data_problem(game) -> str | None:
    """The game's data error (``Game.data_problem``), or one from a load that failed
    another way: a game whose data cannot be read is disabled, never the app."""
    check = getattr(game, "data_problem", None)
    if check is None:
        return None
    try:
        return check()
    except Exception as exc:  # noqa: BLE001 - anything a broken file raises disables the game
        return f"{type(exc).__name__}: {exc}"


class TitleScene(ButtonScene):
    toast: Toast  # always one here (a ``ButtonScene`` may have none)

    def __init__(self, ctx: Context):
        super().__init__(ctx)
        self.hover: int | None = None
        self.toast = Toast()
        self.cards = self._card_rects()
        # Each game's data is read after the first frame, one game per update, so the
        # window opens at once; opening a game checks it first if it is still unread.
        self.problems: list[str | None] = [None] * len(self.services.games)
        self._unchecked = list(range(len(self.services.games)))
        self.buttons = [
            Button(
                (48, 800, 240, 56),
                "Continue",
                self.continue_last,
                self._has_autosave,
                icon="undo",
                primary=True,
            ),
            Button((308, 800, 220, 56), "Load game", self.open_load, icon="load"),
            Button((548, 800, 220, 56), "Settings", self.open_settings, icon="settings"),
            Button((1332, 800, 220, 56), "Quit", ctx.quit, icon="cross"),
            # above Quit: a game held at a friend's computer (the row keeps its room for
            # what Continue resumes)
            Button((1312, 724, 240, 56), "Join a game", self.open_join, icon="players"),
        ]
        self._autosaves: list = []
        # A game's lesson (``data/<id>/lesson.yaml``) is offered once it loads and replays
        self.lessons: dict[int, Button] = {}
        self.lesson_problems: list[str | None] = [None] * len(self.services.games)

    def enter(self) -> None:
        self._autosaves = [  # newest first; a finished game is not continued
            s
            for s in list_saves(self.services.save_dir, self.services.game)
            if s.autosave and not s.error and s.finished is not True
        ]

    def _has_autosave(self) -> bool:
        return bool(self._autosaves)

    def _card_rects(self) -> list[pygame.Rect]:
        n = max(1, len(self.services.games))
        total = n * CARD_W + (n - 1) * GAP
        x0 = (1600 - total) // 2
        return [
            pygame.Rect(x0 + i * (CARD_W + GAP), 170, CARD_W, CARD_H)
            for i in range(len(self.services.games))
        ]

    def continue_last(self) -> None:
        if not self._autosaves:
            return
        latest = self._autosaves[0]
        try:
            match = load_match(latest.path, self.services.game)
        except SaveError as exc:
            self.toast.show(str(exc), good=False)
            return
        self.ctx.nav.open_table(match, over=True)

    def open_load(self) -> None:
        self.ctx.nav.to_load()

    def open_join(self) -> None:
        """Join a game held at another computer, with the code its host gave."""
        self.ctx.nav.to_join()

    def open_settings(self) -> None:
        self.ctx.nav.to_settings()

    def _check(self, index: int) -> None:
        if index in self._unchecked:
            self._unchecked.remove(index)
            game = self.services.games[index]
            self.problems[index] = data_problem(game)
            if self.problems[index] or not has_lesson(game):
                return
            try:
                self.lesson_problems[index] = lesson_problem(game)
            except Exception as exc:  # noqa: BLE001 - a broken lesson disables the lesson only
                self.lesson_problems[index] = f"{type(exc).__name__}: {exc}"
            if self.lesson_problems[index] is None:
                card = self.cards[index]
                rect = (card.x, card.bottom + 12, card.w, LEARN_H)  # under its card
                button = Button(rect, "Learn to play", lambda: self.learn(index), size=17)
                self.lessons[index] = button
                self.buttons.append(button)

    def learn(self, index: int) -> None:
        """Learn to play: the game's lesson on its table."""
        self._suggested()
        problem = self.ctx.nav.to_lesson(self.services.games[index])
        if problem:
            self.toast.show(f"The lesson cannot start: {problem}", good=False, seconds=8)

    def _suggested(self) -> None:
        """The first start's suggestion is not shown again."""
        settings = self.services.settings
        if settings.lessons_suggested or not self.lessons:
            return
        self.services.settings = replace(settings, lessons_suggested=True)
        try:
            save_settings(self.services.settings)
        except SettingsSaveError:
            pass  # shown again next time: nothing is lost

    @property
    def suggest(self) -> bool:
        """The first start (no lesson suggested yet) and a lesson to suggest."""
        return bool(self.lessons) and not self.services.settings.lessons_suggested

    def redraw_key(self) -> object:
        settings = self.services.settings
        shown = (tuple(self.lessons), settings.lessons_done, settings.lessons_suggested)
        return (super().redraw_key(), tuple(self.problems), shown)

    def wake_after(self) -> float:
        return 0.0 if self._unchecked else super().wake_after()

    def open_setup(self, index: int) -> None:
        self._check(index)
        if self.problems[index]:  # broken data: this game cannot start, the others can
            self.toast.show(
                f"{self.services.games[index].title} cannot start: {self.problems[index]}",
                good=False,
                seconds=8,
            )
            return
        self._suggested()
        self.ctx.nav.to_setup(self.services.games[index])

    def handle(self, event: pygame.event.Event) -> None:
        if self.handle_buttons(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover = next(
                (i for i, r in enumerate(self.cards) if r.collidepoint(event.pos)), None
            )
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, rect in enumerate(self.cards):
                if rect.collidepoint(event.pos):
                    self.open_setup(i)
                    return

    def update(self, dt: float) -> None:
        self.toast.update(dt)
        if self._unchecked:
            self._check(self._unchecked[0])

    def draw(self, surface: pygame.Surface) -> None:
        games = games_at_one_table(len(self.services.games))
        draw_header(surface, self, "Tabletop", f"{games}: hot-seat, solo, or against bots")
        text = self.services.text
        if not self.services.games:
            text.blit(
                surface,
                "No games are installed yet.",
                (800, 380),
                28,
                theme.TEXT_DIM,
                anchor="center",
            )
        text.blit(surface, "Choose a game", (48, 124), 22, theme.ACCENT, True)
        if self.suggest:
            x = 64 + text.size("Choose a game", 22, True)[0]
            line = "New here? Press Learn to play on a game's card: it teaches itself."
            text.blit(surface, text.fit(line, 1552 - x, 18), (x, 127), 18, theme.TEXT)
        done = self.services.settings.lessons_done
        for i, (game, rect) in enumerate(zip(self.services.games, self.cards)):
            self._draw_card(surface, game, rect, i == self.hover and not self.problems[i])
            if game.id in done and not self.problems[i]:
                self._draw_learnt(surface, rect)
            problem = self.problems[i]
            if problem:
                self._draw_problem(surface, game, rect, problem)
        self.draw_buttons(surface)
        self._draw_continued(surface)
        self.toast.draw(surface, text, (800, 780))

    def continued_lines(self) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
        """What Continue resumes, in two lines, each as its wordings longest first (the
        drawing takes the first that fits): the game and its players; how far it went and
        when it was last played (the shortest: how far and the moves alone). ``None`` when
        there is nothing to continue."""
        if not self._autosaves:
            return None
        info = self._autosaves[0]
        try:
            title = self.services.game(info.game).title
        except KeyError:
            title = info.label
        count = len(info.players)
        players = f"{count} {'player' if count == 1 else 'players'}"
        first: tuple[str, ...] = (f"Continues {title}",)
        if count:
            first = (f"{first[0]}, {players}: {', '.join(info.players)}", f"{first[0]}, {players}")
        moves = f"{info.moves} {'move' if info.moves == 1 else 'moves'}"
        status, _, rest = info.progress.partition(" · ")
        parts = [status, moves, rest] if rest else [moves, status]
        short = " · ".join(p for p in parts if p)
        second = (f"{short} · last played {when(info.saved_at)}",) if info.saved_at else ()
        shortest = " · ".join(p for p in (status, moves) if p) if rest else ""
        return first, (*second, short, *((shortest,) if shortest else ()))

    def _draw_continued(self, surface: pygame.Surface) -> None:
        """The continued game's two lines, between Settings and Quit, level with Continue."""
        lines = self.continued_lines()
        if lines is None:
            return
        text = self.services.text
        left = max(b.rect.right for b in self.buttons[:3]) + 24
        width = min(b.rect.x for b in self.buttons[3:4]) - 24 - left
        top = self.buttons[0].rect
        height = text.font(18, True).get_linesize() + text.font(16).get_linesize()
        y = top.centery - height // 2
        for wordings, size, bold, colour in (
            (lines[0], 18, True, theme.TEXT),
            (lines[1], 16, False, theme.TEXT_DIM),
        ):
            line = next((w for w in wordings if text.size(w, size, bold)[0] <= width), None)
            line = line or text.fit(wordings[-1], width, size, bold)
            text.blit(surface, line, (left, y), size, colour, bold)
            y += text.font(size, bold).get_linesize()

    def _draw_card(self, surface: pygame.Surface, game, rect: pygame.Rect, hover: bool) -> None:
        text, icons = self.services.text, self.services.icons
        draw_panel(
            surface,
            rect,
            fill=(52, 60, 72) if hover else theme.PANEL,
            edge=theme.ACCENT if hover else theme.PANEL_EDGE,
            width=2 if hover else 1,
        )
        art = pygame.Rect(rect.x + 14, rect.y + 14, rect.w - 28, 120)
        surface.blit(cover(game.id, art.size), art.topleft)  # its own picture, cached
        y = art.bottom + 14
        for line in text.wrap(game.title, rect.w - 28, 24, True)[:2]:
            text.blit(surface, line, (rect.x + 14, y), 24, theme.TEXT, True)
            y += max(30, text.font(24, True).get_linesize())
        size = next(  # a long name in smaller letters rather than cut
            (n for n in range(16, 11, -1) if text.size(game.designer, n)[0] <= rect.w - 28), 12
        )
        designer = text.fit(game.designer, rect.w - 28, size)
        text.blit(surface, designer, (rect.x + 14, y), size, theme.TEXT_DIM)
        y += max(30, text.font(16).get_linesize() + 8)
        players = (
            f"{game.min_players}–{game.max_players} players"
            if game.min_players != game.max_players
            else f"{game.min_players} player"
        )
        self._fact(surface, "players", players, (rect.x + 14, y))
        self._fact(surface, "clock", game.play_time or "—", (rect.x + 14, y + 28))
        if game.solo_modes:
            wide = 40 + text.size("Solo", 16, True)[0]  # the icon, the word, the margins
            badge = pygame.Rect(art.right - 8 - max(84, wide), art.y + 8, max(84, wide), 28)
            pygame.draw.rect(surface, theme.ACCENT, badge, border_radius=14)
            image = icons.get("solo", 18, theme.TEXT_DARK)
            if image:
                surface.blit(image, image.get_rect(midleft=(badge.x + 8, badge.centery)))
            text.blit(
                surface,
                "Solo",
                (badge.right - 12, badge.centery),
                16,
                theme.TEXT_DARK,
                True,
                "midright",
            )
        y += 66
        size, lines, step = self._blurb(game.blurb, rect.w - 28, rect.bottom - 12 - y)
        for line in lines:
            text.blit(surface, line, (rect.x + 14, y), size, theme.TEXT)
            y += step

    def _draw_learnt(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The mark of a game whose lesson was finished, under its card's Learn to play."""
        text = self.services.text
        at = (rect.centerx, rect.bottom + LEARN_H + 22)
        text.blit(surface, "✓ Lesson done", at, 17, theme.GOOD, True, "midtop")

    def _blurb(self, blurb: str, width: int, height: int) -> tuple[int, list[str], int]:
        """The blurb's text size, lines and line step: the largest size up to 15 at which
        it fits ``height`` whole (at a large text size the letters shrink, the words stay)."""
        text = self.services.text
        for size in range(15, 9, -1):
            step = max(21 if size == 15 else 0, text.font(size).get_linesize() + 2)
            lines = text.wrap(blurb, width, size)
            if len(lines) * step <= height:
                return size, lines, step
        return size, lines[: max(1, height // step)], step

    def _draw_problem(self, surface: pygame.Surface, game, rect: pygame.Rect, problem: str):
        """Over a disabled card: its title, and why the game cannot start (``file:line:
        field: message``)."""
        text = self.services.text
        surface.blit(shade(rect.size, 170), rect.topleft)
        title = text.fit(game.title, rect.w - 28, 24, True)
        text.blit(surface, title, (rect.x + 14, rect.y + 148), 24, theme.TEXT_DIM, True)
        box = pygame.Rect(rect.x + 10, rect.y + 206, rect.w - 20, rect.h - 216)
        draw_panel(surface, box, fill=(40, 24, 26), edge=theme.BAD, width=2)
        text.blit(surface, "✖ Cannot start", (box.x + 12, box.y + 12), 18, theme.BAD, True)
        text.blit(surface, "A data file is broken:", (box.x + 12, box.y + 40), 15, theme.TEXT)
        y = box.y + 66
        for line in text.wrap(problem, box.w - 24, 14)[:9]:
            text.blit(surface, text.fit(line, box.w - 24, 14), (box.x + 12, y), 14, theme.TEXT_DIM)
            y += 20

    def _fact(self, surface, icon: str, label: str, pos) -> None:
        image = self.services.icons.get(icon, 20, theme.TEXT_DIM)
        x = pos[0]
        if image:
            surface.blit(image, (x, pos[1]))
            x += 28
        self.services.text.blit(surface, label, (x, pos[1] + 1), 16, theme.TEXT)
