"""The automatic steps after a move, each with the position it leads to: what the table
plays on the board, one step at a time, when a round ends (issue #14).

``round_steps(before, action, after)`` walks the same steps as ``events.trace`` with the
same rule functions (``place``, ``develop_automatic``, ``lodge``, ``end_round``...) and
pairs each line of ``Game.events`` with the position just after it, and with what moved
(the seat, the car, the lots, the guest cards, the money), so that a table can draw the
board at each step and slide the cards between two steps. Accommodation is shown house by
house: the positions between two lines of one seat's accommodation have the guests placed
so far in their houses and the rest still arriving (the rent is paid at the rent line).
The last position is ``after`` itself (a test holds them equal). Pure: it only builds
new states.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from tabletop.engine import Action, TurnProgress

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
from ..text.events import development_line, events, president_lines
from ..turn.arrival import arriving, count_houses
from ..turn.development import build, develop_automatic, refuel_done, sort_purchases
from ..turn.placing import place
from ..turn.steps import begin_accommodation, end_round, lodge, lodging_options, to_bank

KINDS = (
    "phase",  # phase III begins (the last piece placed)
    "invite",  # a car's guests leave the train for their host's resort
    "fuel",  # an automobile refuelled
    "develop",  # houses built, forests and automobiles added, cards lost
    "president",  # the President token changes hands
    "lodge",  # guests move into one house (old guests leave)
    "rent",  # the leaving guests pay their host
    "no_room",  # guests with no house go on to the President or back to the bank
    "train",  # the train emptied
    "porter",  # the porter passes left
    "over",  # the last round ended
    "round",  # the next round begins
    "weather",  # its weather card revealed
    "car",  # the weather adds a car
    "arrivals",  # vacationers dealt to the cars
    "short",  # the bank had fewer vacationers than wanted
)


@dataclass(frozen=True)
class RoundStep:
    """One automatic step: its move-log line and the position after it, and what moved."""

    line: str
    """The line of ``Game.events`` (seats as ``seat_ref``)."""
    position: SummerResortState
    """The whole position after this step (a table draws ``GAME.view`` of it)."""
    kind: str
    """One of ``KINDS``."""
    seat: int = -1
    """Whose step it is (the host, the builder, the new President or porter)."""
    other: int = -1
    """The seat something goes to or comes from: the President who receives guests with no
    room (-1: the bank), the former President or porter holder."""
    car: int = -1
    """``invite``: the car the guests leave."""
    lots: tuple[int, ...] = ()
    """``develop``: the lots built on or added; ``lodge``: the house; ``rent``: the houses
    whose old guests paid."""
    guests: tuple[str, ...] = ()
    """The vacationer cards that move in this step."""
    amount: int = 0
    """``rent``: the zł paid."""
    dealt: tuple[tuple[str, ...], ...] = ()
    """``arrivals``: the new vacationers on each car."""
    lost: tuple[str, ...] = ()
    """``develop``: house cards that found nothing to stand on (back to their stacks)."""


class _Walk:
    """Steps without their lines yet: (kind, position, what moved) in ``trace``'s order."""

    def __init__(self) -> None:
        self.steps: list[RoundStep] = []

    def add(self, kind: str, position: SummerResortState, **moved) -> None:
        self.steps.append(RoundStep("", position, kind, **moved))


def round_steps(
    before: SummerResortState, action: Action, after: SummerResortState
) -> tuple[RoundStep, ...]:
    """Every automatic step after ``action`` (from ``before`` to ``after``): its line of
    ``Game.events`` and the position after it. Empty when the move set off nothing."""
    lines = events(before, action, after)
    if not lines:
        return ()
    walk = _Walk()
    final = _run(before, action, walk)
    steps = walk.steps
    if len(steps) != len(lines) or final != after:  # never expected (tests hold them equal)
        return tuple(RoundStep(line, after, "line") for line in lines)
    steps[-1] = evolve(steps[-1], position=after)  # with the silent steps after the last line
    return tuple(evolve(step, line=line) for step, line in zip(steps, lines))


