"""The actions of Indian Summer. Every placement is one atomic action (one drop)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.engine import Action, EndTurn

SOLO_SOURCES = ("top_left", "top_right", "bottom_left", "bottom_right")
"""Solo: which end of which path tiles are taken from."""


@dataclass(frozen=True)
class PlaceLeaf(Action):
    """Lay a leaf tile (from your path, or one a mushroom lets you take) on your floor."""

    kind: ClassVar[str] = "place_leaf"
    reveals: ClassVar[bool] = False
    tile: str
    orientation: int
    row: int
    col: int


@dataclass(frozen=True)
class PlaceSquirrel(Action):
    """Main action: a squirrel from the supply on an empty space."""

    kind: ClassVar[str] = "place_squirrel"
    row: int
    col: int


@dataclass(frozen=True)
class Nut(Action):
    """Special action: return a nut to place a squirrel on an empty space."""

    kind: ClassVar[str] = "nut"
    row: int
    col: int


@dataclass(frozen=True)
class Berry(Action):
    """Special action: return a berry to refill the path to five, or take a sixth tile.
    ``source`` is empty in the multiplayer game; solo, one of ``SOLO_SOURCES``."""

    kind: ClassVar[str] = "berry"
    source: str = ""


@dataclass(frozen=True)
class Mushroom(Action):
    """Alternative main action: return a mushroom to take two other tiles."""

    kind: ClassVar[str] = "mushroom"


@dataclass(frozen=True)
class Feather(Action):
    """Alternative main action: return a feather to lay two tiles from your path."""

    kind: ClassVar[str] = "feather"


@dataclass(frozen=True)
class Exchange(Action):
    """Trade one treasure for one of lower value, or two alike for the next one up."""

    kind: ClassVar[str] = "exchange"
    give: str
    get: str


@dataclass(frozen=True)
class PlaceAnimal(Action):
    """Lay an animal tile over empty holes that match its shape."""

    kind: ClassVar[str] = "place_animal"
    animal: str
    orientation: int
    row: int
    col: int


@dataclass(frozen=True)
class Refill(Action):
    """Solo: refill the emptied Player Path from one end of the top or bottom path."""

    kind: ClassVar[str] = "refill"
    source: str


@dataclass(frozen=True)
class NextGame(Action):
    """Solo series: set up the next game with a fresh stack of tiles."""

    kind: ClassVar[str] = "next_game"
    reveals: ClassVar[bool] = True


ACTION_TYPES = (
    PlaceLeaf,
    PlaceSquirrel,
    Nut,
    Berry,
    Mushroom,
    Feather,
    Exchange,
    PlaceAnimal,
    Refill,
    NextGame,
    EndTurn,
)
