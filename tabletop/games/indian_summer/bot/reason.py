"""The hint's reason in Indian Summer: what a move (or the turn it starts) does on the seat's
forest floor, in a few words read from the two states, e.g. ``covers 5 spaces, a mushroom
in its hole; the top-left Area is 3 spaces from full``.

``reason(before, after, seat)`` is asked by ``tabletop.engine.bots.explain``; it returns
``None`` for a first step whose point only shows once the turn is played (a mushroom or
feather still to lay its tiles, a berry before the main action), so the turn is finished
greedily and judged as a whole. Nothing here feeds the bots' choices.
"""

from __future__ import annotations

from collections import Counter

from tabletop.engine.bots.explain import fit

from ..components import components
from ..components.floor import complete_areas, neighbours, printed_kind
from ..facts import board, tile_size, treasure_names
from ..scoring import best_plan, multiplayer_result, nut_worth, solo_result
from ..state import ALT_MAINS, BEFORE_MAIN, FEATHER, MUSHROOM, NUT, IndianSummerState

NEAR_FULL = 6
"""An Area this close to full is named in the reason (a goal the player can see)."""
FLOOR_NEAR = 12
"""Spaces left on the floor under which the reason counts them."""


def _lone_spaces(covered: int) -> int:
    """Empty spaces with no empty neighbour (only a squirrel fits there)."""
    empty = components().full & ~covered
    return empty & ~neighbours(empty)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def _treasure(kind: int) -> str:
    return treasure_names()[kind].lower()


def _treasures(counts: tuple[int, ...]) -> str:
    """``a nut and 2 berries`` (value order, highest first)."""
    parts = []
    for kind in reversed(range(len(counts))):
        n = counts[kind]
        if n:
            name = _treasure(kind)
            plural = name[:-1] + "ies" if name.endswith("y") else name + "s"
            parts.append(f"a {name}" if n == 1 else f"{n} {plural}")
    if len(parts) > 1:
        return ", ".join(parts[:-1]) + " and " + parts[-1]
    return parts[0] if parts else ""


def area_name(area: int) -> str:
    """An Area by where it lies on the floor: ``the top-left Area``."""
    b = board()
    across = b.cols // b.area_cols
    down = b.rows // b.area_rows
    row, col = divmod(area, across)
    rows = {1: ("",), 2: ("top", "bottom"), 3: ("top", "middle", "bottom")}.get(down)
    cols = {1: ("",), 2: ("left", "right"), 3: ("left", "centre", "right")}.get(across)
    if rows is None or cols is None:
        return f"Area {area + 1}"
    where = "-".join(w for w in (rows[row], cols[col]) if w)
    return f"the {where} Area"


def _end_line(after: IndianSummerState, seat: int) -> str:
    result = solo_result(after) if after.solo is not None else multiplayer_result(after)
    total = result.totals[0 if after.solo is not None else seat]
    final = after.finals[0 if after.solo is not None else seat]
    how = "with your floor full" if final.full else f"with {_plural(final.empty, 'space')} empty"
    won = ", and you win" if after.solo is None and result.ranks[seat] == 1 else ""
    return f"ends the game {how}: {total} points{won}"


def _cover_clause(before: IndianSummerState, after: IndianSummerState, seat: int) -> str:
    old, new = before.players[seat].forest, after.players[seat].forest
    fresh = new.covered & ~old.covered
    n = fresh.bit_count()
    tiles = len(new.leaves) - len(old.leaves)
    text = f"covers {_plural(n, 'space')}"
    if tiles > 1:
        text += f" with {tiles} tiles"
    elif tiles == 0 and fresh & _lone_spaces(old.covered):
        text = "fills a lone space no tile fits" if n == 1 else text
    kinds = [printed_kind(new.side, bit) for bit in _bits(new.tokens & ~old.tokens)]
    kinds = [k for k in kinds if k is not None]
    if kinds:
        holes = "its hole" if len(kinds) == 1 else "the holes"
        text += f", {_treasures(tuple(kinds.count(k) for k in range(4)))} in {holes}"
    return text


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out


def _progress_clause(before: IndianSummerState, after: IndianSummerState, seat: int) -> str:
    """The nearest goal the move brings closer: an Area, else the full floor."""
    cat = components()
    old, new = before.players[seat].forest.covered, after.players[seat].forest.covered
    fresh = new & ~old
    left = (cat.full & ~new).bit_count()
    if left == 0:
        return "your floor is full: the game ends this round"
    touched = [(((mask & ~new).bit_count()), i) for i, mask in enumerate(cat.areas) if mask & fresh]
    open_areas = [(rest, i) for rest, i in touched if rest]
    if open_areas:
        rest, area = min(open_areas)
        if rest <= NEAR_FULL:
            return f"{area_name(area)} is {_plural(rest, 'space')} from full"
    if left <= FLOOR_NEAR:
        return f"{_plural(left, 'space')} left on your floor"
    return ""


