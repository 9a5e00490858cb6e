"""Pebbles: a tiny card game that lives only under tests/, to exercise the engine and UI.

Twelve cards numbered 1..12 are shuffled; each player is dealt two, hidden from the others.
On your turn you may draw one card (if the deck is not empty and you hold fewer than three),
then you must play a card from your hand onto your pile, scoring its number; with an empty
hand and an empty deck you pass. The game ends when every card has been played. Highest
score wins; ties are shared.

It has everything the conformance suite checks: hidden hands, a random deck, a turn with an
optional part, a redacting ``view`` and a ``determinize``.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from typing import ClassVar

from tabletop.engine import REDACTED_RNG, Action, Config, Game, Pass, Result, Rng, rank_by

HIDDEN = 0


@dataclass(frozen=True)
class Draw(Action):
    kind: ClassVar[str] = "draw"
    reveals: ClassVar[bool] = True


@dataclass(frozen=True)
class Play(Action):
    kind: ClassVar[str] = "play"
    card: int


@dataclass(frozen=True)
class PebblesState:
    players: int
    hands: tuple[tuple[int, ...], ...]
    piles: tuple[tuple[int, ...], ...]
    deck: tuple[int, ...]
    turn: int
    drew: bool
    rng: Rng


class Pebbles(Game):
    id = "pebbles"
    title = "Pebbles"
    designer = "the Tabletop tests"
    play_time = "2 min"
    min_players, max_players = 1, 4
    modes = ("standard",)
    has_secrets = True
    state_type = PebblesState
    action_types = (Draw, Play, Pass)

    def new(self, config: Config) -> PebblesState:
        rng = Rng.from_seed(config.seed)
        deck, rng = rng.shuffled(range(1, 13))
        n = config.players
        hands = tuple(tuple(deck[2 * i : 2 * i + 2]) for i in range(n))
        return PebblesState(n, hands, ((),) * n, tuple(deck[2 * n :]), 0, False, rng)

    def actor(self, state: PebblesState) -> int | None:
        if not state.deck and not any(state.hands):
            return None
        return state.turn

    def legal_actions(self, state: PebblesState) -> list[Action]:
        hand = state.hands[state.turn]
        out: list[Action] = []
        if not state.drew and state.deck and len(hand) < 3:
            out.append(Draw())
        out.extend(Play(c) for c in sorted(set(hand)))
        return out or [Pass()]

    def explain(self, state: PebblesState, action: Action) -> str | None:
        if isinstance(action, Draw):
            if state.drew:
                return "You have already drawn this turn."
            if not state.deck:
                return "The deck is empty."
            return "You may hold at most three cards."
        if isinstance(action, Play):
            return f"You do not hold a {action.card}."
        if isinstance(action, Pass):
            return "You can still play a card, so you cannot pass."
        return None

    def advance(self, state: PebblesState, action: Action) -> PebblesState:
        seat = state.turn
        if isinstance(action, Draw):
            hands = _put(state.hands, seat, state.hands[seat] + state.deck[:1])
            return dataclasses.replace(state, hands=hands, deck=state.deck[1:], drew=True)
        if isinstance(action, Play):
            hand = list(state.hands[seat])
            hand.remove(action.card)
            state = dataclasses.replace(
                state,
                hands=_put(state.hands, seat, tuple(hand)),
                piles=_put(state.piles, seat, state.piles[seat] + (action.card,)),
            )
        return dataclasses.replace(state, turn=(seat + 1) % state.players, drew=False)

    def result(self, state: PebblesState) -> Result:
        totals = tuple(sum(p) for p in state.piles)
        return Result(
            totals=totals,
            breakdown=tuple((("cards", t),) for t in totals),
            ranks=rank_by([(t,) for t in totals]),
        )

    def view(self, state: PebblesState, seat: int) -> PebblesState:
        hands = tuple(h if i == seat else (HIDDEN,) * len(h) for i, h in enumerate(state.hands))
        return dataclasses.replace(
            state, hands=hands, deck=(HIDDEN,) * len(state.deck), rng=REDACTED_RNG
        )

    def determinize(self, view: PebblesState, seat: int, rng: random.Random) -> PebblesState:
        seen = {c for h in view.hands for c in h} | {c for p in view.piles for c in p}
        unseen = [c for c in range(1, 13) if c not in seen]
        rng.shuffle(unseen)
        hands = []
        for h in view.hands:
            hands.append(tuple(unseen.pop() if c == HIDDEN else c for c in h))
        deck = tuple(unseen.pop() for _ in view.deck)
        return dataclasses.replace(
            view, hands=tuple(hands), deck=deck, rng=Rng.from_seed(rng.getrandbits(63))
        )

    def describe(self, state: PebblesState, action: Action) -> str:
        if isinstance(action, Play):
            return f"plays {action.card}"
        return {"draw": "draws a card", "pass": "passes"}[action.kind]

    def prompt(self, state: PebblesState) -> str:
        return "draw a card or play one" if not state.drew else "play a card"

    def heuristic(self, state: PebblesState, seat: int) -> float:
        return float(sum(state.piles[seat]))

    def conserved(self, state: PebblesState) -> tuple[int, ...]:
        cards = [c for h in state.hands for c in h] + list(state.deck)
        cards += [c for p in state.piles for c in p]
        return tuple(sorted(cards))

    def live_scores(self, state: PebblesState) -> tuple[int, ...]:
        return tuple(sum(p) for p in state.piles)


def _put(items: tuple, index: int, value) -> tuple:
    return items[:index] + (value,) + items[index + 1 :]


GAME = Pebbles()
