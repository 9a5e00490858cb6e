"""The solo game's flow: ten turns (the numbered row moving at each one's start), the end
of a game (treasures become squirrels, ``turn.end``), and the series of up to three games,
each dealt by ``deal_solo_game`` (the first from set-up). Its score is ``scoring.solo``."""

from __future__ import annotations

from tabletop.engine.evolve import evolve

from ..components import components
from ..components.floor import count_printed
from ..state import (
    PLAN,
    Forest,
    IndianSummerState,
    Player,
    Solo,
    SoloGame,
    Stage,
    Treasures,
    add,
    start_treasures,
    sub,
)
from .end import finish_player
from .paths import start_solo_turn


def end_solo_turn(state: IndianSummerState) -> IndianSummerState:
    """The turn ends; after the tenth (or once the floor is full) the game is scored."""
    solo = state.solo
    assert solo is not None
    cat = components()
    turn_no = solo.turn_no + 1
    full = state.players[0].forest.covered == cat.full
    if turn_no > cat.settings.solo.turns or full:
        return finish_solo_game(state)
    state = evolve(state, step=Stage(), solo=evolve(solo, turn_no=turn_no))
    return start_solo_turn(state)


def series_goes_on(games: tuple[SoloGame, ...]) -> bool:
    """Another game follows unless three were played or the first two were both lost."""
    if len(games) >= components().settings.solo.games_per_series:
        return False
    return not (len(games) >= 2 and not games[0].won and not games[1].won)


def finish_solo_game(state: IndianSummerState) -> IndianSummerState:
    """Convert treasures into squirrels (the engine picks the best), score, and either end
    the match or wait for the next game of the series."""
    solo = state.solo
    assert solo is not None
    state, final = finish_player(state, 0, solo=True)
    games = solo.games + (SoloGame(final.full, final.points, final.empty),)
    state = evolve(state, finals=(final,), solo=evolve(solo, games=games))
    if solo.series and series_goes_on(games):
        return evolve(state, step=Stage(between=True))
    over = Stage(progress=PLAN.mark(PLAN.start(), "main"))  # nothing is left to take
    return evolve(state, over=True, step=over)


def next_solo_game(state: IndianSummerState) -> IndianSummerState:
    """Clear the table (tiles to the used pile, tokens to the supply) and deal the next game."""
    cat = components()
    solo = state.solo
    assert solo is not None
    player = state.players[0]
    forest = player.forest
    on_floor = count_printed(forest.side, forest.tokens)
    on_animals = _bonus_tokens(state.bonus)
    supply = add(add(add(state.supply, player.treasures), on_floor), on_animals)
    bonus = tuple(a.bonus or "" for a in cat.animals)
    start = start_treasures(cat)
    supply = sub(sub(supply, _bonus_tokens(bonus)), start)
    used = [leaf.tile for leaf in forest.leaves] + list(player.path)
    used += [t for t in solo.row if t] + list(solo.top) + list(solo.bottom) + list(solo.used)
    solo = evolve(solo, used=tuple(sorted(used)), row=(), top=(), bottom=())
    state = evolve(
        state,
        players=(Player(Forest(forest.side), (), start),),
        supply=supply,
        bonus=bonus,
        animals_left=tuple(a.copies for a in cat.animals),
        solo=solo,
        finals=(),
        step=Stage(),
    )
    return deal_solo_game(state)


def _bonus_tokens(bonus: tuple[str, ...]) -> Treasures:
    ids = components().treasure_ids
    out = [0, 0, 0, 0]
    for kind in bonus:
        if kind:
            out[ids.index(kind)] += 1
    return (out[0], out[1], out[2], out[3])


def deal_solo_game(state: IndianSummerState) -> IndianSummerState:
    """Draw 25 tiles from the pool at random and lay out a solo game; turn 1 begins."""
    cat = components()
    solo = state.solo
    assert solo is not None
    sizes = cat.settings.solo
    stack, rng = state.rng.shuffled(solo.pool)
    game, rest = stack[: sizes.tiles_per_game], stack[sizes.tiles_per_game :]
    top, game = game[: sizes.top_path], game[sizes.top_path :]
    bottom, game = game[: sizes.bottom_path], game[sizes.bottom_path :]
    row, path = game[: sizes.numbered_slots], game[sizes.numbered_slots :]
    row = tuple(row) + ("",) * sizes.mushroom_slots
    new_solo = Solo(
        turn_no=1,
        row=row,
        top=tuple(top),
        bottom=tuple(bottom),
        series=solo.series,
        games=solo.games,
        pool=tuple(sorted(rest)),
        used=solo.used,
    )
    player = state.players[0]
    state = IndianSummerState(
        mode=state.mode,
        players=(Player(player.forest, tuple(path), player.treasures),),
        start=0,
        turn=0,
        step=Stage(),
        common=(),
        reserve=(),
        supply=state.supply,
        animals_left=state.animals_left,
        bonus=state.bonus,
        ending=False,
        over=False,
        finals=(),
        solo=new_solo,
        rng=rng,
    )
    return start_solo_turn(state)
