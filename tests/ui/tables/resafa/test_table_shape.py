"""Resafa's table (from the shared template): every table has one shape: the base ``TableScene`` and the game's table, nothing mixed
in between; composed of parts, so neither the base nor a game's table keeps more than a
handful of fields of its own. Every registered game, opened through set-up and played a
few moves by its bots; the games come from the registry."""

from __future__ import annotations

import pytest

from tabletop.games import GAMES
from tabletop.ui.scene import Scene
from tabletop.ui.tables.base import TableScene
from tests.ui.helpers import pass_curtain, relaxed_app, start_from_setup

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


@pytest.mark.parametrize("game", [g for g in GAMES if g.id == "resafa"], ids=["resafa"])
def test_a_game_s_table_is_the_base_and_its_own_class_only(game):
    app = relaxed_app()
    table = opened(app, game, game.max_players)
    chain = type(table).__mro__
    assert chain[1:] == (TableScene, Scene, object), [c.__name__ for c in chain]
    fields = sorted(vars(table))
    assert len(fields) <= MOST_FIELDS, f"{type(table).__name__}: {len(fields)} {fields}"
