"""Colour tracks and special cards: symbols, top card or a look, level limits, pink bonus,
yellow swaps, immediate and permanent cards."""

from __future__ import annotations

from tabletop.engine import EndTurn
from tabletop.games.resafa.actions import (
    LookStack,
    Main,
    PlayCard,
    StepTrack,
    SwapCard,
    TakeSpecial,
    UseSpecial,
)
from tabletop.games.resafa.game import GAME
from tabletop.games.resafa.state import Task, stack_index

from .helpers import edit, opening, play


def at_step(colour: str, pos: int, tracks=None, seed=1, round_=1):
    s = opening(2, seed=seed)
    seat = s.current
    base = list(tracks or (0, 0, 0, 0))
    base[("yellow", "white", "blue", "pink").index(colour)] = pos
    s = edit(s, seat, tracks=tuple(base))
    from dataclasses import replace

    s = replace(s, round=round_, tasks=(Task("steps", seat, n=1),))
    return s, seat


def test_reaching_the_symbol_offers_the_top_card_with_1_vp_and_1_coin():
    s, seat = at_step("white", 2)
    idx = stack_index("white", 1)
    top, second = s.spec_stacks[idx][0], s.spec_stacks[idx][1]
    assert not s.spec_revealed[stack_index("white", 2)]
    s = play(s, StepTrack("white"))
    assert s.task.kind == "special" and LookStack() in GAME.legal_actions(s)
    assert s.spec_revealed[stack_index("white", 2)]  # next level's top turned up
    vp, coins = s.players[seat].vp, s.players[seat].coins
    s = play(s, TakeSpecial(top))
    p = s.players[seat]
    assert top in p.specials and p.vp == vp + 1 and p.coins == coins + 1
    assert s.spec_stacks[idx][0] == second and s.spec_revealed[idx]


def test_looking_through_the_stack_gives_no_bonus_and_is_secret():
    s, seat = at_step("blue", 2)
    idx = stack_index("blue", 1)
    top, hidden = s.spec_stacks[idx][0], s.spec_stacks[idx][1:]
    s = play(s, StepTrack("blue"), LookStack())
    assert set(s.look) == set(hidden)
    assert GAME.view(s, seat).look == s.look and set(GAME.view(s, 1 - seat).look) == {"?"}
    vp = s.players[seat].vp
    s = play(s, TakeSpecial(hidden[-1]))
    assert hidden[-1] in s.players[seat].specials and s.players[seat].vp == vp
    assert s.spec_stacks[idx][0] == top and sorted(s.spec_stacks[idx][1:]) == sorted(hidden[:-1])
    assert s.look == ()


def test_level_two_on_only_two_and_level_three_on_one_of_yellow_white_blue():
    s, seat = at_step("blue", 5, tracks=(6, 6, 0, 0))
    reason = GAME.check(s, StepTrack("blue"))
    assert reason and "only 2" in reason
    s, seat = at_step("blue", 8, tracks=(9, 6, 0, 0))
    assert "only 1" in GAME.check(s, StepTrack("blue"))
    s, seat = at_step("pink", 8, tracks=(9, 9, 0, 0))
    assert StepTrack("pink") in GAME.legal_actions(s)
    s, seat = at_step("pink", 9)
    assert "end of the pink track" in GAME.check(s, StepTrack("pink"))


def test_pink_cards_give_the_round_bonus():
    for round_, coins, vp in ((1, 2, 3), (3, 1, 1), (5, 0, 0)):
        s, seat = at_step("pink", 2, round_=round_)
        before = s.players[seat]
        top = s.spec_stacks[stack_index("pink", 1)][0]
        s = play(s, StepTrack("pink"), TakeSpecial(top))
        p = s.players[seat]
        assert p.coins - before.coins == coins + 1 and p.vp - before.vp == vp + 1


def test_a_yellow_level_one_card_replaces_the_same_pairing_at_the_end_of_the_turn():
    s = opening(2, seed=6)
    seat = s.current
    p = s.players[seat]
    target = f"{p.set_id}-P1"
    hand = tuple(x for x in p.hand + p.draw if x != target)[:3]
    draw = (target,) + tuple(x for x in p.hand + p.draw if x not in hand and x != target)
    s = edit(s, seat, hand=hand, draw=draw, yellow_waiting=())
    s = play(s, PlayCard(hand[0], 0))
    s = edit(s, seat, yellow_waiting=("p37",))
    s = play(s, EndTurn())
    assert s.task.kind == "swap" and GAME.legal_actions(s) == [SwapCard(target)]
    s = play(s, SwapCard(target))
    p = s.players[seat]
    assert "p37" in p.hand and target not in p.action_cards and len(p.hand) == 3
    assert len(p.draw) == 2 and "p37" in p.cards  # drawn instead of a random card
    assert p.retired == (target,)


def test_yellow_cards_choose_the_main_action_and_the_colour():
    s = opening(2, seed=6)
    seat = s.current
    s = edit(s, seat, hand=("p49",) + s.players[seat].hand[1:])
    stone = s.players[seat].stone
    s = play(s, PlayCard("p49", 0))
    assert s.players[seat].stone == stone + 2 and s.players[seat].vp == 3
    legal = GAME.legal_actions(s)
    assert {StepTrack(c) for c in ("yellow", "white", "blue", "pink")} <= set(legal)
    s = play(s, Main("provisions"), StepTrack("pink"))
    assert Main("provisions") not in GAME.legal_actions(s)
    assert Main("production") in GAME.legal_actions(s)


def test_white_cards_are_used_now_or_later():
    s = opening(2, seed=6)
    seat = s.current
    s = edit(s, seat, unused=("p22",), specials=("p22",))
    s = play(s, PlayCard(s.players[seat].hand[0], 0))
    assert UseSpecial("p22") in GAME.legal_actions(s)
    s = play(s, UseSpecial("p22"))
    assert s.task.kind == "garden" and s.task.mods.free
    assert "p22" not in s.players[seat].unused and "p22" in s.players[seat].specials


def test_determinize_while_looking_keeps_the_looked_at_cards():
    import random

    s, seat = at_step("blue", 2)
    s = play(s, StepTrack("blue"), LookStack())
    for viewer in (seat, 1 - seat):
        d = GAME.determinize(GAME.view(s, viewer), viewer, random.Random(3))
        assert GAME.conserved(d) == GAME.conserved(s)
        assert sorted(d.look) == sorted(d.spec_stacks[stack_index("blue", 1)][1:])
    d = GAME.determinize(GAME.view(s, seat), seat, random.Random(3))
    assert sorted(d.look) == sorted(s.look)


def test_after_looking_the_face_up_card_may_still_be_chosen_without_bonus():
    s, seat = at_step("pink", 2)
    idx = stack_index("pink", 1)
    top, hidden = s.spec_stacks[idx][0], s.spec_stacks[idx][1:]
    s = play(s, StepTrack("pink"), LookStack())
    vp = s.players[seat].vp
    s = play(s, TakeSpecial(top))
    assert s.players[seat].vp == vp + 3  # the round 1 pink bonus only, no top-card bonus
    assert sorted(s.spec_stacks[idx]) == sorted(hidden) and s.spec_revealed[idx]


def test_taking_the_top_card_turns_up_the_next_and_is_a_reveal():
    s, seat = at_step("white", 2)
    s = play(s, StepTrack("white"))
    top = s.spec_stacks[stack_index("white", 1)][0]
    after = play(s, TakeSpecial(top))
    assert GAME.reveals(s, TakeSpecial(top), after)
