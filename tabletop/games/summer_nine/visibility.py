"""What each seat may see (S9-1, S9-2, P13) and a full state guessed from a view.

Secret: other players' hands (their sizes are public), the deck order, face-down pool
cards (columns not revealed yet; columns hidden again unless the "remember hidden cards"
option is on, since every card in a hidden column was shown to all), and a card Time
Travel took until it is placed. Public: the open pool, every schedule, the discard pile.
"""

from __future__ import annotations

import dataclasses
import random

from tabletop.engine import REDACTED_RNG, Action, Rng

from .components import components
from .state import HIDDEN, SummerNineState, column_state, pool_position


def pool_visible(state: SummerNineState, index: int) -> bool:
    """Whether everyone sees the face of pool position ``index`` now."""
    where = column_state(state.round, pool_position(index)[1])
    return where == "open" or (where == "hidden" and state.options.remember_hidden)


def view(state: SummerNineState, seat: int) -> SummerNineState:
    """The state as ``seat`` may know it."""
    pool = tuple(
        card if card < 0 or pool_visible(state, i) else HIDDEN for i, card in enumerate(state.pool)
    )
    hands = tuple(h if s == seat else (HIDDEN,) * len(h) for s, h in enumerate(state.hands))
    take_twos = tuple(t if s == seat else (HIDDEN,) * len(t) for s, t in enumerate(state.take_twos))
    picked = state.picked if state.picked < 0 or state.current == seat else HIDDEN
    return dataclasses.replace(
        state,
        pool=pool,
        deck=(HIDDEN,) * len(state.deck),
        hands=hands,
        take_twos=take_twos,
        picked=picked,
        rng=REDACTED_RNG,
    )


def reveals(before: SummerNineState, action: Action, after: SummerNineState) -> bool:
    """What Undo may not cross: picks show a refill; a new round reveals or hides a
    column."""
    return action.reveals or before.round != after.round


def determinize(view_: SummerNineState, seat: int, rng: random.Random) -> SummerNineState:
    """A full state consistent with ``view_``: the unseen cards dealt at random, other
    hands getting only non-schedule cards (schedule cards never go to hand)."""
    c = components()
    known = set(view_.discard) | set(view_.set_aside)
    for group in (view_.pool, view_.deck, (view_.picked,)):
        known.update(x for x in group if x >= 0)
    for rows in (view_.schedules, view_.hands, view_.take_twos):
        for row in rows:
            known.update(x for x in row if x >= 0)
    unknown_take_two = [x for x in c.take_two_cards if x not in known]
    unknown = [x for x in c.main_deck if x not in known]
    rng.shuffle(unknown)
    rng.shuffle(unknown_take_two)
    non_schedule = [x for x in unknown if not c.cards[x].is_schedule]
    rest = [x for x in unknown if c.cards[x].is_schedule]

    def deal_hand(hand: tuple[int, ...]) -> tuple[int, ...]:
        out = []
        for x in hand:
            if x != HIDDEN:
                out.append(x)
            elif non_schedule:
                out.append(non_schedule.pop())
            else:
                out.append(rest.pop())
        return tuple(sorted(out))

    hands = tuple(deal_hand(h) for h in view_.hands)
    take_twos = tuple(
        tuple(sorted(x if x != HIDDEN else unknown_take_two.pop() for x in t))
        for t in view_.take_twos
    )
    rest += non_schedule
    rng.shuffle(rest)
    pool = list(view_.pool)
    for i, x in enumerate(pool):
        if x == HIDDEN:
            pool[i] = rest.pop()
    picked = view_.picked
    if picked == HIDDEN:  # Time Travel took a schedule card this seat has not seen
        picked = next((x for x in rest if c.cards[x].is_schedule), rest[-1])
        rest.remove(picked)
    deck = tuple(rest.pop() for _ in view_.deck)
    return dataclasses.replace(
        view_,
        pool=tuple(pool),
        deck=deck,
        hands=hands,
        take_twos=take_twos,
        picked=picked,
        rng=Rng.from_seed(rng.getrandbits(63)),
    )
