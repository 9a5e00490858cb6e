"""What a seat may know of a Lodge position, and the guess of the rest.

Everything in Lodge is public but the random generator: the bags and the amenity stack
are sorted sets drawn at random, so nobody knows what comes out next. ``view`` redacts the
generator and ``determinize`` deals a fresh one (the engine's default, said here)."""

from __future__ import annotations

import dataclasses
import random

from tabletop.engine import REDACTED_RNG, Rng

from .state import LodgeState


def view(state: LodgeState, seat: int) -> LodgeState:
    """The position as ``seat`` may know it: all but the random generator."""
    return dataclasses.replace(state, rng=REDACTED_RNG)


def determinize(view: LodgeState, seat: int, rng: random.Random) -> LodgeState:
    """A full state for ``view``: only a fresh generator is dealt."""
    return dataclasses.replace(view, rng=Rng.from_seed(rng.getrandbits(63)))
