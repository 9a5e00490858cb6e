"""Every legal move of every registered game can be made with the mouse: as a gesture on
the board (the table's ``gestures`` hook) or as a move button. Checked at every decision of
seeded games played through the table itself, the way players play: the screen always
belongs to the seat that must act. Nothing here names a game."""

import random

import pytest

from tabletop.engine.game import Game
from tests.test_registered_games import setups
from tests.ui.helpers import pass_curtain, relaxed_app, seated_match

DECISIONS = 40


def reachable(table) -> set:
    """Actions a player can produce at this moment on ``table``."""
    view = table.view
    buttons = {action for action, _ in table.sidebar.moves.actions}
    return buttons | set(table.gestures(view) or ())


def check_reachable(app, game: Game, players: int, mode: str, seed: int) -> int:
    """Plays a seeded all-human game through its table; at each decision every legal
    action must be reachable. Returns the number of decisions checked."""
    match = seated_match(game, players, mode, seed=seed)
    table = app.services.table_for(game)(app.ctx, match, autosave=False)
    app.ctx.stack.clear_to(table)
    app.step([], 1 / 60)
    pass_curtain(app)
    rng = random.Random(seed)
    decisions = 0
    while not match.is_over() and decisions < DECISIONS:
        assert table.eyes == match.actor() and table.my_turn(), "the screen is the actor's"
        legal = table.legal_actions()
        by_mouse = reachable(table)
        missing = [a for a in legal if a not in by_mouse]
        assert not missing, f"decision {decisions}: not reachable by mouse: {missing[:3]}"
        assert table.try_play(legal[rng.randrange(len(legal))])
        pass_curtain(app)
        decisions += 1
    return decisions


@pytest.mark.parametrize("game, players, mode", list(setups(counts="ends")))
def test_every_legal_move_is_reachable_by_mouse(game, players, mode):
    app = relaxed_app()
    decisions = check_reachable(app, game, players, mode, seed=players + 1)
    assert decisions >= min(DECISIONS, 10)
