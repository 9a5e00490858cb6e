"""Orientations of leaf tiles and a perft-style count of legal placements."""

from tabletop.games.indian_summer.actions import PlaceLeaf
from tabletop.games.indian_summer.components import components
from tabletop.games.indian_summer.components.shapes import (
    flipped,
    orientations,
    parse_pattern,
    turned,
)
from tabletop.games.indian_summer.rules import legal_actions
from tabletop.games.indian_summer.rules.options import placements

from .helpers import at_turn, forest, new, set_player

PICTURE = """
##......
##..o#..
...###..
.s......
......##
#.......
..####..
..#o#...
........
"""


def test_orientation_counts_count_the_hole():
    assert len(orientations("o##")) == 4  # a line with the hole at one end
    assert len(orientations("#o#")) == 2  # hole in the middle: symmetric
    assert len(orientations("o#/#.")) == 4  # the corner hole sits on the mirror line
    assert len(orientations("#o/#.")) == 8  # hole on an arm: no symmetry left
    assert len(orientations(".#./#o#/.#.")) == 1
    assert len(orientations("o####")) == 4


def test_turn_and_flip_move_between_orientations():
    pattern = "#o/#."
    index = 0
    for _ in range(4):
        index = turned(pattern, index)
    assert index == 0
    assert flipped(pattern, flipped(pattern, 3)) == 3
    assert turned(pattern, 0) != 0


def test_every_orientation_is_distinct_and_keeps_its_hole():
    for tile in components().tiles.values():
        options = orientations(tile.pattern)
        assert len(set(options)) == len(options)
        size = len(parse_pattern(tile.pattern)[0])
        assert all(o.hole in o.cells and len(o.cells) == size for o in options)


def _brute_force(covered: set[tuple[int, int]], pattern: str) -> int:
    """Placements counted the slow way: all 8 transforms, de-duplicated, every shift."""
    cells, hole = parse_pattern(pattern)
    seen = set()
    for flip in (False, True):
        shape = [(r, -c if flip else c) for r, c in cells]
        h = (hole[0], -hole[1] if flip else hole[1])
        for _ in range(4):
            shape = [(c, -r) for r, c in shape]
            h = (h[1], -h[0])
            r0, c0 = min(r for r, _ in shape), min(c for _, c in shape)
            seen.add((frozenset((r - r0, c - c0) for r, c in shape), (h[0] - r0, h[1] - c0)))
    count = 0
    for cells_set, _ in seen:
        for dr in range(9):
            for dc in range(8):
                moved = {(r + dr, c + dc) for r, c in cells_set}
                if all(r < 9 and c < 8 for r, c in moved) and not moved & covered:
                    count += 1
    return count


def test_perft_placements_on_an_empty_floor():
    state = new(2)
    assert len(placements(0, ("G01",))) == 220  # o## : 2 x 54 lying + 2 x 56 standing
    assert len(placements(0, ("R28",))) == 42  # the plus sign: 7 x 6 anchors
    assert len(placements(0, ("Y05",))) == 4 * 8 * 7
    assert state.players[0].forest.covered == 0


def test_perft_placements_on_a_fixed_floor():
    floor = forest("S1a", PICTURE)
    covered = {(r, c) for r in range(9) for c in range(8) if floor.covered >> (r * 8 + c) & 1}
    counts = {
        tile: len(placements(floor.covered, (tile,))) for tile in ("G13", "Y21", "R10", "R28")
    }
    assert counts == {
        tile: _brute_force(covered, components().tiles[tile].pattern) for tile in counts
    }
    assert counts == {"G13": 174, "Y21": 105, "R10": 25, "R28": 4}


def test_perft_whole_turn_on_a_fixed_floor():
    state = set_player(
        at_turn(new(2), 0),
        0,
        floor=forest("S1a", PICTURE),
        path=("G13", "Y21", "R10", "R28", "G14"),
    )
    actions = legal_actions(state)
    leaves = [a for a in actions if isinstance(a, PlaceLeaf)]
    # G14 has the same shape as G13: its placements are offered under its own id
    assert len(leaves) == 174 + 105 + 25 + 4 + 174
    empty = 72 - state.players[0].forest.covered.bit_count()
    # squirrels and nut squirrels on every empty space, a mushroom, a berry, three exchanges
    assert len(actions) == len(leaves) + 2 * empty + 1 + 1 + 3


def test_perft_all_75_tiles_on_the_bench_floor():
    from tabletop.games.indian_summer.rules.perf import MIDGAME, placement_rate

    tiles = tuple(components().tiles)
    assert len(placements(MIDGAME & components().full, tiles)) == 6588
    rate, count = placement_rate(budget=0.01)
    assert count == 6588 and rate > 0
