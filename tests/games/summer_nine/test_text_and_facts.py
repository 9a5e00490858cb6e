"""Move-log lines, prompts, and the facts the table shows."""

from tabletop.engine.result import seat_ref
from tabletop.games.summer_nine import facts
from tabletop.games.summer_nine.actions import (
    PlayTakeTwo,
    StealCard,
    TakeAndDiscard,
    TakeToHand,
    TakeToSchedule,
    TimeTravel,
)
from tabletop.games.summer_nine.state import HIDDEN

from .helpers import GAME, arrange, at_round, card, new_state, schedule


def start():
    return arrange(new_state(2), pool={(1, 1): "DST-GR-BEA-2", (2, 1): "OBJ-CM-ES"})


def test_describe_lines():
    state = start()
    assert GAME.describe(state, TakeToSchedule(1, 1, 2)) == (
        "takes Santorini (Greece, Beach, 1 point) from the June pool into their slot 2"
    )
    assert "discards" in GAME.describe(state, TakeAndDiscard(1, 1))
    assert "Complete Month in Spain" in GAME.describe(state, TakeToHand(2, 1))
    assert "Take Two" in GAME.describe(state, PlayTakeTwo())
    victim = arrange(state, schedules={1: schedule(None, "DST-IT-CIT-5", *[None] * 7)})
    line = GAME.describe(victim, StealCard(1, 2, 3))
    assert "Identity Theft" in line and "Naples" in line and "slot 3 (June)" in line
    assert f"from {seat_ref(1)}'s slot 2" in line  # the table puts the victim's name there


def test_prompts():
    state = start()
    assert GAME.prompt(state).startswith("take a card from the open pool")
    assert "first card" in GAME.prompt(GAME.apply(state, PlayTakeTwo()))


def test_pool_places_and_round_line():
    view = GAME.view(at_round(start(), 11), 0)
    places = facts.pool_places(view)
    assert len(places) == 18
    assert {p.status for p in places if p.column <= 2} == {"hidden"}
    assert all(p.face_up for p in places if p.status == "open")
    assert all(p.card == HIDDEN for p in places if p.status == "hidden")
    assert facts.round_line(view) == "Round 11 of 17: columns 3-9 open, 1-2 hidden"
    assert [m.name for m in facts.months()] == ["June", "July", "August"]


def test_card_faces_carry_words_and_symbols():
    face = facts.card_face(card("DST-IT-MTN-5"))
    assert (face.country_name, face.type_name, face.points) == ("Italy", "Mountain", "3")
    assert face.colour and face.symbol and face.icon
    assert facts.card_face(card("HES-ANY-1")).country_name == "Any Country"
    assert "+2" in facts.card_face(card("BRG-1")).points
    assert "4 per month" in facts.card_rule(card("OBJ-4P-GR"))
    assert "1/3/6/10/15" in facts.card_rule(card("ICE-LEM-2"))


def test_live_breakdown_shows_own_objectives_only_to_the_owner():
    sched = schedule("DST-ES-BEA-1", "BRG-1", "DST-IT-CIT-1", *[None] * 6)
    state = arrange(start(), schedules={0: sched}, hands={0: ("OBJ-CM-IT", "ICE-STR-1")})
    own = facts.live_breakdown(GAME.view(state, 0), 0)
    labels = [line.label for line in own]
    assert "Complete Month in Italy" in labels and "Ice cream" in labels
    other = facts.live_breakdown(GAME.view(state, 1), 0)
    assert "Complete Month in Italy" not in [line.label for line in other]
    slots = facts.schedule_slots(GAME.view(state, 1), 0)
    assert slots[1].scoring == "removed: bridge -2"
    assert facts.public_scores(GAME.view(state, 1)) == (2 - 2, 0)
    assert GAME.live_scores(state) == (0, 0)
    assert facts.hand_count(GAME.view(state, 1), 0) == 2 + len(state.take_twos[0])


def test_round_line_names_one_column_in_the_singular():
    assert facts.round_line(GAME.view(at_round(start(), 1), 0)) == "Round 1 of 17: column 1 open"
    assert facts.round_line(GAME.view(at_round(start(), 2), 0)) == "Round 2 of 17: columns 1-2 open"
    assert facts.round_line(GAME.view(at_round(start(), 10), 0)) == (
        "Round 10 of 17: columns 2-9 open, 1 hidden"
    )
    assert facts.round_line(GAME.view(at_round(start(), 17), 0)) == (
        "Round 17 of 17: column 9 open, 1-8 hidden"
    )


def test_the_placement_prompt_is_about_the_card_time_travel_took():
    state = arrange(new_state(2), pool={(1, 2): "DST-ES-MTN-5"}, hands={0: ("ACT-TT-1",)})
    state = GAME.apply(at_round(state, 12), TimeTravel(1, 2))
    assert GAME.prompt(state) == (
        "put the card Time Travel took into an empty June slot, or discard it"
    )
    assert facts.picked_card(GAME.view(state, 0)) == card("DST-ES-MTN-5")


def test_discard_pile_facts():
    view = GAME.view(start(), 1)
    assert facts.discard_top(view) is None and facts.discard_count(view) == 0
    state = arrange(start(), discard=("DST-IT-CIT-5", "BRG-1"))
    view = GAME.view(state, 1)
    assert facts.discard_count(view) == 2
    assert facts.discard_top(view) == state.discard[-1]


def test_take_two_face_is_seen_by_its_owner_only():
    state = start()
    holder = next(seat for seat, cards in enumerate(state.take_twos) if cards)
    other = 1 - holder
    own = GAME.view(state, holder)
    assert facts.take_two_face(own, holder) == state.take_twos[holder][0]
    assert facts.take_two_seen(own, holder) == len(state.take_twos[holder])
    assert facts.card_face(facts.take_two_face(own, holder)).kind == "take_two"
    theirs = GAME.view(state, other)
    assert facts.take_two_face(theirs, holder) is None
    assert facts.take_two_seen(theirs, holder) == 0
    assert facts.take_two_count(theirs, holder) == len(state.take_twos[holder])