def _run(before: SummerResortState, action: Action, walk: _Walk) -> SummerResortState | None:
    """Walk the steps after ``action``; the position they lead to."""
    if before.phase == ACTIONS and isinstance(action, (*PLACEMENTS, EndTurn)):
        state = place(before, action) if isinstance(action, PLACEMENTS) else before
        state = _phase_three(evolve(state, progress=TurnProgress(), turn=-1), walk)
    elif isinstance(action, Build):
        state = build(before, action.seat, action.lot)
    elif isinstance(action, Accommodate):
        state = _accommodate(before, action.houses, walk, chosen=True)
    else:
        return None
    return _settle(state, walk)


def _phase_three(state: SummerResortState, walk: _Walk) -> SummerResortState:
    walk.add("phase", state)
    for i, car in enumerate(state.train):
        if car.claimed_by >= 0:
            seat = car.claimed_by
            state = with_resort(
                state, seat, arrivals=state.resorts[seat].arrivals + car.vacationers
            )
            state = evolve(state, train=put(state.train, i, Car((), seat)))
            if car.vacationers:
                walk.add("invite", state, seat=seat, car=i, guests=car.vacationers)
    for seat in range(state.players):
        refuelled = state.resorts[seat].automobiles.count(REFUELLING)
        state = refuel_done(state, seat)
        if refuelled:
            walk.add("fuel", state, seat=seat)
    for seat in range(state.players):
        state = with_resort(state, seat, purchases=sort_purchases(state.resorts[seat].purchases))
    return evolve(state, phase=DEVELOP, queue=action_order(state))


def _settle(state: SummerResortState, walk: _Walk) -> SummerResortState:
    while True:
        if state.phase == DEVELOP:
            if not state.queue:
                new = begin_accommodation(state)
                for _ in president_lines(state, new):
                    walk.add("president", new, seat=new.president, other=state.president)
                state = new
                continue
            seat = state.queue[0]
            new = develop_automatic(state, seat)
            if development_line(state, new, seat):
                built, lost = _built(state, new, seat)
                walk.add("develop", new, seat=seat, lots=built, lost=lost)
            state = new
            if state.resorts[seat].purchases:
                return state
            state = evolve(state, queue=state.queue[1:])
        elif state.phase == ACCOMMODATE:
            if not state.queue:
                return _round_end(state, walk)
            options = lodging_options(state)
            if len(options) > 1:
                return state
            state = _accommodate(state, options[0], walk, chosen=False)
        else:
            return state


def _built(
    state: SummerResortState, new: SummerResortState, seat: int
) -> tuple[tuple[int, ...], tuple[str, ...]]:
    """The lots a seat's development built on or added, and the house cards it lost."""
    old, now = state.resorts[seat], new.resorts[seat]
    lots = tuple(
        i for i, lot in enumerate(now.lots) if i >= len(old.lots) or lot.level != old.lots[i].level
    )
    built: Counter[str] = Counter()
    for i in lots:
        start = old.lots[i].level if i < len(old.lots) else 0
        built.update(HOUSE_IDS[start + 1 : now.lots[i].level + 1])
    used = old.purchases[: len(old.purchases) - len(now.purchases)]
    lost = Counter(c for c in used if c in HOUSE_IDS[1:]) - built
    return lots, tuple(sorted(lost.elements(), key=HOUSE_IDS.index))


