"""The solo planner (issue #15): whole turns that are legal, a plan that is the same every
time for the same position, replayed move by move, and a seeded game it wins. No test
here is timed: the planner gets a clock that never moves and a short list of beam widths,
so its work is fixed."""

from __future__ import annotations

import random

from tabletop.engine import Config
from tabletop.engine.bots import make_bot
from tabletop.engine.bots.search import SearchBot
from tabletop.games import get_game
from tabletop.games.indian_summer import GAME
from tabletop.games.indian_summer.bot.solo import SoloPlanBot
from tabletop.games.indian_summer.bot.solo_plan import at_turn_start, plan_game
from tabletop.games.indian_summer.bot.solo_plan_look import quick_value
from tabletop.games.indian_summer.bot.solo_plan_turns import turns
from tabletop.games.indian_summer.bot.strategy import dead_spaces
from tabletop.games.indian_summer.state import BEFORE_MAIN


def frozen() -> float:
    return 0.0


def solo(seed: int, mode: str = "solo"):
    return GAME.new(Config.default(1, seed=seed, mode=mode))


def planner(widths=(1, 2), inner=None) -> SoloPlanBot:
    inner = inner or SearchBot(GAME, 0, "easy", clock=frozen)
    bot = SoloPlanBot(inner, "hard", clock=frozen)
    bot.widths = widths
    return bot


def test_every_turn_offered_is_legal_and_ends_at_the_next_turn():
    state = solo(3)
    options = turns(GAME.view(state, 0))
    assert len(options) > 10
    kinds = {a.kind for t in options for a in t.actions}
    assert {"place_leaf", "berry", "mushroom", "end_turn"} <= kinds
    for option in options:
        position = state
        for action in option.actions:
            position = GAME.apply(position, action)  # refuses an illegal action
        assert GAME.view(position, 0) == option.after
        assert position.solo.turn_no == 2 and position.step.main == BEFORE_MAIN


def test_quick_look_counts_cover_and_dead_spaces():
    side = "S1a"
    # a lone empty space in the corner is dead: only a squirrel fits there
    covered = (1 << 72) - 1 - 1
    assert dead_spaces(covered) == 1
    assert quick_value(side, covered | 1, 0) > quick_value(side, covered, 0)


def test_a_position_plans_the_same_line_twice():
    view = GAME.view(solo(2), 0)
    first = plan_game(view, 1.0, frozen, widths=(2,))
    second = plan_game(view, 1.0, frozen, widths=(2,))
    assert first is not None and second is not None
    assert first.actions == second.actions and first.score == second.score
    assert first.final.finals  # planned to the end of the game


def test_the_planned_line_is_legal_and_wins_a_seeded_game():
    state = solo(2)
    line = plan_game(GAME.view(state, 0), 1.0, frozen, widths=(4,))
    assert line is not None
    for expected, action in zip(line.positions, line.actions):
        assert GAME.view(state, 0) == expected
        state = GAME.apply(state, action)  # refuses an illegal action
    assert state.finals == line.final.finals
    result = GAME.result(state)
    assert not result.no_winner and result.totals[0] > 0  # the floor covered, points left


def test_the_bot_plans_at_a_turns_start_and_replays_the_rest():
    bot = planner()
    state = solo(4)
    rng = random.Random(0)
    decisions = 0
    while state.solo.turn_no == 1:
        view = GAME.view(state, 0)
        state = GAME.apply(state, bot.choose(view, GAME.legal_actions(state), rng))
        decisions += 1
    assert bot.planned == 1
    assert bot.replayed == decisions  # every decision of the turn came from the plan
    assert at_turn_start(GAME.view(state, 0))


def test_a_position_off_the_plan_falls_back_to_the_search():
    bot = planner()
    state = solo(4)
    rng = random.Random(0)
    view = GAME.view(state, 0)
    first = bot.choose(view, GAME.legal_actions(state), rng)
    # a different move is made instead (an undo and another move): mid-turn, off the plan
    other = next(a for a in GAME.legal_actions(state) if a.kind == "place_leaf" and a != first)
    state = GAME.apply(state, other)
    action = bot.choose(GAME.view(state, 0), GAME.legal_actions(state), rng)
    assert action in GAME.legal_actions(state)
    assert bot.line is None


def test_two_player_games_keep_the_inner_search():
    calls = []

    class Inner:
        def choose(self, view, legal, rng):
            calls.append(view)
            return legal[0]

    bot = planner(inner=Inner())
    state = GAME.new(Config.default(2, seed=1))
    action = bot.choose(GAME.view(state, 0), GAME.legal_actions(state), random.Random(0))
    assert calls and action == GAME.legal_actions(state)[0]


def test_make_bot_wraps_only_indian_summers_planning_levels():
    assert isinstance(make_bot("hard", GAME, 0), SoloPlanBot)
    assert isinstance(make_bot("normal", GAME, 0), SoloPlanBot)
    assert not isinstance(make_bot("easy", GAME, 0), SoloPlanBot)
    lodge = get_game("lodge")
    assert not isinstance(make_bot("hard", lodge, 0), SoloPlanBot)


def test_a_series_plays_on_into_its_next_game():
    state = solo(2, mode="solo_series")
    bot = planner(widths=(1,))
    rng = random.Random(0)
    while not state.solo.games:
        view = GAME.view(state, 0)
        state = GAME.apply(state, bot.choose(view, GAME.legal_actions(state), rng))
    if state.step.between:
        view = GAME.view(state, 0)
        state = GAME.apply(state, bot.choose(view, GAME.legal_actions(state), rng))
        assert state.solo.turn_no == 1 and at_turn_start(GAME.view(state, 0))
        view = GAME.view(state, 0)
        action = bot.choose(view, GAME.legal_actions(state), rng)
        assert action in GAME.legal_actions(state)
        assert bot.line is not None and bot.line.final.finals
