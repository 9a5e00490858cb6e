"""What a seat may know of an Indian Summer position, and the guess of the rest.

Everything is open but the random generator: the floors, paths, common path and treasures
are on the table, and the reserve is kept sorted, so its order tells nothing of what the
common path will draw next. ``view`` redacts the generator and ``determinize`` deals a
fresh one (the engine's default, said here)."""

from __future__ import annotations

import dataclasses
import random

from tabletop.engine import REDACTED_RNG, Rng

from .state import IndianSummerState


def view(state: IndianSummerState, seat: int) -> IndianSummerState:
    """The position as ``seat`` may know it: all but the random generator."""
    return dataclasses.replace(state, rng=REDACTED_RNG)


def determinize(view: IndianSummerState, seat: int, rng: random.Random) -> IndianSummerState:
    """A full state for ``view``: only a fresh generator is dealt."""
    return dataclasses.replace(view, rng=Rng.from_seed(rng.getrandbits(63)))
