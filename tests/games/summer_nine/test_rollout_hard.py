"""Hard's playout player (``rollout_hard``): Reschedule cards held counted as their best
swap at the end, Time Travel played blind; and hard's playouts using it. Built positions,
fake clocks, nothing timed."""

import random

from tabletop.engine import EndTurn
from tabletop.games.summer_nine.actions import PlacePicked, PlayTakeTwo, TakeAndDiscard, TimeTravel
from tabletop.games.summer_nine.bot import rollout, search_hard
from tabletop.games.summer_nine.bot.rollout_hard import (
    best_swap,
    final_margin,
    hard_action,
    reschedule_gain,
    time_travel,
)
from tabletop.games.summer_nine.bot.search_hard import HardNineBot
from tabletop.games.summer_nine.scoring import score_schedule
from tabletop.games.summer_nine.state import month_of_column

from .helpers import GAME, arrange, at_round, new_state, schedule
from .test_bot_search import FakeClock

# Two Spanish half stays apart (neither counts); one swap pairs them (+6).
APART = schedule("HES-ES-1", "DST-IT-CIT-1", None, "HES-ES-2", None, None, None, None, None)
APART_IT = schedule("HES-IT-1", "DST-ES-CIT-1", None, "HES-IT-2", None, None, None, None, None)
"""The same for the rival (Italian half stays)."""


def test_best_swap_pairs_two_half_stays():
    gain, after = best_swap(APART, (), "union")
    assert gain == 6
    assert score_schedule(after, (), "union").total == score_schedule(APART, (), "union").total + 6
    assert sorted(after) == sorted(APART)  # a swap: the same cards


def test_best_swap_of_a_schedule_no_swap_improves_is_nothing():
    tidy = schedule("DST-ES-BEA-5", None, None, None, None, None, None, None, None)
    assert best_swap(tidy, (), "union") == (0, tidy)


def _over_with(hand0: tuple[str, ...], hand1: tuple[str, ...] = ()):
    """A finished game: seat 0's schedule is ``APART``, seat 1's ``APART_IT``."""
    return arrange(
        at_round(new_state(2), 18),
        schedules={0: APART, 1: APART_IT},
        hands={0: hand0, 1: hand1},
    )


def test_a_reschedule_held_at_the_end_counts_its_best_swap_for_the_bot_only():
    plain = _over_with(())
    held = _over_with(("ACT-RES-1",), ("ACT-RES-2",))
    assert reschedule_gain(held, 0) == 6 and reschedule_gain(plain, 0) == 0
    assert rollout.final_margin(held, 0) == 0
    # the bot's own card is played at the end; the rival's (a guess) is left unplayed
    assert final_margin(held, 0) == 6
    assert final_margin(held, 1) == 6
    assert final_margin(plain, 0) == 0


def test_two_reschedules_add_only_what_each_swap_adds():
    two = _over_with(("ACT-RES-1", "ACT-RES-2"))
    assert reschedule_gain(two, 0) == 6  # the second swap finds nothing more


def _last_turn_with_june_open(hand: tuple[str, ...]):
    """Round 17, seat 0 to pick: only column 9 is open (two bridges there), June's slots
    are empty and the hidden columns hold 2- and 3-point destinations."""
    full = schedule(
        None, None, None, "DST-ES-BEA-1", "DST-ES-CIT-1", "DST-ES-MTN-1", "DST-IT-BEA-1",
        "DST-IT-CIT-1", "DST-IT-MTN-1",
    )  # fmt: skip
    good = [
        f"DST-{c}-{t}-{p}"
        for p in (5, 4, 3)
        for c in ("ES", "IT", "GR")
        for t in ("BEA", "CIT", "MTN")
    ]
    pool = {(r, col): good.pop(0) for col in range(1, 9) for r in (1, 2)}
    pool[(1, 9)], pool[(2, 9)] = "BRG-1", "BRG-2"
    return arrange(at_round(new_state(2), 17), pool=pool, schedules={0: full}, hands={0: hand})


