"""The solo score: one game's points (won only with a full floor, IS-1), and a series'
score from its best won or worst lost games."""

from __future__ import annotations

from tabletop.engine import Result

from ..state import IndianSummerState, SoloGame


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
    breakdown: tuple[tuple[str, int], ...]
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
