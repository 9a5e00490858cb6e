"""Match configuration: the seats at the table, the seed, the mode and options."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from .files import clean_text
from .options import GameOption, option_problem
from .serial import PlainDataError, from_plain, to_plain

BOT_LEVELS = ("random", "greedy", "easy", "normal", "hard")
"""Bot levels a seat can be given, weakest first (``bot:<level>``): random moves, the
greedy one-ply bot, and the search bot at three time budgets."""

BOT_LABELS = {
    "random": "Bot: random moves",
    "greedy": "Bot: greedy",
    "easy": "Bot: search, easy",
    "normal": "Bot: search, normal",
    "hard": "Bot: search, hard",
}

SEAT_COLOURS = ("red", "blue", "green", "yellow", "purple")
"""Player colours; the UI pairs each with an icon so colour is never the only cue."""

CONTROLLERS = ("human",) + tuple(f"bot:{level}" for level in BOT_LEVELS)
"""Every valid ``Seat.controller``."""

NAME_LIMIT = 24
"""The longest seat name (the set-up field accepts no more; a save's names are cut)."""


@dataclass(frozen=True)
class Seat:
    """One player: a name, a colour id and who decides (``human`` or ``bot:<level>``)."""

    name: str
    colour: str = "red"
    controller: str = "human"

    def __post_init__(self) -> None:
        if self.controller not in CONTROLLERS:
            raise ValueError(
                f"unknown player type {clean_text(self.controller, 30)!r} "
                f"(known: {', '.join(CONTROLLERS)})"
            )

    @property
    def is_human(self) -> bool:
        return self.controller == "human"

    @property
    def bot_level(self) -> str | None:
        if self.controller.startswith("bot:"):
            return self.controller[4:]
        return None


@dataclass(frozen=True)
class Config:
    """Everything ``Game.new`` needs; a game is a pure function of config and actions."""

    seats: tuple[Seat, ...]
    seed: int = 1
    mode: str = "standard"
    options: dict[str, Any] = field(default_factory=dict, hash=False)

    @property
    def players(self) -> int:
        return len(self.seats)

    def to_plain(self) -> dict[str, Any]:
        return to_plain(self)

    @staticmethod
    def from_plain(data: Any, options: tuple[GameOption, ...] = ()) -> Config:
        """Read a configuration from a save: types checked, player types and colours
        valid, names cleaned of control characters and cut to ``NAME_LIMIT``, and every
        value of a declared game option (``options``) one it offers (keys no option
        declares are left to the game)."""
        try:
            config = from_plain(Config, data, "config")
        except PlainDataError:
            raise
        except ValueError as exc:  # Seat's own check (an unknown player type)
            raise PlainDataError("config.seats", str(exc)) from exc
        seats = []
        for index, seat in enumerate(config.seats):
            if seat.colour not in SEAT_COLOURS:
                raise PlainDataError(
                    f"config.seats[{index}].colour",
                    f"unknown colour {clean_text(seat.colour, 20)!r}",
                )
            name = clean_text(seat.name, NAME_LIMIT).strip() or f"Player {index + 1}"
            seats.append(replace(seat, name=name))
        problem = option_problem(options, config.options)
        if problem:
            raise PlainDataError("config.options", problem)
        return replace(config, seats=tuple(seats))

    @staticmethod
    def default(
        players: int, seed: int = 1, mode: str = "standard", bots: str | None = None
    ) -> Config:
        """A quick configuration: seats ``Player 1..n``; all bots of ``bots`` level if given."""
        names = ("Ann", "Bob", "Cleo", "Dan", "Eve")
        seats = tuple(
            Seat(
                name=names[i] if i < len(names) else f"Player {i + 1}",
                colour=SEAT_COLOURS[i % len(SEAT_COLOURS)],
                controller=f"bot:{bots}" if bots else "human",
            )
            for i in range(players)
        )
        return Config(seats=seats, seed=seed, mode=mode)
