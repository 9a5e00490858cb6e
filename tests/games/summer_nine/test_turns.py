"""A turn: picks and where cards go, refills, Take Two, action cards and the refusals."""

import dataclasses

from tabletop.engine import Config, EndTurn
from tabletop.engine.match import Match
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
from tabletop.games.summer_nine.state import COMPENSATION, EMPTY, PLACE, PLAY, pool_index
from tests.games.refusals import refused as refused_by

from .helpers import GAME, arrange, at_round, card, new_state, schedule


def refused(state, action, *words):
    return refused_by(GAME, state, action, *words)


def start(**kw):
    """Round 1, seat 0 to play; column 1 holds a Spain beach (row 1) and a photo (row 2)."""
    state = new_state(2)
    return arrange(
        state, pool={(1, 1): "DST-ES-BEA-5", (2, 1): "PHO-1"}, deck_top=("DST-GR-CIT-5",), **kw
    )


def test_schedule_card_goes_into_its_month_and_the_slot_is_refilled():
    state = start()
    after = GAME.apply(state, TakeToSchedule(1, 1, 2))
    assert after.schedules[0][1] == card("DST-ES-BEA-5")
    assert after.pool[pool_index(1, 1)] == card("DST-GR-CIT-5")
    assert len(after.deck) == len(state.deck) - 1
    assert after.actor == 1  # the turn ended by itself: nothing else to do


def test_schedule_card_refused_in_another_month_or_a_taken_slot():
    state = start()
    refused(state, TakeToSchedule(1, 1, 4), "June", "slot 1, 2 or 3")
    state = arrange(state, schedules={0: schedule("DST-IT-CIT-1", *[None] * 8)})
    refused(state, TakeToSchedule(1, 1, 1), "already holds a card")


def test_schedule_card_may_be_discarded_but_not_kept_in_hand():
    state = start()
    after = GAME.apply(state, TakeAndDiscard(1, 1))
    assert after.discard[-1] == card("DST-ES-BEA-5")
    refused(state, TakeToHand(1, 1), "schedule card")


def test_non_schedule_card_goes_to_hand_only():
    state = start()
    after = GAME.apply(state, TakeToHand(2, 1))
    assert card("PHO-1") in after.hands[0]
    refused(state, TakeToSchedule(2, 1, 1), "not a schedule card", "hand")
    refused(state, TakeAndDiscard(2, 1), "not a schedule card")


def test_only_open_columns_can_be_picked():
    state = start()
    refused(state, TakeToHand(1, 5), "not revealed yet")
    late = at_round(start(), 12)  # columns 4-9 open, 1-3 hidden
    refused(late, TakeAndDiscard(1, 2), "hidden again", "Time Travel")


def test_full_month_leaves_only_the_discard():
    full = schedule("DST-IT-CIT-1", "DST-IT-CIT-2", "DST-IT-CIT-3", *[None] * 6)
    state = start(schedules={0: full})
    moves = GAME.legal_actions(state)
    assert TakeAndDiscard(1, 1) in moves
    assert not any(isinstance(m, TakeToSchedule) and m.row == 1 for m in moves)


def test_empty_deck_leaves_the_pool_slot_empty():
    state = dataclasses.replace(start(), deck=())
    # keep all cards conserved: move the deck to the discard for this test
    state = dataclasses.replace(state, discard=start().deck)
    after = GAME.apply(state, TakeToSchedule(1, 1, 1))
    assert after.pool[pool_index(1, 1)] == EMPTY


def test_end_turn_needs_the_pick():
    state = start(hands={0: ("ACT-RES-1",)})
    refused(state, EndTurn(), "Take a card")


def test_take_two_two_picks_with_the_refill_between():
    state = start()
    state = GAME.apply(state, PlayTakeTwo())
    assert len(state.take_twos[0]) == 2 and state.discard[-1] >= 0
    state = GAME.apply(state, TakeToSchedule(1, 1, 1))
    assert state.actor == 0, "the second pick is still due"
    # the second pick may be the card that just refilled the slot
    assert TakeToSchedule(1, 1, 2) in GAME.legal_actions(state)
    state = GAME.apply(state, TakeToSchedule(1, 1, 2))
    assert state.schedules[0][:2] == (card("DST-ES-BEA-5"), card("DST-GR-CIT-5"))
    assert state.actor == 1


def test_take_two_must_be_announced_before_the_first_pick():
    sched = schedule("DST-IT-CIT-1", *[None] * 8)
    state = GAME.apply(start(schedules={0: sched}, hands={0: ("ACT-RES-1",)}), TakeToHand(2, 1))
    assert state.actor == 0, "a Reschedule is still playable: the turn goes on"
    refused(state, PlayTakeTwo(), "before your first pick")


