"""The component data: counts from the rulebook, shapes and layouts as proposed."""

from tabletop.games.indian_summer.components import components
from tabletop.games.indian_summer.components.shapes import orientations, parse_pattern
from tabletop.resources import data_path


def test_leaf_tiles_are_17_green_threes_29_yellow_fours_29_red_fives():
    cat = components()
    colours = [t.colour for t in cat.tiles.values()]
    assert (colours.count("green"), colours.count("yellow"), colours.count("red")) == (17, 29, 29)
    assert sum(len(parse_pattern(t.pattern)[0]) for t in cat.tiles.values()) == 312


def test_every_leaf_tile_has_exactly_one_hole_and_is_connected():
    for tile in components().tiles.values():
        cells, hole = parse_pattern(tile.pattern)
        assert hole in cells
        seen, todo = {cells[0]}, [cells[0]]
        while todo:
            r, c = todo.pop()
            for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if n in cells and n not in seen:
                    seen.add(n)
                    todo.append(n)
        assert len(seen) == len(cells), tile.id


def test_red_tiles_are_29_different_shapes_with_holes():
    reds = [t.pattern for t in components().tiles.values() if t.colour == "red"]
    assert len({orientations(p)[0] for p in reds}) == 29
    assert len({frozenset(orientations(p)) for p in reds}) == 29


def test_animals_are_20_tiles_in_7_kinds_with_three_set_up_treasures():
    cat = components()
    assert len(cat.animals) == 7
    assert sum(a.copies for a in cat.animals) == 20
    bonus = {a.id: a.bonus for a in cat.animals if a.bonus}
    assert set(bonus) == {"raccoon", "fox", "badger"}
    hedgehog = cat.animal("hedgehog")
    assert len(parse_pattern(hedgehog.shape)[0]) == 4


def test_treasure_supply_is_30_24_18_8_in_value_order():
    cat = components()
    assert cat.treasure_ids == ("berry", "nut", "mushroom", "feather")
    assert tuple(t.supply for t in cat.treasures) == (30, 24, 18, 8)
    assert tuple(t.solo_points for t in cat.treasures) == (1, 2, 3, 4)


def test_twelve_floor_sides_of_8_by_9_with_six_areas_of_12():
    cat = components()
    assert len(cat.floors) == 12
    assert (cat.width, cat.height) == (8, 9)
    assert len(cat.areas) == 6 and all(m.bit_count() == 12 for m in cat.areas)
    union = 0
    for m in cat.areas:
        assert not union & m
        union |= m
    assert union == cat.full
    for floor in cat.floors.values():
        assert tuple(m.bit_count() for m in floor.printed) == (8, 7, 5, 2)


def test_every_proposed_record_says_so():
    cat = components()
    assert all(t.provenance == "proposed" for t in cat.tiles.values())
    assert all(a.provenance == "proposed" for a in cat.animals)
    assert cat.settings.board.provenance == "proposed"
    assert cat.settings.paths.provenance == "printed"
    assert cat.settings.common_path.provenance == "proposed"
    assert cat.settings.solo.provenance == "proposed"
    assert cat.settings.gaps.provenance == "proposed"
    text = data_path("indian_summer", "floors.yaml").read_text(encoding="utf-8")
    assert text.count("provenance: proposed") == 12


def test_rules_summary_is_markdown_with_headings_and_bullets():
    text = data_path("indian_summer", "rules.md").read_text(encoding="utf-8")
    lines = text.splitlines()
    assert lines[0] == "# Indian Summer"
    headings = [line for line in lines if line.startswith("# ")]
    assert len(headings) >= 10
    assert sum(line.startswith("- ") for line in lines) >= 40
    for topic in ("Berry", "Nut", "Mushroom", "Feather", "Animal", "Solo", "end"):
        assert topic in text


def test_complete_areas_reads_the_covered_mask():
    from tabletop.games.indian_summer.components.floor import complete_areas

    cat = components()
    assert complete_areas(cat.full) == (0, 1, 2, 3, 4, 5)
    assert complete_areas(cat.areas[1] | cat.areas[4]) == (1, 4)
    assert complete_areas(cat.areas[1] & (cat.areas[1] - 1)) == ()


def test_a_broken_data_file_is_named_by_data_problem(tmp_path, monkeypatch):
    from tabletop.games.indian_summer import GAME
    from tabletop.games.indian_summer.components import catalogue as module

    assert GAME.data_problem() is None
    good = data_path("indian_summer", "leaf_tiles.yaml").read_text(encoding="utf-8")
    broken = tmp_path / "leaf_tiles.yaml"
    broken.write_text(good.replace('id: "G02"', 'id: "G01"'), encoding="utf-8")

    def path(game, name):
        return broken if name == "leaf_tiles.yaml" else data_path(game, name)

    monkeypatch.setattr(module, "data_path", path)
    components.cache_clear()
    try:
        problem = GAME.data_problem()
    finally:
        monkeypatch.undo()
        components.cache_clear()
    assert problem is not None and "leaf_tiles.yaml:6" in problem and "G01" in problem
    assert GAME.data_problem() is None
