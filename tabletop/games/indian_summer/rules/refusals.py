"""Why an action is refused, in a player's words (``Game.explain``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.engine import Action, EndTurn

from ..actions import (
    SOLO_SOURCES,
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
from ..components import components
from ..components.shapes import orientations, spot_at
from ..state import (
    BERRY,
    FEATHER,
    FEATHER_STEP,
    MUSHROOM,
    MUSHROOM_STEP,
    NUT,
    Forest,
    IndianSummerState,
    solo_path_tiles,
)
from .options import (
    any_fits,
    feather_possible,
    leaves_room,
    mushroom_candidates,
    squirrels_left,
)

MAIN_TAKEN = "You have already taken your main action this turn."
FEATHER_ROOM = "A feather lays two tiles: lay this one where another tile of your path still fits."


def explain(state: IndianSummerState, action: Action) -> str | None:
    """The reason ``action`` is not legal now, or ``None`` if no specific reason applies."""
    step = state.step
    if step.between:
        return (
            None
            if isinstance(action, NextGame)
            else "This game is over: start the next game of the series."
        )
    if isinstance(action, NextGame):
        return "There is no next game to start now."
    if step.refill and not isinstance(action, Refill):
        return "First refill your empty Player Path: choose the top or bottom path and an end."
    if step.alt and not isinstance(action, PlaceLeaf):
        return f"Finish laying the tiles of your {step.alt} first."
    handler = _HANDLERS.get(type(action))
    return handler(state, action) if handler else None


def _main_free(state: IndianSummerState) -> str | None:
    return None if state.step.is_open("main") else MAIN_TAKEN


def _leaf(state: IndianSummerState, action: PlaceLeaf) -> str | None:
    cat = components()
    if action.tile not in cat.tiles:
        return f"There is no leaf tile {action.tile}."
    step, player = state.step, state.players[state.turn]
    if not step.alt and not step.is_open("main"):
        return MAIN_TAKEN
    if step.alt == MUSHROOM_STEP:
        if action.tile not in [t for _, t in mushroom_candidates(state)]:
            if len(state.players) == 2:
                return (
                    "A mushroom takes the other player's first tile and the tile next to the bush."
                )
            if state.solo is not None:
                return "A mushroom takes the tiles on the two mushroom spaces."
            return (
                "A mushroom takes the first tile (next to the backpack) of two different players."
            )
    elif action.tile not in player.path:
        if any(action.tile in p.path for p in state.players):
            return "You may only take another player's tile with a mushroom."
        return "That leaf tile is not on your Player Path."
    problem = leaf_spot_problem(player.forest, cat.tiles[action.tile].pattern, action)
    if problem is None and step.alt == FEATHER_STEP and not step.placed:
        return _feather_first_problem(player.forest.covered, player.path, action)
    return problem


def _feather_first_problem(covered: int, path: tuple[str, ...], action: PlaceLeaf) -> str | None:
    """A feather lays both its tiles (IS-2): the first may not take the second's room."""
    cat = components()
    pattern = cat.tiles[action.tile].pattern
    spot = spot_at(pattern, action.orientation, action.row, action.col, cat.width, cat.height)
    if spot is not None and not leaves_room(covered, spot.mask, path, action.tile):
        return FEATHER_ROOM
    return None


def leaf_spot_problem(forest: Forest, pattern: str, action: PlaceLeaf) -> str | None:
    cat = components()
    count = len(orientations(pattern))
    if not 0 <= action.orientation < count:
        return f"That tile has only {count} different ways to lie."
    spot = spot_at(pattern, action.orientation, action.row, action.col, cat.width, cat.height)
    if spot is None:
        return "A leaf tile may not stick out over the edge of your forest floor."
    if spot.mask & forest.animal_cells:
        return "A leaf tile may not lie on an animal tile."
    if spot.mask & forest.squirrels:
        return "A leaf tile may not lie on a squirrel."
    if spot.mask & forest.covered:
        return "A leaf tile may not overlap another leaf tile."
    return None


def _space(state: IndianSummerState, row: int, col: int) -> str | None:
    cat = components()
    if not (0 <= row < cat.height and 0 <= col < cat.width):
        return "That space is not on your forest floor."
    if state.players[state.turn].forest.covered & cat.bit(row, col):
        return "A squirrel needs an empty space."
    if not squirrels_left(state):
        return "There are no squirrels left in the supply."
    return None


def _squirrel(state: IndianSummerState, action: PlaceSquirrel) -> str | None:
    return _main_free(state) or _space(state, action.row, action.col)


def _nut(state: IndianSummerState, action: Nut) -> str | None:
    if not state.players[state.turn].treasures[NUT]:
        return "You have no nut to return for a squirrel."
    return _space(state, action.row, action.col)


