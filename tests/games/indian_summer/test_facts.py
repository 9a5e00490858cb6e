"""What the table is told (``facts.py``): the geometry it draws with, the numbers and the
sentences, all from the data; and the engine questions a table asks while a tile is in hand
(where it may go, why not), answered by the rules themselves."""

import dataclasses
import random

from tabletop.engine import Config, EndTurn
from tabletop.engine.conformance import random_playout
from tabletop.games.indian_summer import GAME, facts
from tabletop.games.indian_summer.actions import PlaceLeaf
from tabletop.games.indian_summer.components import components
from tabletop.games.indian_summer.rules.refusals import leaf_spot_problem

from .helpers import FULL, at_turn, forest, new, orient, play, set_player


def trial_fit(state, seat, tile, orientation, row, col):
    """The book lets anyone try a tile of their own on their floor at any time."""
    pattern = components().tiles[tile].pattern
    action = PlaceLeaf(tile, orientation, row, col)
    return leaf_spot_problem(state.players[seat].forest, pattern, action)


def test_anyone_may_try_a_tile_on_their_own_floor_at_any_time():
    state = at_turn(new(2, sides=("S1a", "S1a")), 0)
    floor = forest("S1a", "\n".join(["##......"] + ["........"] * 8))
    state = set_player(state, 1, floor=floor)
    assert trial_fit(state, 1, "G01", 0, 0, 0) == "A leaf tile may not overlap another leaf tile."
    assert trial_fit(state, 1, "G01", 0, 0, 2) is None
    assert trial_fit(state, 1, "G01", 0, 0, 7) == (
        "A leaf tile may not stick out over the edge of your forest floor."
    )


def test_legal_anchors_light_the_cells_for_the_tile_in_hand():
    state = at_turn(new(2, sides=("S1a", "S1a")), 0)
    state = set_player(state, 0, path=("R28",), floor=forest("S1a", "\n".join(["........"] * 9)))
    anchors = [
        (a.row, a.col)
        for a in GAME.legal_actions(state)
        if a.kind == "place_leaf" and a.tile == "R28" and a.orientation == 0
    ]
    assert len(anchors) == 42 and (0, 0) in anchors and (6, 5) in anchors
    assert all(GAME.check(state, PlaceLeaf("R28", 0, r, c)) is None for r, c in anchors)


def test_r_and_f_walk_through_every_orientation():
    for tile in ("G13", "Y21", "R10", "raccoon"):
        count = facts.orientation_count(tile)
        seen = {facts.orientation_index(tile, t, f) for t in range(4) for f in (False, True)}
        assert seen == set(range(count))
        for flip in (False, True):
            assert facts.orientation_index(tile, 4, flip) == facts.orientation_index(tile, 0, flip)
        assert facts.orientation_index(tile, 0, False) == 0


def test_a_hole_over_a_treasure_the_supply_has_run_out_of_gives_nothing():
    state = at_turn(new(2, sides=("S1a", "S1a")), 0)
    state = set_player(state, 0, path=("G01", "G02"))
    state = dataclasses.replace(state, supply=(state.supply[0], 0) + state.supply[2:])
    state = play(state, PlaceLeaf("G01", orient("G01", "o##"), 4, 3))  # hole on a nut
    assert state.players[0].forest.tokens == 0
    assert state.players[0].forest.holes == 1 << (4 * 8 + 3)


def test_drawing_helpers():
    index = orient("G01", "#/#/o")
    shape = facts.shape("G01", index)
    assert [(2 + r, 5 + c) for r, c in shape.cells] == [(2, 5), (3, 5), (4, 5)]
    assert (2 + shape.hole[0], 5 + shape.hole[1]) == (4, 5)
    assert facts.shape("hedgehog", 0).cells == ((0, 0), (0, 1), (1, 0), (1, 1))
    kinds = facts.printed("S1a")
    assert facts.treasure_ids()[kinds[0][2]] == "berry"
    assert facts.treasure_ids()[kinds[4][5]] == "feather"
    assert kinds[0][0] is None


def test_the_numbers_shown_come_from_the_data():
    cat = components()
    assert facts.board().spaces == cat.width * cat.height == 72
    assert facts.path_limit() == cat.settings.paths.player_path_max == 6
    assert facts.treasure_names() == ("Berry", "Nut", "Mushroom", "Feather")
    assert [a.name for a in facts.animals()] == [a.name for a in cat.animals]
    state = new(2)
    assert facts.covered(state.players[0].forest) == "0 of 72 covered"
    assert facts.covered_short(state.players[0].forest) == "0/72"
    assert facts.status(state) == "A full floor ends the game"
    assert (
        facts.solo_board().slots == 12
        and facts.slot_label(0) == "10."
        and facts.slot_label(10) is None
    )
    assert facts.solo_scoring() == (
        "Lost if a space is empty; −1 each, +1/2/3/4",
        "per berry/nut/mushroom/feather left.",
    )


def test_solo_status_counts_turns_and_says_lost_with_the_score():
    state = GAME.new(Config.default(1, seed=2, mode="solo"))
    assert facts.status(state) == "Solo turn 1 of 10"
    assert facts.solo_turn_title(state) == "Turn 1 of 10"
    assert facts.outcome(state) is None
    series = GAME.new(Config.default(1, seed=2, mode="solo_series"))
    assert facts.status(series) == "Solo turn 1 of 10 · game 1 of 3"
    assert facts.series_title(series) == "Solo series (up to 3 games)"
    full = set_player(state, 0, floor=forest(state.players[0].forest.side, FULL))
    won = play(full, EndTurn())
    assert won.over and facts.outcome(won) == f"Won · score {won.finals[0].points}"
    lost, _ = random_playout(GAME, Config.default(1, seed=3, mode="solo"), random.Random(3))
    assert facts.outcome(lost) == f"Lost · score {lost.finals[0].points}"
    assert facts.status(lost) == facts.outcome(lost)


def test_the_floor_picture_lists_holes_tokens_and_complete_areas():
    state = new(2, sides=("S1a", "S1a"))
    state = set_player(state, 0, floor=forest("S1a", FULL))
    picture = facts.floor_picture(state.players[0].forest)
    assert picture.complete == (0, 1, 2, 3, 4, 5) and picture.holes == ()
    assert facts.board().area_corner(3) == (3, 4) and facts.board().area_of(4, 5) == 3
