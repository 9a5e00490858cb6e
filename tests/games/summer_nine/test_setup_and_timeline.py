"""Set-up (Take Two seat table, pool, deck, first player, direction) and the timeline of
columns revealed and hidden over the 17 rounds."""

import pytest

from tabletop.engine import Config
from tabletop.games.summer_nine.components import components
from tabletop.games.summer_nine.setup import read_options, take_two_row
from tabletop.games.summer_nine.state import column_state, open_columns, seat_at

from .helpers import GAME, new_state


@pytest.mark.parametrize(
    "players, reading, row",
    [
        (2, "proposed", (3, 4)),
        (3, "proposed", (2, 3, 3)),
        (3, "printed", (3, 3, 2)),
        (4, "proposed", (1, 2, 2, 2)),
        (4, "printed", (1, 2, 2, 2)),
    ],
)
def test_take_two_seat_table(players, reading, row):
    for seed in range(4):
        state = GAME.new(
            Config(
                Config.default(players, seed=seed).seats,
                seed,
                options={"take_two_reading": reading},
            )
        )
        dealt = tuple(len(state.take_twos[seat_at(state, p)]) for p in range(players))
        assert dealt == row
        assert len(state.set_aside) == 8 - sum(row)


def test_take_two_row_reads_the_option():
    assert take_two_row(3, read_options(Config.default(3))) == (2, 3, 3)


def test_pool_deck_and_hands_at_the_start():
    state = new_state(4)
    assert len(state.pool) == 18 and len(state.deck) == 101 - 18
    assert all(x >= 0 for x in state.pool)
    assert state.hands == ((), (), (), ())
    assert state.round == 1 and state.actor == state.first


def test_first_player_is_random_and_deal_is_seeded():
    firsts = {GAME.new(Config.default(4, seed=s)).first for s in range(30)}
    assert len(firsts) > 1
    assert GAME.new(Config.default(3, seed=5)) == GAME.new(Config.default(3, seed=5))


def test_direction_option():
    clockwise = new_state(4, direction="clockwise")
    anti = new_state(4, direction="anticlockwise")
    assert [seat_at(clockwise, p) for p in range(4)] == [0, 1, 2, 3]
    assert [seat_at(anti, p) for p in range(4)] == [0, 3, 2, 1]


def test_bad_option_is_refused():
    with pytest.raises(ValueError):
        GAME.new(Config(Config.default(2).seats, 1, options={"direction": "sideways"}))


@pytest.mark.parametrize("round_", range(1, 18))
def test_open_columns_by_round(round_):
    cols = open_columns(round_)
    assert (cols.start, cols.stop - 1) == (max(1, round_ - 8), min(round_, 9))
    for column in range(1, 10):
        expected = "open" if column in cols else "hidden" if column < cols.start else "upcoming"
        assert column_state(round_, column) == expected


def test_timeline_in_play_17_rounds_then_over():
    state = new_state(2, seed=3)
    seen_rounds = []
    while not GAME.is_over(state):
        if state.round not in seen_rounds:
            seen_rounds.append(state.round)
        state = GAME.apply(state, GAME.legal_actions(state)[-1])
    assert seen_rounds == list(range(1, 18))
    assert state.round == 18
    assert all(column_state(18, c) == "hidden" for c in range(1, 10))


def test_data_has_109_cards_with_provenance():
    c = components()
    assert len(c.cards) == 109 and len(c.main_deck) == 101 and len(c.take_two_cards) == 8
    kinds = [k.kind for k in c.cards]
    counts = {k: kinds.count(k) for k in set(kinds)}
    assert counts == {
        "destination": 45,
        "bridge": 6,
        "half_stay": 12,
        "reschedule": 3,
        "identity_theft": 2,
        "time_travel": 3,
        "objective": 14,
        "ice_cream": 10,
        "photo": 6,
        "take_two": 8,
    }
    assert {c.cards[i].provenance for i in range(45)} == {"proposed"}
    assert sum(k.points for k in c.cards if k.kind == "destination") == 81
