"""Polyomino geometry: patterns, their distinct orientations, and where they fit on a floor.

A floor space is a bit: space ``(row, col)`` is bit ``row * width + col``. A shape placed
at an anchor is a bit mask, so "does it fit" is one ``&``. Orientations of a pattern (the
eight turns and flips, duplicates removed, hole included) are computed once per pattern and
shared; ``spots`` lists every anchor of one orientation on a board with its mask.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

Cell = tuple[int, int]


@dataclass(frozen=True)
class Orientation:
    """One way to lay a shape: its squares (row, col) from the top-left, and the hole."""

    cells: tuple[Cell, ...]
    hole: Cell | None
    height: int
    width: int


@dataclass(frozen=True)
class Spot:
    """An orientation at an anchor: the squares it covers as a mask, and the hole's bit."""

    row: int
    col: int
    mask: int
    hole_bit: int


def parse_pattern(pattern: str) -> tuple[tuple[Cell, ...], Cell | None]:
    """Squares and hole of a pattern such as ``"o#/#."`` (``#`` leaf, ``o`` hole)."""
    cells: list[Cell] = []
    hole: Cell | None = None
    for r, line in enumerate(pattern.split("/")):
        for c, ch in enumerate(line):
            if ch in "#o":
                cells.append((r, c))
            if ch == "o":
                if hole is not None:
                    raise ValueError(f"pattern {pattern!r} has more than one hole")
                hole = (r, c)
            elif ch not in "#.":
                raise ValueError(f"pattern {pattern!r} has an unknown mark {ch!r}")
    if not cells:
        raise ValueError(f"pattern {pattern!r} is empty")
    return tuple(sorted(cells)), hole


def _normalise(cells: list[Cell], hole: Cell | None) -> Orientation:
    r0 = min(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    moved = tuple(sorted((r - r0, c - c0) for r, c in cells))
    new_hole = (hole[0] - r0, hole[1] - c0) if hole is not None else None
    height = 1 + max(r for r, _ in moved)
    width = 1 + max(c for _, c in moved)
    return Orientation(moved, new_hole, height, width)


def _turn(cell: Cell) -> Cell:
    """A quarter turn clockwise."""
    return (cell[1], -cell[0])


def _flip(cell: Cell) -> Cell:
    """A mirror image left to right."""
    return (cell[0], -cell[1])


def transform(orientation: Orientation, turns: int, flip: bool) -> Orientation:
    """``orientation`` flipped (first, if asked) and then turned ``turns`` quarter turns."""
    cells = list(orientation.cells)
    hole = orientation.hole
    if flip:
        cells = [_flip(c) for c in cells]
        hole = _flip(hole) if hole is not None else None
    for _ in range(turns % 4):
        cells = [_turn(c) for c in cells]
        hole = _turn(hole) if hole is not None else None
    return _normalise(cells, hole)


@functools.cache
def orientations(pattern: str) -> tuple[Orientation, ...]:
    """The distinct orientations of a pattern, hole included, in a fixed order."""
    cells, hole = parse_pattern(pattern)
    base = _normalise(list(cells), hole)
    out: list[Orientation] = []
    for flip in (False, True):
        for turns in range(4):
            candidate = transform(base, turns, flip)
            if candidate not in out:
                out.append(candidate)
    return tuple(out)


def turned(pattern: str, index: int, turns: int = 1) -> int:
    """The orientation index after turning orientation ``index`` clockwise (for R)."""
    options = orientations(pattern)
    return options.index(transform(options[index], turns, False))


def flipped(pattern: str, index: int) -> int:
    """The orientation index after flipping orientation ``index`` over (for F)."""
    options = orientations(pattern)
    return options.index(transform(options[index], 0, True))


@functools.cache
def spots(pattern: str, index: int, width: int, height: int) -> tuple[Spot, ...]:
    """Every anchor of orientation ``index`` that keeps the shape on a ``width × height``
    board, with its mask; anchors in reading order."""
    shape = orientations(pattern)[index]
    base = sum(1 << (r * width + c) for r, c in shape.cells)  # the shape at anchor (0, 0)
    hole = 0 if shape.hole is None else 1 << (shape.hole[0] * width + shape.hole[1])
    return tuple(
        Spot(row, col, base << shift, hole << shift)
        for row in range(height - shape.height + 1)
        for col in range(width - shape.width + 1)
        for shift in (row * width + col,)
    )


@functools.cache
def spot_at(pattern: str, index: int, row: int, col: int, width: int, height: int) -> Spot | None:
    """The spot of orientation ``index`` anchored at (row, col), or ``None`` if off the board."""
    options = orientations(pattern)
    if not 0 <= index < len(options):
        return None
    shape = options[index]
    if row < 0 or col < 0 or row + shape.height > height or col + shape.width > width:
        return None
    for spot in spots(pattern, index, width, height):
        if spot.row == row and spot.col == col:
            return spot
    return None


def bits(mask: int) -> list[int]:
    """The set bits of ``mask``, lowest first (a byte at a time, from a table)."""
    out: list[int] = []
    for table in BYTE_BITS:
        if not mask:
            break
        out += table[mask & 0xFF]
        mask >>= 8
    else:
        shift = 8 * len(BYTE_BITS)
        while mask:  # beyond the table: a bit at a time
            low = mask & -mask
            out.append(shift + low.bit_length() - 1)
            mask ^= low
    return out


BYTE_BITS = tuple(
    tuple(tuple(8 * k + i for i in range(8) if byte >> i & 1) for byte in range(256))
    for k in range(10)
)
"""``BYTE_BITS[k][byte]``: the bit numbers set in ``byte`` when it is byte ``k`` of a mask
(80 bits: a floor of 8 × 9 spaces and room to spare)."""
