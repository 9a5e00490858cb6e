"""Helpers for the solo tests: a solo opening and positions set up by hand."""

from __future__ import annotations

from dataclasses import replace

from tabletop.engine import Config
from tabletop.games.resafa import automa
from tabletop.games.resafa.actions import PlaceStart
from tabletop.games.resafa.game import GAME
from tabletop.games.resafa.state import ResafaState

BOT = automa.BOT


def solo_new(seed: int = 1) -> ResafaState:
    return GAME.new(Config.default(1, seed=seed, mode="solo"))


def solo_opening(seed: int = 1) -> ResafaState:
    """A solo game just past the player's starting workshops (Resafabot may have played)."""
    return GAME.apply(solo_new(seed), PlaceStart(0, 0))


def with_deck(state: ResafaState, *cards: str) -> ResafaState:
    """The solo deck with ``cards`` on top (the rest after them, in order)."""
    assert state.solo is not None
    rest = tuple(x for x in state.solo.deck + state.solo.left if x not in cards)
    return replace(state, solo=replace(state.solo, deck=tuple(cards) + rest, left=()))


def bot_tracks(state: ResafaState, **pos: int) -> ResafaState:
    from tabletop.games.resafa.components.records import COLOURS
    from tabletop.games.resafa.state import with_player

    p = state.players[BOT]
    tracks = tuple(pos.get(c, p.tracks[i]) for i, c in enumerate(COLOURS))
    return with_player(state, BOT, replace(p, tracks=tracks))
