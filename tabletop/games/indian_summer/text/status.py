"""How far an Indian Summer game has gone (``Game.status``). The solo game counts its ten
turns (and the games of a series); the game for several players counts no rounds (it
ends when a forest floor is full), so it says how full the fullest floor is."""

from __future__ import annotations

from ..components import components
from ..state import BETWEEN_GAMES, IndianSummerState


def status(state: IndianSummerState) -> str:
    """``Solo turn 4 of 10`` (``…, game 2 of 3`` in a series), ``Fullest floor 31 of 72
    covered``, ``Last round: a floor is full``, or ``Game over``."""
    cat = components()
    if state.over:
        return "Game over"
    solo = state.solo
    if solo is None:
        if state.ending:
            return "Last round: a floor is full"
        most = max(p.forest.covered.bit_count() for p in state.players)
        return f"Fullest floor {most} of {cat.full.bit_count()} covered"
    games = cat.settings.solo.games_per_series
    if state.step.main == BETWEEN_GAMES:
        return f"Solo series: game {len(solo.games)} of {games} finished"
    turn = min(solo.turn_no, cat.settings.solo.turns)
    text = f"Solo turn {turn} of {cat.settings.solo.turns}"
    if solo.series:
        text += f", game {len(solo.games) + 1} of {games}"
    return text
