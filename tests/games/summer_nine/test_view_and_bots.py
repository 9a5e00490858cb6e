"""What each seat sees (S9-1, S9-2), determinize for the bots, and bots playing."""

import random

from tabletop.engine import REDACTED_RNG, Config
from tabletop.engine.bots import GreedyBot, RandomBot, bot_move, bot_rng
from tabletop.engine.bots.search import SearchBot
from tabletop.games.summer_nine.components import components
from tabletop.games.summer_nine.state import HIDDEN, pool_index

from .helpers import GAME, arrange, at_round, new_state


def test_view_hides_face_down_pool_deck_and_other_hands():
    state = arrange(new_state(3), hands={0: ("PHO-1", "ACT-RES-1"), 1: ("ICE-STR-1",)})
    view = GAME.view(state, 0)
    assert view.rng == REDACTED_RNG
    assert view.pool[pool_index(1, 1)] == state.pool[pool_index(1, 1)]  # column 1 open
    assert view.pool[pool_index(1, 2)] == HIDDEN  # not revealed yet
    assert set(view.deck) == {HIDDEN} and len(view.deck) == len(state.deck)
    assert view.hands[0] == state.hands[0]
    assert view.hands[1] == (HIDDEN,) and view.hands[2] == ()
    assert len(view.take_twos[1]) == len(state.take_twos[1])
    assert set(view.take_twos[1]) <= {HIDDEN}
    assert view.schedules == state.schedules and view.discard == state.discard
    assert GAME.view(view, 0) == view


def test_hidden_columns_are_hidden_unless_remembered():
    state = at_round(new_state(2), 12)
    assert GAME.view(state, 1).pool[pool_index(2, 3)] == HIDDEN
    remember = at_round(new_state(2, remember_hidden=True), 12)
    view = GAME.view(remember, 1)
    assert view.pool[pool_index(2, 3)] == remember.pool[pool_index(2, 3)]
    assert view.pool[pool_index(2, 9)] == remember.pool[pool_index(2, 9)]  # open
    upcoming = GAME.view(at_round(remember, 5), 1)
    assert upcoming.pool[pool_index(1, 7)] == HIDDEN  # never seen yet


def test_determinize_is_consistent_with_the_view():
    state = new_state(4, seed=9)
    rng = random.Random(0)
    for _ in range(30):
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    seat = GAME.actor(state)
    view = GAME.view(state, seat)
    guess = GAME.determinize(view, seat, random.Random(1))
    assert GAME.conserved(guess) == GAME.conserved(state)
    assert guess.hands[seat] == state.hands[seat] and guess.schedules == state.schedules
    assert [len(h) for h in guess.hands] == [len(h) for h in state.hands]
    for hand in guess.hands:
        assert all(not card_of(x).is_schedule for x in hand), "hands hold no schedule cards"
    for i, x in enumerate(view.pool):
        if x != HIDDEN:
            assert guess.pool[i] == x
    assert GAME.legal_actions(guess) == GAME.legal_actions(state)


def card_of(index):
    return components().cards[index]


def play(players, bots, seed):
    state = GAME.new(Config.default(players, seed=seed))
    rngs = [bot_rng(seed, s) for s in range(players)]
    steps = 0
    while not GAME.is_over(state):
        seat = GAME.actor(state)
        action = bot_move(GAME, state, bots[seat], rngs[seat])
        state = GAME.apply(state, action)
        steps += 1
        assert steps < 2000
    return state


def test_greedy_bots_beat_random_bots():
    greedy_total = random_total = 0
    for seed in range(4):
        final = play(2, [GreedyBot(GAME, 0), RandomBot()], seed)
        totals = GAME.result(final).totals
        greedy_total += totals[0]
        random_total += totals[1]
    assert greedy_total > random_total


def test_search_bot_plays_a_legal_game():
    final = play(2, [SearchBot(GAME, 0, "easy"), GreedyBot(GAME, 1)], 3)
    assert GAME.is_over(final) and len(GAME.result(final).totals) == 2