def _end_projection(before: IndianSummerState, after: IndianSummerState, seat: int) -> str:
    """In the last round: what the treasures make of the floor at the end (the end's
    squirrels laid the best way), after the move against before it."""

    def plan(state: IndianSummerState):
        p = state.players[seat]
        f = p.forest
        return best_plan(f.side, f.covered, f.tokens, p.treasures, state.solo is not None)

    old, new = plan(before), plan(after)
    if new.empty == 0 and old.empty == 0:
        was, now = nut_worth(old.left), nut_worth(new.left)
        if now == was:
            return f"changes nothing at the end (floor full, {_plural(now, 'nut')} left)"
        return f"at the end your floor fills with {_plural(now, 'nut')} left, not {was}"
    if new.empty == old.empty:
        return f"changes nothing at the end ({_plural(new.empty, 'space')} left empty)"
    if new.empty == 0:
        return f"at the end your floor fills, {_plural(nut_worth(new.left), 'nut')} left"
    return f"at the end {_plural(new.empty, 'space')} left empty, not {old.empty}"


def turn_over(before: IndianSummerState, after: IndianSummerState, seat: int) -> bool:
    """Did ``seat``'s turn end between the two states (solo: the turn count moved on)?"""
    if before.turn != seat:
        return False
    if before.solo is not None and after.solo is not None:
        return after.solo.turn_no != before.solo.turn_no
    return after.turn != seat


def _hand_reason(before: IndianSummerState, after: IndianSummerState, seat: int) -> str | None:
    """A move that only changes the hand or the path (exchange, berry)."""
    old, new = before.players[seat], after.players[seat]
    got = tuple(max(0, a - b) for a, b in zip(new.treasures, old.treasures))
    ended = turn_over(before, after, seat)
    if new.path != old.path and not ended:
        if after.step.main == BEFORE_MAIN:
            return None  # the tile it brings is laid by the main action: judge the turn
        fresh = list((Counter(new.path) - Counter(old.path)).elements())
        if not fresh:
            return f"{_plural(len(new.path), 'tile')} on your path for later turns"
        big = max(tile_size(t) for t in fresh)
        if len(fresh) == 1:
            return f"a new {big}-square tile on your path"
        return f"{_plural(len(fresh), 'new tile')} on your path, the largest of {big} squares"
    if after.ending and any(got) and new.forest.covered != components().full:
        return _end_projection(before, after, seat)
    if got[FEATHER]:
        return "a feather lays two tiles in one turn"
    if got[MUSHROOM]:
        return "a mushroom takes two tiles in one turn"
    if got[NUT]:
        return "a nut puts a squirrel on any empty space"
    if any(got):
        return f"{_treasures(got)} to keep for later"
    if ended:
        kept = new.treasures
        if any(kept):
            return f"nothing more pays this turn; keeps {_treasures(kept)}"
        return "nothing more pays this turn"
    return None


def reason(before: IndianSummerState, after: IndianSummerState, seat: int) -> str | None:
    """Why ``after`` is better than ``before`` for ``seat``, in a few words; ``None`` for a
    first step that only shows its point once the turn is played out."""
    if after.over and not before.over:
        return _end_line(after, seat)
    if seat >= len(before.players) or seat >= len(after.players):
        return None
    if after.turn == seat and after.step.main in ALT_MAINS and after.step.placed == 0:
        return None  # a mushroom or feather: its two tiles tell
    old, new = before.players[seat], after.players[seat]
    done = sorted(set(complete_areas(new.forest.covered)) - set(complete_areas(old.forest.covered)))
    got = tuple(max(0, a - b) for a, b in zip(new.treasures, old.treasures))
    clauses = []
    if new.forest.covered != old.forest.covered:
        clauses.append(_cover_clause(before, after, seat))
        if done:
            found = f" (+{_treasures(got)})" if any(got) else ""
            clauses.append(f"completes {area_name(done[0])}{found}")
        else:
            progress = _progress_clause(before, after, seat)
            if progress:
                clauses.append(progress)
        return "; ".join(fit(clauses))
    if len(new.forest.animals) > len(old.forest.animals):
        return f"takes {_treasures(got)} from the holes beneath" if any(got) else None
    return _hand_reason(before, after, seat)


__all__ = ["area_name", "reason", "turn_over"]
