"""``IndianSummer``: the Game contract wired to the rules of this package."""

from __future__ import annotations

from typing import Any

from tabletop.engine import Action, Config, EndTurn, Game, Result

from .actions import (
    ACTION_TYPES,
    Berry,
    Exchange,
    Feather,
    Mushroom,
    NextGame,
    Nut,
    PlaceAnimal,
    PlaceLeaf,
    PlaceSquirrel,
    Refill,
)
from .bot import heuristic
from .components import catalogue
from .explain import explain
from .floor import count_printed
from .rules import advance, legal_actions, mushroom_candidates
from .scoring import multiplayer_result
from .setup import new_game
from .solo import solo_result
from .state import BETWEEN_GAMES, FEATHER_STEP, MAIN_DONE, MUSHROOM_STEP, IndianSummerState, add


class IndianSummer(Game):
    """Indian Summer (Uwe Rosenberg): cover your forest floor with leaf tiles."""

    id = "indian_summer"
    title = "Indian Summer"
    designer = "Uwe Rosenberg"
    play_time = "15-60 min"
    min_players, max_players = 1, 4
    modes = ("standard", "solo", "solo_series")
    solo_modes = ("solo", "solo_series")
    blurb = (
        "Lay leaf tiles over your patch of forest floor; peek through their holes at "
        "berries, nuts, mushrooms and feathers, and spend them to fill it first."
    )
    has_secrets = False
    search_depth = 0  # a turn is many small steps: the search bot screens moves, no lookahead
    state_type = IndianSummerState
    action_types = ACTION_TYPES

    def new(self, config: Config) -> IndianSummerState:
        return new_game(config)

    def actor(self, state: IndianSummerState) -> int | None:
        return None if state.over else state.turn

    def legal_actions(self, state: IndianSummerState) -> list[Action]:
        return legal_actions(state)

    def advance(self, state: IndianSummerState, action: Action) -> IndianSummerState:
        return advance(state, action)

    def explain(self, state: IndianSummerState, action: Action) -> str | None:
        return explain(state, action)

    def result(self, state: IndianSummerState) -> Result:
        return solo_result(state) if state.solo is not None else multiplayer_result(state)

    def heuristic(self, state: IndianSummerState, seat: int) -> float:
        return heuristic(state, seat)

    def describe(self, state: IndianSummerState, action: Action) -> str:
        return describe(state, action)

    def bench_measures(self) -> list[tuple[str, str]]:
        from .perf import placement_rate

        rate, per_round = placement_rate()
        return [
            (
                "leaf-tile placements enumerated",
                f"{rate / 1e6:.2f} million/s ({per_round} per round of 75 tiles)",
            )
        ]

    def prompt(self, state: IndianSummerState) -> str:
        return prompt(state)

    def conserved(self, state: IndianSummerState) -> Any:
        return conserved(state)

    def live_scores(self, state: IndianSummerState) -> tuple[int, ...]:
        """Covered spaces per player (everyone's floor is open on the table)."""
        return tuple(p.forest.covered.bit_count() for p in state.players)


def conserved(state: IndianSummerState) -> tuple:
    """All 75 leaf tiles, all 80 treasure tokens and all 20 animal tiles stay accounted for."""
    tiles = list(state.common) + list(state.reserve)
    tokens = state.supply
    placed = [0] * len(state.animals_left)
    ids = catalogue().treasure_ids
    animal_ids = catalogue().animal_ids
    for p in state.players:
        tiles += list(p.path) + [leaf.tile for leaf in p.forest.leaves]
        tokens = add(add(tokens, p.treasures), count_printed(p.forest.side, p.forest.tokens))
        for animal in p.forest.animals:
            placed[animal_ids.index(animal.animal)] += 1
    for kind in state.bonus:
        if kind:
            tokens = add(tokens, tuple(int(i == ids.index(kind)) for i in range(4)))  # type: ignore[arg-type]
    if state.solo is not None:
        s = state.solo
        tiles += (
            [t for t in s.row if t] + list(s.top) + list(s.bottom) + list(s.pool) + list(s.used)
        )
    animals = tuple(a + b for a, b in zip(placed, state.animals_left))
    return tuple(sorted(tiles)), tokens, animals


def _where(row: int, col: int) -> str:
    return f"row {row + 1}, column {col + 1}"


def describe(state: IndianSummerState, action: Action) -> str:
    """One line for the move log."""
    cat = catalogue()
    if isinstance(action, PlaceLeaf):
        tile = cat.tiles.get(action.tile)
        colour = tile.colour if tile else "?"
        source = ""
        if state.step.main == MUSHROOM_STEP:
            for s, t in mushroom_candidates(state):
                if t == action.tile:
                    source = (
                        " taken from the common path"
                        if s == -1
                        else (
                            " taken from a mushroom space"
                            if s <= -10
                            else f" taken from seat {s + 1}"
                        )
                    )
        return f"lays {colour} leaf tile {action.tile}{source} at {_where(action.row, action.col)}"
    if isinstance(action, PlaceSquirrel):
        return f"lays a squirrel at {_where(action.row, action.col)}"
    if isinstance(action, Nut):
        return f"returns a nut for a squirrel at {_where(action.row, action.col)}"
    if isinstance(action, Berry):
        size = len(state.players[state.turn].path)
        what = "a sixth leaf tile" if size >= cat.settings.paths.player_path else "new leaf tiles"
        where = f" from the {action.source.replace('_', ' ')}" if action.source else ""
        return f"returns a berry for {what}{where}"
    if isinstance(action, Mushroom):
        return "returns a mushroom: take two tiles"
    if isinstance(action, Feather):
        return "returns a feather: lay two tiles"
    if isinstance(action, Exchange):
        ids = cat.treasure_ids
        if ids.index(action.get) > ids.index(action.give):
            plural = "berries" if action.give == "berry" else f"{action.give}s"
            return f"exchanges two {plural} for a {action.get}"
        return f"exchanges a {action.give} for a {action.get}"
    if isinstance(action, PlaceAnimal):
        return (
            f"lays a {cat.animal(action.animal).name.lower()} at {_where(action.row, action.col)}"
        )
    if isinstance(action, Refill):
        return f"refills the Player Path from the {action.source.replace('_', ' ')}"
    if isinstance(action, NextGame):
        return "starts the next game of the series"
    if isinstance(action, EndTurn):
        return "ends the turn"
    return action.kind.replace("_", " ")


def prompt(state: IndianSummerState) -> str:
    """What the player to move is to do."""
    step = state.step
    if state.over:
        return "the game is over"
    if step.main == BETWEEN_GAMES:
        return "start the next game of the series"
    if step.refill:
        return "choose where to refill your Player Path from"
    if step.main == MUSHROOM_STEP:
        return "lay a tile taken with the mushroom"
    if step.main == FEATHER_STEP:
        return (
            "lay another leaf tile from your path"
            if step.placed
            else "lay two leaf tiles from your path"
        )
    if step.main == MAIN_DONE:
        return "use treasures or animals, or end your turn"
    if state.players[state.turn].forest.covered == catalogue().full:
        return "your floor is full: end your turn"
    return "lay a leaf tile or a squirrel, or use a treasure"
