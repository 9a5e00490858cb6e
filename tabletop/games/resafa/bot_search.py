"""Resafa's own search for the hard level of the two-or-more-player game.

Resafa asks for no lookahead past the bot's turn (``search_depth = 0``): through most of
the game the rival's greedy reply and the bot's next turn are noise (cards unseen, a
long engine still to build). At the end they are not: the last rain (after the last round)
and the final scoring decide, and ``heuristic`` can only estimate them. So once at most
``finish`` turns of the whole table are left (the last round), a hard playout plays
**every seat's turns to the end of the game** (each seat greedy by its own heuristic, as
the shared search plays a rival's reply), and the real final scores decide instead of the
estimate. Earlier in the game, and in the solo game, it is the shared ``SearchBot``.

Measured (2026-11-23, ``--clock cpu``): from the start of the last round of games played
greedily to there (seeds 1-16, each seat), hard against normal ended on average 1.6 VP
better than the shared hard search on the same positions (better in 19 of 32 endgames,
worse in 7; 18 wins against 17); its worst decision stays at the cap (1.28 s of CPU), the
mean rises from 0.13 to 0.23 s. Fewer root moves at the end (5 instead of 10, more rounds of luck) did no
better. A full-game tournament against normal could not be finished in that session.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tabletop.engine import Action
from tabletop.engine.bots.search import SearchBot

from .state import ResafaState
from .strategy import turns_left

FINISH = {"hard": 6}
"""The levels this search serves, and how few turns of the whole table must be left for
a playout to go to the end of the game (6: the last round of a two-player game)."""
SLACK = 4
"""Turns counted beyond the table's own: a rain's routing decision hands the move to a
tile's owner, which a playout counts as a turn (the game's end stops it anyway)."""


def table_turns_left(state: ResafaState) -> int:
    """Every (non-bot) seat's own turns still to come, added up."""
    return sum(turns_left(state, s) for s, p in enumerate(state.players) if not p.bot)


class ResafaSearch(SearchBot):
    """``SearchBot``, whose playouts go to the end of the game near the end (see the
    module docstring)."""

    def __init__(self, game, seat: int, level: str, clock) -> None:
        super().__init__(game, seat, level, clock=clock)
        self.finish = FINISH[level]
        self.to_end = 0  # turns after the bot's own a playout plays (0: none)

    def choose(self, view: ResafaState, legal: Sequence[Action], rng: random.Random) -> Action:
        self.to_end = self.horizon(view)
        return super().choose(view, legal, rng)

    def horizon(self, view: ResafaState) -> int:
        """The turns after the bot's own a playout from ``view`` plays: enough to reach
        the end of the game once at most ``finish`` are left, else 0 (the shared search's
        horizon; always in the solo game)."""
        if view.solo is not None:
            return 0
        left = table_turns_left(view)
        return left + SLACK if left <= self.finish else 0

    def _lookahead(self, players: int) -> int:
        return self.to_end if self.to_end else super()._lookahead(players)


def search_bot(game, seat: int, level: str, clock) -> ResafaSearch | None:
    """This search for a level it serves (hard), else None (the shared search)."""
    if level not in FINISH:
        return None
    return ResafaSearch(game, seat, level, clock)
