"""Scoring: 2 per guest, the floor number for each guest on its preferred floor, and the
points of every amenity whose condition holds (checked live, counted at the end)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine import Result, rank_by
from tabletop.engine.result import seat_ref

from . import automa
from .components import Amenity, components
from .state import EMPTY, Lodge, LodgeState, column_of, floor_of, neighbours, room_colour, spaces
from .text import condition_text, ended_by_label, ending_note


def _adjacent_rooms(lodge: Lodge, index: int) -> list[int]:
    return [n for n in neighbours(index) if lodge.rooms[n] != EMPTY]


def _colour_count(lodge: Lodge, colour: int) -> int:
    return sum(1 for t in lodge.rooms if t != EMPTY and room_colour(t) == colour)


def _tiles_on_floor(lodge: Lodge, floor: int) -> int:
    return sum(1 for i in spaces() if floor_of(i) == floor and lodge.is_built(i))


def preferred_guests(lodge: Lodge) -> list[int]:
    """Spaces whose guest is on its preferred floor."""
    guests = components().guests
    return [i for i, g in enumerate(lodge.guests) if g != EMPTY and guests[g].floor == floor_of(i)]


def _floor_colours(lodge: Lodge, floor: int) -> set[int]:
    return {
        room_colour(lodge.rooms[i])
        for i in spaces()
        if floor_of(i) == floor and lodge.rooms[i] != EMPTY
    }


def _longest_run(lodge: Lodge) -> int:
    width, best = components().width, 0
    for floor in range(1, components().floors + 1):
        run, last = 0, None
        for col in range(width):
            tile = lodge.rooms[(floor - 1) * width + col]
            colour = room_colour(tile) if tile != EMPTY else None
            run = (
                run + 1
                if colour is not None and colour == last
                else (1 if colour is not None else 0)
            )
            last = colour
            best = max(best, run)
    return best


def progress(lodge: Lodge, index: int, amenity: Amenity) -> tuple[int, int]:
    """``(have, need)`` for the amenity built on ``index``; met when ``have >= need``.

    For "exactly" conditions ``have`` counts down past the target: having too many gives
    ``need - excess``, so the figure stays a fair measure of closeness for the bot."""
    spec, c = amenity.spec, components()
    kind = spec.condition
    if kind == "adjacent_colour":
        rooms = _adjacent_rooms(lodge, index)
        return sum(1 for n in rooms if room_colour(lodge.rooms[n]) == amenity.colour), spec.count
    if kind == "exact_colour_count":
        have = _colour_count(lodge, amenity.colour)
        return (have if have <= spec.count else max(0, 2 * spec.count - have - 1)), spec.count
    if kind == "tiles_on_floor":
        return _tiles_on_floor(lodge, spec.floor), spec.count
    if kind == "on_floor":
        return int(floor_of(index) == spec.floor), 1
    if kind == "full_column":
        col = column_of(index)
        return sum(1 for i in spaces() if column_of(i) == col and lodge.is_built(i)), c.floors
    if kind == "preferred_guests":
        return len(preferred_guests(lodge)), spec.count
    if kind == "guest_every_floor":
        floors = {floor_of(i) for i, g in enumerate(lodge.guests) if g != EMPTY}
        return len(floors), c.floors
    if kind == "floor_all_colours":
        best = max(len(_floor_colours(lodge, f)) for f in range(1, c.floors + 1))
        return best, len(c.colours)
    if kind == "adjacent_all_guests":
        rooms = _adjacent_rooms(lodge, index)
        filled = sum(1 for n in rooms if lodge.guests[n] != EMPTY)
        if len(rooms) >= spec.count and filled == len(rooms):
            return spec.count, spec.count
        return min(filled, spec.count - 1), spec.count
    if kind == "adjacent_colours":
        colours = {room_colour(lodge.rooms[n]) for n in _adjacent_rooms(lodge, index)}
        return len(colours), spec.count
    if kind == "colour_run":
        return _longest_run(lodge), spec.count
    raise ValueError(f"unknown amenity condition {kind!r}")


def shown_progress(lodge: Lodge, index: int, amenity: Amenity) -> tuple[int, int]:
    """``(have, need)`` as a player reads it on the checklist: the real count for an
    "exactly" condition (six red rooms read 6/4), the guests against every neighbouring
    room for "all of them with a guest", otherwise ``progress`` capped at the target."""
    spec = amenity.spec
    if spec.condition == "exact_colour_count":
        return _colour_count(lodge, amenity.colour), spec.count
    if spec.condition == "adjacent_all_guests":
        rooms = _adjacent_rooms(lodge, index)
        filled = sum(1 for n in rooms if lodge.guests[n] != EMPTY)
        return filled, max(spec.count, len(rooms))
    have, need = progress(lodge, index, amenity)
    return max(0, min(have, need)), need


def is_met(lodge: Lodge, index: int, amenity: Amenity) -> bool:
    """True when the amenity built on space ``index`` has its condition fulfilled."""
    have, need = progress(lodge, index, amenity)
    return have >= need


def amenity_status(lodge: Lodge) -> list[tuple[int, int, bool]]:
    """``(space, amenity index, met)`` for every amenity in the lodge (the live checklist)."""
    amenities = components().amenities
    return [
        (i, a, is_met(lodge, i, amenities[a])) for i, a in enumerate(lodge.amenities) if a != EMPTY
    ]


def breakdown(lodge: Lodge) -> tuple[tuple[str, int], ...]:
    """Points by category for one lodge: guests, preferred floors, amenities."""
    c = components()
    guests = lodge.guest_count() * c.constants.facts.points_per_guest
    floors = sum(floor_of(i) for i in preferred_guests(lodge))
    amenities = sum(c.amenities[a].points for _, a, met in amenity_status(lodge) if met)
    return (("guests", guests), ("preferred floors", floors), ("amenities", amenities))


def score(lodge: Lodge) -> int:
    """The lodge's points as things stand (guests, floors and amenities met right now)."""
    return sum(points for _, points in breakdown(lodge))


