"""Property tests: any drop of a leaf tile is judged like a brute-force check would, and
games replay from their action log."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.engine import Config, IllegalAction
from tabletop.games.indian_summer import GAME
from tabletop.games.indian_summer.actions import PlaceLeaf
from tabletop.games.indian_summer.components import components
from tabletop.games.indian_summer.components.shapes import orientations


def _midgame(seed: int, players: int, steps: int):
    state = GAME.new(Config.default(players, seed=seed))
    rng = random.Random(seed)
    log = []
    for _ in range(steps):
        if GAME.is_over(state):
            break
        legal = GAME.legal_actions(state)
        action = legal[rng.randrange(len(legal))]
        log.append(action)
        state = GAME.apply(state, action)
    return state, log


def _fits_by_hand(covered: int, pattern: str, index: int, row: int, col: int) -> bool:
    options = orientations(pattern)
    if not 0 <= index < len(options):
        return False
    for r, c in options[index].cells:
        rr, cc = row + r, col + c
        if not (0 <= rr < 9 and 0 <= cc < 8) or covered >> (rr * 8 + cc) & 1:
            return False
    return True


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    steps=st.integers(0, 60),
    pick=st.integers(0, 5),
    index=st.integers(-1, 8),
    row=st.integers(-2, 9),
    col=st.integers(-2, 8),
)
def test_a_dropped_tile_is_legal_exactly_when_it_fits(seed, steps, pick, index, row, col):
    state, _ = _midgame(seed, 2, steps)
    if GAME.is_over(state) or state.step.main != "":
        return
    player = state.players[state.turn]
    if not player.path:
        return
    tile = player.path[pick % len(player.path)]
    action = PlaceLeaf(tile, index, row, col)
    pattern = components().tiles[tile].pattern
    expected = _fits_by_hand(player.forest.covered, pattern, index, row, col)
    before = GAME.to_dict(state)
    if expected:
        assert GAME.check(state, action) is None
        after = GAME.apply(state, action)
        assert after.players[state.turn].forest.covered.bit_count() == (
            player.forest.covered.bit_count() + len(orientations(pattern)[index].cells)
        )
    else:
        reason = GAME.check(state, action)
        assert reason and reason[0].isupper() and reason.endswith(".")
        try:
            GAME.apply(state, action)
        except IllegalAction:
            pass
        else:
            raise AssertionError("an illegal drop was applied")
    assert GAME.to_dict(state) == before


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4), steps=st.integers(1, 150))
def test_replaying_the_log_gives_the_same_state(seed, players, steps):
    state, log = _midgame(seed, players, steps)
    replay = GAME.new(Config.default(players, seed=seed))
    for action in log:
        replay = GAME.apply(replay, action)
    assert replay == state


def _random_action(rng: random.Random, state):
    from tabletop.engine import EndTurn
    from tabletop.games.indian_summer.actions import (
        Berry,
        Exchange,
        Feather,
        Mushroom,
        NextGame,
        Nut,
        PlaceAnimal,
        PlaceSquirrel,
        Refill,
    )

    cat = components()
    path = list(state.players[state.turn].path)
    kinds = cat.treasure_ids + ("gold",)
    makers = [
        lambda: PlaceLeaf(
            rng.choice(list(cat.tiles) + path * 5),
            rng.randrange(-1, 9),
            rng.randrange(-1, 9),
            rng.randrange(-1, 8),
        ),
        lambda: PlaceSquirrel(rng.randrange(-1, 10), rng.randrange(-1, 9)),
        lambda: Nut(rng.randrange(9), rng.randrange(8)),
        lambda: Berry(rng.choice(["", "top_left", "bottom_right", "x"])),
        Mushroom,
        Feather,
        lambda: Exchange(rng.choice(kinds), rng.choice(kinds)),
        lambda: PlaceAnimal(
            rng.choice(cat.animal_ids + ("dragon",)),
            rng.randrange(9),
            rng.randrange(9),
            rng.randrange(8),
        ),
        lambda: Refill(rng.choice(["top_left", "bottom_left", "x"])),
        NextGame,
        EndTurn,
    ]
    return rng.choice(makers)()


def test_every_refusal_has_a_specific_reason():
    for players, mode in ((2, "standard"), (4, "standard"), (1, "solo"), (1, "solo_series")):
        for seed in range(4):
            state = GAME.new(Config.default(players, seed=seed, mode=mode))
            rng = random.Random(seed)
            while not GAME.is_over(state):
                legal = GAME.legal_actions(state)
                for _ in range(4):
                    action = _random_action(rng, state)
                    reason = GAME.check(state, action)
                    assert (reason is None) == (action in legal)
                    assert reason != "That move is not allowed now.", action
                state = GAME.advance(state, legal[rng.randrange(len(legal))])
