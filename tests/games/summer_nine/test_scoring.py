"""Scoring: the rulebook's numbers and the worked examples of the components document
(5.3), with the engine choosing each reading to the player's best total (S9-3)."""

import dataclasses

from tabletop.games.summer_nine.scoring import (
    ice_cream_points,
    photo_points,
    score_schedule,
    seat_score,
)

from .helpers import GAME, arrange, cards, new_state, schedule


def line(score, label):
    found = [x for x in score.lines if x.label == label]
    assert found, f"no line {label!r} in {score.lines}"
    return found[0]


def test_four_in_a_row_across_two_months_scores_8():
    s = schedule("DST-ES-BEA-1", "DST-ES-BEA-2", "DST-ES-CIT-1", "DST-ES-CIT-2", *[None] * 5)
    assert line(score_schedule(s, cards("OBJ-4P-ES")), "4+ in Spain").points == 8


def test_five_cards_in_slots_3_to_7_score_12():
    s = schedule(
        None,
        None,
        "DST-ES-BEA-1",
        "DST-ES-BEA-2",
        "DST-ES-CIT-1",
        "DST-ES-CIT-2",
        "DST-ES-MTN-1",
        None,
        None,
    )
    assert line(score_schedule(s, cards("OBJ-4P-ES")), "4+ in Spain").points == 12


def test_three_in_a_row_do_not_score_4_plus():
    s = schedule("DST-ES-BEA-1", "DST-ES-BEA-2", "DST-ES-CIT-1", *[None] * 6)
    assert line(score_schedule(s, cards("OBJ-4P-ES")), "4+ in Spain").points == 0


def test_two_runs_of_four_count_months_once_or_per_run():
    s = schedule(
        "DST-ES-BEA-1",
        "DST-ES-BEA-2",
        "DST-ES-CIT-1",
        "DST-ES-CIT-2",
        "DST-IT-CIT-1",
        "DST-ES-MTN-1",
        "DST-ES-MTN-2",
        "DST-ES-BEA-3",
        "DST-ES-BEA-4",
    )
    objective = cards("OBJ-4P-ES")
    assert line(score_schedule(s, objective), "4+ in Spain").points == 12
    assert line(score_schedule(s, objective, "per_run"), "4+ in Spain").points == 16


def test_ice_cream_table():
    flavours = ["ICE-STR-1", "ICE-LEM-1", "ICE-COC-1", "ICE-PIS-1", "ICE-CHO-1"]
    assert ice_cream_points(()) == (0, 0)
    expected = [1, 3, 6, 10, 15]
    for n in range(1, 6):
        assert ice_cream_points(cards(*flavours[:n])) == (expected[n - 1], n)


def test_duplicate_flavours_add_nothing():
    assert ice_cream_points(cards("ICE-STR-1", "ICE-STR-2", "ICE-LEM-1")) == (3, 2)


def test_photo_majority_and_split():
    assert photo_points((cards("PHO-1", "PHO-2"), cards("PHO-3"))) == (6, 0)
    assert photo_points((cards("PHO-1"), cards("PHO-2"), ())) == (3, 3, 0)
    assert photo_points((cards("PHO-1"), cards("PHO-2"), cards("PHO-3"))) == (2, 2, 2)
    four = (cards("PHO-1"), cards("PHO-2"), cards("PHO-3"), cards("PHO-4"))
    assert photo_points(four) == (1, 1, 1, 1)
    assert photo_points(((), ())) == (0, 0)


def test_three_half_stays_in_a_row_keep_one_pair():
    s = schedule(None, None, None, "HES-ES-1", "HES-ES-2", "HES-ES-3", None, None, None)
    score = score_schedule(s)
    assert len(score.pairs) == 1 and score.total == 6
    assert len(score.removed) == 1 and score.removed[0] in (4, 6)


def test_three_half_stays_keep_the_better_end():
    # Half stays in slots 3, 4 and 5: pairing 3-4 completes June in Spain, pairing 4-5
    # does not; the engine keeps 3-4 and drops slot 5.
    s = schedule(
        "DST-ES-BEA-1",
        "DST-ES-CIT-1",
        "HES-ES-1",
        "HES-ES-2",
        "HES-ES-3",
        None,
        None,
        None,
        None,
    )
    score = score_schedule(s, cards("OBJ-CM-ES"))
    assert score.pairs == ((3, 4),)
    assert line(score, "Complete Month in Spain").points == 5


def test_two_any_country_half_stays_share_one_country():
    # E4: read as Greece, the run 1-5 touches June and July.
    s = schedule(
        "DST-GR-BEA-1",
        "DST-GR-BEA-2",
        "HES-ANY-1",
        "HES-ANY-2",
        "DST-GR-CIT-1",
        "DST-IT-CIT-1",
        None,
        None,
        None,
    )
    score = score_schedule(s, cards("OBJ-4P-GR"))
    assert score.any_countries == ((3, "GR"), (4, "GR"))
    assert line(score, "4+ in Greece").points == 8
    assert line(score, "Half stays").points == 6
    assert "Any Country" in line(score, "Half stays").detail
    assert score.total == 4 + 6 + 8


def test_bridge_between_two_countries_is_removed_and_breaks_the_month():
    s = schedule("DST-ES-BEA-1", "BRG-1", "DST-IT-CIT-1", *[None] * 6)
    score = score_schedule(s, cards("OBJ-CM-ALLC"))
    assert score.bridges == ((2, None),)
    assert line(score, "Bridge").points == -2
    assert score.complete_months == 0
    assert line(score, "Complete Month in All Countries").points == 0
    assert score.total == 2 - 2


