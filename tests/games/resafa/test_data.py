"""Resafa's data files are range-checked and cross-checked on load: a broken value is
refused with ``file:line: field: message`` (issue #27's cases)."""

from __future__ import annotations

import shutil

import pytest

from tabletop.engine.data import DataError
from tabletop.games.resafa.components import catalogue
from tabletop.resources import data_path

FILES = (
    "action_cards.yaml",
    "bonus_cards.yaml",
    "canal_bonus.yaml",
    "canal_tiles.yaml",
    "constants.yaml",
    "map.yaml",
    "sack_cards.yaml",
    "solo_cards.yaml",
    "special_cards.yaml",
    "trading_tiles.yaml",
    "water.yaml",
    "workshops.yaml",
)


def load_with(tmp_path, monkeypatch, name: str, old: str, new: str) -> str:
    """The message of loading Resafa's data with ``old`` replaced by ``new`` in ``name``."""
    folder = tmp_path / "data" / "resafa"  # so messages name data/resafa/<file>
    folder.mkdir(parents=True)
    for file in FILES:
        shutil.copy(data_path("resafa", file), folder / file)
    path = folder / name
    text = path.read_text()
    assert old in text, old
    path.write_text(text.replace(old, new, 1))
    monkeypatch.setattr(catalogue, "_path", lambda file: folder / file)
    with pytest.raises(DataError) as exc:
        catalogue.components.__wrapped__()
    return str(exc.value)


CASES = [
    # file, text replaced, replacement, the whole message expected
    (
        "canal_bonus.yaml",
        'id: "CB3", count: 2',
        'id: "CB3", count: -3',
        "data/resafa/canal_bonus.yaml:7: bonus_tiles[2].count: must be at least 1, got -3",
    ),
    (
        "canal_bonus.yaml",
        'id: "CB3", count: 2',
        'id: "CB3", count: 99999',
        "data/resafa/canal_bonus.yaml:7: bonus_tiles[2].count: must be at most 9, got 99,999",
    ),
    (
        "constants.yaml",
        "start_coins: 2",
        "start_coins: 100000",
        "data/resafa/constants.yaml:14: facts.start_coins: must be at most 20, got 100,000",
    ),
    (
        "constants.yaml",
        "rain_after_rounds: [2, 4, 6]",
        "rain_after_rounds: [99, -4, 6]",
        "data/resafa/constants.yaml:8: facts.rain_after_rounds[0]: must be at most 12, got 99",
    ),
    (
        "constants.yaml",
        "rain_after_rounds: [2, 4, 6]",
        "rain_after_rounds: [2, -4, 6]",
        "data/resafa/constants.yaml:8: facts.rain_after_rounds[1]: must be at least 1, got -4",
    ),
    (
        "constants.yaml",
        "rain_after_rounds: [2, 4, 6]",
        "rain_after_rounds: [2, 4, 7]",
        "data/resafa/constants.yaml:8: facts.rain_after_rounds[2]: "
        "round 7 is after the last round (6)",
    ),
    (
        "constants.yaml",
        "rain_after_rounds: [2, 4, 6]",
        "rain_after_rounds: []",
        "data/resafa/constants.yaml:8: facts.rain_after_rounds: needs at least one rain",
    ),
    (
        "constants.yaml",
        "rounds: 6",
        "rounds: 0",
        "data/resafa/constants.yaml:5: facts.rounds: must be at least 1, got 0",
    ),
    (
        "constants.yaml",
        "rounds: 6",
        "rounds: 7",
        "data/resafa/constants.yaml:25: facts.pink_bonus_by_round: "
        "one per round: 7 rounds, 6 given",
    ),
    (
        "constants.yaml",
        "resource_vp_per: 5",
        "resource_vp_per: 0",
        "data/resafa/constants.yaml:42: facts.resource_vp_per: must be at least 1, got 0",
    ),
    (
        "constants.yaml",
        "water_cubes_small: 8",
        "water_cubes_small: 7",
        "data/resafa/water.yaml:37: sides[1].sources: "
        "one source per water cube: constants.yaml gives 7",
    ),
    (
        "bonus_cards.yaml",
        'cards: ["E2", "E3", "E5", "E5", "E10", "E10", "E11", "X-B1", "X-B1"]',
        "cards: []",
        "data/resafa/bonus_cards.yaml:40: decks[0].cards: a deck needs cards",
    ),
    (
        "map.yaml",
        "gate_toll: 1",
        "gate_toll: 99999",
        "data/resafa/map.yaml:8: gate_toll: must be at most 20, got 99,999",
    ),
    (
        "solo_cards.yaml",
        "pillar: 4}",
        "pillar: 0}",
        "data/resafa/solo_cards.yaml:11: cards[4].pillar: points at one of the 4 palm cells",
    ),
]


@pytest.mark.parametrize("name,old,new,expected", CASES, ids=[c[2][:24] for c in CASES])
def test_a_value_out_of_range_is_refused_with_file_line_and_field(
    tmp_path, monkeypatch, name, old, new, expected
):
    assert load_with(tmp_path, monkeypatch, name, old, new).startswith(expected)


def test_an_empty_sack_deck_is_refused_on_its_line(tmp_path, monkeypatch):
    text = (data_path("resafa", "sack_cards.yaml")).read_text()
    body = text[text.index("sack_cards:") :]
    message = load_with(tmp_path, monkeypatch, "sack_cards.yaml", body, "sack_cards: []\n")
    assert message == "data/resafa/sack_cards.yaml:4: sack_cards: needs at least one sack card"


def test_the_shipped_data_loads_within_its_ranges():
    from tabletop.games.resafa.game import GAME

    assert GAME.data_problem() is None
