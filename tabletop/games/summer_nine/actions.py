"""Summer Nine's actions. Numbers follow the book: pool ``row`` 1-2, pool ``column`` 1-9
(June = columns 1-3, July 4-6, August 7-9), schedule ``slot`` 1-9 (June = slots 1-3).

A turn: any action cards, ``PlayTakeTwo`` (only before the first pick), one pick (two
after Take Two) with action cards allowed before, between and after, then ``EndTurn``.
The turn ends by itself once the picks are made and no action card can be played.

A pick is one action that takes an open card and puts it where it goes: ``TakeToSchedule``
(a schedule card into an empty slot of its column's month), ``TakeAndDiscard`` (a
schedule card thrown away) or ``TakeToHand`` (a non-schedule card). ``TimeTravel`` takes a
hidden card instead, unseen; a schedule card taken that way is then placed with
``PlacePicked`` or ``DiscardPicked``. After ``StealCard`` the victim picks a compensation
card at once (the engine's actor is then the victim), with the same three pick actions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.engine import Action, EndTurn


@dataclass(frozen=True)
class TakeToSchedule(Action):
    """Take the open schedule card at ``(row, column)`` into empty schedule ``slot``
    (same month as the column)."""

    kind: ClassVar[str] = "take_to_schedule"
    reveals: ClassVar[bool] = True  # the refill from the deck is shown
    row: int
    column: int
    slot: int


@dataclass(frozen=True)
class TakeAndDiscard(Action):
    """Take the open schedule card at ``(row, column)`` and discard it."""

    kind: ClassVar[str] = "take_and_discard"
    reveals: ClassVar[bool] = True
    row: int
    column: int


@dataclass(frozen=True)
class TakeToHand(Action):
    """Take the open non-schedule card (action, objective, collectible) at ``(row, column)``
    into your hand."""

    kind: ClassVar[str] = "take_to_hand"
    reveals: ClassVar[bool] = True
    row: int
    column: int


@dataclass(frozen=True)
class PlayTakeTwo(Action):
    """Discard a Take Two card: this turn you pick two cards, one after the other."""

    kind: ClassVar[str] = "play_take_two"


@dataclass(frozen=True)
class Reschedule(Action):
    """Discard a Reschedule card: swap schedule slots ``slot_a`` < ``slot_b`` (any months;
    at least one of them holds a card)."""

    kind: ClassVar[str] = "reschedule"
    slot_a: int
    slot_b: int


@dataclass(frozen=True)
class StealCard(Action):
    """Discard an Identity Theft card: take the card in ``victim``'s schedule slot
    ``from_slot`` into your empty ``slot`` of the same month. The victim then picks a
    compensation card from the open pool."""

    kind: ClassVar[str] = "steal_card"
    victim: int
    from_slot: int
    slot: int


@dataclass(frozen=True)
class TimeTravel(Action):
    """Discard a Time Travel card: take the hidden card at ``(row, column)`` (rounds 10-17)
    without looking, as this pick. Its refill is shown to everyone, then hidden."""

    kind: ClassVar[str] = "time_travel"
    reveals: ClassVar[bool] = True
    row: int
    column: int


@dataclass(frozen=True)
class PlacePicked(Action):
    """Put the schedule card taken by Time Travel into empty ``slot`` of its column's
    month."""

    kind: ClassVar[str] = "place_picked"
    slot: int


@dataclass(frozen=True)
class DiscardPicked(Action):
    """Discard the schedule card taken by Time Travel."""

    kind: ClassVar[str] = "discard_picked"


PICKS: tuple[type[Action], ...] = (TakeToSchedule, TakeAndDiscard, TakeToHand)
"""The actions that take an open card (a normal pick or a compensation pick)."""
Pick = TakeToSchedule | TakeAndDiscard | TakeToHand
"""One of ``PICKS``, as a type."""

ACTION_TYPES: tuple[type[Action], ...] = (
    TakeToSchedule,
    TakeAndDiscard,
    TakeToHand,
    PlayTakeTwo,
    Reschedule,
    StealCard,
    TimeTravel,
    PlacePicked,
    DiscardPicked,
    EndTurn,
)

__all__ = [
    "ACTION_TYPES",
    "PICKS",
    "Pick",
    "DiscardPicked",
    "EndTurn",
    "PlacePicked",
    "PlayTakeTwo",
    "Reschedule",
    "StealCard",
    "TakeAndDiscard",
    "TakeToHand",
    "TakeToSchedule",
    "TimeTravel",
]
