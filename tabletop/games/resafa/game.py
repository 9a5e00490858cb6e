"""``ResafaGame``: the engine contract for Resafa, wired to the rule modules."""

from __future__ import annotations

import random

from tabletop.engine import Action, Config, Game, GameSpec, Result
from tabletop.engine.game import Bot, Clock

from . import automa, bot, rules, scoring, setup, text, turn, visibility
from .actions import ACTION_TYPES
from .bot import reason, search
from .components import components
from .state import OVER, ResafaState, conserved

SPEC = GameSpec(
    id="resafa",
    title="Resafa",
    min_players=1,
    max_players=4,
    modes=setup.MODES,
    solo_modes=("solo",),
    has_secrets=True,
    designer="Vladimír Suchý",
    play_time="60-150 min",
    blurb=(
        "Merchants of a desert outpost play action cards for their two halves: build "
        "workshops and gardens, trade by caravan and lay canals for the rains."
    ),
    search_depth=0,
    order=5,
    version=2,  # RE-1: sack cards left in hand score 1 VP each at the end (saves of 1 replay)
)


class ResafaGame(Game[ResafaState, Action]):
    """Resafa (Vladimír Suchý), 2-4 players, or 1 against Resafabot (solo)."""

    spec = SPEC
    state_type = ResafaState
    action_types = ACTION_TYPES

    def load_components(self) -> None:
        components()

    def new(self, config: Config) -> ResafaState:
        return setup.new_state(config)

    def actor(self, state: ResafaState) -> int | None:
        if state.phase == OVER:
            return None
        return state.task.seat if state.task is not None else state.current

    def legal_actions(self, state: ResafaState) -> list[Action]:
        return rules.legal_actions(state)

    def advance(self, state: ResafaState, action: Action) -> ResafaState:
        return turn.advance(state, action)

    def explain(self, state: ResafaState, action: Action) -> str | None:
        return rules.explain(state, action)

    def describe(self, state: ResafaState, action: Action) -> str:
        return text.describe(state, action)  # Resafabot's lines: facts.bot_last_turn

    def events(self, before: ResafaState, action: Action, after: ResafaState) -> tuple[str, ...]:
        return text.events(before, action, after)

    def prompt(self, state: ResafaState) -> str:
        return text.prompt(state)

    def status(self, state: ResafaState) -> str:
        return text.status(state)

    def result(self, state: ResafaState) -> Result:
        return automa.result(state) if state.solo is not None else scoring.result(state)

    def live_scores(self, state: ResafaState) -> tuple[int, ...]:
        """The score track: VP scored so far (end scoring comes at the end)."""
        return tuple(p.vp for p in state.players if not p.bot)

    def view(self, state: ResafaState, seat: int) -> ResafaState:
        return visibility.view(state, seat)

    def determinize(self, view: ResafaState, seat: int, rng: random.Random) -> ResafaState:
        return visibility.determinize(view, seat, rng)

    def search_bot(self, seat: int, level: str, clock: Clock) -> Bot | None:
        """The hard level's own search (``bot.search``; ``make_bot``'s hook)."""
        return search.search_bot(self, seat, level, clock)

    # --- bot and hint hooks (Game's declared contract) -----------------------------------
    def hint_reason(self, before: ResafaState, after: ResafaState, seat: int) -> str | None:
        return reason.reason(before, after, seat)

    def turn_over(self, before: ResafaState, after: ResafaState, seat: int) -> bool:
        return reason.turn_over(before, after, seat)

    def heuristic(self, state: ResafaState, seat: int) -> float:
        return bot.heuristic(state, seat)

    def reveals(self, before: ResafaState, action: Action, after: ResafaState) -> bool:
        """True when a card or tile was drawn, turned up or shown (no undo past it)."""
        return visibility.reveals(before, action, after)

    def conserved(self, state: ResafaState) -> tuple:
        """Cards, tiles, merchant tokens and water cubes: never created or lost (coins and
        goods are an unlimited supply)."""
        return conserved(state)


GAME = ResafaGame()
