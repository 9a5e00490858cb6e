"""Every number and sentence the Summer Nine table shows, computed from state and data.

NOTES FOR THE TABLE (kept stable; changes are announced here, newest first):
- #26: ``card_rule(card, owner)``: ``owner`` names the player whose card it is when that
  is not the reader ("2 points in Bob's schedule"); without it the rule speaks to the
  reader as before.
- 22:30 UTC: new ``discard_top(view)``, ``discard_count(view)``, ``take_two_face(view,
  seat)``, ``take_two_seen(view, seat)`` (the table no longer reads the view itself);
  ``round_line`` says "column 1 open" for a single column.
- 22:05 UTC: no name changed. Breakdown ``Line.detail`` now names each bridge's holiday
  type per objective ("June (bridge in slot 2 as Mountain)"); ``PlayTakeTwo`` is not
  legal when no card could be taken; open picks are listed column by column.
- 21:35 UTC: first version. Names below are stable.

How to use: the table draws ``GAME.view(state, seat)`` (never the full state) and asks
these functions; it never hard-codes a rule number or sentence.
- Cards are ints: an index into the deck data (``card_face(card)``), ``EMPTY`` (-1) for no
  card, ``HIDDEN`` (-2) for a card drawn as a card back.
- Pool: ``pool_places(view)`` gives 18 ``PoolPlace`` (row 1-2, column 1-9, month, status
  ``open``/``upcoming``/``hidden``, ``face_up``, ``faded`` for a hidden card shown by the
  "remember hidden cards" option). ``months()`` gives names, slot and column ranges for the
  gaps between months. ``round_line(view)`` for the header; ``deck_count(view)``.
- Schedules: ``schedule_slots(view, seat)``: 9 ``SlotFact`` (slot 1-9, month, card,
  ``scoring`` note such as "removed: unpaired" from the live best reading).
- Hands: ``hand_cards(view, seat)`` (own: faces; others: HIDDEN) and
  ``hand_count(view, seat)``; ``take_two_count(view, seat)``; ``take_two_face(view, seat)``
  and ``take_two_seen(view, seat)`` (the Take Two cards the viewer sees: its own).
- Discard pile: ``discard_top(view)`` (``None`` when empty) and ``discard_count(view)``.
- Scores: ``live_breakdown(view, seat)`` (``Line`` rows: label, points, detail; the own
  seat's objectives and ice cream included; photos as a count), ``live_total``,
  ``public_scores(view)`` (schedule points every seat may see), ``final_lines(state)``
  after the game.
- Prompts: ``prompt(view)``; ``card_rule(card)`` (what a card does, our words);
  ``shown_refill(view)`` (the card Time Travel's refill just showed, else ``None``);
  ``picked_card(view)`` (the card Time Travel took, waiting to be placed) and
  ``picked_month(view)``.
- Actions (``tabletop.games.summer_nine.actions``): drag an open card onto a slot ->
  ``TakeToSchedule(row, column, slot)``; onto the discard -> ``TakeAndDiscard(row,
  column)``; onto the hand -> ``TakeToHand(row, column)``; the Take Two button ->
  ``PlayTakeTwo()``; Reschedule onto two slots -> ``Reschedule(a, b)`` (a < b);
  Identity Theft onto an opponent's card then one's own slot -> ``StealCard(victim,
  from_slot, slot)``; Time Travel onto a hidden card -> ``TimeTravel(row, column)`` then
  ``PlacePicked(slot)`` / ``DiscardPicked()``; ``EndTurn()``. During a compensation pick
  the actor is the victim (``GAME.actor``).
"""

from __future__ import annotations

from dataclasses import dataclass

from .components import ANY, components
from .rules import can_pick
from .scoring import (
    Line,
    ScheduleScore,
    ice_cream_points,
    objectives_in,
    photo_counts,
    score_schedule,
    seat_score,
)
from .state import (
    EMPTY,
    HIDDEN,
    OVER,
    PLACE,
    SummerNineState,
    column_state,
    month_of_column,
    month_of_slot,
    month_slots,
    open_columns,
    pool_position,
)
from .text import card_text
from .text import prompt as _prompt
from .visibility import pool_visible

__all__ = [
    "EMPTY",
    "HIDDEN",
    "CardFace",
    "Line",
    "MonthInfo",
    "PoolPlace",
    "SlotFact",
    "card_face",
    "card_rule",
    "card_text",
    "deck_count",
    "discard_count",
    "discard_top",
    "final_lines",
    "hand_cards",
    "hand_count",
    "live_breakdown",
    "live_total",
    "months",
    "picked_card",
    "picked_month",
    "pool_places",
    "prompt",
    "public_scores",
    "round_line",
    "schedule_slots",
    "shown_refill",
    "take_two_button",
    "take_two_count",
    "take_two_face",
    "take_two_seen",
]


@dataclass(frozen=True)
class CardFace:
    """What a card shows. ``country``/``holiday_type``/``flavour`` are codes or ``""``;
    ``colour``/``symbol`` come from the country (Any Country: tricolour, globe)."""

    id: str
    kind: str
    name: str
    country: str
    country_name: str
    colour: str
    symbol: str
    holiday_type: str
    type_name: str
    icon: str
    points: str
    """Printed value as text: ``"2"`` for a destination, ``"+2 / -2"`` for a bridge."""
    flavour: str
    is_schedule: bool
    rule: str


