"""The rulebook's worked examples, reproduced with their numbers."""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.resafa.actions import (
    BuildBase,
    BuildCanal,
    BuildGarden,
    BuildWorkshop,
    Done,
    Main,
    MoveCamel,
    PlaceToken,
    PlayBonus,
    PlayCard,
    Produce,
    RouteWater,
    StepTrack,
    TakeBonus,
    Trade,
)
from tabletop.games.resafa.game import GAME
from tabletop.games.resafa.rules import rain
from tabletop.games.resafa.rules.trading import fare
from tabletop.games.resafa.scoring import breakdown
from tabletop.games.resafa.state import PlacedCanal, PlacedWorkshop, Task

from .helpers import edit, opening, play


def test_workshop_example_pink_bonus_token_then_level_two_back_up():
    s = opening(2, seed=1)
    seat = s.current
    s = replace(s, round=3, ws_display=(s.ws_display[0], ("L2-05", "L2-01", "L2-07")))
    s = replace(s, bonus_display=s.bonus_display[:3] + (("p1-05", "", ""),))  # E7: square token
    s = edit(
        s,
        seat,
        hand=("alpha-P3",) + s.players[seat].hand[1:],
        causeway=("square",),
        coins=3,
        stone=2,
    )
    s = play(s, PlayCard("alpha-P3", 0))  # pink Workshop construction half up
    assert GAME.check(s, Main("workshop")) is None
    s = play(s, TakeBonus("pink", 0), PlayBonus("p1-05"))
    assert s.players[seat].causeway == ("square", "square")
    s = play(s, Main("workshop"))
    s = play(s, BuildWorkshop(2, 1, -1, 1, 0, True))
    p = s.players[seat]
    assert (p.coins, p.stone, p.amphora, p.vp) == (2, 1, 1, 2)
    assert p.workshops[-1] == PlacedWorkshop("L2-01", -1, 1, 0, True)
    assert "L2-01" not in s.ws_display[1]


def test_workshop_needs_a_corner_and_level_two_needs_round_three_and_two_tokens():
    s = opening(2, seed=1)
    seat = s.current
    s = replace(s, tasks=(Task("workshop", seat),))
    assert "corner to corner" in GAME.check(s, BuildWorkshop(1, 0, 4, 0, 0, False))
    assert "round 3" in GAME.check(s, BuildWorkshop(2, 0, 2, 2, 0, False))
    s = replace(s, round=3, ws_display=(s.ws_display[0], ("L2-05", "L2-01", "L2-07")))
    assert "2 merchant tokens" in GAME.check(s, BuildWorkshop(2, 0, 2, 2, 0, False))
    s = edit(s, seat, coins=0)
    assert "1 coin and 1 stone" in GAME.check(s, BuildWorkshop(1, 0, 2, 2, 0, False))


def test_production_example_four_activations_then_the_bonus_card_reuse():
    s = opening(2, seed=1)
    seat = s.current
    shops = s.players[seat].workshops + (
        PlacedWorkshop("L2-02", 2, 2, 0, False),
        PlacedWorkshop("L1-03", 3, 3, 0, True),
        PlacedWorkshop("L2-09", -1, 1, 0, True),
    )
    s = edit(
        s, seat, workshops=shops, bonus=("y1-01",), hand=("alpha-P1",) + s.players[seat].hand[1:]
    )
    s = play(s, PlayCard("alpha-P1", 1), Main("production"))
    assert s.task.n == 4  # 2 + one per visible back
    before = s.players[seat]
    s = play(s, Produce(1, 0))  # 3 stone
    assert Produce(1, 1) not in GAME.legal_actions(s)  # that workshop is used
    s = play(s, Produce(4, 0), Produce(0, 0), Produce(2, 0))  # 3 VP, 1 camel, 1 coin + 3 VP
    p = s.players[seat]
    assert (
        p.stone - before.stone,
        p.vp - before.vp,
        p.camel - before.camel,
        p.coins - before.coins,
    ) == (3, 6, 1, 1)
    assert s.task is None
    s = play(s, PlayBonus("y1-01"), Produce(2, 0))  # E1 reuses the coin + 3 VP room
    assert s.players[seat].vp - before.vp == 9 and s.players[seat].coins - before.coins == 2