def test_valid_bridge_counts_as_its_country_and_a_missing_type():
    # E2: June = Spain Beach, bridge, Spain City.
    s = schedule("DST-ES-BEA-1", "BRG-1", "DST-ES-CIT-1", *[None] * 6)
    held = cards("OBJ-CM-ES", "OBJ-HT-ALLT", "OBJ-CM-ALLC", "OBJ-HT-BEA")
    score = score_schedule(s, held)
    assert score.bridges == ((2, "ES"),)
    assert line(score, "Complete Month in Spain").points == 5
    assert line(score, "Complete Month of All Holiday Types").points == 4
    assert (
        "bridge in slot 2 as Mountain" in line(score, "Complete Month of All Holiday Types").detail
    )
    assert line(score, "Complete Month in All Countries").points == 0
    assert line(score, "Complete Month of Beach").points == 0
    assert score.total == 2 + 2 + 5 + 4


def test_bridge_type_changes_per_objective():
    s = schedule("DST-ES-BEA-1", "BRG-1", "DST-ES-BEA-2", *[None] * 6)
    score = score_schedule(s, cards("OBJ-HT-BEA", "OBJ-P1-BEA"))
    assert line(score, "Complete Month of Beach").points == 5
    assert "bridge in slot 2 as Beach" in line(score, "Complete Month of Beach").detail
    assert line(score, "+1 for Beach").points == 2  # bridges never count for +1


def test_fewer_pairs_can_score_more_e1():
    s = schedule(
        "DST-ES-BEA-1",
        "DST-IT-CIT-1",
        "HES-IT-1",
        "HES-ANY-1",
        "BRG-1",
        "HES-GR-1",
        "HES-GR-2",
        "DST-ES-MTN-1",
        "DST-IT-BEA-1",
    )
    with_objective = score_schedule(s, cards("OBJ-CM-GR"))
    assert with_objective.total == 17
    assert with_objective.pairs == ((4, 6),)
    assert with_objective.any_countries == ((4, "GR"),)
    without = score_schedule(s)
    assert without.total == 14
    assert without.pairs == ((3, 4), (6, 7))


def test_unpaired_half_stay_is_removed_and_breaks_the_month():
    s = schedule("DST-ES-BEA-1", "DST-ES-CIT-1", "HES-ES-1", *[None] * 6)
    score = score_schedule(s, cards("OBJ-CM-ES"))
    assert score.removed == (3,)
    assert score.complete_months == 0
    assert line(score, "Complete Month in Spain").points == 0


def test_half_stay_month_never_scores_a_holiday_type_month():
    s = schedule("DST-ES-BEA-1", "HES-ES-1", "HES-ES-2", *[None] * 6)
    score = score_schedule(s, cards("OBJ-HT-BEA", "OBJ-CM-ES"))
    assert line(score, "Complete Month of Beach").points == 0
    assert line(score, "Complete Month in Spain").points == 5


def test_final_result_breakdown_and_tie_break():
    state = new_state(2)
    same = ("DST-ES-BEA-5", "DST-ES-BEA-1", None, None, None, None, None, None, None)
    other = ("DST-IT-BEA-1", "DST-IT-BEA-2", "DST-IT-BEA-3", None, None, None, None, None, None)
    state = arrange(
        state,
        schedules={0: schedule(*same), 1: schedule(*other)},
        hands={0: ("PHO-1",), 1: ("PHO-2",)},
    )
    state = dataclasses.replace(state, phase="over", round=18)
    result = GAME.result(state)
    assert result.totals == (4 + 3, 4 + 3)
    # equal totals and destination points: the complete month breaks the tie
    assert result.ranks == (2, 1)
    assert any("broken by printed destination points" in note for note in result.notes)
    labels = [label for label, _ in result.breakdown[0]]
    assert "Destinations" in labels and any(x.startswith("Photos") for x in labels)
    assert seat_score(state, 0).total == 7


def test_worst_case_search_is_115_readings():
    s = schedule(
        "HES-ES-1",
        "HES-ES-2",
        "HES-ES-3",
        "HES-ANY-1",
        "HES-ANY-2",
        "HES-ANY-3",
        "HES-IT-1",
        "HES-IT-2",
        "HES-IT-3",
    )
    score = score_schedule(s)
    assert score.readings_tried == 115
    assert len(score.pairs) == 4 and score.total == 24


def test_unpaired_half_stay_cannot_validate_a_bridge():
    s = schedule("DST-ES-BEA-1", "BRG-1", "HES-ES-1", *[None] * 6)
    score = score_schedule(s)
    assert score.bridges == ((2, None),) and score.removed == (2, 3)
    assert score.total == 1 - 2


def test_bridge_chain_and_edge_bridges():
    chain = schedule("DST-IT-BEA-1", "BRG-1", "BRG-2", "DST-IT-CIT-1", *[None] * 5)
    assert score_schedule(chain).bridges == ((2, "IT"), (3, "IT"))
    edge = schedule("BRG-1", "DST-IT-BEA-1", *[None] * 6, "BRG-2")
    assert score_schedule(edge).bridges == ((1, None), (9, None))


def test_bridge_between_two_any_country_half_stays():
    s = schedule("HES-ANY-1", "BRG-1", "HES-ANY-2", *[None] * 6)
    score = score_schedule(s, cards("OBJ-CM-IT"))
    assert score.pairs == ((1, 3),) and score.bridges == ((2, "IT"),)
    assert line(score, "Complete Month in Italy").points == 5


def test_shared_win_when_every_tie_break_is_equal():
    state = new_state(2)
    state = arrange(
        state,
        schedules={
            0: schedule("DST-ES-BEA-1", *[None] * 8),
            1: schedule("DST-IT-BEA-1", *[None] * 8),
        },
    )
    state = dataclasses.replace(state, phase="over", round=18)
    result = GAME.result(state)
    assert result.ranks == (1, 1)
    assert any("still equal" in note for note in result.notes)
