"""What happens by itself after a move (the contract's ``events``): phase III and the end
of the round, one move-log line per automatic step, in the order ``turn`` runs them.

``trace`` re-runs the automatic steps from the position after the move, with the same
functions ``turn`` uses, and writes a line at each: the invited guests leaving the train,
development (houses built, cards lost), the President token, accommodation house by house
and the rent, unclaimed vacationers going back, the porter, and the next round's weather
and arrivals. Seats are named with ``seat_ref``. Pure: it only builds new states.
"""

from __future__ import annotations

from collections import Counter

from tabletop.engine import Action, TurnProgress
from tabletop.engine.result import seat_ref

from ..actions import PLACEMENTS, Accommodate, Build, EndTurn
from ..components import components
from ..rules.lodging import leftover, rent
from ..state import (
    ACCOMMODATE,
    ACTIONS,
    DEVELOP,
    HOUSE_IDS,
    OVER,
    REFUELLING,
    Car,
    SummerResortState,
    action_order,
    evolve,
    guests_of,
    put,
    with_resort,
)
from ..turn.arrival import arriving, count_houses
from ..turn.development import build, develop_automatic, refuel_done, sort_purchases
from ..turn.placing import place
from ..turn.steps import begin_accommodation, end_round, lodge, lodging_options
from .moves import guests_text, lot_text


def events(before: SummerResortState, action: Action, after: SummerResortState) -> tuple[str, ...]:
    """Lines for what happened by itself after ``action`` (empty within a turn)."""
    if before.phase == ACTIONS and after.phase == ACTIONS and after.round == before.round:
        return ()
    return trace(before, action)[0]


def trace(before: SummerResortState, action: Action) -> tuple[tuple[str, ...], SummerResortState]:
    """The lines of the automatic steps after ``action``, and the position they lead to
    (the same as ``turn.advance``: a test holds them equal)."""
    lines: list[str] = []
    if before.phase == ACTIONS and isinstance(action, (*PLACEMENTS, EndTurn)):
        state = place(before, action) if isinstance(action, PLACEMENTS) else before
        state = _phase_three(evolve(state, progress=TurnProgress(), turn=-1), lines)
    elif isinstance(action, Build):
        state = build(before, action.seat, action.lot)
    elif isinstance(action, Accommodate):
        state = _accommodate(before, action.houses, lines, chosen=True)
    else:
        return (), before
    state = _settle(state, lines)
    return tuple(lines), state


def _phase_three(state: SummerResortState, lines: list[str]) -> SummerResortState:
    """``turn.steps.begin_phase_three`` without ``settle``: invited guests leave the train,
    refuelled automobiles are ready, development begins."""
    lines.append("Phase III: every token is placed; development and accommodation begin.")
    train = state.train
    for i, car in enumerate(train):
        if car.claimed_by >= 0:
            seat = car.claimed_by
            if car.vacationers:
                lines.append(
                    f"Invited guests: {seat_ref(seat)} takes "
                    f"{guests_text(car.vacationers)} from car {i + 1}."
                )
            state = with_resort(
                state, seat, arrivals=state.resorts[seat].arrivals + car.vacationers
            )
            train = put(train, i, Car((), car.claimed_by))
    state = evolve(state, train=train)
    for seat in range(state.players):
        refuelled = state.resorts[seat].automobiles.count(REFUELLING)
        if refuelled:
            lines.append(f"Fuel: {seat_ref(seat)}'s automobile is refuelled for next round.")
        state = refuel_done(state, seat)
        state = with_resort(state, seat, purchases=sort_purchases(state.resorts[seat].purchases))
    return evolve(state, phase=DEVELOP, queue=action_order(state))


def _settle(state: SummerResortState, lines: list[str]) -> SummerResortState:
    """``turn.steps.settle`` with a line at each step."""
    while True:
        if state.phase == DEVELOP:
            if not state.queue:
                new = begin_accommodation(state)
                lines.extend(president_lines(state, new))
                state = new
                continue
            seat = state.queue[0]
            new = develop_automatic(state, seat)
            line = development_line(state, new, seat)
            if line:
                lines.append(line)
            state = new
            if state.resorts[seat].purchases:
                return state
            state = evolve(state, queue=state.queue[1:])
        elif state.phase == ACCOMMODATE:
            if not state.queue:
                new = end_round(state)
                lines.extend(round_end_lines(state, new))
                return new
            options = lodging_options(state)
            if len(options) > 1:
                return state
            state = _accommodate(state, options[0], lines, chosen=False)
        else:
            return state


def _verb(guests: tuple[str, ...], one: str, many: str) -> str:
    return one if len(guests) == 1 else many


def _article(card: str) -> str:
    return "an" if card[0] in "aeiou" else "a"


def development_line(state: SummerResortState, new: SummerResortState, seat: int) -> str | None:
    """What development did for one seat: forests added, houses built, automobiles, and
    house cards lost for want of a card to stand on (back to their stack)."""
    old, now = state.resorts[seat], new.resorts[seat]
    used = old.purchases[: len(old.purchases) - len(now.purchases)]
    if not used:
        return None
    parts = []
    for i in range(len(old.lots), len(now.lots)):
        parts.append(f"adds a forest (lot {i + 1})")
    built: Counter[str] = Counter()
    for i, b in enumerate(now.lots):  # a lot added now is built on from its bare forest
        cards = HOUSE_IDS[(old.lots[i].level if i < len(old.lots) else 0) + 1 : b.level + 1]
        built.update(cards)
        if cards:
            names = " and ".join(f"{_article(c)} {c}" for c in cards)
            parts.append(f"builds {names} on lot {i + 1}")
    for _ in range(len(now.automobiles) - len(old.automobiles)):
        parts.append("parks a new automobile, fuelled")
    lost = Counter(c for c in used if c in HOUSE_IDS[1:]) - built
    for card in sorted(lost, key=HOUSE_IDS.index):
        below = HOUSE_IDS[HOUSE_IDS.index(card) - 1]
        what = "bare forest" if below == "forest" else below
        for _ in range(lost[card]):
            parts.append(f"loses the {card} (no {what} to build it on; it goes back)")
    return f"Development: {seat_ref(seat)} " + ", ".join(parts) + "."


