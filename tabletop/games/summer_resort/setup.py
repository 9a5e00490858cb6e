"""Set-up and the arrival of vacationers at the start of each round."""

from __future__ import annotations

import functools

from tabletop.engine import Config, Rng, TurnProgress

from .components import Components, components
from .state import ACTIONS, FUELLED, Car, Lot, Resort, SummerResortState, evolve, put


def weather_cards(players: int, comp: Components | None = None) -> tuple[str, ...]:
    """The weather deck for a player count, unshuffled (5 players: storm and a rain out)."""
    comp = comp or components()
    cards: list[str] = []
    for card in comp.weather:
        count = card.count - (card.removed_with_five if players == 5 else 0)
        cards.extend([card.id] * count)
    return tuple(cards)


def forecast(card: str) -> str:
    """The forecast icon (``cloud``/``sun``) on a card's locomotive side; works on views."""
    if card.startswith("?"):
        return card[1:]
    return components().weather_card(card).forecast


def shuffle_weather(cards: tuple[str, ...], rng: Rng) -> tuple[tuple[str, ...], Rng]:
    """Shuffle; if the top card forecasts sun, swap it with the first cloud card below."""
    deck, rng = rng.shuffled(cards)
    if forecast(deck[0]) != "cloud":
        first_cloud = next(i for i, c in enumerate(deck) if forecast(c) == "cloud")
        deck = list(deck)
        deck[0], deck[first_cloud] = deck[first_cloud], deck[0]
        deck = tuple(deck)
    return deck, rng


def stack_sizes(players: int, comp: Components | None = None) -> tuple[int, ...]:
    """Cards in each investment stack after set-up, in ``investments.yaml`` order."""
    comp = comp or components()
    s = comp.setup
    houses = {h.id: h.count for h in comp.houses}
    forests_left = s.forests_total - s.starting_forests * players
    rules = {
        "half_of_remaining_forests": forests_left // 2,
        "cottages_minus_players": houses["cottage"] - s.starting_cottages * players,
        "all_villas": houses["villa"],
        "all_pensions": houses["pension"],
        "players_plus_one": players + s.automobiles_extra,
    }
    return tuple(rules[i.count_rule] for i in comp.investments)


def starting_resort(comp: Components) -> Resort:
    """Two forests with a cottage on the first one, 200 zł, two tokens."""
    s = comp.setup
    lots = tuple(Lot(1 if i < s.starting_cottages else 0) for i in range(s.starting_forests))
    return Resort(money=s.starting_money, lots=lots, tokens=s.tokens_per_player)


def new_state(config: Config) -> SummerResortState:
    """The opening position, with round 1's weather revealed and the train filled."""
    comp = components()
    s = comp.setup
    n = config.players
    rng = Rng.from_seed(config.seed)
    porter, rng = rng.below(n)
    deck, rng = shuffle_weather(weather_cards(n, comp), rng)
    cars = s.cars_with_five if n == 5 else n + s.cars_extra
    bank = tuple(v.count - v.starting_per_player * n for v in comp.vacationers)
    state = SummerResortState(
        players=n,
        rounds=s.rounds_with_five if n == 5 else s.rounds,
        round=0,
        phase=ACTIONS,
        resorts=(starting_resort(comp),) * n,
        porter=porter,
        porter_free=True,
        president=-1,
        turn=porter,
        progress=TurnProgress(),
        queue=(),
        weather="",
        deck=deck,
        history=(),
        train=(Car(),) * cars,
        stacks=stack_sizes(n, comp),
        visits=(0,) * len(comp.investments),
        bank=bank,
        bank_balance=-s.starting_money * n,
        overflow=(),
        placements=(),
        investors=(),
        rng=rng,
    )
    return start_round(state)


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


__all__ = ["FUELLED", "arriving", "count_houses", "deal", "forecast", "new_state", "start_round"]
