"""A seeded random number generator that lives inside a game state.

``Rng`` is an immutable value: every draw returns the value *and* the next generator, so a
state that holds one stays plain data, serialises to JSON and replays bit for bit. The
algorithm is SplitMix64, which is tiny, fast in pure Python and the same on every platform.
Nothing in the engine or the games calls the module-level ``random``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


@dataclass(frozen=True)
class Rng:
    """Immutable SplitMix64 generator; ``state`` is a 64-bit integer."""

    state: int

    @staticmethod
    def from_seed(seed: int | str) -> Rng:
        """A generator for a seed (an integer, or any string such as a player-typed seed)."""
        if isinstance(seed, str):
            value = 0
            for ch in seed.encode("utf-8"):
                value = _mix((value * 131 + ch) & _MASK)
            seed = value
        return Rng(_mix(int(seed) & _MASK))

    def next64(self) -> tuple[int, Rng]:
        """A uniformly random 64-bit integer and the next generator."""
        state = (self.state + _GAMMA) & _MASK
        return _mix(state), Rng(state)

    def below(self, n: int) -> tuple[int, Rng]:
        """A uniformly random integer in ``range(n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _MASK - (_MASK % n)
        state = self.state
        while True:  # next64 inlined: one Rng made per draw, not per attempt
            state = (state + _GAMMA) & _MASK
            value = _mix(state)
            if value < limit:
                return value % n, Rng(state)

    def randint(self, low: int, high: int) -> tuple[int, Rng]:
        """A uniformly random integer in ``[low, high]``."""
        value, rng = self.below(high - low + 1)
        return low + value, rng

    def choice(self, items: Sequence[T]) -> tuple[T, Rng]:
        """One uniformly chosen element of a non-empty sequence."""
        index, rng = self.below(len(items))
        return items[index], rng

    def shuffled(self, items: Sequence[T]) -> tuple[tuple[T, ...], Rng]:
        """A Fisher-Yates shuffle of ``items`` as a new tuple."""
        out = list(items)
        state = self.state
        for i in range(len(out) - 1, 0, -1):  # below(i + 1) inlined on the bare state
            limit = _MASK - (_MASK % (i + 1))
            while True:
                state = (state + _GAMMA) & _MASK
                value = _mix(state)
                if value < limit:
                    break
            j = value % (i + 1)
            out[i], out[j] = out[j], out[i]
        return tuple(out), Rng(state)

    def split(self) -> tuple[Rng, Rng]:
        """Two independent generators: one to keep, one to hand to a sub-process (a bot)."""
        value, rng = self.next64()
        return rng, Rng(_mix(value ^ 0x5DEECE66D))


REDACTED_RNG = Rng(0)
"""The generator a ``view`` shows in place of the real one: it predicts nothing."""
