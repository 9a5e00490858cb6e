"""Builders for hand-made Lodge positions used by the rule tests.

A lodge is drawn as text, top floor first, one character per column (columns 1..10):
a colour letter (R, B, G, Y, P) for a room, ``#`` for an amenity (which one is given
separately) and ``.`` for an empty space.
"""

from __future__ import annotations

import dataclasses

from tabletop.engine import Config
from tabletop.engine.phases import TurnProgress
from tabletop.games.lodge import GAME
from tabletop.games.lodge.actions import (
    BuildAmenity,
    BuildRoom,
    PlaceDisplayGuest,
    PlaceValetGuest,
)
from tabletop.games.lodge.components import components
from tabletop.games.lodge.state import EMPTY, Lodge, LodgeState, put, space

LETTERS = "RBGYP"


class Tiles:
    """Hands out distinct room tile ids of a wanted colour."""

    def __init__(self, used: tuple[int, ...] = ()):
        self.used = set(used)

    def take(self, letter: str) -> int:
        colour = LETTERS.index(letter)
        for tile, c in enumerate(components().rooms):
            if c == colour and tile not in self.used:
                self.used.add(tile)
                return tile
        raise AssertionError(f"no {letter} tile left")


def amenity_index(amenity_id: str) -> int:
    return next(i for i, a in enumerate(components().amenities) if a.spec.id == amenity_id)


def guest_id(pair: str, floor: int, copy: int = 0) -> int:
    """The id of a guest wanting colours ``pair`` (e.g. ``"RB"``) who prefers ``floor``."""
    a, b = LETTERS.index(pair[0]), LETTERS.index(pair[1])
    found = [
        i for i, g in enumerate(components().guests) if {g.a, g.b} == {a, b} and g.floor == floor
    ]
    return found[copy]


def make_lodge(
    rows: list[str],
    amenities: dict[tuple[int, int], str] | None = None,
    guests: dict[tuple[int, int], int] | None = None,
    tiles: Tiles | None = None,
    valet: int = EMPTY,
    refresh_tokens: int = 1,
    turns: int = 0,
) -> Lodge:
    """A lodge from text rows (top floor first); ``amenities`` maps (floor, column) to an
    amenity id for each ``#``; ``guests`` maps (floor, column) to a guest id."""
    c = components()
    tiles = tiles or Tiles()
    cells = c.floors * c.width
    room_cells, amenity_cells, guest_cells = [EMPTY] * cells, [EMPTY] * cells, [EMPTY] * cells
    amenities = amenities or {}
    for top_index, row in enumerate(rows):
        floor = len(rows) - top_index
        for col, ch in enumerate(row.ljust(c.width, "."), start=1):
            i = space(floor, col)
            if ch in LETTERS:
                room_cells[i] = tiles.take(ch)
            elif ch == "#":
                amenity_cells[i] = amenity_index(amenities[(floor, col)])
    for (floor, col), g in (guests or {}).items():
        guest_cells[space(floor, col)] = g
    return Lodge(
        tuple(room_cells), tuple(amenity_cells), tuple(guest_cells), valet, refresh_tokens, turns
    )


def base_state(players: int = 2, seed: int = 1, mode: str = "standard") -> LodgeState:
    """A fresh game with seat 0 to play (first player set to 0)."""
    state = GAME.new(Config.default(players, seed=seed, mode=mode))
    return dataclasses.replace(state, first=0, current=0)


def with_lodge(state: LodgeState, lodge: Lodge, seat: int = 0) -> LodgeState:
    return dataclasses.replace(state, lodges=put(state.lodges, seat, lodge))


def display_from(rows: list[str], tiles: Tiles) -> tuple[int, ...]:
    """A room display from text rows, top row (floor 4) first, 4 characters each."""
    out = []
    for row in reversed(rows):
        out.extend(tiles.take(ch) if ch in LETTERS else EMPTY for ch in row)
    return tuple(out)


NEW_TURN = TurnProgress()
"""A turn's progress before anything was taken."""
BUILT = TurnProgress(("build",))
"""A turn's progress after the build step (guests may be placed)."""


def guests_phase(state: LodgeState) -> LodgeState:
    """The same position after the build step."""
    return dataclasses.replace(state, progress=BUILT)


# --- where a dragged piece may go (what the table lights), read from legal_actions ----------


def room_targets(state: LodgeState, row: int, slot: int) -> list[tuple[int, int]]:
    """``(floor, column)`` where the room at display ``(row, slot)`` may be built now."""
    return [
        (a.floor, a.column)
        for a in GAME.legal_actions(state)
        if isinstance(a, BuildRoom) and (a.row, a.slot) == (row, slot)
    ]


def amenity_targets(state: LodgeState, slot: int) -> list[tuple[int, int]]:
    """Where the amenity in display ``slot`` may be built now."""
    return [
        (a.floor, a.column)
        for a in GAME.legal_actions(state)
        if isinstance(a, BuildAmenity) and a.slot == slot
    ]


def guest_targets(state: LodgeState, slot: int | None) -> list[tuple[int, int]]:
    """Rooms that can take the guest in display ``slot`` (``None``: the valet guest) now."""
    legal = GAME.legal_actions(state)
    if slot is None:
        return [(a.floor, a.column) for a in legal if isinstance(a, PlaceValetGuest)]
    return [
        (a.floor, a.column) for a in legal if isinstance(a, PlaceDisplayGuest) and a.slot == slot
    ]
