"""Building positions for the Indian Summer tests: floors drawn as pictures, seats set up
by hand, actions played and refused."""

from __future__ import annotations

import contextlib
import dataclasses

from tabletop.engine import Action, Config
from tabletop.games.indian_summer import GAME
from tabletop.games.indian_summer.components import TREASURE_MARKS, Floor, components
from tabletop.games.indian_summer.components.shapes import orientations, parse_pattern
from tabletop.games.indian_summer.state import Forest, IndianSummerState, Stage, put
from tests.games.refusals import refused as refused_by

SIDES = ("S1a", "S2a", "S3a", "S4a")


def new(
    players: int = 4,
    sides: tuple[str, ...] = SIDES,
    start: int = 0,
    seed: int = 1,
    mode: str = "standard",
) -> IndianSummerState:
    """A fresh game with the given floor sides and start player."""
    config = Config.default(players, seed=seed, mode=mode)
    options = {"floors": list(sides[:players]), "start_player": start}
    return GAME.new(dataclasses.replace(config, options=options))


def forest(side: str, picture: str) -> Forest:
    """A floor from a picture of 9 rows of 8 marks: ``.`` empty, ``#`` leaf, ``o`` hole,
    ``t`` hole with a token (of the treasure printed there), ``s`` squirrel, ``a`` hole
    under an animal."""
    cat = components()
    rows = [line.strip() for line in picture.strip().splitlines()]
    assert len(rows) == cat.height and all(len(r) == cat.width for r in rows), rows
    covered = holes = tokens = animals = squirrels = 0
    printed = cat.floors[side].printed
    for r, line in enumerate(rows):
        for c, mark in enumerate(line):
            bit = cat.bit(r, c)
            if mark != ".":
                covered |= bit
            if mark in "ota":
                holes |= bit
            if mark == "t":
                assert any(p & bit for p in printed), f"no treasure printed at {r},{c}"
                tokens |= bit
            if mark == "a":
                animals |= bit
            if mark == "s":
                squirrels |= bit
    return Forest(side, covered, holes, tokens, animals, squirrels)


def set_player(
    state: IndianSummerState,
    seat: int,
    *,
    floor: Forest | None = None,
    path: tuple[str, ...] | None = None,
    treasures: tuple[int, int, int, int] | None = None,
) -> IndianSummerState:
    """``state`` with parts of one player replaced (the supply pays for added treasures)."""
    player = state.players[seat]
    changes: dict = {}
    if floor is not None:
        changes["forest"] = floor
    if path is not None:
        changes["path"] = tuple(path)
    supply = state.supply
    if treasures is not None:
        changes["treasures"] = tuple(treasures)
        supply = tuple(s + old - new for s, old, new in zip(supply, player.treasures, treasures))
    player = dataclasses.replace(player, **changes)
    return dataclasses.replace(state, players=put(state.players, seat, player), supply=supply)


def at_turn(state: IndianSummerState, seat: int, step: Stage | None = None) -> IndianSummerState:
    return dataclasses.replace(state, turn=seat, step=step or Stage())


def orient(tile: str, picture: str) -> int:
    """The orientation index of ``tile`` (an id or a pattern) drawn as ``picture``."""
    cat = components()
    pattern = (
        cat.tiles[tile].pattern
        if tile in cat.tiles
        else cat.animal(tile).shape
        if tile in cat.animal_ids
        else tile
    )
    cells, hole = parse_pattern(picture)
    for index, o in enumerate(orientations(pattern)):
        if o.cells == cells and o.hole == hole:
            return index
    raise AssertionError(f"{tile} cannot lie as {picture}")


def play(state: IndianSummerState, *actions: Action) -> IndianSummerState:
    for action in actions:
        state = GAME.apply(state, action)
    return state


def refused(state: IndianSummerState, action: Action) -> str:
    """The reason ``action`` is refused (``tests/games/refusals.py``)."""
    return refused_by(GAME, state, action)


@contextlib.contextmanager
def extra_side(side_id: str, rows: tuple[str, ...]):
    """A test-only floor side (for book examples our proposed sides cannot show)."""
    cat = components()
    printed = [0, 0, 0, 0]
    for r, line in enumerate(rows):
        for c, mark in enumerate(line):
            if mark in TREASURE_MARKS:
                printed[TREASURE_MARKS.index(mark)] |= cat.bit(r, c)
    cat.floors[side_id] = Floor(side_id, 0, tuple(printed))
    try:
        yield side_id
    finally:
        del cat.floors[side_id]


FULL = "\n".join(["########"] * 9)
EMPTY = "\n".join(["........"] * 9)
