"""The greedy bot's heuristic, multiplayer and solo."""

import dataclasses

from tabletop.engine import Config
from tabletop.engine.bots import GreedyBot, RandomBot, bot_move, bot_rng
from tabletop.games.indian_summer import GAME
from tabletop.games.indian_summer.bot.strategy import (
    dead_spaces,
    hand_value,
    pockets,
    smallest_tile,
    solo_value,
)
from tabletop.games.indian_summer.bot.value import floor_value, isolated_gaps
from tabletop.games.indian_summer.components import components

from .helpers import EMPTY, extra_side, forest, new, set_player


def test_isolated_single_gaps_are_found():
    floor = forest(
        "S1a",
        """
        .#######
        ########
        ####.###
        ###..###
        ########
        ########
        ########
        ########
        #######.""",
    )
    bit = components().bit
    assert isolated_gaps(floor.covered) == bit(0, 0) | bit(8, 7)


def test_more_cover_and_fewer_gaps_look_better():
    cat = components()
    row = sum(cat.bit(0, c) for c in range(8))
    gappy = sum(cat.bit(0, c) for c in range(8) if c != 1) | cat.bit(1, 1)
    assert floor_value(row | cat.bit(1, 0), 0) > floor_value(row, 0)
    assert floor_value(row | cat.bit(1, 0), 0) > floor_value(gappy, 0)
    assert floor_value(row, cat.bit(0, 0)) > floor_value(row, 0)  # a token on a hole


def test_greedy_bots_finish_a_four_player_game_ahead_of_random_bots():
    config = Config.default(4, seed=3)
    state = GAME.new(config)
    bots = [GreedyBot(GAME, 0), RandomBot(), GreedyBot(GAME, 2), RandomBot()]
    rngs = [bot_rng(3, s) for s in range(4)]
    for _ in range(3000):
        seat = GAME.actor(state)
        if seat is None:
            break
        state = GAME.apply(state, bot_move(GAME, state, bots[seat], rngs[seat]))
    assert GAME.is_over(state)
    ranks = GAME.result(state).ranks
    assert min(ranks[0], ranks[2]) == 1


# --- the solo heuristic (issue #15) -------------------------------------------------------

BLANK_ROWS = ("........",) * 9


def _solo(side: str, floor: str, path: tuple[str, ...], treasures=(0, 0, 0, 0)):
    state = new(players=1, sides=(side,), mode="solo")
    return set_player(state, 0, floor=forest(side, floor), path=path, treasures=treasures)


def _greedy_choice(state):
    bot = GreedyBot(GAME, 0)
    return bot.choose(GAME.view(state, 0), GAME.legal_actions(state), bot_rng(1, 0))


def test_dead_spaces_are_pockets_too_small_for_any_tile():
    assert smallest_tile() == 3
    floor = forest(
        "S1a",
        """
        .#######
        ########
        ##..####
        ########
        ###...##
        ########
        #######.
        ######.#
        ####..##""",
    )
    # the lone corner, the pocket of two on row 2 and the pair at the bottom right are
    # dead; the diagonal pair (6,7)/(7,6) is two lone spaces; the row of three is not dead
    assert dead_spaces(floor.covered) == 1 + 2 + 2 + 2
    assert sorted(pockets(floor.covered)) == [1, 1, 1, 2, 2, 3]


def test_greedy_solo_bot_fills_the_pocket_its_tile_fits_exactly():
    with extra_side("T0", BLANK_ROWS) as side:
        floor = """
            ########
            ########
            ##...###
            ########
            ########
            ###....#
            ########
            ########
            ########"""
        state = _solo(side, floor, ("G01",))
        action = _greedy_choice(state)
        assert action.kind == "place_leaf"
        after = GAME.apply(state, action)
        # the three-space pocket is filled; the four-space one is left whole, not split
        # into a dead single space
        assert dead_spaces(after.players[0].forest.covered) == 0
        assert action.row == 2


def test_greedy_solo_bot_spends_a_mushroom_for_two_tiles_early():
    with extra_side("T0", BLANK_ROWS) as side:
        state = _solo(side, EMPTY, ("G01", "Y01"), treasures=(0, 0, 1, 0))
        assert any(a.kind == "mushroom" for a in GAME.legal_actions(state))
        assert _greedy_choice(state).kind == "mushroom"


def test_treasures_are_worth_extra_tiles_only_while_turns_remain():
    mushroom = (0, 0, 1, 0)
    assert hand_value(mushroom, mains=3) > 3 * hand_value(mushroom, mains=0)
    assert hand_value((0, 4, 0, 0), mains=2) > hand_value((0, 4, 0, 0), mains=0)
    assert hand_value(mushroom, mains=0) == hand_value((0, 0, 0, 1), mains=0)


def test_solo_heuristic_prefers_more_cover_and_no_dead_space():
    with extra_side("T0", BLANK_ROWS) as side:
        state = _solo(side, EMPTY, ())
        cat = components()
        row = sum(cat.bit(0, c) for c in range(8))
        split = row & ~cat.bit(0, 1)  # a dead space at (0, 1) between (0, 0) and (0, 2)
        split |= cat.bit(1, 0) | cat.bit(1, 1) | cat.bit(1, 2)
        more = row | cat.bit(1, 0)

        def value(covered):
            forest_ = dataclasses.replace(state.players[0].forest, covered=covered)
            return solo_value(set_player(state, 0, floor=forest_))

        assert value(more) > value(row)
        assert value(row | cat.bit(1, 0) | cat.bit(1, 1)) > value(split) - 0.5
        assert dead_spaces(split) == 1
