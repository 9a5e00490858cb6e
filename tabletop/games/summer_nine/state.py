"""Summer Nine's state: plain frozen data, cards referred to by number.

A card is an index into ``components().cards``. ``EMPTY`` marks a slot without a card;
``HIDDEN`` marks a card a ``view`` does not show (a face-down pool card, the deck,
another player's hand). The pool is 2 rows x 9 columns stored row by row: position
``(row - 1) * 9 + (column - 1)``. A schedule is 9 slots, slot ``s`` (1-9) at index
``s - 1``; June holds slots 1-3, July 4-6, August 7-9, and pool columns 1-3 / 4-6 / 7-9
belong to the same months.

The timeline is a function of ``round`` (1-17): the open columns are
``max(1, round - 8) .. min(round, 9)``; columns after them are not revealed yet,
columns before them are hidden again. Revealing and hiding need no state of their own.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Literal

from tabletop.engine import Rng
from tabletop.engine.evolve import evolve
from tabletop.engine.phases import Step, TurnPlan, TurnProgress

from .components import components

EMPTY = -1
"""No card."""
HIDDEN = -2
"""A card whose face the viewer may not see."""

PLAY = "play"
"""Phase: the current player's turn (action cards, Take Two, picks)."""
PLACE = "place"
"""Phase: the current player places (or discards) the schedule card Time Travel took."""
COMPENSATION = "compensation"
"""Phase: the victim of an Identity Theft picks a compensation card from the open pool."""
OVER = "over"

PLAN = TurnPlan(
    steps=(Step("take_two", optional=True, before=("pick",)), Step("pick")),
    free=("action_card",),
)
"""A turn: Take Two only before the first pick, one pick (two after Take Two), action
cards at any point of the turn."""


@dataclass(frozen=True)
class Options:
    """Table options (``config.options``): the 3-player Take Two row (``proposed`` 2/3/3 or
    the ``printed`` 3/3/2), the turn ``direction``, S9-1's ``remember_hidden`` (hidden
    cards seen by all stay visible) and the 4+ reading with two runs (``union`` or
    ``per_run``)."""

    take_two_reading: Literal["proposed", "printed"] = "proposed"
    direction: Literal["clockwise", "anticlockwise"] = "clockwise"
    remember_hidden: bool = False
    four_plus: Literal["union", "per_run"] = "union"


@dataclass(frozen=True)
class SummerNineState:
    """The whole table."""

    players: int
    first: int
    """The seat that starts every round (and had the first Take Two row)."""
    options: Options
    round: int
    """1-17 during play; 18 once the game is over."""
    turn: int
    """How many seats have finished their turn this round."""
    phase: str
    progress: TurnProgress
    pool: tuple[int, ...]
    deck: tuple[int, ...]
    """Top card first."""
    discard: tuple[int, ...]
    """Face up, oldest first (public)."""
    set_aside: tuple[int, ...]
    """Take Two cards no seat was dealt (out of play)."""
    schedules: tuple[tuple[int, ...], ...]
    hands: tuple[tuple[int, ...], ...]
    """Non-schedule cards held (sorted), Take Two cards apart."""
    take_twos: tuple[tuple[int, ...], ...]
    """Take Two cards held (sorted)."""
    picked: int = EMPTY
    """The schedule card Time Travel took, waiting to be placed (phase ``PLACE``)."""
    picked_column: int = 0
    """The pool column (1-9) ``picked`` came from: its month rules the placement."""
    victim: int = -1
    """The seat picking a compensation card (phase ``COMPENSATION``)."""
    shown: int = EMPTY
    """The card Time Travel's refill just showed to everyone before it was hidden."""
    rng: Rng = Rng(1)

    @property
    def direction(self) -> int:
        return 1 if self.options.direction == "clockwise" else -1

    @property
    def current(self) -> int:
        """The seat whose turn it is."""
        players, position = self.players, self.turn
        if position > players - 1:
            position = players - 1
        step = 1 if self.options.direction == "clockwise" else -1
        return (self.first + step * position) % players  # seat_at, inlined

    @property
    def actor(self) -> int | None:
        if self.phase == OVER:
            return None
        if self.phase == COMPENSATION:
            return self.victim
        return self.current

    def picks_due(self) -> int:
        """Picks this turn: 2 after Take Two, else 1."""
        return components().facts.take_two_picks if self.progress.has("take_two") else 1


