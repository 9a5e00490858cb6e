"""The bots' sense of Resafa's strategy: positions where one move is clearly right, and
the estimate's shape (the final score at the end, goods worth a sale, engines worth more
early). The greedy bot chooses by the heuristic alone, so it shows what the heuristic
values."""

from __future__ import annotations

import random
from dataclasses import replace

from tabletop.engine import EndTurn
from tabletop.engine.bots import GreedyBot
from tabletop.games.resafa.actions import (
    BuildBase,
    BuildGarden,
    Done,
    LookStack,
    Main,
    MoveCamel,
    PlayCard,
    StepTrack,
    TakeSpecial,
    Trade,
)
from tabletop.games.resafa.bot import worth as worth_module
from tabletop.games.resafa.components.records import COLOURS
from tabletop.games.resafa.game import GAME
from tabletop.games.resafa.scoring import breakdown
from tabletop.games.resafa.state import GardenSquare, PlacedWorkshop, Task

from .helpers import edit, opening, play
from .solo_helpers import solo_opening


def greedy(state, seed: int = 1):
    seat = GAME.actor(state)
    bot = GreedyBot(GAME, seat)
    return bot.choose(GAME.view(state, seat), GAME.legal_actions(state), random.Random(seed))


def trading_at(centre: str, tile: str, face: int = 0):
    s = opening(2, seed=1)
    seat = s.current
    i = s.centres.index(centre)
    s = replace(s, trade_tiles=s.trade_tiles[:i] + (tile,) + s.trade_tiles[i + 1 :])
    s = replace(s, trade_faces=s.trade_faces[:i] + (face,) + s.trade_faces[i + 1 :])
    return replace(s, tasks=(Task("trading", seat, stage=1),)), seat


def test_greedy_builds_an_affordable_trading_base():
    s, seat = trading_at("CTE", "R1")
    s = edit(s, seat, coins=6, stone=3, camel=2)
    s = play(s, MoveCamel("CTE", True), Trade(1, 1))
    assert any(isinstance(a, BuildBase) for a in GAME.legal_actions(s))
    for seed in range(3):
        assert isinstance(greedy(s, seed), BuildBase)


def test_greedy_sells_its_rare_goods_for_their_points():
    s, seat = trading_at("CTE", "R1")  # side a, top: sell amphora for 1 coin + 4 VP
    s = edit(s, seat, coins=3, stone=1, camel=3, amphora=3)
    s = play(s, MoveCamel("CTE", True))
    choice = greedy(s)
    assert choice == Trade(0, 3)


def test_greedy_moves_where_its_goods_sell():
    s, seat = trading_at("CTE", "R1")
    s = edit(s, seat, coins=3, stone=1, camel=3, amphora=3)
    choice = greedy(s)
    assert isinstance(choice, MoveCamel) and choice.to == "CTE" and choice.via  # loads in Resafa


def test_greedy_steps_on_to_a_special_card_and_takes_it():
    s = opening(2, seed=1)
    seat = s.current
    pink = COLOURS.index("pink")
    s = edit(s, seat, tracks=tuple(2 if i == pink else 0 for i in range(4)))
    # no bonus cards on offer (a card with a pink step would do as well, and more)
    s = replace(s, tasks=(Task("provision", seat),), bonus_display=(("", "", ""),) * 4)
    assert greedy(s) == StepTrack("pink")
    s = play(s, StepTrack("pink"))
    assert s.task.kind == "special"
    for _ in range(2):  # the face-up card, or one found by looking through the stack
        choice = greedy(s)
        assert isinstance(choice, (TakeSpecial, LookStack))
        s = play(s, choice)
        if s.task is None or s.task.kind not in ("special", "pick"):
            break
    p = s.players[seat]
    assert any(card.startswith("p") and int(card[1:]) <= 18 for card in p.specials)


