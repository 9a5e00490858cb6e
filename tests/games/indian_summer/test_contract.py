"""The engine contract beyond the shared conformance suite (which runs once for every game
and mode in ``tests/test_registered_games.py``): random playouts conserve every component,
states and actions round-trip through JSON, the view hides only the random generator, and
the log lines and prompts speak plainly."""

import json
import random

import pytest

from tabletop.engine import Config
from tabletop.engine.conformance import random_playout
from tabletop.games.indian_summer import GAME
from tabletop.games.indian_summer.components import components


@pytest.mark.parametrize(
    "players, mode",
    [(2, "standard"), (3, "standard"), (4, "standard"), (1, "solo"), (1, "solo_series")],
)
def test_random_playouts_end_and_conserve_tiles_tokens_and_animals(players, mode):
    for seed in range(100, 106):
        config = Config.default(players, seed=seed, mode=mode)
        start = GAME.new(config)
        final, _ = random_playout(GAME, config, random.Random(seed))
        assert GAME.is_over(final)
        tiles, tokens, animals = GAME.conserved(final)
        assert (tiles, tokens, animals) == GAME.conserved(start)
        assert len(tiles) == 75 and tokens == (30, 24, 18, 8) and sum(animals) == 20
        result = GAME.result(final)
        assert len(result.totals) == players and 1 in result.ranks


def test_state_and_actions_round_trip_through_json():
    config = Config.default(3, seed=4)
    state = GAME.new(config)
    rng = random.Random(4)
    for _ in range(60):
        legal = GAME.legal_actions(state)
        for action in legal[:: max(1, len(legal) // 10)]:
            assert GAME.action_from_json(json.loads(json.dumps(action.to_json()))) == action
        state = GAME.apply(state, legal[rng.randrange(len(legal))])
        assert GAME.from_dict(json.loads(json.dumps(GAME.to_dict(state)))) == state


def test_view_hides_only_the_random_generator():
    state = GAME.new(Config.default(2, seed=5))
    view = GAME.view(state, 0)
    assert view.rng != state.rng and view.players == state.players and view.common == state.common
    assert list(view.reserve) == sorted(view.reserve)  # the reserve's order tells nothing
    assert GAME.determinize(view, 0, random.Random(1)).players == state.players


def test_describe_and_prompt_speak_plainly():
    state = GAME.new(Config.default(2, seed=6))
    assert GAME.prompt(state) == "lay a leaf tile or a squirrel, or use a treasure"
    for action in GAME.legal_actions(state)[::50]:
        line = GAME.describe(state, action)
        assert line and "_" not in line.replace("top_", "").replace("bottom_", "")
    # the score as it stands: two empty floors, minus every space (not 0 squares covered)
    assert GAME.live_scores(state) == (-components().full.bit_count(),) * 2


def test_log_lines_for_each_kind_of_action():
    from tabletop.engine import EndTurn
    from tabletop.games.indian_summer.actions import Berry, Exchange, Mushroom, Nut, PlaceSquirrel

    state = GAME.new(Config.default(2, seed=6))
    assert GAME.describe(state, Exchange("berry", "nut")) == "exchanges two berries for a nut"
    assert GAME.describe(state, Exchange("feather", "nut")) == "exchanges a feather for a nut"
    assert GAME.describe(state, Berry()) == "returns a berry for a sixth leaf tile"
    assert (
        GAME.describe(state, Nut(0, 0))
        == "returns a nut for a squirrel in their forest at row 1, column 1"
    )
    assert (
        GAME.describe(state, PlaceSquirrel(2, 3))
        == "lays a squirrel in their forest at row 3, column 4"
    )
    assert GAME.describe(state, Mushroom()) == "returns a mushroom: take two tiles"
    assert GAME.describe(state, EndTurn()) == "ends the turn"
    line = GAME.describe(state, GAME.legal_actions(state)[0])
    assert line.startswith(
        "lays a green 3-square leaf tile from their Player Path in their forest at"
    )
    assert state.players[0].path[0] not in line  # no tile codes on screen (#14)
