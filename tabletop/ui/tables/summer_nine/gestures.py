"""Summer Nine's gestures: which cards can be picked up and where each may go.

- An open pool card onto a slot of your schedule (``TakeToSchedule``), onto the discard
  (``TakeAndDiscard``) or onto your hand (``TakeToHand``); every slot is offered, so a
  slot of another month or a full one shows the engine's reason.
- The card Time Travel took onto a slot (``PlacePicked``) or the discard
  (``DiscardPicked``).
- Time Travel from your hand onto a pool card (``TimeTravel``; open or not-yet-revealed
  places show the engine's reason).
- Reschedule from your hand onto a slot, then a click on the second slot
  (``Reschedule``): the first drop holds the first slot and lights the second ones.
  While you hold a Reschedule card, a card of your schedule dragged onto another slot
  does the same in one gesture.
- Identity Theft from your hand onto another player's card, then a click on your own
  empty slot of that month (``StealCard``); with one possible slot the first drop plays it.

Take Two and End turn stay buttons (the base lists them).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.engine.actions import Action
from tabletop.games.summer_nine.actions import (
    DiscardPicked,
    PlacePicked,
    PlayTakeTwo,
    Reschedule,
    StealCard,
    TakeAndDiscard,
    TakeToHand,
    TakeToSchedule,
    TimeTravel,
)

from ...drag import Piece, Target
from . import layout as L
from .art import Art
from .board import TAKE_TWO, Board

TWO_STEP = (Reschedule, StealCard)

Key = tuple[Any, ...]
"""A piece's or a target's key: ``("pool", row, column)``, ``("picked",)``, ``("hand",
kind)``, ``("slot", slot)``, ``("second", "reschedule", slot)``, ``("second", "steal",
victim, slot)``, ``("steal", victim, slot)``, ``("discard",)``."""


@dataclass(frozen=True)
class Reach:
    """What the gestures read of one position: the board, the seat at the screen and the
    schedule shown big, the other seats (in panel order) and every seat's name, the legal
    actions, the card art; and the table's two answers: the engine's reason for a move
    (``check``) and holding the first choice of a two-step gesture (``second_step``)."""

    board: Board
    eyes: int
    shown: int
    others: tuple[int, ...]
    names: tuple[str, ...]
    legal: tuple[Action, ...]
    art: Art
    check: Callable[[Action], str | None]
    second_step: Callable[[Key, pygame.Rect], None]


def make_pieces(reach: Reach) -> list[Piece]:
    board, art = reach.board, reach.art
    out: list[Piece] = []
    for card in board.pool:
        if card.face == "open" and card.look is not None:
            out.append(
                Piece(
                    ("pool", card.row, card.column),
                    L.pool_cell(card.row, card.column),
                    art.face(card.look, L.CARD),
                    card.look.title,
                )
            )
    if board.picked_look is not None:
        look = board.picked_look
        out.append(Piece(("picked",), L.PICKED.copy(), art.face(look, L.CARD), look.title))
    hand = {h.key for h in board.hand}
    for held, rect in zip(board.hand, L.hand_rects(len(board.hand))):
        if held.key is not None:
            out.append(Piece(held.key, rect, art.face(held.look, L.HAND_CARD), held.look.title))
    if ("hand", "reschedule") in hand and reach.shown == reach.eyes:
        # a shortcut: drag a scheduled card to another slot
        for slot, scheduled in zip(L.slots(), board.players[reach.eyes].schedule):
            if scheduled is not None:
                face = art.face(scheduled, L.CARD)
                out.append(Piece(("slot", slot), L.slot_rect(slot), face, scheduled.title))
    return out


def make_targets(reach: Reach, piece: Piece) -> list[Target]:
    key = piece.key
    if not isinstance(key, tuple) or not key:
        return []
    kind = key[0]
    if kind == "pool":
        row, column = key[1], key[2]
        out = [
            Target(("slot", s), L.slot_rect(s), TakeToSchedule(row, column, s)) for s in L.slots()
        ]
        out.append(Target(("discard",), L.DISCARD.inflate(8, 8), TakeAndDiscard(row, column)))
        out.append(Target(("hand",), L.HAND_PANEL.copy(), TakeToHand(row, column)))
        return out
    if kind == "picked":
        out = [Target(("slot", s), L.slot_rect(s), PlacePicked(s)) for s in L.slots()]
        out.append(Target(("discard",), L.DISCARD.inflate(8, 8), DiscardPicked()))
        return out
    if key == ("hand", "time_travel"):
        return [
            Target(
                ("pool", c.row, c.column), L.pool_cell(c.row, c.column), TimeTravel(c.row, c.column)
            )
            for c in reach.board.pool
        ]
    if key == ("hand", "reschedule"):
        return [_reschedule_first(reach, s) for s in L.slots()]
    if key == ("hand", "identity_theft"):
        return _theft_first(reach)
    if kind == "slot" or (kind == "second" and key[1] == "reschedule"):
        first = key[1] if kind == "slot" else key[2]
        return [
            Target(
                ("slot", s),
                L.slot_rect(s),
                Reschedule(min(first, s), max(first, s)),
                label=f"Swap slots {min(first, s)} and {max(first, s)}",
            )
            for s in L.slots()
            if s != first
        ]
    if kind == "second" and key[1] == "steal":
        victim, from_slot = key[2], key[3]
        return [
            Target(("slot", s), L.slot_rect(s), StealCard(victim, from_slot, s)) for s in L.slots()
        ]
    return []


def two_step_actions(legal: Iterable[Action]) -> list[Action]:
    """The actions the two-step gestures make (their first drop has no action of its own)."""
    return [a for a in legal if isinstance(a, TWO_STEP)]


def _reschedule_first(reach: Reach, slot: int) -> Target:
    """Reschedule dropped on ``slot``: held there for the second click, or the reason."""
    legal = [a for a in reach.legal if isinstance(a, Reschedule) and slot in (a.slot_a, a.slot_b)]
    rect = L.slot_rect(slot)
    if legal:
        return Target(
            ("slot", slot),
            rect,
            None,
            label=f"Reschedule: swap slot {slot} with the slot you click next",
            on_drop=lambda: reach.second_step(("second", "reschedule", slot), rect),
        )
    cards = reach.board.players[reach.eyes].cards
    others = [s for s in L.slots() if s != slot]
    partner = next((s for s in others if cards[s - 1] >= 0), others[0])
    reason = reach.check(Reschedule(min(slot, partner), max(slot, partner)))
    return Target(("slot", slot), rect, None, reason=reason or "No swap with this slot.")


def _theft_first(reach: Reach) -> list[Target]:
    """Identity Theft dropped on another player's card: played at once when one slot of
    yours can take it, else held for the click on your slot; the reason otherwise."""
    out: list[Target] = []
    legal = [a for a in reach.legal if isinstance(a, StealCard)]
    for panel in L.other_panels(list(reach.others)):
        cards = reach.board.players[panel.seat].cards
        for slot, card in enumerate(cards, start=1):
            if card < 0:
                continue
            rect = panel.slot(slot)
            mine = [a for a in legal if a.victim == panel.seat and a.from_slot == slot]
            name = reach.names[panel.seat]
            if len(mine) == 1:
                out.append(Target(("steal", panel.seat, slot), rect, mine[0]))
            elif mine:
                out.append(
                    Target(
                        ("steal", panel.seat, slot),
                        rect,
                        None,
                        label=f"Steal {name}'s slot {slot}: then click your empty slot",
                        on_drop=_second_steal(reach, panel.seat, slot, rect),
                    )
                )
            else:
                first = L.months()[L.month_of(slot)].slots[0]
                reason = reach.check(StealCard(panel.seat, slot, first))
                out.append(
                    Target(("steal", panel.seat, slot), rect, None, reason=reason or "Not now.")
                )
    return out


def _second_steal(reach: Reach, victim: int, slot: int, rect: pygame.Rect) -> Callable[[], None]:
    """The drop that holds ``victim``'s ``slot`` for the click on your own slot."""
    return lambda: reach.second_step(("second", "steal", victim, slot), rect)


