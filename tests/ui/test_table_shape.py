"""Every table has one shape: the base ``TableScene`` and the game's table, nothing mixed
in between; composed of parts, so neither the base nor a game's table keeps more than a
handful of fields of its own. Here the toy game's table, opened through set-up and played
a few moves by its bots (each game's own case lives in its own test folder)."""

from __future__ import annotations

from tabletop.ui.scene import Scene
from tabletop.ui.tables.base import TableScene
from tests.toygame import GAME as PEBBLES
from tests.ui.helpers import make_app, pass_curtain, start_from_setup

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


def test_the_generic_table_keeps_few_fields():
    app = make_app()
    table = opened(app, PEBBLES, 3)
    assert type(table).__mro__[1:] == (TableScene, Scene, object)
    assert len(vars(table)) <= MOST_FIELDS, sorted(vars(table))
