"""Setting up a game of Lodge (components document 4.5)."""

from __future__ import annotations

import dataclasses

from tabletop.engine import Config, Rng

from .components import components
from .rules.display import draw_room, fill_amenities, fill_guests, refresh_rooms
from .state import EMPTY, PLAN, Lodge, LodgeState, draw, put, space

MODES = ("standard", "solo")


def new_state(config: Config) -> LodgeState:
    """Bags filled, one starting room per lodge (floor 1, next to the elevator), the room
    display, four amenities, four guests, one guest in each valet, a random first player."""
    if config.mode not in MODES:
        raise ValueError(f"Lodge has no mode {config.mode!r} (modes: {', '.join(MODES)})")
    c = components()
    facts, proposed = c.constants.facts, c.constants.proposed
    n = config.players
    rng = Rng.from_seed(config.seed)
    room_bag = tuple(range(len(c.rooms)))
    cells = c.floors * c.width
    lodges = []
    for _ in range(n):
        tile, room_bag, _, rng = draw_room(room_bag, (), rng)
        rooms = put((EMPTY,) * cells, space(proposed.start_floor, proposed.start_column), tile)
        lodges.append(
            Lodge(rooms, (EMPTY,) * cells, (EMPTY,) * cells, EMPTY, proposed.refresh_token_uses)
        )
    first, rng = rng.below(n)
    state = LodgeState(
        mode=config.mode,
        players=n,
        first=first,
        current=first,
        lodges=tuple(lodges),
        room_display=(EMPTY,) * (facts.display_rows * facts.display_columns),
        room_bag=room_bag,
        room_discard=(),
        guest_display=(EMPTY,) * facts.guest_display_size,
        guest_bag=tuple(range(len(c.guests))),
        amenity_display=(EMPTY,) * facts.amenity_display_size,
        amenity_stack=tuple(range(len(c.amenities))),
        amenity_discard=(),
        progress=PLAN.start(),
        over=False,
        ended_by="",
        rng=rng,
    )
    state = refresh_rooms(state)
    state = fill_amenities(state)
    state = fill_guests(state)
    return _fill_valets(state)


def _fill_valets(state: LodgeState) -> LodgeState:
    bag, rng, lodges = state.guest_bag, state.rng, list(state.lodges)
    for seat in range(state.players):
        if bag:
            guest, bag, rng = draw(bag, rng)
            lodges[seat] = dataclasses.replace(lodges[seat], valet=guest)
    return dataclasses.replace(state, lodges=tuple(lodges), guest_bag=bag, rng=rng)
