"""Rules audit: each test shows a place where the engine did not follow the rulebook."""

import dataclasses

from tabletop.engine import EndTurn
from tabletop.games.indian_summer import GAME
from tabletop.games.indian_summer.actions import Mushroom, PlaceSquirrel
from tabletop.games.indian_summer.components import components
from tabletop.games.indian_summer.scoring import best_plan

from .helpers import at_turn, forest, new, play, refused, set_player


def solo(mode: str = "solo", seed: int = 1):
    return new(1, sides=("S1a",), mode=mode, seed=seed)


def test_solo_end_conversion_fills_the_floor_as_far_as_the_treasures_go():
    # Book (solo scoring): after 10 turns, finish filling your floor by exchanging
    # treasures for nuts and nuts for squirrels; only what is left over scores points.
    floor = forest("S1a", "\n".join(["..######"] + ["########"] * 8))
    plan = best_plan("S1a", floor.covered, 0, (0, 0, 0, 1), solo=True)
    assert plan.empty == 1 and plan.left == (0, 0, 0, 0)  # the feather became a squirrel
    state = set_player(solo(), 0, floor=floor, treasures=(0, 0, 0, 1))
    state = dataclasses.replace(state, solo=dataclasses.replace(state.solo, turn_no=10))
    # a squirrel as the main action leaves one gap: the feather pays for the last squirrel
    state = play(state, PlaceSquirrel(0, 0), EndTurn())
    assert GAME.is_over(state) and state.finals[0].full
    assert GAME.result(state).totals == (0,)
    floor = forest("S1a", "\n".join(["...#####"] + ["########"] * 8))
    state = set_player(solo(), 0, floor=floor, treasures=(1, 0, 0, 1))
    state = dataclasses.replace(state, solo=dataclasses.replace(state.solo, turn_no=10))
    state = play(state, PlaceSquirrel(0, 0), EndTurn())
    # two gaps, one feather (one squirrel) and one berry (too few for a nut): one gap stays
    assert state.finals[0].empty == 1 and GAME.result(state).totals == (1 - 1,)


def test_a_mushroom_with_nothing_to_take_says_so():
    # Book: when no tiles are left on the paths, mushrooms take your fellow players' tiles;
    # with no tile on any other path (and none by the bush) there is nothing to take.
    state = new(2)
    state = set_player(state, 1, path=())
    state = dataclasses.replace(state, common=(), reserve=())
    state = at_turn(state, 0)
    assert Mushroom() not in GAME.legal_actions(state)
    assert refused(state, Mushroom()) == (
        "No other player has a leaf tile on their path for a mushroom to take."
    )


def test_with_limited_squirrels_a_player_without_any_main_action_is_not_stuck():
    # Book: you may not pass; squirrels are not limited (find a substitute). With the data
    # switch that limits squirrels, a player who can lay nothing must still end the turn.
    floor = forest("S1a", "\n".join([".#.#.#.#"] + ["########"] * 8))
    state = set_player(at_turn(new(2), 0), 0, floor=floor, path=("G01",), treasures=(0, 0, 0, 0))
    cat = components()
    old = cat.settings
    gaps = dataclasses.replace(old.gaps, squirrels_unlimited=False, squirrel_tokens=0)
    cat.settings = dataclasses.replace(old, gaps=gaps)
    try:
        assert GAME.legal_actions(state) == [EndTurn()]
    finally:
        cat.settings = old
    assert EndTurn() not in GAME.legal_actions(state)
