"""The data files load, and a broken one is reported with file, line and field."""

import shutil

import pytest

from tabletop.engine.data import DataError
from tabletop.games.summer_nine import components as module
from tabletop.resources import data_path

from .helpers import GAME


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
    from .helpers import new_state

    assert GAME.status(new_state(2)) == "Round 1 of 17"