def _accommodate(
    state: SummerResortState, arrangement, walk: _Walk, chosen: bool
) -> SummerResortState:
    """One seat's accommodation: a step per house (unless the player chose it: the move's
    own line tells it), then the rent and the guests with no room."""
    seat = state.queue[0]
    guests = guests_of(state, seat)
    lots = state.resorts[seat].lots
    new = lodge(state, arrangement)
    if not guests:
        return new
    first = len(walk.steps)
    if not chosen:
        waiting = list(guests)
        shown = state
        for i, fill in enumerate(arrangement):
            if fill and i < len(lots):
                for guest in fill:
                    waiting.remove(guest)
                shown = _housed(shown, seat, i, fill, tuple(waiting))
                walk.add("lodge", shown, seat=seat, lots=(i,), guests=fill)
    paying = tuple(i for i, fill in enumerate(arrangement) if fill and lots[i].guests)
    paid = sum(rent(lots[i].guests) for i in paying)
    if paid:
        left = tuple(g for i in paying for g in lots[i].guests)
        walk.add("rent", new, seat=seat, lots=paying, guests=left, amount=paid)
    rest = leftover(guests, arrangement)
    if rest:
        to = state.president if state.president >= 0 and seat != state.president else -1
        walk.add("no_room", new, seat=seat, other=to, guests=rest)
    if len(walk.steps) > first:  # the seat's last step shows its whole accommodation
        last = walk.steps[-1]
        walk.steps[-1] = evolve(last, position=new)
    return new


def _housed(
    state: SummerResortState, seat: int, lot: int, fill: tuple[str, ...], waiting: tuple
) -> SummerResortState:
    """The position between two houses: ``fill`` in house ``lot`` (its old guests gone),
    the guests not yet placed still arriving (the President's overflow among them)."""
    resort = state.resorts[seat]
    lots = put(resort.lots, lot, evolve(resort.lots[lot], guests=fill))
    state = with_resort(state, seat, lots=lots, arrivals=waiting)
    return evolve(state, overflow=() if seat == state.president else state.overflow)


def _round_end(state: SummerResortState, walk: _Walk) -> SummerResortState:
    """``turn.steps.end_round`` step by step: the train emptied, the porter passed, and the next
    round's start (or the end of the game)."""
    new = end_round(state)
    unclaimed = tuple(g for car in state.train for g in car.vacationers)
    shown = state
    if components().setup.leftover_to_bank:
        for car in state.train:
            shown = to_bank(shown, car.vacationers)
        train = tuple(Car() for _ in state.train)
    else:
        train = tuple(Car(car.vacationers) for car in state.train)
    shown = evolve(shown, train=train, placements=(), queue=())
    if unclaimed:
        walk.add("train", shown, guests=unclaimed)
    shown = evolve(shown, porter=new.porter)
    walk.add("porter", shown, seat=new.porter, other=state.porter)
    if new.phase == OVER:
        walk.add("over", new)
    else:
        _round_start(shown, new, walk)
    return new


def _round_start(shown: SummerResortState, new: SummerResortState, walk: _Walk) -> None:
    """The next round begins (tokens handed out), its weather card is revealed, a car may
    be added, the vacationers are dealt to the cars (and the bank may run short)."""
    begun = evolve(
        new,
        weather=shown.weather,
        deck=shown.deck,
        history=shown.history,
        train=shown.train,
        bank=shown.bank,
        rng=shown.rng,
    )
    walk.add("round", begun, seat=new.turn)
    revealed = evolve(begun, weather=new.weather, deck=new.deck, history=new.history)
    walk.add("weather", revealed)
    train = revealed.train
    if len(new.train) > len(train):
        train = train + tuple(Car() for _ in range(len(new.train) - len(train)))
        walk.add("car", evolve(revealed, train=train))
    dealt = tuple(
        car.vacationers[len(train[i].vacationers) :] if i < len(train) else car.vacationers
        for i, car in enumerate(new.train)
    )
    walk.add("arrivals", new, dealt=dealt, guests=tuple(g for d in dealt for g in d))
    if not components().setup.leftover_to_bank:
        return
    comp = components()
    wanted = arriving(new.weather, count_houses(new))
    came = Counter(g for car in new.train for g in car.vacationers)
    for kind in comp.vacationers:
        if came[kind.id] < wanted[kind.id]:
            walk.add("short", new, guests=(kind.id,))


__all__ = ["KINDS", "RoundStep", "round_steps"]
