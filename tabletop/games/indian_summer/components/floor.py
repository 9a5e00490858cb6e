"""The forest floor as bit masks: the spaces next to others, the treasures printed under
them, the Areas complete, and where a leaf tile or an animal fits (no state: what laying a
piece does is ``turn/lay.py``; a floor's empty spaces and free holes are ``state``'s)."""

from __future__ import annotations

import functools
from collections.abc import Iterator

from .catalogue import components
from .shapes import Spot, orientations, spots


@functools.cache
def _edges() -> tuple[int, int]:
    cat = components()
    first = last = 0
    for r in range(cat.height):
        first |= cat.bit(r, 0)
        last |= cat.bit(r, cat.width - 1)
    return first, last


def neighbours(mask: int) -> int:
    """The spaces next to (left, right, above, below) any space of ``mask``."""
    cat = components()
    first, last = _edges()
    w = cat.width
    return (((mask >> 1) & ~last) | ((mask << 1) & ~first) | (mask >> w) | (mask << w)) & cat.full


def printed_kind(side: str, bit: int) -> int | None:
    """The treasure printed under the space ``bit`` (a one-bit mask), or ``None``."""
    for kind, mask in enumerate(components().floors[side].printed):
        if mask & bit:
            return kind
    return None


def count_printed(side: str, mask: int) -> tuple[int, int, int, int]:
    """How many of each treasure are printed under the spaces of ``mask``."""
    p = components().floors[side].printed
    return (
        (p[0] & mask).bit_count(),
        (p[1] & mask).bit_count(),
        (p[2] & mask).bit_count(),
        (p[3] & mask).bit_count(),
    )


def complete_areas(covered: int) -> tuple[int, ...]:
    """Indices of the Areas whose 12 spaces are all covered."""
    return tuple(i for i, m in enumerate(components().areas) if covered & m == m)


def leaf_spots(covered: int, pattern: str) -> Iterator[tuple[int, Spot]]:
    """Every (orientation, spot) where a tile of ``pattern`` lies on empty spaces only."""
    cat = components()
    for index in range(len(orientations(pattern))):
        for spot in spots(pattern, index, cat.width, cat.height):
            if not spot.mask & covered:
                yield index, spot


def fits(covered: int, pattern: str) -> bool:
    """True if a tile of ``pattern`` fits somewhere on the floor."""
    return next(leaf_spots(covered, pattern), None) is not None


def animal_spots(holes: int, shape: str) -> Iterator[tuple[int, Spot]]:
    """Every (orientation, spot) where an animal of ``shape`` covers only ``holes``."""
    cat = components()
    size = len(orientations(shape)[0].cells)
    if holes.bit_count() < size:
        return
    for index in range(len(orientations(shape))):
        for spot in spots(shape, index, cat.width, cat.height):
            if spot.mask & holes == spot.mask:
                yield index, spot
