"""The fast enumerations agree with the plain definitions they replace.

``placements`` skips or takes whole orientations by a bit test before testing placements
one by one; ``bits`` reads a mask a byte at a time; ``spots`` shifts one mask. Each is
checked here against the straightforward version on many floors.
"""

from __future__ import annotations

import random

from tabletop.games.indian_summer.components import components
from tabletop.games.indian_summer.components.shapes import bits, orientations, spots
from tabletop.games.indian_summer.rules.options import leaf_table, placements


def plain_bits(mask: int) -> list[int]:
    return [i for i in range(mask.bit_length()) if mask >> i & 1]


def test_bits_lists_every_set_bit_lowest_first() -> None:
    rng = random.Random(7)
    masks = [0, 1, 0xFF, 1 << 71, (1 << 72) - 1, (1 << 80) - 1, 1 << 95, (1 << 130) - 1]
    for _ in range(3000):
        mask = rng.getrandbits(rng.choice((8, 64, 72, 80, 100)))
        masks.append(mask & rng.getrandbits(100) if rng.random() < 0.5 else mask)
    for mask in masks:
        assert bits(mask) == plain_bits(mask), hex(mask)


def test_spots_masks_are_the_covered_squares() -> None:
    cat = components()
    for tile in list(cat.tiles.values())[:20]:
        for index, shape in enumerate(orientations(tile.pattern)):
            for spot in spots(tile.pattern, index, cat.width, cat.height):
                cells = [(spot.row + r, spot.col + c) for r, c in shape.cells]
                assert spot.mask == sum(1 << (r * cat.width + c) for r, c in cells)
                if shape.hole is not None:
                    r, c = spot.row + shape.hole[0], spot.col + shape.hole[1]
                    assert spot.hole_bit == 1 << (r * cat.width + c)
                else:
                    assert spot.hole_bit == 0


def test_placements_are_the_free_placements_in_table_order() -> None:
    cat = components()
    rng = random.Random(11)
    ids = list(cat.tiles)
    checked = 0
    for density in (0.0, 0.1, 0.3, 0.5, 0.7, 0.9):
        for _ in range(25):
            covered = sum(1 << b for b in range(cat.width * cat.height) if rng.random() < density)
            tiles = tuple(rng.choice(ids) for _ in range(rng.randrange(1, 5)))
            expected = [
                action
                for tile in dict.fromkeys(tiles)
                for mask, action in leaf_table(tile)
                if not mask & covered
            ]
            assert placements(covered, tiles) == expected
            checked += len(expected)
    assert checked > 1000
