"""Hard's playout player: normal's (``rollout.guided_action``) plus the two action
cards that player never plays, Reschedule and Time Travel.

- **Reschedule at the end.** A Reschedule card is best kept for the seat's last turn,
  when the schedule can no longer change by picks: played then (after the last pick, as
  the rules allow), it swaps the two slots that add most to the final score. So a
  playout that reaches the end scores each seat as if it played the Reschedule cards it
  holds that way (``final_margin``: one best swap per card, each adding points). Over 40
  games of the fast player the best such swap was worth 3.7 points a seat on average
  (50 of 80 seats gained, up to 13), and seats ended holding 43 Reschedule cards in all:
  normal's playouts count that as nothing. Checking the 36 swaps of a schedule costs about
  5 ms, so ``best_swap`` is cached (the same final schedules recur across playouts).
- **Time Travel, blind.** From round 10 a seat holding Time Travel may take a card from a
  hidden column instead of an open one. Bots do not remember hidden cards (ruling S9-1),
  so the player judges a blind pick by the mean worth of the cards lying hidden (a
  schedule card at its best empty slot of the column's month, else discarded; any other
  card as ``hand_value``), month by month, and plays it at a random hidden place of the
  best month when that beats the best open card's rough worth by ``TIME_TRAVEL_MARGIN``
  (nothing on the seat's last turn, when the card is worth nothing kept).
"""

from __future__ import annotations

import functools
import random

from tabletop.engine import Action, Game

from ..actions import PICKS, TimeTravel
from ..components import components
from ..rules import can_pick, held_of_kind, hidden_targets
from ..scoring import objectives_in, photo_points, score_schedule, seat_score
from ..state import (
    EMPTY,
    PLAY,
    SummerNineState,
    month_of_column,
    pool_index,
)
from .rollout import guided_action, hand_value, ranked_picks, slot_value

TIME_TRAVEL_MARGIN = 1.0
"""How much a blind pick must beat the best open card by (the card kept may pay more
later, when fewer columns are open); none on the seat's last turn."""


@functools.lru_cache(maxsize=32768)
def best_swap(
    schedule: tuple[int, ...], objectives: tuple[int, ...], four_plus: str
) -> tuple[int, tuple[int, ...]]:
    """The points the best Reschedule adds to ``schedule`` (with ``objectives`` held) and
    the schedule after it (the same schedule and 0 when no swap adds points)."""
    base = score_schedule(schedule, objectives, four_plus).total
    best_gain, best = 0, schedule
    n = len(schedule)
    for a in range(n):
        for b in range(a + 1, n):
            if schedule[a] == EMPTY and schedule[b] == EMPTY:
                continue
            swapped = list(schedule)
            swapped[a], swapped[b] = swapped[b], swapped[a]
            after = tuple(swapped)
            gain = score_schedule(after, objectives, four_plus).total - base
            if gain > best_gain:
                best_gain, best = gain, after
    return best_gain, best


def reschedule_gain(state: SummerNineState, seat: int) -> int:
    """What ``seat``'s Reschedule cards in hand add to its final score, each played as the
    best swap of the schedule left by the ones before."""
    held = len(held_of_kind(state, seat, "reschedule"))
    if not held:
        return 0
    objectives = objectives_in(state.hands[seat])
    schedule, total = state.schedules[seat], 0
    for _ in range(held):
        gain, schedule = best_swap(schedule, objectives, state.options.four_plus)
        if gain <= 0:
            break
        total += gain
    return total


def final_margin(state: SummerNineState, seat: int) -> float:
    """``seat``'s final total, its Reschedule cards in hand played as their best swaps,
    minus the best other total (the game must be over). The rivals' cards are left
    unplayed: what they would add is about the same after every move the bot compares
    (their hands are guesses), and checking them would cost the search its playouts."""
    photos = photo_points(state.hands)
    totals = [seat_score(state, s, photos).total for s in range(state.players)]
    mine = totals[seat] + reschedule_gain(state, seat)
    others = [t for s, t in enumerate(totals) if s != seat]
    return float(mine - max(others)) if others else float(mine)


def blind_value(state: SummerNineState, seat: int, month: int, hidden: list[int]) -> float:
    """The mean worth to ``seat`` of a card drawn blind from ``hidden`` (card indices) at a
    hidden place of ``month`` (0-based)."""
    c = components()
    cards = c.cards
    n = c.facts.slots_per_month
    schedule = state.schedules[seat]
    free = [s for s in range(month * n, month * n + n) if schedule[s] == EMPTY]
    objectives = [cards[x] for x in state.hands[seat] if x >= 0 and cards[x].kind == "objective"]
    rounds_left = c.facts.rounds - state.round + 1
    total = 0.0
    for card in hidden:
        if cards[card].is_schedule:
            total += max(
                [0.0] + [slot_value(schedule, s, card, objectives, state.round) for s in free]
            )
        else:
            total += hand_value(state, seat, card, rounds_left)
    return total / len(hidden)


def time_travel(state: SummerNineState, seat: int, rng: random.Random) -> Action | None:
    """The blind Time Travel pick ``seat`` makes now, if it beats the best open card."""
    if not held_of_kind(state, seat, "time_travel"):
        return None
    targets = hidden_targets(state)
    if not targets:
        return None
    c = components()
    cards = [state.pool[pool_index(row, column)] for row, column in targets]
    months = sorted({month_of_column(column) for _, column in targets})
    value, month = max((blind_value(state, seat, m, cards), m) for m in months)
    margin = 0.0 if state.round >= c.facts.rounds else TIME_TRAVEL_MARGIN
    if value <= margin:  # an open card is worth at least nothing (a pick discarded)
        return None
    ranked = ranked_picks(state, seat, rng)
    if ranked and value <= ranked[0][0] + margin:
        return None
    row, column = rng.choice([t for t in targets if month_of_column(t[1]) == month])
    return TimeTravel(row, column)


def hard_action(state: SummerNineState, rng: random.Random, game: Game, width: int) -> Action:
    """``guided_action``, except that a seat holding Time Travel picks blind from a
    hidden column when that pays (``time_travel``)."""
    action = guided_action(state, rng, game, width)
    if state.phase != PLAY or not isinstance(action, PICKS) or not can_pick(state):
        return action
    travel = time_travel(state, state.current, rng)
    return travel if travel is not None else action


__all__ = ["TIME_TRAVEL_MARGIN", "best_swap", "final_margin", "hard_action", "reschedule_gain"]
