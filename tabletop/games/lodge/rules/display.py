"""The three displays and their bags: the 4x4 room display with its end-of-turn refresh,
the guest display and the amenity display.

Room refresh (components document 4.8): when a row is empty or every room shown has one
colour, a display that is full and one colour is discarded, rooms fall straight down in
each column, and empty spaces fill from the bag, row 1 to row 4, left to right; this
repeats while it is still needed (at most ``max_refresh_passes`` times, and never once both
the bag and the discard pile are empty). An empty room bag takes the discard pile back.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator

from tabletop.engine import Rng

from ..components import components
from ..state import EMPTY, LodgeState, draw, evolve, merged, room_colour


def _columns() -> int:
    return components().constants.facts.display_columns


def _rows() -> int:
    return components().constants.facts.display_rows


def row_tiles(display: tuple[int, ...], row: int) -> tuple[int, ...]:
    """The spaces of one display row (row 1 = floor 1), ``EMPTY`` where there is none."""
    n = _columns()
    return display[(row - 1) * n : row * n]


def has_empty_row(display: tuple[int, ...]) -> bool:
    return any(all(t == EMPTY for t in row_tiles(display, r)) for r in range(1, _rows() + 1))


def is_one_colour(display: tuple[int, ...]) -> bool:
    """True when every room shown has the same colour (and there is at least one)."""
    colours = {room_colour(t) for t in display if t != EMPTY}
    return len(colours) == 1


@functools.lru_cache(maxsize=16384)
def needs_refresh(display: tuple[int, ...]) -> bool:
    """The end-of-turn trigger: an empty row, or a display all of one colour."""
    return has_empty_row(display) or is_one_colour(display)


def gravity(display: tuple[int, ...]) -> tuple[int, ...]:
    """Rooms slide straight down their column so no gap is left below a room."""
    n, rows = _columns(), _rows()
    out = [EMPTY] * len(display)
    for slot in range(n):
        tiles = [display[r * n + slot] for r in range(rows) if display[r * n + slot] != EMPTY]
        for r, tile in enumerate(tiles):
            out[r * n + slot] = tile
    return tuple(out)


def draw_room(
    bag: tuple[int, ...], discard: tuple[int, ...], rng: Rng
) -> tuple[int, tuple[int, ...], tuple[int, ...], Rng]:
    """A room from the bag (the discard pile goes back in when the bag is empty)."""
    if not bag:
        bag, discard = merged(bag, discard), ()
    if not bag:
        return EMPTY, bag, discard, rng
    tile, bag, rng = draw(bag, rng)
    return tile, bag, discard, rng


def refresh_passes(state: LodgeState) -> Iterator[LodgeState]:
    """The room display after each pass of its refresh, while its trigger holds (see the
    module notes); nothing when no refresh is due."""
    display, bag, discard, rng = state.room_display, state.room_bag, state.room_discard, state.rng
    passes = components().constants.proposed.max_refresh_passes
    while passes > 0 and needs_refresh(display):
        passes -= 1
        if is_one_colour(display) and EMPTY not in display:
            discard = merged(discard, display)
            display = (EMPTY,) * len(display)
        fallen = list(gravity(display))
        for i, tile in enumerate(fallen):
            if tile == EMPTY:
                fallen[i], bag, discard, rng = draw_room(bag, discard, rng)
        display = tuple(fallen)
        state = evolve(state, room_display=display, room_bag=bag, room_discard=discard, rng=rng)
        yield state
        if not bag and not discard:
            break


def refresh_rooms(state: LodgeState) -> LodgeState:
    """Refresh the room display while its trigger holds (see the module notes)."""
    passes = tuple(refresh_passes(state))
    return passes[-1] if passes else state


def discard_row(state: LodgeState, row: int) -> LodgeState:
    """Every room of display ``row`` goes to the discard pile (the refresh token)."""
    n = _columns()
    start = (row - 1) * n
    tiles = [t for t in state.room_display[start : start + n] if t != EMPTY]
    display = state.room_display[:start] + (EMPTY,) * n + state.room_display[start + n :]
    return evolve(state, room_display=display, room_discard=merged(state.room_discard, tiles))


def fill_guests(state: LodgeState) -> LodgeState:
    """Refill empty guest-display slots from the guest bag, left to right."""
    if not state.guest_bag or EMPTY not in state.guest_display:
        return state  # nothing to refill, or nothing to refill from
    display, bag, rng = list(state.guest_display), state.guest_bag, state.rng
    for i, guest in enumerate(display):
        if guest == EMPTY and bag:
            display[i], bag, rng = draw(bag, rng)
    return evolve(state, guest_display=tuple(display), guest_bag=bag, rng=rng)


def shared_guest_colour(state: LodgeState) -> bool:
    """True when one colour appears on every guest in the (non-empty) guest display."""
    return _shared_colour(state.guest_display)


@functools.lru_cache(maxsize=4096)
def _shared_colour(display: tuple[int, ...]) -> bool:
    guests = [components().guests[g] for g in display if g != EMPTY]
    if not guests:
        return False
    common = {guests[0].a, guests[0].b}
    for g in guests[1:]:
        common &= {g.a, g.b}
    return bool(common)


def refresh_guests(state: LodgeState) -> LodgeState:
    """Set the display's guests aside, draw a full new display, then bag the old ones."""
    old = [g for g in state.guest_display if g != EMPTY]
    state = evolve(state, guest_display=(EMPTY,) * len(state.guest_display))
    state = fill_guests(state)
    return evolve(state, guest_bag=merged(state.guest_bag, old))


def fill_amenities(state: LodgeState) -> LodgeState:
    """Refill empty amenity-display slots from the amenity stack (drawn at random)."""
    display, stack, rng = list(state.amenity_display), state.amenity_stack, state.rng
    for i, amenity in enumerate(display):
        if amenity == EMPTY and stack:
            display[i], stack, rng = draw(stack, rng)
    return evolve(state, amenity_display=tuple(display), amenity_stack=stack, rng=rng)
