"""Golden random games of Indian Summer (see ``tests/games/golden.py``): regenerate with
``python -m tests.games.indian_summer.test_engine_golden`` only after a deliberate rule change."""

from __future__ import annotations

import pytest

from tabletop.games.indian_summer.game import GAME
from tests.games.golden import digest, print_golden

SEEDS = range(1, 21)
CASES = ((1, "solo"), (1, "solo_series"), (2, "standard"), (4, "standard"))


GOLDEN = {
    (1, "solo"): {
        1: "b33e44ab221da11b",
        2: "5d82ce5f0ff4d5b7",
        3: "4b26b48bce311c96",
        4: "9f14a3468760fdcc",
        5: "cec634b27ec7d921",
        6: "5965be54db72fba9",
        7: "e3b5e813132995e7",
        8: "91e33000b87c8fe5",
        9: "df6a225987645e9a",
        10: "b935d7251fd6e1ea",
        11: "efcbe5acac27ce72",
        12: "28f44c7cf5fa6da1",
        13: "7ca3855e17770ece",
        14: "1e7bbf808d1e2cda",
        15: "46f9db1ef21c6477",
        16: "09640451d9b32565",
        17: "1dc39abd2404af13",
        18: "a8ea0cc5d2047c1a",
        19: "820b0aefecb39112",
        20: "6d5052daafb03ed4",
    },
    (1, "solo_series"): {
        1: "04f26c0dc629f1c9",
        2: "deecd692e6ef2081",
        3: "4d2891a8f4290aae",
        4: "283f90a1a136d556",
        5: "76cc2e8723fab4a4",
        6: "c7c73232baeb3a61",
        7: "1c045bca91c2812c",
        8: "6ab63517df4772c9",
        9: "ddf7a6126d406403",
        10: "b4d594243873bcf7",
        11: "ad715951cc8ffa0d",
        12: "9536ce7f45f836d9",
        13: "35949ff451be64a6",
        14: "c4dec00bfe4152dd",
        15: "e01e2ccce552cda2",
        16: "1043d3b6b612aa42",
        17: "475a9f43e787b182",
        18: "24deb766635c61e1",
        19: "9d2766b19d49a472",
        20: "ac9a217e93bd831a",
    },
    (2, "standard"): {
        1: "7b1a075aa23e3482",
        2: "422525cb3d4ba208",
        3: "30148361e8f180c9",
        4: "4dc011d23167e19a",
        5: "3afb37c6f9f80f65",
        6: "d1c11ee9574ed68a",
        7: "a01622c213b45383",
        8: "f0bebe7e556989c6",
        9: "1b2d54c9e370e404",
        10: "57820ee7e7910264",
        11: "0cf4f2961a9c1fe0",
        12: "40c32b5cfb03da5f",
        13: "072bba80da37c05f",
        14: "a5e9ec88b55cffda",
        15: "8b303bf6fe9d1652",
        16: "7257c076a81c0c2b",
        17: "b3e849322f7ac646",
        18: "bfa97a712be34011",
        19: "0bbe8cc20ba20523",
        20: "454cb1b76ea07531",
    },
    (4, "standard"): {
        1: "400feaad53b7d362",
        2: "d9bd0e5de21a3044",
        3: "99bb9f28176f56cb",
        4: "67c18529957f2e56",
        5: "c5ed7a02d6377815",
        6: "e8bd6e915b4aa3c3",
        7: "ec30c912888c9daf",
        8: "1dc8459030b34f51",
        9: "9e43640706b24950",
        10: "f973988b6412af7a",
        11: "6de6daa48f33d4b7",
        12: "11da8516a0e84297",
        13: "75a071ebd4ad8102",
        14: "a253b6834d40108f",
        15: "f2fe3ca8619225c6",
        16: "b97fe0534dfce9f1",
        17: "4ec9ee41998c36df",
        18: "1daed438696ae6a2",
        19: "a3dabdd30e97c342",
        20: "939511d9e3728d52",
    },
}


@pytest.mark.parametrize("players,mode", CASES)
def test_random_games_unchanged(players: int, mode: str) -> None:
    got = {seed: digest(GAME, players, mode, seed) for seed in SEEDS}
    assert got == GOLDEN[(players, mode)]


if __name__ == "__main__":
    print_golden(GAME, CASES, SEEDS)