def _berry(state: IndianSummerState, action: Berry) -> str | None:
    player = state.players[state.turn]
    if not player.treasures[BERRY]:
        return "You have no berry to return."
    limit = components().settings.paths.player_path_max
    if len(player.path) >= limit:
        return f"You may never have more than {limit} leaf tiles on your Player Path."
    if state.solo is None:
        if action.source:
            return "In the multiplayer game new tiles come from the bush side of the common path."
        return "The common path has no leaf tiles left." if not state.common else None
    if action.source not in SOLO_SOURCES:
        return "Choose the top or bottom path and its left or right end."
    return (
        "That path has no leaf tiles left."
        if not solo_path_tiles(state.solo, action.source)
        else None
    )


def _mushroom(state: IndianSummerState, action: Action) -> str | None:
    if not state.step.is_open("main"):
        return MAIN_TAKEN
    if not state.players[state.turn].treasures[MUSHROOM]:
        return "You have no mushroom to return."
    candidates = [t for _, t in mushroom_candidates(state)]
    if not candidates:
        if state.solo is not None:
            return "There is no leaf tile on the mushroom spaces."
        return "No other player has a leaf tile on their path for a mushroom to take."
    if not any_fits(state, candidates):
        return "None of the tiles a mushroom could take fits on your floor."
    return None


def _feather(state: IndianSummerState, action: Action) -> str | None:
    player = state.players[state.turn]
    if not state.step.is_open("main"):
        return MAIN_TAKEN
    if not player.treasures[FEATHER]:
        return "You have no feather to return."
    if len(player.path) < 2:
        return "A feather needs at least two leaf tiles on your Player Path."
    if not any_fits(state, player.path):
        return "None of your leaf tiles fits on your floor."
    if not feather_possible(player.forest.covered, player.path):
        return "A feather lays two tiles, and no two tiles of your path fit on your floor together."
    return None


def _exchange(state: IndianSummerState, action: Exchange) -> str | None:
    ids = components().treasure_ids
    if action.give not in ids or action.get not in ids:
        return "Treasures are berries, nuts, mushrooms and feathers."
    give, get = ids.index(action.give), ids.index(action.get)
    held = state.players[state.turn].treasures[give]
    if give == get:
        return "Exchange for a different treasure."
    if get > give + 1:
        return "Two alike buy only the next treasure up (berry, nut, mushroom, feather)."
    if held < (2 if get > give else 1):
        return (
            "Trading up takes two tokens of the same kind."
            if get > give
            else f"You have no {action.give}."
        )
    if not state.supply[get]:
        return f"The supply has no {action.get} left."
    return None


def _animal(state: IndianSummerState, action: PlaceAnimal) -> str | None:
    cat = components()
    if action.animal not in cat.animal_ids:
        return f"There is no animal called {action.animal}."
    if not state.animals_left[cat.animal_ids.index(action.animal)]:
        return f"No {cat.animal(action.animal).name} tile is left."
    shape = cat.animal(action.animal).shape
    count = len(orientations(shape))
    if not 0 <= action.orientation < count:
        return f"That animal has only {count} different ways to lie."
    if action.orientation and not cat.settings.gaps.animals_turn_and_flip:
        return "Animal tiles lie as printed: they may not be turned or flipped."
    spot = spot_at(shape, action.orientation, action.row, action.col, cat.width, cat.height)
    if spot is None:
        return "An animal tile may not stick out over the edge of your forest floor."
    forest = state.players[state.turn].forest
    if spot.mask & ~forest.holes:
        return "An animal tile may only lie on holes, and its shape must match them exactly."
    if spot.mask & forest.tokens:
        return "An animal tile may not cover a hole with a treasure token on it."
    if spot.mask & forest.animal_cells:
        return "Those holes are already under an animal."
    return None


def _refill(state: IndianSummerState, action: Refill) -> str | None:
    if not state.step.refill:
        return "Your Player Path refills only when you take its last tile."
    if action.source not in SOLO_SOURCES:
        return "Choose the top or bottom path and its left or right end."
    return (
        "That path has no leaf tiles left."
        if state.solo and not solo_path_tiles(state.solo, action.source)
        else None
    )


def _end_turn(state: IndianSummerState, action: EndTurn) -> str | None:
    if state.step.is_open("main") and state.players[state.turn].forest.covered != components().full:
        return "Take a main action first: lay a leaf tile or a squirrel (you may not pass)."
    return None


# Each handler takes the action of its key's class, which a dict's type cannot say: ``Any``.
_HANDLERS: dict[type[Action], Callable[[IndianSummerState, Any], str | None]] = {
    PlaceLeaf: _leaf,
    PlaceSquirrel: _squirrel,
    Nut: _nut,
    Berry: _berry,
    Mushroom: _mushroom,
    Feather: _feather,
    Exchange: _exchange,
    PlaceAnimal: _animal,
    Refill: _refill,
    EndTurn: _end_turn,
}
