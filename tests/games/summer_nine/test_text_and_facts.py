"""Move-log lines, prompts, and the facts the table shows."""

from tabletop.games.summer_nine import facts
from tabletop.games.summer_nine.actions import (
    PlayTakeTwo,
    StealCard,
    TakeAndDiscard,
    TakeToHand,
    TakeToSchedule,
)
from tabletop.games.summer_nine.state import HIDDEN

from .helpers import GAME, arrange, at_round, card, new_state, schedule


def start():
    return arrange(new_state(2), pool={(1, 1): "DST-GR-BEA-2", (2, 1): "OBJ-CM-ES"})


def test_describe_lines():
    state = start()
    assert GAME.describe(state, TakeToSchedule(1, 1, 2)) == (
        "takes Santorini (Greece, Beach, 1 point) into slot 2 (June)"
    )
    assert "discards" in GAME.describe(state, TakeAndDiscard(1, 1))
    assert "Complete Month in Spain" in GAME.describe(state, TakeToHand(2, 1))
    assert "Take Two" in GAME.describe(state, PlayTakeTwo())
    victim = arrange(state, schedules={1: schedule(None, "DST-IT-CIT-5", *[None] * 7)})
    line = GAME.describe(victim, StealCard(1, 2, 3))
    assert "Identity Theft" in line and "Naples" in line and "slot 3 (June)" in line


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