def test_greedy_completes_a_garden_square():
    s = opening(2, seed=1)
    seat = s.current
    shops = (
        PlacedWorkshop("S-A", 0, 0, 0, False),
        PlacedWorkshop("S-B", 1, 1, 0, False),
    )
    square = GardenSquare(1, 0, True, (1, 1, 0))
    s = edit(s, seat, workshops=shops, gardens=(square,), garden_tiles=2, coins=4, stone=4)
    s = replace(s, tasks=(Task("garden", seat),))
    choice = greedy(s)
    assert isinstance(choice, BuildGarden) and (choice.x, choice.y, choice.strip) == (1, 0, 2)
    after = play(s, choice)
    assert after.players[seat].squares_done == 1


def test_greedy_plays_a_main_action_it_can_pay_for():
    """A broke player does not choose the half whose main action it cannot carry out."""
    s = solo_opening(1)
    seat = 0
    s = edit(s, seat, coins=0, stone=0, marble=0)
    choice = greedy(s)
    assert isinstance(choice, PlayCard)
    after = play(s, choice)
    mains = [a for a in GAME.legal_actions(after) if isinstance(a, Main)]
    assert mains, f"{choice} leaves no main action to take"


def test_the_estimate_is_the_final_score_at_the_end():
    s = solo_opening(3)
    while GAME.actor(s) is not None:
        s = GAME.apply(s, greedy(s))
    total = sum(v for _, v in breakdown(s, 0))
    assert GAME.heuristic(s, 0) == total == GAME.result(s).totals[0]


def test_engines_are_worth_more_early_than_late():
    early = solo_opening(1)
    late = replace(early, round=6)
    shops = early.players[0].workshops + (PlacedWorkshop("L1-10", 1, -1, 0, True),)
    gain_early = worth_module.worth(edit(early, 0, workshops=shops), 0) - worth_module.worth(
        early, 0
    )
    gain_late = worth_module.worth(edit(late, 0, workshops=shops), 0) - worth_module.worth(late, 0)
    assert gain_early > gain_late > 0


def test_a_good_in_hand_is_worth_more_while_it_can_be_sold():
    s = solo_opening(1)
    more = edit(s, 0, spice=1)
    assert worth_module.worth(more, 0) - worth_module.worth(s, 0) > 1  # its end VP, and a sale
    last = replace(s, round=6)
    last = edit(last, 0, played=("a", "b", "c"))
    more_last = edit(last, 0, spice=1)
    assert worth_module.worth(more_last, 0) - worth_module.worth(last, 0) == 1  # the end VP only


def test_the_turn_is_not_ended_with_a_useful_main_action_left():
    s = solo_opening(1)
    seat = 0
    s = edit(s, seat, coins=5, stone=5)
    legal = GAME.legal_actions(s)
    card = next(a for a in legal if isinstance(a, PlayCard))
    s = play(s, card)
    for _ in range(6):
        if GAME.actor(s) != seat or s.task is not None and s.task.kind not in ("provision",):
            break
        choice = greedy(s)
        if isinstance(choice, (EndTurn, Done)):
            assert not [a for a in GAME.legal_actions(s) if isinstance(a, Main)]
            break
        s = play(s, choice)


def test_goods_are_worth_a_sale_only_while_a_trading_action_is_still_to_play():
    s = replace(solo_opening(1), round=6)
    cards = s.players[0].action_cards
    trading = tuple(c for c in cards if c.endswith(("-P1", "-P2")))  # trading on a half
    other = tuple(c for c in cards if c not in trading)
    assert trading and other
    no_trade = edit(s, 0, hand=other[:2], draw=(), played=other[2:3], done=trading + other[3:])
    can_trade = edit(s, 0, hand=trading[:1] + other[:1], draw=(), played=other[2:3])
    for position, extra in ((no_trade, False), (can_trade, True)):
        worth = worth_module.worth(edit(position, 0, spice=2), 0) - worth_module.worth(position, 0)
        assert (worth > 2.5) == extra, (worth, extra)
