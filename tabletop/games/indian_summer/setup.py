"""Setting up a game: floors, Player Paths, the common path and reserve, the solo board
(its tiles are dealt by ``turn.solo.deal_solo_game``, as each next game of a series is)."""

from __future__ import annotations

from collections.abc import Iterable

from tabletop.engine import Config, Rng

from .components import Catalogue, components
from .rules.options import warm
from .state import Forest, IndianSummerState, Player, Solo, Stage, Treasures, start_treasures
from .turn.solo import deal_solo_game

SOLO_MODES = ("solo", "solo_series")


def new_state(config: Config) -> IndianSummerState:
    """The opening position for ``config`` (standard: 2-4 seats; solo modes: 1 seat)."""
    cat = components()
    n = config.players
    if config.mode in SOLO_MODES:
        if n != 1:
            raise ValueError("The solo game is for exactly one player.")
    elif config.mode == "standard":
        if not 2 <= n <= 4:
            raise ValueError("Indian Summer is for 2 to 4 players (or 1 in a solo mode).")
    else:
        raise ValueError(f"Unknown mode {config.mode!r}.")
    warm()  # the tiles' placement tables, once per process, before anyone's first turn
    rng = Rng.from_seed(config.seed)
    sides, rng = _floor_sides(cat, n, config.options.get("floors"), rng)
    bonus = tuple(a.bonus or "" for a in cat.animals)
    supply = _start_supply(cat, n, bonus)
    treasures = start_treasures(cat)
    if config.mode in SOLO_MODES:
        return _new_solo(cat, config, sides[0], supply, treasures, bonus, rng)
    paths, rest, rng = _deal_paths(cat, n, rng)
    capacity = cat.settings.common_path.capacity
    common, rng = rng.shuffled(rest)
    players = tuple(Player(Forest(side), path, treasures) for side, path in zip(sides, paths))
    start = int(config.options.get("start_player", 0)) % n
    return IndianSummerState(
        mode=config.mode,
        players=players,
        start=start,
        turn=start,
        step=Stage(),
        common=common[:capacity],
        reserve=tuple(sorted(common[capacity:])),
        supply=supply,
        animals_left=tuple(a.copies for a in cat.animals),
        bonus=bonus,
        ending=False,
        over=False,
        finals=(),
        solo=None,
        rng=rng,
    )


def _floor_sides(
    cat: Catalogue, n: int, chosen: Iterable[object] | None, rng: Rng
) -> tuple[tuple[str, ...], Rng]:
    """Sides named in the options, else one side of a different random board per player."""
    if chosen:
        sides = tuple(str(s) for s in chosen)
        if len(sides) != n or any(s not in cat.floors for s in sides):
            raise ValueError(
                f"Choose one forest floor side per player from {', '.join(cat.floor_ids)}."
            )
        return sides, rng
    boards = sorted({f.board for f in cat.floors.values()})
    boards_shuffled, rng = rng.shuffled(boards)
    out = []
    for board in boards_shuffled[:n]:
        options = [f.id for f in cat.floors.values() if f.board == board]
        side, rng = rng.choice(options)
        out.append(side)
    return tuple(out), rng


def _start_supply(cat: Catalogue, n: int, bonus: tuple[str, ...]) -> Treasures:
    supply = [t.supply for t in cat.treasures]
    for kind in cat.settings.start_treasures:
        supply[cat.treasure_ids.index(kind)] -= n
    for kind in bonus:
        if kind:
            supply[cat.treasure_ids.index(kind)] -= 1
    return (supply[0], supply[1], supply[2], supply[3])


def _deal_paths(cat: Catalogue, n: int, rng: Rng) -> tuple[list[tuple[str, ...]], list[str], Rng]:
    """Each Player Path: the start colours in order, each tile drawn at random."""
    pools = {
        c: [t.id for t in cat.tiles.values() if t.colour == c] for c in ("green", "yellow", "red")
    }
    paths = []
    for _ in range(n):
        path = []
        for colour in cat.settings.paths.start_path:
            index, rng = rng.below(len(pools[colour]))
            path.append(pools[colour].pop(index))
        paths.append(tuple(path))
    rest = sorted(t for pool in pools.values() for t in pool)
    return paths, rest, rng


def _new_solo(
    cat: Catalogue,
    config: Config,
    side: str,
    supply: Treasures,
    treasures: Treasures,
    bonus: tuple[str, ...],
    rng: Rng,
) -> IndianSummerState:
    solo = Solo(
        turn_no=0,
        row=(),
        top=(),
        bottom=(),
        series=config.mode == "solo_series",
        pool=tuple(sorted(cat.tile_ids)),
    )
    state = IndianSummerState(
        mode=config.mode,
        players=(Player(Forest(side), (), treasures),),
        start=0,
        turn=0,
        step=Stage(),
        common=(),
        reserve=(),
        supply=supply,
        animals_left=tuple(a.copies for a in cat.animals),
        bonus=bonus,
        ending=False,
        over=False,
        finals=(),
        solo=solo,
        rng=rng,
    )
    return deal_solo_game(state)
