"""``SummerNineGame``: the engine contract for Summer Nine, wired to the rule modules."""

from __future__ import annotations

import random
from collections.abc import Mapping

from tabletop.engine import Action, Config, Game, Result
from tabletop.engine.game import Bot, Clock, GameSpec

from . import bot, rules, scoring, setup, text, turn, visibility
from .actions import ACTION_TYPES
from .bot.reason import reason as hint_reason
from .bot.search import make_search_bot
from .components import components
from .state import SummerNineState, conserved

SPEC = GameSpec(
    id="summer_nine",
    title="Summer Nine",
    min_players=2,
    max_players=4,
    modes=setup.MODES,
    has_secrets=True,
    designer="Panagiotis Katsaroumpas",
    play_time="25-50 min",
    blurb=(
        "Draft cards from a pool that opens and closes column by column to plan the best "
        "summer: nine holiday slots over June, July and August in Spain, Italy and Greece."
    ),
    version=1,
    search_depth=0,  # lookahead past the bot's turn meets unseen cards: noise (docs/bots.md)
    order=3,
)


class SummerNineGame(Game[SummerNineState, Action]):
    """Summer Nine (Panagiotis Katsaroumpas): draft a nine-slot summer holiday plan."""

    spec = SPEC
    options = setup.OPTIONS
    state_type = SummerNineState
    action_types = ACTION_TYPES

    def load_components(self) -> None:
        components()

    def new(self, config: Config) -> SummerNineState:
        return setup.new_state(config)

    def actor(self, state: SummerNineState) -> int | None:
        return state.actor

    def legal_actions(self, state: SummerNineState) -> list[Action]:
        return rules.legal_actions(state)

    def advance(self, state: SummerNineState, action: Action) -> SummerNineState:
        return turn.advance(state, action)

    def explain(self, state: SummerNineState, action: Action) -> str | None:
        return rules.explain(state, action)

    def describe(self, state: SummerNineState, action: Action) -> str:
        return text.describe(state, action)

    def events(
        self, before: SummerNineState, action: Action, after: SummerNineState
    ) -> tuple[str, ...]:
        return text.events(before, action, after)

    def prompt(self, state: SummerNineState) -> str:
        return text.prompt(state)

    def status(self, state: SummerNineState) -> str:
        """Where the game stands (Load screen): ``Round 5 of 17``."""
        return text.status(state)

    def view(self, state: SummerNineState, seat: int) -> SummerNineState:
        return visibility.view(state, seat)

    def determinize(self, view: SummerNineState, seat: int, rng: random.Random) -> SummerNineState:
        return visibility.determinize(view, seat, rng)

    def needs_confirmation(self, state: SummerNineState, action: Action) -> str | None:
        return text.confirmation(state, action)

    def reveals(self, before: SummerNineState, action: Action, after: SummerNineState) -> bool:
        return visibility.reveals(before, action, after)

    def result(self, state: SummerNineState) -> Result:
        return scoring.result(state)

    def live_scores(self, state: SummerNineState) -> tuple[int, ...]:
        return scoring.live_scores(state)

    # --- bot and hint hooks (Game's declared contract) -----------------------------------
    def hint_reason(self, before: SummerNineState, after: SummerNineState, seat: int) -> str | None:
        return hint_reason(before, after, seat)

    hint_words = bot.REASONS

    def hint_parts(self, state: SummerNineState, seat: int) -> Mapping[str, float]:
        return bot.parts(state, seat)

    def heuristic(self, state: SummerNineState, seat: int) -> float:
        if self.is_over(state):
            return super().heuristic(state, seat)
        return bot.heuristic(state, seat)

    def search_bot(self, seat: int, level: str, clock: Clock) -> Bot | None:
        return make_search_bot(self, seat, level, clock)

    def bench_measures(self) -> list[tuple[str, str]]:
        return scoring.bench_measures(self)

    def conserved(self, state: SummerNineState) -> tuple:
        return conserved(state)


GAME = SummerNineGame()
