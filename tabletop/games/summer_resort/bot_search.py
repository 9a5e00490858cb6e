"""Summer Resort's own search for the hard level: the shared search, which near the end of
the game plays every playout to the game's end.

The shared search (``tabletop.engine.bots.search``) scores a playout by the heuristic after
the bot's turn, the rival's greedy reply and the bot's next turn. That estimate misses what
happens at the round's end (the development phase: which houses get built, who takes the
President) and in the last rounds it is only a guess at a result that a few more moves
decide. So in the last ``FINISH`` rounds hard plays each playout on to the end of the game,
both seats greedily (every legal move at each step, the move each seat's heuristic likes
best) on the playout's guess of the hidden weather cards, and the playout's value is the
real result: the heuristic of a finished game is 1000 for a win plus the final points, so
the bot's standing there is the win (or loss) and the margin. The rounds of common random
numbers then compare the root moves by how often and by how much they win over several
guesses. Earlier in the game, and at the other levels, the shared search is unchanged.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tabletop.engine import Action
from tabletop.engine.bots.search import SearchBot

from .state import SummerResortState

FINISH = {"hard": 2}
"""Levels this search serves, and in how many last rounds their playouts go to the end."""
END_TURNS = 200
"""Turns a playout may run to reach the game's end (a game holds far fewer)."""


class SummerResortSearch(SearchBot):
    """The shared ``SearchBot`` whose playouts, in the last ``finish`` rounds, run to the
    end of the game (see the module docstring)."""

    def __init__(self, game, seat: int, level: str, clock) -> None:
        super().__init__(game, seat, level, clock=clock)
        self.finish = FINISH[level]
        self.finishing = False  # the decision under way plays its playouts to the end

    def choose(self, view: SummerResortState, legal: Sequence[Action], rng: random.Random):
        self.finishing = self.near_end(view)
        return super().choose(view, legal, rng)

    def near_end(self, state: SummerResortState) -> bool:
        """Is ``state`` in the game's last ``finish`` rounds?"""
        return state.round > state.rounds - self.finish

    def _lookahead(self, players: int) -> int:
        return END_TURNS if self.finishing else super()._lookahead(players)


def search_bot(game, seat: int, level: str, clock) -> SummerResortSearch | None:
    """This search for a level it serves (hard), else None (the shared search)."""
    if level not in FINISH:
        return None
    return SummerResortSearch(game, seat, level, clock)
