"""What happens by itself after an Indian Summer move (the contract's ``events``), read
from the positions before and after it: Areas completed paying out their treasures, Player
Paths refilled from the common path, the common path topped up from the reserve, the last
round beginning, the end of the game; in solo, the numbered row moving at a turn's start.
Seats are named with ``seat_ref``."""

from __future__ import annotations

from tabletop.engine import Action
from tabletop.engine.result import seat_ref

from ..actions import NextGame, PlaceAnimal, PlaceLeaf
from ..components import components
from ..state import IndianSummerState
from .moves import tile_words


def _treasures(counts) -> str:
    """``a nut and 2 berries``."""
    parts = []
    for kind, n in zip(components().treasure_ids, counts):
        if n > 0:
            plural = "berries" if kind == "berry" else f"{kind}s"
            parts.append(f"a {kind}" if n == 1 else f"{n} {plural}")
    return ", ".join(parts[:-1]) + (" and " if len(parts) > 1 else "") + parts[-1]


def _tiles(n: int) -> str:
    return "a leaf tile" if n == 1 else f"{n} leaf tiles"


def events(before: IndianSummerState, action: Action, after: IndianSummerState) -> tuple[str, ...]:
    """Lines for what happened by itself after ``action`` (empty for most moves)."""
    lines: list[str] = []
    if isinstance(action, NextGame) and after.solo is not None:
        number = len(after.solo.games) + 1
        return (f"Game {number} of the series: a fresh floor and new leaf tiles are dealt.",)
    if after.finals and not before.finals:
        return _game_end(after)
    seat = before.turn
    if isinstance(action, (PlaceLeaf, PlaceAnimal)):
        a, b = before.players[seat].treasures, after.players[seat].treasures
        got = tuple(max(0, y - x) for x, y in zip(a, b))
        if any(got) and isinstance(action, PlaceLeaf):
            lines.append(f"Area complete: {seat_ref(seat)} takes {_treasures(got)} from its holes.")
        elif any(got):
            lines.append(f"Treasures: {seat_ref(seat)} takes {_treasures(got)} under the animal.")
    n = len(before.players)
    for step in range(n):
        s = (seat + step) % n
        old, new = before.players[s].path, after.players[s].path
        added = sum(1 for t in new if t not in old)
        if added and before.solo is None:
            lines.append(
                f"Path refill: {seat_ref(s)}'s Player Path takes {_tiles(added)} "
                "from the common path."
            )
    topped = len(before.reserve) - len(after.reserve)
    if topped > 0:
        lines.append(
            f"Common path: {_tiles(topped)} from the reserve join it at the far end, "
            "drawn at random."
        )
    if after.ending and not before.ending and not after.over:
        lines.append(
            f"Last round: {seat_ref(seat)}'s forest floor is full; the round is played "
            "out to the start player."
        )
    if before.solo is not None and after.solo is not None:
        lines.extend(solo_lines(before, after))
    return tuple(lines)


def _game_end(after: IndianSummerState) -> tuple[str, ...]:
    if after.solo is not None:
        if after.over:
            return ("The game is over: leftover treasures become squirrels where they fit.",)
        return (
            "This game of the series is over: leftover treasures become squirrels where they fit.",
        )
    return ("The game is over: everyone turns leftover treasures into squirrels where they fit.",)


def row_space(index: int) -> str:
    """A space of the solo row in the words on the board: ``space 3`` (the numbered spaces
    run 10 to 1 from the left), ``the left mushroom space``."""
    solo = components().settings.solo
    if index < solo.numbered_slots:
        return f"space {solo.numbered_slots - index}"
    k = index - solo.numbered_slots
    if solo.mushroom_slots == 2:
        return ("the left mushroom space", "the right mushroom space")[k]
    return f"mushroom space {k + 1}"


def _row_moves(a: tuple[str, ...], b: tuple[str, ...]) -> list[tuple[str, int, int]]:
    """(tile, from, to) for each tile that moved along the solo row, the lowest-numbered
    space first (the order the rule moves them in)."""
    moves = [(t, i, b.index(t)) for i, t in enumerate(a) if t and t in b and b.index(t) != i]
    return sorted(moves, key=lambda m: -m[1])


def solo_lines(before: IndianSummerState, after: IndianSummerState) -> list[str]:
    """The solo row's rule at work, naming the tile and its spaces: a solo turn begins (the
    tile on its numbered space moves to the last empty space); after a mushroom the tiles
    on the spaces already passed move to the last empty spaces."""
    a, b = before.solo, after.solo
    assert a is not None and b is not None
    if b.games != a.games or len(a.row) != len(b.row):
        return []
    moves = _row_moves(a.row, b.row)
    if b.turn_no != a.turn_no:
        line = f"Turn {b.turn_no} of {components().settings.solo.turns} begins"
        for tile, _, to in moves[:1]:
            return [
                f"{line}, so the {tile_words(tile)} leaf tile on space {b.turn_no} moves "
                f"to the last empty space, {row_space(to)}."
            ]
        slot = components().settings.solo.numbered_slots - b.turn_no
        if 0 <= slot < len(a.row) and not a.row[slot]:
            return [f"{line}; space {b.turn_no} has no leaf tile to move."]
        return [
            f"{line}; the leaf tile on space {b.turn_no} stays: no space to its right is empty."
        ]
    if moves:
        each = [
            f"the {tile_words(tile)} tile from {row_space(i)} to {row_space(j)}"
            for tile, i, j in moves
        ]
        listed = ", ".join(each[:-1]) + (" and " if len(each) > 1 else "") + each[-1]
        verb = "moves" if len(moves) == 1 else "move"
        which = "the leaf tile" if len(moves) == 1 else "the leaf tiles"
        return [
            f"Solo row: after the mushroom, {which} on spaces already passed {verb} to the "
            f"last empty spaces: {listed}."
        ]
    return []
