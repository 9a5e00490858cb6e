"""Golden random games of Summer Resort (see ``tests/games/golden.py``): regenerate with
``python -m tests.games.summer_resort.test_engine_golden`` only after a deliberate rule
change."""

from __future__ import annotations

import pytest

from tabletop.games.summer_resort import GAME
from tests.games.golden import digest, print_golden

SEEDS = range(1, 21)
CASES = ((2, "standard"), (3, "standard"), (4, "standard"), (5, "standard"))


GOLDEN = {
    (2, "standard"): {
        1: "168ccb5dfa2d543a",
        2: "5353c357c755a24c",
        3: "08944845cf676175",
        4: "2a5908c57ade6b47",
        5: "8ed6f8ed13ea3a16",
        6: "ae6e44e6cb83ea86",
        7: "3b169820d8a34b2b",
        8: "5c593f652d5d6b42",
        9: "92414b79c0108bbf",
        10: "ef1a1ab34f899bd8",
        11: "0c81fca4d343b40b",
        12: "be88e2592d11fb56",
        13: "18355e8b0defceb6",
        14: "3a0ab4f809c14264",
        15: "36c7a50173f33f18",
        16: "478635ec8b5751d0",
        17: "03572e260ee8f5ab",
        18: "57f588ec1367329e",
        19: "e651633b142c8b90",
        20: "67d90ff791a012f1",
    },
    (3, "standard"): {
        1: "a72c31a77556f9cc",
        2: "2d605a94210a80f5",
        3: "10c110a05eab28a4",
        4: "7de955f5575b5249",
        5: "7ed0de4ed362a574",
        6: "249b4be701cbf205",
        7: "f903b3d8e3a8dc03",
        8: "26e29cfc65b2ef39",
        9: "37d591dd7a804397",
        10: "13de3fe3566cc769",
        11: "79ac709735d3fe70",
        12: "35b38c38eb97c466",
        13: "5b2d9d1a7f2b3bcc",
        14: "9b4543fc44c73b65",
        15: "b847affb981bfab3",
        16: "37f808b14b0c51af",
        17: "b7fa008afa7ace8f",
        18: "f5816492a905f134",
        19: "589b4cb6101dc185",
        20: "59e9e77b8a62ddc4",
    },
    (4, "standard"): {
        1: "116f139395f98775",
        2: "31c2ebe07d2a8526",
        3: "4bb2bf60157ef290",
        4: "fe9823d8353ea7a2",
        5: "44df621b928a76a4",
        6: "264489182917179c",
        7: "703c5f6daa511269",
        8: "a7dc6827ecc05606",
        9: "451def772a53a390",
        10: "1933cece0c99a1f8",
        11: "ccd17a3cff39e8c6",
        12: "06f4e80223a86d03",
        13: "e7e8ee6b3b0ab97d",
        14: "fa2d7b2267e6d9be",
        15: "42b88988aad8a441",
        16: "0d557df272c29f40",
        17: "c5d876379bebd4bd",
        18: "8a26e632f9f003a4",
        19: "94ae16b48a3b8bcb",
        20: "b85f586a1529c165",
    },
    (5, "standard"): {
        1: "cbb11d6871db3dd0",
        2: "c48b3ddb17f755b1",
        3: "2c5de9c9ec10c87b",
        4: "7a57bdb1e97e4f68",
        5: "f6172b4312f0bde4",
        6: "5198498d62d594e1",
        7: "844834009f5e2dc2",
        8: "cd0bfd1cc866a0b4",
        9: "54d262751a7334b4",
        10: "a26d3a79c9a7511d",
        11: "d7e42a1e59150e4c",
        12: "327c15c3c512594c",
        13: "68636ba5936faf82",
        14: "9d5805d31e18e8cf",
        15: "c662161c86093e94",
        16: "79d7cdfcd3a55b01",
        17: "42cbd0d73e396bd9",
        18: "9985663ca4dacdbb",
        19: "5c5e5c70715423c9",
        20: "542d67fffd43cd24",
    },
}


@pytest.mark.parametrize("players,mode", CASES)
def test_random_games_unchanged(players: int, mode: str) -> None:
    got = {seed: digest(GAME, players, mode, seed) for seed in SEEDS}
    assert got == GOLDEN[(players, mode)]


if __name__ == "__main__":
    print("GOLDEN = {")
    print_golden(GAME, CASES, SEEDS)
    print("}")
