"""Summer Nine's own search levels: every candidate move is played on a few turns ahead.

A Summer Nine turn is one pick, so the shared search (which completes the bot's turn and
judges it by ``value``) chooses nearly what the one-ply greedy bot chooses. What one
ply cannot see is what happens next: which cards the rival takes, which ones are still
there at the bot's next turn, which column is hidden meanwhile. So this search judges a
move by the turns that follow it:

1. **Screen.** On one guess of the hidden cards, every legal move is tried one ply and
   ranked by the bot's standing (its ``value`` minus the rival's); the first
   ``candidates`` go on (``distinct``: the best way to take each card first, so that
   the candidates are different cards rather than slots of one card).
2. **Rounds.** Each round deals one guess (``determinize``, with the rival's picks the bot
   remembers, ``memory``) and one playout seed, and plays every remaining candidate on
   them (common random numbers): the rest of the bot's own turn greedily by the
   heuristic, then ``horizon`` more turns of the whole table by the playout player of
   ``rollout`` (``width``: each pick the best by ``value`` of that many cards the
   rough worth ranks first, a greedy player on a short list), then the bot's standing.
   A playout that reaches the end of the game is worth the final margin instead (the
   bot's total minus the best rival's, as the rules score it).
3. After each round from ``drop_after`` on, the candidate with the worst mean is dropped
   (while more than two remain). The best mean wins.

``iterations`` bounds the playouts (a seed gives the same moves on a fast machine);
``seconds`` caps the decision on a slow one (the clock is read before every playout and
every step of the bot's own turn). The clock is injectable, so no test times anything.
Hard (``search_hard.HardNineBot``, a subclass) plays this search with four times the
time and 8 candidates, counts the photo race in its standing and, in the last turns of
the game, plays every playout to the end.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tabletop.engine import Action, Game
from tabletop.engine.bots.search import advance_or_none, standing

from ..state import SummerNineState
from .memory import Memory
from .rollout import final_margin, guided_action, rollout_action

Clock = Callable[[], float]
OWN_STEPS = 6
"""Further steps of the bot's own turn completed greedily after a root move."""
MAX_STEPS = 400
"""A playout that has not ended after this many moves is abandoned (never expected)."""


@dataclass(frozen=True)
class NineLevel:
    iterations: int  # playouts at most
    seconds: float  # the cap of one decision
    candidates: int  # root moves kept by the screen
    drop_after: int  # rounds before the worst candidate is dropped each round
    horizon: int | None = None  # turns played out after the bot's (None: to the game's end)
    width: int = 0  # playout picks: the best by heuristic of this many (0: rough worth only)
    distinct: bool = False  # the screen keeps different cards first (not slots of one card)


LEVELS = {
    "normal": NineLevel(400, 0.36, candidates=6, drop_after=4, horizon=4, width=3),
    "hard": NineLevel(2000, 1.5, candidates=8, drop_after=6, horizon=4, width=3),
}
"""The levels this module plays (easy keeps the shared search). Hard's entry is its level
before the endgame (``search_hard.MIDGAME``); ``search_hard`` switches it per decision."""


