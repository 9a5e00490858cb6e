"""Resafa's hard search: near the end its playouts play every seat to the end of the game
(the final scores decide), earlier and in the solo game it is the shared search's horizon.
A frozen clock: no timed test."""

from __future__ import annotations

import random

from tabletop.engine.bots import bot_move, make_bot
from tabletop.engine.bots.search import SearchBot
from tabletop.games.resafa.bot_search import FINISH, ResafaSearch, table_turns_left
from tabletop.games.resafa.game import GAME
from tabletop.games.resafa.state import OVER
from tests.games.resafa.helpers import opening
from tests.games.resafa.solo_helpers import solo_opening


def frozen() -> float:
    return 0.0


def greedy_until(state, turns_left: int, seed: int = 1):
    """``state`` played on by greedy bots until at most ``turns_left`` table turns remain."""
    bots = [make_bot("greedy", GAME, s) for s in range(len(state.players))]
    rng = random.Random(seed)
    while table_turns_left(state) > turns_left:
        state = GAME.apply(state, bot_move(GAME, state, bots[GAME.actor(state)], rng))
    return state


class Spy(ResafaSearch):
    """Records the positions its playouts were valued at."""

    def __init__(self, *args) -> None:
        super().__init__(*args)
        self.valued = []

    def _value(self, state):
        self.valued.append(state)
        return super()._value(state)


def test_the_hook_builds_this_search_for_hard_only():
    assert isinstance(make_bot("hard", GAME, 0), ResafaSearch)
    for level in ("easy", "normal"):
        bot = make_bot(level, GAME, 0)
        assert type(bot) is SearchBot
    assert GAME.search_bot(0, "normal", frozen) is None


def test_near_the_end_a_playout_plays_the_game_to_its_end():
    state = greedy_until(opening(2, seed=3), FINISH["hard"])
    seat = GAME.actor(state)
    bot = Spy(GAME, seat, "hard", frozen)
    view = GAME.view(state, seat)
    assert bot.horizon(view) >= table_turns_left(view)
    bot.to_end = bot.horizon(view)
    action = GAME.legal_actions(state)[0]
    playout = bot._iterate(view, action, random.Random(5))
    assert playout is not None
    end = bot.valued[-1]
    assert end.phase == OVER
    result = GAME.result(end)
    # at the end the heuristic is the final score: the playout's value is the real margin
    assert playout.value == result.totals[seat] - result.totals[1 - seat]


def test_earlier_a_playout_stops_after_the_bots_own_turn():
    state = greedy_until(opening(2, seed=3), 20)
    seat = GAME.actor(state)
    bot = Spy(GAME, seat, "hard", frozen)
    view = GAME.view(state, seat)
    assert bot.horizon(view) == 0
    playout = bot._iterate(view, GAME.legal_actions(state)[0], random.Random(5))
    assert playout is not None
    end = bot.valued[-1]
    assert end.phase != OVER
    assert GAME.actor(end) != seat  # the bot's turn is over, the rival's not played


def test_the_solo_game_keeps_the_shared_horizon():
    view = GAME.view(solo_opening(1), 0)
    assert ResafaSearch(GAME, 0, "hard", frozen).horizon(view) == 0
