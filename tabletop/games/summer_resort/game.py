"""``SummerResort``: the engine contract for Summer Resort (Karol Madaj)."""

from __future__ import annotations

import random
from collections import Counter

from tabletop.engine import REDACTED_RNG, Action, Config, Game, Result, Rng

from . import describe as text
from .actions import ACTION_TYPES, PLACEMENTS, Build, Lodge
from .data import components
from .development import LEVEL, all_bases, build
from .heuristic import heuristic as estimate
from .lodging import arrangements, explain_arrangement
from .placement import explain_placement, legal_placements, place
from .rounds import begin_phase_three, guests_of, lodge, settle
from .scoring import final_result, points
from .setup import forecast, new_game, weather_cards
from .state import ACCOMMODATE, ACTIONS, DEVELOP, OVER, SummerResortState, evolve


class SummerResort(Game):
    """Summer Resort: invite vacationers from the train, invest, build, accommodate."""

    id = "summer_resort"
    title = "Summer Resort"
    designer = "Karol Madaj"
    play_time = "30–45 min"
    min_players, max_players = 2, 5
    modes = ("standard",)
    solo_modes = ()
    blurb = (
        "1930s holiday villages along the railway out of Warsaw: claim the vacationers "
        "arriving by train, build cottages, villas and pensions, and watch the forecast."
    )
    has_secrets = False
    state_type = SummerResortState
    action_types = ACTION_TYPES

    # --- rules -----------------------------------------------------------------------------
    def new(self, config: Config) -> SummerResortState:
        if not self.min_players <= config.players <= self.max_players:
            raise ValueError("Summer Resort is for 2 to 5 players.")
        return new_game(config)

    def actor(self, state: SummerResortState) -> int | None:
        if state.phase == OVER:
            return None
        if state.phase == ACTIONS:
            return state.turn
        return state.queue[0]

    def legal_actions(self, state: SummerResortState) -> list[Action]:
        if state.phase == ACTIONS:
            return legal_placements(state)
        if state.phase == DEVELOP:
            seat = state.queue[0]
            resort = state.resorts[seat]
            return [Build(seat, lot) for lot in all_bases(resort.lots, resort.purchases[0])]
        if state.phase == ACCOMMODATE:
            seat = state.queue[0]
            return [
                Lodge(seat, a)
                for a in arrangements(state.resorts[seat].lots, guests_of(state, seat))
            ]
        return []

    def advance(self, state: SummerResortState, action: Action) -> SummerResortState:
        if isinstance(action, PLACEMENTS):
            state = place(state, action)
            return begin_phase_three(state) if state.turn < 0 else state
        if isinstance(action, Build):
            return settle(build(state, action.seat, action.lot))
        if isinstance(action, Lodge):
            return settle(lodge(state, action.houses))
        raise TypeError(f"not a Summer Resort action: {action!r}")

    def explain(self, state: SummerResortState, action: Action) -> str | None:
        """The rule an action breaks, in a player's words; ``None`` exactly when it is legal."""
        if state.phase == OVER:
            return "The game is over."
        if action in self.legal_actions(state):
            return None
        if isinstance(action, PLACEMENTS):
            return explain_placement(state, action)
        if isinstance(action, Build):
            return _explain_build(state, action)
        if isinstance(action, Lodge):
            return _explain_lodge(state, action)
        return "That is not a Summer Resort move."

    def result(self, state: SummerResortState) -> Result:
        return final_result(state)

    # --- presentation ----------------------------------------------------------------------
    def describe(self, state: SummerResortState, action: Action) -> str:
        return text.describe(state, action)

    def prompt(self, state: SummerResortState) -> str:
        return text.prompt(state)

    def live_scores(self, state: SummerResortState) -> tuple[int, ...]:
        return tuple(points(state, s) for s in range(state.players))

    # --- information -----------------------------------------------------------------------
    def view(self, state: SummerResortState, seat: int) -> SummerResortState:
        """Everything is open except the weather deck: only the next card's forecast shows."""
        deck = tuple((f"?{forecast(card)}" if i == 0 else "?") for i, card in enumerate(state.deck))
        return evolve(state, deck=deck, rng=REDACTED_RNG)

    def determinize(
        self, view: SummerResortState, seat: int, rng: random.Random
    ) -> SummerResortState:
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

    # --- bots and checks -------------------------------------------------------------------
    def heuristic(self, state: SummerResortState, seat: int) -> float:
        return estimate(state, seat)

    def conserved(self, state: SummerResortState) -> tuple:
        """Vacationer cards per type, the money ledger, and every investment card."""
        comp = components()
        vac = Counter()
        for i, kind in enumerate(comp.vacationers):
            vac[kind.id] += state.bank[i]
        for car in state.train:
            vac.update(car.vacationers)
        vac.update(state.overflow)
        cards = Counter()
        for i, inv in enumerate(comp.investments):
            cards[inv.card] += state.stacks[i]
        for r in state.resorts:
            vac.update(r.arrivals)
            for lot in r.lots:
                vac.update(lot.guests)
                cards["forest"] += 1
                for house, level in LEVEL.items():
                    cards[house] += lot.level >= level
            cards.update(r.purchases)
            cards["automobile"] += len(r.automobiles)
        money = sum(r.money for r in state.resorts) + state.bank_balance
        return (tuple(sorted(vac.items())), money, tuple(sorted(cards.items())))


def _explain_build(state: SummerResortState, action: Build) -> str:
    if state.phase != DEVELOP:
        return "Houses are built only after every token has been placed."
    seat = state.queue[0]
    if action.seat != seat:
        return f"Player {seat + 1} is building now."
    resort = state.resorts[seat]
    card = resort.purchases[0]
    if not 0 <= action.lot < len(resort.lots):
        return "There is no such lot in your resort."
    under = {"cottage": "a bare forest lot", "villa": "a cottage", "pension": "a villa"}[card]
    return f"A {card} must go on {under}."


def _explain_lodge(state: SummerResortState, action: Lodge) -> str:
    if state.phase != ACCOMMODATE:
        return "Vacationers are accommodated only after development."
    seat = state.queue[0]
    if action.seat != seat:
        return f"Player {seat + 1} is accommodating guests now."
    return explain_arrangement(state.resorts[seat].lots, guests_of(state, seat), action.houses)


__all__ = ["SummerResort"]
