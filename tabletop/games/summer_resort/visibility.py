"""What a seat may know, and the search bot's guess of the rest.

Everything in Summer Resort is open except the weather deck: only the next card's forecast
(the locomotive side of the top card) shows, and the RNG is redacted. ``determinize``
deals the unseen weather cards anew, keeping the forecast everyone sees on top.
"""

from __future__ import annotations

import random
from collections import Counter

from tabletop.engine import REDACTED_RNG, Rng

from .setup import forecast, weather_cards
from .state import SummerResortState, evolve


def view(state: SummerResortState, seat: int) -> SummerResortState:
    """Everything is open except the weather deck: only the next card's forecast shows."""
    deck = tuple((f"?{forecast(card)}" if i == 0 else "?") for i, card in enumerate(state.deck))
    return evolve(state, deck=deck, rng=REDACTED_RNG)


def determinize(view: SummerResortState, seat: int, rng: random.Random) -> SummerResortState:
    """A full state consistent with ``view``: the unseen weather cards shuffled, with the
    forecast card that everyone sees kept on top."""
    unseen = Counter(weather_cards(view.players))
    unseen.subtract(view.history)
    cards = list(unseen.elements())
    rng.shuffle(cards)
    if view.deck:
        wanted = forecast(view.deck[0])
        first = next((i for i, c in enumerate(cards) if forecast(c) == wanted), 0)
        cards[0], cards[first] = cards[first], cards[0]
    deck = tuple(cards[: len(view.deck)])
    return evolve(view, deck=deck, rng=Rng.from_seed(rng.getrandbits(63)))
