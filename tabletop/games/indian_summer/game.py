"""Indian Summer's metadata (``SPEC``) and the Game contract wired to this package's modules:
set-up in ``setup``, legality in ``rules``, the turn flow in ``turn``, the result and live
scores in ``scoring``, log lines and prompts in ``text``, what a seat sees in
``visibility``, the bots in ``bot``; no rule logic lives here."""

from __future__ import annotations

import random
from typing import Any

from tabletop.engine import Action, Config, Game, Result
from tabletop.engine.game import Bot, Clock, GameSpec

from . import bot, rules, scoring, setup, text, turn, visibility
from .actions import ACTION_TYPES
from .components import components
from .rules import perf
from .state import IndianSummerState, conserved

SPEC = GameSpec(
    id="indian_summer",
    title="Indian Summer",
    min_players=1,
    max_players=4,
    modes=("standard", "solo", "solo_series"),
    solo_modes=("solo", "solo_series"),
    designer="Uwe Rosenberg",
    play_time="15-60 min",
    blurb=(
        "Lay leaf tiles over your patch of forest floor; peek through their holes at "
        "berries, nuts, mushrooms and feathers, and spend them to fill it first."
    ),
    version=2,  # IS-2: a feather's first tile must leave room for its second
    search_depth=0,  # a turn is many small steps: the search bot screens moves, no lookahead
    order=2,
)


class IndianSummer(Game[IndianSummerState, Action]):
    """Indian Summer (Uwe Rosenberg): cover your forest floor with leaf tiles."""

    spec = SPEC
    state_type = IndianSummerState
    action_types = ACTION_TYPES

    def load_components(self) -> None:
        components()

    def new(self, config: Config) -> IndianSummerState:
        return setup.new_state(config)

    def actor(self, state: IndianSummerState) -> int | None:
        return None if state.over else state.turn

    def legal_actions(self, state: IndianSummerState) -> list[Action]:
        return rules.legal_actions(state)

    def explain(self, state: IndianSummerState, action: Action) -> str | None:
        return rules.explain(state, action)

    def advance(self, state: IndianSummerState, action: Action) -> IndianSummerState:
        return turn.advance(state, action)

    def result(self, state: IndianSummerState) -> Result:
        return scoring.result(state)

    # --- bot and hint hooks (Game's declared contract) -----------------------------------
    def hint_reason(
        self, before: IndianSummerState, after: IndianSummerState, seat: int
    ) -> str | None:
        return bot.reason(before, after, seat)

    def turn_over(self, before: IndianSummerState, after: IndianSummerState, seat: int) -> bool:
        return bot.turn_over(before, after, seat)

    def heuristic(self, state: IndianSummerState, seat: int) -> float:
        return bot.heuristic(state, seat)

    def view(self, state: IndianSummerState, seat: int) -> IndianSummerState:
        return visibility.view(state, seat)

    def determinize(
        self, view: IndianSummerState, seat: int, rng: random.Random
    ) -> IndianSummerState:
        return visibility.determinize(view, seat, rng)

    def search_bot(self, seat: int, level: str, clock: Clock) -> Bot | None:
        """``make_bot``'s hook: the normal and hard levels' own search (``bot.search``)
        wrapped in the solo plan (``bot.solo``: a solo position is planned, any other goes
        to the search); None for the other levels (the shared search)."""
        own = bot.search_bot(self, seat, level, clock)
        return None if own is None else bot.wrap_search_bot(own, level, clock)

    def describe(self, state: IndianSummerState, action: Action) -> str:
        return text.describe(state, action)

    def needs_confirmation(self, state: IndianSummerState, action: Action) -> str | None:
        return text.confirmation(state, action)

    def events(
        self, before: IndianSummerState, action: Action, after: IndianSummerState
    ) -> tuple[str, ...]:
        return text.events(before, action, after)

    def prompt(self, state: IndianSummerState) -> str:
        return text.prompt(state)

    def status(self, state: IndianSummerState) -> str:
        return text.status(state)

    def conserved(self, state: IndianSummerState) -> Any:
        return conserved(state)

    def live_scores(self, state: IndianSummerState) -> tuple[int, ...]:
        """Each score as it stands (the result once scored; ``scoring.live_scores``)."""
        return scoring.live_scores(state)

    def bench_measures(self) -> list[tuple[str, str]]:
        return perf.bench_measures()


GAME = IndianSummer()
