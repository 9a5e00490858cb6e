"""Bots: players that choose among the legal actions, seeing only their seat's ``view``.

Interface: ``choose(view, legal, rng) -> Action`` where ``rng`` is the bot's own seeded
``random.Random`` (a bot's choices never touch the game's RNG). ``make_bot(level, game,
seat)`` builds one for a seat's ``bot:<level>`` controller. ``explain_choice(game, view,
action, seat)`` gives the one-line reason for a hint (``explain.py``).
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from ..actions import Action
from ..game import Bot, Game, State
from .explain import Weighed, explain_choice, weigh_choice
from .search import LEVELS, SearchBot

__all__ = [
    "Bot",
    "GreedyBot",
    "RandomBot",
    "bot_move",
    "bot_rng",
    "explain_choice",
    "weigh_choice",
    "Weighed",
    "make_bot",
]


CLOCKS = {"wall": time.perf_counter, "cpu": time.process_time}


class RandomBot:
    """Picks uniformly among the legal actions."""

    def choose(self, view: State, legal: Sequence[Action], rng: random.Random) -> Action:
        return legal[rng.randrange(len(legal))]


class GreedyBot:
    """One ply: tries every legal action on a determinized copy of its view and keeps the
    one the game's ``heuristic`` likes best for its seat (ties broken at random)."""

    def __init__(self, game: Game, seat: int):
        self.game = game
        self.seat = seat

    def choose(self, view: State, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        state = self.game.determinize(view, self.seat, rng)
        best: list[Action] = []
        best_score = float("-inf")
        for action in legal:
            try:
                after = self.game.advance(state, action)
            except Exception:  # a guessed hidden card may make a step impossible: skip it
                continue
            score = self.game.heuristic(after, self.seat)
            if score > best_score:
                best, best_score = [action], score
            elif score == best_score:
                best.append(action)
        pool = best or list(legal)
        return pool[rng.randrange(len(pool))]


def make_bot(level: str, game: Game, seat: int, clock: str = "wall") -> Bot:
    """The bot for ``level``: ``random``, ``greedy``, or a search level (easy, normal, hard).

    ``clock`` is what a search level's time cap counts: ``"wall"`` (the app: a player waits
    in wall time) or ``"cpu"`` (this process's CPU time, for measurements that must not
    depend on how busy the machine is: ``tournament``/``simulate --clock cpu``)."""
    if level == "random":
        return RandomBot()
    if level == "greedy":
        return GreedyBot(game, seat)
    if level in LEVELS:
        if clock not in CLOCKS:
            raise ValueError(f"unknown clock {clock!r} (known: {', '.join(CLOCKS)})")
        own = game.search_bot(seat, level, CLOCKS[clock])  # declared: a game's own search
        return own if own is not None else SearchBot(game, seat, level, clock=CLOCKS[clock])
    raise ValueError(f"unknown bot level {level!r} (known: random, greedy, {', '.join(LEVELS)})")


def bot_rng(seed: int, seat: int) -> random.Random:
    """The bot's own generator for a match seed and seat."""
    return random.Random(f"bot/{seed}/{seat}")


def bot_move(game: Game, state: State, bot: Bot, rng: random.Random) -> Action:
    """The bot's action for the actor of ``state``, chosen from that seat's view."""
    seat = game.actor(state)
    assert seat is not None, "the game is over"
    return bot.choose(game.view(state, seat), game.legal_actions(state), rng)
