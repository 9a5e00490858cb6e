"""Every prohibition is refused with a reason a player understands."""

from __future__ import annotations

from dataclasses import replace

from tabletop.engine import EndTurn
from tabletop.games.resafa.actions import (
    BuildBase,
    BuildCanal,
    BuildGarden,
    Done,
    Main,
    MoveCamel,
    PlayBonus,
    PlayCard,
    PlaySack,
    Trade,
)
from tabletop.games.resafa.game import GAME
from tabletop.games.resafa.state import PlacedCanal, Task

from .helpers import edit, opening, play


def test_turn_order_refusals():
    s = opening(2, seed=3)
    seat = s.current
    assert GAME.check(s, Main("canal")) == "First play an action card from your hand."
    assert GAME.check(s, PlayCard("nope", 0)) == "That action card is not in your hand."
    s = play(s, PlayCard(s.players[seat].hand[0], 0))
    assert (
        GAME.check(s, PlayCard(s.players[seat].hand[0], 0))
        == "You have already played a card this turn."
    )
    assert EndTurn() in GAME.legal_actions(s)


def test_card_refusals():
    s = opening(2, seed=3)
    seat = s.current
    assert "not in your hand" in GAME.check(s, PlayBonus("b1-01"))
    s = edit(s, seat, bonus=("b1-01",), sacks=("SK12",), stone=0)
    card = "b1-01"
    assert "only during" in GAME.check(s, PlayBonus(card))  # selling bonus, outside trading
    assert "cannot pay" in GAME.check(s, PlaySack("SK12"))
    s = edit(s, seat, bonus=("w2-01",))  # E13 needs 5 workshops
    assert "5 workshops" in GAME.check(s, PlayBonus("w2-01"))


def test_canal_refusals():
    s = opening(3, seed=3)
    seat = s.current
    s = replace(
        s,
        canals=(PlacedCanal("B2", 1 - seat if seat else 1, "K1", 0),),
        tasks=(Task("canal", seat),),
    )
    assert "already has a canal" in GAME.check(s, BuildCanal("K1", 0, "B2"))
    assert "not in your supply" in GAME.check(s, BuildCanal("K9", 0, "B3"))
    assert "no such space" in GAME.check(s, BuildCanal("K1", 0, "Z9"))
    s = edit(s, seat, marble=1, coins=9)
    assert "cannot pay" in GAME.check(s, BuildCanal("K1", 0, "B3"))
    assert Done() in GAME.legal_actions(s)


def test_garden_refusals():
    s = opening(2, seed=3)
    seat = s.current
    s = edit(s, seat, stone=0)
    s = replace(s, tasks=(Task("garden", seat),))
    assert "costs 1 stone" in GAME.check(s, BuildGarden(1, 0, False, 0, False))
    s = edit(s, seat, stone=3, coins=3)
    s = play(s, BuildGarden(1, 0, False, 0, False))
    s = replace(s, tasks=(Task("garden", seat),))
    assert "same way" in GAME.check(s, BuildGarden(1, 0, False, 2, True))
    assert "already has a garden" in GAME.check(s, BuildGarden(1, 0, True, 0, False))


def test_trading_refusals():
    s = opening(2, seed=3)
    seat = s.current
    s = edit(s, seat, at="GER", coins=0)
    s = replace(s, tasks=(Task("trading", seat, stage=1),))
    assert "must move" in GAME.check(s, MoveCamel("GER", False))
    assert "passes Resafa anyway" in GAME.check(s, MoveCamel("TC9", False))
    assert "costs 2 coins" in GAME.check(s, MoveCamel("TC9", True))
    assert "trading centre" in GAME.check(s, MoveCamel("RES", True))
    s = edit(s, seat, coins=5)
    s = play(s, MoveCamel("ALI", False))
    assert s.task.stage == 2
    assert "Trade between 1" in GAME.check(s, Trade(0, 99))
    s = play(s, Done())
    assert s.task is None  # no trade, no base
    assert GAME.check(s, BuildBase(0)) is not None


def test_a_yellow_level_two_card_has_no_halves():
    s = opening(2, seed=3)
    seat = s.current
    s = edit(s, seat, hand=("p43",) + s.players[seat].hand[1:])
    assert "no halves" in GAME.check(s, PlayCard("p43", 1))
    assert PlayCard("p43", 0) in GAME.legal_actions(s)
