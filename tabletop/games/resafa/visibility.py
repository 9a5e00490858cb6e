"""What a seat may know (``view``) and the bots' guess of the rest (``determinize``)."""

from __future__ import annotations

import random
from dataclasses import replace

from tabletop.engine import REDACTED_RNG, Action, Rng

from .automa import fill, hide
from .components import components
from .state import HIDDEN, ResafaState, stack_index

H = HIDDEN


def _mask(cards: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(H for _ in cards)


def view(state: ResafaState, seat: int) -> ResafaState:
    """What ``seat`` may know: others' hands and draw piles, every deck's order, the
    hidden special cards (and those in the box) are masked; one's own draw pile is known
    but not its order; the looked-at cards only to the looking player."""
    players = []
    for s, p in enumerate(state.players):
        if s == seat:
            players.append(replace(p, draw=tuple(sorted(p.draw))))
        else:
            players.append(
                replace(
                    p,
                    hand=_mask(p.hand),
                    draw=_mask(p.draw),
                    bonus=_mask(p.bonus),
                    sacks=_mask(p.sacks),
                )
            )
    stacks = tuple(
        (st[:1] + _mask(st[1:])) if state.spec_revealed[i] else _mask(st)
        for i, st in enumerate(state.spec_stacks)
    )
    look = state.look
    if look and (state.task is None or state.task.seat != seat):
        look = _mask(look)
    return replace(
        state,
        players=tuple(players),
        spec_stacks=stacks,
        spec_box=tuple(_mask(b) for b in state.spec_box),
        bonus_decks=tuple(_mask(d) for d in state.bonus_decks),
        sack_deck=_mask(state.sack_deck),
        ws_stacks=(_mask(state.ws_stacks[0]), _mask(state.ws_stacks[1])),
        look=look,
        rng=REDACTED_RNG,
        solo=hide(state.solo),
    )


def determinize(view_: ResafaState, seat: int, rng: random.Random) -> ResafaState:
    """A full state consistent with ``view_``: every masked card dealt from what is unseen."""
    c = components()
    state = view_

    def seen_all() -> set[str]:
        out: set[str] = set()
        for p in state.players:
            out.update(p.hand + p.draw + p.played + p.done + p.bonus + p.sacks + p.specials)
            out.update(p.yellow_waiting + p.cards + p.retired)
        for row in state.bonus_display:
            out.update(row)
        out.update(state.bonus_gone + state.sack_deck + state.tiles_gone)
        for st in state.spec_stacks + state.spec_box + state.bonus_decks:
            out.update(st)
        out.update(state.ws_stacks[0] + state.ws_stacks[1])
        for lv in state.ws_display:
            out.update(lv)
        return out

    seen = seen_all()
    if H not in state.look:
        seen.update(state.look)

    def deal(cards: tuple[str, ...], pool: list[str]) -> tuple[str, ...]:
        return tuple(pool.pop() if x == H else x for x in cards)

    # special stacks and box, per colour and level (cards being looked at are known)
    stacks, boxes = list(state.spec_stacks), list(state.spec_box)
    task = state.task
    if task is not None and task.kind == "pick" and H not in state.look:
        idx = stack_index(task.colour, task.level)
        shown = list(state.look)
        rng.shuffle(shown)
        stacks[idx] = stacks[idx][:1] + tuple(shown)
    for i, (st, bx) in enumerate(zip(stacks, boxes)):
        colour, level = ("yellow", "white", "blue", "pink")[i // 3], i % 3 + 1
        pool = [s.id for s in c.specials.values() if s.colour == colour and s.level == level]
        pool = [x for x in pool if x not in seen]
        rng.shuffle(pool)
        stacks[i], boxes[i] = deal(st, pool), deal(bx, pool)
    bonus_pool = [b for b in c.bonus_cards if b not in seen]
    rng.shuffle(bonus_pool)
    sack_pool = [s for s in c.sacks if s not in seen]
    rng.shuffle(sack_pool)
    players = []
    for s, p in enumerate(state.players):
        if s != seat and H in p.hand + p.draw:
            own = [x for x in p.cards if x not in p.played + p.done]
            rng.shuffle(own)
            p = replace(p, hand=deal(p.hand, own), draw=deal(p.draw, own))
        if s == seat:
            order = list(p.draw)
            rng.shuffle(order)  # one's own draw pile: known cards, unknown order
            p = replace(p, draw=tuple(order))
        players.append(replace(p, bonus=deal(p.bonus, bonus_pool), sacks=deal(p.sacks, sack_pool)))
    ws_pools = []
    for level in (1, 2):
        pool = [w.id for w in c.workshops.values() if w.level == level and w.id not in seen]
        pool = [
            x for x in pool if not any(x == pw.tile for p in state.players for pw in p.workshops)
        ]
        rng.shuffle(pool)
        ws_pools.append(deal(state.ws_stacks[level - 1], pool))
    look = state.look
    if task is not None and task.kind == "pick" and H in look:
        look = stacks[stack_index(task.colour, task.level)][1:]
    return replace(
        state,
        look=look,
        players=tuple(players),
        spec_stacks=tuple(stacks),
        spec_box=tuple(boxes),
        bonus_decks=tuple(deal(d, bonus_pool) for d in state.bonus_decks),
        sack_deck=deal(state.sack_deck, sack_pool),
        ws_stacks=(ws_pools[0], ws_pools[1]),
        rng=Rng.from_seed(rng.getrandbits(63)),
        solo=fill(state.solo, state.players[-1], rng),
    )


def reveals(before: ResafaState, action: Action, after: ResafaState) -> bool:
    """True when a card or tile was drawn, turned up or shown (no undo past it)."""
    if action.reveals or before.rng != after.rng:
        return True
    if before.spec_revealed != after.spec_revealed or before.look != after.look:
        return True
    if before.solo != after.solo:  # Resafabot played: a solo card was turned up
        return True
    if _tops(before) != _tops(after):
        return True
    if (
        len(before.sack_deck) != len(after.sack_deck)
        and after.sack_deck[:1] != before.sack_deck[:1]
    ):
        return True
    if before.ws_stacks != after.ws_stacks or before.bonus_decks != after.bonus_decks:
        return True
    return any(len(a.draw) < len(b.draw) for a, b in zip(after.players, before.players))


def _tops(state: ResafaState) -> tuple:
    """The face-up top card of every special card stack."""
    return tuple(
        st[0] if shown and st else "" for st, shown in zip(state.spec_stacks, state.spec_revealed)
    )
