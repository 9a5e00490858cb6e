"""Resafa data: every component loads, counts match the rulebook, errors name file:line."""

from __future__ import annotations

import shutil

import pytest

from tabletop.engine.data import DataError
from tabletop.games.resafa.components import catalogue as comp_module
from tabletop.games.resafa.components import components
from tabletop.games.resafa.game import GAME
from tabletop.games.resafa.setup import bonus_tile_ids
from tabletop.resources import data_path


def test_counts_match_the_rulebook():
    c = components()
    assert list(c.specials) == [f"p{n}" for n in range(1, 73)]
    for colour in ("yellow", "white", "blue", "pink"):
        for level in (1, 2, 3):
            assert (
                sum(1 for s in c.specials.values() if s.colour == colour and s.level == level) == 6
            )
    assert len(c.bonus_cards) == 72
    assert sum(1 for b in c.bonus_cards.values() if b.level == 1) == 36
    assert len(c.sacks) == 12
    assert sum(1 for w in c.workshops.values() if w.level == 1) == 12
    assert sum(1 for w in c.workshops.values() if w.level == 2) == 14
    assert len(c.canal_tiles) == 7
    assert sum(1 for t in c.canal_tiles.values() for f in t.faces if f.tank) == 2
    assert len(bonus_tile_ids()) == 9
    assert [b.count for b in c.canal_bonus.values()] == [1, 1, 2, 1, 1, 1, 2]
    assert len(c.canal_setups) == 3
    assert len(c.trading_tiles) == 9
    assert sum(1 for t in c.trading_tiles.values() if t.colour == "red") == 5
    assert len(c.action_sets) == 4 and len(c.pairings) == 6
    assert len(c.solo_cards) == 7
    assert len(c.water["large"].sources) == 9 and len(c.water["small"].sources) == 8


def test_facts_from_the_book():
    c = components()
    f = c.facts
    assert f.scarab_table == (2, 4, 7, 11, 16)
    assert c.proposed.canal_table[5] == 8
    assert f.hand_limit == 5 and f.rounds == 6
    assert f.track_level_reach == (3, 2, 1)
    r1 = c.trading_tiles["R1"].a.top
    assert (r1.dir, r1.good, r1.coin, r1.vp, r1.bonus.coin, r1.bonus.vp) == (
        "sell",
        "amphora",
        1,
        4,
        3,
        1,
    )
    k3 = c.canal_tiles["K3"].faces[1]
    assert (k3.shape, k3.coins) == ("X", 3)
    assert c.workshops["L2-01"].rooms[0].amphora == 1 and c.workshops["L2-01"].rooms[0].vp == 2


def test_every_starting_set_uses_each_action_twice_and_each_colour_three_times():
    c = components()
    for s in c.action_sets:
        actions = [a for p in c.pairings.values() for a in (p.top, p.bottom)]
        assert all(actions.count(a) == 2 for a in set(actions))
        colours = [col for pair in s.colours.values() for col in pair]
        assert sorted(set(colours)) == ["blue", "pink", "white", "yellow"]
        assert all(colours.count(col) == 3 for col in set(colours))


def test_a_broken_file_names_file_line_and_field(tmp_path, monkeypatch):
    shutil.copytree(data_path("resafa"), tmp_path / "resafa")
    path = tmp_path / "resafa" / "sack_cards.yaml"
    text = path.read_text().replace('{id: "SK4",', '{id: "SK4", colour: 3,')
    path.write_text(text)
    monkeypatch.setattr(comp_module, "data_path", lambda *parts: tmp_path.joinpath(*parts))
    components.cache_clear()
    try:
        with pytest.raises(DataError) as err:
            components()
        assert "sack_cards.yaml:" in str(err.value) and "colour" in str(err.value)
        assert GAME.data_problem() is not None
    finally:
        components.cache_clear()
    monkeypatch.undo()
    assert GAME.data_problem() is None


def test_an_unknown_granted_action_is_refused(tmp_path, monkeypatch):
    shutil.copytree(data_path("resafa"), tmp_path / "resafa")
    path = tmp_path / "resafa" / "special_cards.yaml"
    path.write_text(
        path.read_text().replace("actions: [garden, garden]}", "actions: [garden, dance]}", 1)
    )
    monkeypatch.setattr(comp_module, "data_path", lambda *parts: tmp_path.joinpath(*parts))
    components.cache_clear()
    try:
        with pytest.raises(DataError, match="unknown main action 'dance'"):
            components()
    finally:
        components.cache_clear()
