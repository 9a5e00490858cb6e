"""Summer Nine's hard search: normal's search, measured by the real end of the game once
the end is near.

Normal (``search_normal``) judges a move by the table's next few turns and then the
bot's standing by ``value``. More time on that measure does not make a stronger bot
(hard with four times normal's time: 5/12 against normal). What the estimate misses is
decided at the end: which months get completed, who holds the photo majority, whether a
lone half stay or bridge finds its partner. So once at most ``ENDGAME_TURNS`` turns of the
table are left, every playout is played to the end of the game (both seats by the fast
player of ``rollout``) and is worth the real final margin; before that, hard plays
``MIDGAME``.

The standing (at a playout's horizon, and in the screen) counts the **photo race**: in a
2-player game the majority is a swing of 6 points between the seats, which ``value``
counts as 1.4 a photo held. ``photo_race`` gives the seat's expected share of that swing
from the photos held and those still out (the rival's remembered picks are in every
guess, ``memory``), and the standing uses it instead of the flat worth.

Measured (``tournament --a hard --b normal --seed 1 --clock cpu --jobs 1``, chunks of 10
keeping the seat order): seeds 1-60, 36/60 = 60% (95% interval 47%-71%; 6, 6, 4, 7, 8,
5 of each 10), final margin +128 over the 60 games; a hard decision 1.50-1.52 s of CPU.
An objective card held worth 3 points more at the start (fading) scored 5/10 on seeds
21-30 (this 4/10, margins +2 and -9): not kept. Normal's moves are unchanged (``NineSearchBot`` is not
touched; ``tests/games/summer_nine/test_bot_search_hard.py`` pins them).

``ACTION_CARDS`` (off): playouts by ``rollout_hard`` (Reschedule kept counted as its best
swap at the end, Time Travel played blind). It changes 10 of 87 hard decisions from round
10 of four greedy games (keeping a Reschedule or Time Travel for later instead of playing
it now), but on 20 paired endgames (greedy to round 10, seeds 1-10, hard from each seat
against normal, CPU clock) it scored 12 against 11.5, margin +17 in all (10 better, 9
worse): within noise, so not switched on. Ablations, seeds 1-20 against normal (the hard
of record 12/20, margin +63): without the photo race 13/20 (+29), without the endgame
playouts (``ENDGAME_TURNS = 0``) 11/20 (+55); neither part is shown to win on its own.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from tabletop.engine import Action

from ..components import components
from ..state import SummerNineState, column_state, pool_position
from . import rollout_hard
from .rollout import final_margin
from .search_normal import NineLevel, NineSearchBot
from .value import PHOTO

MIDGAME = NineLevel(2000, 1.5, candidates=8, drop_after=6, horizon=4, width=3)
"""Hard before the endgame: normal's measure with four times the time, 8 candidates."""
ENDGAME = NineLevel(2000, 1.5, candidates=6, drop_after=4, horizon=None, width=3)
"""Hard in the endgame: every playout to the end of the game."""
ENDGAME_TURNS = 12
"""Turns of the table left (the current one included) from which playouts run to the end."""


def turns_left(state: SummerNineState) -> int:
    """The turns of the table still to start or finish, the current one included."""
    rounds = components().facts.rounds
    return (rounds - state.round) * state.players + state.players - state.turn


OPEN_TAKEN = 0.8
"""The chance that a photo in the open pool is taken by someone before the end."""
UNSEEN_TAKEN = 0.6
"""The chance that a photo not yet seen is taken, at the start of the game (it falls with
the turns left: over greedy games 3.4 of the 6 photos were taken)."""
PHOTO_RACE = True
ACTION_CARDS = False
"""Playouts by ``rollout_hard`` (Reschedule cards held played as the best swap at the end,
Time Travel played blind); False: normal's playout player and final margin. Off until
measured against the hard of record."""


def photo_race(state: SummerNineState, seat: int) -> float:
    """``seat``'s expected margin from the photo majority (2 players; a full state): each
    photo still out goes to either seat alike, or to nobody, with a chance that falls with
    the turns left (higher for a photo lying open in the pool)."""
    c = components()
    cards = c.cards
    rival = 1 - seat
    counts = [sum(1 for x in h if x >= 0 and cards[x].kind == "photo") for h in state.hands]
    left = turns_left(state)
    chances: list[float]
    if left <= 0:
        chances = []
    else:
        share = min(1.0, left / (c.facts.rounds * state.players))
        chances = []
        for i, x in enumerate(state.pool):
            if x >= 0 and cards[x].kind == "photo":
                is_open = column_state(state.round, pool_position(i)[1]) == "open"
                chances.append(OPEN_TAKEN if is_open else UNSEEN_TAKEN * share)
        chances += [UNSEEN_TAKEN * share] * sum(1 for x in state.deck if cards[x].kind == "photo")
    # the distribution of (seat's photos to come) - (rival's photos to come)
    spread = {0: 1.0}
    for p in chances:
        nxt: dict[int, float] = {}
        for d, q in spread.items():
            for step, w in ((1, p / 2), (-1, p / 2), (0, 1 - p)):
                nxt[d + step] = nxt.get(d + step, 0.0) + q * w
        spread = nxt
    lead = counts[seat] - counts[rival]
    ahead = sum(q for d, q in spread.items() if lead + d > 0)
    behind = sum(q for d, q in spread.items() if lead + d < 0)
    return c.facts.photo_majority_points * (ahead - behind)


class HardNineBot(NineSearchBot):
    """The hard level: ``MIDGAME`` while more than ``ENDGAME_TURNS`` turns are left, then
    ``ENDGAME``; the standing counts the photo race (2 players)."""

    def choose(self, view: SummerNineState, legal: Sequence[Action], rng: random.Random) -> Action:
        self.level = ENDGAME if turns_left(view) <= ENDGAME_TURNS else MIDGAME
        return super().choose(view, legal, rng)

    def _standing(self, state: SummerNineState) -> float:
        value = super()._standing(state)
        if state.players != 2 or not PHOTO_RACE:
            return value
        cards = components().cards
        counts = [
            min(3, sum(1 for x in h if x >= 0 and cards[x].kind == "photo")) for h in state.hands
        ]
        rival = 1 - self.seat
        return value - PHOTO * (counts[self.seat] - counts[rival]) + photo_race(state, self.seat)

    def _player(self) -> Callable[[SummerNineState, random.Random], Action]:
        """Normal's playout player, or with ``ACTION_CARDS`` ``rollout_hard``'s, which
        also plays Reschedule and Time Travel."""
        if not ACTION_CARDS:
            return super()._player()
        game, width = self.game, self.level.width
        return lambda state, play: rollout_hard.hard_action(state, play, game, width)

    def _final(self, view: SummerNineState) -> Callable[[SummerNineState, int], float]:
        """Normal's final margin, or with ``ACTION_CARDS`` one that counts a Reschedule
        kept to the end, while the bot still has a later turn to play it on."""
        later = view.round < components().facts.rounds
        return rollout_hard.final_margin if ACTION_CARDS and later else final_margin


__all__ = ["ENDGAME", "ENDGAME_TURNS", "MIDGAME", "HardNineBot", "turns_left"]
