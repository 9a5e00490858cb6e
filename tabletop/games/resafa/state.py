"""Resafa's state: frozen dataclasses of tuples, the RNG inside.

Components are referred to by id (see ``components.py``). ``""`` marks an empty slot and
``"?"`` a card a seat cannot see (only in ``view`` states). Positions in a player's area
are grid cells ``(x, y)`` with ``y`` growing southwards: workshops stand on cells with
``x + y`` even, garden squares on the cells between them.

A seat need not be a person: ``Player.bot`` marks Resafabot's seat (solo), which has
cubes, canal tiles and track markers but no hand, goods or score (issue #13 builds on it).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from tabletop.engine.evolve import evolve
from tabletop.engine.phases import Step, TurnPlan, TurnProgress
from tabletop.engine.rng import Rng

from .components.records import COLOURS, NO_MODS, Mods


class _CachedPlan(TurnPlan):
    """A ``TurnPlan`` whose answers are remembered: they depend on the progress, the step
    and the counts alone (asked thousands of times a second in playouts)."""

    def __post_init__(self) -> None:
        super().__post_init__()
        object.__setattr__(self, "_answers", {})  # not a field: no part of eq, hash, repr

    def _answer(self, key: tuple, work: Callable[[], Any]) -> Any:
        # set in ``__post_init__``, deliberately not a dataclass field
        answers = self._answers  # type: ignore[attr-defined]
        if key not in answers:
            answers[key] = work()  # a refused mark raises here and is not remembered
        return answers[key]

    def is_open(
        self, progress: TurnProgress, name: str, times: Mapping[str, int] | None = None
    ) -> bool:
        key = ("open", progress, name, None if times is None else tuple(times.items()))
        return self._answer(key, lambda: TurnPlan.is_open(self, progress, name, times))

    def can_end(self, progress: TurnProgress, times: Mapping[str, int] | None = None) -> bool:
        key = ("end", progress, None if times is None else tuple(times.items()))
        return self._answer(key, lambda: TurnPlan.can_end(self, progress, times))

    def mark(
        self, progress: TurnProgress, name: str, times: Mapping[str, int] | None = None
    ) -> TurnProgress:
        key = ("mark", progress, name, None if times is None else tuple(times.items()))
        return self._answer(key, lambda: TurnPlan.mark(self, progress, name, times))


PLAN = _CachedPlan(
    steps=(
        Step("card"),
        Step("colour", after=("card",), optional=True),
        Step("main", after=("card",), optional=True),
    ),
    free=("bonus", "sack", "special", "canal_bonus"),
)
"""A turn: play a card, then its colour action and its main action in either order (the
player may do without either); bonus cards, sack cards, kept special cards and kept canal
bonus tiles at any point of the turn. A yellow level III card takes ``main`` twice."""

SETUP, PLAY, RAIN, OVER = "setup", "play", "rain", "over"
HIDDEN = "?"


@dataclass(frozen=True)
class PlacedWorkshop:
    tile: str
    x: int
    y: int
    rot: int
    back: bool


@dataclass(frozen=True)
class GardenSquare:
    """A garden square at ``(x, y)``; ``strips`` 0 empty, 1 small tile, 2 part of a large."""

    x: int
    y: int
    vertical: bool
    strips: tuple[int, int, int]

    @property
    def complete(self) -> bool:
        return all(self.strips)


@dataclass(frozen=True)
class PlacedCanal:
    cell: str
    owner: int
    tile: str
    face: int


@dataclass(frozen=True)
class Player:
    set_id: str
    cards: tuple[str, ...] = ()
    """The player's six action cards (public: which cards, not where they are)."""
    coins: int = 0
    stone: int = 0
    marble: int = 0
    spice: int = 0
    amphora: int = 0
    vp: int = 0
    camel: int = 1
    cargo_good: str = ""
    cargo: int = 0
    at: str = "RES"
    hand: tuple[str, ...] = ()
    draw: tuple[str, ...] = ()
    played: tuple[str, ...] = ()
    halves: tuple[int, ...] = ()
    done: tuple[str, ...] = ()
    bonus: tuple[str, ...] = ()
    sacks: tuple[str, ...] = ()
    specials: tuple[str, ...] = ()
    unused: tuple[str, ...] = ()
    yellow_waiting: tuple[str, ...] = ()
    retired: tuple[str, ...] = ()
    """Starting action cards replaced by yellow cards (out of the game)."""
    kept_tiles: tuple[str, ...] = ()
    tracks: tuple[int, int, int, int] = (0, 0, 0, 0)
    workshops: tuple[PlacedWorkshop, ...] = ()
    gardens: tuple[GardenSquare, ...] = ()
    garden_tiles: int = 0
    squares_done: int = 0
    causeway: tuple[str, ...] = ()
    rows: tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]] = ((), (), ())
    canals_left: tuple[str, ...] = ()
    cubes: int = 0
    bases: int = 0
    bot: bool = False
    sacks_at_end: int = 0
    """Sack cards still in hand when the game ended, discarded then for their VP each
    (ruling RE-1); scored on their own line of the final breakdown."""

    @property
    def action_cards(self) -> tuple[str, ...]:
        return self.hand + self.draw + self.played + self.done

    @property
    def hand_size(self) -> int:
        """Cards counting towards the hand limit (action, bonus and sack cards)."""
        return len(self.hand) + len(self.bonus) + len(self.sacks)

    @property
    def tokens(self) -> tuple[str, ...]:
        return self.causeway + self.rows[0] + self.rows[1] + self.rows[2]


