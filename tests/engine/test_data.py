"""Every kind of bad YAML gives ``file:line: field: what is wrong``."""

from dataclasses import dataclass
from typing import Annotated, Literal

import pytest

from tabletop.engine.data import (
    DataError,
    Range,
    check_refs,
    check_unique,
    load_record,
    load_records,
    load_records_with_lines,
)


@dataclass(frozen=True)
class Amenity:
    id: str
    points: int
    colours: tuple[str, ...] = ()
    floor: int | None = None
    kind: Literal["room", "guest"] = "room"
    provenance: Literal["printed", "proposed"] = "printed"


@dataclass(frozen=True)
class Settings:
    rounds: int
    weights: dict[str, float]


def write(tmp_path, text, name="amenities.yaml"):
    folder = tmp_path / "data" / "lodge"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text)
    return path


GOOD = """\
- id: "pool"
  points: 3
  colours: ["red", "blue"]
- id: "spa"
  points: 2
  floor: 4
  provenance: proposed
"""


def test_good_file_loads_into_frozen_records(tmp_path):
    records = load_records(write(tmp_path, GOOD), Amenity)
    assert records == (
        Amenity("pool", 3, ("red", "blue")),
        Amenity("spa", 2, (), 4, provenance="proposed"),
    )
    with pytest.raises(AttributeError):
        records[0].points = 5  # type: ignore[misc]


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            '- id: "pool"\n  points: three\n',
            "data/lodge/amenities.yaml:2: item[0].points: expected an integer, got str 'three'",
        ),
        (
            '- id: "pool"\n  points: 3\n  colour: red\n',
            "data/lodge/amenities.yaml:3: item[0].colour: unknown field",
        ),
        ('- id: "pool"\n', "data/lodge/amenities.yaml:1: item[0].points: missing"),
        (
            "- id: NO\n  points: 1\n",
            "data/lodge/amenities.yaml:1: item[0].id: expected a string, got false (quote it",
        ),
        (
            '- id: "a"\n  points: 1\n  kind: bath\n',
            "data/lodge/amenities.yaml:3: item[0].kind: expected one of 'room', 'guest', got 'bath'",
        ),
        (
            '- id: "a"\n  points: 1\n  colours: red\n',
            "data/lodge/amenities.yaml:3: item[0].colours: expected a list",
        ),
        ('- id: "a"\n  points: 1\n  colours: [red, 3]\n', "item[0].colours[1]: expected a string"),
        ('- id: "a"\n  points: true\n', "item[0].points: expected an integer, got true"),
        (
            '- id: "a"\n  points: 1\n  points: 2\n',
            "data/lodge/amenities.yaml:3: points: duplicate key",
        ),
        ('- id: "a"\n  points: [1\n', "data/lodge/amenities.yaml:3: YAML syntax"),
        ('id: "a"\n', "data/lodge/amenities.yaml:1: expected a list of records"),
        ("- just a string\n", "data/lodge/amenities.yaml:1: item[0]: expected a mapping (Amenity)"),
    ],
)
def test_bad_yaml_messages(tmp_path, text, expected):
    with pytest.raises(DataError) as info:
        load_records(write(tmp_path, text), Amenity)
    assert expected in str(info.value)


def test_missing_file_is_named(tmp_path):
    with pytest.raises(DataError, match="nothing.yaml: cannot read the file"):
        load_records(tmp_path / "nothing.yaml", Amenity)


def test_dict_fields_and_single_record(tmp_path):
    path = write(tmp_path, "rounds: 12\nweights:\n  money: 1.5\n  houses: 2\n", "settings.yaml")
    assert load_record(path, Settings) == Settings(12, {"money": 1.5, "houses": 2.0})
    path = write(tmp_path, "rounds: 12\nweights:\n  money: lots\n", "settings.yaml")
    with pytest.raises(DataError, match="settings.yaml:3: weights.money: expected a number"):
        load_record(path, Settings)


def test_broken_reference_names_file_and_line(tmp_path):
    path = write(tmp_path, GOOD.replace('"blue"', '"teal"'))
    records, lines = load_records_with_lines(path, Amenity)
    with pytest.raises(DataError, match=r"amenities.yaml:1: colours: unknown colour 'teal'"):
        check_refs(
            records, "colours", {"red", "blue"}, "data/lodge/amenities.yaml", lines, what="colour"
        )


