"""Hints met the way a player meets them: seeded greedy games (the Hint button's bot), and
at each decision the line ``explain_choice`` gives for the greedy move."""

from __future__ import annotations

import random
from collections.abc import Iterator

from tabletop.engine import Config, Game
from tabletop.engine.bots import GreedyBot, bot_move, bot_rng, explain_choice


def greedy_moves(game: Game, players: int, seed: int, mode: str = "standard") -> Iterator[tuple]:
    """(state, seat, the greedy move) at each decision of a seeded greedy game, then the
    final position as (state, None, None)."""
    state = game.new(Config.default(players, seed=seed, mode=mode))
    bots = [GreedyBot(game, s) for s in range(players)]
    rngs = [bot_rng(seed, s) for s in range(players)]
    while game.actor(state) is not None:
        seat = game.actor(state)
        move = bot_move(game, state, bots[seat], rngs[seat])
        yield state, seat, move
        state = game.apply(state, move)
    yield state, None, None


def greedy_hints(
    game: Game, players: int, seed: int, kinds=(), mode: str = "standard"
) -> Iterator[tuple]:
    """(state, seat, move, the hint's line for it) at each decision of a seeded greedy game
    where the greedy move is one of ``kinds`` (any move if none given) and not forced."""
    for n, (state, seat, move) in enumerate(greedy_moves(game, players, seed, mode)):
        if move is None:
            break
        wanted = not kinds or isinstance(move, kinds)
        if wanted and len(game.legal_actions(state)) > 1:
            view = game.view(state, seat)
            yield state, seat, move, explain_choice(game, view, move, seat, random.Random(n))


def reason_part(game: Game, state, move, line: str) -> str:
    """The reason of a hint line: what follows the move's own description."""
    text = game.describe(state, move)
    assert line.lower().startswith(text.lower() + ": "), line
    return line[len(text) + 2 :]