class NineSearchBot:
    """The search bot of ``LEVELS[level]`` for ``seat``."""

    def __init__(
        self, game: Game, seat: int, level: str = "normal", clock: Clock = time.perf_counter
    ):
        self.game = game
        self.seat = seat
        self.level = LEVELS[level]
        self.clock = clock
        self.memory = Memory(seat)
        self.iterations_done = 0

    def choose(self, view: SummerNineState, legal: Sequence[Action], rng: random.Random) -> Action:
        self.memory.observe(view)
        self.iterations_done = 0
        if len(legal) == 1:
            return legal[0]
        started = self.clock()
        deadline = started + self.level.seconds
        root = self._screen(view, legal, rng)
        if len(root) == 1:
            return root[0]
        return self._search(view, root, rng, deadline)

    # --- steps ----------------------------------------------------------------------------
    def _guess(self, view: SummerNineState, rng: random.Random) -> SummerNineState:
        return self.memory.determinize(view, rng)

    def _screen(
        self, view: SummerNineState, legal: Sequence[Action], rng: random.Random
    ) -> list[Action]:
        if len(legal) <= self.level.candidates:
            return list(legal)
        state = self._guess(view, rng)
        scored = []
        for action in legal:
            after = self._advance(state, action)
            if after is not None:
                scored.append((self._standing(after), rng.random(), action))
        scored.sort(key=lambda item: (item[0], item[1]), reverse=True)
        ranked = [a for _, _, a in scored]
        if self.level.distinct:
            ranked = _one_per_card(ranked)
        return ranked[: self.level.candidates] or list(legal)

    def _search(
        self, view: SummerNineState, root: list[Action], rng: random.Random, deadline: float
    ) -> Action:
        totals = [0.0] * len(root)
        visits = [0] * len(root)
        alive = list(range(len(root)))
        rounds = 0
        while self.iterations_done < self.level.iterations and self.clock() <= deadline:
            guess_seed, play_seed = rng.getrandbits(63), rng.getrandbits(63)
            values: list[tuple[int, float | None]] = []
            cut = False
            for index in alive:
                if self.clock() > deadline:
                    cut = True
                    break
                try:
                    value = self._playout(
                        view,
                        root[index],
                        random.Random(guess_seed),
                        random.Random(play_seed),
                        deadline,
                    )
                except _OutOfTime:
                    cut = True
                    break
                self.iterations_done += 1
                values.append((index, value))
            if cut and rounds > 0:
                break
            worst = min((v for _, v in values if v is not None), default=0.0)
            for index, value in values:
                totals[index] += worst if value is None else value
                visits[index] += 1
            if cut:
                break
            rounds += 1
            if rounds >= self.level.drop_after and len(alive) > 2:
                alive.remove(min(alive, key=lambda i: (_mean(totals, visits, i), -i)))
        best = max(
            range(len(root)),
            key=lambda i: (i in alive and visits[i] > 0, _mean(totals, visits, i), -i),
        )
        return root[best]

    def _playout(
        self,
        view: SummerNineState,
        action: Action,
        guess: random.Random,
        play: random.Random,
        deadline: float,
    ) -> float | None:
        """``action`` on a guess, the rest of the bot's turn greedily, then the rest of
        the game by the fast player; the bot's final margin (None: impossible here)."""
        game = self.game
        state = self._advance(self._guess(view, guess), action)
        if state is None:
            return None
        ended = action.kind == "end_turn"
        for _ in range(OWN_STEPS):
            if ended or game.actor(state) != self.seat:
                break
            if self.clock() > deadline:
                raise _OutOfTime
            step = self._greedy(state)
            if step is None:
                break
            state, ended = step[1], step[0].kind == "end_turn"
        horizon = self.level.horizon if self.level.horizon is not None else math.inf
        start = state.round * state.players + state.turn
        player, final = self._player(), self._final(view)
        for _ in range(MAX_STEPS):
            if game.actor(state) is None:
                return final(state, self.seat)
            if state.round * state.players + state.turn - start >= horizon:
                return self._standing(state)
            state = game.advance(state, player(state, play))
        return None

    def _player(self) -> Callable[[SummerNineState, random.Random], Action]:
        """The playouts' player past the bot's turn (``width``: guided by ``value``)."""
        game, width = self.game, self.level.width
        if width:
            return lambda state, play: guided_action(state, play, game, width)
        return rollout_action

    def _final(self, view: SummerNineState) -> Callable[[SummerNineState, int], float]:
        """What a playout that reaches the game's end scores: the bot's final margin."""
        return final_margin

    def _greedy(self, state: SummerNineState) -> tuple[Action, SummerNineState] | None:
        best, best_score = None, -math.inf
        for candidate in self.game.legal_actions(state):
            after = self._advance(state, candidate)
            if after is None:
                continue
            score = self.game.heuristic(after, self.seat)
            if score > best_score:
                best, best_score = (candidate, after), score
        return best

    def _advance(self, state: SummerNineState, action: Action) -> SummerNineState | None:
        return advance_or_none(self.game, state, action)

    def _standing(self, state: SummerNineState) -> float:
        """The bot's heuristic minus the best rival's."""
        return standing(self.game, state, self.seat, state.players)


class _OutOfTime(Exception):
    """The decision's time ran out inside a playout: it is dropped."""


def _one_per_card(ranked: list[Action]) -> list[Action]:
    """``ranked`` with the best way to take each pool card first, then the other ways
    (another slot for the same card): the candidates are different cards where possible."""
    first, rest, seen = [], [], set()
    for action in ranked:
        place = (getattr(action, "row", None), getattr(action, "column", None), action.kind)
        key = place[:2] if place[0] is not None and action.kind != "time_travel" else None
        if key is not None and key in seen:
            rest.append(action)
        else:
            first.append(action)
            if key is not None:
                seen.add(key)
    return first + rest


def _mean(totals: list[float], visits: list[int], i: int) -> float:
    return totals[i] / visits[i] if visits[i] else -math.inf


__all__ = ["LEVELS", "Clock", "NineLevel", "NineSearchBot"]
