"""The solo mode's rival hotelier (components document 4.11, our own design).

After each of the player's turns, before the room display check, the rival removes a random
room from the room display, discards the amenity in the last display slot (the display
refills from the stack), and sends the leftmost guest of the guest display back to the
bag (the display then refills). The game ends at the 12th guest or after the turn limit;
each unused turn is worth a bonus, and the final score earns a rating.
"""

from __future__ import annotations

import dataclasses

from .components import components
from .display import fill_amenities, fill_guests
from .state import EMPTY, Lodge, LodgeState, merged, put


def rival_turn(state: LodgeState) -> LodgeState:
    """The rival's three steps, drawing at random from the state's RNG."""
    rng = state.rng
    shown = [i for i, t in enumerate(state.room_display) if t != EMPTY]
    if shown:
        pick, rng = rng.choice(shown)
        state = dataclasses.replace(
            state,
            room_display=put(state.room_display, pick, EMPTY),
            room_discard=merged(state.room_discard, (state.room_display[pick],)),
            rng=rng,
        )
    last = len(state.amenity_display) - 1
    if state.amenity_display[last] != EMPTY:
        state = dataclasses.replace(
            state,
            amenity_display=put(state.amenity_display, last, EMPTY),
            amenity_discard=merged(state.amenity_discard, (state.amenity_display[last],)),
        )
        state = fill_amenities(state)
    guests = [i for i, g in enumerate(state.guest_display) if g != EMPTY]
    if guests:
        i = guests[0]
        state = dataclasses.replace(
            state,
            guest_display=put(state.guest_display, i, EMPTY),
            guest_bag=merged(state.guest_bag, (state.guest_display[i],)),
        )
        state = fill_guests(state)
    return state


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