@dataclass(frozen=True)
class MonthInfo:
    index: int
    name: str
    slots: tuple[int, ...]
    columns: tuple[int, ...]


@dataclass(frozen=True)
class PoolPlace:
    row: int
    column: int
    month: int
    status: str
    """``open``, ``upcoming`` (not revealed yet) or ``hidden`` (hidden again)."""
    card: int
    face_up: bool
    faded: bool


@dataclass(frozen=True)
class SlotFact:
    slot: int
    month: int
    card: int
    scoring: str
    """How the live best reading treats the card: "" or e.g. "removed: unpaired"."""


def months() -> tuple[MonthInfo, ...]:
    c = components()
    return tuple(
        MonthInfo(m, c.month_name(m), tuple(month_slots(m)), tuple(month_slots(m)))
        for m in range(c.months)
    )


def card_rule(card: int, owner: str | None = None) -> str:
    """What the card does, in our own words (numbers from the data). ``owner``: the name
    of the player whose card it is when that is not the reader ("2 points in Bob's
    schedule"); ``None`` speaks to the reader ("in your schedule")."""
    c = components()
    k = c.cards[card]
    p, f = c.proposed, c.facts
    your = "your" if owner is None else f"{owner}'s"
    if k.kind == "destination":
        return f"Schedule card: {k.points} point{'s' if k.points != 1 else ''} in {your} schedule."
    if k.kind == "bridge":
        return (
            f"Schedule card: {p.bridge_valid_points:+d} between two cards of one country "
            f"(it counts as that country); otherwise {p.bridge_invalid_points:+d} and removed."
        )
    if k.kind == "half_stay":
        partner = "any half stay" if k.country == ANY else "a half stay of the same country"
        return (
            f"Schedule card: {p.half_stay_paired_points} points when next to {partner} "
            "(bridges may sit between); removed when unpaired."
        )
    if k.kind == "reschedule":
        return f"Action: swap two slots of {your} schedule (any months, a card or a gap)."
    if k.kind == "identity_theft":
        mine = "yours" if owner is None else owner + "'s"
        return (
            "Action: take a card from another player's schedule into an empty slot of the "
            f"same month of {mine}; they pick a card from the pool at once."
        )
    if k.kind == "time_travel":
        return f"Action, second half only: take a hidden card (unseen) as {your} pick."
    if k.kind == "ice_cream":
        table = "/".join(str(v) for v in f.ice_cream_table[1:])
        return f"Collectible: {table} points for 1-{len(f.ice_cream_table) - 1} flavours."
    if k.kind == "photo":
        return f"Collectible: most photos share {f.photo_majority_points} points."
    if k.kind == "take_two":
        return f"Before {your} pick: take two cards this turn (one Take Two per round)."
    return _objective_rule(k, your)


def _objective_rule(k, your: str = "your") -> str:
    c = components()
    country, kind = c.country_name(k.country), c.type_name(k.holiday_type)
    texts = {
        "month_country": f"{k.points} per complete month all in {country}.",
        "month_all_countries": f"{k.points} per complete month with all three countries.",
        "month_type": f"{k.points} per complete month of only {kind} (no half stays).",
        "month_all_types": f"{k.points} per complete month with all three holiday types.",
        "four_plus": f"{k.points} per month touched by a run of 4+ {country} cards.",
        "plus_one": f"+{k.points} per {kind} destination in {your} schedule.",
    }
    return "Objective: " + texts[k.objective or ""]


def card_face(card: int) -> CardFace:
    c = components()
    k = c.cards[card]
    look = c.lookups.any_country if k.country == ANY else None
    for country in c.lookups.countries:
        if country.id == k.country:
            look = country
    icon = next((t.icon for t in c.lookups.holiday_types if t.id == k.holiday_type), "")
    p = c.proposed
    points = {
        "destination": str(k.points),
        "bridge": f"{p.bridge_valid_points:+d} / {p.bridge_invalid_points:+d}",
        "half_stay": f"{p.half_stay_paired_points} paired",
    }.get(k.kind, str(k.points) if k.kind == "objective" else "")
    return CardFace(
        id=k.id,
        kind=k.kind,
        name=k.name,
        country=k.country or "",
        country_name=c.country_name(k.country),
        colour=look.colour if look else "",
        symbol=look.symbol if look else "",
        holiday_type=k.holiday_type or "",
        type_name=c.type_name(k.holiday_type),
        icon=icon,
        points=points,
        flavour=k.flavour or "",
        is_schedule=k.is_schedule,
        rule=card_rule(card),
    )


def pool_places(view: SummerNineState) -> tuple[PoolPlace, ...]:
    out = []
    for i, card in enumerate(view.pool):
        row, column = pool_position(i)
        status = column_state(view.round, column)
        face_up = card >= 0 and pool_visible(view, i)
        out.append(
            PoolPlace(
                row,
                column,
                month_of_column(column),
                status,
                card,
                face_up,
                face_up and status == "hidden",
            )
        )
    return tuple(out)


