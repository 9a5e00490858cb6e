"""Read-only questions a table (or a hint) asks about a position.

Targets are derived from ``legal_actions``, so the lit cells always agree with what the
engine accepts: ``room_targets`` for a dragged room, ``amenity_targets`` for an amenity,
``guest_targets`` for a guest (every room that can take it: both rooms of each pair).
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import BuildAmenity, BuildRoom, PlaceDisplayGuest, PlaceValetGuest
from .components import components
from .rules import legal_actions
from .scoring import amenity_status, shown_progress
from .state import LodgeState, column_of, floor_of
from .text import condition_text

Spot = tuple[int, int]
"""``(floor, column)`` in a lodge."""


def room_targets(state: LodgeState, row: int, slot: int) -> list[Spot]:
    """Where the room at display ``(row, slot)`` may be built now."""
    return [
        (a.floor, a.column)
        for a in legal_actions(state)
        if isinstance(a, BuildRoom) and (a.row, a.slot) == (row, slot)
    ]


def amenity_targets(state: LodgeState, slot: int) -> list[Spot]:
    """Where the amenity in display ``slot`` may be built now."""
    return [
        (a.floor, a.column)
        for a in legal_actions(state)
        if isinstance(a, BuildAmenity) and a.slot == slot
    ]


def guest_targets(state: LodgeState, slot: int | None) -> list[Spot]:
    """Rooms that can take the guest in display ``slot`` (``None``: the valet guest) now."""
    if slot is None:
        return [(a.floor, a.column) for a in legal_actions(state) if isinstance(a, PlaceValetGuest)]
    return [
        (a.floor, a.column)
        for a in legal_actions(state)
        if isinstance(a, PlaceDisplayGuest) and a.slot == slot
    ]


@dataclass(frozen=True)
class ChecklistLine:
    """One amenity in a lodge, as the live checklist shows it."""

    name: str
    icon: str
    points: int
    condition: str
    floor: int
    column: int
    met: bool
    have: int
    need: int


def amenity_checklist(state: LodgeState, seat: int) -> list[ChecklistLine]:
    """Every amenity in ``seat``'s lodge with its condition and whether it is met now."""
    lodge = state.lodges[seat]
    amenities = components().amenities
    out = []
    for index, a, met in amenity_status(lodge):
        amenity = amenities[a]
        have, need = shown_progress(lodge, index, amenity)
        out.append(
            ChecklistLine(
                amenity.name,
                amenity.spec.icon,
                amenity.points,
                condition_text(amenity),
                floor_of(index),
                column_of(index),
                met,
                have,
                need,
            )
        )
    return out
