"""What the search adds over the one-ply greedy bot, shown on constructed positions of a
tiny open game (a frozen clock: the budgets alone stop the search, nothing is timed).

Unlock: numbers lie in an open pool; a turn takes ``takes`` of them, one a decision, and a
seat scores the sum it took. Taking a key number puts its locked prize into the pool (for
whoever takes it first). No hidden information and no luck."""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from typing import ClassVar

from tabletop.engine import Action, Config, EndTurn, Game, Result, rank_by
from tabletop.engine.bots import GreedyBot
from tabletop.engine.bots.search import LEVELS, SearchBot


@dataclass(frozen=True)
class Take(Action):
    kind: ClassVar[str] = "take"
    number: int


@dataclass(frozen=True)
class UnlockState:
    players: int
    pool: tuple[int, ...]
    locks: tuple[tuple[int, int], ...]  # (key, prize): the prize joins the pool with the key
    taken: tuple[tuple[int, ...], ...]
    turn: int
    step: int
    takes: int


class Unlock(Game):
    id = "unlock"
    title = "Unlock"
    min_players, max_players = 2, 2
    state_type = UnlockState
    action_types = (Take,)

    def new(self, config: Config) -> UnlockState:
        raise NotImplementedError  # the tests build their positions

    def actor(self, state: UnlockState) -> int | None:
        return state.turn if state.pool else None

    def legal_actions(self, state: UnlockState) -> list[Action]:
        return [Take(n) for n in state.pool]

    def advance(self, state: UnlockState, action: Action) -> UnlockState:
        assert isinstance(action, Take) and action.number in state.pool
        pool = tuple(n for n in state.pool if n != action.number)
        pool += tuple(prize for key, prize in state.locks if key == action.number)
        taken = list(state.taken)
        taken[state.turn] += (action.number,)
        step = (state.step + 1) % state.takes
        turn = state.turn if step else 1 - state.turn
        return dataclasses.replace(state, pool=pool, taken=tuple(taken), turn=turn, step=step)

    def result(self, state: UnlockState) -> Result:
        totals = tuple(sum(t) for t in state.taken)
        return Result(totals, tuple((("sum", t),) for t in totals), rank_by([(t,) for t in totals]))

    def heuristic(self, state: UnlockState, seat: int) -> float:
        return float(sum(state.taken[seat]))


UNLOCK = Unlock()


def position(pool, locks, takes):
    return UnlockState(2, tuple(pool), tuple(locks), ((), ()), 0, 0, takes)


def choice(bot, state) -> int:
    return bot.choose(state, UNLOCK.legal_actions(state), random.Random(0)).number


def frozen() -> float:
    return 0.0


def test_normal_sees_the_reply_that_greedy_walks_into():
    """Taking 10 opens 50 for the opponent: greedy takes it, normal (one greedy reply
    ahead) takes 9 and leaves the 10 to be taken next."""
    state = position([10, 9, 3, 2, 1], [(10, 50)], takes=1)
    assert choice(GreedyBot(UNLOCK, 0), state) == 10
    assert choice(SearchBot(UNLOCK, 0, "easy", clock=frozen), state) == 10  # own turn only
    assert choice(SearchBot(UNLOCK, 0, "normal", clock=frozen), state) == 9
    assert choice(SearchBot(UNLOCK, 0, "hard", clock=frozen), state) == 9


def test_with_no_luck_in_the_horizon_the_search_widens_past_the_screen():
    """Two takes a turn: the key 1 looks worst one ply ahead (the screen ranks it last,
    beyond the moves searched in rounds), but the turn it starts takes the 100 it unlocks.
    The second round measures what the first did, so the search measures the screen's
    remaining moves once each instead of repeating itself, and finds it."""
    pool = [27, 26, 25, 24, 23, 22, 21, 20, 1]
    state = position(pool, [(1, 100)], takes=2)
    level = LEVELS["normal"]
    assert level.candidates < len(pool) <= level.widen
    bot = SearchBot(UNLOCK, 0, "normal", clock=frozen)
    assert choice(bot, state) == 1
    assert bot.widened
    assert bot.iterations_done == 2 * level.candidates + (len(pool) - level.candidates)
    # the turn's second step comes from the chosen move's playout, replayed at once
    after = UNLOCK.apply(state, Take(1))
    assert choice(bot, after) == 100 and bot.replayed == 1
    assert choice(GreedyBot(UNLOCK, 0), state) == 27


# --- a solo game: the actor never changes, ``end_turn`` separates the turns --------------------


@dataclass(frozen=True)
class SoloTakes:
    pool: tuple[int, ...]
    taken: tuple[int, ...]
    took: bool  # this turn's number is taken: only end_turn is left
    turns: int  # turns left, this one included


class SoloGame(Game):
    """One player; a turn takes one number, then ends with ``end_turn``."""

    id = "solo_takes"
    title = "Solo takes"
    min_players, max_players = 1, 1
    state_type = SoloTakes
    action_types = (Take, EndTurn)

    def new(self, config: Config) -> SoloTakes:
        raise NotImplementedError

    def actor(self, state: SoloTakes) -> int | None:
        return 0 if state.turns else None

    def legal_actions(self, state: SoloTakes) -> list[Action]:
        return [EndTurn()] if state.took else [Take(n) for n in state.pool]

    def advance(self, state: SoloTakes, action: Action) -> SoloTakes:
        if isinstance(action, EndTurn):
            return dataclasses.replace(state, took=False, turns=state.turns - 1)
        pool = tuple(n for n in state.pool if n != action.number)
        return dataclasses.replace(
            state, pool=pool, taken=state.taken + (action.number,), took=True
        )

    def result(self, state: SoloTakes) -> Result:
        return Result((sum(state.taken),), ((("sum", sum(state.taken)),),), (1,))

    def heuristic(self, state: SoloTakes, seat: int) -> float:
        return float(sum(state.taken))


def test_in_a_solo_game_the_turn_ends_at_end_turn_not_at_a_change_of_actor():
    """The plan holds the rest of this turn (its end_turn) and nothing of the next turns,
    which the bot searches afresh; each playout stops there too."""
    game = SoloGame()
    state = SoloTakes(pool=(5, 9, 2, 7, 4, 8, 1), taken=(), took=False, turns=3)
    bot = SearchBot(game, 0, "normal", clock=frozen)
    first = bot.choose(state, game.legal_actions(state), random.Random(0))
    assert first == Take(9)
    assert [step.action for step in bot.plan] == [EndTurn()]
    taken = game.apply(state, first)
    assert bot.choose(taken, game.legal_actions(taken), random.Random(0)) == EndTurn()
    assert bot.replayed == 1 and bot.plan == []
    after = game.apply(taken, EndTurn())
    assert bot.choose(after, game.legal_actions(after), random.Random(0)) == Take(8)
    assert bot.iterations_done > 0  # the next turn was searched, not replayed


def test_sampled_steps_repeat_with_the_luck_so_a_luckless_horizon_is_still_seen():
    """Forty numbers, two takes a turn: the turn's second step samples 32 of the 39 moves
    left (normal's own_samples). The rollout seed is one per decision, so the second round
    samples what the first did and the search widens."""
    level = LEVELS["normal"]
    pool = list(range(10, 50))
    assert level.own_samples is not None and len(pool) - 1 > level.own_samples
    bot = SearchBot(UNLOCK, 0, "normal", clock=frozen)
    choice(bot, position(pool, [], takes=2))
    assert bot.widened
