"""Summer Resort's actions. Every action names the ``seat`` whose pieces or resort it uses,
so a move by the wrong player can be refused with a reason.

A placement puts ``tokens`` owner tokens (1 or 2, stacked) and/or the porter on a target:
one token, a stacked pair, the porter alone, or the porter stacked with one token. The
porter alone is an extra placement inside one of its holder's turns (ruling SR-2), before
or after that turn's token placement; ``EndTurn`` ends such a turn with the porter unused.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.engine import Action


@dataclass(frozen=True)
class Invite(Action):
    """Claim a train car's vacationers (with ``automobile``: this car and the next one)."""

    kind: ClassVar[str] = "invite"
    seat: int
    car: int
    tokens: int = 1
    porter: bool = False
    automobile: bool = False


@dataclass(frozen=True)
class Package(Action):
    """Collect the conductor's package on the locomotive: 100 zł at once."""

    kind: ClassVar[str] = "package"
    seat: int
    tokens: int = 1
    porter: bool = False


@dataclass(frozen=True)
class Invest(Action):
    """Buy a card from an investment stack, paying at once."""

    kind: ClassVar[str] = "invest"
    seat: int
    stack: str
    tokens: int = 1
    porter: bool = False


@dataclass(frozen=True)
class Refuel(Action):
    """Refuel an automobile of ``owner`` (only your own): usable again next round."""

    kind: ClassVar[str] = "refuel"
    seat: int
    owner: int
    automobile: int = 0
    tokens: int = 1
    porter: bool = False


@dataclass(frozen=True)
class Build(Action):
    """Development: put the next bought house card on lot ``lot`` of your resort."""

    kind: ClassVar[str] = "build"
    seat: int
    lot: int


@dataclass(frozen=True)
class EndTurn(Action):
    """The porter's holder ends a turn after its token placement, keeping the porter
    unplaced (for a later turn of this round, or unused)."""

    kind: ClassVar[str] = "end_turn"
    seat: int


@dataclass(frozen=True)
class Accommodate(Action):
    """Accommodation: the new guests for each lot of your resort (empty: none).

    Its JSON ``kind`` stays ``lodge`` (the name of the class before) so saves still load."""

    kind: ClassVar[str] = "lodge"
    seat: int
    houses: tuple[tuple[str, ...], ...]


PLACEMENTS = (Invite, Package, Invest, Refuel)
ACTION_TYPES = (Invite, Package, Invest, Refuel, EndTurn, Build, Accommodate)
