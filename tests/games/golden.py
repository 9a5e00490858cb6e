"""Golden random games: an engine's behaviour pinned while it is made faster.

For each seed a seeded ``random.Random`` picks among ``legal_actions`` until the game
ends. The digest covers, at every step, the seat to act, the whole legal list in its order
(bots and the table rely on the order too; as ``repr``, cheaper than the notation) and
the action taken (as ``str``), then the final ``Result`` totals and ranks. A change to any
rule, any option offered or its order, or any score changes a digest; a game's golden test
module prints its digests anew when run as a script, to be used only after a deliberate
rule change.
"""

from __future__ import annotations

import hashlib
import random

from tabletop.engine import Config
from tabletop.engine.game import Game


def digest(game: Game, players: int, mode: str, seed: int) -> str:
    """A short hash of one seeded random game of ``game`` (see the module docstring)."""
    state = game.new(Config.default(players, seed=seed, mode=mode))
    rng = random.Random(seed)
    h = hashlib.sha256()
    steps = 0
    while (seat := game.actor(state)) is not None:
        legal = game.legal_actions(state)
        action = legal[rng.randrange(len(legal))]
        h.update(f"{seat}|{'/'.join(map(repr, legal))}|{action}\n".encode())
        state = game.advance(state, action)
        steps += 1
        assert steps < 5000, "the game did not end"
    result = game.result(state)
    h.update(f"{steps}|{result.totals}|{result.ranks}|{result.no_winner}".encode())
    return h.hexdigest()[:16]


def print_golden(game: Game, cases, seeds) -> None:
    """The ``GOLDEN`` dict's body for ``cases`` and ``seeds``, as Python."""
    for players, mode in cases:
        print(f"    ({players}, {mode!r}): {{")
        for seed in seeds:
            print(f"        {seed}: {digest(game, players, mode, seed)!r},")
        print("    },")
