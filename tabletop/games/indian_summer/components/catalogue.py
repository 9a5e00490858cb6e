"""The components of Indian Summer, read once from ``data/indian_summer/*.yaml``.

``components()`` returns the shared, validated component set: treasures in value order,
leaf tiles by id, animal kinds, the 12 forest floor sides as bit masks, and the numbers
of the rules (path sizes, common path capacity, the solo row). States refer to components
by id only.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Literal, TypeVar

from tabletop.engine.data import (
    Count,
    DataError,
    Dimension,
    Turns,
    check_unique,
    load_record,
    load_records_with_lines,
)
from tabletop.resources import data_path

from .shapes import orientations, parse_pattern

Provenance = Literal["printed", "derived", "proposed"]
TREASURE_MARKS = "BNMF"
"""Marks of the printed treasures in ``floors.yaml``, in value order."""


@dataclass(frozen=True)
class TreasureKind:
    id: str
    name: str
    supply: Count
    solo_points: int
    provenance: Provenance


@dataclass(frozen=True)
class LeafTile:
    id: str
    colour: Literal["green", "yellow", "red"]
    pattern: str
    provenance: Provenance

    def __post_init__(self) -> None:
        cells, hole = parse_pattern(self.pattern)
        size = {"green": 3, "yellow": 4, "red": 5}[self.colour]
        if len(cells) != size or hole is None:
            raise ValueError(f"a {self.colour} tile has {size} squares and one hole")


@dataclass(frozen=True)
class AnimalKind:
    id: str
    name: str
    copies: Count
    shape: str
    bonus: str | None
    provenance: Provenance

    def __post_init__(self) -> None:
        if parse_pattern(self.shape)[1] is not None:
            raise ValueError("an animal tile has no hole")


@dataclass(frozen=True)
class FloorSide:
    id: str
    board: int
    rows: tuple[str, ...]
    provenance: Provenance


@dataclass(frozen=True)
class BoardSettings:
    width: Dimension
    height: Dimension
    area_width: Dimension
    area_height: Dimension
    provenance: Provenance


@dataclass(frozen=True)
class PathSettings:
    player_path: int
    player_path_max: int
    start_path: tuple[str, ...]
    common_path_refill_below: int
    provenance: Provenance


@dataclass(frozen=True)
class CommonPathSettings:
    capacity: Count
    provenance: Provenance


@dataclass(frozen=True)
class SoloSettings:
    turns: Turns
    numbered_slots: int
    mushroom_slots: int
    top_path: int
    bottom_path: int
    player_path: int
    tiles_per_game: int
    games_per_series: Turns
    provenance: Provenance


@dataclass(frozen=True)
class GapSettings:
    squirrels_unlimited: bool
    squirrel_tokens: int
    animals_turn_and_flip: bool
    provenance: Provenance


@dataclass(frozen=True)
class Settings:
    board: BoardSettings
    paths: PathSettings
    common_path: CommonPathSettings
    start_treasures: tuple[str, ...]
    solo: SoloSettings
    gaps: GapSettings


@dataclass(frozen=True)
class Floor:
    """A floor side ready for play: printed treasure masks in value order."""

    id: str
    board: int
    printed: tuple[int, ...]


class Catalogue:
    """Every component, validated, with the bit masks the rules use."""

    def __init__(self) -> None:
        self.treasures = _load("treasures.yaml", TreasureKind, "treasures")
        self.treasure_ids = tuple(t.id for t in self.treasures)
        self.settings = load_record(data_path("indian_summer", "settings.yaml"), Settings)
        board = self.settings.board
        self.width, self.height = board.width, board.height
        self.full = (1 << (self.width * self.height)) - 1
        self.areas = _area_masks(board)
        self.tiles = {t.id: t for t in _load("leaf_tiles.yaml", LeafTile, "tiles")}
        self.tile_ids = tuple(self.tiles)
        self.animals = _load("animals.yaml", AnimalKind, "animals")
        self.animal_ids = tuple(a.id for a in self.animals)
        self.floors = {s.id: self._floor(s) for s in _load("floors.yaml", FloorSide, "sides")}
        self.floor_ids = tuple(self.floors)
        self._check_settings()
        for animal in self.animals:
            if animal.bonus is not None and animal.bonus not in self.treasure_ids:
                raise DataError(
                    "data/indian_summer/animals.yaml",
                    None,
                    "bonus",
                    f"unknown treasure {animal.bonus!r}",
                )
            orientations(animal.shape)

    def _check_settings(self) -> None:
        file = "data/indian_summer/settings.yaml"
        for colour in self.settings.paths.start_path:
            if colour not in ("green", "yellow", "red"):
                raise DataError(file, None, "paths.start_path", f"unknown colour {colour!r}")
        for kind in self.settings.start_treasures:
            if kind not in self.treasure_ids:
                raise DataError(file, None, "start_treasures", f"unknown treasure {kind!r}")

    def _floor(self, side: FloorSide) -> Floor:
        file = "data/indian_summer/floors.yaml"
        if len(side.rows) != self.height or any(len(r) != self.width for r in side.rows):
            raise DataError(
                file, None, f"{side.id}.rows", f"expected {self.height} rows of {self.width}"
            )
        printed = [0, 0, 0, 0]
        for r, line in enumerate(side.rows):
            for c, mark in enumerate(line):
                if mark in TREASURE_MARKS:
                    printed[TREASURE_MARKS.index(mark)] |= 1 << (r * self.width + c)
                elif mark != ".":
                    raise DataError(file, None, f"{side.id}.rows", f"unknown mark {mark!r}")
        return Floor(side.id, side.board, tuple(printed))

    def animal(self, animal_id: str) -> AnimalKind:
        return self.animals[self.animal_ids.index(animal_id)]

    def bit(self, row: int, col: int) -> int:
        return 1 << (row * self.width + col)


T = TypeVar("T")


def _load(name: str, cls: type[T], key: str) -> tuple[T, ...]:
    path = data_path("indian_summer", name)
    records, lines = load_records_with_lines(path, cls, key)
    check_unique(records, "id", f"data/indian_summer/{name}", lines)
    return records


def _area_masks(board: BoardSettings) -> tuple[int, ...]:
    out = []
    for top in range(0, board.height, board.area_height):
        for left in range(0, board.width, board.area_width):
            mask = 0
            for r in range(top, top + board.area_height):
                for c in range(left, left + board.area_width):
                    mask |= 1 << (r * board.width + c)
            out.append(mask)
    return tuple(out)


@functools.cache
def components() -> Catalogue:
    """The shared component set (read from YAML on first use)."""
    return Catalogue()
