"""Every number and sentence Lodge's table shows, computed from the state and the data.

The table imports only ``GAME``, ``actions`` and ``facts`` (which re-exports this module): it
asks here for sizes,
what lies in each display slot and lodge space (``None`` where empty), the faces of guests
and amenities, the live score with its amenity checklist, and every rule sentence it
shows (hover help, panel notes, the steps of a turn, the solo panel).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from .. import automa
from ..components import components
from ..rules.placement import can_hold_tile
from ..scoring import ChecklistLine, amenity_checklist, amenity_status, breakdown, score
from ..state import (
    BUILD,
    EMPTY,
    GUESTS,
    OVER,
    VALET,
    Lodge,
    LodgeState,
    column_of,
    display_index,
    floor_of,
    room_colour,
    space,
)
from ..text import amenity_text, condition_text, ended_by_label, guest_text, room_text
from ..text import status as game_status

# --- sizes and faces ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Sizes:
    """The table's dimensions, all from the data: the lodge grid and the displays."""

    floors: int
    columns: int
    display_rows: int
    display_columns: int
    guest_slots: int
    amenity_slots: int


@functools.cache
def sizes() -> Sizes:
    c = components()
    f = c.constants.facts
    return Sizes(
        c.floors,
        c.width,
        f.display_rows,
        f.display_columns,
        f.guest_display_size,
        f.amenity_display_size,
    )


@dataclass(frozen=True)
class ColourFace:
    """A room colour: its name (also the palette key) and the icon drawn with it."""

    name: str
    icon: str


@functools.cache
def colours() -> tuple[ColourFace, ...]:
    return tuple(ColourFace(c.name.lower(), c.icon) for c in components().colours)


@dataclass(frozen=True)
class GuestFace:
    """A guest token: its two colours (indices), preferred floor and words."""

    a: int
    b: int
    floor: int
    text: str


@functools.cache
def guest_face(guest: int) -> GuestFace:
    g = components().guests[guest]
    return GuestFace(g.a, g.b, g.floor, guest_text(guest))


@dataclass(frozen=True)
class AmenityFace:
    """An amenity tile: what its pictogram shows and its words."""

    name: str
    icon: str
    points: int
    kind: str
    """The condition type (``adjacent_colour``, ``exact_colour_count`` ...)."""
    colour: int
    """The colour it names, ``-1`` for none."""
    count: int
    floor: int
    condition: str
    """The condition in words (``at least 2 red (flame) rooms next to it``)."""
    text: str
    """Name, points and condition (``Hot Tub (4 points: ...)``)."""


@functools.cache
def amenity_face(amenity: int) -> AmenityFace:
    a = components().amenities[amenity]
    s = a.spec
    return AmenityFace(
        a.name,
        s.icon,
        a.points,
        s.condition,
        a.colour,
        s.count,
        s.floor,
        condition_text(a),
        amenity_text(amenity),
    )


# --- what lies where ---------------------------------------------------------------------------


def _some(value: int) -> int | None:
    return None if value == EMPTY else value


def display_room(state: LodgeState, row: int, slot: int) -> int | None:
    """The colour of the room at display ``(row, slot)``; ``None`` when the spot is empty."""
    tile = state.room_display[display_index(row, slot)]
    return None if tile == EMPTY else room_colour(tile)


def display_room_text(state: LodgeState, row: int, slot: int) -> str:
    return room_text(state.room_display[display_index(row, slot)])


def display_guests(state: LodgeState) -> tuple[int | None, ...]:
    return tuple(_some(g) for g in state.guest_display)


def display_amenities(state: LodgeState) -> tuple[int | None, ...]:
    return tuple(_some(a) for a in state.amenity_display)


def valet(state: LodgeState, seat: int) -> int | None:
    return _some(state.lodges[seat].valet)


def token_ready(state: LodgeState, seat: int) -> bool:
    return state.lodges[seat].refresh_tokens > 0


def room_floor(row: int) -> int:
    """The floor a room from display ``row`` goes on (row 1 = floor 1)."""
    return row


