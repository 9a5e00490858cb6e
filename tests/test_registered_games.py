"""The conformance suite against every registered game, every player count and mode;
and each registered game has its table, data, rules summary and metadata."""

import pytest

from tabletop.engine.conformance import run_conformance
from tabletop.games import GAMES, get_game
from tabletop.resources import data_path
from tabletop.ui.tables import table_for
from tabletop.ui.tables.base import TableScene


def cases():
    for game in GAMES:
        for mode in game.modes:
            if mode in game.solo_modes:
                yield pytest.param(game, 1, mode, id=f"{game.id}-{mode}")
            else:
                low = max(2, game.min_players) if game.solo_modes else game.min_players
                for players in range(low, game.max_players + 1):
                    yield pytest.param(game, players, mode, id=f"{game.id}-{mode}-{players}p")


@pytest.mark.parametrize("game, players, mode", list(cases()))
def test_conformance(game, players, mode):
    stats = run_conformance(game, players, mode=mode, seeds=range(2), deep_every=11)
    assert stats.games == 2 and stats.actions > 0


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_registered_game_is_complete(game):
    assert get_game(game.id) is game
    assert game.title and game.designer and game.play_time and game.blurb
    assert 1 <= game.min_players <= game.max_players and game.modes
    assert set(game.solo_modes) <= set(game.modes)
    assert data_path(game.id, "rules.md").is_file(), "a rules summary in our own words"
    assert issubclass(table_for(game), TableScene)


def test_ids_are_unique():
    ids = [g.id for g in GAMES]
    assert len(ids) == len(set(ids))
