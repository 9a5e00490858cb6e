"""``LodgeGame``: the engine contract for Lodge, wired to the rule modules."""

from __future__ import annotations

from collections import Counter

from tabletop.engine import Action, Config, Game, Pass, Result, rank_by

from . import bot, rules, setup, solo, text, turn
from .actions import ACTION_TYPES
from .components import components
from .scoring import amenity_status, breakdown, score
from .state import EMPTY, OVER, LodgeState


class LodgeGame(Game):
    """Lodge (Peter McPherson): build a ski lodge floor by floor and fill it with guests."""

    id = "lodge"
    title = "Lodge"
    designer = "Peter McPherson"
    play_time = "30-60 min"
    min_players, max_players = 1, 4
    modes = setup.MODES
    solo_modes = ("solo",)
    blurb = (
        "Build a four-floor ski lodge from a market whose rows are floors, then welcome "
        "guests who each want two neighbouring rooms of their colours."
    )
    state_type = LodgeState
    action_types = ACTION_TYPES + (Pass,)

    def new(self, config: Config) -> LodgeState:
        return setup.new_game(config)

    def actor(self, state: LodgeState) -> int | None:
        return None if state.phase == OVER else state.current

    def legal_actions(self, state: LodgeState) -> list[Action]:
        return rules.legal_actions(state)

    def advance(self, state: LodgeState, action: Action) -> LodgeState:
        return turn.advance(state, action)

    def explain(self, state: LodgeState, action: Action) -> str | None:
        return rules.explain(state, action)

    def describe(self, state: LodgeState, action: Action) -> str:
        return text.describe(state, action)

    def prompt(self, state: LodgeState) -> str:
        return text.prompt(state)

    def result(self, state: LodgeState) -> Result:
        """Totals with their breakdown; ties go to the player later in turn order."""
        rows, notes = [], []
        for seat, lodge in enumerate(state.lodges):
            parts = breakdown(lodge)
            if state.solo:
                parts += (("unused turns", solo.unused_turn_bonus(lodge)),)
            rows.append(parts)
            met = [components().amenities[a].name for _, a, ok in amenity_status(lodge) if ok]
            if met:
                notes.append(f"Seat {seat + 1} fulfilled: {', '.join(met)}.")
        totals = tuple(sum(p for _, p in parts) for parts in rows)
        order = tuple((seat - state.first) % state.players for seat in range(state.players))
        ranks = rank_by([(totals[s], order[s]) for s in range(state.players)])
        if state.solo:
            notes.extend(f"Seat {s + 1} rating: {solo.rating(t)}." for s, t in enumerate(totals))
        return Result(totals, tuple(rows), ranks, tuple(notes))

    def live_scores(self, state: LodgeState) -> tuple[int, ...]:
        """Scores as they stand, amenities counted as soon as they are met."""
        return tuple(score(lodge) for lodge in state.lodges)

    def heuristic(self, state: LodgeState, seat: int) -> float:
        if self.is_over(state):
            return super().heuristic(state, seat)
        return bot.heuristic(state, seat)

    def conserved(self, state: LodgeState) -> tuple:
        """Every room tile, guest and amenity, wherever it is: never created or lost."""
        rooms = Counter(state.room_display + state.room_bag + state.room_discard)
        guests = Counter(state.guest_display + state.guest_bag)
        amenities = Counter(state.amenity_display + state.amenity_stack + state.amenity_discard)
        for lodge in state.lodges:
            rooms.update(lodge.rooms)
            guests.update(lodge.guests + (lodge.valet,))
            amenities.update(lodge.amenities)
        return tuple(
            tuple(sorted((k, v) for k, v in counter.items() if k != EMPTY))
            for counter in (rooms, guests, amenities)
        )
