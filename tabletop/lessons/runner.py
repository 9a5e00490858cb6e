"""A lesson played over a ``Match`` (pure: the table's coach drives it, the engine test
plays it alone).

The runner knows the current step (``index``) and whether its move was made and waits
for Next (``done``: after another seat's scripted move, and after the learner's move
when the step has a ``why``). Its moves are played on ``match``: the learner's by the
table (or by ``play`` here), the scripted ones by ``play_scripted``; the runner is told
of a move by ``made(action)``. **Back** rebuilds the match from the deal with the
lesson's moves up to the step gone back to (lessons are deterministic).
"""

from __future__ import annotations

import re

from tabletop.engine.actions import Action
from tabletop.engine.game import Game
from tabletop.engine.match import Match
from tabletop.engine.result import name_seats

from .lesson import Lesson, LessonStep


class LessonRunner:
    def __init__(self, game: Game, lesson: Lesson):
        self.game = game
        self.lesson = lesson
        self.match = Match(game, lesson.config)
        self.index = 0
        self.done = False  # the step's move was made; its ``why`` shows until Next
        self.last_why: str | None = None  # the previous step's why, shown over this one

    # --- reading ---------------------------------------------------------------------------
    @property
    def learner(self) -> int:
        return self.lesson.learner

    @property
    def finished(self) -> bool:
        return self.index >= len(self.lesson.steps)

    @property
    def step(self) -> LessonStep | None:
        return None if self.finished else self.lesson.steps[self.index]

    def expected(self) -> Action | None:
        """The learner's taught move now (``None``: nothing for the learner to play)."""
        step = self.step
        if step is None or self.done or step.action is None or step.scripted:
            return None
        return step.action

    @property
    def waits_for_next(self) -> bool:
        """The step is read (no move) or its move was made: Next goes on."""
        step = self.step
        return step is not None and (step.action is None or self.done)

    @property
    def scripted_due(self) -> bool:
        """Another seat's move is to be played by the lesson now."""
        step = self.step
        return step is not None and step.scripted and not self.done

    def check(self, action: Action) -> str | None:
        """``None`` for the taught move; else what the lesson wants instead, in the
        player's words ("In this lesson, draw a card now.")."""
        expected = self.expected()
        if expected is not None and action == expected:
            return None
        return self.wants()

    def wants(self) -> str:
        """What the lesson wants now, as a sentence."""
        step = self.step
        if step is None:
            return "The lesson is over."
        if self.waits_for_next:
            return "In this lesson, read the coach's note and press Next."
        if step.scripted:
            return f"In this lesson, watch {self.seat_name(step.seat)}'s move first."
        assert step.action is not None
        words = self.game.describe(self.match.state, step.action)
        return f"In this lesson, {imperative(self.named(words))} now."

    def seat_name(self, seat: int | None) -> str:
        return self.match.seat_name(seat or 0)

    def named(self, text: str) -> str:
        return name_seats(text, tuple(s.name for s in self.match.config.seats))

    # --- going on --------------------------------------------------------------------------
    def made(self, action: Action) -> None:
        """``action`` was played on the match (the learner's taught move or the scripted
        one): the step is done (a ``why`` or another seat's move waits for Next) or the
        lesson goes on."""
        step = self.step
        if step is None or step.action != action or self.done:
            return
        if step.scripted or step.why:
            self.done = True
        else:
            self._advance(None)

    def next(self) -> bool:
        """Next: go on from a read step or a step whose move was made."""
        if not self.waits_for_next:
            return False
        step = self.step
        self._advance(step.why if step is not None and step.action is not None else None)
        return True

    def _advance(self, why: str | None) -> None:
        self.last_why = why
        self.index += 1
        self.done = False

    def play(self, action: Action) -> str | None:
        """The learner plays ``action`` (the engine test's way, the table's is its own
        drop): ``None`` when played, else the lesson's sentence."""
        refusal = self.check(action)
        if refusal is not None:
            return refusal
        self.match.play(action, seat=self.learner)
        self.made(action)
        return None

    def play_scripted(self) -> Action | None:
        """Play the current step's move for its seat (another seat's, shown)."""
        step = self.step
        if step is None or not self.scripted_due or step.action is None:
            return None
        self.match.play(step.action, seat=step.seat)
        self.made(step.action)
        return step.action

    def skip(self) -> Action | None:
        """Skip this step: a read step goes on; the learner's move is played for them; a
        scripted move is played."""
        if self.waits_for_next:
            self.next()
            return None
        if self.scripted_due:
            return self.play_scripted()
        action = self.expected()
        if action is not None:
            self.match.play(action, seat=self.learner)
            self.made(action)
        return action

    def back(self) -> bool:
        """One step back: to the last step before this one at which the learner acts
        (reads or moves; its move undone), or to this step's start when its move was
        made; the match rebuilt from the deal. False at the first step."""
        if self.done:
            target = self.index
        else:
            target = next(
                (j for j in range(self.index - 1, -1, -1) if not self.lesson.steps[j].scripted),
                -1,
            )
            if target < 0:
                return False
        self.match = Match.replay(self.game, self.lesson.config, self.lesson.actions_before(target))
        self.index = target
        self.done = False
        self.last_why = None
        return True


_ES = re.compile(r"(?:ss|sh|ch|x|z|o)es$")


def imperative(text: str) -> str:
    """A move's log line ("builds the red room", "plays 7") as an order ("build the red
    room", "play 7"): the first word's third-person ending taken off."""
    first, _, rest = text.partition(" ")
    low = first.lower()
    if low in ("is", "has"):
        first = {"is": "be", "has": "have"}[low]
    elif low.endswith("ies") and len(low) > 4:
        first = first[:-3] + "y"
    elif _ES.search(low):
        first = first[:-2]
    elif low.endswith("s") and not low.endswith("ss") and len(low) > 2:
        first = first[:-1]
    return f"{first} {rest}".strip()
