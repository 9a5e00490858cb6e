"""Every table has one shape: the base ``TableScene`` and the game's table, nothing mixed
in between; composed of parts it holds, so a table keeps fewer than 30 instance
attributes, the base's own included. Every registered game's table (from the registry,
not a list) and the generic one, opened through set-up at the largest player count,
the human at the screen and the bots playing some moves (what they set off is told)."""

from __future__ import annotations

import dataclasses
import random

import pytest

from tabletop.games import GAMES
from tabletop.ui.scene import Scene
from tabletop.ui.tables.base import TableScene
from tests.toygame import GAME as PEBBLES
from tests.ui.helpers import make_app, pass_curtain, play_at_table, relaxed_app, start_from_setup

MOST_FIELDS = 29
"""A table (the base's own fields included) keeps fewer than 30 instance attributes."""


def played(app, game, players: int, moves: int = 24, seed: int = 3) -> TableScene:
    """``game``'s table opened through set-up (seat 0 human, the others greedy bots), the
    human playing seeded random moves and the bots answering until ``moves`` moves are
    in the log, some of them the bots'."""
    controllers = ("human",) + ("bot:greedy",) * (players - 1)
    start_from_setup(app, game, players, game.modes[0], seed, controllers=controllers)
    pass_curtain(app)
    table = app.ctx.stack.top
    assert isinstance(table, TableScene)
    rng, log = random.Random(seed), table.match.log
    for _ in range(400):
        if table.match.is_over() or (len(log) >= moves and any(e.seat != 0 for e in log)):
            return table
        if table.my_turn():
            play_at_table(app, table, rng.choice(table.legal_actions()))
        else:
            app.step([], 0.5)
            pass_curtain(app)
    raise AssertionError("the bots did not play")


def assert_shape(table: TableScene) -> None:
    chain = type(table).__mro__
    assert chain[1:] == (TableScene, Scene, object), [c.__name__ for c in chain]
    fields = sorted(vars(table))
    assert len(fields) <= MOST_FIELDS, f"{type(table).__name__}: {len(fields)} {fields}"


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_a_game_s_table_is_the_base_and_its_own_class_only(game):
    assert_shape(played(relaxed_app(), game, game.max_players))


def test_the_generic_table_keeps_few_fields():
    app = make_app()  # the toy game on its table, moves that reveal played without asking
    app.services.settings = dataclasses.replace(app.services.settings, confirm_irreversible=False)
    table = played(app, PEBBLES, 3)
    assert type(table) is TableScene or type(table).__mro__[1] is TableScene
    assert_shape(table)
