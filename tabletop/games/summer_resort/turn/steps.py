"""The flow of a round: turns of the action phase (``PLAN`` in ``rules.placement``), then
phase III (development, then accommodation) and the end of the round.

The engine runs every automatic step itself and stops only where a player must choose:
which lot gets a house card (when the lots differ), or which of several equally good
accommodations to take.
"""

from __future__ import annotations

import functools

from tabletop.engine import Action, TurnProgress

from ..actions import PLACEMENTS, Accommodate, Build, EndTurn
from ..components import components
from ..rules.lodging import arrangements, leftover, placed
from ..rules.lodging import rent as guest_rent
from ..rules.placement import plan_steps, porter_open
from ..state import (
    ACCOMMODATE,
    ACTIONS,
    DEVELOP,
    OVER,
    REFUELLING,
    Car,
    SummerResortState,
    action_order,
    evolve,
    guests_of,
    put,
)
from .arrival import start_round
from .development import (
    build,
    develop_automatic,
    president_after_development,
    refuelled,
    sort_purchases,
)
from .placing import place


def actor(state: SummerResortState) -> int | None:
    """The seat that decides now: the player placing, building or accommodating."""
    if state.phase == OVER:
        return None
    if state.phase == ACTIONS:
        return state.turn
    return state.queue[0]


def advance(state: SummerResortState, action: Action) -> SummerResortState:
    """The next state after a legal ``action`` (the contract's ``advance``)."""
    if isinstance(action, PLACEMENTS):
        state = place(state, action)
        if porter_open(state) or not plan_steps(state.progress)[2]:
            return state  # the same turn goes on: the porter may follow, or the token
        return next_turn(state)
    if isinstance(action, EndTurn):
        return next_turn(state)
    if isinstance(action, Build):
        return settle(build(state, action.seat, action.lot))
    if isinstance(action, Accommodate):
        return settle(lodge(state, action.houses))
    raise TypeError(f"not a Summer Resort action: {action!r}")


def next_turn(state: SummerResortState) -> SummerResortState:
    """The next seat clockwise with a token left takes a turn (the porter alone never gives
    a turn); when every token is placed, phase III begins."""
    n = state.players
    for step in range(1, n + 1):
        seat = (state.turn + step) % n
        if state.resorts[seat].tokens > 0:
            return evolve(state, turn=seat, progress=TurnProgress())
    return begin_phase_three(evolve(state, progress=TurnProgress()))


@functools.cache
def bank_index(kind: str) -> int:
    return next(i for i, v in enumerate(components().vacationers) if v.id == kind)


def to_bank(state: SummerResortState, guests: tuple[str, ...]) -> SummerResortState:
    """Vacationer cards go back to their stacks in the bank."""
    if not guests:
        return state
    return evolve(state, bank=banked(state.bank, guests))


def banked(bank: tuple[int, ...], guests: tuple[str, ...]) -> tuple[int, ...]:
    """The bank's stacks per type with ``guests`` returned to them."""
    for g in guests:
        i = bank_index(g)
        bank = put(bank, i, bank[i] + 1)
    return bank


def begin_phase_three(state: SummerResortState) -> SummerResortState:
    """All pieces are placed: invited vacationers go to their hosts, development begins."""
    train = state.train
    arrivals = [r.arrivals for r in state.resorts]
    for i, car in enumerate(train):
        if car.claimed_by >= 0:
            arrivals[car.claimed_by] += car.vacationers
            train = put(train, i, Car((), car.claimed_by))
    resorts = tuple(
        _to_phase_three(r, arrivals[seat]) for seat, r in enumerate(state.resorts)
    )  # refuelled automobiles have fuel again; purchases are developed in card order
    order = action_order(state)
    return settle(evolve(state, turn=-1, train=train, resorts=resorts, phase=DEVELOP, queue=order))


