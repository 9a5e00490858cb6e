"""The end of the game: the round is finished, treasures become nuts and squirrels, ranks."""

from tabletop.engine import EndTurn
from tabletop.games.indian_summer import GAME
from tabletop.games.indian_summer.actions import Feather, Nut, PlaceLeaf
from tabletop.games.indian_summer.scoring import best_plan, nut_worth, spend
from tabletop.games.indian_summer.turn import finish_game

from .helpers import FULL, at_turn, forest, new, orient, play, set_player

HUBERT, MATILDA, CLAUS, TINI = range(4)  # Hubert starts; Tini sits to his right

CLAUS_FLOOR = """
    ...#####
    ########
    ########
    ########
    ########
    ########
    ########
    ########
    ########"""

MATILDA_FLOOR = """
    ########
    ########
    ########
    ####t###
    ###t#t##
    .#t##.t#
    ########
    ########
    ########"""

TINI_FLOOR = """
    .#######
    ########
    ########
    ########
    ########
    ########
    ########
    ########
    ...#...#"""

HUBERT_FLOOR = """
    ..######
    ..######
    ########
    ########
    ########
    ########
    ########
    ########
    ########"""


def end_game_table():
    state = new(4, sides=("S1a",) * 4, start=HUBERT)
    state = set_player(
        state, CLAUS, floor=forest("S1a", CLAUS_FLOOR), path=("G01", "Y01"), treasures=(0, 2, 0, 0)
    )
    state = set_player(state, MATILDA, floor=forest("S1a", MATILDA_FLOOR), treasures=(1, 2, 0, 0))
    state = set_player(
        state,
        TINI,
        floor=forest("S1a", TINI_FLOOR),
        path=("G05", "G06", "Y02"),
        treasures=(0, 0, 0, 1),
    )
    state = set_player(state, HUBERT, floor=forest("S1a", HUBERT_FLOOR), treasures=(0, 1, 0, 0))
    return at_turn(state, CLAUS)


def test_the_books_end_of_game():
    state = play(end_game_table(), PlaceLeaf("G01", orient("G01", "o##"), 0, 0), EndTurn())
    assert not GAME.is_over(state) and state.ending
    assert GAME.actor(state) == TINI  # the round is finished
    state = play(state, Feather(), PlaceLeaf("G05", 0, 8, 0), PlaceLeaf("G06", 0, 8, 4), EndTurn())
    assert GAME.is_over(state)
    finals = state.finals
    # Matilda's 2 nuts become 2 squirrels that complete her floor; she gains 1 berry,
    # 3 nuts and 1 feather; feather and 2 berries make 2 more nuts: 5 nuts
    assert finals[MATILDA].full and finals[MATILDA].squirrels == 2 and finals[MATILDA].nuts == 5
    assert state.players[MATILDA].treasures == (2, 3, 0, 1)  # after the squirrels, before nuts
    assert finals[CLAUS].full and finals[CLAUS].nuts == 2
    assert (finals[HUBERT].full, finals[HUBERT].empty) == (False, 3)
    assert (finals[TINI].full, finals[TINI].empty) == (False, 1)
    result = GAME.result(state)
    assert result.ranks == (4, 1, 2, 3)
    assert result.winners == (MATILDA,)
    assert result.totals == (-3, 5, 2, -1)


def test_round_ends_with_the_player_right_of_the_start_player():
    state = play(end_game_table(), PlaceLeaf("G01", orient("G01", "o##"), 0, 0), EndTurn())
    state = play(state, PlaceLeaf("G05", 0, 8, 0), EndTurn())
    assert GAME.is_over(state)


def test_a_full_floor_before_the_main_action_may_end_the_turn():
    floor = forest("S1a", "\n".join(["#######."] + ["########"] * 8))
    state = set_player(at_turn(new(2), 0), 0, floor=floor, treasures=(0, 1, 0, 0))
    state = play(state, Nut(0, 7))
    assert EndTurn() in GAME.legal_actions(state)
    state = play(state, EndTurn())
    assert state.ending and GAME.actor(state) == 1


def test_ties_between_full_floors_go_by_nuts_then_the_odd_berry_then_shared():
    def finish(treasures_a, treasures_b):
        state = new(2, sides=("S1a", "S1a"))
        state = set_player(state, 0, floor=forest("S1a", FULL), treasures=treasures_a)
        state = set_player(state, 1, floor=forest("S1a", FULL), treasures=treasures_b)
        return GAME.result(finish_game(state))

    assert finish((0, 2, 0, 0), (0, 1, 0, 0)).ranks == (1, 2)
    assert finish((1, 1, 0, 0), (0, 1, 0, 0)).ranks == (1, 2)  # the odd berry decides
    assert finish((3, 0, 0, 0), (1, 1, 0, 0)).ranks == (1, 1)  # 1 nut + berry each: shared
    assert finish((0, 0, 1, 0), (0, 0, 0, 1)).ranks == (1, 1)


def test_players_without_a_full_floor_rank_by_fewest_empty_spaces():
    state = new(3, sides=("S1a",) * 3)
    state = set_player(state, 0, floor=forest("S1a", HUBERT_FLOOR), treasures=(0, 0, 0, 0))
    state = set_player(state, 1, floor=forest("S1a", TINI_FLOOR), treasures=(0, 0, 0, 0))
    state = set_player(state, 2, floor=forest("S1a", FULL), treasures=(0, 0, 0, 0))
    result = GAME.result(finish_game(state))
    assert result.ranks == (2, 3, 1)
    assert result.totals == (-4, -7, 0)


def test_end_conversion_picks_the_area_that_pays_for_more_squirrels():
    # Area 3 has one gap and two nut tokens; Area 4 has two gaps and nothing. With one nut,
    # completing Area 3 first pays for both gaps of Area 4: the floor ends full.
    floor = forest(
        "S1a",
        """
        ########
        ########
        ########
        #####.##
        ###t####
        .#t##.##
        ########
        ########
        ########""",
    )
    plan = best_plan("S1a", floor.covered, floor.tokens, (0, 1, 0, 0), solo=False)
    assert plan.areas == (2, 3) and plan.empty == 0 and nut_worth(plan.left) == 0
    plan = best_plan("S1a", floor.covered, 0, (0, 1, 0, 0), solo=False)
    assert plan.empty == 2 and plan.squirrels == 1


def test_nut_worth_and_spending():
    assert nut_worth((3, 1, 1, 1)) == 4
    assert spend((3, 1, 1, 1), 2) == (1, 0, 1, 1)
    assert spend((0, 0, 1, 1), 2) == (0, 0, 0, 0)


def test_nothing_is_left_to_do_after_the_end():
    state = play(end_game_table(), PlaceLeaf("G01", orient("G01", "o##"), 0, 0), EndTurn())
    state = play(state, PlaceLeaf("G05", 0, 8, 0), EndTurn())
    assert GAME.legal_actions(state) == []
    assert GAME.check(state, EndTurn()) == "The game is over."
