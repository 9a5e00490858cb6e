"""The Summer Resort position: frozen dataclasses of tuples (plain data, RNG inside).

Vacationer types are the ids ``student``, ``convalescent`` and ``socialite``. A resort is a
row of forest lots; a lot's ``level`` is its top card (0 forest, 1 cottage, 2 villa,
3 pension), and every card below stays in the stack (it scores at the end).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from tabletop.engine import Rng, TurnProgress
from tabletop.engine.evolve import evolve, put  # noqa: F401 (part of this module's API)

from .components import components

FUELLED, EMPTY, REFUELLING = "fuelled", "empty", "refuelling"
"""An automobile's states: ready to drive, needing fuel, and with a token on it this round."""

ACTIONS, DEVELOP, ACCOMMODATE, OVER = "actions", "develop", "accommodate", "over"
"""The phases in which someone must decide (arrival is automatic)."""

HOUSE_IDS = ("forest", "cottage", "villa", "pension")
"""A lot's top card by level."""

LEVEL = {"cottage": 1, "villa": 2, "pension": 3}
"""The level a house card gives the lot it is built on (``HOUSE_IDS`` by level)."""


@dataclass(frozen=True)
class Lot:
    """A forest lot with its top card (``level``) and the guests staying there."""

    level: int
    guests: tuple[str, ...] = ()

    @property
    def is_house(self) -> bool:
        return self.level >= 1

    @property
    def top(self) -> str:
        return HOUSE_IDS[self.level]


@dataclass(frozen=True)
class Resort:
    """One player's area: money, lots, automobiles, tokens and this round's gains."""

    money: int
    lots: tuple[Lot, ...]
    automobiles: tuple[str, ...] = ()
    tokens: int = 2
    purchases: tuple[str, ...] = ()
    """Cards bought this round, waiting for development (``forest``, ``cottage``, ...)."""
    arrivals: tuple[str, ...] = ()
    """Invited vacationers waiting to be accommodated."""

    @property
    def houses(self) -> int:
        return sum(1 for lot in self.lots if lot.is_house)


@dataclass(frozen=True)
class Car:
    """A passenger car of the train with its vacationers and its claimant (-1: none)."""

    vacationers: tuple[str, ...] = ()
    claimed_by: int = -1


@dataclass(frozen=True)
class Placement:
    """Pieces placed this round: ``target`` is car, locomotive, investment or automobile."""

    seat: int
    target: str
    index: int = -1
    stack: str = ""
    tokens: int = 1
    porter: bool = False
    price: int = 0
    automobile: bool = False


@dataclass(frozen=True)
class SummerResortState:
    """The whole position. ``deck`` holds the face-down weather cards, next card first."""

    players: int
    rounds: int
    round: int
    phase: str
    resorts: tuple[Resort, ...]
    porter: int
    porter_free: bool
    president: int
    turn: int
    progress: TurnProgress
    """What the player to act has placed in this turn of the action phase (``PLAN`` in
    ``rules.placement``): the token placement, the porter."""
    queue: tuple[int, ...]
    weather: str
    deck: tuple[str, ...]
    history: tuple[str, ...]
    train: tuple[Car, ...]
    stacks: tuple[int, ...]
    """Cards left in each investment stack (order of ``investments.yaml``)."""
    visits: tuple[int, ...]
    """Visits this round to each investment stack."""
    bank: tuple[int, ...]
    """Vacationer cards in the bank per type (order of ``vacationers.yaml``)."""
    bank_balance: int
    """The bank's cash ledger: what players paid in minus what it paid out (can be negative)."""
    overflow: tuple[str, ...]
    placements: tuple[Placement, ...]
    investors: tuple[int, ...]
    """Seats in the order in which an investment this round gave them a third house (the
    book's "first invests in a third house": the President tie-break)."""
    rng: Rng


def with_resort(state: SummerResortState, seat: int, **changes: Any) -> SummerResortState:
    """``state`` with some fields of one resort changed."""
    resort = evolve(state.resorts[seat], **changes)
    return evolve(state, resorts=put(state.resorts, seat, resort))


def action_order(state: SummerResortState) -> tuple[int, ...]:
    """Seats in turn order: from the left of the porter holder, clockwise, holder last."""
    n = state.players
    return tuple((state.porter + 1 + i) % n for i in range(n))


def guests_of(state: SummerResortState, seat: int) -> tuple[str, ...]:
    """New guests the seat accommodates now (the President also takes the overflow)."""
    guests = state.resorts[seat].arrivals
    if seat == state.president:
        guests += state.overflow
    return guests


def conserved(state: SummerResortState) -> tuple:
    """What must never change during a game: vacationer cards per type, the money ledger,
    and every investment card (the contract's ``conserved``)."""
    comp = components()
    vac: Counter[str] = Counter()
    for i, kind in enumerate(comp.vacationers):
        vac[kind.id] += state.bank[i]
    for car in state.train:
        vac.update(car.vacationers)
    vac.update(state.overflow)
    cards: Counter[str] = Counter()
    for i, inv in enumerate(comp.investments):
        cards[inv.card] += state.stacks[i]
    for r in state.resorts:
        vac.update(r.arrivals)
        for lot in r.lots:
            vac.update(lot.guests)
            cards["forest"] += 1
            for house in comp.houses:
                cards[house.id] += lot.level >= house.level
        cards.update(r.purchases)
        cards["automobile"] += len(r.automobiles)
    money = sum(r.money for r in state.resorts) + state.bank_balance
    return (tuple(sorted(vac.items())), money, tuple(sorted(cards.items())))
