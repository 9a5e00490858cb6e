"""End of the game and scoring."""

import dataclasses

from tabletop.games.summer_resort import GAME
from tabletop.games.summer_resort.state import EMPTY, FUELLED, OVER

from .helpers import COTTAGE, FOREST, PENSION, VILLA, C, S, crafted, lots, new, with_resort


def finished():
    state = crafted(players=3)
    return dataclasses.replace(state, phase=OVER)


def test_robert_scores_37():
    # The book: a cottage (2), a villa (2 + 3) and a pension (2 + 3 + 5) and 2000 zł: 37.
    state = finished()
    state = with_resort(state, 0, lots=lots(COTTAGE, VILLA, PENSION), money=2000)
    result = GAME.result(state)
    assert result.totals[0] == 37
    parts = dict(result.breakdown[0])
    assert parts["cottages"] + parts["villas"] + parts["pensions"] == 17
    assert parts["money"] == 20


def test_forests_and_automobiles_score_nothing_and_guests_count_as_money():
    state = finished()
    state = with_resort(
        state,
        1,
        lots=lots(FOREST, FOREST, VILLA, guests={2: (S, C)}),
        money=100,
        automobiles=(FUELLED, EMPTY),
    )
    result = GAME.result(state)
    assert dict(result.breakdown[1]) == {
        "money": 1,
        "guests": 3,
        "cottages": 2,
        "villas": 3,
        "pensions": 0,
        "president": 0,
    }
    assert result.totals[1] == 9


def test_a_tie_goes_to_the_most_money_else_it_is_shared():
    state = finished()
    state = with_resort(state, 0, lots=lots(PENSION), money=0)  # 10 points, 0 zł
    state = with_resort(state, 1, lots=lots(COTTAGE), money=800)  # 10 points, 800 zł
    state = with_resort(state, 2, lots=lots(COTTAGE), money=800)
    result = GAME.result(state)
    assert result.totals == (10, 10, 10)
    assert result.ranks == (3, 1, 1)
    assert result.winners == (1, 2)


def test_the_game_ends_after_the_last_round_and_live_scores_follow_the_rules():
    import random

    state = new(players=2, seed=4)
    rng = random.Random(4)
    while GAME.actor(state) is not None:
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    assert GAME.is_over(state) and state.round == 12
    assert GAME.live_scores(state) == GAME.result(state).totals
    assert GAME.prompt(state) == "the game is over"
