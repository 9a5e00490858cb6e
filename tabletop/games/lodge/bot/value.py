"""The heuristic of Lodge's bots: points now plus what looks close to points.

Weights stay below what the real thing scores (a placed guest is worth 2 plus its floor),
so a one-ply bot always prefers cashing in over keeping a possibility open."""

from __future__ import annotations

from ..components import components
from ..rules.placement import can_hold_tile, guest_spaces
from ..scoring import preferred_guests, progress
from ..state import EMPTY, Lodge, LodgeState, floor_of, neighbours, room_colour, spaces

VALET_READY = 1.2
"""A valet guest that can be placed now."""
DISPLAY_READY = 0.4
"""Each display guest that could be placed now."""
PREFERRED_READY = 0.25
"""Per floor number, when a ready guest could go on its preferred floor."""
HALF_PAIR = 0.3
"""A guest colour present as an empty room with free buildable space next to it."""
AMENITY_PROGRESS = 0.4
"""Share of an unmet amenity's points given for each step of progress."""
TOKEN_KEPT = 0.3
EMPTY_ROOM = 0.35
"""Each empty room: somewhere a future guest may stay."""


def _readiness(lodge: Lodge, guest_id: int, weight: float) -> float:
    guest = components().guests[guest_id]
    where = guest_spaces(lodge, guest)
    if where:
        best = max((floor_of(i) for i in where if floor_of(i) == guest.floor), default=0)
        return weight + PREFERRED_READY * best
    return HALF_PAIR * sum(_half_pair(lodge, c) for c in (guest.a, guest.b)) / 2


def _half_pair(lodge: Lodge, colour: int) -> bool:
    """An empty room of ``colour`` with a buildable space next to it."""
    for i in spaces():
        tile = lodge.rooms[i]
        if tile == EMPTY or lodge.guests[i] != EMPTY or room_colour(tile) != colour:
            continue
        if any(can_hold_tile(lodge, n) for n in neighbours(i)):
            return True
    return False


def heuristic(state: LodgeState, seat: int) -> float:
    """How promising ``state`` looks for ``seat``."""
    lodge = state.lodges[seat]
    c = components()
    value = float(lodge.guest_count() * c.constants.facts.points_per_guest)
    value += sum(floor_of(i) for i in preferred_guests(lodge))
    if lodge.valet != EMPTY:
        value += _readiness(lodge, lodge.valet, VALET_READY)
    if seat == state.current and not state.display_guest_placed:
        ready = [_readiness(lodge, g, DISPLAY_READY) for g in state.guest_display if g != EMPTY]
        value += max(ready, default=0.0)
    for i, a in enumerate(lodge.amenities):  # scoring.breakdown's amenities, progress once
        if a == EMPTY:
            continue
        amenity = c.amenities[a]
        have, need = progress(lodge, i, amenity)
        if have >= need:
            value += amenity.points
        else:
            value += AMENITY_PROGRESS * amenity.points * max(0, have) / max(1, need)
    value += TOKEN_KEPT * lodge.refresh_tokens
    value += EMPTY_ROOM * sum(
        1 for t, g in zip(lodge.rooms, lodge.guests) if t != EMPTY and g == EMPTY
    )
    return value
