"""Stages of a turn, declared rather than hand-coded (boardgame.io's stages are the model).

A game declares what a turn is made of as a ``TurnPlan``: named steps with the order the
rules impose between them, and "free" steps the player may take at any point of the turn.
The state keeps a ``TurnProgress`` (the steps taken so far this turn); ``legal_actions``
asks the plan which steps are open, and ``advance`` marks the step an action took.

Resafa: a card, then its colour action and the main action in either order, bonus and
sack cards at any time::

    PLAN = TurnPlan(
        steps=(Step("card"), Step("colour", after=("card",)), Step("main", after=("card",))),
        free=("bonus", "sack"),
    )

Summer Nine: Take Two only before the first pick, one pick (two after Take Two), action
cards before, between or after the picks::

    PLAN = TurnPlan(
        steps=(Step("take_two", optional=True, before=("pick",)), Step("pick")),
        free=("action_card",),
    )
    PLAN.open(progress, times={"pick": 2})      # after Take Two was announced

The plan is pure data; it never looks at the game state, so the same rules read the same
way in every game and a test can exercise a plan on its own.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class Step:
    """One part of a turn.

    ``after``: steps that must have been taken (at least once) before this one opens.
    ``before``: this step is open only while none of these has been taken yet.
    ``times``: how often the step is taken in a turn (overridable per call).
    ``optional``: the turn may end without it.
    """

    name: str
    after: tuple[str, ...] = ()
    before: tuple[str, ...] = ()
    times: int = 1
    optional: bool = False


@dataclass(frozen=True)
class TurnProgress:
    """The steps taken so far this turn, in order (plain data, kept in the state)."""

    taken: tuple[str, ...] = ()

    def count(self, name: str) -> int:
        """How many times ``name`` was taken this turn."""
        return self.taken.count(name)

    def has(self, name: str) -> bool:
        return name in self.taken

    @property
    def started(self) -> bool:
        """True once anything was taken this turn (free steps included)."""
        return bool(self.taken)


@dataclass(frozen=True)
class TurnPlan:
    """The declared shape of a turn: ordered ``steps`` and ``free`` step names."""

    steps: tuple[Step, ...]
    free: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        names = [s.name for s in self.steps]
        if len(set(names)) != len(names):
            raise ValueError(f"a turn plan names a step twice: {names}")
        clash = set(names) & set(self.free)
        if clash:
            raise ValueError(f"steps {sorted(clash)} are both ordered and free")
        known = set(names)
        for step in self.steps:
            unknown = (set(step.after) | set(step.before)) - known
            if unknown:
                raise ValueError(f"step {step.name!r} refers to unknown steps {sorted(unknown)}")

    def start(self) -> TurnProgress:
        """The progress of a turn that has just begun."""
        return TurnProgress()

    def step(self, name: str) -> Step:
        for step in self.steps:
            if step.name == name:
                return step
        raise KeyError(f"no step {name!r} in this turn plan")

    def _times(self, step: Step, times: Mapping[str, int] | None) -> int:
        if times is not None and step.name in times:
            return times[step.name]
        return step.times

    def is_open(
        self, progress: TurnProgress, name: str, times: Mapping[str, int] | None = None
    ) -> bool:
        """True when ``name`` may be taken now."""
        if name in self.free:
            return True
        step = self.step(name)
        if progress.count(name) >= self._times(step, times):
            return False
        if any(not progress.has(first) for first in step.after):
            return False
        return not any(progress.has(later) for later in step.before)

    def open(
        self, progress: TurnProgress, times: Mapping[str, int] | None = None
    ) -> tuple[str, ...]:
        """The ordered steps that may be taken now (free steps are always open and are
        not listed)."""
        return tuple(s.name for s in self.steps if self.is_open(progress, s.name, times))

    def can_end(self, progress: TurnProgress, times: Mapping[str, int] | None = None) -> bool:
        """True when every required step has been taken as often as it must be."""
        return all(
            step.optional or progress.count(step.name) >= self._times(step, times)
            for step in self.steps
        )

    def remaining(
        self, progress: TurnProgress, times: Mapping[str, int] | None = None
    ) -> tuple[str, ...]:
        """The required steps still to take (for prompts: "now the main action")."""
        return tuple(
            step.name
            for step in self.steps
            if not step.optional and progress.count(step.name) < self._times(step, times)
        )

    def mark(
        self, progress: TurnProgress, name: str, times: Mapping[str, int] | None = None
    ) -> TurnProgress:
        """The progress after taking ``name``; ``ValueError`` if it is not open."""
        if not self.is_open(progress, name, times):
            raise ValueError(f"the step {name!r} is not open now (taken: {progress.taken})")
        return TurnProgress(progress.taken + (name,))
