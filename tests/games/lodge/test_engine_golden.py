"""Golden random games of Lodge (see ``tests/games/golden.py``): regenerate with
``python -m tests.games.lodge.test_engine_golden`` only after a deliberate rule change."""

from __future__ import annotations

import pytest

from tabletop.games.lodge import GAME
from tests.games.golden import digest, print_golden

SEEDS = range(1, 21)
CASES = ((1, "solo"), (2, "standard"), (3, "standard"), (4, "standard"))


GOLDEN = {
    (1, "solo"): {
        1: "7c0a28c6dd50ce21",
        2: "e764b2be4a0aead2",
        3: "78ee0b1e7474278a",
        4: "97932f7ced7e833f",
        5: "9f5ab38c516a7b79",
        6: "734552d9906f30a8",
        7: "87a37b307c887906",
        8: "5ba5933f522e4b9e",
        9: "75fbc0e5af9e81fc",
        10: "a631d6d8329120a7",
        11: "dad3e6008e26ea81",
        12: "e1f63413c090f07b",
        13: "fec7ccbdb448e131",
        14: "fbccc6d447b28da4",
        15: "c116ff00d117f6fb",
        16: "29792f805e11fc88",
        17: "dd73b45e7249cbf8",
        18: "4f7f35b3b80196f0",
        19: "7a20a1d01ff366cd",
        20: "4289fa0445d45715",
    },
    (2, "standard"): {
        1: "e44df52ab4d3af69",
        2: "8c1b115ec0917051",
        3: "6f302c3aef7414f7",
        4: "e4d17e95b86ab914",
        5: "59bea44cdfe3c9d7",
        6: "878d2c9f20f776a1",
        7: "72ea08250e6b57bb",
        8: "91c2994e8134528f",
        9: "e109a2570c1f7af5",
        10: "b26ac8f23ebd2402",
        11: "45698497c1460703",
        12: "de229ef884387e23",
        13: "082fa5d8946fa90b",
        14: "037b40f87d28b23c",
        15: "ec061cd685326b17",
        16: "915c0a623bb795b2",
        17: "7db2ca672e71241f",
        18: "b884755167f20766",
        19: "c20e7c9e513e375e",
        20: "564cd7bbad677d5b",
    },
    (3, "standard"): {
        1: "ebf7004582625542",
        2: "a2dbcd85396ee4ae",
        3: "d3a3187d292a67d6",
        4: "29112a77610ce21e",
        5: "1326150d2ace8b29",
        6: "fc0b398f34330762",
        7: "287fe7e0ebea060b",
        8: "fdaf4a6f7b9c0556",
        9: "98f664a816e264bc",
        10: "f0f4181937693fae",
        11: "e36cf1284ce1cecd",
        12: "ba043349f76b7ed5",
        13: "7c44f2214be955ce",
        14: "91f79a662ec622c5",
        15: "bed4d1ddc1cc20e4",
        16: "13682b8734222431",
        17: "57ea9e89f38a3730",
        18: "868faf34a140ea9b",
        19: "3cf6fdf1e0a92c91",
        20: "6d543da0726745d2",
    },
    (4, "standard"): {
        1: "54fb0b184ce1b2cb",
        2: "b5319111fae7f719",
        3: "1b4ba8aba880a334",
        4: "8041aa99c966eb9e",
        5: "113c7d41747dcd58",
        6: "84fa2d3213b78513",
        7: "0bf8451f1aa6d025",
        8: "5f606eeb32c8e03f",
        9: "4158da3f71ac8888",
        10: "2d8a04cd2b500ce8",
        11: "a0b75963bfdd72b5",
        12: "a41ecb055e640982",
        13: "3619aed08ca69ca1",
        14: "31c40e9c7f6903e9",
        15: "07ecdb5432fb0986",
        16: "224b1526c51c8d18",
        17: "0f1ad9b73de2b9db",
        18: "ddf938f559eb0efb",
        19: "0a7f8b533106cfbf",
        20: "2ae9dd41f385f045",
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
