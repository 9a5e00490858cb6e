"""``ResafaGame``: the engine contract for Resafa, wired to the rule modules."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from tabletop.engine import Action, Config, Game, GameSpec, Result

from . import automa, bot, bot_reason, events, rules, scoring, setup, text, turn
from .actions import ACTION_TYPES
from .components import components
from .state import OVER, ResafaState

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
        return events.events(before, action, after)

    def prompt(self, state: ResafaState) -> str:
        return text.prompt(state)

    def result(self, state: ResafaState) -> Result:
        return automa.result(state) if state.solo is not None else scoring.result(state)

    def live_scores(self, state: ResafaState) -> tuple[int, ...]:
        """The score track: VP scored so far (end scoring comes at the end)."""
        return tuple(p.vp for p in state.players if not p.bot)

    def view(self, state: ResafaState, seat: int) -> ResafaState:
        return bot.view(state, seat)

    def determinize(self, view: ResafaState, seat: int, rng: random.Random) -> ResafaState:
        return bot.determinize(view, seat, rng)

    def search_bot(self, seat: int, level: str, clock: Any) -> Any:
        """The hard level's own search (``bot_search``; ``make_bot``'s hook)."""
        from .bot_search import search_bot

        return search_bot(self, seat, level, clock)

    # --- bot and hint hooks (Game's declared contract) -----------------------------------
    def hint_reason(self, before: ResafaState, after: ResafaState, seat: int) -> str | None:
        return bot_reason.reason(before, after, seat)

    def turn_over(self, before: ResafaState, after: ResafaState, seat: int) -> bool:
        return bot_reason.turn_over(before, after, seat)

    def heuristic(self, state: ResafaState, seat: int) -> float:
        if state.players[seat].bot:  # Resafabot scores nothing; only the player's score counts
            return 0.0
        return bot.heuristic(state, seat)  # the final score itself once the game is over

    def reveals(self, before: ResafaState, action: Action, after: ResafaState) -> bool:
        """True when a card or tile was drawn, turned up or shown (no undo past it)."""
        if action.reveals or before.rng != after.rng:
            return True
        if before.spec_revealed != after.spec_revealed or before.look != after.look:
            return True
        if before.solo != after.solo:  # Resafabot played: a solo card was turned up
            return True
        if _tops(before) != _tops(after):
            return True
        if (
            len(before.sack_deck) != len(after.sack_deck)
            and after.sack_deck[:1] != before.sack_deck[:1]
        ):
            return True
        if before.ws_stacks != after.ws_stacks or before.bonus_decks != after.bonus_decks:
            return True
        return any(len(a.draw) < len(b.draw) for a, b in zip(after.players, before.players))

    def conserved(self, state: ResafaState) -> tuple:
        """Cards, tiles, merchant tokens and water cubes: never created or lost (coins and
        goods are an unlimited supply)."""
        return conserved(state)


def _tops(state: ResafaState) -> tuple:
    """The face-up top card of every special card stack."""
    return tuple(
        st[0] if shown and st else "" for st, shown in zip(state.spec_stacks, state.spec_revealed)
    )


def conserved(state: ResafaState) -> tuple:
    cards: Counter = Counter()
    for p in state.players:
        cards.update(p.hand + p.draw + p.played + p.done + p.bonus + p.sacks)
        cards.update(p.specials + p.yellow_waiting + p.retired)
    for row in state.bonus_display:
        cards.update(x for x in row if x)
    for st in state.spec_stacks + state.spec_box + state.bonus_decks:
        cards.update(st)
    cards.update(state.bonus_gone + state.sack_deck)
    tiles: Counter = Counter()
    for lv in state.ws_display:
        tiles.update(x for x in lv if x)
    tiles.update(state.ws_stacks[0] + state.ws_stacks[1])
    gardens = [state.small_left, state.large_left]
    squares, scarabs = state.squares_left, state.scarabs_left
    cubes = (
        len(state.sources) + len(state.cubes_on) + sum(1 for t in state.tasks if t.kind == "route")
    )
    for p in state.players:
        tiles.update(w.tile for w in p.workshops if not w.tile.startswith("S-"))
        tiles.update(p.canals_left + p.kept_tiles)
        for g in p.gardens:
            gardens[0] += g.strips.count(1)
            gardens[1] += g.strips.count(2) // 2
        squares += p.tokens.count("square")
        scarabs += p.tokens.count("scarab")
        cubes += p.cubes
    tiles.update(x.tile for x in state.canals)
    tiles.update(tile for _, tile in state.canal_bonus)
    tiles.update(state.tiles_gone)
    return (
        tuple(sorted(cards.items())),
        tuple(sorted(tiles.items())),
        tuple(gardens),
        squares,
        scarabs,
        cubes,
    )


GAME = ResafaGame()
