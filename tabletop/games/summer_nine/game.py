"""``SummerNineGame``: the engine contract for Summer Nine, wired to the rule modules."""

from __future__ import annotations

import random
from collections.abc import Mapping

from tabletop.engine import Action, Config, Game, Result, rank_by
from tabletop.engine.game import GameSpec
from tabletop.engine.result import seat_ref

from . import bot, bot_reason, events, rules, setup, text, turn, visibility
from .actions import ACTION_TYPES
from .breakdown import reading_note, result_rows
from .components import components
from .scoring import photo_points, public_schedule_score, score_schedule, seat_score, tie_key
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
        return events.events(before, action, after)

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
        """Only Time Travel asks (it takes a hidden card unseen); an open pick's refill from
        the deck is no surprise, so a pick plays at once."""
        if action.kind == "time_travel":
            return "it takes a hidden card, so Undo will not be able to go back past it."
        return None

    def reveals(self, before: SummerNineState, action: Action, after: SummerNineState) -> bool:
        """Picks show a refill; a new round reveals or hides a column."""
        return action.reveals or before.round != after.round

    def result(self, state: SummerNineState) -> Result:
        """Totals with the breakdown in rows every seat shares, each seat's scoring choices
        in a note; ties by printed destination points, then complete months, then shared
        (ruling P6)."""
        photos = photo_points(state.hands)
        scores = [seat_score(state, s, photos) for s in range(state.players)]
        rows = result_rows(scores)
        totals = tuple(s.total for s in scores)
        ranks = rank_by([tie_key(s) for s in scores])
        notes = tuple(reading_note(seat, s) for seat, s in enumerate(scores))
        return Result(totals, rows, ranks, notes + _tie_note(scores))

    def live_scores(self, state: SummerNineState) -> tuple[int, ...]:
        """Each schedule's public points (destinations, bridges, half stays in the best
        reading); objectives and collectibles are secret until the end."""
        return tuple(public_schedule_score(s, state.options.four_plus) for s in state.schedules)

    # --- bot and hint hooks (Game's declared contract) -----------------------------------
    def hint_reason(self, before: SummerNineState, after: SummerNineState, seat: int) -> str | None:
        return bot_reason.reason(before, after, seat)

    hint_words = bot.REASONS

    def hint_parts(self, state: SummerNineState, seat: int) -> Mapping[str, float]:
        return bot.parts(state, seat)

    def heuristic(self, state: SummerNineState, seat: int) -> float:
        if self.is_over(state):
            return super().heuristic(state, seat)
        return bot.heuristic(state, seat)

    def search_bot(self, seat: int, level: str, clock):
        """Summer Nine's own search for ``level`` (None: the shared one), for ``make_bot``."""
        from .search_nine import make_search_bot

        return make_search_bot(self, seat, level, clock)

    def bench_measures(self) -> list[tuple[str, str]]:
        """Deck use and scoring search over 20 random 4-player games."""
        from tabletop.engine.conformance import random_playout

        drawn, readings = 0, 0
        for seed in range(20):
            final, _ = random_playout(self, Config.default(4, seed=seed), random.Random(seed))
            drawn = max(drawn, len(components().main_deck) - len(final.deck))
            for schedule in final.schedules:
                readings = max(readings, score_schedule(schedule).readings_tried)
        return [
            ("most cards drawn, 4p random (of 101)", str(drawn)),
            ("most scoring readings tried", str(readings)),
        ]

    def conserved(self, state: SummerNineState) -> tuple:
        return conserved(state)


def _tie_note(scores: list) -> tuple[str, ...]:
    """A note when the best total is shared and the tie-break decides (ruling P6)."""
    best = max(s.total for s in scores)
    tied = [seat for seat, s in enumerate(scores) if s.total == best]
    if len(tied) < 2:
        return ()
    keys = {tie_key(scores[seat]) for seat in tied}
    seats = ", ".join(seat_ref(seat) for seat in tied)  # the results screen names them
    if len(keys) == 1:
        return (f"Tie on {best} points between {seats}, still equal after the tie-breaks.",)
    return (
        f"Tie on {best} points between {seats}: broken by printed destination points, "
        "then complete months.",
    )


GAME = SummerNineGame()