def test_time_travel_is_played_blind_into_an_empty_month_when_the_open_cards_are_poor():
    state = _last_turn_with_june_open(("ACT-TT-1",))
    action = time_travel(state, 0, random.Random(1))
    assert isinstance(action, TimeTravel) and month_of_column(action.column) == 0
    rng = random.Random(1)
    played = hard_action(state, rng, GAME, 3)
    if isinstance(played, PlayTakeTwo):  # the player spends Take Two at random
        state = GAME.apply(state, played)
        played = hard_action(state, rng, GAME, 3)
    assert isinstance(played, TimeTravel) and month_of_column(played.column) == 0
    assert played in GAME.legal_actions(state)
    placed = GAME.apply(state, played)
    assert isinstance(hard_action(placed, rng, GAME, 3), PlacePicked)  # a June slot
    # without the card the player picks an open card, as normal's player does
    without = _last_turn_with_june_open(())
    assert time_travel(without, 0, random.Random(1)) is None
    assert not isinstance(hard_action(without, random.Random(1), GAME, 3), TimeTravel)


def test_time_travel_is_kept_when_no_hidden_card_would_help():
    state = _last_turn_with_june_open(("ACT-TT-1",))
    full = schedule(
        "DST-ES-BEA-2", "DST-ES-CIT-2", "DST-ES-MTN-2", "DST-ES-BEA-1", "DST-ES-CIT-1",
        "DST-ES-MTN-1", "DST-IT-BEA-1", "DST-IT-CIT-1", "DST-IT-MTN-1",
    )  # fmt: skip
    state = arrange(state, schedules={0: full})
    assert time_travel(state, 0, random.Random(1)) is None


# Full schedules but for June's slot 3 (June is hidden from round 12 on): picks in the
# last rounds cannot change them, and one swap pairs the half stays (+6).
FULL_ES = schedule(
    "HES-ES-1", "DST-IT-CIT-1", None, "HES-ES-2", "DST-GR-BEA-1", "DST-GR-CIT-1",
    "DST-GR-MTN-1", "DST-GR-BEA-2", "DST-GR-CIT-2",
)  # fmt: skip
FULL_IT = schedule(
    "HES-IT-1", "DST-ES-CIT-1", None, "HES-IT-2", "DST-ES-BEA-1", "DST-ES-MTN-1",
    "DST-ES-BEA-2", "DST-ES-CIT-2", "DST-ES-MTN-2",
)  # fmt: skip


def _picked_holding_a_reschedule(round_: int):
    """Round ``round_``: both seats have picked (bridges, discarded); seat 1 holds a
    Reschedule, so its turn stays open. Only bridges come from the deck."""
    state = arrange(
        at_round(new_state(2), round_),
        pool={(1, 9): "BRG-1", (2, 9): "BRG-2"},
        schedules={0: FULL_ES, 1: FULL_IT},
        hands={0: (), 1: ("ACT-RES-1",)},
        deck_top=("BRG-3", "BRG-4", "BRG-5", "BRG-6"),
    )
    state = GAME.apply(state, TakeAndDiscard(1, 9))  # seat 0
    state = GAME.apply(state, TakeAndDiscard(2, 9))  # seat 1; its turn stays open
    assert GAME.actor(state) == 1 and EndTurn() in GAME.legal_actions(state)
    return state


def _end_turn_playout(state, cards: bool) -> float | None:
    bot = HardNineBot(GAME, 1, "hard", clock=FakeClock())
    before = search_hard.ACTION_CARDS
    try:
        search_hard.ACTION_CARDS = cards
        view = GAME.view(state, 1)
        return bot._playout(view, EndTurn(), random.Random(1), random.Random(2), 1e9)
    finally:
        search_hard.ACTION_CARDS = before


def test_hard_playouts_count_a_reschedule_kept_for_the_last_turn():
    """Round 16: ending the turn keeps the Reschedule for round 17, where hard's playout
    counts its best swap (normal's player: nothing)."""
    state = _picked_holding_a_reschedule(16)
    assert _end_turn_playout(state, True) == _end_turn_playout(state, False) + 6


def test_on_the_last_turn_a_reschedule_kept_counts_nothing():
    """Round 17 is seat 1's last turn: a Reschedule not played now is never played."""
    state = _picked_holding_a_reschedule(17)
    assert _end_turn_playout(state, True) == _end_turn_playout(state, False)