def test_garden_example_bonuses_then_completion_step():
    s = opening(2, seed=1)
    seat = s.current
    shops = (
        PlacedWorkshop("S-A", 0, 0, 0, False),
        PlacedWorkshop("L1-01", 1, 1, 0, False),
        PlacedWorkshop("L1-09", 2, 0, 0, False),
    )
    s = edit(s, seat, workshops=shops, coins=2, stone=2)
    s = replace(s, tasks=(Task("garden", seat),))
    s = play(s, BuildGarden(1, 0, False, 0, True))  # small tile, west strip
    p = s.players[seat]
    assert (p.stone, p.coins) == (2 - 1 + 1, 2 + 1)  # paid 1 stone, got 1 coin + 1 stone
    s = replace(s, tasks=(Task("garden", seat),))
    s = play(s, BuildGarden(1, 0, True, 1, True))  # large tile completes the square
    p = s.players[seat]
    assert (p.stone, p.coins) == (2 - 1 + 1, 3 - 1 + 3)
    assert p.squares_done == 1 and s.task.kind == "steps" and s.task.n == 1


def test_garden_placement_rules():
    s = opening(2, seed=1)
    seat = s.current
    s = replace(s, tasks=(Task("garden", seat),))
    assert "next to one of your workshops" in GAME.check(s, BuildGarden(5, 0, False, 0, False))
    assert "along one of its edges" in GAME.check(s, BuildGarden(1, 0, False, 1, False))
    # square (1, 0): workshops west (0,0) and south (1,1); the east strip touches neither
    assert "touch a workshop" in GAME.check(s, BuildGarden(-1, 0, False, 0, True))


def test_canal_example_crossroads_then_discounted_tile_below():
    s = opening(3, seed=1)
    seat = s.current
    s = edit(s, seat, marble=4, coins=3)
    s = replace(s, canal_bonus=(), tasks=(Task("canal", seat),))
    s = play(s, BuildCanal("K3", 1, "A2"))
    p = s.players[seat]
    assert (p.marble, p.coins, p.vp) == (2, 0, 3)
    assert ("A2", "wA2") in s.cubes_on and "wA2" not in s.sources
    s = replace(s, tasks=(Task("canal", seat),))
    s = play(s, BuildCanal("K1", 0, "A3"))
    p = s.players[seat]
    assert (p.marble, p.coins, p.vp) == (0, 0, 7)


def test_water_tanks_need_two_squares_and_a_base():
    s = opening(2, seed=1)
    seat = s.current
    s = edit(s, seat, marble=9, coins=9)
    s = replace(s, canals=(PlacedCanal("A4", seat, "K1", 0),), tasks=(Task("canal", seat),))
    assert "2 completed garden squares" in GAME.check(s, BuildCanal("K6", 1, "AT"))
    s = edit(s, seat, squares_done=2, bases=1)
    assert GAME.check(s, BuildCanal("K6", 1, "AT")) is None
    assert "tank square" in GAME.check(s, BuildCanal("K6", 1, "B2"))
    assert "own canals" in GAME.check(s, BuildCanal("K6", 1, "BT"))


def test_trading_fares_from_the_book():
    assert fare("GER", "GER", True) == 1
    assert fare("ALI", "ALI", True) == 3
    assert fare("ALI", "CTE", True) == 2


def test_gerasa_example_two_spice_for_three_coins_and_ten_vp():
    s = opening(2, seed=1)
    seat = s.current
    i = s.centres.index("GER")
    s = replace(s, trade_tiles=s.trade_tiles[:i] + ("R2",) + s.trade_tiles[i + 1 :])
    s = replace(s, trade_faces=s.trade_faces[:i] + (0,) + s.trade_faces[i + 1 :])
    s = edit(s, seat, at="GER", spice=2, camel=3, coins=1)
    s = replace(s, tasks=(Task("trading", seat, stage=1),))
    s = play(s, MoveCamel("GER", True), Trade(0, 2))
    p = s.players[seat]
    assert (p.coins, p.vp, p.spice) == (0 + 3, 10, 0)
    assert s.trade_faces[i] == 1  # flipped


def test_ctesiphon_example_thirteen_vp_six_coins_and_the_scarab_base():
    s = opening(4, seed=1)
    seat = s.current
    i = s.centres.index("CTE")
    s = replace(s, trade_tiles=s.trade_tiles[:i] + ("R1",) + s.trade_tiles[i + 1 :])
    s = replace(s, trade_faces=s.trade_faces[:i] + (0,) + s.trade_faces[i + 1 :])
    others = [x for x in range(4) if x != seat]
    s = replace(s, bases=s.bases[:i] + ((others[0], others[1], -1),) + s.bases[i + 1 :])
    s = edit(
        s,
        seat,
        at="ALI",
        cargo_good="amphora",
        cargo=2,
        amphora=1,
        camel=3,
        coins=3,
        stone=1,
        vp=0,
        causeway=("square", "square"),
    )
    s = replace(s, tasks=(Task("trading", seat, stage=1),))
    s = play(s, MoveCamel("CTE", True))
    assert s.players[seat].coins == 1  # 2 road segments
    s = play(s, Trade(0, 3))
    p = s.players[seat]
    assert (p.vp, p.coins - 1, p.cargo, p.amphora) == (13, 6, 0, 0)
    s = play(s, BuildBase(2))
    assert s.task.kind == "token"
    s = play(s, PlaceToken(0))
    p = s.players[seat]
    assert p.rows[0] == ("scarab",) and (p.stone, p.coins) == (0, 6) and p.bases == 1


