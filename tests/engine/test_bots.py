import random

from tabletop.engine import Config
from tabletop.engine.bots import GreedyBot, RandomBot, bot_move, bot_rng, make_bot
from tests.toygame import GAME, Play


def test_bots_only_choose_legal_actions_and_are_seeded():
    for level in ("random", "greedy"):
        for seed in range(5):
            state = GAME.new(Config.default(3, seed=seed))
            bots = [make_bot(level, GAME, s) for s in range(3)]
            rngs = [bot_rng(seed, s) for s in range(3)]
            log = []
            while GAME.actor(state) is not None:
                seat = GAME.actor(state)
                action = bot_move(GAME, state, bots[seat], rngs[seat])
                assert GAME.check(state, action) is None
                log.append(action)
                state = GAME.apply(state, action)
            # the same seed gives the same choices
            state2 = GAME.new(Config.default(3, seed=seed))
            rngs = [bot_rng(seed, s) for s in range(3)]
            for action in log:
                seat = GAME.actor(state2)
                assert bot_move(GAME, state2, bots[seat], rngs[seat]) == action
                state2 = GAME.apply(state2, action)


def test_greedy_plays_its_highest_card():
    state = GAME.new(Config.default(2, seed=4))
    state = state.__class__(**{**state.__dict__, "drew": True})
    action = GreedyBot(GAME, 0).choose(
        GAME.view(state, 0), GAME.legal_actions(state), random.Random(1)
    )
    assert action == Play(max(state.hands[0]))


def test_bots_see_only_the_view():
    seen = []

    class Spy(RandomBot):
        def choose(self, view, legal, rng):
            seen.append(view)
            return super().choose(view, legal, rng)

    state = GAME.new(Config.default(2, seed=1))
    bot_move(GAME, state, Spy(), random.Random(0))
    assert seen[0].hands[1] == (0, 0) and seen[0].rng != state.rng


def test_greedy_beats_random_more_often_than_not():
    wins = 0
    for seed in range(40):
        state = GAME.new(Config.default(2, seed=seed))
        bots = [GreedyBot(GAME, 0), RandomBot()]
        rngs = [bot_rng(seed, 0), bot_rng(seed, 1)]
        while GAME.actor(state) is not None:
            seat = GAME.actor(state)
            state = GAME.apply(state, bot_move(GAME, state, bots[seat], rngs[seat]))
        wins += GAME.result(state).ranks[0] == 1
    assert wins >= 20


def test_explain_choice_names_the_move_and_a_reason_in_one_line():
    from tabletop.engine.bots import explain_choice

    state = GAME.new(Config.default(2, seed=4))
    state = state.__class__(**{**state.__dict__, "drew": True})
    best = Play(max(state.hands[0]))
    line = explain_choice(GAME, GAME.view(state, 0), best, 0)
    assert line == (
        f"Plays {best.card}: the best-looking move "
        f"(about {best.card:.1f} points better by the bot's estimate)"
    )
    assert "\n" not in line
