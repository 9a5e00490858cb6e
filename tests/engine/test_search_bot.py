"""The search bot: legal, seeded, sees only its view, stronger than random play, bound by
its clock (an injected fake clock: no timed test) and replaying a turn plan only while the
position is the one it planned for."""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from typing import ClassVar

from tabletop.engine import Action, Config, Game, Result, rank_by
from tabletop.engine.bots import RandomBot, bot_move, bot_rng, make_bot
from tabletop.engine.bots.search import LEVELS, PlanStep, SearchBot
from tests.toygame import GAME


def play(bots, seed, players=2, game=GAME):
    state = game.new(Config.default(players, seed=seed))
    rngs = [bot_rng(seed, s) for s in range(players)]
    log = []
    while game.actor(state) is not None:
        seat = game.actor(state)
        action = bot_move(game, state, bots[seat], rngs[seat])
        assert game.check(state, action) is None
        log.append(action)
        state = game.apply(state, action)
    return state, log


def test_levels_exist_and_make_bot_builds_them():
    assert set(LEVELS) == {"easy", "normal", "hard"}
    for level in LEVELS:
        assert isinstance(make_bot(level, GAME, 0), SearchBot)


def test_level_caps_stay_within_the_targets_of_issue_15():
    targets = {"easy": 0.1, "normal": 0.5, "hard": 2.0}
    for level, target in targets.items():
        assert LEVELS[level].seconds < target
    assert LEVELS["easy"].iterations < LEVELS["normal"].iterations < LEVELS["hard"].iterations


def test_search_bot_only_plays_legal_moves_and_is_repeatable():
    frozen = lambda: 0.0  # noqa: E731 - a clock that never moves: the budget alone stops
    first_bots = [SearchBot(GAME, s, "easy", clock=frozen) for s in range(2)]
    again_bots = [SearchBot(GAME, s, "easy", clock=frozen) for s in range(2)]
    _, first = play(first_bots, seed=3)
    _, again = play(again_bots, seed=3)
    assert first == again


def test_search_bot_sees_only_its_view():
    seen = []

    class Spy(SearchBot):
        def _iterate(self, view, action, guess, deadline=float("inf"), rng=None):
            seen.append(view)
            return super()._iterate(view, action, guess, deadline, rng)

    state = GAME.new(Config.default(2, seed=2))
    bot = Spy(GAME, 0, "easy", clock=lambda: 0.0)
    bot.choose(GAME.view(state, 0), GAME.legal_actions(state), random.Random(0))
    assert seen and all(v.hands[1] == (0, 0) and v.rng != state.rng for v in seen)


def test_search_bot_beats_random_play():
    wins = 0
    for seed in range(16):
        state, _ = play([SearchBot(GAME, 0, "easy", clock=lambda: 0.0), RandomBot()], seed)
        wins += GAME.result(state).ranks[0] == 1
    assert wins >= 10


class FakeClock:
    """Each reading moves time on by ``step`` seconds."""

    def __init__(self, step: float):
        self.now = 0.0
        self.step = step
        self.readings = 0

    def __call__(self) -> float:
        self.readings += 1
        self.now += self.step
        return self.now


def start_position():
    state = GAME.new(Config.default(2, seed=5))
    return GAME.view(state, 0), GAME.legal_actions(state)


def test_with_the_clock_frozen_the_iteration_budget_stops_the_search():
    view, legal = start_position()
    bot = SearchBot(GAME, 0, "normal", clock=lambda: 0.0)
    action = bot.choose(view, legal, random.Random(1))
    assert action in legal
    assert bot.iterations_done == LEVELS["normal"].iterations


def test_a_clock_past_the_cap_stops_the_search_at_once():
    view, legal = start_position()
    bot = SearchBot(GAME, 0, "hard", clock=FakeClock(step=LEVELS["hard"].seconds))
    action = bot.choose(view, legal, random.Random(1))
    assert action in legal and bot.iterations_done == 0 and bot.plan == []


def test_no_playout_starts_after_the_deadline():
    """Time moves 1 ms a reading: the bot stops within its cap, mid-budget."""
    started_late = []

    class Spy(SearchBot):
        def _iterate(self, view, action, guess, deadline=float("inf"), rng=None):
            started_late.append(self.clock() > deadline)
            return super()._iterate(view, action, guess, deadline, rng)

    view, legal = start_position()
    clock = FakeClock(step=0.001)
    bot = Spy(GAME, 0, "hard", clock=clock)
    bot.choose(view, legal, random.Random(1))
    assert 0 < bot.iterations_done < LEVELS["hard"].iterations
    assert not any(started_late[:-1])  # each playout began before the cap (the check reads once)
    assert clock.now <= LEVELS["hard"].seconds + 0.05


# --- turn plans -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Take(Action):
    kind: ClassVar[str] = "take"
    number: int


@dataclass(frozen=True)
class TwoTakes:
    """Each turn a player takes two numbers, one at a time, from an open pool."""

    players: int
    pool: tuple[int, ...]
    taken: tuple[tuple[int, ...], ...]
    turn: int
    step: int


