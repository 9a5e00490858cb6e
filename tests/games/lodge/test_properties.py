"""Properties over random games: every refusal has its own reason, which agrees with
``legal_actions``; components are conserved; replays are exact."""

import itertools
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.engine import Config, EndTurn, IllegalAction, Pass
from tabletop.games.lodge import GAME
from tabletop.games.lodge.actions import (
    BuildAmenity,
    BuildRoom,
    ChooseValet,
    DiscardRoom,
    PlaceDisplayGuest,
    PlaceValetGuest,
    RefreshGuests,
    UseRefreshToken,
)
from tabletop.games.lodge.rules import explain

FLOORS, COLUMNS = range(6), range(-1, 8)


def candidates(state):
    """A broad set of actions, legal or not, around the current position."""
    out = [EndTurn(), Pass(), RefreshGuests()]
    out += [UseRefreshToken(r) for r in range(6)]
    out += [ChooseValet(s) for s in range(-1, 5)]
    out += [DiscardRoom(r, s) for r in range(1, 5) for s in range(4)]
    for f, c in itertools.product(FLOORS, COLUMNS):
        out.append(PlaceValetGuest(f, c))
        out += [PlaceDisplayGuest(s, f, c) for s in range(4)]
        out += [BuildAmenity(s, f, c) for s in range(4)]
        out += [BuildRoom(r, s, f, c) for r in (1, 2, 3, 4) for s in (0, 3)]
    return out


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(1, 4), stop=st.integers(0, 150))
def test_explain_agrees_with_legal_actions(seed, players, stop):
    mode = "solo" if players == 1 else "standard"
    state = GAME.new(Config.default(players, seed=seed, mode=mode))
    rng = random.Random(seed)
    for _ in range(stop):
        if GAME.is_over(state):
            return
        legal = GAME.legal_actions(state)
        state = GAME.apply(state, legal[rng.randrange(len(legal))])
    if GAME.is_over(state):
        return
    legal = set(GAME.legal_actions(state))
    for action in candidates(state):
        reason = explain(state, action)
        if action in legal:
            assert reason is None, (action, reason)
        else:
            assert reason and reason.endswith("."), action
            try:
                GAME.apply(state, action)
            except IllegalAction as exc:
                assert exc.reason == reason
            else:
                raise AssertionError(f"{action} was accepted")


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4))
def test_random_games_end_conserve_and_replay(seed, players):
    config = Config.default(players, seed=seed)
    state = GAME.new(config)
    start = GAME.conserved(state)
    rng = random.Random(seed)
    log = []
    while not GAME.is_over(state):
        legal = GAME.legal_actions(state)
        action = legal[rng.randrange(len(legal))]
        log.append(action)
        state = GAME.apply(state, action)
    assert GAME.conserved(state) == start
    replay = GAME.new(config)
    for action in log:
        replay = GAME.apply(replay, action)
    assert replay == state
