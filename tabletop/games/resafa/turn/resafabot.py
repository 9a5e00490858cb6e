"""Resafabot's turns as automatic steps of the solo game: run after every move of the
player, each of its turns played by the automa (``automa.bot_turn``), then the turn passes."""

from __future__ import annotations

from tabletop.engine.evolve import evolve

from ..automa.play import BOT, bot_turn
from ..state import PLAY, SETUP, ResafaState
from .rounds import next_turn


def play_bot(state: ResafaState) -> ResafaState:
    """Play Resafabot's turns while it is its turn and nothing waits for the player; in
    the set-up, skip its starting workshops (it has none)."""
    if state.solo is None:
        return state
    played: list[str] = []
    while True:
        task = state.task
        if state.phase == SETUP and task is not None and task.seat == BOT:
            state = evolve(state, phase=PLAY, current=state.start, tasks=())
        elif state.phase == PLAY and task is None and state.current == BOT and not state.ending:
            state, lines = bot_turn(state)
            played.extend(lines)
            state = next_turn(state)
        else:
            break
    if played:
        state = evolve(state, solo=evolve(state.solo, log=tuple(played)))
    return state
