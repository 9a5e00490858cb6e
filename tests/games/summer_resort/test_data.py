"""The data files: loading, provenance tags, and clear errors."""

from pathlib import Path

import pytest

from tabletop.engine.data import DataError, load_records_with_lines
from tabletop.games.summer_resort.components import Weather, components
from tabletop.resources import data_path


def test_components_load_and_match_the_book():
    comp = components()
    assert {v.id: (v.value, v.count) for v in comp.vacationers} == {
        "student": (100, 44),
        "convalescent": (200, 36),
        "socialite": (300, 30),
    }
    assert {h.id: (h.points, h.count) for h in comp.houses} == {
        "cottage": (2, 22),
        "villa": (3, 18),
        "pension": (5, 14),
    }
    assert sum(w.count for w in comp.weather) == 13
    assert comp.weather_card("storm").count == 1
    assert comp.setup.rounds == 12 and comp.setup.rounds_with_five == 10


def test_our_own_designs_are_tagged_proposed():
    comp = components()
    for card in comp.weather:
        assert card.provenance == ("fact" if card.id == "storm" else "proposed")
    forests = [i for i in comp.investments if i.card == "forest"]
    assert all(i.provenance == "proposed" for i in forests)
    assert comp.setup.proposed_provenance == "proposed"


def test_the_players_rules_summary_exists_with_headings_and_bullets():
    text = data_path("summer_resort", "rules.md").read_text(encoding="utf-8")
    assert text.startswith("# Summer Resort")
    assert text.count("\n# ") >= 5 and text.count("\n- ") >= 40


def test_a_broken_record_names_file_line_and_field(tmp_path: Path):
    path = tmp_path / "data" / "summer_resort" / "weather.yaml"
    path.parent.mkdir(parents=True)
    good = data_path("summer_resort", "weather.yaml").read_text(encoding="utf-8")
    path.write_text(good.replace("cottage: 1\n", "cottage: one\n", 1), encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_records_with_lines(path, Weather, "weather")
    message = str(info.value)
    assert message.startswith("data/summer_resort/weather.yaml:")
    assert "cottage: expected an integer" in message
