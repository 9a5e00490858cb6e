"""Rounds and turns: card play, colour and main action in either order, draws, reshuffles,
start player, bonus display, hand limit, six rounds."""

from __future__ import annotations

from dataclasses import replace

from tabletop.engine import EndTurn
from tabletop.games.resafa.actions import (
    DiscardBonus,
    DiscardSack,
    Main,
    PlayCard,
    StepTrack,
    TakeBonus,
)
from tabletop.games.resafa.components import components
from tabletop.games.resafa.game import GAME
from tabletop.games.resafa.state import PLAN

from .helpers import edit, opening, play


def quick_turn(state):
    """Play the first card in hand top half up and end the turn."""
    seat = state.current
    return play(state, PlayCard(state.players[seat].hand[0], 0), EndTurn())


def test_a_turn_is_declared_as_a_turn_plan():
    progress = PLAN.start()
    assert PLAN.open(progress) == ("card",)
    progress = PLAN.mark(progress, "card")
    assert set(PLAN.open(progress)) == {"colour", "main"}
    assert set(PLAN.free) >= {"bonus", "sack"}


def test_colour_then_main_or_main_then_colour():
    for order in ("colour_first", "main_first"):
        s = opening(2, seed=4)
        seat = s.current
        s = edit(
            s, seat, hand=("alpha-P4",) + s.players[seat].hand[1:]
        )  # workshop (white) / provisions
        s = play(s, PlayCard("alpha-P4", 1))  # bottom half: provisions, yellow
        colour_move = StepTrack("yellow")
        assert colour_move in GAME.legal_actions(s)
        assert StepTrack("white") not in GAME.legal_actions(s)
        if order == "colour_first":
            s = play(s, colour_move, Main("provisions"), StepTrack("pink"))
        else:
            s = play(s, Main("provisions"), StepTrack("pink"), colour_move)
        assert s.players[seat].tracks == (1, 0, 0, 1)
        assert Main("provisions") not in GAME.legal_actions(s)
        assert EndTurn() in GAME.legal_actions(s)
        assert "already taken" in GAME.check(s, StepTrack("yellow"))


def test_the_main_action_must_be_the_played_half():
    s = opening(2, seed=4)
    seat = s.current
    s = edit(s, seat, hand=("alpha-P4",) + s.players[seat].hand[1:])
    s = play(s, PlayCard("alpha-P4", 0))
    assert Main("workshop") in GAME.legal_actions(s)
    assert GAME.check(s, Main("provisions")) == "The half you played shows another main action."


def test_draws_in_odd_rounds_only_and_reshuffle_after_round_two():
    s = opening(2, seed=2)
    first = s.current
    s = quick_turn(s)
    assert len(s.players[first].hand) == 3 and len(s.players[first].draw) == 2
    for _ in range(5):
        s = quick_turn(s)
    assert s.round == 2
    assert all(len(p.hand) == 3 and not p.draw and len(p.done) == 3 for p in s.players)
    assert s.start == (first + 1) % 2 and s.current == s.start
    s = quick_turn(s)
    assert len(s.players[s.start].hand) == 2  # no draw in round 2
    for _ in range(5):
        s = quick_turn(s)
    assert s.round == 3
    for p in s.players:
        assert len(p.hand) == 3 and len(p.draw) == 3 and not p.done and not p.played
        assert sorted(p.hand + p.draw) == sorted(p.cards)


def test_bonus_display_renewed_each_round_level_two_after_round_three():
    s = opening(2, seed=2)
    before = s.bonus_display
    for _ in range(6):
        s = quick_turn(s)
    assert s.bonus_display != before and all(len(row) == 3 for row in s.bonus_display)
    c = components()
    for _ in range(12):
        s = quick_turn(s)
    assert s.round == 4
    assert all(c.bonus_cards[x].level == 2 for row in s.bonus_display for x in row)
    assert all(t for t in s.ws_display[1])  # level II workshops shown from round 3


def test_six_rounds_then_the_end():
    s = opening(3, seed=8)
    turns = 0
    while s.phase != "over":
        s = quick_turn(s)
        turns += 1
    assert turns == 6 * 3 * 3 and s.round == 6
    assert GAME.actor(s) is None and len(GAME.result(s).totals) == 3


def test_yellow_cards_come_first_after_the_reshuffle():
    s = opening(2, seed=2)
    for _ in range(6):
        s = quick_turn(s)
    seat = s.current
    p = s.players[seat]
    old = p.done[0]
    yellow = "p37" if old.endswith("P1") else "p43"
    s = edit(
        s,
        seat,
        done=(yellow,) + p.done[1:],
        cards=tuple(sorted((yellow,) + tuple(x for x in p.cards if x != old))),
    )
    for _ in range(6):
        s = quick_turn(s)
    assert yellow in s.players[seat].hand


def test_hand_limit_at_the_end_of_the_turn():
    s = opening(2, seed=3)
    seat = s.current
    s = edit(s, seat, bonus=("y1-01", "y1-02"), sacks=("SK1",))
    s = play(s, PlayCard(s.players[seat].hand[0], 0), EndTurn())
    # 3 action cards + 2 bonus + 1 sack = 6 > 5
    assert s.task is not None and s.task.kind == "discard" and s.current == seat
    assert DiscardBonus("y1-01") in GAME.legal_actions(s)
    vp = s.players[seat].vp
    s = play(s, DiscardSack("SK1"))
    assert s.players[seat].vp == vp + 1 and s.current != seat
    assert s.sack_deck[-1] == "SK1"


def test_a_colour_bonus_card_is_kept_or_played():
    s = opening(2, seed=4)
    seat = s.current
    s = edit(s, seat, hand=("alpha-P4",) + s.players[seat].hand[1:])
    s = play(s, PlayCard("alpha-P4", 0))  # white
    card = s.bonus_display[1][0]
    s = play(s, TakeBonus("white", 0))
    assert card in s.players[seat].bonus and s.bonus_display[1][0] == ""
    assert GAME.check(s, TakeBonus("yellow", 0)) is not None


def test_the_view_hides_hands_and_decks():
    s = opening(3, seed=4)
    v = GAME.view(s, 0)
    assert v.players[0].hand == s.players[0].hand
    assert set(v.players[1].hand) == {"?"} and set(v.sack_deck) == {"?"}
    assert all(st[0] != "?" for st, r in zip(v.spec_stacks, v.spec_revealed) if r)
    assert set(v.spec_stacks[1]) == {"?"}
    import random

    d = GAME.determinize(v, 0, random.Random(1))
    assert GAME.conserved(d) == GAME.conserved(s)
    assert d.players[0].hand == s.players[0].hand


def test_replace_keeps_plan_progress_plain():
    s = opening(2)
    assert replace(s, progress=PLAN.mark(s.progress, "card")).progress.taken == ("card",)


def test_drawing_a_card_is_a_reveal():
    s = opening(2, seed=2)
    seat = s.current
    after = play(s, PlayCard(s.players[seat].hand[0], 0))
    assert not GAME.reveals(s, PlayCard(s.players[seat].hand[0], 0), after)
    done = play(after, EndTurn())
    assert GAME.reveals(after, EndTurn(), done)
