"""The state of a game of Indian Summer: frozen dataclasses of tuples and bit masks.

A forest floor is held as bit masks over its spaces (bit ``row * width + col``): what is
covered (leaves, holes and squirrels), where the holes are, which holes carry a treasure
token (its kind is the treasure printed under the hole), which holes an animal covers, and
where the squirrels sit. The placed tiles are kept too, so a table can draw them.
Treasure counts are always in value order: berry, nut, mushroom, feather.

``conserved`` is what must never change during a game (``Game.conserved``, checked by the
conformance suite): every leaf tile, treasure token and animal tile stays accounted for.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from tabletop.engine import Rng
from tabletop.engine.evolve import evolve
from tabletop.engine.phases import Step, TurnPlan, TurnProgress

from .components import Catalogue, components
from .components.floor import count_printed

BERRY, NUT, MUSHROOM, FEATHER = range(4)
Treasures = tuple[int, int, int, int]


@dataclass(frozen=True)
class PlacedLeaf:
    """A leaf tile on a floor: orientation index and the anchor (top-left) space."""

    tile: str
    orientation: int
    row: int
    col: int


@dataclass(frozen=True)
class PlacedAnimal:
    """An animal tile on a floor, over holes."""

    animal: str
    orientation: int
    row: int
    col: int


@dataclass(frozen=True)
class Forest:
    """One player's forest floor."""

    side: str
    covered: int = 0
    holes: int = 0
    tokens: int = 0
    animal_cells: int = 0
    squirrels: int = 0
    leaves: tuple[PlacedLeaf, ...] = ()
    animals: tuple[PlacedAnimal, ...] = ()


@dataclass(frozen=True)
class Player:
    """A player's floor, Player Path (front first, next to the backpack) and treasures."""

    forest: Forest
    path: tuple[str, ...]
    treasures: Treasures


PLAN = TurnPlan(
    steps=(
        Step("main"),
        Step("tile", after=("main",), times=0, optional=True),
    ),
    free=("special",),
)
"""The declared shape of a turn. ``main``: the one main action (a leaf tile from your path,
a squirrel, or a mushroom or feather, which is then the turn's main action). ``tile``: the
tiles a mushroom or feather lays, one drop each, after it (up to two: ``TILE_TIMES`` while
one is being laid, none otherwise; a mushroom's second may be forgone). ``special``:
berries, nuts, exchanges and animals, any number before and/or after the main action, but
not while the tiles of a mushroom or feather are being laid."""

TILE_TIMES: Mapping[str, int] = MappingProxyType({"tile": 2})
"""The per-turn count of ``tile`` steps while a mushroom or feather lays its tiles."""
NO_TILES: Mapping[str, int] = MappingProxyType({"tile": 0})

BEFORE_MAIN = ""
MAIN_DONE = "done"
MUSHROOM_STEP = "mushroom"
FEATHER_STEP = "feather"
BETWEEN_GAMES = "between"
ALT_MAINS = (MUSHROOM_STEP, FEATHER_STEP)
"""Values of ``Stage.main``: where a turn stands (and the pause between solo games)."""


@dataclass(frozen=True)
class Stage:
    """Where the current turn stands: the steps of ``PLAN`` taken (``progress``) and what
    the steps in progress need to remember.

    ``alt``: ``"mushroom"`` or ``"feather"`` while that main action lays its tiles.
    ``sources``: for a mushroom, where tiles were taken from (a seat, ``COMMON`` for the
    common path, or a solo row slot as ``-10 - i``). ``emptied``: seats whose paths a
    mushroom emptied, refilled when it ends. ``refill``: solo only, the player must choose
    where to refill the Player Path from. ``between``: solo series, between two games
    (no turn is under way).
    """

    progress: TurnProgress = TurnProgress()
    alt: str = ""
    sources: tuple[int, ...] = ()
    emptied: tuple[int, ...] = ()
    refill: bool = False
    between: bool = False

    @property
    def main(self) -> str:
        """The stage in one word: ``BEFORE_MAIN``, ``MUSHROOM_STEP``/``FEATHER_STEP`` while
        its tiles are laid, ``MAIN_DONE`` after the main action, ``BETWEEN_GAMES``."""
        if self.between:
            return BETWEEN_GAMES
        if self.alt:
            return self.alt
        return MAIN_DONE if self.progress.has("main") else BEFORE_MAIN

    @property
    def placed(self) -> int:
        """Tiles laid so far by this turn's mushroom or feather."""
        return self.progress.count("tile")

    @property
    def times(self) -> Mapping[str, int]:
        """The per-turn counts to read ``PLAN`` with now."""
        return TILE_TIMES if self.alt else NO_TILES

    def take(self, name: str) -> Stage:
        """This stage with the step ``name`` of ``PLAN`` taken (``ValueError`` if closed)."""
        return evolve(self, progress=_marked(self.progress, bool(self.alt), name))

    def is_open(self, name: str) -> bool:
        """May the step ``name`` of ``PLAN`` be taken now?"""
        return _is_open(self.progress, bool(self.alt), name)

    def can_end(self) -> bool:
        """Has every required step of ``PLAN`` been taken (the turn may end)?"""
        return _can_end(self.progress, bool(self.alt))


