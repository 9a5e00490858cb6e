"""Match configuration: the seats at the table, the seed, the mode and options."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .serial import from_plain, to_plain

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


@dataclass(frozen=True)
class Seat:
    """One player: a name, a colour id and who decides (``human`` or ``bot:<level>``)."""

    name: str
    colour: str = "red"
    controller: str = "human"

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
    def from_plain(data: Any) -> Config:
        return from_plain(Config, data, "config")

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
