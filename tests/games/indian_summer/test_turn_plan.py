"""The turn declared as a ``TurnPlan`` (issue #8): the main action, the tiles of a mushroom
or feather after it, special actions around it; and saves recorded before the plan replay."""

import json
from pathlib import Path

import pytest

from tabletop.engine import EndTurn
from tabletop.engine.phases import TurnProgress
from tabletop.engine.saves import load_match
from tabletop.games.indian_summer import GAME
from tabletop.games.indian_summer.actions import Exchange, Mushroom, PlaceLeaf, PlaceSquirrel
from tabletop.games.indian_summer.state import PLAN, Stage

from .helpers import at_turn, new, play, set_player

SAVES = Path(__file__).parent / "saves"


def test_the_plan_names_a_main_action_its_tiles_and_free_special_actions():
    assert [s.name for s in PLAN.steps] == ["main", "tile"]
    assert PLAN.free == ("special",)
    assert PLAN.open(PLAN.start(), {"tile": 2}) == ("main",)
    assert not PLAN.can_end(PLAN.start())
    after_main = PLAN.mark(PLAN.start(), "main")
    assert PLAN.can_end(after_main)  # the tiles of a mushroom or feather are not owed
    assert PLAN.open(after_main, {"tile": 2}) == ("tile",)
    assert PLAN.open(after_main, {"tile": 0}) == ()


def test_special_actions_before_and_after_the_main_action_are_recorded_as_free_steps():
    state = set_player(at_turn(new(2), 0), 0, treasures=(2, 1, 1, 0))
    state = play(state, Exchange("berry", "nut"))
    assert state.step.progress == TurnProgress(("special",))
    assert state.step.main == "" and EndTurn() not in GAME.legal_actions(state)
    state = play(state, PlaceSquirrel(0, 0))
    assert state.step.progress.taken == ("special", "main")
    assert state.step.main == "done" and EndTurn() in GAME.legal_actions(state)
    assert not state.step.is_open("main")
    state = play(state, Exchange("nut", "berry"))
    assert state.step.progress.taken == ("special", "main", "special")
    assert GAME.check(state, PlaceSquirrel(0, 1)) == (
        "You have already taken your main action this turn."
    )
    state = play(state, EndTurn())
    assert state.turn == 1 and state.step == Stage()


def test_a_mushroom_is_the_main_action_and_opens_two_tile_steps_with_nothing_between():
    state = at_turn(new(2), 0)
    state = set_player(state, 1, path=("Y10", "R03"))
    head = state.common[0]
    state = play(state, Mushroom())
    assert state.step.alt == "mushroom" and state.step.is_open("tile")
    assert state.step.progress.taken == ("main",)
    assert GAME.check(state, Exchange("berry", "nut")) == (
        "Finish laying the tiles of your mushroom first."
    )
    state = play(state, PlaceLeaf(head, 0, 0, 0))
    assert state.step.placed == 1 and state.step.is_open("tile")
    state = play(state, PlaceLeaf("Y10", 0, 5, 0))
    assert state.step.progress.taken == ("main", "tile", "tile")
    assert state.step.alt == "" and state.step.main == "done"
    assert not state.step.is_open("tile") and state.step.can_end()


def test_the_stage_round_trips_through_plain_data():
    state = play(set_player(at_turn(new(2), 0), 1, path=("Y10", "R03")), Mushroom())
    assert GAME.from_dict(json.loads(json.dumps(GAME.to_dict(state)))) == state


@pytest.mark.parametrize("name", ["two", "four", "solo", "series"])
def test_saves_of_game_version_2_replay_to_the_same_result(name, tmp_path):
    """Recorded with the code before the plan (random games leaning on mushrooms)."""
    expected = json.loads((SAVES / "expected.json").read_text())[name]
    document = json.loads((SAVES / f"{name}.json").read_text())
    assert document["game_version"] == 2
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(document))
    match = load_match(path, lambda game_id: GAME)
    assert match.is_over()
    assert len(match.actions) == expected["moves"]
    result = GAME.result(match.state)
    assert list(result.totals) == expected["totals"]
    assert list(result.ranks) == expected["ranks"]
