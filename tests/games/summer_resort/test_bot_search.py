"""Summer Resort's own search for the hard level (issue #15): before the last rounds its
playouts run to the end of the next round and are scored at the start of the round after;
in the last rounds they run to the end of the game and score the real result; the other
levels keep the shared search. The clock is a fake (no timed test)."""

import random

from tabletop.engine import Config
from tabletop.engine.bots import GreedyBot, make_bot
from tabletop.engine.bots.search import SearchBot, standing
from tabletop.games.summer_resort import GAME
from tabletop.games.summer_resort.bot import heuristic
from tabletop.games.summer_resort.bot.search import FINISH, SummerResortSearch
from tabletop.games.summer_resort.state import ACTIONS

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


def greedy_to_end(state, stop=lambda state: False):
    """Both seats greedily (every legal move, the heuristic's best, the first of equals) to
    the end of the game or to the first position where ``stop`` holds."""
    while GAME.actor(state) is not None and not stop(state):
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


def test_before_the_last_rounds_a_playout_ends_with_the_next_round():
    state = greedy_until(4)
    seat = GAME.actor(state)
    bot = SummerResortSearch(GAME, seat, "hard", clock=FROZEN)
    view = GAME.view(state, seat)
    legal = GAME.legal_actions(state)
    bot.choose(view, legal, random.Random(1))
    assert not bot.finishing and bot.rounds_after == 1
    for action in legal[:3]:
        playout = bot._iterate(view, action, random.Random(5), rng=random.Random(6))
        assert playout is not None
        # the same guess played on greedily by both seats until the round after next begins
        guessed = GAME.determinize(view, seat, random.Random(5))
        end = greedy_to_end(GAME.advance(guessed, action), lambda s: s.round > state.round + 1)
        assert end.round == state.round + 2 and end.phase == ACTIONS
        assert playout.value == standing(GAME, end, seat, 2)


def test_a_playout_to_the_current_rounds_end_meets_no_luck_so_each_move_is_measured_once():
    state = greedy_until(3, seed=2)
    seat = GAME.actor(state)
    legal = GAME.legal_actions(state)
    bot = SummerResortSearch(GAME, seat, "hard", clock=FROZEN)
    bot.rounds_after = 0
    view = GAME.view(state, seat)
    action = legal[0]
    playout = bot._iterate(view, action, random.Random(5), rng=random.Random(6))
    guessed = GAME.determinize(view, seat, random.Random(5))
    end = greedy_to_end(GAME.advance(guessed, action), lambda s: s.round > state.round)
    assert end.round == state.round + 1 and playout.value == standing(GAME, end, seat, 2)
    # the weather card dealt at the next round's start does not move the value
    values = {
        bot._iterate(view, action, random.Random(g), rng=random.Random(0)).value for g in range(4)
    }
    assert values == {playout.value}
    bot.choose(view, legal, random.Random(1))
    assert bot.widened  # the search measured the screen's further moves instead of repeating
    assert bot.iterations_done == len(legal) + min(len(legal), bot.level.candidates)


def test_the_shared_horizon_stays_available():
    state = greedy_until(4)
    seat = GAME.actor(state)
    bot = SummerResortSearch(GAME, seat, "hard", clock=FROZEN)
    bot.round_end = False
    view = GAME.view(state, seat)
    bot.choose(view, GAME.legal_actions(state), random.Random(1))
    shared = SearchBot(GAME, seat, "hard", clock=FROZEN)
    action = GAME.legal_actions(state)[0]
    mine = bot._iterate(view, action, random.Random(5), rng=random.Random(6))
    theirs = shared._iterate(view, action, random.Random(5), rng=random.Random(6))
    assert mine.value == theirs.value


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