# --- seats and timeline ----------------------------------------------------------------------


def seat_at(state: SummerNineState, position: int) -> int:
    """The seat at ``position`` in turn order (0 = the first player)."""
    return (state.first + state.direction * position) % state.players


def turn_position(state: SummerNineState, seat: int) -> int:
    """``seat``'s place in turn order (0 = the first player)."""
    return ((seat - state.first) * state.direction) % state.players


def open_columns(round_: int) -> range:
    """The open pool columns (1-9) in round ``round_`` (1-17): max(1, r-8) .. min(r, 9)."""
    if not 1 <= round_ <= components().facts.rounds:
        return range(0)
    columns = components().facts.pool_columns
    return range(max(1, round_ - (columns - 1)), min(round_, columns) + 1)


def column_state(round_: int, column: int) -> str:
    """``"open"``, ``"upcoming"`` (not revealed yet) or ``"hidden"`` (hidden again)."""
    cols = open_columns(round_)
    if column in cols:
        return "open"
    if round_ > components().facts.rounds or (cols and column < cols.start):
        return "hidden"
    return "upcoming"


def pool_index(row: int, column: int) -> int:
    return (row - 1) * components().facts.pool_columns + (column - 1)


def pool_position(index: int) -> tuple[int, int]:
    """``(row, column)`` of pool position ``index``."""
    n = components().facts.pool_columns
    return index // n + 1, index % n + 1


def on_pool(row: int, column: int) -> bool:
    f = components().facts
    return 1 <= row <= f.pool_rows and 1 <= column <= f.pool_columns


def month_of_column(column: int) -> int:
    """The month (0 = June) of pool column ``column`` (1-9)."""
    return (column - 1) // components().facts.slots_per_month


def month_of_slot(slot: int) -> int:
    """The month (0 = June) of schedule slot ``slot`` (1-9)."""
    return (slot - 1) // components().facts.slots_per_month


def month_slots(month: int) -> range:
    """The schedule slots (1-9) of ``month``."""
    n = components().facts.slots_per_month
    return range(month * n + 1, month * n + n + 1)


def on_schedule(slot: int) -> bool:
    return 1 <= slot <= components().slots


def empty_slots_in_month(schedule: tuple[int, ...], month: int) -> list[int]:
    return [s for s in month_slots(month) if schedule[s - 1] == EMPTY]


# --- frozen updates ---------------------------------------------------------------------------


def put(items: tuple, index: int, value) -> tuple:
    """``items`` with ``items[index]`` replaced by ``value``."""
    return items[:index] + (value,) + items[index + 1 :]


def added(items: tuple[int, ...], card: int) -> tuple[int, ...]:
    """A sorted hand with ``card`` put in."""
    return tuple(sorted(items + (card,)))


def removed(items: tuple[int, ...], card: int) -> tuple[int, ...]:
    i = items.index(card)
    return items[:i] + items[i + 1 :]


def with_schedule(state: SummerNineState, seat: int, schedule: tuple[int, ...]) -> SummerNineState:
    return evolve(state, schedules=put(state.schedules, seat, schedule))


def with_hand(state: SummerNineState, seat: int, hand: tuple[int, ...]) -> SummerNineState:
    return evolve(state, hands=put(state.hands, seat, hand))


# --- components kept constant -------------------------------------------------------------


def conserved(state: SummerNineState) -> tuple:
    """All 109 cards, each exactly once, wherever it is (hidden ones counted too)."""
    places = [state.pool, state.deck, state.discard, state.set_aside, (state.picked,)]
    places += list(state.schedules) + list(state.hands) + list(state.take_twos)
    counts = Counter(x for place in places for x in place if x != EMPTY)
    return tuple(sorted(counts.items()))
