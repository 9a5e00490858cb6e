"""Applying a legal action, and the end of a turn: guest refill, the solo rival, the room
display check, the end trigger and the next player."""

from __future__ import annotations

import functools

from tabletop.engine import Action, EndTurn, Pass
from tabletop.engine.phases import TurnProgress

from .actions import (
    BuildAmenity,
    BuildRoom,
    ChooseValet,
    DiscardRoom,
    PlaceDisplayGuest,
    PlaceValetGuest,
    RefreshGuests,
    UseRefreshToken,
)
from .automa import rival_turn
from .components import components
from .rules.display import discard_row, fill_amenities, fill_guests, refresh_guests, refresh_rooms
from .state import (
    EMPTY,
    GUESTS_TRIGGER,
    LODGE_FULL,
    PLAN,
    SUPPLY_OUT,
    TURN_LIMIT,
    LodgeState,
    display_index,
    draw,
    evolve,
    merged,
    put,
    space,
    with_lodge,
)


def _build_room(state: LodgeState, a: BuildRoom) -> LodgeState:
    i = display_index(a.row, a.slot)
    tile = state.room_display[i]
    lodge = state.lodge
    lodge = evolve(lodge, rooms=put(lodge.rooms, space(a.floor, a.column), tile))
    state = evolve(state, room_display=put(state.room_display, i, EMPTY), progress=_taken(state))
    return with_lodge(state, state.current, lodge)


def _taken(state: LodgeState, step: str = "build") -> TurnProgress:
    """The turn's progress with ``step`` of ``PLAN`` taken."""
    return _marked(state.progress, step)


@functools.lru_cache(maxsize=256)
def _marked(progress: TurnProgress, step: str) -> TurnProgress:
    """``PLAN.mark`` (a function of the progress and the step alone: worked out once)."""
    return PLAN.mark(progress, step)


def _build_amenity(state: LodgeState, a: BuildAmenity) -> LodgeState:
    amenity = state.amenity_display[a.slot]
    lodge = state.lodge
    where = space(a.floor, a.column)
    lodge = evolve(lodge, amenities=put(lodge.amenities, where, amenity))
    state = evolve(
        state, amenity_display=put(state.amenity_display, a.slot, EMPTY), progress=_taken(state)
    )
    return fill_amenities(with_lodge(state, state.current, lodge))


def _discard_room(state: LodgeState, a: DiscardRoom) -> LodgeState:
    i = display_index(a.row, a.slot)
    return evolve(
        state,
        room_display=put(state.room_display, i, EMPTY),
        room_discard=merged(state.room_discard, (state.room_display[i],)),
        progress=_taken(state),
    )


def _place_display_guest(state: LodgeState, a: PlaceDisplayGuest) -> LodgeState:
    guest = state.guest_display[a.slot]
    lodge = state.lodge
    lodge = evolve(lodge, guests=put(lodge.guests, space(a.floor, a.column), guest))
    state = evolve(
        state,
        guest_display=put(state.guest_display, a.slot, EMPTY),
        progress=_taken(state, "display_guest"),
    )
    return with_lodge(state, state.current, lodge)


def _place_valet_guest(state: LodgeState, a: PlaceValetGuest) -> LodgeState:
    lodge = state.lodge
    guests = put(lodge.guests, space(a.floor, a.column), lodge.valet)
    lodge = evolve(lodge, guests=guests, valet=EMPTY)
    progress = _taken(state, "valet_guest")
    if not any(g != EMPTY for g in state.guest_display):  # no guest to choose: no new valet
        progress = PLAN.mark(progress, "new_valet")
    state = evolve(state, progress=progress)
    return with_lodge(state, state.current, lodge)


def _choose_valet(state: LodgeState, a: ChooseValet) -> LodgeState:
    lodge = evolve(state.lodge, valet=state.guest_display[a.slot])
    state = evolve(
        state,
        guest_display=put(state.guest_display, a.slot, EMPTY),
        progress=_taken(state, "new_valet"),
    )
    return with_lodge(state, state.current, lodge)


def _use_token(state: LodgeState, a: UseRefreshToken) -> LodgeState:
    lodge = evolve(state.lodge, refresh_tokens=state.lodge.refresh_tokens - 1)
    state = with_lodge(state, state.current, lodge)
    return refresh_rooms(discard_row(state, a.row))


def actor(state: LodgeState) -> int | None:
    """The seat to move, ``None`` once the game is over."""
    return None if state.over else state.current


def advance(state: LodgeState, action: Action) -> LodgeState:
    """The state after a legal ``action``."""
    if isinstance(action, BuildRoom):
        return _build_room(state, action)
    if isinstance(action, BuildAmenity):
        return _build_amenity(state, action)
    if isinstance(action, DiscardRoom):
        return _discard_room(state, action)
    if isinstance(action, Pass):  # nothing to build or discard: the build step is skipped
        return evolve(state, progress=_taken(state))
    if isinstance(action, PlaceDisplayGuest):
        return _place_display_guest(state, action)
    if isinstance(action, PlaceValetGuest):
        return _place_valet_guest(state, action)
    if isinstance(action, ChooseValet):
        return _choose_valet(state, action)
    if isinstance(action, RefreshGuests):
        return refresh_guests(state)
    if isinstance(action, UseRefreshToken):
        return _use_token(state, action)
    if isinstance(action, EndTurn):
        return end_turn(state)
    raise TypeError(f"not a Lodge action: {action!r}")


def _refill_valet(state: LodgeState) -> LodgeState:
    """A valet left empty (the guest row was empty when a replacement was due) takes a
    guest from the bag at the end of the turn."""
    if state.lodge.valet != EMPTY or not state.guest_bag:
        return state
    guest, bag, rng = draw(state.guest_bag, state.rng)
    state = evolve(state, guest_bag=bag, rng=rng)
    return with_lodge(state, state.current, evolve(state.lodge, valet=guest))


def trigger(state: LodgeState, seat: int) -> str:
    """The end trigger that fires as ``seat`` ends a turn, or ``""``: the rulebook's guest
    count first, then our fallbacks (a full lodge, no room tile left anywhere) and the solo
    turn limit."""
    c = components()
    proposed = c.constants.proposed
    lodge = state.lodges[seat]
    if lodge.guest_count() >= c.constants.facts.end_trigger_guests:
        return GUESTS_TRIGGER
    if proposed.end_when_lodge_full and lodge.is_full():
        return LODGE_FULL
    if proposed.end_when_supply_out and supply_out(state):
        return SUPPLY_OUT
    if state.solo and lodge.turns >= proposed.solo_turn_limit:
        return TURN_LIMIT
    return ""


def supply_out(state: LodgeState) -> bool:
    """True when no room tile is left to build: display, bag and discard pile all empty."""
    empty = all(t == EMPTY for t in state.room_display)
    return empty and not state.room_bag and not state.room_discard


def end_turn(state: LodgeState) -> LodgeState:
    """Refill the guest display, let the solo rival act, check the room display, then
    pass the turn on (or end the game once the round after the trigger is complete)."""
    state = _refill_valet(fill_guests(state))
    if state.solo:
        state = rival_turn(state)
    state = refresh_rooms(state)
    seat = state.current
    lodge = evolve(state.lodge, turns=state.lodge.turns + 1)
    state = with_lodge(state, seat, lodge)
    ended_by = state.ended_by or trigger(state, seat)
    following = (seat + 1) % state.players
    over = bool(ended_by) and following == state.first
    return evolve(
        state,
        current=seat if over else following,
        progress=PLAN.start(),
        over=over,
        ended_by=ended_by,
    )
