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
"""

from __future__ import annotations

import math
import random

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
    delta = game.heuristic(after, seat) - game.heuristic(before, seat)
    if delta > 0.05:
        return f"the best-looking move (about {delta:.1f} points better by the bot's estimate)"
    return "the least costly move the bot sees"


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
