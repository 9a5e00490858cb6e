"""Golden random games of Resafa (see ``tests/games/golden.py``): regenerate with
``python -m tests.games.resafa.test_engine_golden`` only after a deliberate rule change."""

from __future__ import annotations

import pytest

from tabletop.games.resafa.game import GAME
from tests.games.golden import digest, print_golden

SEEDS = range(1, 21)
CASES = ((1, "solo"), (2, "standard"), (4, "standard"))


GOLDEN = {
    (1, "solo"): {
        1: "561a350e91bfe152",
        2: "693fad54c9cf1b0c",
        3: "05a3696827af862d",
        4: "e912ee79738deac9",
        5: "59fa48dc304ba1cc",
        6: "0e9837302bae81b1",
        7: "e25331caef93eb14",
        8: "c1245b066b06c602",
        9: "337927744a8f320a",
        10: "3265d970559141b2",
        11: "0cc7ff122a80bda0",
        12: "849c172e50c40bbc",
        13: "73ced8bd9bddfdc5",
        14: "174cdc934072c7b6",
        15: "fb588db8095b4040",
        16: "330b52b347f156c7",
        17: "db75b3af6666c005",
        18: "dfd8e17f4dab1b45",
        19: "25eb4a95cf25b3e1",
        20: "3c79f84af8952afb",
    },
    (2, "standard"): {
        1: "273006d9060be38b",
        2: "dc8ac1595263979d",
        3: "85d973c762b85f66",
        4: "d48f92c9276b00a8",
        5: "757bcf2c49ec73da",
        6: "80ff1ec10f8f9f15",
        7: "00e666f55cd134ed",
        8: "e8de4684e7023a27",
        9: "746b8d9d4726ad4e",
        10: "e1311ecaa769f06b",
        11: "931af0d7a2af075d",
        12: "b8858e69d2160cc3",
        13: "b68d6266cb47de39",
        14: "8dbbdaeb0e27e935",
        15: "31c33cc5e58294da",
        16: "aab85fcd37a3a1b5",
        17: "39cac4c220fd989a",
        18: "c9a3be21e76d352b",
        19: "65092f356ee3ff74",
        20: "aeff7165e453b61f",
    },
    (4, "standard"): {
        1: "c142d9e1b3beeead",
        2: "86258e49f577d20a",
        3: "d4a2048341e6f832",
        4: "215d4563edf9ea79",
        5: "9c9d009e674964c5",
        6: "26fc0b487e4ff7ef",
        7: "417276624360691e",
        8: "36c86e31748fb490",
        9: "9547456ab4e38889",
        10: "fed85471ff2136ae",
        11: "f29adab6d0564377",
        12: "84da6c6caf2e85f2",
        13: "aefa3859c7481c55",
        14: "d42c22100d352d46",
        15: "f79807ff5c546bab",
        16: "401a9e8549dc09a2",
        17: "541341b56a148e70",
        18: "ac4d7affcd9e47fd",
        19: "510bafcacca76d24",
        20: "7495501ce1ad27ed",
    },
}


@pytest.mark.parametrize("players,mode", CASES)
def test_random_games_unchanged(players: int, mode: str) -> None:
    got = {seed: digest(GAME, players, mode, seed) for seed in SEEDS}
    assert got == GOLDEN[(players, mode)]


if __name__ == "__main__":
    print_golden(GAME, CASES, SEEDS)