@dataclass(frozen=True)
class Space:
    """One space of a lodge as drawn: a room (its colour, maybe a guest), an amenity
    (``met`` now or not), or empty (``open``: a tile may be built there now)."""

    floor: int
    column: int
    colour: int | None
    guest: int | None
    amenity: int | None
    met: bool | None
    open: bool


def lodge_spaces(lodge: Lodge, show_open: bool = False) -> tuple[Space, ...]:
    """Every space of ``lodge``, floor 1 first; ``show_open`` marks where a tile fits."""
    met = {i: ok for i, _, ok in amenity_status(lodge)}
    out = []
    for i, tile in enumerate(lodge.rooms):
        out.append(
            Space(
                floor_of(i),
                column_of(i),
                None if tile == EMPTY else room_colour(tile),
                _some(lodge.guests[i]),
                _some(lodge.amenities[i]),
                met.get(i),
                show_open and tile == EMPTY and can_hold_tile(lodge, i),
            )
        )
    return tuple(out)


def show_open_spaces(state: LodgeState, seat: int, eyes: int) -> bool:
    """Open spaces are marked in the lodge of the player at the screen while they build."""
    return seat == eyes and state.current == seat and state.phase == BUILD


# --- score and the amenity checklist -------------------------------------------------------------


@dataclass(frozen=True)
class ScoreFacts:
    """A lodge's live score: the total, the line of its parts, guests against the end
    trigger, and the amenity checklist."""

    total: int
    parts: str
    guests: str
    guest_count: int
    checklist: tuple[ChecklistLine, ...]


def score_facts(lodge: Lodge) -> ScoreFacts:
    parts = dict(breakdown(lodge))
    n = lodge.guest_count()
    per = components().constants.facts.points_per_guest
    line = (
        f"Guests {n} × {per} = {parts['guests']}   ·   preferred floors "
        f"+{parts['preferred floors']}   ·   amenities met +{parts['amenities']}"
    )
    need = components().constants.facts.end_trigger_guests
    return ScoreFacts(
        score(lodge), line, f"{n} of {need} guests placed", n, amenity_checklist(lodge)
    )


def thumb_line(state: LodgeState, seat: int) -> str:
    """Under a small lodge: guests seated and the refresh token."""
    lodge = state.lodges[seat]
    n = lodge.guest_count()
    token = "token ✔" if lodge.refresh_tokens > 0 else "token used"
    return f"{n} guest{'' if n == 1 else 's'} · {token}"


CHECKLIST_HEAD = "Amenities (✔ met now, ✖ not yet; counted at the end)"


# --- sentences ------------------------------------------------------------------------------------


HOW_TO = (
    "A turn, with the mouse:",
    "1. Drag a room from the display onto the same floor of your lodge (the",
    "    lit spaces), or an amenity onto any floor. ✔ marks what fits now.",
    "2. Drag guests (one from the display, one from your valet) onto rooms:",
    "    a guest needs two empty neighbouring rooms of its two colours.",
    "3. End the turn with the button on the right. Amenities you build are",
    "    listed here with ✔ or ✖ as their conditions are met.",
)

ROOM_DISPLAY_NOTE = "row = floor"
GUEST_NUMBER_NOTE = "number = preferred floor"
AMENITY_NOTE = "build on any floor; points when the condition holds"
NO_AMENITIES = "No amenities left to build."
RIVAL_NOTE = "rival discards"
FITS_NOW = " ✔ It fits in your lodge now: drag it there."
ELEVATOR_TIP = "The elevator: everything is built to its right."
TOKEN_USED = "The refresh token is used up."
TOKEN_TIP = (
    "Refresh token: once a game, drag it onto a row of the room display to discard that row "
    "and refill."
)
VALET_TARGET = "Move this guest into your valet"


def display_row_labels(row: int) -> tuple[str, str]:
    """The big and small label of a room-display row: ``Floor 2`` and ``row 2``."""
    return f"Floor {room_floor(row)}", f"row {row}"


def bag_note(count: int) -> str:
    return f"{count} in bag"