@dataclass(frozen=True)
class ChecklistLine:
    """One amenity in a lodge, as the live checklist shows it."""

    amenity: int
    name: str
    icon: str
    points: int
    condition: str
    floor: int
    column: int
    met: bool
    have: int
    need: int

    @property
    def head(self) -> str:
        return f"{self.name} ({self.points} pts, floor {self.floor})"

    @property
    def progress(self) -> str:
        return f"{self.have}/{self.need}"


def amenity_checklist(lodge: Lodge) -> tuple[ChecklistLine, ...]:
    """Every amenity in ``lodge`` with its condition and whether it is met now."""
    amenities = components().amenities
    out = []
    for index, a, met in amenity_status(lodge):
        amenity = amenities[a]
        have, need = shown_progress(lodge, index, amenity)
        out.append(
            ChecklistLine(
                a,
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
    return tuple(out)


def live_scores(state: LodgeState) -> tuple[int, ...]:
    """Scores as they stand, amenities counted as soon as they are met."""
    return tuple(score(lodge) for lodge in state.lodges)


def result(state: LodgeState) -> Result:
    """Totals with their breakdown (solo: plus the unused-turn bonus); ties go to the
    player later in turn order; the notes name the trigger that ended the game, the
    amenities each lodge fulfilled and, in solo, the rating."""
    rows, notes = [], [ending_note(state)] if state.ended_by else []
    for seat, lodge in enumerate(state.lodges):
        parts = breakdown(lodge)
        if state.solo:
            parts += (("unused turns", automa.unused_turn_bonus(lodge)),)
        rows.append(parts)
        met = [components().amenities[a].name for _, a, ok in amenity_status(lodge) if ok]
        if met:
            notes.append(f"{seat_ref(seat)} fulfilled: {', '.join(met)}.")
    totals = tuple(sum(p for _, p in parts) for parts in rows)
    order = tuple((seat - state.first) % state.players for seat in range(state.players))
    ranks = rank_by([(totals[s], order[s]) for s in range(state.players)])
    if state.solo:
        notes.extend(f"{seat_ref(s)} rating: {automa.rating(t)}." for s, t in enumerate(totals))
    return Result(totals, tuple(rows), ranks, tuple(notes), ended_by=ended_by_label(state))
