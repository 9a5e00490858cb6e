"""Lodge's metadata (``SPEC``) and ``LodgeGame``, the engine contract wired to the rule
modules; no rule logic lives here."""

from __future__ import annotations

import random
from typing import Any

from tabletop.engine import Action, Config, Game, GameSpec, Pass, Result

from . import bot, rules, scoring, setup, text, turn, visibility
from .actions import ACTION_TYPES
from .components import components
from .state import LodgeState, conserved, migrate_position
from .text import events

SPEC = GameSpec(
    id="lodge",
    title="Lodge",
    min_players=1,
    max_players=4,
    modes=setup.MODES,
    solo_modes=("solo",),
    mode_labels=(("solo", "Solo (our design)"),),
    designer="Peter McPherson",
    play_time="30-60 min",
    blurb=(
        "Build a four-floor ski lodge from a market whose rows are floors, then welcome "
        "guests who each want two neighbouring rooms of their colours."
    ),
    version=2,
    order=4,
)


class LodgeGame(Game[LodgeState, Action]):
    """Lodge (Peter McPherson): build a ski lodge floor by floor and fill it with guests."""

    spec = SPEC
    state_type = LodgeState
    action_types = ACTION_TYPES + (Pass,)

    def load_components(self) -> None:
        components()

    def from_dict(self, data: dict[str, Any]) -> LodgeState:
        """A position from plain data; one written before the state stored its turn
        progress (``phase`` and guest flags) is read in the current shape."""
        return super().from_dict(migrate_position(data))

    def new(self, config: Config) -> LodgeState:
        return setup.new_state(config)

    def actor(self, state: LodgeState) -> int | None:
        return turn.actor(state)

    def legal_actions(self, state: LodgeState) -> list[Action]:
        return rules.legal_actions(state)

    def advance(self, state: LodgeState, action: Action) -> LodgeState:
        return turn.advance(state, action)

    def explain(self, state: LodgeState, action: Action) -> str | None:
        return rules.explain(state, action)

    def describe(self, state: LodgeState, action: Action) -> str:
        return text.describe(state, action)

    def events(self, before: LodgeState, action: Action, after: LodgeState) -> tuple[str, ...]:
        return events.events(before, action, after)

    def needs_confirmation(self, state: LodgeState, action: Action) -> str | None:
        return text.confirmation(state, action)

    def prompt(self, state: LodgeState) -> str:
        return text.prompt(state)

    def status(self, state: LodgeState) -> str:
        return text.status(state)

    def result(self, state: LodgeState) -> Result:
        return scoring.result(state)

    def live_scores(self, state: LodgeState) -> tuple[int, ...]:
        return scoring.live_scores(state)

    # --- bot and hint hooks (Game's declared contract) -----------------------------------
    def hint_reason(self, before: LodgeState, after: LodgeState, seat: int) -> str | None:
        return bot.reason(before, after, seat)

    def turn_over(self, before: LodgeState, after: LodgeState, seat: int) -> bool:
        return bot.turn_over(before, after, seat)

    def heuristic(self, state: LodgeState, seat: int) -> float:
        """Over: the engine's end value (a win first); else ``bot.heuristic``."""
        if self.is_over(state):
            return super().heuristic(state, seat)
        return bot.heuristic(state, seat)

    # --- what a seat may know -------------------------------------------------------------
    def view(self, state: LodgeState, seat: int) -> LodgeState:
        return visibility.view(state, seat)

    def determinize(self, view: LodgeState, seat: int, rng: random.Random) -> LodgeState:
        return visibility.determinize(view, seat, rng)

    def conserved(self, state: LodgeState) -> tuple:
        return conserved(state)


GAME = LodgeGame()
