"""The hint's reason in Lodge: what a move (or the turn it starts) does for the seat's
lodge, read from the two states with the scoring module, e.g. ``the guest's floor 3 is
its favourite; meets the Dining Hall; +9 points``.

``reason(before, after, seat)`` is asked by ``tabletop.engine.bots.explain``; it returns
``None`` for a step whose point only shows later in the turn (a refresh, a discard), so
the turn is finished greedily and judged as a whole. Nothing here feeds the bots' choices.
"""

from __future__ import annotations

from tabletop.engine.bots.explain import REASON_LIMIT as LIMIT
from tabletop.engine.bots.explain import fit

from .. import automa
from ..components import Guest, components
from ..rules.display import row_tiles
from ..rules.placement import guest_spaces
from ..scoring import amenity_status, result, score, shown_progress
from ..state import EMPTY, Lodge, LodgeState, floor_of, room_colour, spaces


def _colour(colour: int) -> str:
    return components().colours[colour].name.lower()


def _guest(guest_id: int) -> str:
    """``a red + blue guest``."""
    g = components().guests[guest_id]
    return f"a {_colour(g.a)} + {_colour(g.b)} guest"


def _points(n: int) -> str:
    return f"{n:+d} point" + ("" if abs(n) == 1 else "s")


def _met(lodge: Lodge) -> dict[int, int]:
    """Space → amenity index of every amenity whose condition holds."""
    return {i: a for i, a, ok in amenity_status(lodge) if ok}


def _ordinal(n: int) -> str:
    return f"{n}" + ({1: "st", 2: "nd", 3: "rd"}.get(n if n < 20 else n % 10, "th"))


def _end_line(after: LodgeState, seat: int) -> str:
    res = result(after)
    if after.solo:
        return f"ends the game with {res.totals[seat]} points: {automa.rating(res.totals[seat])}"
    place = "you win" if res.ranks[seat] == 1 else f"{_ordinal(res.ranks[seat])} place"
    return f"ends the game with {res.totals[seat]} points: {place}"


def _guest_clause(old: Lodge, new: Lodge) -> str | None:
    placed = [i for i in spaces() if new.guests[i] != EMPTY and old.guests[i] == EMPTY]
    if not placed:
        return None
    i = placed[0]
    guest = components().guests[new.guests[i]]
    n, need = new.guest_count(), components().constants.facts.end_trigger_guests
    count = f"guest {n}" if n >= need else f"guest {n} of {need}"
    if guest.floor == floor_of(i):
        count += ", on its favourite floor"
    return count + (": the game ends this round" if n == need else "")


def _amenity_clauses(old: Lodge, new: Lodge) -> list[str]:
    """Amenities newly met or lost, then one brought closer (shown as have/need)."""
    c = components()
    before, after = _met(old), _met(new)
    out = [f"meets the {c.amenities[a].name}" for i, a in after.items() if i not in before]
    out += [
        f"the {c.amenities[a].name} no longer holds" for i, a in before.items() if i not in after
    ]
    if out:
        return out
    for i, a in enumerate(new.amenities):
        if a == EMPTY or i in after:
            continue
        amenity = c.amenities[a]
        have, need = shown_progress(new, i, amenity)
        if old.amenities[i] == EMPTY:
            return [f"the {amenity.name} already at {have} of {need}"]
        was, _ = shown_progress(old, i, amenity)
        if have > was:
            return [f"the {amenity.name} reaches {have} of {need}"]
    return []


def _room_clause(before: LodgeState, after: LodgeState, seat: int) -> str | None:
    """A new room: the guest it makes room for, else the pair it starts."""
    old, new = before.lodges[seat], after.lodges[seat]
    built = [i for i in spaces() if new.rooms[i] != EMPTY and old.rooms[i] == EMPTY]
    if not built:
        return None
    guests = components().guests
    if new.valet != EMPTY and guest_spaces(new, guests[new.valet]):
        if not guest_spaces(old, guests[new.valet]):
            return f"room for your valet's {_guest(new.valet)[2:]}"
    for g in after.guest_display:
        if g != EMPTY and guest_spaces(new, guests[g]) and not guest_spaces(old, guests[g]):
            return f"{_guest(g)} on display can now stay"
    colour = room_colour(new.rooms[built[0]])
    pairs = set(_pairs(new)) - set(_pairs(old))
    if pairs:
        a, b = min(pairs, key=lambda p: (colour not in p, p))
        return f"a {_colour(a)} + {_colour(b)} guest could stay here"
    return f"a {_colour(colour)} room for a later guest"


