"""Indian Summer's metadata (``SPEC``) and the Game contract wired to this package's modules:
set-up in ``setup.py``, legality in ``rules.py``, the turn flow in ``turn.py``, the result in
``scoring.py`` and ``solo.py``, log lines and prompts in ``text.py``, the bot in ``bot.py``."""

from __future__ import annotations

import random
from typing import Any

from tabletop.engine import Action, Config, Game, Result
from tabletop.engine.game import GameSpec

from . import bot, bot_reason, events, facts, rules, scoring, setup, solo, tally, text, turn
from .actions import ACTION_TYPES
from .components import components
from .state import IndianSummerState

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
        if state.solo is not None:
            return solo.solo_result(state)
        return scoring.multiplayer_result(state)

    # --- bot and hint hooks (Game's declared contract) -----------------------------------
    def hint_reason(
        self, before: IndianSummerState, after: IndianSummerState, seat: int
    ) -> str | None:
        return bot_reason.reason(before, after, seat)

    def turn_over(self, before: IndianSummerState, after: IndianSummerState, seat: int) -> bool:
        return bot_reason.turn_over(before, after, seat)

    def heuristic(self, state: IndianSummerState, seat: int) -> float:
        return bot.heuristic(state, seat)

    def determinize(
        self, view: IndianSummerState, seat: int, rng: random.Random
    ) -> IndianSummerState:
        return bot.determinize(view, seat, rng)

    def search_bot(self, seat: int, level: str, clock: Any) -> Any:
        """``make_bot``'s hook: the normal and hard levels' own search (``bot_search``)
        wrapped in the solo plan (``solo_bot``: a solo position is planned, any other goes
        to the search); None for the other levels (the shared search)."""
        from .bot_search import search_bot
        from .solo_bot import wrap_search_bot

        own = search_bot(self, seat, level, clock)
        return None if own is None else wrap_search_bot(own, level, clock)

    def describe(self, state: IndianSummerState, action: Action) -> str:
        return text.describe(state, action)

    def events(
        self, before: IndianSummerState, action: Action, after: IndianSummerState
    ) -> tuple[str, ...]:
        return events.events(before, action, after)

    def prompt(self, state: IndianSummerState) -> str:
        return text.prompt(state)

    def conserved(self, state: IndianSummerState) -> Any:
        return tally.conserved(state)

    def live_scores(self, state: IndianSummerState) -> tuple[int, ...]:
        """Each score as it stands (the result once scored; see ``facts.scores_now``)."""
        return facts.scores_now(state)

    def bench_measures(self) -> list[tuple[str, str]]:
        from .perf import placement_rate

        rate, per_round = placement_rate()
        return [
            (
                "leaf-tile placements enumerated",
                f"{rate / 1e6:.2f} million/s ({per_round} per round of 75 tiles)",
            )
        ]


GAME = IndianSummer()
