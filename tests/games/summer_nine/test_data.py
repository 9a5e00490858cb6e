"""The data files load, and a broken one is reported with file, line and field."""

import shutil

import pytest

from tabletop.engine.data import DataError
from tabletop.games.summer_nine import components as module
from tabletop.resources import data_path

from .helpers import GAME, new_state


def load_from(tmp_path, monkeypatch, edit):
    for name in ("cards.yaml", "lookups.yaml", "constants.yaml"):
        shutil.copy(data_path("summer_nine", name), tmp_path / name)
    edit(tmp_path)
    monkeypatch.setattr(module, "_path", lambda name: tmp_path / name)
    return module.components.__wrapped__()


def test_shipped_data_loads():
    assert GAME.data_problem() is None


def test_bad_points_name_file_line_and_field(tmp_path, monkeypatch):
    def edit(folder):
        path = folder / "cards.yaml"
        text = path.read_text().replace("points: 3, provenance", "points: three, provenance", 1)
        path.write_text(text)

    with pytest.raises(DataError) as exc:
        load_from(tmp_path, monkeypatch, edit)
    assert "cards.yaml:" in str(exc.value) and "points" in str(exc.value)


def test_unknown_country_is_refused(tmp_path, monkeypatch):
    def edit(folder):
        path = folder / "cards.yaml"
        path.write_text(path.read_text().replace('country: "GR"', 'country: "FR"', 1))

    with pytest.raises(DataError) as exc:
        load_from(tmp_path, monkeypatch, edit)
    assert "unknown country 'FR'" in str(exc.value)


def test_take_two_row_must_fit_the_players(tmp_path, monkeypatch):
    def edit(folder):
        path = folder / "constants.yaml"
        path.write_text(path.read_text().replace("4: [1, 2, 2, 2]", "4: [1, 2, 2]"))

    with pytest.raises(DataError) as exc:
        load_from(tmp_path, monkeypatch, edit)
    assert "take_two_seats.4" in str(exc.value)


def test_rounds_must_match_the_columns(tmp_path, monkeypatch):
    def edit(folder):
        path = folder / "constants.yaml"
        path.write_text(path.read_text().replace("rounds: 17", "rounds: 12"))

    with pytest.raises(DataError) as exc:
        load_from(tmp_path, monkeypatch, edit)
    assert "facts.rounds" in str(exc.value)


def test_status_line():
    assert GAME.status(new_state(2)) == "Round 1 of 17"


BROKEN = [
    # (file, text in the shipped data, broken text, "file:line: field" the error starts with)
    ("cards.yaml", "points: 3, provenance", "points: 40, provenance", "cards.yaml:13: cards[4].points"),
    ("cards.yaml", "points: 3, provenance", "points: -1, provenance", "cards.yaml:13: cards[4].points"),
    ("constants.yaml", "4: [1, 2, 2, 2]", "4: [1, 2, 2, 9]", "constants.yaml:16: facts.take_two_seats.4[3]"),
    ("constants.yaml", "4: [1, 2, 2, 2]", "5: [1, 2, 2, 2, 1]", "constants.yaml:16: facts.take_two_seats.5"),
    ("constants.yaml", "4: [1, 2, 2, 2]", "4: [1, 2, 2]", "constants.yaml:16: facts.take_two_seats.4"),
    ("constants.yaml", "4: [1, 2, 2, 2]", "4: [2, 2, 2, 3]", "constants.yaml:16: facts.take_two_seats.4"),
    ("constants.yaml", "10, 15]", "10, -15]", "constants.yaml:18: facts.ice_cream_table[5]"),
    ("constants.yaml", "10, 15]", "10]", "constants.yaml:18: facts.ice_cream_table"),
    ("constants.yaml", "photo_majority_points: 6", "photo_majority_points: 600", "constants.yaml:19: facts.photo_majority_points"),
    ("constants.yaml", "rounds: 17", "rounds: 12", "constants.yaml:6: facts.rounds"),
    ("constants.yaml", "pool_columns: 9", "pool_columns: 8", "constants.yaml:9: facts.pool_columns"),
    ("constants.yaml", "seats_3p: [2, 3, 3]", "seats_3p: [2, 3]", "constants.yaml:25: proposed.take_two_seats_3p"),
    ("constants.yaml", "seats_3p: [2, 3, 3]", "seats_3p: [2, 3, 30]", "constants.yaml:25: proposed.take_two_seats_3p[2]"),
    ("constants.yaml", "valid_points: 2", "valid_points: -2", "constants.yaml:26: proposed.bridge_valid_points"),
    ("constants.yaml", "invalid_points: -2", "invalid_points: 2", "constants.yaml:27: proposed.bridge_invalid_points"),
    ("constants.yaml", "paired_points: 3", "paired_points: -3", "constants.yaml:28: proposed.half_stay_paired_points"),
    ("constants.yaml", "four_plus_max: 12", "four_plus_max: 5000", "constants.yaml:34: proposed.four_plus_max"),
    ("lookups.yaml", '  - {id: "plus_one", name: "+1 objectives", provenance: proposed}\n', "", "lookups.yaml:32: objective_kinds"),
]  # fmt: skip


