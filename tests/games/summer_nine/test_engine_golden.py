"""Golden random games of Summer Nine (see ``tests/games/golden.py``): regenerate with
``python -m tests.games.summer_nine.test_engine_golden`` only after a deliberate rule change.

Besides the default table, one case at 3 and one at 4 players play with every option away
from its default (printed Take Two row, anticlockwise turns, hidden cards remembered, two
runs scored each), so the engine's option paths are pinned too."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from tabletop.engine import Config
from tabletop.games.summer_nine import GAME
from tests.games.golden import digest, print_golden

SEEDS = range(1, 21)
CASES = ((2, "standard"), (3, "standard"), (4, "standard"))
# two players: the options change nothing a random game meets (same digests as the default)
OTHER_CASES = CASES[1:]
OTHER_OPTIONS = {
    "take_two_reading": "printed",
    "direction": "anticlockwise",
    "remember_hidden": True,
    "four_plus": "per_run",
}


class _WithOptions:
    """``GAME`` whose new games are set up with ``options`` (everything else delegated)."""

    def __init__(self, options: dict[str, Any]) -> None:
        self._options = options

    def new(self, config: Config):
        return GAME.new(replace(config, options=dict(self._options)))

    def __getattr__(self, name: str) -> Any:
        return getattr(GAME, name)


OTHER = _WithOptions(OTHER_OPTIONS)
GOLDEN = {
    (2, "standard"): {
        1: "47677f87813a8358",
        2: "0f02efa07b10331a",
        3: "50d2b800e9afc1f5",
        4: "ca66738ba8487bcb",
        5: "58d60a8c9c45e617",
        6: "c401f1a53e7eb1e8",
        7: "13739e51f73ce3f1",
        8: "5b81cc9c260405fe",
        9: "bf4e997b4c89f457",
        10: "5a837fafb1f1aee2",
        11: "535bf58ee851215b",
        12: "53de036d8f53a177",
        13: "706e78085ac87d25",
        14: "0bae8add6b0e25df",
        15: "7bf5daefdce74754",
        16: "40f0f19393af512d",
        17: "62ff4d15ebbf64d2",
        18: "5d13f8f6a9721e0f",
        19: "804585de0fa363d9",
        20: "aaccdda2769e5e15",
    },
    (3, "standard"): {
        1: "ef43332eb279123f",
        2: "0b941ec4d77690e4",
        3: "f23f7442b64ef990",
        4: "037c6d9eca081d1d",
        5: "f4a145f14f49add3",
        6: "3ac012945c1fd697",
        7: "506506806789ff0c",
        8: "7242088af25d3e2f",
        9: "33de83d31fa052aa",
        10: "19c9dcfc6ba65752",
        11: "1f80ac98f6fd9ef8",
        12: "5e9d845144238832",
        13: "4b07b305703ad4c5",
        14: "3ecb2a9930c82e8c",
        15: "0e5de92c4ac8ab7f",
        16: "3b40388f5e7daf8e",
        17: "34222a19143fbb1b",
        18: "8e2f0976805f7264",
        19: "09a2f5f64e1e9df2",
        20: "439a57706357a52e",
    },
    (4, "standard"): {
        1: "367b51f66da459d8",
        2: "c3a937c16f2bbac3",
        3: "d16d8bc72248f76c",
        4: "b7cb0f9d07adfba2",
        5: "70c8fbfba87ab01d",
        6: "4cbf22e445c22cae",
        7: "c2d4cd46fee56794",
        8: "75ce0aa16ef0ec80",
        9: "29bab5bf50a3e377",
        10: "6b613e0cff2bec19",
        11: "6bb41dc260c77d7b",
        12: "e7cec76902245ff8",
        13: "9af5563a557f35b0",
        14: "088c3debb180a8b2",
        15: "c443cd6b6a65ac65",
        16: "8f0a419c5d923c5f",
        17: "604b3d7a8f58771f",
        18: "2b633c5b4edfc1c0",
        19: "48fb4c995334e99f",
        20: "2d605b8202c95cbe",
    },
}


GOLDEN_OTHER = {
    (3, "standard"): {
        1: "d5c0a7eb459b2800",
        2: "5df85f21bddedce1",
        3: "fb015d33911d9ca1",
        4: "11382a7f3f12a5a2",
        5: "d60767de9f3c82cf",
        6: "833f2aaca361a6e1",
        7: "d6ae47963dfc6ea7",
        8: "277f8b5e447721b2",
        9: "8e528f691cb4feaf",
        10: "f36e71fa4ee0f522",
        11: "29a20aedd5838dba",
        12: "c995302c0bd46a33",
        13: "cadc732c498ba077",
        14: "d02a903a8c83f487",
        15: "c0a7f24039856143",
        16: "a48f784b0bffa853",
        17: "c6098d10ed06cd3b",
        18: "8b1616efcb2a15b9",
        19: "cbd4217df1e195ff",
        20: "3188088187317a19",
    },
    (4, "standard"): {
        1: "25b66504f44fac1d",
        2: "e99d51e48e26a138",
        3: "f5dbc097eb438b16",
        4: "f9129d9c9bbd3d24",
        5: "2ad17dcdf5094861",
        6: "90e2b0a9ba393172",
        7: "bd99bc245c7b7cef",
        8: "81db0efb08ab5159",
        9: "1a9d7e0e3910ae92",
        10: "a93072a2a8155022",
        11: "a509a07d5447da15",
        12: "36355a643c966402",
        13: "8122a3bd50e10b9a",
        14: "cfe13aa4405ab97d",
        15: "633d20510afb090b",
        16: "ea5baa34523cc508",
        17: "b1b69e01a1e0c491",
        18: "7c2590f48c3f6c9e",
        19: "4df8d64b17e91d09",
        20: "142c1ec4d4d722eb",
    },
}


@pytest.mark.parametrize("players,mode", CASES)
def test_random_games_unchanged(players: int, mode: str) -> None:
    got = {seed: digest(GAME, players, mode, seed) for seed in SEEDS}
    assert got == GOLDEN[(players, mode)]


@pytest.mark.parametrize("players,mode", OTHER_CASES)
def test_random_games_with_other_options_unchanged(players: int, mode: str) -> None:
    got = {seed: digest(OTHER, players, mode, seed) for seed in SEEDS}
    assert got == GOLDEN_OTHER[(players, mode)]


if __name__ == "__main__":
    print("GOLDEN = {")
    print_golden(GAME, CASES, SEEDS)
    print("}\n\nGOLDEN_OTHER = {")
    print_golden(OTHER, OTHER_CASES, SEEDS)
    print("}")
