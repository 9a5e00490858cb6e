"""What a Summer Nine search bot remembers between its decisions: the cards its rival took
into hand from the open pool.

Every pick from the open pool is public (the move log names the card: "takes Photo into
hand"), so a player can know most of the rival's hand even though hands are secret (S9-2).
Comparing two views the bot saw, a pool place visible in both whose card changed lost that
card to a pick; a card that is then in no schedule, not in the discard pile and not in the
bot's own hand is in the rival's hand. Cards in columns hidden again are never remembered
(S9-1: bots see what the table shows). Only a 2-player game is tracked (with more players
the taker is not known); a view that cannot follow the last one (an undo, a new game)
starts the memory afresh.
"""

from __future__ import annotations

import dataclasses
import random

from ..components import components
from ..state import HIDDEN, SummerNineState
from ..visibility import determinize


class Memory:
    """The rival's hand cards ``seat`` has seen taken (2-player games)."""

    def __init__(self, seat: int):
        self.seat = seat
        self.last: SummerNineState | None = None
        self.rival_cards: list[int] = []

    def observe(self, view: SummerNineState) -> None:
        """Learn from ``view`` (the bot's view at a decision)."""
        last = self.last
        self.last = view
        if view.players != 2:
            self.rival_cards = []
            return
        if last is None or not _follows(last, view):
            self.rival_cards = []
            return
        rival = 1 - self.seat
        elsewhere = set(view.discard) | set(view.hands[self.seat])
        for schedule in view.schedules:
            elsewhere.update(schedule)
        cards = components().cards
        for before, now in zip(last.pool, view.pool):
            if before >= 0 and now >= 0 and before != now:
                if before not in elsewhere and not cards[before].is_schedule:
                    if before not in self.rival_cards:
                        self.rival_cards.append(before)
        self.rival_cards = [x for x in self.rival_cards if x not in elsewhere][
            : len(view.hands[rival])
        ]

    def determinize(self, view: SummerNineState, rng: random.Random) -> SummerNineState:
        """A full state consistent with ``view`` whose rival hand holds the remembered
        cards (the rest of the unseen cards dealt at random, as ``determinize`` does)."""
        if view.players == 2 and self.rival_cards:
            rival = 1 - self.seat
            hand = view.hands[rival]
            known = [x for x in self.rival_cards if x not in _visible(view)][: len(hand)]
            filled = tuple(known) + (HIDDEN,) * (len(hand) - len(known))
            hands = tuple(filled if s == rival else h for s, h in enumerate(view.hands))
            view = dataclasses.replace(view, hands=hands)
        return determinize(view, self.seat, rng)


def _visible(view: SummerNineState) -> set[int]:
    seen = set(view.pool) | set(view.discard) | set(view.hands[0]) | set(view.hands[1])
    for schedule in view.schedules:
        seen.update(schedule)
    return seen


def _follows(last: SummerNineState, view: SummerNineState) -> bool:
    """Whether ``view`` can come after ``last`` in one game (time only moves forward)."""
    return (
        view.first == last.first
        and (view.round, view.turn) >= (last.round, last.turn)
        and len(view.discard) >= len(last.discard)
        and view.discard[: len(last.discard)] == last.discard
    )


__all__ = ["Memory"]