class TwoTakesGame(Game):
    """A game with no hidden information and no chance whose turn is two decisions."""

    id = "two_takes"
    title = "Two takes"
    min_players, max_players = 2, 2
    state_type = TwoTakes
    action_types = (Take,)

    def new(self, config: Config) -> TwoTakes:
        rng = random.Random(config.seed)
        pool = tuple(sorted(rng.sample(range(1, 40), 12)))
        return TwoTakes(config.players, pool, ((),) * config.players, 0, 0)

    def actor(self, state: TwoTakes) -> int | None:
        return state.turn if state.pool else None

    def legal_actions(self, state: TwoTakes) -> list[Action]:
        return [Take(n) for n in state.pool]

    def advance(self, state: TwoTakes, action: Action) -> TwoTakes:
        assert isinstance(action, Take)
        taken = list(state.taken)
        taken[state.turn] = taken[state.turn] + (action.number,)
        pool = tuple(n for n in state.pool if n != action.number)
        step = (state.step + 1) % 2
        turn = state.turn if step else (state.turn + 1) % state.players
        return dataclasses.replace(state, pool=pool, taken=tuple(taken), turn=turn, step=step)

    def result(self, state: TwoTakes) -> Result:
        totals = tuple(sum(t) for t in state.taken)
        return Result(
            totals, tuple((("numbers", t),) for t in totals), rank_by([(t,) for t in totals])
        )

    def heuristic(self, state: TwoTakes, seat: int) -> float:
        return float(sum(state.taken[seat]))


TWO = TwoTakesGame()


class CountingBot(SearchBot):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.searches = 0

    def _screen(self, view, legal, rng, deadline):
        self.searches += 1
        return super()._screen(view, legal, rng, deadline)


def test_the_first_decision_of_a_turn_plans_the_second_and_it_is_replayed():
    state = TWO.new(Config.default(2, seed=1))
    bot = CountingBot(TWO, 0, "normal", clock=lambda: 0.0)
    first = bot.choose(TWO.view(state, 0), TWO.legal_actions(state), random.Random(1))
    assert len(bot.plan) == 1
    after = TWO.apply(state, first)
    assert bot.plan[0].expected == TWO.view(after, 0)
    second = bot.choose(TWO.view(after, 0), TWO.legal_actions(after), random.Random(2))
    assert second in TWO.legal_actions(after)
    assert bot.searches == 1 and bot.replayed == 1
    assert {first, second} == {Take(max(state.pool)), Take(sorted(state.pool)[-2])}


def test_a_position_other_than_the_planned_one_drops_the_plan_and_searches():
    state = TWO.new(Config.default(2, seed=1))
    bot = CountingBot(TWO, 0, "normal", clock=lambda: 0.0)
    first = bot.choose(TWO.view(state, 0), TWO.legal_actions(state), random.Random(1))
    other = next(a for a in TWO.legal_actions(state) if a != first)
    diverged = TWO.apply(state, other)  # say an undo and another move
    action = bot.choose(TWO.view(diverged, 0), TWO.legal_actions(diverged), random.Random(2))
    assert bot.searches == 2 and bot.replayed == 0
    assert action in TWO.legal_actions(diverged)


def test_a_planned_move_that_is_no_longer_legal_is_not_played():
    state = TWO.new(Config.default(2, seed=1))
    view, legal = TWO.view(state, 0), TWO.legal_actions(state)
    bot = CountingBot(TWO, 0, "easy", clock=lambda: 0.0)
    bot.plan = [PlanStep(view, Take(999))]
    assert bot.choose(view, legal, random.Random(0)) in legal
    assert bot.searches == 1 and bot.replayed == 0


def test_the_searched_bot_plays_whole_games_of_two_takes_well():
    wins = 0
    for seed in range(6):
        state, _ = play([SearchBot(TWO, 0, "easy", clock=lambda: 0.0), RandomBot()], seed, game=TWO)
        wins += TWO.result(state).ranks[0] == 1
    assert wins >= 5


class Brittle(TwoTakesGame):
    """The largest number cannot be taken first in a turn (the step raises on every guess)."""

    def advance(self, state, action):
        if state.step == 0 and action == Take(max(state.pool)):
            raise ValueError("not on this guess")
        return super().advance(state, action)


def test_a_move_impossible_on_a_guess_scores_worst_and_the_search_goes_on():
    game = Brittle()
    state = game.new(Config.default(2, seed=1))
    legal = [Take(n) for n in state.pool]
    bot = SearchBot(game, 0, "normal", clock=lambda: 0.0)
    action = bot.choose(state, legal, random.Random(3))
    assert action != Take(max(state.pool))
    # no luck in Two takes: the second round repeats the first, so the search widens and
    # measures every other move once (the impossible one never passes the screen)
    assert bot.widened
    assert bot.iterations_done == LEVELS["normal"].candidates + len(legal) - 1


def test_a_playout_reaching_the_deadline_is_dropped_not_measured():
    view, legal = start_position()
    clock = FakeClock(step=0.0)
    bot = SearchBot(GAME, 0, "hard", clock=clock)

    def late_after(reads: int):
        def tick():
            clock.readings += 1
            return 0.0 if clock.readings < reads else 10.0

        return tick

    bot.clock = late_after(30)
    assert bot.choose(view, legal, random.Random(1)) in legal
    assert bot.iterations_done < LEVELS["hard"].iterations
