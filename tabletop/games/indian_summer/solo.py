"""The solo game: ten turns, the score of a game, and the series of up to three games."""

from __future__ import annotations

from tabletop.engine import Result
from tabletop.engine.evolve import evolve

from .components import components
from .floor import count_printed
from .paths import start_solo_turn
from .state import (
    PLAN,
    Forest,
    IndianSummerState,
    Player,
    SoloGame,
    Stage,
    Treasures,
    add,
    sub,
)


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
    from .scoring import finish_player

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
    from .setup import _start_treasures, deal_solo_game

    cat = components()
    solo = state.solo
    assert solo is not None
    player = state.players[0]
    forest = player.forest
    on_floor = count_printed(forest.side, forest.tokens)
    on_animals = _bonus_tokens(state.bonus)
    supply = add(add(add(state.supply, player.treasures), on_floor), on_animals)
    bonus = tuple(a.bonus or "" for a in cat.animals)
    start = _start_treasures(cat)
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


def series_score(games: tuple[SoloGame, ...]) -> int:
    """Two best won games; with fewer than two wins, the two worst lost games."""
    won = sorted((g.points for g in games if g.won), reverse=True)
    if len(won) >= 2:
        return sum(won[:2])
    lost = sorted(g.points for g in games if not g.won)
    return sum(lost[:2])


def solo_result(state: IndianSummerState) -> Result:
    """One game: its points; a floor left with an empty space is lost, so the result has
    no winner (IS-1). A series: the series score, each game in the breakdown; with fewer
    than two games won the score comes from lost games and the series has no winner."""
    solo = state.solo
    assert solo is not None
    final = state.finals[0]
    left = final.left
    if not solo.series:
        breakdown = (
            ("empty", -final.empty),
            ("berries", left[0]),
            ("nuts", 2 * left[1]),
            ("mushrooms", 3 * left[2]),
            ("feathers", 4 * left[3]),
        )
        note = (
            "Won: the whole floor is covered."
            if final.full
            else "Lost: the floor is not fully covered."
        )
        return Result(
            totals=(final.points,),
            breakdown=(breakdown,),
            ranks=(1,),
            notes=(note,),
            no_winner=not final.full,  # IS-1: a floor with an empty space is a lost game
        )
    games = solo.games
    breakdown = tuple(
        (f"game {i + 1} ({'won' if g.won else 'lost'})", g.points) for i, g in enumerate(games)
    )
    wins = sum(g.won for g in games)
    note = f"{wins} of {len(games)} games won; " + (
        "the series score is the two best won games."
        if wins >= 2
        else "the series score is the two worst lost games."
    )
    if len(games) == 2 and wins == 0:
        note += " The third game is forfeit after two losses."
    return Result(
        totals=(series_score(games),),
        breakdown=(breakdown,),
        ranks=(1,),
        notes=(note,),
        no_winner=wins < 2,  # scored from lost games: the series is lost (our reading)
    )