def playable(legal: Iterable[Action]) -> frozenset[Hashable]:
    """Keys of the pieces that have a legal move in ``legal`` (they carry a tick), and
    ``TAKE_TWO`` when Take Two may be played."""
    keys: set[Hashable] = set()
    for a in legal:
        if isinstance(a, (TakeToSchedule, TakeAndDiscard, TakeToHand)):
            keys.add(("pool", a.row, a.column))
        elif isinstance(a, (PlacePicked, DiscardPicked)):
            keys.add(("picked",))
        elif isinstance(a, Reschedule):
            keys.add(("hand", "reschedule"))
        elif isinstance(a, StealCard):
            keys.add(("hand", "identity_theft"))
        elif isinstance(a, TimeTravel):
            keys.add(("hand", "time_travel"))
        elif isinstance(a, PlayTakeTwo):
            keys.add(TAKE_TWO)
    return frozenset(keys)


def held_month(board: Board, key: Hashable) -> int | None:
    """The month the held piece ``key`` must go into when it is a schedule card from the
    pool or the card Time Travel took (``None`` otherwise): the board frames it."""
    if not isinstance(key, tuple):
        return None
    if key[:1] == ("pool",):
        card = next(c for c in board.pool if (c.row, c.column) == key[1:])
        return L.month_of(card.column) if card.look is not None and card.look.schedule else None
    if key == ("picked",):
        return board.picked_month
    return None
