"""A new game plugs in with no edit elsewhere: the toy game (``tests/toygame.py``) and its
table (``tests/ui/toy_table.py``) are dropped in as packages ``tabletop/games/pebbles/``
and ``tabletop/ui/tables/pebbles/`` (in a temporary folder on the packages' paths), and
the shared suites — registry, conformance, reachability, hot-seat — take them up."""

import pytest

import tabletop.games
import tabletop.ui.tables
from tabletop.engine.conformance import run_conformance
from tabletop.ui.tables import table_for
from tests.dropped_in import dropped_in
from tests.test_registered_games import setups
from tests.toygame import Pebbles
from tests.ui.helpers import relaxed_app, start_from_setup
from tests.ui.tables.test_reachability import check_reachable
from tests.ui.test_hotseat import assert_screen_is_the_actors
from tests.ui.toy_table import PebblesTable


@pytest.fixture
def registered(tmp_path, monkeypatch):
    """The registry's games after the ``pebbles`` packages were added."""
    yield from dropped_in(tmp_path, monkeypatch, "tests.toygame", "tests.ui.toy_table")


def test_the_new_packages_are_found(registered):
    pebbles = next(g for g in registered if g.id == "pebbles")
    assert isinstance(pebbles, Pebbles)
    assert table_for(pebbles) is PebblesTable
    assert set(registered) > set(tabletop.games.GAMES), "the others are still there"


def test_conformance_runs_on_it(registered):
    cases = [p.values for p in setups(registered) if p.values[0].id == "pebbles"]
    assert [players for _, players, _ in cases] == [1, 2, 3, 4]
    for game, players, mode in cases:
        stats = run_conformance(game, players, mode=mode, seeds=range(2))
        assert stats.games == 2 and stats.actions > 0


def test_reachability_and_hot_seat_run_on_it(registered):
    app = relaxed_app()
    app.services.games, app.services.table_for = registered, table_for
    pebbles = next(g for g in registered if g.id == "pebbles")
    for _, players, mode in (p.values for p in setups([pebbles], counts="ends")):
        assert check_reachable(app, pebbles, players, mode, seed=players) >= 6
    for seed in range(1, 4):
        start_from_setup(app, pebbles, 3, "standard", seed)
        table = assert_screen_is_the_actors(app)
        assert isinstance(table, PebblesTable)
