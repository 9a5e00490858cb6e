"""Shared helpers for the Resafa tests: positions built by hand from a real opening."""

from __future__ import annotations

from dataclasses import replace

from tabletop.engine import Config
from tabletop.games.resafa.actions import PlaceStart
from tabletop.games.resafa.game import GAME
from tabletop.games.resafa.state import ResafaState, with_player


def opening(players: int = 2, seed: int = 1) -> ResafaState:
    """A game just past set-up (every player turned the starting workshops unrotated)."""
    state = GAME.new(Config.default(players, seed=seed))
    while state.phase == "setup":
        state = GAME.apply(state, PlaceStart(0, 0))
    return state


def edit(state: ResafaState, seat: int, **changes) -> ResafaState:
    """``state`` with some fields of ``seat``'s player changed."""
    return with_player(state, seat, replace(state.players[seat], **changes))


def play(state: ResafaState, *actions) -> ResafaState:
    """Apply actions through the full legality check."""
    for action in actions:
        state = GAME.apply(state, action)
    return state
