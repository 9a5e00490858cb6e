"""Summer Resort's own search for the hard level: the shared search with playouts that end
where the game's own accounting happens, at the end of a round.

The shared search (``tabletop.engine.bots.search``) scores a playout by the heuristic after
the bot's turn, the rival's greedy reply and the bot's next turn. Where that lands depends
on where in the round the decision falls: from the round's first turn it stops before the
rival's last placement and before the development phase (which houses get built, who takes
the President, what rent the displaced guests pay); from a later turn it runs past the
round's end into the next round's first turn, on a guessed weather card. So before the last
rounds hard plays each playout on to the **end of the current round** instead (both seats
greedily, every legal move at each step, the move each seat's heuristic likes best, through
development and accommodation) and scores the bot's standing at the next round's start:
every decision is judged at the same point of the game, after the round's rent is paid.
The heuristic there does not depend on the next weather card (no vacationer is claimed yet),
so nothing hidden acts within the horizon and the shared search measures each root move
once (its widening), as many as time allows.

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
from tabletop.engine.bots.search import END_TURN, OWN_STEPS, SearchBot, _OutOfTime, _Playout

from .state import OVER, SummerResortState

FINISH = {"hard": 2}
"""Levels this search serves, and in how many last rounds their playouts go to the end."""
END_TURNS = 200
"""Turns a playout may run to reach the game's end (a game holds far fewer)."""
ROUND_STEPS = 80
"""Steps a playout may take to reach the end of its round (a 2-player round holds ~12)."""


class SummerResortSearch(SearchBot):
    """The shared ``SearchBot`` whose playouts run to the end of the round, and in the last
    ``finish`` rounds to the end of the game (see the module docstring)."""

    round_end = True
    """Playouts before the last rounds stop at the end of the round (False: the shared
    horizon of turns)."""
    rounds_after = 0
    """Further whole rounds a playout plays after the current one (both seats greedily)."""
    screen_round = False
    """Where playouts reach past this round, rank the root moves by a playout to this
    round's end instead of one ply."""

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
        """One playout (see ``SearchBot._iterate``) to the end of the round (or of the game:
        ``_last_round``), scored at the next round's start (or by the result)."""
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
        state = self._advance(game.determinize(view, self.seat, guess), action)
        if state is None:
            return None
        steps: list[tuple[SummerResortState, Action]] = []
        greedy = True
        ended = action.kind == END_TURN
        for _ in range(OWN_STEPS):  # the rest of the bot's own turn (recorded for the plan)
            if ended or state.round != view.round or game.actor(state) != self.seat:
                break
            best = self._sampled_best(state, self.seat, self.level.own_samples, rng, deadline)
            if best is None:
                return None
            steps.append((state, best[0]))
            greedy = greedy and best[2]
            state, ended = best[1], best[0].kind == END_TURN
        for _ in range(ROUND_STEPS * (1 + last - view.round)):  # everyone greedily
            if state.round > last or state.phase == OVER:
                break
            actor = game.actor(state)
            best = self._sampled_best(state, actor, self.level.samples, rng, deadline)
            if best is None:
                break
            state = best[1]
        return _Playout(self._value(state), steps, greedy)

    def _screen(
        self,
        view: SummerResortState,
        legal: Sequence[Action],
        rng: random.Random,
        deadline: float,
    ) -> list[Action]:
        """Where the playouts reach past this round, the legal moves ranked by a playout to
        this round's end each (at most half the decision's time); else the shared screen."""
        last = self._last_round(view) if self.round_end or self.finishing else view.round
        if not self.screen_round or last == view.round or len(legal) <= self.level.candidates:
            return super()._screen(view, legal, rng, deadline)
        guess_seed, play_seed = rng.getrandbits(63), rng.getrandbits(63)
        stop = deadline - self.level.seconds / 2
        order = list(legal)
        rng.shuffle(order)
        scored = []
        for action in order:
            try:
                playout = self._playout(
                    view,
                    action,
                    random.Random(guess_seed),
                    stop,
                    random.Random(play_seed),
                    view.round,
                )
            except _OutOfTime:
                break
            if playout is not None:
                scored.append((playout.value, rng.random(), action))
        scored.sort(key=lambda item: (item[0], item[1]), reverse=True)
        keep = max(self.level.widen, self.level.candidates)
        return [action for _, _, action in scored[:keep]] or list(legal)


def search_bot(game, seat: int, level: str, clock) -> SummerResortSearch | None:
    """This search for a level it serves (hard), else None (the shared search)."""
    if level not in FINISH:
        return None
    return SummerResortSearch(game, seat, level, clock)
