"""Main actions and card effects beyond the book's examples."""

from __future__ import annotations

from dataclasses import replace

from tabletop.engine import EndTurn
from tabletop.games.resafa.actions import (
    BuildBase,
    BuildCanal,
    BuildGarden,
    BuildWorkshop,
    Done,
    MoveCamel,
    PlayBonus,
    PlayCard,
    PlaySack,
    RouteWater,
    Trade,
    UseSpecial,
    UseTile,
)
from tabletop.games.resafa.game import GAME
from tabletop.games.resafa.scoring import breakdown
from tabletop.games.resafa.state import PlacedWorkshop, Task

from .helpers import edit, opening, play


def trading_at(players: int, centre: str, tile: str, face: int = 0):
    s = opening(players, seed=1)
    seat = s.current
    i = s.centres.index(centre)
    s = replace(s, trade_tiles=s.trade_tiles[:i] + (tile,) + s.trade_tiles[i + 1 :])
    s = replace(s, trade_faces=s.trade_faces[:i] + (face,) + s.trade_faces[i + 1 :])
    return replace(s, tasks=(Task("trading", seat, stage=1),)), seat, i


def test_bases_one_per_centre_four_player_boxes_and_tokens():
    s, seat, i = trading_at(3, "CTE", "R1")
    s = edit(s, seat, coins=9, stone=3, camel=2)
    s = play(s, MoveCamel("CTE", True), Trade(1, 1))
    assert "only used with 4 players" in GAME.check(s, BuildBase(2))
    s = play(s, BuildBase(0))
    p = s.players[seat]
    assert p.causeway == ("square",) and p.vp == 2 and s.bases[i][0] == seat
    s = replace(s, tasks=(Task("trading", seat, stage=3, cell="CTE", traded=1),))
    assert "already have a trading base" in GAME.check(s, BuildBase(1))


def test_a_base_needs_a_trade_first():
    s, seat, _ = trading_at(2, "CTE", "R1")
    s = edit(s, seat, coins=9, stone=3)
    s = play(s, MoveCamel("CTE", True))
    s = play(s, Done())
    assert s.task is None


def test_selling_bonus_card_during_the_trade():
    s, seat, _ = trading_at(2, "GER", "R2")
    s = edit(s, seat, at="GER", spice=2, camel=3, coins=1, bonus=("b1-01",))  # b1-01: E2 amphora
    s = play(s, MoveCamel("GER", True))
    assert PlayBonus("b1-01") in GAME.legal_actions(s)


def test_canal_bonus_tile_is_kept_and_used_later():
    s = opening(2, seed=1)
    seat = s.current
    s = edit(s, seat, marble=6, coins=9)
    s = replace(s, canal_bonus=(("C3", "CB5-1"),), tasks=(Task("canal", seat),))
    s = play(s, BuildCanal("K1", 0, "C3"))
    assert s.players[seat].kept_tiles == ("CB5-1",)
    assert "only during a canal" in GAME.check(s, UseTile("CB5-1"))
    s = replace(s, tasks=(Task("canal", seat),))
    marble = s.players[seat].marble
    s = play(s, UseTile("CB5-1"), BuildCanal("K2", 0, "D3"))
    assert s.players[seat].marble == marble and "CB5-1" in s.tiles_gone


def test_permanent_blue_card_on_every_canal_action():
    s = opening(2, seed=1)
    seat = s.current
    s = edit(
        s, seat, specials=("p56",), marble=2, coins=2, hand=("alpha-P3",) + s.players[seat].hand[1:]
    )
    s = play(s, PlayCard("alpha-P3", 1))
    from tabletop.games.resafa.actions import Main

    s = play(s, Main("canal"), BuildCanal("K1", 0, "A1"))
    p = s.players[seat]
    assert (p.marble, p.coins, p.vp) == (1, 1, 1 + 1)


def test_sack_card_conversion_and_discard():
    s = opening(2, seed=1)
    seat = s.current
    s = edit(s, seat, sacks=("SK7",), stone=1, marble=0, vp=0)
    s = play(s, PlaySack("SK7"))
    p = s.players[seat]
    assert (p.stone, p.marble, p.vp) == (0, 1, 1) and s.sack_deck[-1] == "SK7"


