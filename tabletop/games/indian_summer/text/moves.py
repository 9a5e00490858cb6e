"""What the move log and the turn banner say: ``describe`` (one line per move) and
``prompt`` (what the player to move is to do)."""

from __future__ import annotations

from tabletop.engine import Action, EndTurn

from ..actions import (
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
from ..components.shapes import parse_pattern
from ..rules.options import mushroom_candidates
from ..state import BETWEEN_GAMES, FEATHER_STEP, MAIN_DONE, MUSHROOM_STEP, IndianSummerState


def tile_words(tile: str) -> str:
    """A leaf tile as players name it, by colour and size: ``green 3-square``."""
    leaf = components().tiles[tile]
    cells, _ = parse_pattern(leaf.pattern)
    return f"{leaf.colour} {len(cells)}-square"


def _where(row: int, col: int) -> str:
    """``their forest at row 2, column 5``: a square of the mover's own forest."""
    return f"their forest at row {row + 1}, column {col + 1}"


def describe(state: IndianSummerState, action: Action) -> str:
    """One line for the move log."""
    cat = components()
    if isinstance(action, PlaceLeaf):
        tile = cat.tiles.get(action.tile)
        what = f"a {tile_words(action.tile)} leaf tile" if tile else "a leaf tile"
        source = " from their Player Path"
        if state.step.main == MUSHROOM_STEP:
            for s, t in mushroom_candidates(state):
                if t == action.tile:
                    source = (
                        " taken from the common path"
                        if s == -1
                        else (
                            " taken from a mushroom space"
                            if s <= -10
                            else " taken from another player's path"
                        )
                    )
        return f"lays {what}{source} in {_where(action.row, action.col)}"
    if isinstance(action, PlaceSquirrel):
        return f"lays a squirrel in {_where(action.row, action.col)}"
    if isinstance(action, Nut):
        return f"returns a nut for a squirrel in {_where(action.row, action.col)}"
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
            f"lays a {cat.animal(action.animal).name.lower()} in {_where(action.row, action.col)}"
        )
    if isinstance(action, Refill):
        return f"refills the Player Path from the {action.source.replace('_', ' ')}"
    if isinstance(action, NextGame):
        return f"starts {next_game_words(state)}"
    if isinstance(action, EndTurn):
        return "ends the turn"
    return action.kind.replace("_", " ")


def next_game_words(state: IndianSummerState) -> str:
    """``game 2 of 3 of the series`` (the game a series goes on with)."""
    if state.solo is None:
        return "the next game of the series"
    total = components().settings.solo.games_per_series
    return f"game {len(state.solo.games) + 1} of {total} of the series"


def prompt(state: IndianSummerState) -> str:
    """What the player to move is to do."""
    step = state.step
    if state.over:
        return "the game is over"
    if step.main == BETWEEN_GAMES:
        return f"start {next_game_words(state)}"
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
    if state.players[state.turn].forest.covered == components().full:
        return "your floor is full: end your turn"
    return "lay a leaf tile or a squirrel, or use a treasure"


def confirmation(state: IndianSummerState, action: Action) -> str | None:
    """Why the player is asked before ``action`` (``Game.needs_confirmation``, once the
    game's ``needs_confirmation`` calls this): a berry draws leaf tiles blind from the
    stack, and the next game of a series deals a fresh stack; anything else plays at once."""
    if isinstance(action, Berry):
        return "new leaf tiles are drawn unseen, so Undo will not be able to go back."
    if action.reveals:
        return "it deals a fresh stack of tiles, so Undo will not be able to go back."
    return None
