"""The hint's numbers (``explain.weigh_choice``, #25): the chosen move and the best
different move, each weighed as the greedy bot weighs it (the change of its heuristic for
the seat, one ply), with the game's reason for each where it has one, in words for
players."""

from __future__ import annotations

import random

from tabletop.engine import Config
from tabletop.engine.bots import GreedyBot, Weighed, weigh_choice
from tabletop.games import GAMES
from tests.toygame import GAME


def test_the_chosen_move_and_the_next_best_are_weighed_as_the_greedy_bot_weighs_them():
    state = GAME.new(Config.default(2, seed=3))
    seat = GAME.actor(state)
    view = GAME.view(state, seat)
    legal = GAME.legal_actions(state)
    action = GreedyBot(GAME, seat).choose(view, legal, random.Random(0))
    weighed = weigh_choice(GAME, view, action, seat, random.Random(0), legal)
    guess = GAME.determinize(view, seat, random.Random(0))
    start = GAME.heuristic(guess, seat)
    gains = {a: GAME.heuristic(GAME.advance(guess, a), seat) - start for a in legal}
    assert weighed.gain == gains[action]
    best_other = max((a for a in legal if a != action), key=lambda a: gains[a])
    assert weighed.other == GAME.describe(guess, best_other)
    assert weighed.other_gain == gains[best_other] <= weighed.gain
    assert weighed.what == GAME.describe(view, action)[:1].upper() + GAME.describe(view, action)[1:]
    assert "the next best" in weighed.reasoning()


def test_the_words_for_players():
    base = Weighed("Takes car 3", "2 convalescents", 5.0, "takes car 2", 3.5, "1 convalescent")
    assert base.reasoning() == (
        "2 convalescents; the next best, takes car 2, gives 1 convalescent "
        "(about 1.5 points less by the bot's estimate)"
    )
    unknown = Weighed("Takes car 3", None, 5.0, "takes car 2", 0.5, None)
    assert unknown.reasoning() == (
        "the best-looking move (about 5.0 points better by the bot's estimate); "
        "the next best, takes car 2, is about 4.5 points less by the bot's estimate"
    )
    same = Weighed("Takes car 3", "rent", 1.0, "takes car 2", 1.0, "rent")
    assert "gives the same (as good by the bot's estimate" in same.reasoning()
    assert "only move" in Weighed("Passes", None, 0.0).reasoning()


def test_every_game_weighs_its_opening_hint():
    for game in GAMES:
        state = game.new(Config.default(max(2, game.min_players), seed=4, mode=game.modes[0]))
        seat = game.actor(state)
        view = game.view(state, seat)
        legal = game.legal_actions(state)
        action = GreedyBot(game, seat).choose(view, legal, random.Random(0))
        weighed = weigh_choice(game, view, action, seat, random.Random(0), legal)
        assert weighed.other is not None and weighed.other_gain is not None, game.id
        assert weighed.gain >= weighed.other_gain - 1e-9, game.id
