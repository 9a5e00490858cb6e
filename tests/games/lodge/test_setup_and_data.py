"""Set-up, the data files and the game's metadata."""

from pathlib import Path

import pytest
import yaml

from tabletop.engine import Config
from tabletop.engine.data import DataError, load_records
from tabletop.games.lodge import GAME
from tabletop.games.lodge.components import AmenitySpec, components
from tabletop.games.lodge.state import BUILD, EMPTY, space
from tabletop.resources import data_path


def test_metadata():
    assert GAME.id == "lodge" and GAME.title == "Lodge"
    assert GAME.designer == "Peter McPherson"
    assert (GAME.min_players, GAME.max_players) == (1, 4)
    assert GAME.modes == ("standard", "solo") and GAME.solo_modes == ("solo",)
    assert GAME.play_time and GAME.blurb


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_setup(players):
    mode = "solo" if players == 1 else "standard"  # one player plays the solo mode
    state = GAME.new(Config.default(players, seed=11, mode=mode))
    assert EMPTY not in state.room_display and len(state.room_display) == 16
    assert EMPTY not in state.guest_display and len(state.guest_display) == 4
    assert EMPTY not in state.amenity_display and len(state.amenity_display) == 4
    assert len(state.room_bag) == 125 - 16 - players  # ruling LO-1: 125 tiles (was 100)
    assert len(state.guest_bag) == 80 - 4 - players
    assert len(state.amenity_stack) == 20 - 4
    for lodge in state.lodges:
        assert lodge.rooms[space(1, 1)] != EMPTY and lodge.tile_count() == 1
        assert lodge.valet != EMPTY and lodge.refresh_tokens == 1
        assert lodge.guest_count() == 0
    assert 0 <= state.first < players and state.current == state.first
    assert state.phase == BUILD and GAME.actor(state) == state.first


def test_same_seed_same_setup_and_seeds_differ():
    a = GAME.new(Config.default(3, seed=4))
    assert a == GAME.new(Config.default(3, seed=4))
    assert a != GAME.new(Config.default(3, seed=5))


def test_the_first_player_is_random():
    firsts = {GAME.new(Config.default(4, seed=s)).first for s in range(40)}
    assert firsts == {0, 1, 2, 3}


def test_an_unknown_mode_is_refused():
    with pytest.raises(ValueError, match="no mode"):
        GAME.new(Config.default(2, mode="coop"))


def test_component_counts():
    c = components()
    assert len(c.colours) == 5
    # ruling LO-1: 25 tiles of each colour (was 20)
    assert len(c.rooms) == 125 and all(c.rooms.count(k) == 25 for k in range(5))
    assert len(c.guests) == 80 and all(g.a != g.b for g in c.guests)
    assert {g.floor for g in c.guests} == {1, 2, 3, 4}
    assert len(c.amenities) == 20 and {a.points for a in c.amenities} <= {3, 4, 5}


@pytest.mark.parametrize(
    "name, key",
    [
        ("colours.yaml", "colours"),
        ("rooms.yaml", "rooms"),
        ("guests.yaml", "guests"),
        ("amenities.yaml", "amenities"),
    ],
)
def test_our_own_design_is_marked_proposed(name, key):
    records = yaml.safe_load(data_path("lodge", name).read_text(encoding="utf-8"))[key]
    assert records and all(r["provenance"] == "proposed" for r in records)


def test_constants_say_which_are_facts():
    data = yaml.safe_load(data_path("lodge", "constants.yaml").read_text(encoding="utf-8"))
    assert data["facts"]["provenance"] == "fact"
    assert data["proposed"]["provenance"] == "proposed"
    assert data["proposed"]["lodge_width"] == components().width == 10  # LO-1 (was 6)


def test_a_broken_amenity_file_names_file_line_and_field(tmp_path: Path):
    bad = tmp_path / "data" / "lodge" / "amenities.yaml"
    bad.parent.mkdir(parents=True)
    bad.write_text(
        "amenities:\n"
        '  - {id: "A01", name: "X", condition: on_floor, floor: 4, points: 3, icon: "i"}\n'
        '  - {id: "A02", name: "Y", condition: on_floor, floor: 4, points: three, icon: "i"}\n',
        encoding="utf-8",
    )
    with pytest.raises(DataError) as err:
        load_records(bad, AmenitySpec, "amenities")
    assert str(err.value).startswith("data/lodge/amenities.yaml:3: amenities[1].points")


def test_rules_summary_exists_with_headings_and_bullets():
    text = data_path("lodge", "rules.md").read_text(encoding="utf-8")
    assert text.startswith("# ")
    assert sum(line.startswith("- ") for line in text.splitlines()) >= 15
    for words in ("elevator", "valet", "refresh token", "12", "amenit", "solo"):
        assert words in text.lower()
