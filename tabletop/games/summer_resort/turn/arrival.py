"""The start of a round: the weather card revealed (a car added in full sun, ruling SR-3),
the vacationers it sends drawn from the bank and dealt to the cars, tokens handed out."""

from __future__ import annotations

import functools

from tabletop.engine import TurnProgress

from ..components import components
from ..state import ACTIONS, Car, SummerResortState, evolve, put


def count_houses(state: SummerResortState) -> dict[str, int]:
    """Houses of each kind (top cards) over all resorts."""
    levels = [0, 0, 0, 0]
    for resort in state.resorts:
        for lot in resort.lots:
            levels[lot.level] += 1  # a lot's top card is HOUSE_IDS[level]; 0 is a forest
    return {"cottage": levels[1], "villa": levels[2], "pension": levels[3]}


def arriving(weather: str, houses: dict[str, int]) -> dict[str, int]:
    """Vacationers the weather sends for these house counts (before the bank runs short)."""
    comp = components()
    card = _weather(weather)
    out = {v.id: 0 for v in comp.vacationers}
    for house in comp.houses:
        out[house.guest] += getattr(card, house.id) * houses[house.id]
    return out


@functools.cache
def _weather(card: str):
    """The weather card with this id (looked up once per id)."""
    return components().weather_card(card)


def start_round(state: SummerResortState) -> SummerResortState:
    """Reveal the weather, fill the train, hand out tokens: the action phase begins."""
    comp = components()
    weather, deck = state.deck[0], state.deck[1:]
    train = tuple(car if car.claimed_by < 0 else Car(car.vacationers) for car in state.train)
    if _weather(weather).adds_car and len(train) < comp.setup.cars_max:
        train += (Car(),)
    wanted = arriving(weather, count_houses(state))
    drawn: list[str] = []
    bank = state.bank
    for i, kind in enumerate(comp.vacationers):
        take = min(wanted[kind.id], bank[i])
        drawn.extend([kind.id] * take)
        bank = put(bank, i, bank[i] - take)
    shuffled, rng = state.rng.shuffled(drawn)
    train = deal(train, shuffled)
    resorts = tuple(
        evolve(r, tokens=comp.setup.tokens_per_player, purchases=(), arrivals=())
        for r in state.resorts
    )
    return evolve(
        state,
        round=state.round + 1,
        phase=ACTIONS,
        resorts=resorts,
        porter_free=True,
        turn=(state.porter + 1) % state.players,
        progress=TurnProgress(),
        queue=(),
        weather=weather,
        deck=deck,
        history=state.history + (weather,),
        train=train,
        visits=(0,) * len(comp.investments),
        bank=bank,
        placements=(),
        investors=(),
        rng=rng,
    )


def deal(train: tuple[Car, ...], vacationers: tuple[str, ...]) -> tuple[Car, ...]:
    """Deal one vacationer per car from the car behind the locomotive, wrapping round."""
    cars = [list(car.vacationers) for car in train]
    for i, vacationer in enumerate(vacationers):
        cars[i % len(cars)].append(vacationer)
    return tuple(
        Car(tuple(c), car.claimed_by) if len(c) > len(car.vacationers) else car
        for car, c in zip(train, cars)
    )
