"""Ruling SR-2: the porter acts within one of its holder's turns (alone, before or after
that turn's token placement, or stacked with one token as that placement), never in a
turn of its own, and once a round."""

from tabletop.games.summer_resort import GAME
from tabletop.games.summer_resort.actions import EndTurn, Invest, Package
from tabletop.games.summer_resort.rules.placement import PLAN

from .helpers import action_phase, play, refused


def holder_to_play(players=3):
    """Round 1 with the porter at the last seat, after everyone else's first token."""
    state = action_phase(players=players, porter=players - 1, money=1000)
    for seat in range(players - 1):
        state = play(state, Package(seat))
    assert GAME.actor(state) == players - 1
    return state


def test_the_porter_alone_before_the_token_keeps_the_turn():
    state = GAME.apply(holder_to_play(), Package(2, tokens=0, porter=True))
    assert GAME.actor(state) == 2 and not state.porter_free
    legal = GAME.legal_actions(state)
    assert Package(2) in legal and Package(2, tokens=2) in legal
    assert not any(getattr(a, "porter", False) for a in legal) and EndTurn(2) not in legal
    assert refused(state, EndTurn(2)) == (
        "Place a token first: every turn places a token or a stacked pair."
    )
    state = GAME.apply(state, Package(2))
    assert GAME.actor(state) == 0  # the token placement ended the turn


def test_the_porter_alone_after_the_token_in_the_same_turn():
    state = GAME.apply(holder_to_play(), Invest(2, "villa"))
    assert GAME.actor(state) == 2
    assert GAME.prompt(state) == "add the porter or end your turn"
    legal = GAME.legal_actions(state)
    assert EndTurn(2) in legal
    assert all(a == EndTurn(2) or (a.porter and a.tokens == 0) for a in legal)
    assert refused(state, Package(2)) == (
        "You have placed this turn's token: add the porter alone, or end your turn."
    )
    state = GAME.apply(state, Invest(2, "pension", tokens=0, porter=True))
    assert GAME.actor(state) == 0
    assert state.resorts[2].purchases == ("villa", "pension")


def test_ending_the_turn_keeps_the_porter_for_a_later_turn_of_the_round():
    state = play(holder_to_play(), Package(2), EndTurn(2))
    assert GAME.actor(state) == 0 and state.porter_free
    state = play(state, Package(0), Package(1))
    assert GAME.actor(state) == 2
    assert Package(2, tokens=1, porter=True) in GAME.legal_actions(state)


def test_the_porter_stacked_with_a_token_is_the_turns_placement():
    state = GAME.apply(holder_to_play(), Package(2, tokens=1, porter=True))
    assert GAME.actor(state) == 0 and state.resorts[2].tokens == 1


def test_the_porter_never_gives_its_holder_a_turn_of_its_own():
    # The holder places both tokens as a pair and ends the turn: when the others have
    # placed their second tokens the round goes on to building; no turn for the porter.
    state = play(holder_to_play(), Package(2, tokens=2), EndTurn(2))
    state = play(state, Package(0), Package(1))
    assert state.round == 2 and state.porter == 0  # round over; the porter passed left


def test_turns_go_round_as_without_the_porter():
    # Three players, one token a turn: the turn order is 0 1 2 0 1 2 whatever the holder
    # does with the porter within its turns.
    state = action_phase(players=3, porter=2, money=1000)
    turns = []
    script = [
        [Package(0)],
        [Package(1)],
        [Package(2, tokens=0, porter=True), Package(2)],
        [Package(0)],
        [Package(1)],
        [Package(2)],
    ]
    for moves in script:
        turns.append(GAME.actor(state))
        state = play(state, *moves)
    assert turns == [0, 1, 2, 0, 1, 2]
    assert state.round == 2


def test_the_turn_plan_declares_token_then_optional_porter():
    progress = PLAN.start()
    assert set(PLAN.open(progress)) == {"token", "porter"} and not PLAN.can_end(progress)
    progress = PLAN.mark(progress, "token")
    assert PLAN.open(progress) == ("porter",) and PLAN.can_end(progress)
