"""Summer Nine's hard search (``search_hard``) and the pin that keeps normal's moves: fake
clocks only, never timed."""

import dataclasses
import random

from tabletop.engine.bots import make_bot
from tabletop.games.summer_nine.bot import search_hard
from tabletop.games.summer_nine.bot.search_hard import (
    ENDGAME,
    ENDGAME_TURNS,
    MIDGAME,
    HardNineBot,
    photo_race,
    turns_left,
)
from tabletop.games.summer_nine.bot.search_normal import LEVELS, NineLevel, NineSearchBot

from .helpers import GAME, arrange, at_round, new_state
from .test_bot_search import FakeClock, _position

NORMAL_AT_HEAD = {
    (2, 12): "take_to_hand row=1 column=2",
    (5, 30): "take_to_hand row=2 column=6",
    (7, 22): "take_to_hand row=1 column=2",
    (4, 8): "take_and_discard row=2 column=2",
}
"""Normal's choice at positions of greedy games (seed, moves played), recorded at
``30d07fa`` with a fake clock of 2 ms a reading and the bot seed = the game seed."""


def test_normal_is_unchanged():
    assert LEVELS["normal"] == NineLevel(400, 0.36, candidates=6, drop_after=4, horizon=4, width=3)
    for (seed, moves), expected in NORMAL_AT_HEAD.items():
        state = _position(seed, moves)
        seat = GAME.actor(state)
        bot = make_bot("normal", GAME, seat)
        assert type(bot) is NineSearchBot
        bot.clock = FakeClock(0.002)
        action = bot.choose(GAME.view(state, seat), GAME.legal_actions(state), random.Random(seed))
        assert str(action) == expected, (seed, moves)


def test_hard_is_its_own_bot():
    assert isinstance(make_bot("hard", GAME, 0, "cpu"), HardNineBot)


def test_turns_left_counts_the_table_s_turns():
    state = new_state(2)
    assert turns_left(state) == 34
    assert turns_left(dataclasses.replace(state, turn=1)) == 33
    assert turns_left(at_round(state, 17)) == 2


def test_hard_plays_to_the_end_only_in_the_endgame():
    early = _position(2, 12)
    late = at_round(early, 17 - ENDGAME_TURNS // 2 + 1)
    assert turns_left(early) > ENDGAME_TURNS >= turns_left(late)
    for state, level in ((early, MIDGAME), (late, ENDGAME)):
        seat = GAME.actor(state)
        bot = HardNineBot(GAME, seat, "hard", clock=FakeClock(0.05))
        action = bot.choose(GAME.view(state, seat), GAME.legal_actions(state), random.Random(1))
        assert action in GAME.legal_actions(state)
        assert bot.level == level
    assert ENDGAME.horizon is None and MIDGAME.horizon is not None


def test_photo_race_at_the_end_is_the_majority():
    over = at_round(new_state(2), 18)
    ahead = arrange(over, hands={0: ("PHO-1", "PHO-2"), 1: ("PHO-3",)})
    tied = arrange(over, hands={0: ("PHO-1",), 1: ("PHO-3",)})
    assert photo_race(ahead, 0) == 6 and photo_race(ahead, 1) == -6
    assert photo_race(tied, 0) == 0


def test_photo_race_early_is_uncertain_and_symmetric():
    start = new_state(2)
    one_up = arrange(start, hands={0: ("PHO-1",), 1: ()})
    assert 0 < photo_race(one_up, 0) < 6
    assert photo_race(one_up, 1) == -photo_race(one_up, 0)
    even = arrange(start, hands={0: ("PHO-1",), 1: ("PHO-2",)})
    assert abs(photo_race(even, 0)) < 1e-9
    late = arrange(at_round(start, 15), hands={0: ("PHO-1",), 1: ()})
    assert photo_race(late, 0) > photo_race(one_up, 0)  # fewer turns to catch up


def test_hard_values_a_photo_that_wins_the_race_above_the_heuristic():
    state = arrange(
        at_round(new_state(2), 12),
        pool={(1, 4): "PHO-6"},
        hands={0: ("PHO-1",), 1: ("PHO-2",)},
    )
    taken = GAME.advance(state, next(a for a in GAME.legal_actions(state) if _takes(a, 1, 4)))
    hard = HardNineBot(GAME, 0, "hard", clock=FakeClock())
    normal = NineSearchBot(GAME, 0, "normal", clock=FakeClock())
    gain_hard = hard._standing(taken) - hard._standing(state)
    gain_normal = normal._standing(taken) - normal._standing(state)
    assert gain_hard > gain_normal + 1.0
    search_hard.PHOTO_RACE = False
    try:
        assert hard._standing(taken) - hard._standing(state) == gain_normal
    finally:
        search_hard.PHOTO_RACE = True


def _takes(action, row: int, column: int) -> bool:
    return getattr(action, "row", None) == row and getattr(action, "column", None) == column