def _to_phase_three(resort, arrivals: tuple[str, ...]):
    """A resort as phase III begins: its invited guests arrive, its refuelled automobiles
    have fuel again, its purchases are in card order (the same resort when nothing
    changes)."""
    autos, purchases = resort.automobiles, resort.purchases
    if REFUELLING in autos:
        autos = refuelled(autos)
    if len(purchases) > 1:
        purchases = sort_purchases(purchases)
    if (
        arrivals == resort.arrivals
        and autos == resort.automobiles
        and purchases == resort.purchases
    ):
        return resort
    return evolve(resort, arrivals=arrivals, automobiles=autos, purchases=purchases)


def settle(state: SummerResortState) -> SummerResortState:
    """Run automatic steps until a player must choose, or the next round starts."""
    while True:
        if state.phase == DEVELOP:
            queue, done = state.queue, 0
            for seat in queue:  # seats with nothing bought pass at once
                if state.resorts[seat].purchases:
                    state = develop_automatic(state, seat)
                    if state.resorts[seat].purchases:
                        break
                done += 1
            if done < len(queue):
                return evolve(state, queue=queue[done:]) if done else state
            state = begin_accommodation(state)  # sets the queue anew
            continue
        elif state.phase == ACCOMMODATE:
            if not state.queue:
                return end_round(state)
            options = lodging_options(state)
            if len(options) > 1:
                return state
            state = lodge(state, options[0])
        else:
            return state


def begin_accommodation(state: SummerResortState) -> SummerResortState:
    president = president_after_development(state)
    order = [s for s in action_order(state) if s != president]
    if president >= 0:
        order.append(president)
    return evolve(state, phase=ACCOMMODATE, president=president, queue=tuple(order))


def lodging_options(state: SummerResortState):
    seat = state.queue[0]
    return arrangements(state.resorts[seat].lots, guests_of(state, seat))


def lodge(state: SummerResortState, arrangement) -> SummerResortState:
    """Accommodate the current seat's guests: displaced old guests pay and leave."""
    seat = state.queue[0]
    guests = guests_of(state, seat)
    if not guests and not any(arrangement):  # nobody to house: only the queue moves on
        return evolve(state, queue=state.queue[1:])
    resort = state.resorts[seat]
    bank, rent = state.bank, 0
    if any(arrangement):  # else nobody moves in: the lots, the money and the bank stay
        lots, departed = list(resort.lots), list[str]()
        for i, fill in enumerate(arrangement):
            if fill:
                departed.extend(lots[i].guests)
                rent += guest_rent(lots[i].guests)
                lots[i] = evolve(lots[i], guests=fill)
        resort = evolve(resort, lots=tuple(lots), money=resort.money + rent, arrivals=())
        bank = banked(bank, tuple(departed))
    elif resort.arrivals:
        resort = evolve(resort, arrivals=())
    rest = leftover(guests, arrangement)
    overflow = () if seat == state.president else state.overflow
    if state.president >= 0 and seat != state.president:
        overflow += rest
    else:
        bank = banked(bank, rest)
    assert len(placed(arrangement)) + len(rest) == len(guests)
    return evolve(
        state,
        resorts=put(state.resorts, seat, resort),
        bank_balance=state.bank_balance - rent,
        bank=bank,
        overflow=overflow,
        queue=state.queue[1:],
    )


def end_round(state: SummerResortState) -> SummerResortState:
    """Empty the train (PROPOSED: unclaimed guests go home) and pass the porter left;
    then start the next round, or end the game after the last one."""
    bank = state.bank
    if components().setup.leftover_to_bank:
        for car in state.train:
            bank = banked(bank, car.vacationers)
        train = tuple(Car() for _ in state.train)
    else:  # the alternative reading: unclaimed guests ride on into the next round
        train = tuple(Car(car.vacationers) for car in state.train)
    porter = (state.porter + 1) % state.players
    state = evolve(state, bank=bank, train=train, porter=porter, placements=(), queue=())
    if state.round >= state.rounds:
        return evolve(state, phase=OVER, turn=-1)
    return start_round(state)
