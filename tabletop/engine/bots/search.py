"""A time-boxed search bot: determinized Monte Carlo search over the bot's own choices.

Each iteration deals a fresh guess of the hidden information (``determinize`` of the bot's
``view``), chooses one of the root moves by UCB1, plays a short lookahead in which every
seat picks the best of a few sampled moves by the game's ``heuristic``, and scores the
position reached: the bot's heuristic minus the best opponent's. It never sees more than
its view. ``iterations`` bounds the work (so a seed gives the same move); ``seconds``
caps the time on a slow machine.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from ..actions import Action
from ..game import Game, State


@dataclass(frozen=True)
class SearchLevel:
    iterations: int
    seconds: float
    candidates: int  # root moves kept after a one-ply screen
    depth_turns: int  # lookahead, in decisions per seat
    samples: int  # moves sampled per lookahead decision


LEVELS = {
    "easy": SearchLevel(iterations=40, seconds=0.5, candidates=6, depth_turns=1, samples=3),
    "normal": SearchLevel(iterations=160, seconds=1.5, candidates=10, depth_turns=2, samples=4),
    "hard": SearchLevel(iterations=480, seconds=4.0, candidates=14, depth_turns=3, samples=6),
}


class SearchBot:
    def __init__(self, game: Game, seat: int, level: str = "normal", players: int | None = None):
        self.game = game
        self.seat = seat
        self.level = LEVELS[level]
        self.players = players

    def choose(self, view: State, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        started = time.perf_counter()
        root = self._screen(view, legal, rng)
        if len(root) == 1:
            return root[0]
        visits = [0] * len(root)
        totals = [0.0] * len(root)
        low, high = math.inf, -math.inf
        for iteration in range(self.level.iterations):
            if iteration >= len(root) and time.perf_counter() - started > self.level.seconds:
                break
            index = self._select(visits, totals, iteration, low, high)
            value = self._iterate(view, root[index], rng)
            if value is None:
                value = low if low != math.inf else 0.0
            visits[index] += 1
            totals[index] += value
            low, high = min(low, value), max(high, value)
        best = max(
            range(len(root)), key=lambda i: (visits[i] and totals[i] / visits[i], visits[i], -i)
        )
        return root[best]

    def _screen(self, view: State, legal: Sequence[Action], rng: random.Random) -> list[Action]:
        """The root moves worth searching: the best few by one-ply heuristic."""
        if len(legal) <= self.level.candidates:
            return list(legal)
        state = self.game.determinize(view, self.seat, rng)
        scored = []
        for action in legal:
            try:
                after = self.game.advance(state, action)
            except Exception:  # a guessed hidden card can make a step impossible
                continue
            scored.append((self._value(after), rng.random(), action))
        scored.sort(key=lambda item: (item[0], item[1]), reverse=True)
        return [action for _, _, action in scored[: self.level.candidates]] or list(legal)

    @staticmethod
    def _select(
        visits: list[int], totals: list[float], iteration: int, low: float, high: float
    ) -> int:
        for i, n in enumerate(visits):
            if n == 0:
                return i
        spread = (high - low) or 1.0
        log_n = math.log(iteration + 1)
        return max(
            range(len(visits)),
            key=lambda i: (
                (totals[i] / visits[i] - low) / spread + 0.7 * math.sqrt(log_n / visits[i])
            ),
        )

    def _iterate(self, view: State, action: Action, rng: random.Random) -> float | None:
        game = self.game
        try:
            state = game.advance(game.determinize(view, self.seat, rng), action)
        except Exception:
            return None
        players = self.players or _players(game, state)
        depth = (
            self.level.depth_turns
            if game.search_depth is None
            else min(game.search_depth, self.level.depth_turns)
        )
        for _ in range(depth * players):
            actor = game.actor(state)
            if actor is None:
                break
            legal = game.legal_actions(state)
            sample = (
                legal if len(legal) <= self.level.samples else rng.sample(legal, self.level.samples)
            )
            best, best_score = None, -math.inf
            for candidate in sample:
                try:
                    after = game.advance(state, candidate)
                except Exception:
                    continue
                score = game.heuristic(after, actor)
                if score > best_score:
                    best, best_score = after, score
            if best is None:
                break
            state = best
        return self._value(state)

    def _value(self, state: State) -> float:
        """The bot's standing: its heuristic minus the best other seat's."""
        game = self.game
        mine = game.heuristic(state, self.seat)
        others = [game.heuristic(state, s) for s in range(_players(game, state)) if s != self.seat]
        return mine - (max(others) if others else 0.0)


def _players(game: Game, state: State) -> int:
    for name in ("players", "num_players", "player_count"):
        value = getattr(state, name, None)
        if isinstance(value, int):
            return value
        if isinstance(value, tuple):
            return len(value)
    return 1
