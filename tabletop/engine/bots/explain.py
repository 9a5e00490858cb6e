"""The hint explains itself in one line: the move (the game's ``describe``) and why the bot
likes it.

``explain_choice(game, view, action, seat)`` plays ``action`` on a guess of the hidden parts
of ``view`` and asks the game for the main reason the move itself gives; when it gives
none (a first step such as "play Take Two"), the seat's own turn is finished greedily and
that is judged (up to the end of that turn: the game's ``turn_over(before, after, seat)``
says where a turn ends when the seat keeps moving, as in a solo game; otherwise while the
seat is to move). The reason comes from the game's declared hint hooks
(``tabletop.engine.game.Game``), in this order:

- ``Game.hint_reason(before, after, seat) -> str | None`` — the game's own sentence;
- ``Game.hint_parts(state, seat)`` with ``Game.hint_words`` (words per part) — the part
  of the heuristic that grows most;
- otherwise the change of the bot's estimate in plain words.

The result reads e.g. ``Invites 2 vacationers from car 3 (one token): 2 convalescents for
your villa``.

``weigh_choice(game, view, action, seat)`` gives the hint's three steps their words and
numbers (``Weighed``): the move (``what``), the game's reason (``why``), the greedy
evaluation the bot made of it (``gain``: the change of its heuristic for the seat, one
ply, as ``GreedyBot`` weighs it) and of the best *different* move (``other``, its
``describe``; ``other_gain``; ``other_why``, the game's own reason for it where it has
one). ``Weighed.reasoning()`` words it for players: ``2 convalescents for your villa; the
next best, take car 2, gives 1 convalescent for your villa (about 1.5 points less by the
bot's estimate)``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..actions import Action
from ..game import Game, State

OWN_STEPS = 12
REASON_LIMIT = 90
"""The most characters a game's reason takes (about one line of the hint toast)."""


def fit(clauses: list[str], limit: int = REASON_LIMIT) -> list[str]:
    """The first clauses whose ``; ``-joined text fits ``limit`` (the first one always):
    a game's ``reason`` keeps its most important clauses within one line."""
    out: list[str] = []
    for clause in clauses:
        if out and len("; ".join(out + [clause])) > limit:
            break
        out.append(clause)
    return out


def explain_choice(
    game: Game, view: State, action: Action, seat: int, rng: random.Random | None = None
) -> str:
    """One line: what ``action`` does and the main reason the bot gives for it."""
    rng = rng or random.Random(0)
    text = game.describe(view, action)
    line = text[:1].upper() + text[1:]
    before = game.determinize(view, seat, rng)
    try:
        step = game.advance(before, action)
        why = reason(game, before, step, seat, plain=False)
        if why is None:
            why = reason(game, before, _finish_turn(game, step, seat, before), seat)
    except Exception:  # a guessed hidden card made the move impossible on the guess
        return line
    return f"{line}: {why}" if why else line


@dataclass(frozen=True)
class Weighed:
    """What the greedy bot weighed for a hinted move: the move and its reason, its gain,
    and the best different move with its gain and reason (``None`` where there is none:
    the only legal move, or none other playable on the guess)."""

    what: str
    why: str | None
    gain: float
    other: str | None = None
    other_gain: float | None = None
    other_why: str | None = None

    @property
    def margin(self) -> float | None:
        """How much better the move looks than the next best (the bot's estimate)."""
        if self.other_gain is None:
            return None
        return self.gain - self.other_gain

    def reasoning(self) -> str:
        """The reason with the numbers, in words for players: the game's reason (else the
        change of the estimate), then the next best move: the game's own reason for it
        where it has one, and how far behind it is by the bot's estimate."""
        why = self.why or plain_gain(self.gain)
        margin = self.margin
        if self.other is None or margin is None:
            return f"{why}; it is the only move the bot sees"
        if margin < 0.05:
            behind = "as good by the bot's estimate, less than 0.1 points apart"
        else:
            behind = f"about {margin:.1f} points less by the bot's estimate"
        if self.other_why:
            gives = "the same" if self.other_why == self.why else self.other_why
            return f"{why}; the next best, {self.other}, gives {gives} ({behind})"
        return f"{why}; the next best, {self.other}, is {behind}"


