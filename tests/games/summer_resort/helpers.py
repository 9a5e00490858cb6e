"""Building Summer Resort positions for tests."""

from __future__ import annotations

import dataclasses

from tabletop.engine import Config
from tabletop.games.summer_resort import GAME
from tabletop.games.summer_resort.actions import EndTurn
from tabletop.games.summer_resort.state import Car, Lot, Resort, SummerResortState, put
from tests.games.refusals import refused as refused_by

FOREST, COTTAGE, VILLA, PENSION = 0, 1, 2, 3
S, C, P = "student", "convalescent", "socialite"


def new(players: int = 3, seed: int = 1) -> SummerResortState:
    return GAME.new(Config.default(players, seed=seed))


def lots(*levels: int, guests: dict[int, tuple[str, ...]] | None = None) -> tuple[Lot, ...]:
    """Lots with these top cards; ``guests`` maps a lot index to its old guests."""
    guests = guests or {}
    return tuple(Lot(level, tuple(guests.get(i, ()))) for i, level in enumerate(levels))


def with_resort(state: SummerResortState, seat: int, **changes) -> SummerResortState:
    resort = dataclasses.replace(state.resorts[seat], **changes)
    return dataclasses.replace(state, resorts=put(state.resorts, seat, resort))


def action_phase(
    players: int = 3,
    porter: int = 2,
    seed: int = 1,
    money: int = 1000,
    train: tuple[tuple[str, ...], ...] | None = None,
) -> SummerResortState:
    """Round 1's action phase with the porter at ``porter`` (seat porter+1 acts first)."""
    state = new(players, seed)
    state = dataclasses.replace(state, porter=porter, turn=(porter + 1) % players)
    for seat in range(players):
        state = with_resort(state, seat, money=money)
    if train is not None:
        state = dataclasses.replace(state, train=tuple(Car(v) for v in train))
    return state


def play(state: SummerResortState, *actions) -> SummerResortState:
    """Apply ``actions`` in order. Where the porter's holder could still add the porter to
    a turn (ruling SR-2) and the next action is another player's, the holder ends the turn
    first (``EndTurn``), as a player not wanting the porter then would."""
    for action in actions:
        state = GAME.apply(end_porter_turn(state, action), action)
    return state


def end_porter_turn(state: SummerResortState, action) -> SummerResortState:
    """The state after the porter's holder ends a turn left open for the porter, when
    ``action`` belongs to another seat (otherwise ``state`` itself)."""
    seat = GAME.actor(state)
    if seat is not None and getattr(action, "seat", seat) != seat:
        end = EndTurn(seat)
        if end in GAME.legal_actions(state):
            return GAME.apply(state, end)
    return state


def refused(state: SummerResortState, action) -> str:
    """The reason ``action`` is refused (``tests/games/refusals.py``); a turn the porter's
    holder left open is ended first, as in ``play``."""
    return refused_by(GAME, end_porter_turn(state, action), action)


__all__ = ["Car", "Lot", "Resort"]


def phase_three(state: SummerResortState) -> SummerResortState:
    """Start phase III from ``state`` (empty train unless set), e.g. after crafted purchases."""
    from tabletop.games.summer_resort.turn.steps import begin_phase_three

    return begin_phase_three(dataclasses.replace(state, turn=-1))


def crafted(
    players: int = 3, porter: int = 2, seats: dict[int, dict] | None = None
) -> SummerResortState:
    """An action-phase state with an empty train, a storm next, and resorts changed per seat:
    ``seats={0: {"lots": ..., "purchases": ...}}``."""
    state = action_phase(players, porter, train=((),) * (players + 2))
    deck = ("storm",) + state.deck[1:]
    state = dataclasses.replace(state, deck=deck)
    for seat, changes in (seats or {}).items():
        state = with_resort(state, seat, **changes)
    return state
