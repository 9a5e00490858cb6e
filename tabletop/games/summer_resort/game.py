"""Summer Resort (Karol Madaj): the spec and the wiring of the engine contract to the
modules that hold the rules (``rules``, ``turn``, ``scoring``, ``text``, ``visibility``,
``bot``...): each contract method is a call into one of them."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from tabletop.engine import Action, Config, Game, GameSpec, Result

from . import bot, rules, scoring, setup, text, turn, visibility
from .actions import ACTION_TYPES
from .bot.reason import reason
from .bot.search import search_bot
from .components import components
from .state import SummerResortState, conserved
from .text import events

SPEC = GameSpec(
    id="summer_resort",
    title="Summer Resort",
    min_players=2,
    max_players=5,
    designer="Karol Madaj",
    play_time="30–45 min",
    blurb=(
        "1930s holiday villages along the railway out of Warsaw: claim the vacationers "
        "arriving by train, build cottages, villas and pensions, and watch the forecast."
    ),
    version=2,
    order=1,
)
"""Version 2: the accommodation ranking (SR-1) and the porter inside a turn (SR-2)."""


class SummerResort(Game[SummerResortState, Action]):
    """Summer Resort: invite vacationers from the train, invest, build, accommodate."""

    spec = SPEC
    state_type = SummerResortState
    action_types = ACTION_TYPES

    def load_components(self) -> None:
        components()

    def new(self, config: Config) -> SummerResortState:
        if not self.min_players <= config.players <= self.max_players:
            raise ValueError("Summer Resort is for 2 to 5 players.")
        return setup.new_state(config)

    def actor(self, state: SummerResortState) -> int | None:
        return turn.actor(state)

    def legal_actions(self, state: SummerResortState) -> list[Action]:
        return rules.legal_actions(state)

    def advance(self, state: SummerResortState, action: Action) -> SummerResortState:
        return turn.advance(state, action)

    def explain(self, state: SummerResortState, action: Action) -> str | None:
        return rules.explain(state, action)

    def result(self, state: SummerResortState) -> Result:
        return scoring.result(state)

    def describe(self, state: SummerResortState, action: Action) -> str:
        return text.describe(state, action)

    def events(
        self, before: SummerResortState, action: Action, after: SummerResortState
    ) -> tuple[str, ...]:
        return events.events(before, action, after)

    def needs_confirmation(self, state: SummerResortState, action: Action) -> str | None:
        return text.confirmation(state, action)

    def prompt(self, state: SummerResortState) -> str:
        return text.prompt(state)

    def status(self, state: SummerResortState) -> str:
        return text.status(state)

    def live_scores(self, state: SummerResortState) -> tuple[int, ...]:
        return scoring.live_scores(state)

    def view(self, state: SummerResortState, seat: int) -> SummerResortState:
        return visibility.view(state, seat)

    def determinize(
        self, view: SummerResortState, seat: int, rng: random.Random
    ) -> SummerResortState:
        return visibility.determinize(view, seat, rng)

    # --- bot and hint hooks (Game's declared contract) -----------------------------------
    def hint_reason(
        self, before: SummerResortState, after: SummerResortState, seat: int
    ) -> str | None:
        return reason(before, after, seat)

    hint_words = bot.REASONS

    def hint_parts(self, state: SummerResortState, seat: int) -> Mapping[str, float]:
        return bot.parts(state, seat)

    def heuristic(self, state: SummerResortState, seat: int) -> float:
        return bot.heuristic(state, seat)

    def search_bot(self, seat: int, level: str, clock: Any) -> Any:
        """The hard level's own search (``bot.search``; ``make_bot``'s hook), else None."""
        return search_bot(self, seat, level, clock)

    def conserved(self, state: SummerResortState) -> tuple:
        return conserved(state)


GAME = SummerResort()

__all__ = ["GAME", "SPEC", "SummerResort"]
