"""The solo mode's rival hotelier (components document 4.11, our own design).

After each of the player's turns, before the room display check, the rival removes a random
room from the room display, discards the amenity in the last display slot (the display
refills from the stack), and sends the leftmost guest of the guest display back to the
bag (the display then refills). The game ends at the 12th guest or after the turn limit;
each unused turn is worth a bonus, and the final score earns a rating.
"""

from __future__ import annotations

from .components import components
from .rules.display import fill_amenities, fill_guests
from .state import EMPTY, Lodge, LodgeState, evolve, merged, put


def rival_turn(state: LodgeState) -> LodgeState:
    """The rival's three steps, drawing at random from the state's RNG."""
    p = components().constants.proposed
    for _ in range(p.rival_rooms_removed):
        state = _remove_random_room(state)
    slot = p.rival_amenity_slot - 1
    if 0 <= slot < len(state.amenity_display) and state.amenity_display[slot] != EMPTY:
        state = evolve(
            state,
            amenity_display=put(state.amenity_display, slot, EMPTY),
            amenity_discard=merged(state.amenity_discard, (state.amenity_display[slot],)),
        )
        state = fill_amenities(state)
    for _ in range(p.rival_guests_returned):
        state = _return_leftmost_guest(state)
    return state


def _remove_random_room(state: LodgeState) -> LodgeState:
    shown = [i for i, t in enumerate(state.room_display) if t != EMPTY]
    if not shown:
        return state
    pick, rng = state.rng.choice(shown)
    return evolve(
        state,
        room_display=put(state.room_display, pick, EMPTY),
        room_discard=merged(state.room_discard, (state.room_display[pick],)),
        rng=rng,
    )


def _return_leftmost_guest(state: LodgeState) -> LodgeState:
    guests = [i for i, g in enumerate(state.guest_display) if g != EMPTY]
    if not guests:
        return state
    i = guests[0]
    state = evolve(
        state,
        guest_display=put(state.guest_display, i, EMPTY),
        guest_bag=merged(state.guest_bag, (state.guest_display[i],)),
    )
    return fill_guests(state)


def unused_turn_bonus(lodge: Lodge) -> int:
    """Points for each turn of the limit the player did not need."""
    p = components().constants.proposed
    return max(0, p.solo_turn_limit - lodge.turns) * p.solo_unused_turn_bonus


def rating(total: int) -> str:
    """The solo rating title for a final score."""
    title = ""
    for r in sorted(components().constants.proposed.solo_ratings, key=lambda r: r.at_least):
        if total >= r.at_least:
            title = r.title
    return title
