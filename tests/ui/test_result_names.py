"""The results screen names the players in the notes under the scores (the engines write
``seat_ref``; the screen puts each player's name there): every registered game played to
its end, the last move made at the table, the results scene opened by the table itself."""

import random
import re

import pytest

from tabletop.games import GAMES
from tabletop.ui.scenes.results import ResultsScene
from tests.ui.helpers import open_game_table, play_at_table, relaxed_app, seated_match

NOTES_PER_SEAT = {"indian_summer", "summer_nine"}
"""Games whose results have one note per seat, opening with the player's name."""


def finish_at_the_table(app, game, players: int, seed: int) -> ResultsScene:
    """Random moves up to the last one, then the table opens (as Load opens it) and the
    player to act makes the last move there; the table opens the results itself."""
    match = seated_match(game, players, seed=seed)
    rng = random.Random(seed)
    while True:
        action = rng.choice(game.legal_actions(match.state))
        if game.is_over(game.apply(match.state, action)):
            break
        match.play(action)
    table = open_game_table(app, match, app.services.table_for(game))
    play_at_table(app, table, action)
    for _ in range(20):
        app.step([], 1.0)
        if isinstance(app.ctx.stack.top, ResultsScene):
            break
    scene = app.ctx.stack.top
    assert isinstance(scene, ResultsScene) and scene.match is match
    return scene


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_the_results_notes_name_the_players(game):
    app = relaxed_app()
    players = max(game.min_players, 2)
    scene = finish_at_the_table(app, game, players, seed=5)
    names = [seat.name for seat in scene.match.config.seats]
    for note in scene.notes:
        assert "{seat" not in note and not re.search(r"\bSeat \d", note), note
    if game.id in NOTES_PER_SEAT:
        openings = [note for note in scene.notes if note.startswith(tuple(names))]
        assert sorted(note.split(" ")[0].rstrip(":") for note in openings) == sorted(names)
    app.step([], 1 / 60)  # the notes are drawn
