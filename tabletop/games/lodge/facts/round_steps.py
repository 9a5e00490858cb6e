"""The automatic steps after a Lodge move, each with the position it leads to: what the
table plays on the board, one step at a time (issue #14): the amenity display refilled,
the guest display refilled or refreshed, the valet filled from the bag, the solo rival's
removals and discards, the refresh token's row and every pass of the room display refresh.

``round_steps(before, action, after)`` walks the steps ``text.events.trace`` logs with the same
rule functions (``advance``, ``fill_guests``, ``_refill_valet``, the rival's
``_remove_random_room`` and ``_return_leftmost_guest``, ``fill_amenities``,
``discard_row``, ``gravity``, ``draw_room``) and pairs each line of ``Game.events`` with
the position just after it and with what moved there (``Moved``: a room, guest or amenity
from one place to another), so that a table can draw the board at each step and slide the
pieces between two steps. The last position is ``after`` itself (a test holds the walk
equal to it). Pure: it only builds new states.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from tabletop.engine import Action, EndTurn

from .. import automa
from ..actions import BuildAmenity, RefreshGuests, UseRefreshToken
from ..components import components
from ..rules.display import (
    discard_row,
    fill_amenities,
    fill_guests,
    refresh_guests,
    refresh_passes,
)
from ..state import EMPTY, LodgeState, evolve, merged, put, with_lodge
from ..text.events import events
from ..turn import _refill_valet, advance

KINDS = (
    "amenity",  # the amenity display refilled from the stack
    "guests",  # the guest display refilled (or refreshed) from the bag
    "valet",  # an empty valet takes a guest from the bag
    "rival_room",  # the solo rival takes a room from the room display
    "rival_amenity",  # the solo rival discards an amenity
    "rival_guest",  # the solo rival sends a guest back to the bag (the display refills)
    "token",  # the refresh token: a row's rooms to the discard pile
    "refresh",  # one pass of the room display refresh
    "trigger",  # the end of the game is triggered
    "over",  # the game is over
    "line",  # a line whose position could not be walked (never expected)
)

PLACES = ("rooms", "guests", "amenities", "valet", "bag", "discard", "stack", "rival")
"""Where a piece is: a slot of a display (``rooms``: ``room_display``'s index), a seat's
valet, the bag it is drawn from or goes back to, the discard pile, the amenity stack, the
solo rival (what it takes)."""


@dataclass(frozen=True)
class Moved:
    """A room tile, guest or amenity going from one place to another in a step."""

    piece: str
    """``room``, ``guest`` or ``amenity``."""
    item: int
    """The tile, guest or amenity (as in the state)."""
    start: tuple[str, int]
    """Where it was: a place of ``PLACES`` and its slot or seat (-1 for a pile)."""
    end: tuple[str, int]
    """Where it goes."""


@dataclass(frozen=True)
class RoundStep:
    """One automatic step: its move-log line, the position after it and what moved."""

    line: str
    """The line of ``Game.events`` (seats as ``seat_ref``)."""
    position: LodgeState
    """The whole position after this step."""
    kind: str
    """One of ``KINDS``."""
    seat: int = -1
    """The seat whose turn it is (its valet, its refresh token)."""
    moved: tuple[Moved, ...] = ()
    """What moved from the position before this step to ``position``."""
    lifted: LodgeState | None = None
    """The position before this step with the moving pieces lifted out (a table draws it
    under them while they slide); ``None`` when nothing moves."""


def opening(before: LodgeState, action: Action, after: LodgeState) -> LodgeState:
    """The position the board shows before the first step: ``before``, except after an
    amenity was built, when the amenity is in the lodge and its slot still empty."""
    if isinstance(action, BuildAmenity):
        return evolve(after, amenity_display=put(after.amenity_display, action.slot, EMPTY))
    return before


def round_steps(before: LodgeState, action: Action, after: LodgeState) -> tuple[RoundStep, ...]:
    """Every automatic step after ``action`` (from ``before`` to ``after``): its line of
    ``Game.events``, the position after it and what moved. Empty when the move set off
    nothing."""
    lines = events(before, action, after)
    if not lines:
        return ()
    walk: list[tuple[str, LodgeState]] = []
    final = _run(before, action, after, walk)
    if len(walk) != len(lines) or final is None or not _same_table(final, after):
        return tuple(RoundStep(line, after, "line", before.current) for line in lines)
    walk[-1] = (walk[-1][0], after)  # with the silent steps after the last line
    out: list[RoundStep] = []
    previous = opening(before, action, after)
    for line, (kind, position) in zip(lines, walk):
        moved = what_moved(previous, position, kind, before.current)
        lifted = lift(previous, moved, before.current) if moved else None
        out.append(RoundStep(line, position, kind, before.current, moved, lifted))
        previous = position
    return tuple(out)


# --- the walk ------------------------------------------------------------------------------------


def _run(
    before: LodgeState, action: Action, after: LodgeState, walk: list[tuple[str, LodgeState]]
) -> LodgeState | None:
    """Walk the steps after ``action`` in ``text.events.trace``'s order; the position reached."""
    if isinstance(action, BuildAmenity):
        state = advance(before, action)  # built, and its slot refilled
        walk.append(("amenity", state))
        return state
    if isinstance(action, RefreshGuests):
        state = refresh_guests(before)
        walk.append(("guests", state))
        return state
    if isinstance(action, UseRefreshToken):
        lodge = replace(before.lodge, refresh_tokens=before.lodge.refresh_tokens - 1)
        state = discard_row(with_lodge(before, before.current, lodge), action.row)
        walk.append(("token", state))
        return _refresh(state, walk)
    if isinstance(action, EndTurn):
        return _end_turn(before, after, walk)
    return None


def _end_turn(
    before: LodgeState, after: LodgeState, walk: list[tuple[str, LodgeState]]
) -> LodgeState:
    state = fill_guests(before)
    if state.guest_display != before.guest_display:
        walk.append(("guests", state))
    new = _refill_valet(state)
    if new.lodge.valet != state.lodge.valet:
        walk.append(("valet", new))
    state = new
    if state.solo:
        state = _rival(state, walk)
    state = _refresh(state, walk)
    if after.ended_by and not before.ended_by:  # read from the outcome: the end of a turn
        walk.append(("trigger", after))
    if after.over:
        walk.append(("over", after))
    return state


def _rival(state: LodgeState, walk: list[tuple[str, LodgeState]]) -> LodgeState:
    """``automa.rival_turn`` a step at a time."""
    p = components().constants.proposed
    for _ in range(p.rival_rooms_removed):
        new = automa._remove_random_room(state)
        if new.room_display != state.room_display:
            walk.append(("rival_room", new))
        state = new
    slot = p.rival_amenity_slot - 1
    if 0 <= slot < len(state.amenity_display) and state.amenity_display[slot] != EMPTY:
        state = evolve(  # as ``automa.rival_turn`` does: the slot emptied, the card discarded
            state,
            amenity_display=put(state.amenity_display, slot, EMPTY),
            amenity_discard=merged(state.amenity_discard, (state.amenity_display[slot],)),
        )
        walk.append(("rival_amenity", state))
        state = fill_amenities(state)
        walk.append(("amenity", state))
    for _ in range(p.rival_guests_returned):
        new = automa._return_leftmost_guest(state)
        if new.guest_display != state.guest_display:
            walk.append(("rival_guest", new))
        state = new
    return state


def _refresh(state: LodgeState, walk: list[tuple[str, LodgeState]]) -> LodgeState:
    """``rules.display.refresh_rooms`` a pass at a time."""
    for after in refresh_passes(state):
        walk.append(("refresh", after))
        state = after
    return state


def _same_table(a: LodgeState, b: LodgeState) -> bool:
    """The displays, bags, piles, valets and the RNG agree (what the steps change)."""
    return (
        a.room_display == b.room_display
        and a.room_bag == b.room_bag
        and a.room_discard == b.room_discard
        and a.guest_display == b.guest_display
        and a.guest_bag == b.guest_bag
        and a.amenity_display == b.amenity_display
        and a.amenity_stack == b.amenity_stack
        and a.amenity_discard == b.amenity_discard
        and a.rng == b.rng
        and tuple(x.valet for x in a.lodges) == tuple(x.valet for x in b.lodges)
    )


# --- what moved -------------------------------------------------------------------------------------

GONE = {
    "rival_room": ("rival", -1),
    "rival_amenity": ("discard", -1),
    "rival_guest": ("bag", -1),
    "guests": ("bag", -1),
}
"""Where a piece that leaves a display goes, by step (else the discard pile)."""


def what_moved(a: LodgeState, b: LodgeState, kind: str, seat: int) -> tuple[Moved, ...]:
    """The pieces that moved from position ``a`` to ``b`` in a step of ``kind``: rooms
    sliding down or dealt into the room display, pieces leaving a display, guests and
    amenities dealt, the valet filled."""
    gone = GONE.get(kind, ("discard", -1))
    out = _display("room", "rooms", a.room_display, b.room_display, ("bag", -1), gone)
    out += _display("guest", "guests", a.guest_display, b.guest_display, ("bag", -1), gone)
    out += _display(
        "amenity", "amenities", a.amenity_display, b.amenity_display, ("stack", -1), gone
    )
    valet_a, valet_b = a.lodges[seat].valet, b.lodges[seat].valet
    if valet_b != EMPTY and valet_b != valet_a:
        out += (Moved("guest", valet_b, ("bag", -1), ("valet", seat)),)
    return out


def _display(
    piece: str,
    place: str,
    a: tuple[int, ...],
    b: tuple[int, ...],
    source: tuple[str, int],
    gone: tuple[str, int],
) -> tuple[Moved, ...]:
    out: list[Moved] = []
    where = {item: i for i, item in enumerate(b) if item != EMPTY}
    for i, item in enumerate(a):
        if item == EMPTY:
            continue
        j = where.get(item)
        if j is None:
            out.append(Moved(piece, item, (place, i), gone))
        elif j != i:
            out.append(Moved(piece, item, (place, i), (place, j)))
    shown = set(a)
    for j, item in enumerate(b):
        if item != EMPTY and item not in shown:
            out.append(Moved(piece, item, source, (place, j)))
    return tuple(out)


def lift(a: LodgeState, moved: tuple[Moved, ...], seat: int) -> LodgeState:
    """Position ``a`` with the pieces that move out of their places (they are drawn in
    flight)."""
    rooms, guests, amenities = list(a.room_display), list(a.guest_display), list(a.amenity_display)
    lists = {"rooms": rooms, "guests": guests, "amenities": amenities}
    for m in moved:
        place, i = m.start
        if place in lists:
            lists[place][i] = EMPTY
    state = evolve(
        a, room_display=tuple(rooms), guest_display=tuple(guests), amenity_display=tuple(amenities)
    )
    if any(m.end[0] == "valet" for m in moved):
        state = with_lodge(state, seat, replace(state.lodges[seat], valet=EMPTY))
    return state
