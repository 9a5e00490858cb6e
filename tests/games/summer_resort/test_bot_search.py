"""Summer Resort's own search for the hard level (issue #15): in the last rounds its
playouts run to the end of the game and score the real result; earlier, and at the other
levels, the shared search decides as before. The clock is a fake (no timed test)."""

import random

from tabletop.engine import Config
from tabletop.engine.bots import GreedyBot, make_bot
from tabletop.engine.bots.search import SearchBot
from tabletop.games.summer_resort import GAME
from tabletop.games.summer_resort.bot import heuristic
from tabletop.games.summer_resort.bot_search import END_TURNS, FINISH, SummerResortSearch

FROZEN = lambda: 0.0  # noqa: E731 - a clock that never moves: the budget alone stops


def greedy_until(round_: int, seed: int = 1):
    """A two-player game played by greedy bots up to the start of ``round_``'s decisions."""
    state = GAME.new(Config.default(2, seed=seed))
    bots = [GreedyBot(GAME, 0), GreedyBot(GAME, 1)]
    rng = random.Random(seed)
    while state.round < round_:
        seat = GAME.actor(state)
        state = GAME.advance(
            state, bots[seat].choose(GAME.view(state, seat), GAME.legal_actions(state), rng)
        )
    return state


def greedy_to_end(state):
    """Both seats greedily (every legal move, the heuristic's best, the first of equals)."""
    while GAME.actor(state) is not None:
        seat = GAME.actor(state)
        best, best_score = None, None
        for action in GAME.legal_actions(state):
            after = GAME.advance(state, action)
            score = heuristic(after, seat)
            if best_score is None or score > best_score:
                best, best_score = after, score
        state = best
    return state


def test_make_bot_gives_hard_this_search_and_leaves_the_other_levels_shared():
    assert isinstance(make_bot("hard", GAME, 0), SummerResortSearch)
    for level in ("easy", "normal"):
        bot = make_bot(level, GAME, 0)
        assert isinstance(bot, SearchBot) and not isinstance(bot, SummerResortSearch)


def test_before_the_last_rounds_the_lookahead_is_the_shared_one():
    state = greedy_until(GAME.new(Config.default(2)).rounds - FINISH["hard"])
    bot = SummerResortSearch(GAME, GAME.actor(state), "hard", clock=FROZEN)
    assert not bot.near_end(state)
    bot.choose(GAME.view(state, bot.seat), GAME.legal_actions(state), random.Random(1))
    assert not bot.finishing
    assert bot._lookahead(2) == SearchBot(GAME, 0, "hard")._lookahead(2) < END_TURNS


def test_in_the_last_rounds_a_playout_is_scored_by_the_finished_game():
    state = greedy_until(GAME.new(Config.default(2)).rounds - FINISH["hard"] + 1)
    seat = GAME.actor(state)
    bot = SummerResortSearch(GAME, seat, "hard", clock=FROZEN)
    view = GAME.view(state, seat)
    legal = GAME.legal_actions(state)
    bot.choose(view, legal, random.Random(1))
    assert bot.finishing
    action = legal[0]
    playout = bot._iterate(view, action, random.Random(5), rng=random.Random(6))
    assert playout is not None
    # the same guess played on greedily to the end: the playout's value is its result
    guessed = GAME.determinize(view, seat, random.Random(5))
    end = greedy_to_end(GAME.advance(guessed, action))
    assert end.phase == "over"
    mine, theirs = heuristic(end, seat), heuristic(end, 1 - seat)
    assert playout.value == mine - theirs
    assert abs(playout.value) >= 1000 or GAME.result(end).ranks[0] == GAME.result(end).ranks[1]


def test_hard_plays_the_last_rounds_legally_and_repeatably():
    def finish(seed: int):
        state = greedy_until(GAME.new(Config.default(2)).rounds - 1, seed)
        bots = [SummerResortSearch(GAME, s, "hard", clock=FROZEN) for s in range(2)]
        rng = random.Random(seed)
        moves = []
        while GAME.actor(state) is not None:
            seat = GAME.actor(state)
            legal = GAME.legal_actions(state)
            action = bots[seat].choose(GAME.view(state, seat), legal, rng)
            assert action in legal
            moves.append(action)
            state = GAME.advance(state, action)
        return moves

    assert finish(3) == finish(3)
