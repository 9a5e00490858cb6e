"""Set-up: seats (names, colours, human or bot with level), the mode, the seed and the
game's own options (``Game.options``)."""

from __future__ import annotations

import random
from functools import partial
from typing import Any

import pygame

from tabletop.engine.config import BOT_LABELS, BOT_LEVELS, SEAT_COLOURS, Config, Seat
from tabletop.engine.data import DataError
from tabletop.engine.game import ConfigError, Game
from tabletop.engine.match import Match
from tabletop.engine.options import GameOption
from tabletop.lessons.lesson import has_lesson

from .. import theme
from ..icons import draw_symbol
from ..scene import Context
from ..theme import colour_name
from ..widgets import Button, Choice, TextField, Toast, draw_panel
from .common import ButtonScene, draw_header

DEFAULT_NAMES = ("Ann", "Bob", "Cleo", "Dan", "Eve")
FRIEND = "friend"
"""The set-up's player type for a seat played on another computer: a human seat of the
match, whose player joins with a code (``ctx.nav.host_table``)."""
CONTROLLERS = (
    [("human", "Human")]
    + [(f"bot:{level}", BOT_LABELS[level]) for level in BOT_LEVELS]
    + [(FRIEND, "Friend elsewhere")]
)
MODE_LABELS = {
    "standard": "Standard game",
    "solo": "Solo (official rules)",
    "solo_series": "Solo series (up to 3 games)",
}
ROW_Y, ROW_H = 300, 74
NAME_X, COLOUR_X, PLAYED_X = 200, 490, 760
"""The seat columns: name, colour, who plays it (wide enough for "Bot: search, normal"
at text size 130%)."""
TOP_Y = 200
"""The row of players, mode and seed (each labelled above, so a larger text size never
runs a label into its control)."""
OPTION_H = 74
"""A game option's row: its label above a choice."""


