"""Lodge's components, read once from ``data/lodge/*.yaml`` and shared.

States refer to components by number: a room tile is an index into ``rooms`` (its colour
index), a guest an index into ``guests``, an amenity an index into ``amenities``. Colours
are indices into ``colours`` (0 = red ... 4 = purple with the shipped data).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from tabletop.engine.data import (
    Count,
    DataError,
    Dimension,
    PositiveCount,
    Turns,
    check_refs,
    check_unique,
    load_record,
    load_records_with_lines,
)
from tabletop.resources import data_path

Provenance = Literal["fact", "derived", "proposed", "printed"]

Condition = Literal[
    "adjacent_colour",
    "exact_colour_count",
    "tiles_on_floor",
    "on_floor",
    "full_column",
    "preferred_guests",
    "guest_every_floor",
    "floor_all_colours",
    "adjacent_all_guests",
    "adjacent_colours",
    "colour_run",
]


@dataclass(frozen=True)
class Colour:
    """A room colour with the icon that stands for it wherever it is shown."""

    id: str
    name: str
    icon: str
    theme: str = ""
    provenance: Provenance = "proposed"


@dataclass(frozen=True)
class RoomCount:
    """How many room tiles of one colour are in the room bag."""

    colour: str
    count: PositiveCount
    provenance: Provenance = "proposed"


@dataclass(frozen=True)
class GuestKind:
    """A kind of guest token: two room colours, a preferred floor, a number of copies."""

    colours: tuple[str, str]
    floor: int
    copies: PositiveCount
    provenance: Provenance = "proposed"


@dataclass(frozen=True)
class AmenitySpec:
    """One amenity tile: a condition on its owner's lodge and the points it scores when met."""

    id: str
    name: str
    condition: Condition
    points: int
    icon: str
    colour: str | None = None
    count: Count = 0
    floor: int = 0
    provenance: Provenance = "proposed"


@dataclass(frozen=True)
class Rating:
    at_least: int
    title: str


@dataclass(frozen=True)
class Facts:
    """Numbers the rules state."""

    display_rows: Dimension
    display_columns: Dimension
    guest_display_size: int
    amenity_display_size: int
    floors: Dimension
    end_trigger_guests: PositiveCount
    points_per_guest: int
    provenance: Provenance = "fact"


@dataclass(frozen=True)
class Proposed:
    """Numbers of our own design (components document, section 4)."""

    lodge_width: Dimension
    start_floor: Dimension
    start_column: Dimension
    refresh_token_uses: int
    max_refresh_passes: int
    end_when_lodge_full: bool
    end_when_supply_out: bool
    solo_turn_limit: Turns
    solo_unused_turn_bonus: int
    rival_rooms_removed: int
    rival_amenity_slot: int
    """1-based slot of the amenity display the solo rival clears."""
    rival_guests_returned: int
    solo_ratings: tuple[Rating, ...]
    provenance: Provenance = "proposed"


@dataclass(frozen=True)
class Constants:
    facts: Facts
    proposed: Proposed


@dataclass(frozen=True)
class Guest:
    """One guest token: colour indices ``a`` and ``b`` and the preferred ``floor``."""

    a: int
    b: int
    floor: int


@dataclass(frozen=True)
class Amenity:
    """An amenity with its colour resolved to an index (-1 when it names none)."""

    spec: AmenitySpec
    colour: int

    @property
    def name(self) -> str:
        return self.spec.name

    @property
    def points(self) -> int:
        return self.spec.points


@dataclass(frozen=True)
class Components:
    """Everything the rules need from the data files."""

    colours: tuple[Colour, ...]
    rooms: tuple[int, ...]
    """Colour index of each room tile id."""
    guests: tuple[Guest, ...]
    amenities: tuple[Amenity, ...]
    constants: Constants

    @property
    def floors(self) -> int:
        return self.constants.facts.floors

    @property
    def width(self) -> int:
        return self.constants.proposed.lodge_width

    def colour_name(self, colour: int) -> str:
        return self.colours[colour].name.lower()

    def colour_word(self, colour: int) -> str:
        """``red (flame)``: a colour named together with its icon."""
        c = self.colours[colour]
        return f"{c.name.lower()} ({c.icon})"


def _path(name: str) -> Path:
    return data_path("lodge", name)


@functools.cache
def components() -> Components:
    """The components, loaded on first use and shared afterwards."""
    colours, clines = load_records_with_lines(_path("colours.yaml"), Colour, "colours")
    check_unique(colours, "id", "data/lodge/colours.yaml", clines)
    ids = [c.id for c in colours]
    counts, rlines = load_records_with_lines(_path("rooms.yaml"), RoomCount, "rooms")
    check_refs(counts, "colour", ids, "data/lodge/rooms.yaml", rlines, "colour")
    kinds, glines = load_records_with_lines(_path("guests.yaml"), GuestKind, "guests")
    check_refs(kinds, "colours", ids, "data/lodge/guests.yaml", glines, "colour")
    specs, alines = load_records_with_lines(_path("amenities.yaml"), AmenitySpec, "amenities")
    check_unique(specs, "id", "data/lodge/amenities.yaml", alines)
    check_refs(specs, "colour", ids, "data/lodge/amenities.yaml", alines, "colour")
    constants = load_record(_path("constants.yaml"), Constants)
    for kind, line in zip(kinds, glines):
        if kind.colours[0] == kind.colours[1]:
            raise DataError(
                "data/lodge/guests.yaml", line, "colours", "a guest needs two different colours"
            )
        if not 1 <= kind.floor <= constants.facts.floors:
            raise DataError("data/lodge/guests.yaml", line, "floor", "no such floor")
    rooms = tuple(ids.index(rc.colour) for rc in counts for _ in range(rc.count))
    guests = tuple(
        Guest(ids.index(k.colours[0]), ids.index(k.colours[1]), k.floor)
        for k in kinds
        for _ in range(k.copies)
    )
    amenities = tuple(Amenity(s, ids.index(s.colour) if s.colour else -1) for s in specs)
    return Components(tuple(colours), rooms, guests, amenities, constants)
