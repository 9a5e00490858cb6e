"""The one place where the conformance suite runs: against every registered game, every
mode and every player count; and each registered game has its table, data, rules summary
and metadata. Nothing here names a game: a new package exporting ``GAME`` is covered."""

import importlib
import pkgutil
import sys

import pytest

import tabletop.games
from tabletop.engine.conformance import run_conformance
from tabletop.games import GAMES, discover, get_game, sort_key
from tabletop.resources import data_path
from tabletop.ui.tables import table_for
from tabletop.ui.tables.base import TableScene


def player_counts(game, mode: str) -> range:
    """The seat counts the set-up scene offers for ``mode`` (one seat in a solo mode;
    from two when the game has a separate solo mode)."""
    if mode in game.solo_modes:
        return range(1, 2)
    low = max(2, game.min_players) if game.solo_modes else game.min_players
    return range(low, game.max_players + 1)


def setups(games=GAMES, counts: str = "all"):
    """``pytest.param(game, players, mode)`` for every game and mode; ``counts`` is
    ``"all"`` (every player count) or ``"ends"`` (the fewest and the most)."""
    for game in games:
        for mode in game.modes:
            allowed = player_counts(game, mode)
            chosen = allowed if counts == "all" else sorted({allowed[0], allowed[-1]})
            for players in chosen:
                yield pytest.param(game, players, mode, id=f"{game.id}-{mode}-{players}p")


@pytest.mark.parametrize("game, players, mode", list(setups()))
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


def test_the_registry_is_every_package_that_exports_game_in_gallery_order():
    exported = []
    for info in pkgutil.iter_modules(tabletop.games.__path__):
        module = importlib.import_module(f"tabletop.games.{info.name}")
        if hasattr(module, "GAME"):
            exported.append(module.GAME)
    assert set(GAMES) == set(exported) and len(GAMES) == len(exported)
    assert list(GAMES) == sorted(GAMES, key=sort_key)
    assert discover() == GAMES


def test_a_package_without_game_is_skipped(tmp_path, monkeypatch):
    (tmp_path / "halfway").mkdir()
    (tmp_path / "halfway" / "__init__.py").write_text('"""A game still being written."""\n')
    (tmp_path / "loose_module.py").write_text("GAME = None\n")
    monkeypatch.setattr(tabletop.games, "__path__", [*tabletop.games.__path__, str(tmp_path)])
    assert discover() == GAMES
    assert sys.modules.pop("tabletop.games.halfway"), "the package was looked at"
