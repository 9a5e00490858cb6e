"""Game options: the table choices a game declares (``Game.options``) and a set-up screen
offers; the chosen values travel in ``Config.options`` (and so in saves)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class GameOption:
    """One option: its ``key`` in ``config.options``, a ``label`` in words and the
    ``choices`` as ``(value, label)`` pairs; the first choice is the default. ``players``:
    the player counts the option matters for (empty: every count); a set-up screen offers
    it only for those (``offered_options``), and a save keeps its value either way."""

    key: str
    label: str
    choices: tuple[tuple[Any, str], ...]
    players: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if not self.choices:
            raise ValueError(f"option {self.key!r} has no choices")

    @property
    def default(self) -> Any:
        return self.choices[0][0]

    def applies(self, players: int) -> bool:
        """True when the option matters in a game of ``players`` seats."""
        return not self.players or players in self.players

    def allows(self, value: Any) -> bool:
        """True when ``value`` is one of the choices (of the same type: ``1`` is not
        ``True``)."""
        return any(type(v) is type(value) and v == value for v, _ in self.choices)


def default_options(options: Iterable[GameOption]) -> dict[str, Any]:
    """Every option at its default."""
    return {o.key: o.default for o in options}


def offered_options(options: Iterable[GameOption], players: int) -> tuple[GameOption, ...]:
    """The options a set-up screen shows for ``players`` seats (those that matter then),
    in declared order; the others keep their default."""
    return tuple(o for o in options if o.applies(players))


def option_problem(options: Iterable[GameOption], given: Mapping[str, Any]) -> str | None:
    """A sentence naming the first value in ``given`` that a declared option does not
    offer, or ``None``. Keys no option declares are left to the game (they are not
    set-up choices)."""
    for option in options:
        if option.key in given and not option.allows(given[option.key]):
            offered = ", ".join(repr(v) for v, _ in option.choices)
            return (
                f"option {option.label!r} ({option.key}) cannot be {given[option.key]!r} "
                f"(offered: {offered})"
            )
    return None
