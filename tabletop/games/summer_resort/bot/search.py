"""Summer Resort's own search for the hard level: the shared search with playouts that end
where the game's own accounting happens, at the end of a round.

The shared search (``tabletop.engine.bots.search``) scores a playout by the heuristic after
the bot's turn, the rival's greedy reply and the bot's next turn. Where that lands depends
on where in the round the decision falls: from the round's first turn it stops before the
rival's last placement and before the development phase (which houses get built, who takes
the President, what rent the displaced guests pay); from a later turn it runs past the
round's end into the next round's first turn. So before the last rounds hard plays each
playout on to the **end of the next round** instead: the current round to its end, then
one whole round more on the playout's guess of the hidden weather cards (both seats
greedily, every legal move at each step, the move each seat's heuristic likes best, through
development and accommodation), and scores the bot's standing at the start of the round
after: every decision is judged at the same point of the game, with the next round's
guests housed and their rent paid. The rounds of common random numbers compare the root
moves over several weather guesses. (``rounds_after = 0`` stops at the current round's
end: nothing hidden acts within that horizon, since the heuristic at a round's start does
not depend on its weather card, and the shared search measures every root move once.)

In the last ``FINISH`` rounds each playout runs to the end of the game instead, on the
playout's guess of the hidden weather cards, and the playout's value is the real result:
the heuristic of a finished game is 1000 for a win plus the final points, so the bot's
standing there is the win (or loss) and the margin. The rounds of common random numbers
then compare the root moves by how often and by how much they win over several guesses.
The other levels keep the shared search.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from tabletop.engine import Action
from tabletop.engine.bots.search import SearchBot, _Playout

from ..state import OVER, SummerResortState

FINISH = {"hard": 2}
"""Levels this search serves, and in how many last rounds their playouts go to the end."""
ROUND_STEPS = 80
"""Steps a playout may take to reach the end of its round (a 2-player round holds ~12)."""


class SummerResortSearch(SearchBot):
    """The shared ``SearchBot`` whose playouts run to the end of the next round, and in the
    last ``finish`` rounds to the end of the game (see the module docstring)."""

    round_end = True
    """Playouts before the last rounds stop at the end of a round (False: the shared
    horizon of turns)."""
    rounds_after = 1
    """Whole rounds a playout plays after the current one (both seats greedily)."""

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

    def _last_round(self, view: SummerResortState) -> int:
        """The last round a playout from ``view`` plays to its end."""
        if self.finishing:
            return view.rounds
        return min(view.rounds, view.round + self.rounds_after)

    def _iterate(
        self,
        view: SummerResortState,
        action: Action,
        guess: random.Random,
        deadline: float = math.inf,
        rng: random.Random | None = None,
    ) -> _Playout | None:
        """One playout (see ``SearchBot._iterate``) to the end of round ``_last_round`` (the
        next round, or the game's last), scored at the start of the round after it (or by
        the game's result)."""
        if not self.round_end and not self.finishing:
            return super()._iterate(view, action, guess, deadline, rng)
        return self._playout(view, action, guess, deadline, rng or guess, self._last_round(view))

    def _playout(
        self,
        view: SummerResortState,
        action: Action,
        guess: random.Random,
        deadline: float,
        rng: random.Random,
        last: int,
    ) -> _Playout | None:
        """``action`` on a guess dealt with ``guess``, then the bot's own turn and everyone's
        after it greedily until round ``last`` is over; None if the move is impossible."""
        game = self.game
        own = self._own_turn(  # the rest of the bot's own turn (recorded for the plan)
            view,
            action,
            guess,
            rng,
            deadline,
            self.level.own_samples,
            until=lambda s: s.round != view.round,
        )
        if own is None:
            return None
        state, steps, greedy = own
        for _ in range(ROUND_STEPS * (1 + last - view.round)):  # everyone greedily
            if state.round > last or state.phase == OVER:
                break
            actor = game.actor(state)
            if actor is None:
                break
            best = self._sampled_best(state, actor, self.level.samples, rng, deadline)
            if best is None:
                break
            state = best[1]
        return _Playout(self._value(state), steps, greedy)


def search_bot(game, seat: int, level: str, clock) -> SummerResortSearch | None:
    """This search for a level it serves (hard), else None (the shared search)."""
    if level not in FINISH:
        return None
    return SummerResortSearch(game, seat, level, clock)