@pytest.mark.parametrize("file, shipped, broken, where", BROKEN, ids=[b[3] for b in BROKEN])
def test_a_broken_value_names_file_line_and_field(
    tmp_path, monkeypatch, file, shipped, broken, where
):
    def edit(folder):
        path = folder / file
        text = path.read_text()
        assert shipped in text, "the shipped data changed: update this case"
        path.write_text(text.replace(shipped, broken, 1))

    with pytest.raises(DataError) as exc:
        load_from(tmp_path, monkeypatch, edit)
    assert str(exc.value).startswith(f"data/summer_nine/{where}: "), str(exc.value)


def test_the_title_screen_hears_of_a_broken_copy(tmp_path, monkeypatch):
    """``data_problem`` (what the title screen asks) gives the message of a broken copy."""
    for name in ("cards.yaml", "lookups.yaml", "constants.yaml"):
        shutil.copy(data_path("summer_nine", name), tmp_path / name)
    path = tmp_path / "constants.yaml"
    path.write_text(path.read_text().replace("valid_points: 2", "valid_points: 99", 1))
    monkeypatch.setattr(module, "_path", lambda name: tmp_path / name)
    module.components.cache_clear()
    try:
        problem = GAME.data_problem()
    finally:
        monkeypatch.undo()
        module.components.cache_clear()
        module.components()  # the shipped data again, for the tests that follow
    assert problem == (
        "data/summer_nine/constants.yaml:26: proposed.bridge_valid_points: "
        "must be at most 10, got 99"
    )


@pytest.mark.parametrize(
    "name,old,new,expected",
    [
        (
            "lookups.yaml",
            'months:\n  - {id: "JUN", name: "June", provenance: fact}\n'
            '  - {id: "JUL", name: "July", provenance: fact}\n'
            '  - {id: "AUG", name: "August", provenance: fact}\n',
            "months: []\n",
            "data/summer_nine/lookups.yaml:24: months: needs at least one entry",
        ),
        (
            "constants.yaml",
            "    4: [1, 2, 2, 2]\n",
            "",
            "data/summer_nine/constants.yaml:14: facts.take_two_seats: needs a row for 4 players",
        ),
        (
            "constants.yaml",
            "photo_majority_points: 6",
            "photo_majority_points: 99999",
            "data/summer_nine/constants.yaml:19: facts.photo_majority_points: must be at most 99",
        ),
        (
            "cards.yaml",
            "points: 3, provenance",
            "points: -3, provenance",
            "data/summer_nine/cards.yaml:13: cards[4].points: must be at least 0, got -3",
        ),
    ],
)
def test_cross_checks_and_ranges_name_file_line_and_field(
    tmp_path, monkeypatch, name, old, new, expected
):
    def edit(folder):
        path = folder / name
        text = path.read_text()
        assert old in text
        path.write_text(text.replace(old, new, 1))

    with pytest.raises(DataError) as exc:
        load_from(tmp_path, monkeypatch, edit)
    assert expected.split("/", 2)[2] in str(exc.value), str(exc.value)


def test_a_deck_too_small_for_the_pool_is_refused(tmp_path, monkeypatch):
    def edit(folder):
        path = folder / "cards.yaml"
        lines = path.read_text().splitlines(keepends=True)
        kept = [line for line in lines if "kind:" not in line or "take_two" in line]
        kept += [line for line in lines if "kind: photo" in line][:5]
        path.write_text("".join(kept))

    with pytest.raises(DataError) as exc:
        load_from(tmp_path, monkeypatch, edit)
    assert "cards.yaml:15: cards: 5 cards besides Take Two; the pool alone needs 18" in str(
        exc.value
    )
