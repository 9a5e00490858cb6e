"""A time-boxed search bot: determinized Monte Carlo search over the bot's own choices.

One decision:

1. **Plan replay.** If the bot planned the rest of its turn at an earlier decision and the
   position it sees now is exactly the one the plan expected (keyed by the view it
   predicted), it plays the planned move at once: the first decision of a turn pays for
   the rest. Any difference (a card drawn, a die, an undo) drops the plan and it searches.
2. **Screen.** On one guess of the hidden information (``determinize`` of its ``view``) it
   tries the legal moves one ply and ranks them by the game's ``heuristic``.
3. **Search.** In rounds: each round deals a fresh guess and plays every kept move on it
   (common random numbers). One playout completes the bot's own turn greedily (the best
   move by its heuristic at each step), lets each other seat answer with one greedy turn
   (``replies``; ``again`` adds the bot's next turn) and scores the position reached: the
   bot's heuristic minus the best opponent's. When a second round measures exactly what
   the first did (nothing hidden or random within the horizon), repeating is pointless:
   the search widens instead, measuring more of the screen's moves once each. Otherwise
   the worst move is dropped after each round from the second.
4. **Plan.** The chosen move's own-turn steps from its playout (or, where that playout
   sampled, a greedy pass) become the plan, each keyed by the view it expects to see then.

``iterations`` bounds the work (so a seed gives the same moves on a fast machine);
``seconds`` caps the time of a whole decision, screen and plan included, on a slow or busy
one. The clock is injectable (``clock=``) so the cap is tested without timing anything.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..actions import Action
from ..game import Game, State

Clock = Callable[[], float]
OWN_STEPS = 12
"""At most this many further steps of the bot's own turn are simulated or planned."""
END_TURN = "end_turn"
"""The kind of action that ends a turn (``EndTurn``): in a solo game, where the actor never
changes, it is what separates the bot's turns."""
FULL_SCREEN = 64
"""Up to this many legal moves the screen rates each on the bot's standing (its heuristic
minus the best rival's); beyond, on its own heuristic only (half the work)."""
SEARCH_SHARE = 0.8
"""The search stops at this share of the decision's time; the rest is for the plan."""


@dataclass(frozen=True)
class SearchLevel:
    iterations: int  # playouts at most
    seconds: float  # the cap of one decision, screen and plan included
    candidates: int  # root moves searched in rounds after the screen
    widen: int  # root moves measured at most when the rounds show no luck
    replies: int  # greedy turns of each other seat after the bot's own
    again: bool  # then the bot's own next turn too
    samples: int | None  # moves tried per decision of the replies (None: every legal move)
    own_samples: int | None  # the same for the later steps of the bot's own turn


LEVELS = {
    "easy": SearchLevel(12, 0.05, candidates=4, widen=4, replies=0, again=False, samples=3,
                        own_samples=4),
    "normal": SearchLevel(120, 0.38, candidates=6, widen=48, replies=1, again=False,
                          samples=24, own_samples=32),
    "hard": SearchLevel(400, 1.6, candidates=10, widen=160, replies=1, again=True,
                        samples=None, own_samples=None),
}  # fmt: skip
"""The levels' budgets. The caps stay under the targets of issue #15 (0.1 s, 0.5 s and
2 s a decision) with room for the caller's own work."""


@dataclass(frozen=True)
class PlanStep:
    """A planned move and the view the bot expects to see when it is its turn to play it."""

    expected: State
    action: Action


@dataclass
class _Playout:
    """One playout's value and the bot's own steps after the root move (for the plan)."""

    value: float
    steps: list[tuple[State, Action]]
    greedy: bool  # every own step tried every legal move (the plan can be taken as is)


