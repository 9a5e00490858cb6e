"""Summer Nine's own search levels: the memory of the rival's picks, the playout player,
the search itself (with a fake clock, never timed) and the hook that makes them."""

import random
import time

from tabletop.engine import Config, EndTurn
from tabletop.engine.bots import GreedyBot, bot_move, bot_rng, explain_choice, make_bot
from tabletop.engine.bots.search import SearchBot
from tabletop.games.lodge import GAME as LODGE
from tabletop.games.summer_nine.actions import (
    PlayTakeTwo,
    StealCard,
    TakeAndDiscard,
    TakeToHand,
    TakeToSchedule,
)
from tabletop.games.summer_nine.bot.memory import Memory
from tabletop.games.summer_nine.bot.rollout import (
    best_pick,
    final_margin,
    guided_action,
    rollout_action,
    slot_value,
    theft,
)
from tabletop.games.summer_nine.bot.search_normal import NineSearchBot
from tabletop.games.summer_nine.state import EMPTY, HIDDEN, pool_index

from .helpers import GAME, arrange, card, new_state, schedule


class FakeClock:
    """Each reading is ``step`` later than the one before."""

    def __init__(self, step: float = 0.0):
        self.now = 0.0
        self.step = step
        self.reads = 0

    def __call__(self) -> float:
        self.reads += 1
        self.now += self.step
        return self.now


# --- memory -------------------------------------------------------------------------------


def test_memory_remembers_what_the_rival_took_into_hand():
    state = arrange(new_state(2), pool={(1, 1): "PHO-1", (2, 1): "DST-ES-BEA-5"})
    memory = Memory(0)
    memory.observe(GAME.view(state, 0))
    state = GAME.apply(state, TakeToSchedule(2, 1, 1))  # seat 0 takes the destination
    state = GAME.apply(state, TakeToHand(1, 1))  # seat 1 takes the photo
    view = GAME.view(state, 0)
    assert view.hands[1] == (HIDDEN,)
    memory.observe(view)
    assert memory.rival_cards == [card("PHO-1")]
    guess = memory.determinize(view, random.Random(3))
    assert guess.hands[1] == (card("PHO-1"),)
    assert GAME.conserved(guess) == GAME.conserved(state)


def test_memory_forgets_after_a_view_that_cannot_follow():
    state = arrange(new_state(2), pool={(1, 1): "PHO-1"})
    memory = Memory(0)
    start = GAME.view(state, 0)
    memory.observe(start)
    state = GAME.apply(GAME.apply(state, TakeToSchedule(2, 1, 1)), TakeToHand(1, 1))
    memory.observe(GAME.view(state, 0))
    assert memory.rival_cards
    memory.observe(start)  # an undo back to the start
    assert memory.rival_cards == []


def test_memory_determinize_never_invents_a_card_seen_elsewhere():
    """Played out by greedy bots: every remembered card is really in the rival's hand, and
    every guess holds each card once, agrees with everything the seat sees and keeps
    the remembered cards in the rival's hand."""
    state = GAME.new(Config.default(2, seed=21))
    bots = [GreedyBot(GAME, 0), GreedyBot(GAME, 1)]
    rng = random.Random(5)
    memory = Memory(0)
    remembered = 0
    while not GAME.is_over(state):
        seat = GAME.actor(state)
        if seat == 0:
            view = GAME.view(state, 0)
            memory.observe(view)
            assert set(memory.rival_cards) <= set(state.hands[1])
            remembered = max(remembered, len(memory.rival_cards))
            guess = memory.determinize(view, rng)
            assert GAME.conserved(guess) == GAME.conserved(state)
            assert guess.schedules == state.schedules and guess.hands[0] == state.hands[0]
            assert set(memory.rival_cards) <= set(guess.hands[1])
            for i, x in enumerate(view.pool):
                if x != HIDDEN:
                    assert guess.pool[i] == x
        state = GAME.apply(
            state, bots[seat].choose(GAME.view(state, seat), GAME.legal_actions(state), rng)
        )
    assert remembered >= 2


def test_memory_keeps_nothing_with_more_than_two_players():
    state = arrange(new_state(3), pool={(1, 1): "PHO-1"})
    memory = Memory(0)
    memory.observe(GAME.view(state, 0))
    state = GAME.apply(GAME.apply(state, TakeToSchedule(2, 1, 1)), TakeToHand(1, 1))
    memory.observe(GAME.view(state, 0))
    assert memory.rival_cards == []


# --- the playout player -------------------------------------------------------------------


def test_rollout_players_play_only_legal_moves_and_the_game_ends():
    for seed in range(3):
        for guided in (False, True):
            state = GAME.new(Config.default(2 + seed, seed=seed))
            rng = random.Random(seed)
            steps = 0
            while not GAME.is_over(state):
                action = (
                    guided_action(state, rng, GAME, 3) if guided else rollout_action(state, rng)
                )
                assert action in GAME.legal_actions(state), (action, state.phase)
                state = GAME.advance(state, action)
                steps += 1
                assert steps < 400
            assert isinstance(final_margin(state, 0), float)


def test_final_margin_is_the_seat_total_minus_the_best_rival():
    state = GAME.new(Config.default(2, seed=4))
    rng = random.Random(0)
    while not GAME.is_over(state):
        state = GAME.advance(state, rollout_action(state, rng))
    totals = GAME.result(state).totals
    assert final_margin(state, 0) == totals[0] - totals[1]
    assert final_margin(state, 1) == totals[1] - totals[0]