def token_target(row: int) -> str:
    return f"Spend the refresh token: discard row {row} (floor {room_floor(row)}), then refill"


def rival_discards(state: LodgeState, slot: int) -> bool:
    """True for the amenity slot the solo rival clears after each turn."""
    p = components().constants.proposed
    return state.solo and slot == p.rival_amenity_slot - 1


def status(state: LodgeState) -> str:
    """The banner's right side: the turn (``Game.status``), and what ends the game."""
    turn = game_status(state)
    if state.phase == OVER or state.solo:
        return turn
    need = components().constants.facts.end_trigger_guests
    if state.end_triggered:
        return f"{turn} · last round: {ended_by_label(state)}"
    return f"{turn} · ends at {need} guests"


def steps(state: LodgeState) -> tuple[tuple[str, bool], ...]:
    """The steps of a turn, each with whether it is the one to do now."""
    second = (
        ("2 Pick a new valet guest", True)
        if state.phase == VALET
        else ("2 Place guests", state.phase == GUESTS)
    )
    return (
        ("1 Build a room or amenity", state.phase == BUILD),
        second,
        ("3 End turn (button)", False),
    )


def room_tip(state: LodgeState, row: int, slot: int) -> str:
    words = display_room_text(state, row, slot)
    return f"{words[:1].upper()}{words[1:]}: it can only go on floor {room_floor(row)}."


def guest_tip(guest: int) -> str:
    words = guest_text(guest)
    return f"{words[:1].upper()}{words[1:]}: needs two empty neighbouring rooms of its two colours."


def valet_tip(guest: int) -> str:
    return "In the valet: " + guest_tip(guest)


def amenity_tip(amenity: int) -> str:
    return f"The {amenity_text(amenity)}."


def space_tip(lodge: Lodge, floor: int, column: int) -> str:
    """Hover words for a lodge space: its room (and guest, with the floor bonus), its
    amenity, or that it is empty."""
    i = space(floor, column)
    where = f"Floor {floor}, column {column}: "
    if lodge.rooms[i] != EMPTY:
        text = where + room_text(lodge.rooms[i])
        if lodge.guests[i] != EMPTY:
            g = components().guests[lodge.guests[i]]
            bonus = (
                f" (on its preferred floor: +{g.floor})"
                if g.floor == floor
                else f" (prefers floor {g.floor})"
            )
            text += f" with {guest_text(lodge.guests[i])}{bonus}"
        return text + "."
    if lodge.amenities[i] != EMPTY:
        return where + f"the {amenity_text(lodge.amenities[i])}."
    return where + "empty."


# --- solo ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SoloFacts:
    """The solo panel: turn, what ends the game, the rival, and the rating ladder with the
    rating the current score earns."""

    turn_note: str
    lines: tuple[str, ...]
    ladder: tuple[tuple[str, int], ...]
    """``(title, at least)``, lowest first."""
    score: int
    rating: str
    rating_line: str


def solo_facts(state: LodgeState) -> SoloFacts:
    p = components().constants.proposed
    need = components().constants.facts.end_trigger_guests
    lodge = state.lodges[0]
    unused = max(0, p.solo_turn_limit - lodge.turns)
    now = score(lodge)
    title = automa.rating(now)
    lines = (
        f"Ends at your {_ordinal(need)} guest or after {p.solo_turn_limit} turns.",
        f"Each turn you did not need then scores +{p.solo_unused_turn_bonus} ({unused} left now).",
        "After each turn the rival removes a random room, the last amenity and the first guest.",
    )
    ladder = tuple((r.title, r.at_least) for r in sorted(p.solo_ratings, key=lambda r: r.at_least))
    return SoloFacts(
        f"turn {min(lodge.turns + 1, p.solo_turn_limit)} of {p.solo_turn_limit}",
        lines,
        ladder,
        now,
        title,
        f"Your {now} points now earn: {title}",
    )


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


# --- what happened, step by step (issue #14): the steps themselves are in ``round_steps`` -------


def tile_colour(tile: int) -> int:
    """The colour of a room tile (a piece of ``round_steps``' ``Moved``)."""
    return room_colour(tile)