def _columns(first: int, last: int) -> str:
    """``column 1`` or ``columns 1-5``."""
    return f"column {first}" if first == last else f"columns {first}-{last}"


def round_line(view: SummerNineState) -> str:
    """``Round 5 of 17: columns 1-5 open`` (``column 1 open`` in round 1; later
    ``... columns 3-9 open, 1-2 hidden`` or ``... 2-9 open, 1 hidden``)."""
    c = components()
    if view.phase == OVER:
        return f"All {c.facts.rounds} rounds played: the summer is planned"
    cols = open_columns(view.round)
    text = f"Round {view.round} of {c.facts.rounds}: {_columns(cols.start, cols.stop - 1)} open"
    if cols.start > 1:
        hidden = cols.start - 1
        text += f", {'1' if hidden == 1 else f'1-{hidden}'} hidden"
    return text


def discard_top(view: SummerNineState) -> int | None:
    """The card on top of the face-up discard pile, ``None`` when it is empty."""
    return view.discard[-1] if view.discard else None


def discard_count(view: SummerNineState) -> int:
    """Cards in the discard pile (all face up)."""
    return len(view.discard)


def take_two_face(view: SummerNineState, seat: int) -> int | None:
    """A Take Two card ``seat`` holds and the viewer may see (its own), else ``None``."""
    return next((card for card in view.take_twos[seat] if card >= 0), None)


def take_two_seen(view: SummerNineState, seat: int) -> int:
    """How many of ``seat``'s Take Two cards the viewer sees face up (all of its own)."""
    return sum(1 for card in view.take_twos[seat] if card >= 0)


def deck_count(view: SummerNineState) -> int:
    return len(view.deck)


def hand_cards(view: SummerNineState, seat: int) -> tuple[int, ...]:
    return view.hands[seat]


def hand_count(view: SummerNineState, seat: int) -> int:
    """Cards in hand, Take Two included (public, S9-2)."""
    return len(view.hands[seat]) + len(view.take_twos[seat])


def take_two_count(view: SummerNineState, seat: int) -> int:
    return len(view.take_twos[seat])


def _schedule_score(view: SummerNineState, seat: int, own: bool) -> ScheduleScore:
    hand = tuple(x for x in view.hands[seat] if x >= 0) if own else ()
    return score_schedule(view.schedules[seat], objectives_in(hand), view.options.four_plus)


def schedule_slots(view: SummerNineState, seat: int) -> tuple[SlotFact, ...]:
    scored = _schedule_score(view, seat, own=False)
    notes: dict[int, str] = {}
    cards = components().cards
    for slot in scored.removed:
        kind = cards[view.schedules[seat][slot - 1]].kind
        notes[slot] = "removed: unpaired" if kind == "half_stay" else "removed: bridge -2"
    for slot, country in scored.any_countries:
        notes[slot] = f"as {components().country_name(country)}"
    return tuple(
        SlotFact(s, month_of_slot(s), card, notes.get(s, ""))
        for s, card in enumerate(view.schedules[seat], start=1)
    )


def live_breakdown(view: SummerNineState, seat: int) -> tuple[Line, ...]:
    """The seat's score as things stand, in its own view: schedule in the best reading
    with its objectives, ice cream, and photos as a count (the majority is decided at the
    end, since other hands are secret)."""
    own = all(x >= 0 for x in view.hands[seat])
    scored = _schedule_score(view, seat, own)
    lines = list(scored.lines)
    if own:
        ice, flavours = ice_cream_points(view.hands[seat])
        lines.append(Line("Ice cream", ice, f"{flavours} different flavours"))
        photos = photo_counts((view.hands[seat],))[0]
        lines.append(Line("Photos", 0, f"{photos} held; the most photos share points at the end"))
    return tuple(lines)


def live_total(view: SummerNineState, seat: int) -> int:
    return sum(line.points for line in live_breakdown(view, seat))


def public_scores(view: SummerNineState) -> tuple[int, ...]:
    """Schedule points everyone may see (no objectives, no collectibles)."""
    return tuple(score_schedule(s, (), view.options.four_plus).total for s in view.schedules)


def final_lines(state: SummerNineState, seat: int) -> tuple[Line, ...]:
    """The final breakdown of ``seat`` (full state, game over), every choice named."""
    return seat_score(state, seat).lines


def prompt(view: SummerNineState) -> str:
    return _prompt(view)


def shown_refill(view: SummerNineState) -> int | None:
    """The card Time Travel's refill just showed to everyone, before it is hidden."""
    return view.shown if view.shown >= 0 else None


def picked_card(view: SummerNineState) -> int | None:
    return view.picked if view.phase == PLACE and view.picked != EMPTY else None


def picked_month(view: SummerNineState) -> int | None:
    return month_of_column(view.picked_column) if view.phase == PLACE else None


def take_two_button(view: SummerNineState) -> bool:
    """Whether a Take Two button makes sense now (the legal actions decide)."""
    return can_pick(view) and not view.progress.has("pick") and bool(view.take_twos[view.current])