def test_ctesiphon_base_example_buy_two_spice_and_the_middle_box():
    s = opening(3, seed=1)
    seat = s.current
    i = s.centres.index("CTE")
    s = replace(s, trade_tiles=s.trade_tiles[:i] + ("R1",) + s.trade_tiles[i + 1 :])
    s = replace(s, trade_faces=s.trade_faces[:i] + (0,) + s.trade_faces[i + 1 :])
    s = edit(s, seat, camel=3, coins=5, stone=1)
    s = replace(s, tasks=(Task("trading", seat, stage=1),))
    s = play(s, MoveCamel("CTE", True), Trade(1, 2))
    assert (s.players[seat].cargo_good, s.players[seat].cargo, s.players[seat].coins) == (
        "spice",
        2,
        2,
    )
    sacks = len(s.players[seat].sacks)
    s = play(s, BuildBase(1))
    p = s.players[seat]
    assert p.causeway == ("square",) and len(p.sacks) == sacks + 1 and p.coins == 1
    assert GAME.check(s, Done()) is not None or s.task is None


def rain_board():
    """The rain example: red owns B1, B3 (crossroads), C4 and E1; green B2, D4 and a tank."""
    s = opening(2, seed=1)
    red, green = 0, 1
    canals = (
        PlacedCanal("B1", red, "K1", 0),
        PlacedCanal("B3", red, "K3", 1),
        PlacedCanal("C4", red, "K5", 0),
        PlacedCanal("E1", red, "K2", 0),
        PlacedCanal("B2", green, "K1", 0),
        PlacedCanal("D4", green, "K2", 0),
        PlacedCanal("DT", green, "K6", 1),
    )
    return replace(
        s, canals=canals, cubes_on=(("B1", "sB"),), sources=tuple(x for x in s.sources if x != "sB")
    )


def test_rain_example_tiles_then_the_routed_cube():
    s = rain_board()
    s = edit(edit(s, 0, vp=0), 1, vp=0)
    s = rain.score_tiles(s)
    assert (s.players[0].vp, s.players[1].vp) == (6, 7)
    s = replace(s, phase="rain")
    s = rain.run(s)
    assert s.task.kind == "route" and s.task.seat == 0 and s.task.cell == "B3"
    assert {a.way for a in GAME.legal_actions(s)} == {"down", "west", "east"}
    s = play(s, RouteWater("east"))
    assert (s.players[0].vp, s.players[1].vp) == (6 + 5, 7 + 1)
    assert s.players[0].cubes == 1 and not s.cubes_on


def test_end_game_example():
    s = opening(2, seed=1)
    seat = 0
    s = edit(
        s,
        seat,
        vp=0,
        causeway=("scarab", "scarab"),
        rows=(("scarab", "scarab", "square"), ("square",), ("square", "square")),
        garden_tiles=8,
        workshops=s.players[seat].workshops
        + tuple(PlacedWorkshop("L1-01", 2 + k, k, 0, False) for k in range(4)),
        coins=9,
        marble=2,
        stone=3,
        spice=1,
        amphora=1,
        cargo_good="amphora",
        cargo=2,
        specials=("p22", "p28", "p69", "p1"),
        bases=0,
    )
    s = replace(
        s, canals=tuple(PlacedCanal(c, seat, "K1", 0) for c in ("A1", "A2", "A3", "A4", "B1"))
    )
    parts = dict(breakdown(s, seat))
    assert parts["scarabs"] == 11
    assert parts["buildings"] == 24 + 6 + 10
    assert parts["end VP icons"] == 12
    assert parts["rare goods"] == 4
    assert parts["resources and coins"] == 2
    assert parts["canal tiles"] == 8


def test_a_garden_completion_step_goes_on_a_track():
    s = opening(2, seed=1)
    seat = s.current
    s = replace(s, tasks=(Task("steps", seat, n=1),))
    s = play(s, StepTrack("blue"))
    assert s.players[seat].tracks[2] == 1 and s.task is None