# ``PLAN``'s answers depend on the progress and on the tile counts (``Stage.times``: a
# mushroom or feather under way or not) alone, so each is worked out once.
@functools.lru_cache(maxsize=1024)
def _marked(progress: TurnProgress, alt: bool, name: str) -> TurnProgress:
    return PLAN.mark(progress, name, TILE_TIMES if alt else NO_TILES)


@functools.lru_cache(maxsize=1024)
def _is_open(progress: TurnProgress, alt: bool, name: str) -> bool:
    return PLAN.is_open(progress, name, TILE_TIMES if alt else NO_TILES)


@functools.lru_cache(maxsize=1024)
def _can_end(progress: TurnProgress, alt: bool) -> bool:
    return PLAN.can_end(progress, TILE_TIMES if alt else NO_TILES)


COMMON = -1
"""The common path as a mushroom source in the two-player game."""


@dataclass(frozen=True)
class Final:
    """A player's end of game after the conversion into nuts and squirrels."""

    full: bool
    empty: int
    nuts: int
    berry: int
    squirrels: int
    points: int
    areas: tuple[int, ...]
    left: Treasures


@dataclass(frozen=True)
class SoloGame:
    """The outcome of one finished solo game."""

    won: bool
    points: int
    empty: int


@dataclass(frozen=True)
class Solo:
    """The solo board: the numbered row with its two mushroom spaces, and both paths.

    ``row`` has one entry per space, left to right (``""`` when empty): spaces 0..9 are
    numbered 10. down to 1., the last two are the mushroom spaces. ``top`` and ``bottom``
    run left to right. ``pool``: tiles for the later games of a series (sorted);
    ``used``: tiles of finished games (sorted).
    """

    turn_no: int
    row: tuple[str, ...]
    top: tuple[str, ...]
    bottom: tuple[str, ...]
    series: bool
    games: tuple[SoloGame, ...] = ()
    pool: tuple[str, ...] = ()
    used: tuple[str, ...] = ()


SOLO_ENDS = {
    "top_left": ("top", 0),
    "top_right": ("top", -1),
    "bottom_left": ("bottom", 0),
    "bottom_right": ("bottom", -1),
}
"""Solo: the path and the end of it each of ``actions.SOLO_SOURCES`` takes tiles from."""


def solo_path_tiles(solo: Solo, source: str) -> tuple[str, ...]:
    """The tiles of the solo path ``source`` names (top or bottom), left to right."""
    side, _ = SOLO_ENDS[source]
    return solo.top if side == "top" else solo.bottom


@dataclass(frozen=True)
class IndianSummerState:
    """A whole game. ``common`` runs from the tile next to the bush; ``reserve`` is sorted
    (tiles are drawn from it at random when they are needed)."""

    mode: str
    players: tuple[Player, ...]
    start: int
    turn: int
    step: Stage
    common: tuple[str, ...]
    reserve: tuple[str, ...]
    supply: Treasures
    animals_left: tuple[int, ...]
    bonus: tuple[str, ...]
    ending: bool
    over: bool
    finals: tuple[Final, ...]
    solo: Solo | None
    rng: Rng


def put(items: tuple, index: int, value: object) -> tuple:
    """``items`` with ``items[index]`` replaced."""
    return items[:index] + (value,) + items[index + 1 :]


def add(a: Treasures, b: Treasures) -> Treasures:
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3])


def sub(a: Treasures, b: Treasures) -> Treasures:
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2], a[3] - b[3])


def one(kind: int, count: int = 1) -> Treasures:
    """``count`` tokens of one kind as a treasure tuple."""
    out = [0, 0, 0, 0]
    out[kind] = count
    return (out[0], out[1], out[2], out[3])


def start_treasures(cat: Catalogue) -> Treasures:
    """The treasures each player starts a game with."""
    counts = [0, 0, 0, 0]
    for kind in cat.settings.start_treasures:
        counts[cat.treasure_ids.index(kind)] += 1
    return (counts[0], counts[1], counts[2], counts[3])


def empty_spaces(forest: Forest) -> int:
    """The mask of spaces nothing covers."""
    return components().full & ~forest.covered


def free_holes(forest: Forest) -> int:
    """Holes with neither a treasure token nor an animal on them."""
    return forest.holes & ~forest.tokens & ~forest.animal_cells


def conserved(state: IndianSummerState) -> tuple:
    """All 75 leaf tiles, all 80 treasure tokens and all 20 animal tiles stay accounted for."""
    tiles = list(state.common) + list(state.reserve)
    tokens = state.supply
    placed = [0] * len(state.animals_left)
    ids = components().treasure_ids
    animal_ids = components().animal_ids
    for p in state.players:
        tiles += list(p.path) + [leaf.tile for leaf in p.forest.leaves]
        tokens = add(add(tokens, p.treasures), count_printed(p.forest.side, p.forest.tokens))
        for animal in p.forest.animals:
            placed[animal_ids.index(animal.animal)] += 1
    for kind in state.bonus:
        if kind:
            tokens = add(tokens, one(ids.index(kind)))
    if state.solo is not None:
        s = state.solo
        tiles += (
            [t for t in s.row if t] + list(s.top) + list(s.bottom) + list(s.pool) + list(s.used)
        )
    animals = tuple(a + b for a, b in zip(placed, state.animals_left))
    return tuple(sorted(tiles)), tokens, animals
