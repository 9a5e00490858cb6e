"""Lodge's state: plain frozen data, the RNG inside, components referred to by number.

A lodge is a grid of ``floors x width`` spaces to the right of the elevator; space
``(floor, column)`` (both counted from 1; column 0 would be the elevator) is stored at index
``(floor - 1) * width + (column - 1)`` of three parallel tuples: the room tile, the
amenity and the guest in that space (``EMPTY`` when none). Bags and the amenity stack are
kept sorted and drawn from at random, so their order is never a secret.
"""

from __future__ import annotations

import functools
from collections import Counter
from dataclasses import dataclass

from tabletop.engine import Rng
from tabletop.engine.evolve import evolve, put  # noqa: F401 (part of this module's API)
from tabletop.engine.phases import Step, TurnPlan, TurnProgress

from .components import components

EMPTY = -1

BUILD = "build"
"""Phase: the player must build a room or an amenity."""
GUESTS = "guests"
"""Phase: the player may place guests, then ends the turn."""
VALET = "valet"
"""Phase: the player placed their valet guest and picks a new one from the display."""
OVER = "over"
"""Phase: the game is over."""

PLAN = TurnPlan(
    steps=(
        Step("build"),
        Step("display_guest", after=("build",), optional=True),
        Step("valet_guest", after=("build",), optional=True),
        Step("new_valet", after=("valet_guest",), optional=True),
    ),
    free=("refresh",),
)
"""The declared shape of a turn. ``build``: one room or one amenity (or, when nothing
fits, a room discarded from the display, or nothing to do). Then, in either order and
each at most once, ``display_guest`` and ``valet_guest``; ``new_valet`` (a guest chosen
from the display for the empty valet) comes right after the valet guest; when the display
has no guest to choose, ``new_valet`` is taken with the valet guest (nothing to choose).
``refresh``: the refresh token, or refreshing guests of one shared colour, at any time of
the turn (a free step: never recorded). The state stores the turn's ``TurnProgress``."""

GUESTS_TRIGGER = "guests"
"""End trigger (the rulebook's): a lodge holds the end-trigger number of guests."""
LODGE_FULL = "lodge full"
"""End fallback (our own): a lodge has no empty space left."""
SUPPLY_OUT = "supply out"
"""End fallback (our own): no room tile is left in the display, the bag or the discards."""
TURN_LIMIT = "turn limit"
"""End of a solo game (our own design): the turn limit is reached."""
TRIGGERS = (GUESTS_TRIGGER, LODGE_FULL, SUPPLY_OUT, TURN_LIMIT)
"""In order of precedence when several fire on the same turn."""


@dataclass(frozen=True)
class Lodge:
    """One player's lodge, valet and refresh token."""

    rooms: tuple[int, ...]
    amenities: tuple[int, ...]
    guests: tuple[int, ...]
    valet: int
    refresh_tokens: int
    turns: int = 0

    def is_built(self, space: int) -> bool:
        return self.rooms[space] != EMPTY or self.amenities[space] != EMPTY

    def tile_count(self) -> int:
        return sum(1 for r, a in zip(self.rooms, self.amenities) if r != EMPTY or a != EMPTY)

    def guest_count(self) -> int:
        return sum(1 for g in self.guests if g != EMPTY)

    def is_full(self) -> bool:
        """Every space built (``tile_count() == len(rooms)``, stopping at the first gap)."""
        return all(r != EMPTY or a != EMPTY for r, a in zip(self.rooms, self.amenities))


@dataclass(frozen=True)
class LodgeState:
    """The whole table. ``room_display[(row - 1) * columns + slot]``; row 1 = floor 1."""

    mode: str
    players: int
    first: int
    current: int
    lodges: tuple[Lodge, ...]
    room_display: tuple[int, ...]
    room_bag: tuple[int, ...]
    room_discard: tuple[int, ...]
    guest_display: tuple[int, ...]
    guest_bag: tuple[int, ...]
    amenity_display: tuple[int, ...]
    amenity_stack: tuple[int, ...]
    amenity_discard: tuple[int, ...]
    progress: TurnProgress
    """The steps of ``PLAN`` taken this turn, in the order they were taken."""
    over: bool
    """True once the game is over (the round after an end trigger completed)."""
    ended_by: str
    """The end trigger that fired (``GUESTS_TRIGGER``, ``LODGE_FULL``, ``SUPPLY_OUT`` or
    ``TURN_LIMIT``), or ``""`` while none has: the game then runs to the end of the round."""
    rng: Rng

    @property
    def lodge(self) -> Lodge:
        """The lodge of the player whose turn it is."""
        return self.lodges[self.current]

    @property
    def solo(self) -> bool:
        return self.mode == "solo"

    @property
    def end_triggered(self) -> bool:
        """True once an end trigger fired (the round is being played out)."""
        return bool(self.ended_by)

    @property
    def phase(self) -> str:
        """Where the turn stands in one word, read from ``progress``: ``BUILD`` (nothing
        built yet), ``VALET`` (the valet guest placed, a new valet to choose now),
        ``GUESTS`` (guests may be placed, the turn may end) or ``OVER``."""
        return _phase_of(self.progress, self.over)

    @property
    def display_guest_placed(self) -> bool:
        """A guest from the display was placed this turn."""
        return self.progress.has("display_guest")

    @property
    def valet_guest_placed(self) -> bool:
        """The valet's guest was placed this turn."""
        return self.progress.has("valet_guest")