def _pairs(lodge: Lodge) -> list[tuple[int, int]]:
    """The colour pairs a guest could be seated on now (an empty room of each, side by
    side)."""
    n = len(components().colours)
    return [
        (a, b) for a in range(n) for b in range(a + 1, n) if guest_spaces(lodge, Guest(a, b, 1))
    ]


def _valet_clause(old: Lodge, new: Lodge) -> str | None:
    if new.valet == old.valet or new.valet == EMPTY:
        return None
    guest = components().guests[new.valet]
    if guest_spaces(new, guest):
        return "your rooms can seat it next turn"
    colours = {room_colour(t) for t, g in zip(new.rooms, new.guests) if t != EMPTY and g == EMPTY}
    ready = sorted(colours & {guest.a, guest.b})
    if ready:
        other = guest.b if ready[0] == guest.a else guest.a
        return (
            f"an empty {_colour(ready[0])} room waits: a {_colour(other)} room beside it seats it"
        )
    return "for rooms still to build"


def turn_over(before: LodgeState, after: LodgeState, seat: int) -> bool:
    """Did ``seat``'s turn end between the two states (solo: its turn count moved on)?"""
    if before.current != seat:
        return False
    return after.current != seat or after.lodges[seat].turns != before.lodges[seat].turns


def _refresh(before: LodgeState, after: LodgeState, seat: int) -> str | None:
    """A refresh draws unseen rooms or guests: its reason is what the old display lacked
    (never what the hint's guess of the new one holds)."""
    old, new = before.lodges[seat], after.lodges[seat]
    if new.refresh_tokens < old.refresh_tokens:
        gone = set(after.room_discard) - set(before.room_discard)
        floors = range(1, components().floors + 1)
        rows = [r for r in floors if gone & set(row_tiles(before.room_display, r))]
        return f"new rooms for floor {rows[0]}" if rows else "new rooms on display"
    if old == new and before.current == seat and before.guest_bag != after.guest_bag:
        if before.guest_display != after.guest_display:
            guests = components().guests
            shown = [g for g in before.guest_display if g != EMPTY]
            if not any(guest_spaces(old, guests[g]) for g in shown):
                return "no guest on display fits your rooms: fresh ones"
            return "a fresh guest display"
    return None


def reason(before: LodgeState, after: LodgeState, seat: int) -> str | None:
    """Why ``after`` is better than ``before`` for ``seat``, in a few words; ``None`` for a
    step that only shows its point once the turn is played out."""
    if after.over and not before.over:
        return _end_line(after, seat)
    old, new = before.lodges[seat], after.lodges[seat]
    refresh = _refresh(before, after, seat)
    if refresh:
        return refresh
    gain = score(new) - score(old)
    same = (old.rooms, old.amenities, old.guests) == (new.rooms, new.amenities, new.guests)
    if turn_over(before, after, seat) and same:
        return "nothing more to seat or build this turn"
    clauses = [c for c in (_guest_clause(old, new),) if c]
    clauses += _amenity_clauses(old, new)
    if not clauses:
        room = _room_clause(before, after, seat)
        valet = _valet_clause(old, new)
        clauses += [c for c in (room, valet) if c]
    if gain:
        clauses = fit(clauses[:2], LIMIT - len(_points(gain)) - 2) + [_points(gain)]
    else:
        clauses = fit(clauses, LIMIT)
    if clauses:
        return "; ".join(clauses)
    if turn_over(before, after, seat):
        return "nothing more to seat or build this turn"
    return None


__all__ = ["reason", "turn_over"]