def test_duplicate_ids(tmp_path):
    path = write(tmp_path, GOOD.replace('"spa"', '"pool"'))
    records, lines = load_records_with_lines(path, Amenity)
    with pytest.raises(DataError, match=r"amenities.yaml:4: id: duplicate id 'pool'"):
        check_unique(records, "id", "data/lodge/amenities.yaml", lines)


def test_unsafe_yaml_tags_are_refused(tmp_path):
    path = write(tmp_path, '- !!python/object/apply:os.system ["echo hi"]\n')
    with pytest.raises(DataError, match="amenities.yaml:1"):
        load_records(path, Amenity)


# --- hostile data: NUL bytes, absurd numbers, unknown top-level keys (issue #9) -------------
@dataclass(frozen=True)
class Room:
    id: str
    count: Annotated[int, Range(1, 40)]
    width: Annotated[int, Range(min=1)] = 1
    weight: float = 1.0
    sizes: tuple[Annotated[int, Range(0, 9)], ...] = ()


def test_a_nul_byte_names_the_file_and_line(tmp_path):
    path = write(tmp_path, 'rooms:\n  - id: "a"\n    count: 3\x00\n', "rooms.yaml")
    with pytest.raises(DataError) as info:
        load_records(path, Room, "rooms")
    assert str(info.value) == "data/lodge/rooms.yaml:3: a NUL byte is not allowed in a YAML file"


@pytest.mark.parametrize(
    "entry, expected",
    [
        ("count: 0", "rooms.yaml:3: rooms[0].count: must be at least 1, got 0"),
        ("count: 41", "rooms[0].count: must be at most 40, got 41"),
        ("count: 3\n    width: 0", "rooms.yaml:4: rooms[0].width: must be at least 1, got 0"),
        ("count: 3\n    width: 1000000000000000000000000000000", "must be at most 100,000"),
        ("count: 3\n    weight: .inf", "rooms[0].weight: expected a finite number, got inf"),
        ("count: 3\n    weight: -1.0e+300", "must be at least -100,000"),
        ("count: 3\n    sizes: [1, 10]", "rooms[0].sizes[1]: must be at most 9, got 10"),
    ],
)
def test_numbers_out_of_range_are_refused_with_file_line_and_field(tmp_path, entry, expected):
    path = write(tmp_path, f'rooms:\n  - id: "a"\n    {entry}\n', "rooms.yaml")
    with pytest.raises(DataError) as info:
        load_records(path, Room, "rooms")
    assert expected in str(info.value)


def test_every_integer_has_a_ceiling_even_without_a_range(tmp_path):
    path = write(tmp_path, '- id: "pool"\n  points: 1000000000000000000000000000000\n')
    with pytest.raises(
        DataError, match=r"amenities.yaml:2: item\[0\].points: must be at most 100,000"
    ):
        load_records(path, Amenity)


def test_unknown_top_level_keys_are_errors(tmp_path):
    text = 'rooms:\n  - id: "a"\n    count: 3\nroomz:\n  - id: "b"\n'
    path = write(tmp_path, text, "rooms.yaml")
    with pytest.raises(DataError) as info:
        load_records(path, Room, "rooms")
    assert str(info.value) == (
        "data/lodge/rooms.yaml:5: roomz: unknown top-level key (known: rooms)"
    )
    # a file read in parts names its other sections
    assert load_records(path.with_name("rooms.yaml"), Room, "rooms", also=("roomz",))


def test_a_file_of_nesting_or_size_beyond_reason_is_a_data_error(tmp_path):
    path = write(tmp_path, "[" * 50_000 + "]" * 50_000, "rooms.yaml")
    with pytest.raises(DataError, match="rooms.yaml"):
        load_records(path, Room)


def test_a_data_file_that_is_a_pipe_or_a_device_is_refused_without_blocking(tmp_path):
    import os

    folder = tmp_path / "data" / "lodge"
    folder.mkdir(parents=True)
    os.mkfifo(folder / "rooms.yaml")
    with pytest.raises(DataError, match="rooms.yaml: cannot read the file \\(it is a pipe"):
        load_records(folder / "rooms.yaml", Room, "rooms")
    os.symlink("/dev/zero", folder / "zero.yaml")
    with pytest.raises(DataError, match="zero.yaml: cannot read the file \\(it is a device"):
        load_records(folder / "zero.yaml", Room, "rooms")