def option_rects(game: Game) -> list[pygame.Rect]:
    """The choice rect of each of ``game``'s options, under the seats (whose panel has
    room for the game's most players): two columns left of the notes, or one row across
    the screen when two rows do not fit above the buttons."""
    top = ROW_Y + 14 + ROW_H * game.max_players + 36
    count = len(game.options)
    if top + OPTION_H * ((count - 1) // 2) + 44 <= 780:
        return [
            pygame.Rect(48 + (i % 2) * 566, top + (i // 2) * OPTION_H, 540, 44)
            for i in range(count)
        ]
    width = 1504 // max(1, count)
    return [pygame.Rect(48 + i * width, 726, width - 16, 44) for i in range(count)]


def player_range(game: Game, mode: str) -> tuple[int, int]:
    """Seats allowed for ``mode``: a solo mode is one seat; other modes the game's range
    (from two players when the game has a separate solo mode)."""
    if mode in game.solo_modes:
        return (1, 1)
    low = max(2, game.min_players) if game.solo_modes else game.min_players
    return (low, game.max_players)


def player_counts(game: Game) -> range:
    """Every player count the set-up offers: one player too where the game has a solo mode
    (choosing it selects the solo mode)."""
    low = 1 if game.solo_modes else game.min_players
    return range(low, game.max_players + 1)


def modes_for(game: Game, players: int) -> tuple[str, ...]:
    """The modes offered with ``players`` seats: the solo modes for one player; every mode
    otherwise (a solo mode chosen there makes it one player)."""
    if players == 1 and game.solo_modes:
        return tuple(game.solo_modes)
    return tuple(m for m in game.modes if player_range(game, m)[0] <= players) or tuple(game.modes)


class SetupScene(ButtonScene):
    toast: Toast  # always one here (a ``ButtonScene`` may have none)

    def __init__(
        self, ctx: Context, game: Game, players: int | None = None, mode: str | None = None
    ):
        super().__init__(ctx)
        self.game = game
        self.toast = Toast()
        self.names = list(DEFAULT_NAMES)
        self.colours = list(SEAT_COLOURS)
        self.controllers = ["human"] + ["bot:normal"] * 4
        self.mode = game.modes[0]
        low, high = player_range(game, self.mode)
        self.players = min(max(low, 2), high)
        self.seed_field = TextField(
            (820, TOP_Y, 180, 44),
            str(random.SystemRandom().randrange(1, 100000)),
            max_len=9,
            allowed="0123456789",
        )
        self.option_values = self.game.default_options()
        self.option_choices = [
            Choice(
                rect,
                list(option.choices),
                option.default,
                partial(self._set_option, option.key),
            )
            for option, rect in zip(self.game.options, option_rects(self.game))
        ]
        self._build_rows()
        self.buttons = [
            Button(
                (1280, 800, 272, 56), "Start game", self.start, primary=True, key=pygame.K_RETURN
            ),
            Button((48, 800, 200, 56), "Back", self.back, icon="back"),
            Button((268, 800, 200, 56), "Rules", self.open_rules, icon="rules"),
        ]
        self.lesson_problem: str | None = None  # None: offered if the game has a lesson
        if has_lesson(game):
            self.buttons.append(
                Button((488, 800, 240, 56), "Learn to play", self.learn, self._lesson_ok)
            )
        if mode in game.modes:
            self._set_mode(mode)
        if players is not None and players in player_counts(game):
            self._set_players(players)
            if mode in modes_for(game, players):
                self._set_mode(mode)

    def _lesson_ok(self) -> bool:
        return self.lesson_problem is None

    def learn(self) -> None:
        """Learn to play: the game's lesson on its table."""
        problem = self.ctx.nav.to_lesson(self.game)
        if problem:
            self.lesson_problem = problem
            self.toast.show(f"The lesson cannot start: {problem}", good=False, seconds=8)

    # --- the form ---------------------------------------------------------------------------
    def _set_mode(self, mode: str) -> None:
        self.mode = mode
        low, high = player_range(self.game, self.mode)
        self.players = min(max(self.players, low), high)
        self._build_rows()

    def _set_players(self, n: int) -> None:
        self.players = n
        offered = modes_for(self.game, self.players)
        if self.players == 1 and self.game.solo_modes:
            if self.mode not in offered:
                self.mode = offered[0]
        elif self.mode in self.game.solo_modes:  # more than one player: not a solo mode
            self.mode = next(m for m in self.game.modes if m not in self.game.solo_modes)
        self._build_rows()

    def _mode_label(self, mode: str) -> str:
        own = dict(self.game.mode_labels)
        return own.get(mode) or MODE_LABELS.get(mode, mode.replace("_", " ").capitalize())

    def offered(self) -> list[tuple[GameOption, Choice[Any]]]:
        """The game's options that matter for the chosen player count, with their choices
        (``GameOption.applies``); the others keep their value and are not shown."""
        pairs = zip(self.game.options, self.option_choices)
        return [(o, c) for o, c in pairs if o.applies(self.players)]

    def _build_rows(self) -> None:
        shown = [c for _, c in self.offered()]  # they close up, in declared order; the
        rest = [c for c in self.option_choices if c not in shown]  # others wait after them
        for choice, rect in zip(shown + rest, option_rects(self.game)):
            choice.rect = rect
        self.mode_choice = Choice(
            (360, TOP_Y, 420, 44),
            [(m, self._mode_label(m)) for m in modes_for(self.game, self.players)],
            self.mode,
            self._set_mode,
        )
        self.count_choice = Choice(
            (48, TOP_Y, 272, 44),
            [(n, f"{n} player{'s' if n > 1 else ''}") for n in player_counts(self.game)],
            self.players,
            self._set_players,
        )
        self.name_fields, self.colour_choices, self.controller_choices = [], [], []
        blind = self.services.settings.colour_blind
        colour_options = [(c, colour_name(c, blind)) for c in SEAT_COLOURS]
        for i in range(self.players):
            y = ROW_Y + i * ROW_H
            self.name_fields.append(
                TextField(
                    (NAME_X, y, 260, 48),
                    self.names[i],
                    on_change=partial(self._set, self.names, i),
                )
            )
            self.colour_choices.append(
                Choice(
                    (COLOUR_X, y, 240, 48),
                    colour_options,
                    self.colours[i],
                    partial(self._set, self.colours, i),
                )
            )
            options = CONTROLLERS if self.mode not in self.game.solo_modes else CONTROLLERS[:1]
            value = self.controllers[i] if i else "human"
            self.controller_choices.append(
                Choice(
                    (PLAYED_X, y, 1150 - PLAYED_X, 48),
                    options,
                    value,
                    partial(self._set, self.controllers, i),
                )
            )

    @staticmethod
    def _set(items: list[str], index: int, value: str) -> None:
        items[index] = value

    def _set_option(self, key: str, value: Any) -> None:
        self.option_values[key] = value

    def config(self) -> Config | str:
        """The configuration, or a sentence saying what to fix."""
        names = [f.value.strip() for f in self.name_fields]
        if any(not n for n in names):
            return "Every player needs a name."
        if len(set(n.lower() for n in names)) < len(names):
            return "Two players have the same name."
        colours = [c.value for c in self.colour_choices]
        if len(set(colours)) < len(colours):
            return "Two players have the same colour."
        controllers = [c.value for c in self.controller_choices]  # all bots: watch them play
        controllers = ["human" if c == FRIEND else c for c in controllers]
        seed = int(self.seed_field.value) if self.seed_field.value else 1
        seats = tuple(Seat(n, str(c), str(k)) for n, c, k in zip(names, colours, controllers))
        options = dict(self.option_values)
        config = Config(seats=seats, seed=seed, mode=self.mode, options=options)
        return self.game.config_problem(config) or config

    def start(self) -> None:
        config = self.config()
        if isinstance(config, str):
            self.toast.show(config, good=False)
            return
        try:
            match = Match(self.game, config)
        except (DataError, ConfigError) as exc:  # its data broke after the title checked it
            self.toast.show(f"{self.game.title} cannot start: {exc}", good=False, seconds=8)
            return
        friends = tuple(i for i, c in enumerate(self.controller_choices) if c.value == FRIEND)
        if friends:
            self.ctx.nav.host_table(match, friends)
        else:
            self.ctx.nav.open_table(match)

    def open_rules(self) -> None:
        self.ctx.nav.to_rules(self.game)

    # --- scene -------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.handle_back_key(event):
            return
        for field in [self.seed_field, *self.name_fields]:
            if field.handle(event) and event.type != pygame.MOUSEBUTTONDOWN:
                return
        if (
            any(f.focused for f in [self.seed_field, *self.name_fields])
            and event.type == pygame.KEYDOWN
        ):
            return
        if self.handle_buttons(event):
            return
        controls: list[Choice[Any]] = [
            self.count_choice,
            self.mode_choice,
            *self.colour_choices,
            *self.controller_choices,
            *(c for _, c in self.offered()),
        ]
        for control in controls:
            if control.handle(event):
                return

    def update(self, dt: float) -> None:
        self.toast.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        draw_header(surface, self, f"New game: {self.game.title}", self.game.designer)
        text = self.services.text
        for label, control in (
            ("Players", self.count_choice),
            ("Mode", self.mode_choice),
            ("Seed", self.seed_field),
        ):
            at = (control.rect.x, control.rect.y - 6)
            text.blit(surface, label, at, 18, theme.TEXT, True, "bottomleft")
        self.count_choice.draw(surface, text)
        self.mode_choice.draw(surface, text)
        self.seed_field.draw(surface, text)
        panel = pygame.Rect(40, ROW_Y - 46, 1130, 60 + ROW_H * self.game.max_players)
        draw_panel(surface, panel)
        for x, label in (
            (NAME_X, "Name"),
            (COLOUR_X, "Colour and symbol"),
            (PLAYED_X, "Played by"),
        ):
            text.blit(surface, label, (x, ROW_Y - 34), 16, theme.ACCENT, True)
        for i in range(self.players):
            y = ROW_Y + i * ROW_H
            style = self.services.seat_style(str(self.colour_choices[i].value))
            text.blit(surface, f"Seat {i + 1}", (64, y + 24), 18, theme.TEXT_DIM, anchor="midleft")
            draw_symbol(surface, style.symbol, (170, y + 24), 14, style.rgb)
            self.name_fields[i].draw(surface, text)
            self.colour_choices[i].draw(surface, text)
            self.controller_choices[i].draw(surface, text)
        for option, choice in self.offered():
            where = (choice.rect.x, choice.rect.y - 24)
            text.blit(surface, option.label, where, 16, theme.ACCENT, True)
            choice.draw(surface, text)
        self._draw_notes(surface)
        self.draw_buttons(surface)
        self.toast.draw(surface, text, (800, 780))

    def _draw_notes(self, surface: pygame.Surface) -> None:
        text = self.services.text
        rect = pygame.Rect(1200, 254, 352, 430)
        draw_panel(surface, rect)
        text.blit(surface, "About this game", (rect.x + 14, rect.y + 12), 18, theme.ACCENT, True)
        tips = (
            "Bots: random plays any legal move; greedy takes the move that looks best now; "
            "search looks a few moves ahead (easy, normal and hard think longer).\n"
            "The same seed deals the same game."
        )
        width, tip_step = rect.w - 28, text.font(14).get_linesize() + 3
        tip_lines = text.wrap(tips, width, 14)
        room = rect.bottom - 12 - tip_step * len(tip_lines)  # the tips keep their place
        y, step = rect.y + 46, max(22, text.font(16).get_linesize())
        for line in text.wrap(self.game.blurb, width, 16)[: max(0, (room - 12 - y) // step)]:
            text.blit(surface, line, (rect.x + 14, y), 16)
            y += step
        y += 12
        for line in tip_lines:
            text.blit(surface, line, (rect.x + 14, y), 14, theme.TEXT_DIM)
            y += tip_step
