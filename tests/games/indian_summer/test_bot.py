"""The greedy bot's heuristic."""

from tabletop.engine import Config
from tabletop.engine.bots import GreedyBot, RandomBot, bot_move, bot_rng
from tabletop.games.indian_summer import GAME
from tabletop.games.indian_summer.bot import floor_value, isolated_gaps
from tabletop.games.indian_summer.components import components

from .helpers import forest


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
