"""Resafa set-up by player count (rulebook Game Setup and Individual Player Setup)."""

from __future__ import annotations

import pytest

from tabletop.engine import Config
from tabletop.games.resafa.actions import PlaceStart
from tabletop.games.resafa.components import components
from tabletop.games.resafa.game import GAME
from tabletop.games.resafa.state import stack_index


@pytest.mark.parametrize("players", [2, 3, 4])
def test_board_and_supply(players):
    s = GAME.new(Config.default(players, seed=5))
    c = components()
    assert s.side == ("small" if players <= 2 else "large")
    assert len(s.sources) == (8 if players <= 2 else 9)
    assert len(s.canal_bonus) == (7 if players <= 2 else 9)
    for colour, favoured_top in (("red", 4), ("blue", 3)):
        faces = [
            s.trade_faces[i] for i, cid in enumerate(s.centres) if c.centres[cid].colour == colour
        ]
        assert faces.count(0) == favoured_top and faces.count(1) == 1
        tiles = [
            s.trade_tiles[i] for i, cid in enumerate(s.centres) if c.centres[cid].colour == colour
        ]
        assert all(c.trading_tiles[t].colour == colour for t in tiles)
    assert all(c.workshops[t].level == 1 for t in s.ws_display[0]) and len(s.ws_display[0]) == 3
    assert s.ws_display[1] == ("", "", "") and len(s.ws_stacks[1]) == 14
    assert all(len(st) == 4 for st in s.spec_stacks) and all(len(b) == 2 for b in s.spec_box)
    for colour in ("yellow", "white", "blue", "pink"):
        assert s.spec_revealed[stack_index(colour, 1)]
        assert not s.spec_revealed[stack_index(colour, 2)]
    for row in s.bonus_display:
        assert len(row) == 3 and all(c.bonus_cards[x].level == 1 for x in row)
    assert (s.squares_left, s.scarabs_left, s.small_left, s.large_left) == (21, 20, 22, 17)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_players_start_alike_but_the_fourth(players):
    s = GAME.new(Config.default(players, seed=7))
    sets = {p.set_id for p in s.players}
    assert len(sets) == players
    for seat, p in enumerate(s.players):
        assert len(p.hand) == 3 and len(p.draw) == 3 and len(set(p.hand + p.draw)) == 6
        assert p.at == "RES" and p.camel == 1 and p.tracks == (0, 0, 0, 0)
        assert p.coins == 2 and len(p.canals_left) == 7
        fourth = players == 4 and seat == (s.start + 3) % 4
        assert p.stone == (2 if fourth else 1) and p.vp == (2 if fourth else 0)


def test_starting_workshops_corner_to_corner_with_chosen_rotations():
    s = GAME.new(Config.default(2, seed=3))
    assert len(GAME.legal_actions(s)) == 16
    first = s.current
    s = GAME.apply(s, PlaceStart(1, 3))
    shops = s.players[first].workshops
    assert [(w.tile, w.x, w.y, w.rot) for w in shops] == [("S-A", 0, 0, 1), ("S-B", 1, 1, 3)]
    s = GAME.apply(s, PlaceStart(0, 0))
    assert s.phase == "play" and s.current == s.start


def test_same_seed_same_setup_and_different_seeds_differ():
    a = GAME.new(Config.default(3, seed=11))
    assert a == GAME.new(Config.default(3, seed=11))
    assert a != GAME.new(Config.default(3, seed=12))
