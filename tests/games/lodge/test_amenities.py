"""Each amenity's condition with a lodge that fulfils it and one that does not."""

import pytest

from tabletop.games.lodge.components import components
from tabletop.games.lodge.scoring import amenity_status, breakdown, is_met
from tabletop.games.lodge.state import space
from tabletop.games.lodge.text import condition_text

from .helpers import amenity_index, guest_id, make_lodge

RB1A, RB1B, RB2A, RB2B = (
    guest_id("RB", 1, 0),
    guest_id("RB", 1, 1),
    guest_id("RB", 2, 0),
    guest_id("RB", 2, 1),
)
RB3, RB4 = guest_id("RB", 3), guest_id("RB", 4)

# amenity id: (passing lodge, failing lodge); a lodge is (rows top floor first, with the
# amenity drawn as "#", and guests by (floor, column)).
CASES = {
    "A01": ((["R#R"], {}), (["R#B"], {})),
    "A02": (([".B", "B#"], {}), (["B#R"], {})),
    "A03": ((["G#G"], {}), (["G#."], {})),
    "A04": ((["Y#Y"], {}), (["YY#B"], {})),
    "A05": ((["P#P"], {}), (["P#B"], {})),
    "A06": ((["RRRR#"], {}), (["RRRR#R"], {})),
    "A07": ((["#BBBB"], {}), (["#BBB"], {})),
    "A08": ((["GG", "GGRR#"], {}), (["G", "GGGG#"], {})),
    "A09": ((["YYYY#"], {}), (["YYYB#"], {})),
    "A10": ((["PPPP#"], {}), (["P", "PPPP#"], {})),
    "A11": ((["RBG#", "RBGY", "RBGY", "RBGY"], {}), (["R.B#", "RBGY", "RBGY", "RBGY"], {})),
    "A12": ((["RBGY#"], {}), (["RBG.#"], {})),
    "A13": ((["#", "R", "R", "R"], {}), (["#", "R", "R"], {})),
    "A14": ((["R", "R", "#", "R"], {}), (["R", "#", "R"], {})),
    "A15": (
        (["RB#", "RBG"], {(1, 1): RB1A, (1, 2): RB1B, (2, 1): RB2A, (2, 2): RB2B}),
        (["RB#", "RBG"], {(1, 1): RB1A, (1, 2): RB1B, (2, 1): RB2A, (2, 2): RB3}),
    ),
    "A16": (
        (["R", "R", "R", "R#"], {(1, 1): RB1A, (2, 1): RB2A, (3, 1): RB3, (4, 1): RB4}),
        (["R", "R", "R", "R#"], {(1, 1): RB1A, (2, 1): RB2A, (3, 1): RB3}),
    ),
    "A17": ((["RBGYP#"], {}), (["RBGYR#"], {})),
    "A18": ((["R#B"], {(1, 1): RB1A, (1, 3): RB1B}), (["R#B"], {(1, 1): RB1A})),
    "A19": (([".G", "R#B"], {}), ([".R", "R#B"], {})),
    "A20": ((["#GGG"], {}), (["GG#G"], {})),
}


def lodge_for(amenity_id, case):
    """The lodge and the (floor, column) of its one amenity."""
    rows, guests = case
    where = next(
        (len(rows) - top, row.index("#") + 1) for top, row in enumerate(rows) if "#" in row
    )
    return make_lodge(rows, amenities={where: amenity_id}, guests=guests), where


def test_every_amenity_has_a_case():
    assert sorted(CASES) == sorted(a.spec.id for a in components().amenities)


@pytest.mark.parametrize("amenity_id", sorted(CASES))
def test_amenity_condition_passes(amenity_id):
    lodge, where = lodge_for(amenity_id, CASES[amenity_id][0])
    assert is_met(lodge, space(*where), components().amenities[amenity_index(amenity_id)])


@pytest.mark.parametrize("amenity_id", sorted(CASES))
def test_amenity_condition_fails(amenity_id):
    lodge, where = lodge_for(amenity_id, CASES[amenity_id][1])
    assert not is_met(lodge, space(*where), components().amenities[amenity_index(amenity_id)])


def test_the_game_room_needs_at_least_two_neighbouring_rooms():
    lodge = make_lodge(["R#"], amenities={(1, 2): "A18"}, guests={(1, 1): RB1A})
    assert not is_met(lodge, space(1, 2), components().amenities[amenity_index("A18")])


def test_an_exact_count_can_be_broken_later():
    met = make_lodge(["RRRR#"], amenities={(1, 5): "A06"})
    broken = make_lodge(["RRRR#R"], amenities={(1, 5): "A06"})
    assert breakdown(met)[2] == ("amenities", 5)
    assert breakdown(broken)[2] == ("amenities", 0)


def test_the_checklist_lists_every_amenity_in_the_lodge():
    lodge = make_lodge(["#", "R#R"], amenities={(1, 2): "A01", (2, 1): "A13"})
    status = amenity_status(lodge)
    assert [(i, components().amenities[a].spec.id, ok) for i, a, ok in status] == [
        (space(1, 2), "A01", True),
        (space(2, 1), "A13", False),
    ]


def test_conditions_have_words_with_icons():
    hot_tub = components().amenities[amenity_index("A02")]
    assert condition_text(hot_tub) == "at least 2 blue (snowflake) rooms next to it"
    for amenity in components().amenities:
        assert condition_text(amenity)
