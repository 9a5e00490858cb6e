"""Everything the Indian Summer table shows that comes from the rules or the data: sizes,
counts, names and sentences, computed from the state and ``data/indian_summer``. The
table asks here and never writes a rule number or a rule sentence of its own.

Geometry for drawing (a tile's squares in an orientation, the R/F turn and flip, what is
printed under a space) is here too, so a table needs only ``GAME``, ``actions`` and this.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from ..components import components
from ..components.floor import complete_areas
from ..components.shapes import Orientation, flipped, orientations, turned
from ..rules.options import mushroom_candidates
from ..scoring import solo_result
from ..state import (
    BERRY,
    BETWEEN_GAMES,
    COMMON,
    MUSHROOM,
    MUSHROOM_STEP,
    NUT,
    Forest,
    IndianSummerState,
    PlacedLeaf,
)

# --- the board and the pieces -------------------------------------------------------------


@dataclass(frozen=True)
class Board:
    """A forest floor's size and its Areas (``area_rows`` × ``area_cols`` spaces each)."""

    rows: int
    cols: int
    area_rows: int
    area_cols: int

    @property
    def spaces(self) -> int:
        return self.rows * self.cols

    def area_of(self, row: int, col: int) -> int:
        """The Area a space lies in, numbered in reading order from 0."""
        return (row // self.area_rows) * (self.cols // self.area_cols) + col // self.area_cols

    def area_corner(self, area: int) -> tuple[int, int]:
        """The top-left space (row, col) of an Area."""
        per_row = self.cols // self.area_cols
        return (area // per_row) * self.area_rows, (area % per_row) * self.area_cols


@functools.cache
def board() -> Board:
    b = components().settings.board
    return Board(b.height, b.width, b.area_height, b.area_width)


@dataclass(frozen=True)
class AnimalFacts:
    id: str
    name: str
    tag: str
    """A short label written on the tile when it is drawn large."""


@functools.cache
def animals() -> tuple[AnimalFacts, ...]:
    """The animal kinds in the order of ``state.animals_left``."""
    return tuple(AnimalFacts(a.id, a.name, a.name[:4]) for a in components().animals)


@functools.cache
def treasure_ids() -> tuple[str, ...]:
    """Treasure ids in value order (the order of treasure counts in the state)."""
    return components().treasure_ids


@functools.cache
def treasure_names() -> tuple[str, ...]:
    return tuple(t.name for t in components().treasures)


def treasure_drop(kind: int) -> str | None:
    """Where a treasure token is dropped for its special action: a berry on the path
    (``"path"``), a nut on an empty space (``"space"``); the others only trade."""
    return {BERRY: "path", NUT: "space"}.get(kind)


def mushroom_kind() -> int:
    """The treasure drawn on the solo board's mushroom spaces."""
    return MUSHROOM


def common_path_capacity() -> int:
    """How many tiles the common path holds when full (its ring has a slot for each)."""
    return components().settings.common_path.capacity


def path_limit() -> int:
    """The most leaf tiles a Player Path may hold."""
    return components().settings.paths.player_path_max


def tile_label(tile: str) -> str:
    """A path tile's caption in players' words: ``green · 3 squares`` (no tile code)."""
    return f"{tile_colour(tile)} · {tile_size(tile)} squares"


def tile_size(tile: str) -> int:
    """How many squares a leaf tile covers (its colour decides: 3, 4 or 5)."""
    return len(shape(tile, 0).cells)


def tile_colour(tile: str) -> str:
    """``green``, ``yellow`` or ``red``."""
    return components().tiles[tile].colour


def _pattern(piece: str) -> str:
    cat = components()
    return cat.tiles[piece].pattern if piece in cat.tiles else cat.animal(piece).shape


def shape(piece: str, orientation: int) -> Orientation:
    """A leaf tile's or an animal's squares (and hole) lying in ``orientation``."""
    return orientations(_pattern(piece))[orientation]


def orientation_count(piece: str) -> int:
    return len(orientations(_pattern(piece)))


def orientation_index(piece: str, turns: int, flip: bool) -> int:
    """The orientation of ``piece`` flipped over (first, if ``flip``) and then turned
    ``turns`` quarter turns clockwise (the table's R and F)."""
    pattern = _pattern(piece)
    start = flipped(pattern, 0) if flip else 0
    return turned(pattern, start, turns % 4)


@functools.cache
def display_orientation(piece: str) -> int:
    """The first orientation lying wider than tall (for rows of tiles)."""
    options = orientations(_pattern(piece))
    return next((i for i, o in enumerate(options) if o.width >= o.height), 0)


@functools.cache
def printed(side: str) -> tuple[tuple[int | None, ...], ...]:
    """Per space (rows of columns): the treasure kind printed there, or ``None``."""
    cat = components()
    masks = cat.floors[side].printed
    return tuple(
        tuple(
            next((k for k, m in enumerate(masks) if m & cat.bit(r, c)), None)
            for c in range(cat.width)
        )
        for r in range(cat.height)
    )


@dataclass(frozen=True)
class FloorPicture:
    """What lies on a forest floor, space by space, for drawing it."""

    side: str
    leaves: tuple[PlacedLeaf, ...]
    holes: tuple[tuple[int, int, int | None, bool], ...]
    """Open holes (no animal on them): row, col, treasure printed under it, token on it."""
    squirrels: tuple[tuple[int, int], ...]
    animals: tuple[tuple[str, int, int, int], ...]
    """Animal id, orientation, row, col."""
    complete: tuple[int, ...]
    """Areas whose spaces are all covered."""


@functools.lru_cache(maxsize=256)
def floor_picture(forest: Forest) -> FloorPicture:
    cat = components()
    kinds = printed(forest.side)
    holes = []
    squirrels = []
    for r in range(cat.height):
        for c in range(cat.width):
            bit = cat.bit(r, c)
            if forest.holes & bit and not forest.animal_cells & bit:
                holes.append((r, c, kinds[r][c], bool(forest.tokens & bit)))
            if forest.squirrels & bit:
                squirrels.append((r, c))
    animals_on = tuple((a.animal, a.orientation, a.row, a.col) for a in forest.animals)
    return FloorPicture(
        forest.side,
        forest.leaves,
        tuple(holes),
        tuple(squirrels),
        animals_on,
        complete_areas(forest.covered),
    )


# --- numbers and sentences ----------------------------------------------------------------


def covered(forest: Forest) -> str:
    """``"12 of 72 covered"``."""
    return f"{forest.covered.bit_count()} of {board().spaces} covered"


def covered_short(forest: Forest) -> str:
    """``"12/72"``."""
    return f"{forest.covered.bit_count()}/{board().spaces}"


def status(view: IndianSummerState) -> str:
    """The banner's right side: the turn count (solo) or how the game ends."""
    solo = view.solo
    if solo is None:
        return "Last round: a floor is full" if view.ending else "A full floor ends the game"
    games = components().settings.solo.games_per_series
    if view.step.main == BETWEEN_GAMES:
        return f"Solo series: game {len(solo.games)} of {games} finished"
    if view.over:
        return outcome(view) or ""
    text = f"Solo turn {solo_turn(view)} of {components().settings.solo.turns}"
    if solo.series:
        text += f" · game {len(solo.games) + 1} of {games}"
    return text


def solo_turn(view: IndianSummerState) -> int:
    assert view.solo is not None
    return min(view.solo.turn_no, components().settings.solo.turns)


def outcome(view: IndianSummerState) -> str | None:
    """Solo, once the game (or series) is over: ``"Lost · score −3"`` or ``"Won · score 5"``
    (a floor with an empty space is a lost game, IS-1)."""
    solo = view.solo
    if solo is None or not view.over or not solo.games:
        return None
    result = solo_result(view)  # the one place that decides won or lost
    word = "Lost" if result.no_winner else "Won"
    return f"{'Series ' + word.lower() if solo.series else word} · score {result.totals[0]}"


@dataclass(frozen=True)
class SoloBoard:
    numbered: int
    mushroom: int
    top: int
    bottom: int

    @property
    def slots(self) -> int:
        return self.numbered + self.mushroom


@functools.cache
def solo_board() -> SoloBoard:
    s = components().settings.solo
    return SoloBoard(s.numbered_slots, s.mushroom_slots, s.top_path, s.bottom_path)


def slot_label(slot: int) -> str | None:
    """The number printed on a solo row slot (``"10."`` … ``"1."``); ``None`` for a
    mushroom space."""
    numbered = solo_board().numbered
    return f"{numbered - slot}." if slot < numbered else None


def current_slot(view: IndianSummerState, slot: int) -> bool:
    """Is ``slot`` the numbered space of this solo turn?"""
    numbered = solo_board().numbered
    return view.solo is not None and slot < numbered and numbered - slot == view.solo.turn_no


def solo_turn_title(view: IndianSummerState) -> str:
    return f"Turn {solo_turn(view)} of {components().settings.solo.turns}"


def series_title(view: IndianSummerState) -> str:
    assert view.solo is not None
    if view.solo.series:
        return f"Solo series (up to {components().settings.solo.games_per_series} games)"
    return "Solo game"


def series_lines(view: IndianSummerState) -> list[tuple[str, bool]]:
    """(line, finished) for each game of the solo game or series, then the scoring rule."""
    solo = view.solo
    assert solo is not None
    lines = [
        (f"Game {i + 1}: {'won' if g.won else 'lost'}, {g.points} points", True)
        for i, g in enumerate(solo.games)
    ]
    if view.step.main == BETWEEN_GAMES:
        lines.append((f"Game {len(solo.games) + 1}: start it from Your moves", True))
    elif not view.over:
        lines.append((f"Game {len(solo.games) + 1}: playing", True))
    return lines + [(line, False) for line in solo_scoring()]


def solo_scoring() -> tuple[str, str]:
    """The solo score in two short lines."""
    points = "/".join(str(t.solo_points) for t in components().treasures)
    names = "/".join(t.id for t in components().treasures)
    return (
        f"Lost if a space is empty; −1 each, +{points}",
        f"per {names} left.",
    )


SOLO_ROW_NOTE = "Numbered row: each turn, the tile on its number moves to the last empty space"
MUSHROOM_SPACES = "mushroom spaces"
COMMON_PATH_NOTE = ("Tiles are taken next to the bush;", "the bush then steps on clockwise.")
ANIMAL_TITLE = "Animal tiles: lay one on empty holes of the same shape"
SQUIRREL_NOTE = ("Squirrels (drag one", "onto an empty space)")
TREASURE_NOTE = "drag: berry → path, nut → space"
EXCHANGE_NOTE = "Exchange: drop a treasure on the one you want"
REFILL_NOTE = "Empty: drag the end tile of the top or bottom path here to refill it."
EMPTY_PATH = "No leaf tiles on your path."
PATH_TITLE = "Your Player Path (from the backpack)"


def common_path_title(view: IndianSummerState) -> str:
    return f"Common path: {len(view.common)} tiles"


def reserve_note(view: IndianSummerState) -> str:
    return f"reserve {len(view.reserve)}"


def stage(view: IndianSummerState) -> str:
    """``"between"`` (solo series, between two games), ``"refill"`` (solo, the emptied path
    waits to be refilled), ``"mushroom"``/``"feather"`` while laying their tiles, else
    ``"main"`` (before the main action) or ``"done"`` (after it)."""
    if view.step.refill:
        return "refill"
    return view.step.main or "main"


def mushroom_tray(
    view: IndianSummerState, seat: int, names: list[str]
) -> tuple[str, list[tuple[str, str]]] | None:
    """During ``seat``'s mushroom: a title and the tiles it may take with where each lies
    (``names``: the seats' names), else ``None``."""
    if view.turn != seat or view.step.main != MUSHROOM_STEP:
        return None
    entries = []
    for source, tile in mushroom_candidates(view):
        if source == COMMON:
            where = "common path"
        elif source <= -10:
            where = "mushroom space"
        else:
            where = "from " + names[source]
        entries.append((tile, where))
    return "Mushroom: lay one of these tiles (taken from others)", entries
