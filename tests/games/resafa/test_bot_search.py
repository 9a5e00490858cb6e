"""Resafa's hard search: its playouts run to the end of the round (the rain and, in the
last round, the final scoring played), over one move of each family the heuristic cannot
tell apart; the solo game keeps the shared search. A frozen clock: no timed test."""

from __future__ import annotations

import random

from tabletop.engine.bots import bot_move, make_bot
from tabletop.engine.bots.search import SearchBot
from tabletop.games.resafa.bot.search import ResafaSearch, table_turns_left
from tabletop.games.resafa.bot.search_play import distinct, family
from tabletop.games.resafa.bot.strategy_moves import pending
from tabletop.games.resafa.bot.worth import worth
from tabletop.games.resafa.game import GAME
from tabletop.games.resafa.rules.canals import face_of
from tabletop.games.resafa.state import OVER, PLAY
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

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.valued = []

    def _value(self, state):
        self.valued.append(state)
        return super()._value(state)


def playout_end(state, **kwargs):
    """The position the hard bot's first playout from ``state`` is valued at, the bot's
    seat and the playout."""
    seat = GAME.actor(state)
    bot = Spy(GAME, seat, "hard", frozen, **kwargs)
    view = GAME.view(state, seat)
    bot.to_round = view.round >= bot.from_round  # as ``choose`` sets it
    playout = bot._iterate(view, GAME.legal_actions(state)[0], random.Random(5))
    assert playout is not None
    return bot.valued[-1], seat, playout


def test_the_hook_builds_this_search_for_hard_only():
    assert isinstance(make_bot("hard", GAME, 0), ResafaSearch)
    for level in ("easy", "normal"):
        bot = make_bot(level, GAME, 0)
        assert type(bot) is SearchBot
    assert GAME.search_bot(0, "normal", frozen) is None


def test_in_the_last_round_a_playout_plays_the_game_to_its_end():
    state = greedy_until(opening(2, seed=3), 5)  # the last round, one turn played
    assert state.round == 6
    end, seat, playout = playout_end(state)
    assert end.phase == OVER
    result = GAME.result(end)
    # at the end the standing is the real margin (the heuristic is the final score there)
    mine, other = result.totals[seat], result.totals[1 - seat]
    assert playout.value == (mine - 0.3 * other) - (other - 0.3 * mine)


def test_earlier_a_playout_stops_where_the_next_round_begins():
    state = greedy_until(opening(2, seed=3), 32)  # round 1, a few turns in
    assert state.round == 1
    end, _, _ = playout_end(state)
    assert end.phase == PLAY and end.round == 2
    assert all(p.played == () for p in end.players)  # every seat played its three cards


def test_after_an_even_round_the_playout_includes_the_rain():
    state = greedy_until(opening(2, seed=3), 26)  # round 2: the rain ends it
    assert state.round == 2
    seat = GAME.actor(state)
    bot = Spy(GAME, seat, "hard", frozen)
    seen = []

    def advance(state, action):
        after = ResafaSearch._advance(bot, state, action)
        seen.append((state, after))
        return after

    bot._advance = advance
    bot.to_round = True
    assert bot._iterate(GAME.view(state, seat), GAME.legal_actions(state)[0], random.Random(5))
    before, after = next((b, a) for b, a in seen if a is not None and a.round == 3)
    assert before.round == 2 and bot.valued[-1].round == 3
    assert before.canals  # this game has canal tiles by then: the rain scores them
    for s in range(2):
        tiles = sum(1 + face_of(c.tile, c.face).blue for c in before.canals if c.owner == s)
        assert after.players[s].vp >= before.players[s].vp + tiles


def test_before_from_round_and_in_solo_the_shared_horizon_is_kept():
    state = greedy_until(opening(2, seed=3), 32)
    end, seat, _ = playout_end(state, from_round=2)
    assert end.phase != OVER and GAME.actor(end) != seat  # the bot's turn only
    assert end.round == 1 and any(p.played for p in end.players)
    solo = solo_opening(1)
    view = GAME.view(solo, 0)
    bot = ResafaSearch(GAME, 0, "hard", frozen)
    bot.choose(view, GAME.legal_actions(solo), random.Random(1))
    assert bot.to_round is False


def first_position(seed: int, kind: str, at_least: int):
    """The first position of a greedy game where ``kind`` has ``at_least`` legal moves."""
    state = opening(2, seed=seed)
    bots = [make_bot("greedy", GAME, s) for s in range(2)]
    rng = random.Random(seed)
    while GAME.actor(state) is not None:
        legal = GAME.legal_actions(state)
        if sum(1 for a in legal if a.kind == kind) >= at_least:
            return state, legal
        state = GAME.apply(state, bot_move(GAME, state, bots[GAME.actor(state)], rng))
    raise AssertionError(f"no position with {at_least} {kind} moves")


def test_moves_of_one_family_are_worth_the_same_so_one_is_tried():
    for kind, at_least, share in (("build_workshop", 100, 0.1), ("build_canal", 60, 0.7)):
        state, legal = first_position(3, kind, at_least)
        seat = GAME.actor(state)
        kept = distinct(legal)
        assert len(kept) < share * len(legal)  # the saving
        assert [a for a in legal if a.kind != kind] == [a for a in kept if a.kind != kind]
        first = {}
        for action in legal:
            worth = GAME.heuristic(GAME.advance(state, action), seat)
            key = family(action)
            if key in first:
                assert worth == first[key], (action, key)
            else:
                first[key] = worth
                assert action in kept  # the first of its family, as greedy would keep it


def test_past_its_own_turn_a_lean_playout_rates_steps_by_the_actors_own_worth():
    state = greedy_until(opening(2, seed=3), 26)
    seat = GAME.actor(state)
    rated = []

    class Rates(ResafaSearch):
        def _score(self, after, actor):
            value = super()._score(after, actor)
            rated.append((self._rolling, actor, value, after))
            return value

    bot = Rates(GAME, seat, "hard", frozen)
    bot.to_round = True
    assert bot._iterate(GAME.view(state, seat), GAME.legal_actions(state)[0], random.Random(5))
    assert bot._rolling is False  # reset after the playout
    own = [r for r in rated if not r[0]]
    lean = [r for r in rated if r[0]]
    assert own and lean and {r[1] for r in lean} == {0, 1}  # both seats played on
    for _, actor, value, after in own:
        assert value == GAME.heuristic(after, actor)
    for _, actor, value, after in lean:
        assert value == worth(after, actor) + pending(after, actor)
    # the full heuristic subtracts a share of the rival: the lean measure is not it
    assert any(v != GAME.heuristic(a, s) for _, s, v, a in lean)
    plain = ResafaSearch(GAME, seat, "hard", frozen, lean=False)
    plain._rolling = False
    assert plain._score(lean[0][3], lean[0][1]) == GAME.heuristic(lean[0][3], lean[0][1])