class SearchBot:
    def __init__(
        self,
        game: Game,
        seat: int,
        level: str = "normal",
        players: int | None = None,
        clock: Clock = time.perf_counter,
    ):
        self.game = game
        self.seat = seat
        self.level = LEVELS[level]
        self.players = players
        self.clock = clock
        self.plan: list[PlanStep] = []
        self.iterations_done = 0  # of the last searched decision (for tests and bench)
        self.replayed = 0  # decisions answered from a plan
        self.widened = False  # the last search found no luck in its horizon and widened

    # --- the decision -----------------------------------------------------------------------
    def choose(self, view: State, legal: Sequence[Action], rng: random.Random) -> Action:
        planned = self._replay(view, legal)
        if planned is not None:
            return planned
        self.iterations_done = 0
        self.widened = False
        if len(legal) == 1:
            return legal[0]
        started = self.clock()
        deadline = started + self.level.seconds
        ranking = self._screen(view, legal, rng, deadline)
        search_until = started + SEARCH_SHARE * self.level.seconds
        if len(ranking) == 1:
            action, playout = ranking[0], None
        else:
            action, playout = self._search(view, ranking, rng, search_until)
        if playout is not None and playout.greedy:
            self.plan = [PlanStep(self.game.view(s, self.seat), a) for s, a in playout.steps]
        else:
            self.plan = self._make_plan(view, action, rng, deadline)
        return action

    def _replay(self, view: State, legal: Sequence[Action]) -> Action | None:
        """The next planned move if ``view`` is the position the plan expected; else the
        plan is dropped."""
        if self.plan:
            step = self.plan.pop(0)
            if step.expected == view and step.action in legal:
                self.replayed += 1
                return step.action
            self.plan = []
        return None

    def _screen(
        self, view: State, legal: Sequence[Action], rng: random.Random, deadline: float
    ) -> list[Action]:
        """The legal moves, best first by one-ply heuristic (at most ``widen`` of them).
        The screen may use at most half the decision's time; a cut screen ranks the moves
        it reached (in a shuffled order, so no part of the list is always left out)."""
        if len(legal) <= self.level.candidates:
            return list(legal)
        state = self.game.determinize(view, self.seat, rng)
        order = list(legal)
        rng.shuffle(order)
        stop = deadline - self.level.seconds / 2
        rate = self._value if len(order) <= FULL_SCREEN else self._own
        scored: list[tuple[float, float, Action]] = []
        for action in order:
            if scored and self.clock() > stop:
                break
            after = self._advance(state, action)
            if after is not None:
                scored.append((rate(after), rng.random(), action))
        scored.sort(key=lambda item: (item[0], item[1]), reverse=True)
        keep = max(self.level.widen, self.level.candidates)
        return [action for _, _, action in scored[:keep]] or list(legal)

    def _search(
        self, view: State, root: list[Action], rng: random.Random, deadline: float
    ) -> tuple[Action, _Playout | None]:
        """Rounds of common random numbers over the first ``candidates`` of ``root``: each
        round deals one guess and one rollout seed and plays every remaining move on them,
        so moves are compared on the same luck. If the second round measures exactly what
        the first did, the horizon holds no luck: further moves of ``root`` are measured
        once each instead. Otherwise the worst remaining move is dropped after each round
        from the second (while more than two remain). Unfinished rounds are discarded
        (but a first round counts what it measured)."""
        totals = [0.0] * len(root)
        visits = [0] * len(root)
        last: list[_Playout | None] = [None] * len(root)
        alive = list(range(min(len(root), self.level.candidates)))
        first: dict[int, float] = {}
        rounds = 0
        play_seed = rng.getrandbits(63)  # one rollout seed: sampled steps repeat with the luck
        while self.iterations_done < self.level.iterations and self.clock() <= deadline:
            guess_seed = rng.getrandbits(63)
            measured: list[tuple[int, _Playout]] = []
            failed: list[int] = []  # moves impossible on this guess
            cut = False
            for index in alive:
                if self.clock() > deadline or self.iterations_done >= self.level.iterations:
                    cut = True
                    break
                try:
                    playout = self._iterate(
                        view,
                        root[index],
                        random.Random(guess_seed),
                        deadline,
                        random.Random(play_seed),
                    )
                except _OutOfTime:
                    cut = True
                    break
                self.iterations_done += 1
                if playout is None:
                    failed.append(index)
                else:
                    measured.append((index, playout))
            worst = min((p.value for _, p in measured), default=0.0)
            values = [(i, p.value) for i, p in measured] + [(i, worst) for i in failed]
            if cut and rounds > 0 and not self.widened:
                break  # a cut round would compare unlike luck (a first one counts)
            for index, value in values:
                totals[index] += value
                visits[index] += 1
            for index, playout in measured:
                last[index] = playout
            if cut:
                break
            rounds += 1
            if rounds == 1:
                first = dict(values)
            elif rounds == 2 and not self.widened and dict(values) == first:
                self.widened = True
            if self.widened:
                done = set(i for i in range(len(root)) if visits[i])
                alive = [i for i in range(len(root)) if i not in done][: self.level.candidates]
                if not alive:
                    break
            elif rounds >= 2 and len(alive) > 2:
                alive.remove(min(alive, key=lambda i: (_mean(totals, visits, i), -i)))
        # unmeasured moves rank by the screen's order, after every measured one
        best = max(
            range(len(root)),
            key=lambda i: (
                visits[i] > 0 and (self.widened or i in alive),
                visits[i] > 0,
                _mean(totals, visits, i),
                -i,
            ),
        )
        return root[best], last[best]

    # --- one iteration ----------------------------------------------------------------------
    def _iterate(
        self,
        view: State,
        action: Action,
        guess: random.Random,
        deadline: float = math.inf,
        rng: random.Random | None = None,
    ) -> _Playout | None:
        """One playout of ``action`` on a guess dealt with ``guess``; the rollout draws from
        ``rng`` (``guess`` itself when not given). None: the move is impossible on it."""
        game = self.game
        rng = rng or guess
        own = self._own_turn(view, action, guess, rng, deadline, self.level.own_samples)
        if own is None:
            return None
        state, steps, greedy = own
        turns_left = self._lookahead(self._players(state))
        previous, ended = self.seat, True
        for _ in range(turns_left * OWN_STEPS):
            actor = game.actor(state)
            if actor is None:
                break
            if ended or actor != previous:  # a new turn
                previous, ended = actor, False
                turns_left -= 1
                if turns_left < 0:
                    break
            best = self._sampled_best(state, actor, self.level.samples, rng, deadline)
            if best is None:
                break
            state, ended = best[1], best[0].kind == END_TURN
        return _Playout(self._value(state), steps, greedy)

    def _own_turn(
        self,
        view: State,
        action: Action,
        guess: random.Random,
        rng: random.Random,
        deadline: float,
        samples: int | None,
        until: Callable[[State], bool] | None = None,
    ) -> tuple[State, list[tuple[State, Action]], bool] | None:
        """``action`` on a guess dealt with ``guess``, then the rest of the bot's own turn
        greedily (``samples`` moves tried a step; ``until``: where the turn stops early):
        the position reached, the own steps taken (for the plan) and whether every step
        tried every legal move. None: a step is impossible on the guess."""
        game = self.game
        state = self._advance(game.determinize(view, self.seat, guess), action)
        if state is None:
            return None
        steps: list[tuple[State, Action]] = []
        greedy = True
        ended = action.kind == END_TURN
        for _ in range(OWN_STEPS):
            if ended or game.actor(state) != self.seat or (until is not None and until(state)):
                break
            best = self._sampled_best(state, self.seat, samples, rng, deadline)
            if best is None:
                return None
            steps.append((state, best[0]))
            greedy = greedy and best[2]
            state, ended = best[1], best[0].kind == END_TURN
        return state, steps, greedy

    def _lookahead(self, players: int) -> int:
        """Turns played after the bot's own: each other seat ``replies`` times, then the
        bot's next turn if ``again``; none where the game asks for no lookahead
        (``search_depth = 0``: Indian Summer, Summer Nine, Resafa)."""
        turns = self.level.replies * max(0, players - 1) + (1 if self.level.again else 0)
        if self.game.search_depth is not None and self.game.search_depth < 1:
            return 0
        return turns

    def _sampled_best(
        self,
        state: State,
        actor: int,
        samples: int | None,
        rng: random.Random,
        deadline: float = math.inf,
    ) -> tuple[Action, State, bool] | None:
        """The best, by ``actor``'s heuristic, of a few sampled moves (of every legal move
        when ``samples`` is None or covers them: a greedy player), the position after it,
        and whether every legal move was tried. Raises ``_OutOfTime`` past the deadline
        (checked before each move tried)."""
        legal = self._step_moves(state)
        full = samples is None or len(legal) <= samples
        sample = legal if samples is None or full else rng.sample(legal, samples)
        best, best_score = None, -math.inf
        for candidate in sample:
            if self.clock() > deadline:
                raise _OutOfTime
            after = self._advance(state, candidate)
            if after is None:
                continue
            score = self._step_score(after, actor)
            if score > best_score:
                best, best_score = (candidate, after, full), score
        return best

    def _step_moves(self, state: State) -> Sequence[Action]:
        """The moves a playout's greedy step chooses among (a game's search may leave out
        moves its measure cannot tell apart)."""
        return self.game.legal_actions(state)

    def _step_score(self, state: State, actor: int) -> float:
        """A playout's greedy step's measure of the position after a move: ``actor``'s
        heuristic."""
        return self.game.heuristic(state, actor)

    # --- the plan for the rest of the turn --------------------------------------------------
    def _make_plan(
        self, view: State, action: Action, rng: random.Random, deadline: float
    ) -> list[PlanStep]:
        """The rest of the bot's turn after ``action``, one greedy step at a time on a
        guess, each step keyed by the view the bot expects to see. Stops at the deadline,
        at another seat's turn, or where a step's result cannot be known in advance (the
        next view is then simply different and the bot searches again)."""
        game = self.game
        state = self._advance(game.determinize(view, self.seat, rng), action)
        plan: list[PlanStep] = []
        if action.kind == END_TURN:
            return plan
        while state is not None and len(plan) < OWN_STEPS and game.actor(state) == self.seat:
            legal = game.legal_actions(state)
            best, best_after, best_score = None, None, -math.inf
            for candidate in legal:
                if self.clock() > deadline:
                    return plan
                after = self._advance(state, candidate)
                if after is None:
                    continue
                score = game.heuristic(after, self.seat)
                if score > best_score:
                    best, best_after, best_score = candidate, after, score
            if best is None:
                break
            plan.append(PlanStep(game.view(state, self.seat), best))
            if best.kind == END_TURN:
                break
            state = best_after
        return plan

    # --- helpers ----------------------------------------------------------------------------
    def _advance(self, state: State, action: Action) -> State | None:
        return advance_or_none(self.game, state, action)

    def _own(self, state: State) -> float:
        return self.game.heuristic(state, self.seat)

    def _players(self, state: State) -> int:
        return self.players or _players(self.game, state)

    def _value(self, state: State) -> float:
        return standing(self.game, state, self.seat, self._players(state))


def advance_or_none(game: Game, state: State, action: Action) -> State | None:
    """The position after ``action``, or None where it is impossible (on a guess, a hidden
    card may make a step impossible)."""
    try:
        return game.advance(state, action)
    except Exception:
        return None


def standing(game: Game, state: State, seat: int, players: int) -> float:
    """``seat``'s standing: its heuristic minus the best other seat's."""
    mine = game.heuristic(state, seat)
    others = [game.heuristic(state, s) for s in range(players) if s != seat]
    return mine - (max(others) if others else 0.0)


class _OutOfTime(Exception):
    """A playout reached the decision's deadline: it is dropped, not measured."""


def _mean(totals: list[float], visits: list[int], i: int) -> float:
    return totals[i] / visits[i] if visits[i] else -math.inf


def _players(game: Game, state: State) -> int:
    for name in ("players", "num_players", "player_count"):
        value = getattr(state, name, None)
        if isinstance(value, int):
            return value
        if isinstance(value, tuple):
            return len(value)
    return 1
