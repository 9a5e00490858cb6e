"""Golden random games: the engine's behaviour pinned while it is made faster.

For each seed a seeded ``random.Random`` picks among ``legal_actions`` until the game
ends. The digest covers, at every step, the seat to act, the whole legal list in its order
(bots and the table rely on the order too) and the action taken, then the final
``Result`` totals and ranks. A change to any rule, any option offered or its order, or any
score changes a digest; regenerate with ``python -m tests.games.indian_summer.test_engine_golden``
only after a deliberate rule change.
"""

from __future__ import annotations

import hashlib
import random

import pytest

from tabletop.engine import Config
from tabletop.games.indian_summer.game import GAME

SEEDS = range(1, 21)
CASES = ((1, "solo"), (1, "solo_series"), (2, "standard"), (4, "standard"))


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
        1: "1bfe0297fe9bbc75",
        2: "c937aef997fbcb94",
        3: "4b9e174fcfbf012d",
        4: "16ddbb56530af409",
        5: "20f79d849786fab1",
        6: "ce8ec055340317f9",
        7: "34b69599324ead23",
        8: "9a62eb733d66c433",
        9: "6061e596d0bbfd91",
        10: "14b41431419f9fe5",
        11: "6df33810f32a2ddd",
        12: "0cccbf7ab565dfc5",
        13: "1f6f8833224cc803",
        14: "a8b1829dc3a209ca",
        15: "98f5033f77acffdd",
        16: "3d3cb7a464ef5dd6",
        17: "182824fb988cafec",
        18: "3cb1c85cae5c4c0e",
        19: "237ccb6e37cec15a",
        20: "343e574b24571284",
    },
    (1, "solo_series"): {
        1: "d3c3129e3eb525b8",
        2: "cae5a7ff09725210",
        3: "ddff138ff9a63f9c",
        4: "360bae9a958e5208",
        5: "5b35a13f1d4dbd84",
        6: "22e138311988dc81",
        7: "d816e65b491fc3bf",
        8: "5fc9e3f8b5a08bb4",
        9: "b4223c318a20230e",
        10: "11f2d5b6c782602e",
        11: "9c1c20dc00e60152",
        12: "78c350d91ecdf5a3",
        13: "e557c885220cc384",
        14: "6e547d57eea42a15",
        15: "f087d0e52bbc3f4f",
        16: "a6e5914ed087711a",
        17: "3567ed6a3595bd58",
        18: "cf736496db25827e",
        19: "656458937b9e384f",
        20: "ee61f3a62dd46a6b",
    },
    (2, "standard"): {
        1: "a91c8be428973a84",
        2: "c9dfcd24b4db913f",
        3: "53c01f1917fa15a8",
        4: "63a6221036dcd437",
        5: "8607b4c2a1956dc4",
        6: "be96ea2ed31b6ed5",
        7: "51b89459c67839b6",
        8: "c8e129055fe7b71b",
        9: "0d4f405deab2fd22",
        10: "5b36119f31e0621d",
        11: "7768f48d9cc33931",
        12: "4adce2877353dc44",
        13: "ac917f9a15364380",
        14: "e6c2da407390c338",
        15: "5d93b7882d11f43c",
        16: "fbc34ac6f36bbb44",
        17: "0fd3dd8a5db6ef63",
        18: "b6dccb52f635ff16",
        19: "ac9ce499e479b268",
        20: "89b7df7f7e59ebad",
    },
    (4, "standard"): {
        1: "a50952bc42f8c136",
        2: "78f2a9b69876db97",
        3: "dd9b1792fbb05de8",
        4: "23cf6e77875c3bba",
        5: "4b0d38e8ca60a3a8",
        6: "edffe02b2c89fe9b",
        7: "fae44473a405aba6",
        8: "860c3b4df4832f19",
        9: "07c8968f60ad4705",
        10: "72d8e9b47788509a",
        11: "f812a5ebb16a1904",
        12: "1a34fd4404c3cd52",
        13: "c69eff57b6da08a4",
        14: "d9a913506ba0685a",
        15: "94087ca942566fcd",
        16: "87f6407ecbbe9d39",
        17: "078ab1f03ca3d980",
        18: "29352dd9c8deacc6",
        19: "1b6ead3f4b5c75ff",
        20: "cbbe6a14cc0c353b",
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