def test_p30_builds_a_level_one_and_a_level_two_workshop():
    s = opening(2, seed=1)
    seat = s.current
    s = replace(s, round=3, ws_display=(s.ws_display[0], ("L2-05", "L2-01", "L2-07")))
    s = edit(
        s, seat, unused=("p30",), specials=("p30",), coins=5, stone=5, causeway=("square", "scarab")
    )
    s = play(s, UseSpecial("p30"))
    assert s.task.level == 1
    assert "level I workshop" in GAME.check(s, BuildWorkshop(2, 0, 2, 2, 0, False))
    s = play(s, BuildWorkshop(1, 0, 2, 2, 0, False))
    assert s.task.kind == "workshop" and s.task.level == 2
    s = play(s, BuildWorkshop(2, 0, -1, 1, 0, False))
    assert len(s.players[seat].workshops) == 4 and s.players[seat].stone == 3 + 3


def test_workshop_offer_refills_from_the_stack_top():
    s = opening(2, seed=1)
    seat = s.current
    a, b, top = s.ws_display[0]
    nxt = s.ws_stacks[0][0]
    s = replace(s, tasks=(Task("workshop", seat),))
    s = play(s, BuildWorkshop(1, 0, 2, 2, 0, False))
    assert s.ws_display[0] == (top, b, nxt)


def test_garden_without_green_bonuses_still_completes():
    s = opening(2, seed=1)
    seat = s.current
    shops = (PlacedWorkshop("S-A", 0, 0, 0, False), PlacedWorkshop("L1-01", 1, 1, 0, False))
    s = edit(s, seat, workshops=shops, coins=5, stone=5, bonus=("w1-01",))  # E8
    s = play(s, PlayBonus("w1-01"))
    assert s.task.mods.no_green
    s = play(s, BuildGarden(1, 0, False, 0, True))
    p = s.players[seat]
    assert (p.coins, p.stone) == (5, 4)  # no bonuses


def test_rain_happens_after_round_two_and_the_router_decides():
    s = opening(2, seed=1)
    from .test_examples import rain_board

    board = rain_board()
    s = replace(
        s, canals=board.canals, cubes_on=board.cubes_on, sources=board.sources, round=2, turn=5
    )
    s = edit(edit(s, 0, vp=0), 1, vp=0)
    seat = s.current
    s = play(s, PlayCard(s.players[seat].hand[0], 0), EndTurn())
    assert s.phase == "rain" and s.task.kind == "route" and GAME.actor(s) == 0
    s = play(s, RouteWater("down"))
    assert s.phase == "play" and s.round == 3
    # down from B3: B4 (empty) and BT (empty): red 6 + B1, B3 = 2 tiles + 1 blue
    assert s.players[0].vp == 6 + 3 and s.players[1].vp == 7 + 1


def test_pink_cards_at_the_end():
    s = opening(2, seed=1)
    seat = 0
    s = edit(s, seat, specials=("p1", "p10", "p15"), bases=3, coins=10, stone=0, marble=0, vp=0)
    parts = dict(breakdown(s, seat))
    # p1: 2 x 3 bases = 6; p10: 8 coins -> 16; p15 repeats the best other (p1: 6 + 2 end VP)
    assert parts["pink cards"] == 6 + 16 + 8
    assert parts["end VP icons"] == 2 + 2 + 5
    assert parts["resources and coins"] == 0  # 2 coins left
    s = edit(s, seat, specials=("p13",), causeway=("scarab", "scarab"))
    assert dict(breakdown(s, seat))["scarabs"] == 6


def test_buying_by_way_of_resafa_unloads_the_camel_first():
    s, seat, _ = trading_at(2, "CTE", "R1")
    s = edit(s, seat, at="GER", camel=3, cargo_good="spice", cargo=2, spice=0, coins=9)
    s = play(s, MoveCamel("CTE", True), Trade(1, 3))
    p = s.players[seat]
    assert (p.cargo_good, p.cargo, p.spice) == ("spice", 3, 2)
    s2, seat2, _ = trading_at(2, "CTE", "R1")
    s2 = edit(s2, seat2, at="TC7", camel=3, cargo_good="spice", cargo=2, coins=9)
    s2 = play(s2, MoveCamel("CTE", False))
    assert Trade(1, 1) in GAME.legal_actions(s2) and Trade(1, 2) not in GAME.legal_actions(s2)


def test_green_icons_turn_with_their_workshop():
    for rot, coins, stone in ((0, 0, 1), (1, 1, 0)):
        s = opening(2, seed=1)
        seat = s.current
        s = edit(s, seat, workshops=(PlacedWorkshop("S-A", 0, 0, rot, False),), coins=5, stone=5)
        s = replace(s, tasks=(Task("garden", seat),))
        s = play(s, BuildGarden(1, 0, True, 0, False))  # large, top two strips of the square east
        p = s.players[seat]
        assert (p.coins - (5 - 1), p.stone - (5 - 1)) == (coins, stone), rot
