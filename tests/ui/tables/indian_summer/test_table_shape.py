"""Indian Summer's table has one shape: the base ``TableScene`` and the game's table,
nothing mixed in between; composed of parts, so it keeps few fields of its own. Opened
through set-up at the largest player count, its human and its bots playing some moves."""

from __future__ import annotations

import random

from tabletop.games.indian_summer import GAME
from tabletop.ui.scene import Scene
from tabletop.ui.tables.base import TableScene
from tests.ui.helpers import pass_curtain, play_at_table, relaxed_app, start_from_setup

MOST_FIELDS = 29
"""A table (the base's own fields included) keeps fewer than 30 instance attributes."""


def opened(app, game, players: int):
    controllers = ("human",) + ("bot:greedy",) * (players - 1)
    top = start_from_setup(app, game, players, game.modes[0], 3, controllers=controllers)
    pass_curtain(app)
    table = app.ctx.stack.top
    for _ in range(40):  # the bots move; what they set off is told
        app.step([], 0.5)
        pass_curtain(app)
    return top if isinstance(top, TableScene) else table


def played(app, table, moves: int = 24, seed: int = 3) -> None:
    """The human at the screen plays seeded random moves and the bots answer (what they
    set off is told) until ``moves`` moves are in the log, some of them the bots'."""
    rng = random.Random(seed)
    log = table.match.log
    for _ in range(400):
        if table.match.is_over() or (len(log) >= moves and any(e.seat != 0 for e in log)):
            return
        if table.my_turn():
            play_at_table(app, table, rng.choice(table.legal_actions()))
        else:
            app.step([], 0.5)
    raise AssertionError("the bots did not play")


def test_the_table_is_the_base_and_its_own_class_only():
    app = relaxed_app()
    table = opened(app, GAME, GAME.max_players)
    played(app, table)
    chain = type(table).__mro__
    assert chain[1:] == (TableScene, Scene, object), [c.__name__ for c in chain]
    fields = sorted(vars(table))
    assert len(fields) <= MOST_FIELDS, f"{type(table).__name__}: {len(fields)} {fields}"
