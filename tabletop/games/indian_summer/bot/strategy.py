"""Solo strategy for the bots: what a solo position is worth in the currency that decides
the game, covered spaces.

Ten turns are too few to cover 72 spaces one tile a turn, so the solo game is won by laying
two tiles a turn (mushroom, feather) and by squirrels. A treasure in hand is therefore
worth an extra tile (about four spaces) while turns remain to spend it as a main action,
and only the one space its squirrel covers at the end otherwise. Empty pockets too small
for any tile (fewer spaces than the smallest tile) can only take squirrels, so they cost.
"""

from __future__ import annotations

import functools

from ..components import components
from ..components.floor import neighbours
from ..components.shapes import parse_pattern
from ..state import ALT_MAINS, BEFORE_MAIN, BERRY, FEATHER, MUSHROOM, NUT, IndianSummerState

EXTRA_TILE = 3.5
"""A mushroom or feather kept for a later turn: an extra tile (about four spaces),
counted a little under so that spending it now looks better than holding it."""
PENDING_TILE = 5.0
"""A tile still to lay in this turn's mushroom or feather (a little above a treasure kept
for later, so the bot spends its treasures rather than hoarding them)."""
SQUIRREL = 1.0
"""A treasure that ends as a squirrel: one space."""
POCKET_PENALTY = 0.8
"""Each space of an empty pocket no tile can fill (beyond the squirrel it will need)."""
AREA_BONUS = 5.0
"""Reward for progress towards completing an Area (its tokens come to hand)."""
NUT_HOPE = 1.5
"""A lone nut may pair with a later one into a mushroom (an extra tile), so it is kept
rather than spent on a squirrel mid-game unless that squirrel completes an Area."""
BERRY_WORTH = 0.55
"""A berry in hand: half a nut, or a refill of the Player Path."""
AREA_POWER = 3.0
"""How steeply the Area bonus rises as the Area fills (most of it near completion)."""
TOKEN_SHARE = 0.5
"""A token on a hole counts this share of its worth in hand while its Area is empty,
rising to all of it as the Area fills."""


@functools.cache
def smallest_tile() -> int:
    """The fewest spaces a leaf tile covers."""
    return min(len(parse_pattern(t.pattern)[0]) for t in components().tiles.values())


def pockets(covered: int) -> list[int]:
    """The sizes of the connected empty regions of the floor (flood fill; the reference
    ``dead_spaces`` is tested against)."""
    empty = components().full & ~covered
    sizes = []
    while empty:
        region = empty & -empty
        while True:
            grown = (region | neighbours(region)) & empty
            if grown == region:
                break
            region = grown
        sizes.append(region.bit_count())
        empty &= ~region
    return sizes


@functools.cache
def _edge_columns() -> tuple[int, int]:
    cat = components()
    first = sum(cat.bit(r, 0) for r in range(cat.height))
    last = sum(cat.bit(r, cat.width - 1) for r in range(cat.height))
    return first, last


def dead_spaces(covered: int) -> int:
    """Empty spaces in pockets of one or two spaces (every tile covers at least three):
    only squirrels fit there. Bit-parallel, no flood fill: a lone space has no empty
    neighbour; a pocket of two is two neighbouring spaces with one empty neighbour each."""
    cat = components()
    first, last = _edge_columns()
    empty = cat.full & ~covered
    w = cat.width
    a = (empty >> 1) & ~last
    b = (empty << 1) & ~first
    c = empty >> w
    d = (empty << w) & cat.full
    anyone = a | b | c | d
    two = (a & b) | (a & c) | (a & d) | (b & c) | (b & d) | (c & d)
    single = empty & ~anyone
    one = empty & anyone & ~two
    pair = one & neighbours(one)
    return (single | pair).bit_count()


def mains_left(state: IndianSummerState) -> int:
    """Main actions still to come in this solo game, this turn's included if not taken."""
    solo = state.solo
    assert solo is not None
    turns = components().settings.solo.turns
    later = max(0, turns - solo.turn_no)
    return later + (1 if state.step.main == BEFORE_MAIN else 0)


def hand_value(
    treasures: tuple[int, int, int, int], mains: int, extra: float = EXTRA_TILE
) -> float:
    """Treasures in hand, in spaces: mushrooms and feathers become extra tiles (``extra``
    spaces each) while mains remain, pairs of nuts can be exchanged up into more; the rest
    end as squirrels."""
    b, n, m, f = treasures
    alt = min(m + f, mains)
    value = extra * alt + SQUIRREL * (m + f - alt)
    spare = mains - alt
    pairs = min(spare, n // 2)
    hope = NUT_HOPE if spare > pairs else 0.0
    value += extra * pairs + (SQUIRREL + hope) * (n - 2 * pairs)
    return value + BERRY_WORTH * b


def token_value(kind: int, mains: int, extra: float = EXTRA_TILE) -> float:
    """A token lying on a hole, once its Area is complete."""
    if kind in (MUSHROOM, FEATHER):
        return extra * 0.8 if mains > 1 else SQUIRREL
    if kind == NUT:
        return 1.3
    return 0.6 if kind == BERRY else 0.0


def solo_value(
    state: IndianSummerState, extra: float = EXTRA_TILE, token_share: float = TOKEN_SHARE
) -> float:
    """How good the solo position looks, in covered spaces (higher is better). ``extra``:
    what a mushroom or feather to come is worth; ``token_share``: how much of a token's
    worth counts while its Area is still empty (the greedy bot's weights by default; the
    planner's in ``plan_value``)."""
    cat = components()
    player = state.players[0]
    forest = player.forest
    covered = forest.covered
    mains = mains_left(state)
    value = float(covered.bit_count())
    value += hand_value(player.treasures, mains, extra)
    printed = cat.floors[forest.side].printed
    for mask in cat.areas:
        done = (covered & mask).bit_count()
        if done == 12:
            value += AREA_BONUS  # its tokens are in hand (counted there)
            continue
        share = token_share + (1 - token_share) * (done / 12) ** 2
        on_holes = forest.tokens & mask
        if on_holes:
            for kind in (BERRY, NUT, MUSHROOM, FEATHER):
                count = (printed[kind] & on_holes).bit_count()
                if count:
                    value += share * count * token_value(kind, mains, extra)
        value += AREA_BONUS * (done / 12) ** AREA_POWER
    value -= POCKET_PENALTY * dead_spaces(covered)
    if state.step.main in ALT_MAINS:
        value += PENDING_TILE * (2 - state.step.placed)
    value += 0.1 * len(player.path)
    return value


PLAN_EXTRA_TILE = 4.5
"""The planner's worth of a mushroom or feather to come (``solo_plan``): it looks to the end
of the game, so a treasure kept is spent later, not hoarded; measured against 3.5 on 48
deals (beam of 8, seeds 1-48)."""
PLAN_TOKEN_SHARE = 0.8
"""The planner's share of a token's worth while its Area is empty: the plan completes the
Areas it starts."""


def plan_value(state: IndianSummerState) -> float:
    """``solo_value`` with the planner's weights: how the beam ranks the positions of a
    turn."""
    return solo_value(state, PLAN_EXTRA_TILE, PLAN_TOKEN_SHARE)
