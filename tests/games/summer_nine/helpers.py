"""Builders for hand-made Summer Nine positions used by the rule tests."""

from __future__ import annotations

import dataclasses

from tabletop.engine import Config
from tabletop.games.summer_nine.components import components
from tabletop.games.summer_nine.game import SummerNineGame
from tabletop.games.summer_nine.state import EMPTY, SummerNineState, pool_index

GAME = SummerNineGame()


def card(card_id: str) -> int:
    """The index of the card with this id."""
    return components().index[card_id]


def schedule(*ids: str | None) -> tuple[int, ...]:
    """A 9-slot schedule from card ids (``None`` for an empty slot)."""
    assert len(ids) == 9
    return tuple(card(i) if i else EMPTY for i in ids)


def cards(*ids: str) -> tuple[int, ...]:
    return tuple(sorted(card(i) for i in ids))


def new_state(players: int = 2, seed: int = 1, **options) -> SummerNineState:
    """A fresh game with seat 0 as the first player."""
    config = dataclasses.replace(Config.default(players, seed=seed), options=options)
    state = GAME.new(config)
    return dataclasses.replace(state, first=0)


def arrange(
    state: SummerNineState,
    pool: dict[tuple[int, int], str] | None = None,
    schedules: dict[int, tuple[int, ...]] | None = None,
    hands: dict[int, tuple[str, ...]] | None = None,
    deck_top: tuple[str, ...] = (),
    discard: tuple[str, ...] = (),
) -> SummerNineState:
    """Put named cards at pool places ``(row, column)``, into schedules (replacing them),
    hands (replacing them), the discard and on top of the deck; every other main-deck card
    stays in the pool where it was if free, else fills the pool gaps, else goes to the deck
    in its old order. All 109 cards stay in play, each once."""
    pool = pool or {}
    schedules = schedules or {}
    hands = hands or {}
    used = {card(i) for i in pool.values()} | {card(i) for i in deck_top}
    used |= {card(i) for i in discard}
    used |= {x for s in schedules.values() for x in s if x != EMPTY}
    used |= {card(i) for h in hands.values() for i in h}
    sched = tuple(
        schedules.get(seat, tuple(EMPTY if x in used else x for x in s))
        for seat, s in enumerate(state.schedules)
    )
    hand_t = tuple(
        tuple(sorted(card(i) for i in hands[seat]))
        if seat in hands
        else tuple(x for x in h if x not in used)
        for seat, h in enumerate(state.hands)
    )
    kept = {x for s in sched for x in s} | {x for h in hand_t for x in h} | used
    new_pool = [EMPTY if x in used else x for x in state.pool]
    for (r, c), i in pool.items():
        new_pool[pool_index(r, c)] = card(i)
    old_discard = [x for x in state.discard if x not in used]
    kept |= set(new_pool) | set(old_discard)
    rest = [x for x in state.deck if x not in kept]
    rest += [x for x in components().main_deck if x not in kept and x not in rest]
    for i, x in enumerate(new_pool):
        if x == EMPTY and rest:
            new_pool[i] = rest.pop(0)
    deck = tuple(card(i) for i in deck_top) + tuple(rest)
    state = dataclasses.replace(
        state,
        pool=tuple(new_pool),
        schedules=sched,
        hands=hand_t,
        deck=deck,
        discard=tuple(old_discard) + tuple(card(i) for i in discard),
    )
    assert GAME.conserved(state) == tuple((i, 1) for i in range(len(components().cards)))
    return state


def at_round(state: SummerNineState, round_: int) -> SummerNineState:
    return dataclasses.replace(state, round=round_)