def president_lines(state: SummerResortState, new: SummerResortState) -> list[str]:
    """The President token changing hands after development."""
    if new.president == state.president or new.president < 0:
        return []
    lots = new.resorts[new.president].lots
    houses = sum(1 for lot in lots if lot.is_house)
    if state.president < 0:
        return [
            f"President: {seat_ref(new.president)} has {houses} houses and takes the "
            "President token."
        ]
    return [
        f"President: {seat_ref(new.president)} ({houses} houses) takes the President "
        f"token from {seat_ref(state.president)}."
    ]


def _accommodate(
    state: SummerResortState, arrangement, lines: list[str], chosen: bool
) -> SummerResortState:
    """Accommodate the seat first in the queue, with a line per house (unless the player
    chose the arrangement: the move's own line tells it), the rent and the unplaced."""
    seat = state.queue[0]
    guests = guests_of(state, seat)
    lots = state.resorts[seat].lots
    new = lodge(state, arrangement)
    if not guests:
        return new
    who = seat_ref(seat)
    if not chosen:
        for i, fill in enumerate(arrangement):
            if fill and i < len(lots):
                line = (
                    f"Accommodation: {who} puts {guests_text(fill)} in lot {i + 1} "
                    f"({lot_text(lots[i])})"
                )
                if lots[i].guests:
                    old = lots[i].guests
                    line += f"; {guests_text(old)} {_verb(old, 'leaves', 'leave')}"
                lines.append(line + ".")
    paid = sum(rent(lots[i].guests) for i, fill in enumerate(arrangement) if fill)
    if paid:
        lines.append(f"Rent: leaving guests pay {who} {paid} zł.")
    rest = leftover(guests, arrangement)
    if rest:
        if state.president >= 0 and seat != state.president:
            to = f"on to the President, {seat_ref(state.president)}"
        else:
            to = "back to the bank"
        where = (f"goes {to}", f"go {to}")
        lines.append(f"No room: {guests_text(rest)} at {who}'s {_verb(rest, *where)}.")
    return new


def round_end_lines(state: SummerResortState, new: SummerResortState) -> list[str]:
    """The train emptied, the porter passed left, and the next round's start (or the end)."""
    lines = []
    unclaimed = tuple(g for car in state.train for g in car.vacationers)
    kept = not components().setup.leftover_to_bank
    if unclaimed:
        if kept:
            stay = _verb(unclaimed, "stays", "stay")
            lines.append(f"Train: {guests_text(unclaimed)} {stay} on the train.")
        else:
            lines.append(f"Train: nobody invited {guests_text(unclaimed)}; back to the bank.")
    lines.append(f"Porter: the porter passes left to {seat_ref(new.porter)}.")
    if new.phase == OVER:
        lines.append(f"Round {state.round} was the last: the game is over.")
        return lines
    lines.extend(round_start_lines(state, new))
    return lines


def round_start_lines(state: SummerResortState, new: SummerResortState) -> list[str]:
    """The weather revealed, the extra car, the vacationers dealt to the cars."""
    comp = components()
    weather = comp.weather_card(new.weather)
    lines = [f"Round {new.round} of {new.rounds} begins; {seat_ref(new.turn)} plays first."]
    lines.append(f"Weather: {weather.name} — {weather_effect(new.weather)}.")
    if len(new.train) > len(state.train):
        lines.append(f"{weather.name}: a car is added to the train ({len(new.train)} cars).")
    kept = not comp.setup.leftover_to_bank
    dealt = []
    for i, car in enumerate(new.train):
        before = state.train[i].vacationers if kept and i < len(state.train) else ()
        mine = car.vacationers[len(before) :]
        if mine:
            dealt.append(f"{guests_text(mine)} to car {i + 1}")
    if dealt:
        lines.append("Arrivals: " + "; ".join(dealt) + ".")
    else:
        lines.append("Arrivals: no vacationers come this round.")
    wanted = arriving(new.weather, count_houses(new))
    came = Counter(g for i, car in enumerate(new.train) for g in car.vacationers)
    if not kept:
        for kind in comp.vacationers:
            if came[kind.id] < wanted[kind.id]:
                lines.append(
                    f"Arrivals: the bank had only {came[kind.id]} of the "
                    f"{wanted[kind.id]} {kind.name.lower()}s wanted."
                )
    return lines


def weather_effect(weather_id: str) -> str:
    """``one student per cottage, one convalescent per villa`` / ``no vacationers``."""
    comp = components()
    card = comp.weather_card(weather_id)
    parts = []
    for house in comp.houses:
        n = getattr(card, house.id)
        if n:
            guest = comp.vacationer(house.guest).name.lower()
            count = "one" if n == 1 else str(n)
            parts.append(f"{count} {guest}{'' if n == 1 else 's'} per {house.id}")
    return ", ".join(parts) if parts else "no vacationers"
