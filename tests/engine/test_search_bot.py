"""The search bot: legal, seeded, sees only its view, and stronger than random play."""

import random

from tabletop.engine import Config
from tabletop.engine.bots import RandomBot, bot_move, bot_rng, make_bot
from tabletop.engine.bots.search import LEVELS, SearchBot
from tests.toygame import GAME


def play(bots, seed, players=2):
    state = GAME.new(Config.default(players, seed=seed))
    rngs = [bot_rng(seed, s) for s in range(players)]
    log = []
    while GAME.actor(state) is not None:
        seat = GAME.actor(state)
        action = bot_move(GAME, state, bots[seat], rngs[seat])
        assert GAME.check(state, action) is None
        log.append(action)
        state = GAME.apply(state, action)
    return state, log


def test_levels_exist_and_make_bot_builds_them():
    assert set(LEVELS) == {"easy", "normal", "hard"}
    for level in LEVELS:
        assert isinstance(make_bot(level, GAME, 0), SearchBot)


def test_search_bot_only_plays_legal_moves_and_is_repeatable():
    _, first = play([make_bot("easy", GAME, 0), make_bot("easy", GAME, 1)], seed=3)
    _, again = play([make_bot("easy", GAME, 0), make_bot("easy", GAME, 1)], seed=3)
    assert first == again


def test_search_bot_sees_only_its_view():
    seen = []

    class Spy(SearchBot):
        def _iterate(self, view, action, rng):
            seen.append(view)
            return super()._iterate(view, action, rng)

    state = GAME.new(Config.default(2, seed=2))
    bot = Spy(GAME, 0, "easy")
    bot.choose(GAME.view(state, 0), GAME.legal_actions(state), random.Random(0))
    assert seen and all(v.hands[1] == (0, 0) and v.rng != state.rng for v in seen)


def test_search_bot_beats_random_play():
    wins = 0
    for seed in range(16):
        state, _ = play([make_bot("easy", GAME, 0), RandomBot()], seed)
        wins += GAME.result(state).ranks[0] == 1
    assert wins >= 10
