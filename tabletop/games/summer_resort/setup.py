"""Set-up: the opening position (the weather deck shuffled, the porter drawn, the
investment stacks counted out), then round 1 starts as every round does (``turn.arrival``)."""

from __future__ import annotations

from tabletop.engine import Config, Rng, TurnProgress

from .components import Components, components
from .state import ACTIONS, Car, Lot, Resort, SummerResortState
from .turn.arrival import start_round


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
        order = list(deck)
        order[0], order[first_cloud] = order[first_cloud], order[0]
        deck = tuple(order)
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


__all__ = ["forecast", "new_state", "shuffle_weather", "weather_cards"]
