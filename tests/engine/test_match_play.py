"""``Match.play`` for a seat, and with the next state already computed (one apply)."""

import pytest

from tabletop.engine import Config, Seat
from tabletop.engine.actions import IllegalAction
from tabletop.engine.match import Match
from tests.toygame import GAME, Draw, Play


def new_match() -> Match:
    seats = (Seat("Ann", "red", "human"), Seat("Bob", "blue", "human"))
    return Match(GAME, Config(seats=seats, seed=5))


def test_a_move_from_the_wrong_seat_is_refused_and_changes_nothing():
    match = new_match()
    card = match.state.hands[0][0]
    with pytest.raises(IllegalAction) as refused:
        match.play(Play(card), seat=1)
    assert refused.value.reason == "It is Ann's turn, not Bob's."
    assert not match.log and len(match.states) == 1
    match.play(Play(card), seat=0)
    assert match.log[-1].seat == 0


def test_a_precomputed_next_state_is_used_as_it_is(monkeypatch):
    match = new_match()
    before = match.state
    after = GAME.advance(before, Draw())
    calls = []
    monkeypatch.setattr(GAME, "apply", lambda *a: calls.append(a), raising=False)
    assert match.play(Draw(), seat=0, after=after) is after
    assert not calls, "not applied a second time"
    entry = match.log[-1]
    assert entry.irreversible and entry.text == "draws a card" and entry.seat == 0


def test_an_illegal_action_is_refused_with_the_rule():
    match = new_match()
    with pytest.raises(IllegalAction) as refused:
        match.play(Play(99))
    assert refused.value.reason == "You do not hold a 99."
