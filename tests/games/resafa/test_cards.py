"""Card effects one by one: bonus cards, sack cards, special cards, pink end scoring."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.games.resafa.actions import (
    BuildBase,
    BuildCanal,
    BuildWorkshop,
    Done,
    FlipTile,
    MoveCamel,
    PlayBonus,
    Trade,
    UseSpecial,
)
from tabletop.games.resafa.components import components
from tabletop.games.resafa.game import GAME
from tabletop.games.resafa.scoring import breakdown
from tabletop.games.resafa.state import GardenSquare, PlacedCanal, PlacedWorkshop, Task

from .helpers import edit, opening, play


def card_with(effect: str) -> str:
    return next(cid for cid, b in components().bonus_cards.items() if b.effect == effect)


def holding(effect: str, **changes):
    s = opening(2, seed=1)
    seat = s.current
    card = card_with(effect)
    return edit(s, seat, bonus=(card,), **changes), seat, card


@pytest.mark.parametrize(
    "effect, field, delta",
    [
        ("E4", "amphora", 1),
        ("E7", "causeway", ("square",)),
        ("E12", "camel", 1),
        ("E15", "stone", 2),
        ("X-B1", "marble", 1),
        ("X-W2", "coins", 1),
        ("X-Y1", "spice", 1),
        ("X-Y2", "coins", 2),
        ("X-Y3", "amphora", 1),
    ],
)
def test_simple_gains(effect, field, delta):
    s, seat, card = holding(effect)
    before = getattr(s.players[seat], field)
    s = play(s, PlayBonus(card))
    after = getattr(s.players[seat], field)
    assert (after - before if isinstance(delta, int) else after) == delta


def test_vp_per_count_cards():
    s, seat, card = holding("E18", causeway=("square", "scarab"), rows=(("square",), (), ()), vp=0)
    assert play(s, PlayBonus(card)).players[seat].vp == 3
    s, seat, card = holding("E19", camel=4, vp=0)
    assert play(s, PlayBonus(card)).players[seat].vp == 4
    s, seat, card = holding("E21", vp=0)
    assert play(s, PlayBonus(card)).players[seat].vp == 2
    s, seat, card = holding("E24", garden_tiles=5, vp=0)
    assert play(s, PlayBonus(card)).players[seat].vp == 5


def test_requirement_cards():
    s, seat, card = holding("E22", vp=0)
    assert "canal tile" in GAME.check(s, PlayBonus(card))
    s = replace(s, canals=(PlacedCanal("A1", seat, "K1", 0),))
    s = play(s, PlayBonus(card))
    p = s.players[seat]
    assert (p.vp, p.stone, len(p.sacks)) == (1, 2, 1)
    s, seat, card = holding("E13")
    assert "5 workshops" in GAME.check(s, PlayBonus(card))


def test_pink_step_and_scarab_for_a_coin():
    s, seat, card = holding("E6")
    s = play(s, PlayBonus(card))
    assert s.task.kind == "steps" and s.task.colour == "pink"
    s, seat, card = holding("E16", coins=1)
    s = play(s, PlayBonus(card))
    assert s.players[seat].coins == 0 and s.players[seat].causeway == ("scarab",)


@pytest.mark.parametrize(
    "effect, marble, coins, vp",
    [("E10", 1, 2, 1), ("E17", 1, 1, 2), ("E23", 0, 2, 2), ("E5", 2, 0, 1)],
)
def test_canal_cards(effect, marble, coins, vp):
    """K1 straight on A1 (1 VP) costs 2 marble + 1 coin; start with 2 marble, 2 coins."""
    s, seat, card = holding(effect, marble=2, coins=2, vp=0)
    s = replace(s, canal_bonus=(), tasks=(Task("canal", seat),))
    s = play(s, PlayBonus(card), BuildCanal("K1", 0, "A1"))
    p = s.players[seat]
    assert (p.marble, p.coins, p.vp) == (marble, coins, vp)


def test_workshop_discount_card():
    s, seat, card = holding("X-W1", coins=0, stone=1)
    s = replace(s, tasks=(Task("workshop", seat),))
    assert BuildWorkshop(1, 0, 2, 2, 0, False) not in GAME.legal_actions(s)
    s = play(s, PlayBonus(card), BuildWorkshop(1, 0, 2, 2, 0, False))
    assert s.players[seat].stone == 0 and len(s.players[seat].workshops) == 3


def selling(effect: str, good: str, tile: str, qty: int):
    s, seat, card = holding(effect, at="GER", camel=3, coins=0, vp=0)
    s = edit(s, seat, **{good: qty})
    i = s.centres.index("GER")
    s = replace(s, trade_tiles=s.trade_tiles[:i] + (tile,) + s.trade_tiles[i + 1 :])
    s = replace(s, trade_faces=s.trade_faces[:i] + (0,) + s.trade_faces[i + 1 :])
    s = replace(s, tasks=(Task("trading", seat, stage=1),))
    s = edit(s, seat, coins=1)
    return play(s, MoveCamel("GER", True), PlayBonus(card)), seat


def test_selling_bonus_cards():
    s, seat = selling("E3", "marble", "B1", 3)  # sell marble 2c + 2v, bonus 1v
    s = play(s, Trade(0, 3))
    p = s.players[seat]
    assert (p.coins, p.vp) == (6 + 2 * 2, 6 + 1 + 2)
    s, seat = selling("E20", "marble", "B1", 3)
    s = play(s, Trade(0, 3))
    assert s.players[seat].vp == 6 + 1 + 6


def test_flip_the_local_tile_before_trading():
    s, seat = selling("E11", "marble", "B1", 1)
    assert s.task.kind == "flip" and len(s.players[seat].sacks) == 1
    s = play(s, FlipTile("GER"))
    i = s.centres.index("GER")
    assert s.trade_faces[i] == 1 and s.task.kind == "trading"


def specials_turn(card: str, **changes):
    s = opening(2, seed=1)
    seat = s.current
    s = edit(s, seat, unused=(card,), specials=(card,), **changes)
    return s, seat


def test_p61_flips_any_tile_first():
    s, seat = specials_turn("p61", coins=0)
    s = play(s, UseSpecial("p61"))
    assert s.players[seat].coins == 2 and s.task.stage == 0
    s = play(s, FlipTile("KEN"))
    assert (
        s.task.stage == 1
        and s.trade_faces[s.centres.index("KEN")]
        != opening(2, seed=1).trade_faces[s.centres.index("KEN")]
    )


def test_p63_free_move_and_p66_free_base():
    s, seat = specials_turn("p63", coins=0)
    s = play(s, UseSpecial("p63"))
    assert s.players[seat].marble == 2 and MoveCamel("TC9", True) in GAME.legal_actions(s)
    s, seat = specials_turn("p66", coins=5, stone=0, camel=2)
    s = play(s, UseSpecial("p66"))
    i = s.centres.index("CTE")
    s = replace(s, trade_tiles=s.trade_tiles[:i] + ("R1",) + s.trade_tiles[i + 1 :])
    s = replace(s, trade_faces=s.trade_faces[:i] + (0,) + s.trade_faces[i + 1 :])
    s = play(s, MoveCamel("CTE", True), Trade(1, 1), BuildBase(0))
    assert s.players[seat].bases == 1 and s.players[seat].stone == 0


def test_p67_free_canal_and_p72_two_canals():
    s, seat = specials_turn("p67", marble=0, coins=0)
    s = replace(s, canal_bonus=())
    s = play(s, UseSpecial("p67"), BuildCanal("K4", 1, "C2"))
    assert s.players[seat].marble == 0 and len(s.canals) == 1
    s, seat = specials_turn("p72", marble=4, coins=4)
    s = replace(s, canal_bonus=())
    s = play(s, UseSpecial("p72"), BuildCanal("K1", 0, "A1"))
    assert s.task.kind == "canal" and s.players[seat].causeway == ("scarab",)
    s = play(s, BuildCanal("K2", 0, "B1"))
    assert len(s.canals) == 2 and s.task is None


def test_p68_choice_of_goods_and_p70_camels():
    s, seat = specials_turn("p68")
    assert {a.choice for a in GAME.legal_actions(s) if isinstance(a, UseSpecial)} == {0, 1, 2}
    s = play(s, UseSpecial("p68", 1))
    p = s.players[seat]
    assert (p.spice, p.amphora, p.camel) == (1, 1, 2) and s.task.mods.free_move
    s, seat = specials_turn("p70")
    assert play(s, UseSpecial("p70")).players[seat].camel == 3


def test_p69_two_trading_actions():
    s, seat = specials_turn("p69", coins=1)
    s = play(s, UseSpecial("p69"), MoveCamel("GER", True), Done())
    assert s.task.kind == "trading" and s.task.mods.free_move


def test_p36_four_rooms_in_different_workshops():
    s, seat = specials_turn("p36")
    shops = s.players[seat].workshops + (PlacedWorkshop("L1-01", 2, 2, 0, False),)
    s = edit(s, seat, workshops=shops)
    s = play(s, UseSpecial("p36"))
    assert s.task.kind == "produce" and s.task.distinct and s.task.n == 4


@pytest.mark.parametrize(
    "card, setup, expected",
    [
        ("p2", {"specials": ("p2", "p55", "p61")}, 6),
        ("p3", {"camel": 4}, 8),
        ("p6", {"squares_done": 2}, 4),
        ("p7", {"specials": ("p7", "p55")}, 4),
        ("p8", {"spice": 2, "amphora": 2}, 15),
        ("p9", {"cubes": 5}, 12),
        ("p11", {"workshops_extra": 2}, 4),
        ("p14", {"causeway": ("square", "scarab"), "rows": (("square",), (), ())}, 6),
        ("p16", {"bases": 2}, 6),
        ("p17", {"stone": 3, "marble": 1}, 8),
        ("p18", {"garden_tiles": 5, "workshops_extra": 2}, 8),
    ],
)
def test_pink_conditions(card, setup, expected):
    s = opening(2, seed=1)
    extra = setup.pop("workshops_extra", 0)
    specials = setup.pop("specials", (card,))
    s = edit(s, 0, **{"specials": specials, "coins": 0, "stone": 0, **setup})
    if extra:
        shops = s.players[0].workshops + tuple(
            PlacedWorkshop("L1-02", 2 + k, k, 0, False) for k in range(extra)
        )
        s = edit(s, 0, workshops=shops)
    assert dict(breakdown(s, 0))["pink cards"] == expected


def test_completed_squares_count_for_p6():
    s = opening(2, seed=1)
    s = edit(
        s, 0, gardens=(GardenSquare(1, 0, False, (1, 2, 2)),), squares_done=1, specials=("p6",)
    )
    assert dict(breakdown(s, 0))["pink cards"] == 2