def plain_gain(delta: float) -> str:
    """The change of the bot's estimate in plain words."""
    if delta > 0.05:
        return f"the best-looking move (about {delta:.1f} points better by the bot's estimate)"
    return "the least costly move the bot sees"


def weigh_choice(
    game: Game,
    view: State,
    action: Action,
    seat: int,
    rng: random.Random | None = None,
    legal: Sequence[Action] | None = None,
) -> Weighed:
    """The hint's numbers: ``action`` and the best different legal move, each weighed as
    the greedy bot weighs it (one ply on one guess of the hidden parts of ``view``), each
    with the game's reason (``explain_choice``'s way: the move itself, else the seat's turn
    finished greedily). ``legal``: the position's legal moves, when known."""
    rng = rng or random.Random(0)
    text = game.describe(view, action)
    what = text[:1].upper() + text[1:]
    before = game.determinize(view, seat, rng)
    start = game.heuristic(before, seat)
    weighed: list[tuple[float, Action, State]] = []
    for candidate in legal if legal is not None else game.legal_actions(before):
        try:
            after = game.advance(before, candidate)
        except Exception:  # a guessed hidden card made it impossible on the guess
            continue
        weighed.append((game.heuristic(after, seat) - start, candidate, after))
    mine = next((w for w in weighed if w[1] == action), None)
    if mine is None:
        return Weighed(what, None, 0.0)
    why = _why(game, before, mine[2], seat)
    others = [w for w in weighed if w[1] != action]
    if not others:
        return Weighed(what, why, mine[0])
    gain, other, after = max(others, key=lambda w: w[0])
    return Weighed(
        what,
        why,
        mine[0],
        game.describe(before, other),
        gain,
        _why(game, before, after, seat),
    )


def _why(game: Game, before: State, step: State, seat: int) -> str | None:
    """The game's own reason for the move that led from ``before`` to ``step`` (the move
    itself, else the seat's turn finished greedily); ``None`` where it gives none."""
    try:
        why = reason(game, before, step, seat, plain=False)
        if why is None:
            why = reason(game, before, _finish_turn(game, step, seat, before), seat, plain=False)
    except Exception:  # a guessed hidden card: no reason rather than no hint
        return None
    return why


def reason(game: Game, before: State, after: State, seat: int, plain: bool = True) -> str | None:
    """Why ``after`` is better than ``before`` for ``seat``, in a few words: the game's
    own reason, else the part of its heuristic that grows most, else (``plain``) the
    change of the estimate in plain words."""
    text = game.hint_reason(before, after, seat)
    if text:
        return text
    words = game.hint_words
    if words:
        old, new = game.hint_parts(before, seat), game.hint_parts(after, seat)
        gains = {k: new.get(k, 0.0) - old.get(k, 0.0) for k in words}
        key = max(gains, key=lambda k: gains[k])
        if gains[key] > 0.05:
            return f"for {words[key]}"
    if not plain:
        return None
    return plain_gain(game.heuristic(after, seat) - game.heuristic(before, seat))


def _finish_turn(game: Game, state: State, seat: int, start: State | None = None) -> State:
    """The seat's own turn played on greedily (at most ``OWN_STEPS`` steps; it ends where
    the game's ``turn_over(start, state, seat)`` says so)."""
    for _ in range(OWN_STEPS):
        if game.actor(state) != seat:
            break
        if start is not None and game.turn_over(start, state, seat):
            break
        best, best_score = None, -math.inf
        for candidate in game.legal_actions(state):
            try:
                after = game.advance(state, candidate)
            except Exception:
                continue
            score = game.heuristic(after, seat)
            if score > best_score:
                best, best_score = after, score
        if best is None:
            break
        state = best
    return state