@functools.lru_cache(maxsize=64)
def _phase_of(progress: TurnProgress, over: bool) -> str:
    if over:
        return OVER
    if not progress.has("build"):
        return BUILD
    if progress.has("valet_guest") and not progress.has("new_valet"):
        return VALET
    return GUESTS


def migrate_position(data: dict) -> dict:
    """A position written before the state stored its ``TurnProgress`` (a ``phase`` word
    and two ``*_guest_placed`` flags) in the current shape; a current one unchanged. The
    old shape did not record the order of the two guest steps: the display guest is put
    first, which the rules treat the same."""
    if "progress" in data or "phase" not in data:
        return data
    old = dict(data)
    phase = old.pop("phase")
    display = bool(old.pop("display_guest_placed", False))
    valet = bool(old.pop("valet_guest_placed", False))
    taken: list[str] = []
    if phase != BUILD:
        taken.append("build")
        if display:
            taken.append("display_guest")
        if valet:
            taken.append("valet_guest")
            if phase != VALET:
                taken.append("new_valet")  # chosen (or nothing left to choose from)
    if phase == OVER:
        taken = []
    old["progress"] = {"taken": taken}
    old["over"] = phase == OVER
    return old


# --- the grid --------------------------------------------------------------------------------


def space(floor: int, column: int) -> int:
    """The index of lodge space ``(floor, column)``."""
    return (floor - 1) * components().width + (column - 1)


def floor_of(index: int) -> int:
    return index // components().width + 1


def column_of(index: int) -> int:
    return index % components().width + 1


def on_grid(floor: int, column: int) -> bool:
    c = components()
    return 1 <= floor <= c.floors and 1 <= column <= c.width


@functools.cache
def _neighbour_table(floors: int, width: int) -> tuple[tuple[int, ...], ...]:
    table = []
    for index in range(floors * width):
        f, col = index // width + 1, index % width + 1
        out = []
        for df, dc in ((0, -1), (0, 1), (-1, 0), (1, 0)):
            nf, nc = f + df, col + dc
            if 1 <= nf <= floors and 1 <= nc <= width:
                out.append((nf - 1) * width + nc - 1)
        table.append(tuple(out))
    return tuple(table)


def neighbours(index: int) -> tuple[int, ...]:
    """Spaces orthogonally next to ``index`` inside the grid (the elevator never counts)."""
    c = components()
    return _neighbour_table(c.floors, c.width)[index]


def spaces() -> range:
    c = components()
    return range(c.floors * c.width)


def display_index(row: int, slot: int) -> int:
    return (row - 1) * components().constants.facts.display_columns + slot


# --- small helpers for frozen updates --------------------------------------------------------


def with_lodge(state: LodgeState, seat: int, lodge: Lodge) -> LodgeState:
    return evolve(state, lodges=put(state.lodges, seat, lodge))


def room_colour(tile: int) -> int:
    return components().rooms[tile]


def draw(bag: tuple[int, ...], rng: Rng) -> tuple[int, tuple[int, ...], Rng]:
    """One item drawn at random from a sorted bag: (item, rest of the bag, next rng)."""
    i, rng = rng.below(len(bag))
    return bag[i], bag[:i] + bag[i + 1 :], rng


def merged(bag: tuple[int, ...], items) -> tuple[int, ...]:
    """A sorted bag with ``items`` put in."""
    return tuple(sorted(bag + tuple(items)))


def conserved(state: LodgeState) -> tuple:
    """Every room tile, guest and amenity, wherever it is: never created or lost."""
    rooms = Counter(state.room_display + state.room_bag + state.room_discard)
    guests = Counter(state.guest_display + state.guest_bag)
    amenities = Counter(state.amenity_display + state.amenity_stack + state.amenity_discard)
    for lodge in state.lodges:
        rooms.update(lodge.rooms)
        guests.update(lodge.guests + (lodge.valet,))
        amenities.update(lodge.amenities)
    return tuple(
        tuple(sorted((k, v) for k, v in counter.items() if k != EMPTY))
        for counter in (rooms, guests, amenities)
    )
