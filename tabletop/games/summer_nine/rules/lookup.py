"""Tables derived once from the components for the engine's hot paths (``rules`` and
``turn`` run thousands of times a second in a bot's playouts): the cards of each kind, the open
pool places and the hidden ones per round, each month's slots, and the pick actions
themselves, made once and shared (actions are frozen values, so a shared one is the same
action). Rebuilt whenever ``components()`` gives a new object (a test reloading data).

``held_of_kind`` and ``holds_kind`` (a seat's cards of one kind) read ``of_kind``: they live
here, not in ``state``, so that ``state`` stays a leaf that this module reads.

Every table is what the plain functions of ``state`` compute (``open_columns``,
``column_state``, ``month_slots`` ...), in the same order; ``tests/games/summer_nine/
test_engine_golden.py`` pins the legal lists they produce.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..actions import Reschedule, StealCard, TakeAndDiscard, TakeToHand, TakeToSchedule, TimeTravel
from ..components import Components, components
from ..state import (
    SummerNineState,
    column_state,
    month_of_column,
    month_of_slot,
    open_columns,
    pool_index,
)


@dataclass(frozen=True)
class Tables:
    """See the module docstring; rounds outside the table are found with ``.get``."""

    components: Components
    of_kind: dict[str, frozenset[int]]
    """Kind -> the indices of its cards."""
    schedule: tuple[bool, ...]
    """Card index -> it is a schedule card."""
    open_places: dict[int, tuple[tuple[int, int, int, int], ...]]
    """Round -> ``(row, column, pool index, month)`` of each open place, column by column
    (rows in order within a column), as ``open_columns`` lists them."""
    hidden_places: dict[int, tuple[tuple[int, int, int], ...]]
    """Round -> ``(pool index, row, column)`` of each place in a hidden column, in pool
    order."""
    month_slots: tuple[tuple[int, ...], ...]
    """Month -> its schedule slots (1-9)."""
    slot_month: tuple[int, ...]
    """Slot (1-9; index 0 unused) -> its month."""
    take_to_schedule: tuple[dict[int, TakeToSchedule], ...]
    """Pool index -> slot -> the action taking that place's card into that slot."""
    take_and_discard: tuple[TakeAndDiscard, ...]
    take_to_hand: tuple[TakeToHand, ...]
    time_travel: tuple[TimeTravel, ...]
    reschedule: dict[tuple[int, int], Reschedule]
    steal: dict[tuple[int, int, int], StealCard]


_built: list[Tables] = []


def tables() -> Tables:
    """The tables of the current components (built on first use)."""
    c = components()
    if not _built or _built[0].components is not c:
        _built[:] = [_build(c)]
    return _built[0]


def _build(c: Components) -> Tables:
    f = c.facts
    rows, columns, per = f.pool_rows, f.pool_columns, f.slots_per_month
    places = [(row, column) for row in range(1, rows + 1) for column in range(1, columns + 1)]
    rounds = range(0, f.rounds + 2)
    slots = c.slots
    month_slots = tuple(tuple(range(m * per + 1, m * per + per + 1)) for m in range(c.months))
    return Tables(
        components=c,
        of_kind={
            kind: frozenset(i for i, card in enumerate(c.cards) if card.kind == kind)
            for kind in {card.kind for card in c.cards}
        },
        schedule=tuple(card.is_schedule for card in c.cards),
        open_places={
            r: tuple(
                (row, column, pool_index(row, column), month_of_column(column))
                for column in open_columns(r)
                for row in range(1, rows + 1)
            )
            for r in rounds
        },
        hidden_places={
            r: tuple(
                (pool_index(row, column), row, column)
                for row, column in places
                if column_state(r, column) == "hidden"
            )
            for r in rounds
        },
        month_slots=month_slots,
        slot_month=(-1,) + tuple(month_of_slot(s) for s in range(1, slots + 1)),
        take_to_schedule=tuple(
            {s: TakeToSchedule(row, column, s) for s in range(1, slots + 1)}
            for row, column in places
        ),
        take_and_discard=tuple(TakeAndDiscard(row, column) for row, column in places),
        take_to_hand=tuple(TakeToHand(row, column) for row, column in places),
        time_travel=tuple(TimeTravel(row, column) for row, column in places),
        reschedule={
            (a, b): Reschedule(a, b) for a in range(1, slots + 1) for b in range(a + 1, slots + 1)
        },
        steal={},
    )


def steal(victim: int, from_slot: int, slot: int) -> StealCard:
    """The shared ``StealCard`` action (made on first use)."""
    found = tables().steal
    key = (victim, from_slot, slot)
    action = found.get(key)
    if action is None:
        action = found[key] = StealCard(victim, from_slot, slot)
    return action


# --- a seat's cards by kind (on the hot path of ``legal_actions``) ---------------------------


def held_of_kind(state: SummerNineState, seat: int, kind: str) -> list[int]:
    """The cards of ``kind`` in ``seat``'s hand (Take Two: its own pile)."""
    if kind == "take_two":
        return list(state.take_twos[seat])
    cards = tables().of_kind.get(kind, ())
    return [c for c in state.hands[seat] if c in cards]


def holds_kind(state: SummerNineState, seat: int, kind: str) -> bool:
    """``bool(held_of_kind(state, seat, kind))`` without the list."""
    if kind == "take_two":
        return bool(state.take_twos[seat])
    return not tables().of_kind.get(kind, frozenset()).isdisjoint(state.hands[seat])
