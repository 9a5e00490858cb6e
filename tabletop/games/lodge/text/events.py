"""What happens by itself after a move (the contract's ``events``): the displays refilled,
the room display refresh, the solo rival's steps and the end trigger, one move-log line
per step, in the order ``turn`` runs them.

``trace`` re-runs those steps from the position after the move with the same functions
``turn``, ``rules.display`` and ``automa`` use, and writes a line at each (a test holds the
position it reaches equal to ``advance``'s). Seats are named with ``seat_ref``.
"""

from __future__ import annotations

import dataclasses

from tabletop.engine import Action, EndTurn
from tabletop.engine.result import seat_ref

from .. import automa
from ..actions import BuildAmenity, RefreshGuests, UseRefreshToken
from ..components import components
from ..rules.display import (
    discard_row,
    draw_room,
    fill_amenities,
    fill_guests,
    gravity,
    is_one_colour,
    needs_refresh,
    refresh_guests,
)
from ..state import EMPTY, PLAN, LodgeState, merged, put, room_colour, with_lodge
from ..turn import _refill_valet, advance, trigger
from .moves import ended_by_label


def events(before: LodgeState, action: Action, after: LodgeState) -> tuple[str, ...]:
    """Lines for what happened by itself after ``action`` (empty for most moves)."""
    return trace(before, action)[0]


def trace(before: LodgeState, action: Action) -> tuple[tuple[str, ...], LodgeState | None]:
    """The lines of the automatic steps after ``action`` and, for the moves that have
    some, the position they lead to (``None`` for the others)."""
    lines: list[str] = []
    if isinstance(action, BuildAmenity):
        state = _build_amenity(before, action, lines)
    elif isinstance(action, RefreshGuests):
        state = refresh_guests(before)
        dealt = [guest_word(g) for g in state.guest_display if g != EMPTY]
        lines.append("Guest display: the guests go back to the bag; dealt: " + _list(dealt) + ".")
    elif isinstance(action, UseRefreshToken):
        state = _use_token(before, action.row, lines)
    elif isinstance(action, EndTurn):
        state = _end_turn(before, lines)
    else:
        return (), None
    return tuple(lines), state


# --- words -----------------------------------------------------------------------------------


def colour_name(colour: int) -> str:
    return components().colours[colour].name.lower()


def guest_word(guest: int) -> str:
    """``red + blue guest (prefers floor 2)``: its colours and the floor it prefers (a
    bare "floor 2" could be read as where it is)."""
    g = components().guests[guest]
    return f"{colour_name(g.a)} + {colour_name(g.b)} guest (prefers floor {g.floor})"


def _a(word: str) -> str:
    return f"an {word}" if word[0] in "aeiou" else f"a {word}"


def _list(words: list[str]) -> str:
    if not words:
        return "nothing"
    return ", ".join(words[:-1]) + (" and " if len(words) > 1 else "") + words[-1]


def _amenity(index: int) -> str:
    return components().amenities[index].name


def _rows() -> int:
    return components().constants.facts.display_rows


def _columns() -> int:
    return components().constants.facts.display_columns


# --- steps -----------------------------------------------------------------------------------


def _build_amenity(before: LodgeState, action: BuildAmenity, lines: list[str]) -> LodgeState:
    """The amenity display refills the slot the built amenity left."""
    state = advance(before, action)
    _amenity_refill(state, action.slot, lines)
    return state


def _amenity_refill(new: LodgeState, slot: int, lines: list[str]) -> None:
    """The amenity dealt into the emptied ``slot`` (or none left)."""
    dealt = new.amenity_display[slot]
    if dealt != EMPTY:
        lines.append(f"Amenity display: the {_amenity(dealt)} is dealt into slot {slot + 1}.")
    else:
        lines.append("Amenity display: no amenity is left to deal.")


def _use_token(before: LodgeState, row: int, lines: list[str]) -> LodgeState:
    """The row's rooms go to the discard pile; the room display refreshes."""
    lodge = dataclasses.replace(before.lodge, refresh_tokens=before.lodge.refresh_tokens - 1)
    state = with_lodge(before, before.current, lodge)
    n = _columns()
    row_tiles = state.room_display[(row - 1) * n : row * n]
    gone = [colour_name(room_colour(t)) for t in row_tiles if t != EMPTY]
    state = discard_row(state, row)
    lines.append(
        f"Refresh token: the rooms of row {row} ({_list(gone)}) go to the discard pile; "
        f"{seat_ref(before.current)} has no refresh token left."
        if not lodge.refresh_tokens
        else f"Refresh token: the rooms of row {row} ({_list(gone)}) go to the discard pile."
    )
    return refresh_rooms(state, lines)


def _end_turn(before: LodgeState, lines: list[str]) -> LodgeState:
    """``turn.end_turn`` with a line at each step."""
    seat = before.current
    state = fill_guests(before)
    dealt = [
        f"{guest_word(b)} to slot {i + 1}"
        for i, (a, b) in enumerate(zip(before.guest_display, state.guest_display))
        if a == EMPTY and b != EMPTY
    ]
    if dealt:
        lines.append("Guest display refilled: " + _list(dealt) + ".")
    new = _refill_valet(state)
    if new.lodge.valet != state.lodge.valet:
        lines.append(
            f"Valet: {seat_ref(seat)}'s valet takes a {guest_word(new.lodge.valet)} from the bag."
        )
    state = new
    if state.solo:
        state = rival(state, lines)
    state = refresh_rooms(state, lines)
    lodge = dataclasses.replace(state.lodge, turns=state.lodge.turns + 1)
    state = with_lodge(state, seat, lodge)
    ended_by = state.ended_by or trigger(state, seat)
    following = (seat + 1) % state.players
    over = bool(ended_by) and following == state.first
    if ended_by and not state.ended_by:
        lines.append(_trigger_line(state, seat, ended_by, over))
    if over:
        lines.append(
            f"Game over ({ended_by_label(dataclasses.replace(state, ended_by=ended_by))})."
        )
    return dataclasses.replace(
        state,
        current=seat if over else following,
        progress=PLAN.start(),
        over=over,
        ended_by=ended_by,
    )


