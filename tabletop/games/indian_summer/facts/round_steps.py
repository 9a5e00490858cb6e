"""The automatic steps after an Indian Summer move, each with the position it leads to:
what the table plays on the board, one step at a time (issue #14): treasures taken, each
Player Path refilled from the common path, the common path topped up from the reserve,
the last round, and in solo the numbered row's tile moving right.

``events`` reads these steps from the positions before and after the move (the paths
refill and the common path tops up inside one rule function, ``turn.paths.refill_path``, a
tile at a time), so the positions between are composed from the same two positions, step
by step in the order of the lines: the opening position is ``after`` with the refilled
tiles still on the common path (and the reserve's tiles still in the reserve, the solo
row as it was), each refill line moves one path's new tiles off the head of the common
path, the top-up line brings the reserve's tiles to its far end, a solo line moves the
row. Every tile is in exactly one place at every step (a test holds it), the last
position is ``after`` itself. ``round_steps(before, action, after)`` pairs each line of
``Game.events`` with the position after it and what moved (``Moved``). Pure.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from tabletop.engine import Action
from tabletop.engine.evolve import evolve

from ..actions import NextGame
from ..state import IndianSummerState, put
from ..text.events import events, solo_lines

KINDS = (
    "treasures",  # treasures taken (an Area completed, or under an animal)
    "refill",  # a Player Path refilled from the common path
    "top_up",  # the common path topped up from the reserve
    "last_round",  # a floor is full: the round is played out
    "solo_turn",  # a solo turn begins: its numbered space's tile moves right
    "solo_row",  # after a solo mushroom: tiles on passed spaces move right
    "game",  # a game (of a solo series) ends or begins
    "line",  # a line whose position could not be composed (never expected)
)

PLACES = ("path", "common", "reserve", "row")
"""Where a leaf tile is: a seat's Player Path (its index), the common path (from the
bush), the reserve, the solo row (its space)."""


@dataclass(frozen=True)
class Moved:
    """A leaf tile going from one place to another in a step."""

    tile: str
    start: tuple[str, int, int]
    """(place, seat or -1, index or -1)."""
    end: tuple[str, int, int]


@dataclass(frozen=True)
class RoundStep:
    """One automatic step: its move-log line, the position after it and what moved."""

    line: str
    """The line of ``Game.events`` (seats as ``seat_ref``)."""
    position: IndianSummerState
    """The whole position after this step."""
    kind: str
    """One of ``KINDS``."""
    seat: int = -1
    """Whose path refills, who took the treasures or filled the floor."""
    moved: tuple[Moved, ...] = ()
    gained: tuple[int, ...] = ()
    """``treasures``: how many of each treasure kind ``seat`` took (data order)."""

    @property
    def lifted(self) -> IndianSummerState:
        """The position after this step with the tiles that moved in it lifted out (a
        table draws it under them while they slide)."""
        return lift(self.position, {m.tile for m in self.moved})


def lift(state: IndianSummerState, tiles: set[str]) -> IndianSummerState:
    """``state`` without ``tiles`` on the paths, the common path and the solo row."""
    if not tiles:
        return state
    players = tuple(
        evolve(p, path=tuple(t for t in p.path if t not in tiles)) for p in state.players
    )
    common = tuple(t for t in state.common if t not in tiles)
    solo = state.solo
    if solo is not None:
        solo = evolve(solo, row=tuple("" if t in tiles else t for t in solo.row))
    return evolve(state, players=players, common=common, solo=solo)


def opening(
    before: IndianSummerState, action: Action, after: IndianSummerState
) -> IndianSummerState:
    """The position the board shows before the first step: the move made, nothing of what
    it set off yet."""
    return _steps(before, action, after)[0]


def round_steps(
    before: IndianSummerState, action: Action, after: IndianSummerState
) -> tuple[RoundStep, ...]:
    """Every automatic step after ``action`` (from ``before`` to ``after``): its line of
    ``Game.events``, the position after it and what moved. Empty when the move set off
    nothing."""
    lines = events(before, action, after)
    if not lines:
        return ()
    _, steps = _steps(before, action, after)
    if len(steps) != len(lines):  # never expected (tests hold them equal)
        return tuple(RoundStep(line, after, "line") for line in lines)
    last = steps[-1]
    steps[-1] = replace(last, position=after)
    return tuple(replace(s, line=line) for s, line in zip(steps, lines))


def _steps(
    before: IndianSummerState, action: Action, after: IndianSummerState
) -> tuple[IndianSummerState, list[RoundStep]]:
    """The opening position and the steps (without their lines), in ``events``' order."""
    if (after.finals and not before.finals) or isinstance(action, NextGame):
        return before, [RoundStep("", after, "game")]  # a game ends, or the next one begins
    seat, n = before.turn, len(before.players)
    refills: list[tuple[int, tuple[str, ...]]] = []
    for k in range(n):
        s = (seat + k) % n
        old, new = before.players[s].path, after.players[s].path
        added = tuple(t for t in new if t not in old)
        if added and before.solo is None:
            refills.append((s, added))
    fresh = set(before.reserve) - set(after.reserve)  # the reserve's tiles now in play
    # the opening: the refilled tiles still at the head of the common path, the reserve's
    # tiles still in the reserve
    players = after.players
    for s, added in refills:
        path = tuple(t for t in after.players[s].path if t not in added)
        players = put(players, s, evolve(players[s], path=path))
    taken = [t for _, added in refills for t in added]
    common = tuple(t for t in (*taken, *after.common) if t not in fresh)
    solo = after.solo
    row_lines = (
        solo_lines(before, after) if before.solo is not None and after.solo is not None else []
    )
    if row_lines and before.solo is not None and solo is not None:
        row = tuple(t if t in solo.row else "" for t in before.solo.row)
        solo = evolve(solo, row=row, turn_no=before.solo.turn_no)
    state = evolve(
        after,
        players=players,
        common=common,
        reserve=before.reserve,
        rng=before.rng,
        solo=solo,
        ending=before.ending,
    )
    start = state
    out: list[RoundStep] = []
    a, b = before.players[seat].treasures, after.players[seat].treasures
    gained = tuple(max(0, y - x) for x, y in zip(a, b))
    if any(gained):
        out.append(RoundStep("", state, "treasures", seat, gained=gained))
    for s, added in refills:
        path = state.players[s].path + added
        moved = tuple(
            Moved(
                t,
                ("common", -1, state.common.index(t)) if t in state.common else ("reserve", -1, -1),
                ("path", s, path.index(t)),
            )
            for t in added
        )
        state = evolve(
            state,
            players=put(state.players, s, evolve(state.players[s], path=path)),
            common=tuple(t for t in state.common if t not in added),
        )
        out.append(RoundStep("", state, "refill", s, moved))
    if len(before.reserve) > len(after.reserve):
        moved = tuple(
            Moved(t, ("reserve", -1, -1), ("common", -1, after.common.index(t)))
            for t in after.common
            if t in fresh
        )
        state = evolve(state, common=after.common, reserve=after.reserve, rng=after.rng)
        out.append(RoundStep("", state, "top_up", -1, moved))
    if after.ending and not before.ending and not after.over:
        state = evolve(state, ending=True)
        out.append(RoundStep("", state, "last_round", seat))
    if row_lines and state.solo is not None and after.solo is not None:
        row_a, row_b = state.solo.row, after.solo.row
        moved = tuple(
            Moved(t, ("row", -1, i), ("row", -1, row_b.index(t)))
            for i, t in enumerate(row_a)
            if t and t in row_b and row_b.index(t) != i
        )
        # a solo game: ``before`` has its ``solo`` too
        kind = "solo_turn" if after.solo.turn_no != before.solo.turn_no else "solo_row"  # type: ignore[union-attr]
        state = evolve(state, solo=after.solo)
        out.append(RoundStep("", state, kind, 0, moved))
    return start, out