def test_only_one_take_two_per_round():
    state = GAME.apply(start(), PlayTakeTwo())
    refused(state, PlayTakeTwo(), "one Take Two")


def test_no_take_two_card_no_take_two():
    state = dataclasses.replace(start(), take_twos=((), start().take_twos[1]))
    state = dataclasses.replace(state, set_aside=state.set_aside + start().take_twos[0])
    refused(state, PlayTakeTwo(), "no Take Two")


def test_action_cards_between_the_two_picks():
    sched = schedule("DST-IT-CIT-1", *[None] * 8)
    state = start(schedules={0: sched}, hands={0: ("ACT-RES-1",)})
    state = GAME.apply(state, PlayTakeTwo())
    state = GAME.apply(state, TakeToHand(2, 1))
    state = GAME.apply(state, Reschedule(1, 7))
    assert state.schedules[0][6] == card("DST-IT-CIT-1") and state.schedules[0][0] == EMPTY
    assert state.actor == 0 and state.phase == PLAY
    state = GAME.apply(state, TakeToSchedule(1, 1, 1))
    assert state.actor == 1


def test_reschedule_swaps_across_months_and_refuses_two_empty_slots():
    sched = schedule("DST-IT-CIT-1", None, None, "DST-GR-BEA-1", *[None] * 5)
    state = start(schedules={0: sched}, hands={0: ("ACT-RES-1",)})
    after = GAME.apply(state, Reschedule(1, 4))
    assert after.schedules[0][0] == card("DST-GR-BEA-1")
    assert after.schedules[0][3] == card("DST-IT-CIT-1")
    assert card("ACT-RES-1") in after.discard and not after.hands[0]
    refused(state, Reschedule(2, 3), "Both slots are empty")
    refused(start(), Reschedule(1, 4), "no Reschedule")


def test_identity_theft_compensation_in_the_middle_of_take_two():
    victim = schedule(None, None, None, "DST-GR-BEA-5", *[None] * 5)
    state = start(schedules={1: victim}, hands={0: ("ACT-IDT-1",)})
    state = GAME.apply(state, PlayTakeTwo())
    state = GAME.apply(state, TakeToSchedule(1, 1, 1))
    state = GAME.apply(state, StealCard(1, 4, 5))
    assert state.schedules[0][4] == card("DST-GR-BEA-5")
    assert state.schedules[1][3] == EMPTY
    assert state.phase == COMPENSATION and GAME.actor(state) == 1
    # the victim may not play action cards or Take Two during the compensation pick
    refused(state, PlayTakeTwo(), "compensation")
    state = GAME.apply(state, TakeToHand(2, 1))
    assert card("PHO-1") in state.hands[1]
    assert GAME.actor(state) == 0 and state.phase == PLAY, "back to the thief's second pick"
    state = GAME.apply(state, TakeToSchedule(1, 1, 2))
    assert GAME.actor(state) == 1 and state.round == 1


def test_identity_theft_refusals():
    victim = schedule(None, None, None, "DST-GR-BEA-5", *[None] * 5)
    mine = schedule(
        "DST-IT-CIT-1", None, None, "DST-IT-CIT-2", "DST-IT-CIT-3", "DST-IT-CIT-4", *[None] * 3
    )
    state = start(schedules={0: mine, 1: victim}, hands={0: ("ACT-IDT-1",)})
    refused(state, StealCard(1, 4, 2), "belongs to July")
    refused(state, StealCard(1, 4, 5), "already holds a card")
    refused(state, StealCard(0, 1, 2), "not your own")
    refused(state, StealCard(1, 1, 2), "empty")
    refused(start(schedules={1: victim}), StealCard(1, 4, 5), "no Identity Theft")


def test_time_travel_refused_in_the_first_half():
    state = start(hands={0: ("ACT-TT-1",)})
    for round_ in range(1, 10):
        refused(at_round(state, round_), TimeTravel(1, 1), "second half")


def test_time_travel_takes_a_hidden_card_in_its_columns_month():
    state = arrange(
        new_state(2),
        pool={(1, 2): "DST-ES-MTN-5"},
        hands={0: ("ACT-TT-1",)},
        deck_top=("DST-GR-MTN-1",),
    )
    state = at_round(state, 12)  # columns 1-3 hidden
    refused(state, TimeTravel(1, 5), "not hidden")
    state = GAME.apply(state, TimeTravel(1, 2))
    assert state.phase == PLACE and state.picked == card("DST-ES-MTN-5")
    assert state.shown == card("DST-GR-MTN-1"), "the refill is shown to everyone"
    refused(state, PlacePicked(4), "June")
    refused(state, TakeToHand(1, 5), "Time Travel brought")
    after = GAME.apply(state, PlacePicked(3))
    assert after.schedules[0][2] == card("DST-ES-MTN-5")
    assert after.actor == 1, "Time Travel replaced the pick: no extra pick"
    discarded = GAME.apply(state, DiscardPicked())
    assert discarded.discard[-1] == card("DST-ES-MTN-5")


