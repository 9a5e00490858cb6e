"""Golden random games: the engine's behaviour pinned while it is made faster.

For each seed a seeded ``random.Random`` picks among ``legal_actions`` until the game
ends. The digest covers, at every step, the seat to act, the whole legal list in its order
(bots and the table rely on the order too) and the action taken, then the final
``Result`` totals and ranks. A change to any rule, any option offered or its order, or any
score changes a digest; regenerate with ``python -m tests.games.resafa.test_engine_golden``
only after a deliberate rule change.
"""

from __future__ import annotations

import hashlib
import random

import pytest

from tabletop.engine import Config
from tabletop.games.resafa.game import GAME

SEEDS = range(1, 21)
CASES = ((1, "solo"), (2, "standard"), (4, "standard"))


def digest(players: int, mode: str, seed: int) -> str:
    """A short hash of one seeded random game (see the module docstring)."""
    state = GAME.new(Config.default(players, seed=seed, mode=mode))
    rng = random.Random(seed)
    h = hashlib.sha256()
    steps = 0
    while (seat := GAME.actor(state)) is not None:
        legal = GAME.legal_actions(state)
        action = legal[rng.randrange(len(legal))]
        h.update(f"{seat}|{'/'.join(map(str, legal))}|{action}\n".encode())
        state = GAME.advance(state, action)
        steps += 1
        assert steps < 5000, "the game did not end"
    result = GAME.result(state)
    h.update(f"{steps}|{result.totals}|{result.ranks}|{result.no_winner}".encode())
    return h.hexdigest()[:16]


GOLDEN = {
    (1, "solo"): {
        1: "0397ee9efb6ce544",
        2: "ef417543dd599a2f",
        3: "1977d701ed6233ed",
        4: "b9c3bef743407e63",
        5: "3579b79695587c8b",
        6: "a9e284eb87803edb",
        7: "6aa7b9c94cbbe441",
        8: "325d9a5c53376a3e",
        9: "825001e14f06d864",
        10: "1ca2d523a782cd99",
        11: "ab45d797cd74bb56",
        12: "ed77c25c05c6c77b",
        13: "cfde1ac4c5440a41",
        14: "8cd64d00f0797255",
        15: "3989112d6fca1628",
        16: "a796f22edc75b5a9",
        17: "cdb7beb7e307fa12",
        18: "455970a97d93b2e1",
        19: "ecd360df6c393a88",
        20: "b769f77c97074a8d",
    },
    (2, "standard"): {
        1: "cd8ade1e998199a2",
        2: "5daf05784457e90d",
        3: "d87d6d6be7658684",
        4: "f14ca25df22ee676",
        5: "9a08a03a058df54f",
        6: "9848ab58b87c1702",
        7: "4615128a181483df",
        8: "838a65e01a115d89",
        9: "790315172f1f2d9d",
        10: "1d1a8bd824851b91",
        11: "385dafec67845091",
        12: "04ca46065f0bfa99",
        13: "a64f10cbb5a278b3",
        14: "3e84350e0066cfcc",
        15: "56de171a7190d0b0",
        16: "a0eb4bcef1b23f92",
        17: "3ddb4a6e16d5268e",
        18: "3c9bb0e32f850b40",
        19: "e48ff231884c6e95",
        20: "f9983a4765327f27",
    },
    (4, "standard"): {
        1: "4600b069e6f78f68",
        2: "00bad8df5314734e",
        3: "e4fc11b5d13a4fe6",
        4: "80293bb9353ac739",
        5: "79f96559598077a4",
        6: "6f240fb15408e38a",
        7: "ac028bf287691637",
        8: "0442f7103cf4f091",
        9: "b6780376fee9fae7",
        10: "9c2664e087be0ccb",
        11: "6cc8ac893d7b13dc",
        12: "a799986305be9bba",
        13: "cb90831f63051b88",
        14: "6cc8546e2e2c9fb3",
        15: "8a80da5b824de46c",
        16: "e33c76ba317e10fa",
        17: "5a6aa19d0d9ffd17",
        18: "2a999cb8fb7de8e3",
        19: "7c641a673af939de",
        20: "1b6ec9ff0ec05907",
    },
}


@pytest.mark.parametrize("players,mode", CASES)
def test_random_games_unchanged(players: int, mode: str) -> None:
    got = {seed: digest(players, mode, seed) for seed in SEEDS}
    assert got == GOLDEN[(players, mode)]


if __name__ == "__main__":
    for players, mode in CASES:
        print(f"    ({players}, {mode!r}): {{")
        for seed in SEEDS:
            print(f"        {seed}: {digest(players, mode, seed)!r},")
        print("    },")
