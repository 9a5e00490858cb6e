"""Lodge's words for players: amenity conditions, guests, rooms, move-log lines, prompts
and the question asked before a move that cannot be undone."""

from __future__ import annotations

from tabletop.engine import Action, EndTurn, Pass
from tabletop.engine.result import seat_ref

from ..actions import (
    BuildAmenity,
    BuildRoom,
    ChooseValet,
    DiscardRoom,
    PlaceDisplayGuest,
    PlaceValetGuest,
    RefreshGuests,
    UseRefreshToken,
)
from ..components import Amenity, components
from ..rules import stuck_step
from ..state import (
    BUILD,
    GUESTS,
    GUESTS_TRIGGER,
    LODGE_FULL,
    OVER,
    SUPPLY_OUT,
    TURN_LIMIT,
    VALET,
    LodgeState,
    display_index,
    room_colour,
)


def condition_text(amenity: Amenity) -> str:
    """The amenity's condition in words, with colours named together with their icons."""
    s, c = amenity.spec, components()
    colour = c.colour_word(amenity.colour) if amenity.colour >= 0 else ""
    texts = {
        "adjacent_colour": f"at least {s.count} {colour} rooms next to it",
        "exact_colour_count": f"exactly {s.count} {colour} rooms in your lodge",
        "tiles_on_floor": f"at least {s.count} tiles (rooms or amenities) on floor {s.floor}",
        "on_floor": f"it stands on floor {s.floor}",
        "full_column": "its column has a tile on every floor",
        "preferred_guests": f"at least {s.count} guests on their preferred floor",
        "guest_every_floor": "a guest on every floor",
        "floor_all_colours": f"one floor holds rooms of all {len(c.colours)} colours",
        "adjacent_all_guests": f"at least {s.count} rooms next to it, every one with a guest",
        "adjacent_colours": f"rooms next to it show at least {s.count} different colours",
        "colour_run": f"{s.count} rooms of one colour side by side on one floor",
    }
    return texts[s.condition]


def amenity_text(index: int) -> str:
    """``Hot Tub (4 points: at least 2 blue (snowflake) rooms next to it)``."""
    a = components().amenities[index]
    return f"{a.name} ({a.points} points: {condition_text(a)})"


def guest_text(guest_id: int) -> str:
    """``a red (flame) + blue (snowflake) guest who prefers floor 2``."""
    c = components()
    g = c.guests[guest_id]
    return f"a {c.colour_word(g.a)} + {c.colour_word(g.b)} guest who prefers floor {g.floor}"


def room_text(tile: int) -> str:
    return f"a {components().colour_word(room_colour(tile))} room"


def describe(state: LodgeState, action: Action) -> str:
    """One move-log line for ``action`` taken in ``state``."""
    if isinstance(action, BuildRoom):
        tile = state.room_display[display_index(action.row, action.slot)]
        return f"builds {room_text(tile)} on floor {action.floor}, column {action.column}"
    if isinstance(action, BuildAmenity):
        amenity = amenity_text(state.amenity_display[action.slot])
        return f"builds the {amenity} on floor {action.floor}, column {action.column}"
    if isinstance(action, DiscardRoom):
        tile = state.room_display[display_index(action.row, action.slot)]
        return f"has nothing to build and discards {room_text(tile)} from row {action.row}"
    if isinstance(action, Pass):
        return "has nothing to build or discard and skips building"
    if isinstance(action, PlaceDisplayGuest):
        guest = guest_text(state.guest_display[action.slot])
        return f"welcomes {guest} from the display on floor {action.floor}, column {action.column}"
    if isinstance(action, PlaceValetGuest):
        guest = guest_text(state.lodge.valet)
        return f"welcomes {guest} from the valet on floor {action.floor}, column {action.column}"
    if isinstance(action, ChooseValet):
        return f"takes {guest_text(state.guest_display[action.slot])} into the valet"
    if isinstance(action, RefreshGuests):
        return "refreshes the guest display"
    if isinstance(action, UseRefreshToken):
        return f"spends the refresh token on row {action.row} of the room display"
    if isinstance(action, EndTurn):
        return "ends the turn"
    return action.kind.replace("_", " ")


def prompt(state: LodgeState) -> str:
    """What the player is to do now."""
    if state.phase == BUILD:
        stuck = stuck_step(state)
        if stuck == "discard":
            return "nothing fits: discard a room from the display"
        if stuck == "skip":
            return "nothing to build or discard: skip building"
        return "build a room (on its row's floor) or an amenity"
    if state.phase == VALET:
        return "choose a new guest from the display for your valet"
    if state.phase == GUESTS:
        return "place guests or end your turn"
    assert state.phase == OVER
    return "the game is over"


def confirmation(state: LodgeState, action: Action) -> str | None:
    """Why the player is asked before ``action`` (``Game.needs_confirmation``): only a
    refresh of the guests asks (new guests come out of the bag); building an amenity refills
    its display as a matter of course and plays at once."""
    if isinstance(action, (RefreshGuests, UseRefreshToken)):
        return "new guests are drawn from the bag, so Undo will not be able to go back."
    return None


def ended_by_label(state: LodgeState) -> str:
    """A short name for the trigger that ended the game: ``12 guests``, ``lodge full
    (fallback)``, ``rooms ran out (fallback)`` or ``turn limit``; ``""`` if none fired."""
    c = components()
    return {
        GUESTS_TRIGGER: f"{c.constants.facts.end_trigger_guests} guests",
        LODGE_FULL: "lodge full (fallback)",
        SUPPLY_OUT: "rooms ran out (fallback)",
        TURN_LIMIT: "turn limit",
    }.get(state.ended_by, "")


def ending_note(state: LodgeState) -> str:
    """The results' sentence on how the game ended (seats named with ``seat_ref``)."""
    c = components()
    need = c.constants.facts.end_trigger_guests
    if state.ended_by == GUESTS_TRIGGER:
        seats = [s for s, lodge in enumerate(state.lodges) if lodge.guest_count() >= need]
        who = _seats(seats)
        return (
            f"Ended by the rulebook's trigger: {who} seated {need} guests, and the round "
            "was played out so that everyone had the same number of turns."
        )
    if state.ended_by == LODGE_FULL:
        who = _seats([s for s, lodge in enumerate(state.lodges) if lodge.is_full()])
        return (
            f"Ended by our fallback: {who} had no empty space left before anyone seated "
            f"{need} guests; the round was played out."
        )
    if state.ended_by == SUPPLY_OUT:
        return (
            "Ended by our fallback: no room tile was left in the market, the bag or the "
            f"discard pile before anyone seated {need} guests; the round was played out."
        )
    if state.ended_by == TURN_LIMIT:
        limit = c.constants.proposed.solo_turn_limit
        return f"Ended at the solo turn limit ({limit} turns) before {need} guests were seated."
    return ""


def _seats(seats: list[int]) -> str:
    names = [seat_ref(s) for s in seats]
    return " and ".join(names) if names else "a lodge"
