"""Where tiles and guests may go in a lodge, and why a spot is refused.

Tiles (rooms and amenities): to the right of the elevator, on an empty space, touching a
tile already in the lodge, with a tile below unless on floor 1. Guests: into an empty room
of one of their two colours that has an empty room of the other colour next to it.
"""

from __future__ import annotations

import functools

from ..components import Guest, components
from ..state import (
    EMPTY,
    Lodge,
    _neighbour_table,
    neighbours,
    on_grid,
    room_colour,
    space,
    spaces,
)


def can_hold_tile(lodge: Lodge, index: int) -> bool:
    """True when a new tile may be built on space ``index``."""
    if lodge.is_built(index):
        return False
    width = components().width
    if index >= width and not lodge.is_built(index - width):
        return False
    return any(lodge.is_built(n) for n in neighbours(index))


def open_spaces(lodge: Lodge) -> list[int]:
    """Every space where a tile may be built now."""
    return list(_open_spaces(lodge.rooms, lodge.amenities))


def open_spaces_on(lodge: Lodge, floor: int) -> list[int]:
    """The spaces of ``floor`` where a room may be built now."""
    width = components().width
    start = (floor - 1) * width
    return [i for i in _open_spaces(lodge.rooms, lodge.amenities) if start <= i < start + width]


def open_columns(lodge: Lodge) -> dict[int, tuple[int, ...]]:
    """Per floor with an open space: the columns where a tile may be built now."""
    return _open_columns(lodge.rooms, lodge.amenities)


@functools.lru_cache(maxsize=16384)
def _open_columns(rooms: tuple[int, ...], amenities: tuple[int, ...]) -> dict[int, tuple[int, ...]]:
    width = components().width
    out: dict[int, list[int]] = {}
    for i in _open_spaces(rooms, amenities):
        out.setdefault(i // width + 1, []).append(i % width + 1)
    return {floor: tuple(columns) for floor, columns in out.items()}


@functools.lru_cache(maxsize=16384)
def _open_spaces(rooms: tuple[int, ...], amenities: tuple[int, ...]) -> tuple[int, ...]:
    """The open spaces of a lodge with these tiles (worked out once per layout): the
    rules of ``can_hold_tile`` on the whole grid at once."""
    c = components()
    width, table = c.width, _neighbour_table(c.floors, c.width)
    built = [r != EMPTY or a != EMPTY for r, a in zip(rooms, amenities)]
    out = []
    for i in spaces():
        if built[i] or (i >= width and not built[i - width]):
            continue
        for n in table[i]:
            if built[n]:
                out.append(i)
                break
    return tuple(out)


def tile_problem(lodge: Lodge, floor: int, column: int) -> str | None:
    """Why a tile may not be built at ``(floor, column)``; ``None`` when it may."""
    c = components()
    if column < 1:
        return "Everything in your lodge goes to the right of the elevator."
    if column > c.width:
        return f"Your lodge is only {c.width} spaces wide."
    if not 1 <= floor <= c.floors:
        return f"Your lodge has floors 1 to {c.floors} only."
    index = space(floor, column)
    if lodge.is_built(index):
        return "That space in your lodge is already built."
    if floor > 1 and not lodge.is_built(index - c.width):
        return f"A tile on floor {floor} needs a tile right below it."
    if not any(lodge.is_built(n) for n in neighbours(index)):
        return "A new tile must touch a tile already in your lodge (the elevator does not count)."
    return None


def has_partner(lodge: Lodge, index: int, colour: int) -> bool:
    """True when an empty room of ``colour`` is next to space ``index``."""
    for n in neighbours(index):
        tile = lodge.rooms[n]
        if tile != EMPTY and lodge.guests[n] == EMPTY and room_colour(tile) == colour:
            return True
    return False


def free_colours(lodge: Lodge) -> tuple[int, ...]:
    """Per space: the colour of an empty room there, or ``EMPTY``."""
    rooms = components().rooms
    return tuple(
        rooms[t] if t != EMPTY and g == EMPTY else EMPTY for t, g in zip(lodge.rooms, lodge.guests)
    )


def open_space_tuple(lodge: Lodge) -> tuple[int, ...]:
    """``open_spaces`` as the shared tuple (not to be changed)."""
    return _open_spaces(lodge.rooms, lodge.amenities)


def pair_spaces(lodge: Lodge) -> dict[tuple[int, int], tuple[int, ...]]:
    """Per pair of colours (smaller first), the rooms that can take a guest of that pair
    now: ``guest_spaces`` for every guest at once (the shared table, not to be changed)."""
    return _pair_spaces(lodge.rooms, lodge.guests)


def guest_spaces(lodge: Lodge, guest: Guest) -> list[int]:
    """Every room that can take ``guest`` now (both rooms of each matching pair)."""
    pair = (guest.a, guest.b) if guest.a < guest.b else (guest.b, guest.a)
    return list(_pair_spaces(lodge.rooms, lodge.guests).get(pair, ()))


@functools.lru_cache(maxsize=16384)
def _pair_spaces(
    rooms: tuple[int, ...], guests: tuple[int, ...]
) -> dict[tuple[int, int], tuple[int, ...]]:
    """For a lodge with these rooms and guests, per pair of colours (smaller first): the
    empty rooms of either colour next to an empty room of the other, in space order
    (worked out once per lodge, for every guest at once)."""
    colours = components().rooms
    c = components()
    table = _neighbour_table(c.floors, c.width)
    free = [colours[t] if t != EMPTY and g == EMPTY else EMPTY for t, g in zip(rooms, guests)]
    out: dict[tuple[int, int], list[int]] = {}
    for i, colour in enumerate(free):
        if colour == EMPTY:
            continue
        seen = []  # the other colours of empty rooms next to this one, each once
        for n in table[i]:
            other = free[n]
            if other != EMPTY and other != colour and other not in seen:
                seen.append(other)
                pair = (colour, other) if colour < other else (other, colour)
                out.setdefault(pair, []).append(i)
    return {pair: tuple(spots) for pair, spots in out.items()}


def guest_problem(lodge: Lodge, guest: Guest, floor: int, column: int) -> str | None:
    """Why ``guest`` may not go into the room at ``(floor, column)``; ``None`` if it may."""
    c = components()
    if not on_grid(floor, column):
        return "Guests go into rooms of your lodge, to the right of the elevator."
    index = space(floor, column)
    if lodge.rooms[index] == EMPTY:
        if lodge.amenities[index] != EMPTY:
            return "Guests stay in rooms, not in amenities."
        return "There is no room there yet."
    if lodge.guests[index] != EMPTY:
        return "That room already has a guest."
    colour = room_colour(lodge.rooms[index])
    wanted = f"{c.colour_word(guest.a)} and a {c.colour_word(guest.b)}"
    if colour not in (guest.a, guest.b):
        return f"This guest wants a {wanted} room; that room is {c.colour_word(colour)}."
    other = guest.b if colour == guest.a else guest.a
    if not has_partner(lodge, index, other):
        return (
            f"This guest needs an empty {c.colour_word(other)} room next to that "
            f"{c.colour_word(colour)} room."
        )
    return None