def test_time_travel_is_not_an_extra_pick():
    sched = schedule("DST-IT-CIT-1", *[None] * 8)
    state = arrange(new_state(2), schedules={0: sched}, hands={0: ("ACT-TT-1", "ACT-RES-1")})
    state = at_round(state, 12)
    state = GAME.apply(
        state, next(a for a in GAME.legal_actions(state) if isinstance(a, TakeAndDiscard))
    )
    assert state.actor == 0
    refused(state, TimeTravel(1, 1), "already taken", "not an extra")


def test_turn_order_and_rounds():
    state = new_state(3)
    actors = []
    while state.round <= 2:
        actors.append(state.actor)
        state = GAME.apply(state, GAME.legal_actions(state)[0])
        while state.phase != PLAY:
            state = GAME.apply(state, GAME.legal_actions(state)[0])
        if state.progress.taken:
            state = GAME.apply(state, EndTurn())
    assert actors[:6] == [0, 1, 2, 0, 1, 2]


def test_no_open_card_no_compensation_and_the_pick_is_passed():
    victim = schedule("DST-GR-BEA-5", *[None] * 8)
    state = arrange(new_state(2), schedules={1: victim}, hands={0: ("ACT-IDT-1",)})
    gone = (state.pool[pool_index(1, 1)], state.pool[pool_index(2, 1)])
    pool = list(state.pool)
    pool[pool_index(1, 1)] = pool[pool_index(2, 1)] = EMPTY
    state = dataclasses.replace(state, pool=tuple(pool), discard=state.discard + gone)
    state = GAME.apply(state, StealCard(1, 1, 2))
    assert state.phase == PLAY and state.actor == 0, "nothing to pick: no compensation"
    assert GAME.legal_actions(state) == [EndTurn()]
    assert GAME.apply(state, EndTurn()).actor == 1


def test_undo_takes_back_take_two_but_never_a_pick():
    match = Match(GAME, Config.default(2, seed=4))
    match.play(PlayTakeTwo())
    assert match.can_undo()
    match.undo()
    assert match.state == GAME.new(Config.default(2, seed=4))
    match.play(PlayTakeTwo())
    pick = next(a for a in GAME.legal_actions(match.state) if isinstance(a, TakeAndDiscard))
    match.play(pick)
    assert not match.can_undo(), "the refill showed a new card"


def test_several_action_cards_before_and_after_the_pick():
    sched = schedule("DST-IT-CIT-1", "DST-IT-CIT-2", *[None] * 7)
    state = start(schedules={0: sched}, hands={0: ("ACT-RES-1", "ACT-RES-2", "ACT-RES-3")})
    state = GAME.apply(state, Reschedule(1, 9))  # before the pick
    state = GAME.apply(state, Reschedule(2, 5))
    state = GAME.apply(state, TakeToSchedule(1, 1, 1))
    assert state.actor == 0, "a Reschedule is left: the player may still use it"
    state = GAME.apply(state, Reschedule(1, 4))  # after the pick
    assert state.schedules[0][3] == card("DST-ES-BEA-5")
    assert state.schedules[0][4] == card("DST-IT-CIT-2")
    assert state.schedules[0][8] == card("DST-IT-CIT-1")
    assert state.actor == 1, "no action card left: the turn ended by itself"


def test_compensation_follows_the_victims_month_rule():
    full = schedule("DST-IT-CIT-1", "DST-IT-CIT-2", "DST-IT-CIT-3", "DST-GR-BEA-5", *[None] * 5)
    state = start(schedules={1: full}, hands={0: ("ACT-IDT-1",)})
    state = GAME.apply(state, StealCard(1, 4, 4))
    assert GAME.actor(state) == 1
    refused(state, TakeToSchedule(1, 1, 2), "already holds a card")
    assert TakeToSchedule(1, 1, 4) not in GAME.legal_actions(state)
    refused(state, TakeToSchedule(1, 1, 4), "belongs to June")
    state = GAME.apply(state, TakeAndDiscard(1, 1))
    assert state.discard[-1] == card("DST-ES-BEA-5") and GAME.actor(state) == 0