def _trigger_line(state: LodgeState, seat: int, ended_by: str, over: bool) -> str:
    c = components()
    need = c.constants.facts.end_trigger_guests
    what = {
        "guests": f"{seat_ref(seat)} has seated {need} guests",
        "lodge full": f"{seat_ref(seat)}'s lodge is full",
        "supply out": "no room tile is left anywhere",
        "turn limit": f"the limit of {c.constants.proposed.solo_turn_limit} turns is reached",
    }[ended_by]
    rest = "" if over else "; the round is played out so everyone has as many turns"
    return f"End of the game: {what}{rest}."


def rival(state: LodgeState, lines: list[str]) -> LodgeState:
    """``automa.rival_turn`` with a line at each step: the piece, its place and the rule of
    the rival's turn that made it act."""
    p = components().constants.proposed
    n = _columns()
    for _ in range(p.rival_rooms_removed):
        new = automa._remove_random_room(state)
        for i, (a, b) in enumerate(zip(state.room_display, new.room_display)):
            if a != EMPTY and b == EMPTY:
                word = colour_name(room_colour(a))
                lines.append(
                    f"Rival: takes a room at random, as it does each turn: {_a(word)} room "
                    f"from row {i // n + 1}, column {i % n + 1} of the room display."
                )
        state = new
    slot = p.rival_amenity_slot - 1
    if 0 <= slot < len(state.amenity_display) and state.amenity_display[slot] != EMPTY:
        gone = state.amenity_display[slot]
        state = dataclasses.replace(
            state,
            amenity_display=put(state.amenity_display, slot, EMPTY),
            amenity_discard=merged(state.amenity_discard, (gone,)),
        )
        new = fill_amenities(state)
        where = "the last slot" if slot == len(state.amenity_display) - 1 else f"slot {slot + 1}"
        lines.append(
            f"Rival: discards the amenity in {where}, as it does each turn: "
            f"the {_amenity(gone)} amenity from slot {slot + 1}."
        )
        _amenity_refill(new, slot, lines)
        state = new
    for _ in range(p.rival_guests_returned):
        new = automa._return_leftmost_guest(state)
        for i, (a, b) in enumerate(zip(state.guest_display, new.guest_display)):
            if a != b:
                line = (
                    "Rival: sends the leftmost guest back to the bag, as it does each turn: "
                    f"the {guest_word(a)} from slot {i + 1}"
                )
                if b != EMPTY:
                    line += f"; {_a(guest_word(b))} is dealt into slot {i + 1}"
                lines.append(line + ".")
                break
        state = new
    return state


def refresh_rooms(state: LodgeState, lines: list[str]) -> LodgeState:
    """``rules.display.refresh_rooms`` with a line for each pass: why, what slid, what came."""
    display, bag, discard, rng = state.room_display, state.room_bag, state.room_discard, state.rng
    passes = components().constants.proposed.max_refresh_passes
    n = _columns()
    while passes > 0 and needs_refresh(display):
        passes -= 1
        if is_one_colour(display) and EMPTY not in display:
            colour = colour_name(room_colour(display[0]))
            why = f"every room shown is {colour}: all go to the discard pile"
            discard = merged(discard, display)
            display = (EMPTY,) * len(display)
        elif is_one_colour(display):
            why = f"every room shown is {colour_name(room_colour(_first(display)))}"
        else:
            empty = [
                r + 1 for r in range(_rows()) if all(t == EMPTY for t in display[r * n : r * n + n])
            ]
            why = (
                f"row {_list([str(r) for r in empty])} {'was' if len(empty) == 1 else 'were'} empty"
            )
        fallen = gravity(display)
        slid = sum(
            1
            for col in range(n)
            for r, tile in enumerate(fallen[col::n])
            if tile != EMPTY and display[r * n + col] != tile
        )
        shown = list(fallen)
        dealt: dict[int, list[str]] = {}
        back = False
        for i, tile in enumerate(shown):
            if tile == EMPTY:
                back = back or (not bag and bool(discard))
                shown[i], bag, discard, rng = draw_room(bag, discard, rng)
                if shown[i] != EMPTY:
                    dealt.setdefault(i // n + 1, []).append(colour_name(room_colour(shown[i])))
        display = tuple(shown)
        parts = [f"Room display refresh ({why})"]
        if slid:
            parts.append(f"{slid} room{'s' if slid != 1 else ''} slide down")
        if back:
            parts.append("the discard pile goes back into the empty bag")
        if dealt:
            rows = "; ".join(f"row {r} {', '.join(c)}" for r, c in sorted(dealt.items()))
            parts.append("new rooms: " + rows)
        lines.append(": ".join(parts[:2]) + "".join(f"; {p}" for p in parts[2:]) + ".")
        if not bag and not discard:
            break
    return dataclasses.replace(
        state, room_display=display, room_bag=bag, room_discard=discard, rng=rng
    )


def _first(display: tuple[int, ...]) -> int:
    return next(t for t in display if t != EMPTY)