@dataclass(frozen=True)
class Task:
    """A decision the rules put to ``seat`` now (top of the task stack).

    kinds: ``setup`` (starting workshops), ``provision`` (bonus card / track step / sack,
    ``colour`` "" = any), ``steps`` (``n`` track steps, ``colour`` "" = any), ``bonus_pick``,
    ``special`` (reached ``level`` on ``colour``), ``pick`` (after looking through the stack),
    ``swap`` (a yellow card replaces an action card), ``produce`` (``n`` rooms; ``distinct``
    keeps to different workshops, ``used`` the workshops used), ``workshop``, ``garden``,
    ``canal``, ``trading`` (``stage`` 0 flip-any, 1 move, 2 flip local, 3 trade, 4 base),
    ``token`` (choose a row), ``route`` (steer a water cube), ``discard`` (hand limit).
    """

    kind: str
    seat: int
    n: int = 0
    colour: str = ""
    level: int = 0
    distinct: bool = False
    used: tuple[int, ...] = ()
    mods: Mods = NO_MODS
    source: str = ""
    stage: int = 0
    cell: str = ""
    came: str = ""
    traded: int = 0


@dataclass(frozen=True)
class Solo:
    """Resafabot's material in the solo mode (issue #13, rules in ``automa.py``).

    ``deck`` the solo deck face down, top first; ``left`` the cards flipped to the left
    this cycle (last flipped last); ``stack`` its canal tiles as ``(tile, face)``, top
    first; ``cell`` where its marker cube stands (its last tile); ``shown`` the left and
    right card of its last turn; ``log`` the lines of its turns in the last move.
    """

    deck: tuple[str, ...] = ()
    left: tuple[str, ...] = ()
    stack: tuple[tuple[str, int], ...] = ()
    cell: str = ""
    shown: tuple[str, ...] = ()
    log: tuple[str, ...] = ()


@dataclass(frozen=True)
class ResafaState:
    players: tuple[Player, ...]
    side: str
    centres: tuple[str, ...]
    trade_tiles: tuple[str, ...]
    trade_faces: tuple[int, ...]
    bases: tuple[tuple[int, ...], ...]
    ws_display: tuple[tuple[str, ...], tuple[str, ...]]
    ws_stacks: tuple[tuple[str, ...], tuple[str, ...]]
    spec_stacks: tuple[tuple[str, ...], ...]
    spec_revealed: tuple[bool, ...]
    spec_box: tuple[tuple[str, ...], ...]
    bonus_decks: tuple[tuple[str, ...], ...]
    bonus_display: tuple[tuple[str, ...], ...]
    bonus_gone: tuple[str, ...]
    sack_deck: tuple[str, ...]
    canals: tuple[PlacedCanal, ...]
    canal_bonus: tuple[tuple[str, str], ...]
    tiles_gone: tuple[str, ...]
    sources: tuple[str, ...]
    cubes_on: tuple[tuple[str, str], ...]
    squares_left: int
    scarabs_left: int
    small_left: int
    large_left: int
    rng: Rng
    phase: str = SETUP
    round: int = 1
    turn: int = 0
    start: int = 0
    current: int = 0
    progress: TurnProgress = TurnProgress()
    card: str = ""
    half: int = 0
    mains_done: tuple[str, ...] = ()
    tasks: tuple[Task, ...] = ()
    look: tuple[str, ...] = ()
    ending: bool = False
    drew: bool = False
    solo: Solo | None = None
    """Resafabot's deck and canal stack in the solo mode (``None`` otherwise)."""

    @property
    def n(self) -> int:
        return len(self.players)

    def player(self, seat: int) -> Player:
        return self.players[seat]

    @property
    def task(self) -> Task | None:
        return self.tasks[0] if self.tasks else None


def stack_index(colour: str, level: int) -> int:
    """Index of the special card stack of ``colour`` and ``level`` (1..3)."""
    return COLOURS.index(colour) * 3 + level - 1


def with_player(state: ResafaState, seat: int, player: Player, **changes) -> ResafaState:
    """``state`` with ``seat``'s player replaced (and any other ``changes`` in one copy)."""
    players = state.players[:seat] + (player,) + state.players[seat + 1 :]
    return evolve(state, players=players, **changes)


def conserved(state: ResafaState) -> tuple:
    """Cards, tiles, merchant tokens and water cubes: never created or lost (coins and
    goods are an unlimited supply)."""
    cards: Counter = Counter()
    for p in state.players:
        cards.update(p.hand + p.draw + p.played + p.done + p.bonus + p.sacks)
        cards.update(p.specials + p.yellow_waiting + p.retired)
    for row in state.bonus_display:
        cards.update(x for x in row if x)
    for st in state.spec_stacks + state.spec_box + state.bonus_decks:
        cards.update(st)
    cards.update(state.bonus_gone + state.sack_deck)
    tiles: Counter = Counter()
    for lv in state.ws_display:
        tiles.update(x for x in lv if x)
    tiles.update(state.ws_stacks[0] + state.ws_stacks[1])
    gardens = [state.small_left, state.large_left]
    squares, scarabs = state.squares_left, state.scarabs_left
    cubes = (
        len(state.sources) + len(state.cubes_on) + sum(1 for t in state.tasks if t.kind == "route")
    )
    for p in state.players:
        tiles.update(w.tile for w in p.workshops if not w.tile.startswith("S-"))
        tiles.update(p.canals_left + p.kept_tiles)
        for g in p.gardens:
            gardens[0] += g.strips.count(1)
            gardens[1] += g.strips.count(2) // 2
        squares += p.tokens.count("square")
        scarabs += p.tokens.count("scarab")
        cubes += p.cubes
    tiles.update(x.tile for x in state.canals)
    tiles.update(tile for _, tile in state.canal_bonus)
    tiles.update(state.tiles_gone)
    return (
        tuple(sorted(cards.items())),
        tuple(sorted(tiles.items())),
        tuple(gardens),
        squares,
        scarabs,
        cubes,
    )
