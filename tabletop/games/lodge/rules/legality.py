"""Which actions are legal now (the one source of legality) and why others are refused."""

from __future__ import annotations

import functools

from tabletop.engine import Action, EndTurn, Pass
from tabletop.engine.phases import TurnProgress

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
from ..components import components
from ..state import (
    BUILD,
    EMPTY,
    OVER,
    PLAN,
    VALET,
    LodgeState,
    column_of,
    display_index,
    floor_of,
)
from .display import row_tiles, shared_guest_colour
from .placement import (
    guest_problem,
    open_columns,
    open_space_tuple,
    pair_spaces,
    tile_problem,
)


def _display_rooms(state: LodgeState) -> list[tuple[int, int]]:
    """``(row, slot)`` of every room in the room display."""
    n = components().constants.facts.display_columns
    return [(i // n + 1, i % n) for i, t in enumerate(state.room_display) if t != EMPTY]


# The (frozen) actions are shared between positions rather than rebuilt every time.
_build_room = functools.lru_cache(maxsize=None, typed=True)(BuildRoom)
_build_amenity = functools.lru_cache(maxsize=None, typed=True)(BuildAmenity)
_display_guest = functools.lru_cache(maxsize=None, typed=True)(PlaceDisplayGuest)
_valet_guest = functools.lru_cache(maxsize=None, typed=True)(PlaceValetGuest)


@functools.lru_cache(maxsize=16384)
def _room_builds_at(row: int, slot: int, columns: tuple[int, ...]) -> tuple[BuildRoom, ...]:
    """The builds of display room ``(row, slot)`` into these columns of floor ``row``."""
    return tuple(_build_room(row, slot, row, column) for column in columns)


@functools.lru_cache(maxsize=16384)
def _amenity_builds_at(slot: int, where: tuple[int, ...]) -> tuple[BuildAmenity, ...]:
    """The builds of amenity ``slot`` onto these spaces."""
    return tuple(_build_amenity(slot, floor_of(i), column_of(i)) for i in where)


@functools.lru_cache(maxsize=16384)
def _display_guests_at(slot: int, where: tuple[int, ...]) -> tuple[PlaceDisplayGuest, ...]:
    return tuple(_display_guest(slot, floor_of(i), column_of(i)) for i in where)


@functools.lru_cache(maxsize=16384)
def _valet_guests_at(where: tuple[int, ...]) -> tuple[PlaceValetGuest, ...]:
    return tuple(_valet_guest(floor_of(i), column_of(i)) for i in where)


@functools.cache
def _colour_pair(guest: int) -> tuple[int, int]:
    """Guest token ``guest``'s two colours, smaller first (``guest_spaces``'s key)."""
    g = components().guests[guest]
    return (g.a, g.b) if g.a < g.b else (g.b, g.a)


def room_builds(state: LodgeState) -> list[BuildRoom]:
    by_floor = open_columns(state.lodge)
    out: list[BuildRoom] = []
    for row, slot in _display_rooms(state):
        columns = by_floor.get(row)
        if columns:
            out += _room_builds_at(row, slot, columns)
    return out


def amenity_builds(state: LodgeState) -> list[BuildAmenity]:
    slots = [s for s, a in enumerate(state.amenity_display) if a != EMPTY]
    if not slots:
        return []
    where = open_space_tuple(state.lodge)
    out: list[BuildAmenity] = []
    for s in slots:
        out += _amenity_builds_at(s, where)
    return out


def _anytime(state: LodgeState) -> list[Action]:
    """Actions allowed at any point of a turn (outside the valet pick)."""
    out: list[Action] = []
    if shared_guest_colour(state):
        out.append(RefreshGuests())
    if state.lodge.refresh_tokens > 0:
        rows = sorted({row for row, _ in _display_rooms(state)})
        out.extend(UseRefreshToken(r) for r in rows)
    return out


@functools.lru_cache(maxsize=64)
def _open_steps(progress: TurnProgress) -> dict[str, bool]:
    """Per step of ``PLAN`` (and ``"end"``): open now? A function of the turn's progress
    alone, so worked out once per progress."""
    steps = {s: PLAN.is_open(progress, s) for s in ("build", "display_guest", "valet_guest")}
    steps["end"] = PLAN.can_end(progress)
    return steps


def _steps(state: LodgeState) -> dict[str, bool]:
    return _open_steps(state.progress)


def _guest_moves(state: LodgeState) -> list[Action]:
    """Display guests slot by slot, then the valet guest, each into its rooms in space
    order (``guest_spaces``)."""
    lodge = state.lodge
    steps = _steps(state)
    out: list[Action] = []
    valet = steps["valet_guest"] and lodge.valet != EMPTY
    if not (steps["display_guest"] or valet):
        return out
    table = pair_spaces(lodge)
    if steps["display_guest"]:
        for slot, g in enumerate(state.guest_display):
            if g != EMPTY:
                where = table.get(_colour_pair(g))
                if where:
                    out += _display_guests_at(slot, where)
    if valet:
        where = table.get(_colour_pair(lodge.valet))
        if where:
            out += _valet_guests_at(where)
    return out


def legal_actions(state: LodgeState) -> list[Action]:
    """Every legal action for the player whose turn it is: the open steps of ``PLAN``."""
    if state.phase == OVER:
        return []
    if state.phase == VALET:  # the new valet is chosen at once, before anything else
        return [ChooseValet(s) for s, g in enumerate(state.guest_display) if g != EMPTY]
    steps = _steps(state)
    if steps["build"]:
        out: list[Action] = [*room_builds(state), *amenity_builds(state)]
        if not out:
            out = [DiscardRoom(r, s) for r, s in _display_rooms(state)] or [Pass()]
        return out + _anytime(state)
    end = [EndTurn()] if steps["end"] else []
    return _guest_moves(state) + _anytime(state) + end


# --- reasons ----------------------------------------------------------------------------------


def stuck_step(state: LodgeState) -> str | None:
    """In the build step with nothing that fits: ``"discard"`` (a room from the display
    must be discarded instead) or ``"skip"`` (nothing to discard either); else ``None``."""
    if state.phase != BUILD or _can_build(state):
        return None
    return "discard" if _display_rooms(state) else "skip"


def _phase_problem(state: LodgeState, wants_build: bool) -> str | None:
    if state.phase == VALET:
        return "First choose a new guest from the display for your valet."
    if wants_build and state.phase != BUILD:
        return "You have already built this turn: one room or one amenity per turn."
    if not wants_build and state.phase == BUILD:
        stuck = stuck_step(state)
        if stuck == "discard":
            return "Nothing you can build fits your lodge: first discard a room from the display."
        if stuck == "skip":
            return "There is nothing to build or discard: first skip building."
        return "Build a room or an amenity first; guests come after."
    return None


def _display_room_problem(state: LodgeState, row: int, slot: int) -> str | None:
    facts = components().constants.facts
    if not (1 <= row <= facts.display_rows and 0 <= slot < facts.display_columns):
        return "There is no such spot in the room display."
    if state.room_display[display_index(row, slot)] == EMPTY:
        return "That spot in the room display is empty."
    return None


def _explain_build_room(state: LodgeState, a: BuildRoom) -> str | None:
    problem = _phase_problem(state, True) or _display_room_problem(state, a.row, a.slot)
    if problem:
        return problem
    if a.floor != a.row:
        return f"A room from row {a.row} of the display must go on floor {a.row} of your lodge."
    return tile_problem(state.lodge, a.floor, a.column)


def _explain_build_amenity(state: LodgeState, a: BuildAmenity) -> str | None:
    problem = _phase_problem(state, True)
    if problem:
        return problem
    if not 0 <= a.slot < len(state.amenity_display) or state.amenity_display[a.slot] == EMPTY:
        return "There is no amenity in that slot of the display."
    return tile_problem(state.lodge, a.floor, a.column)


def _explain_discard(state: LodgeState, a: DiscardRoom) -> str | None:
    problem = _phase_problem(state, True) or _display_room_problem(state, a.row, a.slot)
    if problem:
        return problem
    if _can_build(state):
        return "You may discard a room only when you have nothing you can build."
    return None


def _can_build(state: LodgeState) -> bool:
    return bool(room_builds(state) or amenity_builds(state))


def _explain_display_guest(state: LodgeState, a: PlaceDisplayGuest) -> str | None:
    problem = _phase_problem(state, False)
    if problem:
        return problem
    if state.display_guest_placed:
        return "You may place only one guest from the display each turn."
    if not 0 <= a.slot < len(state.guest_display) or state.guest_display[a.slot] == EMPTY:
        return "There is no guest in that slot of the display."
    guest = components().guests[state.guest_display[a.slot]]
    return guest_problem(state.lodge, guest, a.floor, a.column)


def _explain_valet_guest(state: LodgeState, a: PlaceValetGuest) -> str | None:
    problem = _phase_problem(state, False)
    if problem:
        return problem
    if state.valet_guest_placed:
        return "You may place only one guest from your valet each turn."
    if state.lodge.valet == EMPTY:
        return "Your valet is empty."
    return guest_problem(state.lodge, components().guests[state.lodge.valet], a.floor, a.column)


def _explain_choose_valet(state: LodgeState, a: ChooseValet) -> str | None:
    if state.phase != VALET:
        return "You pick a new valet guest only right after placing your valet guest."
    if 0 <= a.slot < len(state.guest_display) and state.guest_display[a.slot] != EMPTY:
        return None
    return "There is no guest in that slot of the display."


def _explain_token(state: LodgeState, a: UseRefreshToken) -> str | None:
    if state.phase == VALET:
        return "First choose a new guest from the display for your valet."
    if state.lodge.refresh_tokens <= 0:
        return "You have already used your refresh token."
    if not 1 <= a.row <= components().constants.facts.display_rows:
        return "There is no such row in the room display."
    if all(t == EMPTY for t in row_tiles(state.room_display, a.row)):
        return "That row of the display has no rooms to discard."
    return None


def explain(state: LodgeState, action: Action) -> str | None:
    """Why ``action`` is refused now, in a player's words; ``None`` exactly when it is legal
    (a property test holds this against ``legal_actions``)."""
    if isinstance(action, BuildRoom):
        return _explain_build_room(state, action)
    if isinstance(action, BuildAmenity):
        return _explain_build_amenity(state, action)
    if isinstance(action, DiscardRoom):
        return _explain_discard(state, action)
    if isinstance(action, PlaceDisplayGuest):
        return _explain_display_guest(state, action)
    if isinstance(action, PlaceValetGuest):
        return _explain_valet_guest(state, action)
    if isinstance(action, ChooseValet):
        return _explain_choose_valet(state, action)
    if isinstance(action, UseRefreshToken):
        return _explain_token(state, action)
    if isinstance(action, RefreshGuests):
        if state.phase == VALET:
            return "First choose a new guest from the display for your valet."
        if shared_guest_colour(state):
            return None
        return "You may refresh the guests only when every guest in the display shares a colour."
    if isinstance(action, EndTurn):
        return _phase_problem(state, False)
    if isinstance(action, Pass):
        if state.phase == BUILD and not _can_build(state) and not _display_rooms(state):
            return None
        return "You can only skip building when there is nothing to build or discard."
    return "Lodge has no such move."
