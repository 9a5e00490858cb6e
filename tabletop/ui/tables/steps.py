"""A story told on the board one step at a time: the clock of its beats.

``Beats`` turns a list of step weights into seconds at the animation speed (a step of
weight 1 takes ``beat`` seconds at normal speed, the whole story at most ``longest``), and
answers which step shows now and how far into it. A table advances it in ``update`` and
reads it in ``draw``; a click calls ``skip``. Nothing here draws or knows a game.
"""

from __future__ import annotations

from collections.abc import Sequence


class Beats:
    """The seconds of each step of a story and the time told so far."""

    def __init__(self, seconds: Sequence[float]):
        self.seconds = tuple(seconds)
        self.total = sum(self.seconds)
        self.time = 0.0

    @classmethod
    def paced(cls, weights: Sequence[float], beat: float, longest: float, speed: float) -> Beats:
        """Steps of ``weights`` beats each, shortened alike so that the whole story takes at
        most ``longest`` seconds, all times the animation ``speed`` (0: told at once)."""
        total = sum(weights) * beat
        scale = min(1.0, longest / total) if total > 0 else 1.0
        return cls([w * beat * scale * speed for w in weights])

    @property
    def playing(self) -> bool:
        """Some step still to show (the story is not at its end)."""
        return self.time < self.total

    def update(self, dt: float) -> None:
        self.time = min(self.total, self.time + dt)

    def skip(self) -> None:
        """Show the end at once."""
        self.time = self.total

    def at(self) -> tuple[int, float]:
        """(the step showing now, the fraction of its beat gone); the last step, 1.0, at
        the end."""
        t = self.time
        if t < self.total:
            for index, seconds in enumerate(self.seconds):
                if t < seconds:
                    return index, t / seconds
                t -= seconds
        return max(0, len(self.seconds) - 1), 1.0
