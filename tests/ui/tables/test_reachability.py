"""Every legal move of a real game can be made with the mouse: as a drop of a piece on a
legal target, or as a move button. Checked at every human decision of seeded games, on
each game's own table (Indian Summer's tiles in every orientation, via R and F)."""

import random

import pytest

from tabletop.engine import Config, Seat
from tabletop.engine.match import Match
from tabletop.games import get_game
from tests.ui.helpers import make_app


def reachable(table) -> set:
    """Actions a player can produce at this moment on ``table``."""
    table.invalidate()
    view = table.view
    out = {action for action, _ in table.actions_list.actions}
    out |= set(getattr(table, "options", ()))  # Summer Resort: accommodations clicked in the tray
    modes = [{}]
    if hasattr(table, "turns"):  # Indian Summer: every turn and flip of the tile in hand
        modes = [{"turns": t, "flip": f} for t in range(4) for f in (False, True)]
    if hasattr(table, "stacked"):  # Summer Resort: tokens stacked first, or Shift held
        modes = [
            {"stacked": st, "shift": sh}
            for st in (None, "pair", "porter_pair")
            for sh in (False, True)
        ]
    for mode in modes:
        for name, value in mode.items():
            setattr(table, name, value)
        table.invalidate()
        view = table.view
        for piece in table.pieces(view):
            for target in table.targets(view, piece):
                if target.action is not None:
                    out.add(target.action)
    for name, value in {"turns": 0, "flip": False, "stacked": None, "shift": False}.items():
        if hasattr(table, name):
            setattr(table, name, value)
    table.invalidate()
    return out


@pytest.mark.parametrize(
    "game_id, players, mode, seed",
    [
        ("lodge", 2, "standard", 1),
        ("lodge", 1, "solo", 2),
        ("indian_summer", 2, "standard", 1),
        ("indian_summer", 1, "solo", 3),
        ("indian_summer", 1, "solo_series", 4),
        ("summer_resort", 3, "standard", 4),
    ],
)
def test_every_legal_move_is_reachable_by_mouse(game_id, players, mode, seed):
    game = get_game(game_id)
    app = make_app(real_games=True)
    seats = tuple(
        Seat(n, c, "human") for n, c in zip(("Ann", "Bob", "Cleo"), ("red", "blue", "green"))
    )[:players]
    match = Match(game, Config(seats=seats, seed=seed, mode=mode))
    table = app.services.table_for(game)(app.ctx, match, autosave=False)
    app.ctx.stack.clear_to(table)
    rng = random.Random(seed)
    decisions = 0
    while not match.is_over() and decisions < 60:
        table.reveal_to(match.actor())
        legal = game.legal_actions(match.state)
        by_mouse = reachable(table)  # targets offer legal and illegal drops; buttons the rest
        missing = [a for a in legal if a not in by_mouse]
        assert not missing, f"decision {decisions}: not reachable by mouse: {missing[:3]}"
        match.play(legal[rng.randrange(len(legal))])
        decisions += 1
    assert decisions > 10
