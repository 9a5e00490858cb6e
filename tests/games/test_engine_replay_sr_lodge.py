"""Random games of Summer Resort and Lodge replay exactly as recorded (issue #15).

The engines were sped up without changing behaviour: for a few seeds, the sequence of
legal-action lists (their count and a digest of their text, in order), the number of
actions and the final scores were recorded before the change and must stay equal.
"""

from __future__ import annotations

import hashlib
import random

import pytest

from tabletop.engine.config import Config
from tabletop.games.lodge import GAME as LODGE
from tabletop.games.summer_resort import GAME as SUMMER_RESORT

GAMES = {"summer_resort": SUMMER_RESORT, "lodge": LODGE}


def trace(game, players: int, seed: int, mode: str = "standard") -> tuple:
    """(actions, total legal moves, digest of every legal list, final scores, digest of
    the result)."""
    config = Config.default(players, seed=seed, mode=mode)
    rng = random.Random(seed)
    state = game.new(config)
    digest = hashlib.sha256()
    counts = []
    while game.actor(state) is not None:
        legal = game.legal_actions(state)
        counts.append(len(legal))
        digest.update(("|".join(map(str, legal)) + "\n").encode())
        state = game.advance(state, legal[rng.randrange(len(legal))])
    result = game.result(state)
    return (
        len(counts),
        sum(counts),
        digest.hexdigest()[:20],
        tuple(game.live_scores(state)),
        hashlib.sha256(repr(result).encode()).hexdigest()[:20],
    )


RECORDED = [
    (
        "summer_resort",
        2,
        "standard",
        1,
        (51, 1057, "b13c356b4a5ff9ce9f42", (13, 30), "7beb1313a5dbf1aeaf27"),
    ),
    (
        "summer_resort",
        2,
        "standard",
        2,
        (48, 984, "082a8859fdba38db6e86", (15, 21), "6d4d0e6eae46fbcd9054"),
    ),
    (
        "summer_resort",
        2,
        "standard",
        3,
        (46, 954, "6d47c18f9b93ccaf7e37", (21, 27), "34e365d42d9ffa5ebcff"),
    ),
    (
        "summer_resort",
        5,
        "standard",
        1,
        (83, 1886, "b9743bcca29fb7fedebc", (19, 19, 15, 18, 10), "03b1efdaa848dfb02ec6"),
    ),
    (
        "summer_resort",
        5,
        "standard",
        2,
        (82, 1732, "f77576bd4683978ba681", (19, 21, 23, 14, 16), "8b493650e4afcac80b9f"),
    ),
    (
        "summer_resort",
        5,
        "standard",
        3,
        (78, 1784, "ab3793d9539e9d4f6acf", (26, 10, 17, 16, 12), "99c5d530b21d83c8e6ed"),
    ),
    (
        "lodge",
        2,
        "standard",
        1,
        (178, 1327, "4f4f179ef5417f6768dc", (43, 37), "a62c04cd123d8228fc3f"),
    ),
    (
        "lodge",
        2,
        "standard",
        2,
        (162, 1398, "8d8631efea8c17a7405a", (27, 47), "018800fb851382b0ee52"),
    ),
    (
        "lodge",
        2,
        "standard",
        3,
        (183, 1374, "f2239ae3a34dff48e9c4", (42, 48), "2488dcc3eec94753c93e"),
    ),
    (
        "lodge",
        4,
        "standard",
        1,
        (307, 2307, "34365b71c6493a105259", (38, 56, 32, 29), "6e28635ba968853e38f0"),
    ),
    (
        "lodge",
        4,
        "standard",
        2,
        (243, 2067, "9be214e04fa86f1338d2", (38, 25, 29, 23), "706558501fe0e5f3994a"),
    ),
    (
        "lodge",
        4,
        "standard",
        3,
        (274, 2305, "4f4ad47f29a76b97bc2f", (33, 37, 19, 43), "757d6805a7d83120e82e"),
    ),
    ("lodge", 1, "solo", 1, (75, 896, "6f7a79cc08f4accf7413", (27,), "57e90a9071a4699ab8e7")),
    ("lodge", 1, "solo", 2, (69, 411, "b58703641f5a6d6943c7", (29,), "7b34b57a8e639ee9134b")),
    ("lodge", 1, "solo", 3, (70, 841, "0b1c17b296fa88b58105", (30,), "2e0fd972912df641bd60")),
]


@pytest.mark.parametrize(("game_id", "players", "mode", "seed", "expected"), RECORDED)
def test_random_game_replays_as_recorded(game_id, players, mode, seed, expected):
    assert trace(GAMES[game_id], players, seed, mode) == expected
