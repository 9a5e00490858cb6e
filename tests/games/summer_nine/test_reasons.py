"""Every refused action has a reason of its own (never the generic fallback), and
``check`` agrees with ``legal_actions`` across random positions, probing every kind of
action with many parameters."""

import random

from tabletop.engine import EndTurn
from tabletop.games.summer_nine.actions import (
    DiscardPicked,
    PlacePicked,
    PlayTakeTwo,
    Reschedule,
    StealCard,
    TakeAndDiscard,
    TakeToHand,
    TakeToSchedule,
    TimeTravel,
)
from tabletop.games.summer_nine.rules import explain

from .helpers import GAME, new_state


def probes(rng: random.Random):
    yield EndTurn()
    yield PlayTakeTwo()
    yield DiscardPicked()
    for _ in range(6):
        row, column, slot = rng.randint(0, 3), rng.randint(0, 10), rng.randint(0, 10)
        yield TakeToSchedule(row, column, slot)
        yield TakeAndDiscard(row, column)
        yield TakeToHand(row, column)
        yield TimeTravel(row, column)
        yield PlacePicked(slot)
        yield Reschedule(rng.randint(0, 10), rng.randint(0, 10))
        yield StealCard(rng.randint(-1, 4), rng.randint(0, 10), rng.randint(0, 10))


def test_every_refusal_has_its_own_reason():
    rng = random.Random(7)
    checked = 0
    for players in (2, 3, 4):
        state = new_state(players, seed=players)
        while not GAME.is_over(state):
            legal = GAME.legal_actions(state)
            for action in probes(rng):
                reason = GAME.check(state, action)
                if action in legal:
                    assert reason is None
                else:
                    assert explain(state, action), f"no specific reason for {action}"
                    checked += 1
            state = GAME.apply(state, rng.choice(legal))
    assert checked > 500


def test_reveals_picks_and_new_rounds_but_not_a_reschedule():
    state = new_state(2)
    pick = next(a for a in GAME.legal_actions(state) if isinstance(a, TakeAndDiscard))
    after = GAME.apply(state, pick)
    assert GAME.reveals(state, pick, after)
    swap = Reschedule(1, 2)
    assert not GAME.reveals(state, swap, state)