def test_playout_player_pairs_a_half_stay_and_avoids_a_bad_bridge():
    mine = schedule("HES-ES-1", None, None, "DST-IT-BEA-1", None, None, None, None, None)
    assert slot_value(mine, 1, card("HES-ES-2"), [], 5) > slot_value(
        mine, 2, card("HES-ES-2"), [], 5
    )
    bridge = schedule("DST-ES-BEA-1", None, "DST-IT-BEA-2", None, None, None, None, None, None)
    good = schedule("DST-ES-BEA-1", None, "DST-ES-CIT-2", None, None, None, None, None, None)
    assert (
        slot_value(good, 1, card("BRG-1"), [], 5) > 0 > slot_value(bridge, 1, card("BRG-1"), [], 5)
    )


def test_playout_player_prefers_a_new_ice_cream_flavour_to_a_repeat():
    state = arrange(
        new_state(2),
        pool={(1, 1): "ICE-STR-2", (2, 1): "ICE-LEM-1"},
        hands={0: ("ICE-STR-1", "ICE-COC-1")},
    )
    assert best_pick(state, 0, random.Random(1)) == TakeToHand(2, 1)


def test_playout_player_steals_a_valuable_card():
    rival = schedule("DST-ES-BEA-5", None, None, None, None, None, None, None, None)
    state = arrange(
        new_state(2), schedules={1: rival}, hands={0: ("ACT-IDT-1",)}, pool={(1, 1): "ICE-STR-1"}
    )
    steal = theft(state, 0)
    assert steal == StealCard(1, 1, 1) or (isinstance(steal, StealCard) and steal.from_slot == 1)
    assert rollout_action(state, random.Random(2)) == steal


def test_playout_player_spends_take_two_at_the_last_rounds():
    state = new_state(2)
    last = state.__class__(**{**state.__dict__, "round": 17})
    assert last.take_twos[0]
    assert rollout_action(last, random.Random(0)) == PlayTakeTwo()


# --- the search ---------------------------------------------------------------------------


def _position(seed: int = 2, moves: int = 12):
    state = GAME.new(Config.default(2, seed=seed))
    rng = random.Random(seed)
    greedy = [GreedyBot(GAME, 0), GreedyBot(GAME, 1)]
    for _ in range(moves):
        seat = GAME.actor(state)
        state = GAME.apply(
            state, greedy[seat].choose(GAME.view(state, seat), GAME.legal_actions(state), rng)
        )
    return state


def test_search_chooses_a_legal_move_and_is_repeatable():
    state = _position()
    seat = GAME.actor(state)
    view, legal = GAME.view(state, seat), GAME.legal_actions(state)
    chosen = []
    for _ in range(2):
        bot = NineSearchBot(GAME, seat, "normal", clock=FakeClock(0.0))
        bot.level = bot.level.__class__(24, 1.0, candidates=4, drop_after=2, horizon=None)
        chosen.append(bot.choose(view, legal, random.Random(7)))
        assert 24 <= bot.iterations_done < 24 + 4  # a round is finished once begun
    assert chosen[0] in legal and chosen[0] == chosen[1]


def test_search_stops_at_its_time_cap():
    state = _position()
    seat = GAME.actor(state)
    clock = FakeClock(0.01)
    bot = NineSearchBot(GAME, seat, "normal", clock=clock)
    action = bot.choose(GAME.view(state, seat), GAME.legal_actions(state), random.Random(1))
    assert action in GAME.legal_actions(state)
    # every playout reads the clock: the cap of 0.36 s at 0.01 s a reading stops it early
    assert 0 < bot.iterations_done < 36


def test_search_bot_plays_a_whole_game():
    state = GAME.new(Config.default(2, seed=8))
    bots = [NineSearchBot(GAME, 0, "normal", clock=FakeClock(0.0)), GreedyBot(GAME, 1)]
    bots[0].level = bots[0].level.__class__(12, 1.0, candidates=3, drop_after=2, horizon=4)
    rngs = [bot_rng(8, s) for s in range(2)]
    while not GAME.is_over(state):
        seat = GAME.actor(state)
        state = GAME.apply(state, bot_move(GAME, state, bots[seat], rngs[seat]))
    assert len(GAME.result(state).totals) == 2


def test_make_bot_uses_the_own_search_only_for_summer_nine():
    assert isinstance(make_bot("normal", GAME, 0, "cpu"), NineSearchBot)
    assert isinstance(make_bot("hard", GAME, 1), NineSearchBot)
    assert isinstance(make_bot("easy", GAME, 0), SearchBot)  # easy stays shared
    assert isinstance(make_bot("normal", LODGE, 0), SearchBot)
    assert LODGE.search_bot(0, "normal", time.process_time) is None  # no search of its own


def test_hint_still_explains_a_move():
    state = _position(moves=6)
    seat = GAME.actor(state)
    legal = GAME.legal_actions(state)
    action = next(a for a in legal if isinstance(a, (TakeToSchedule, TakeToHand, TakeAndDiscard)))
    line = explain_choice(GAME, GAME.view(state, seat), action, seat, random.Random(0))
    assert line and line[0].isupper()


def test_end_turn_is_searched_like_any_move():
    state = _position(moves=3)
    seat = GAME.actor(state)
    bot = NineSearchBot(GAME, seat, "normal", clock=FakeClock(0.0))
    legal = [EndTurn()]
    assert bot.choose(GAME.view(state, seat), legal, random.Random(0)) == EndTurn()
    assert EMPTY == -1 and pool_index(1, 1) == 0
