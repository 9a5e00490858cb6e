"""The legal actions of a position: the one source of legality.

A turn (declared in ``state.PLAN``): any number of special actions (berry, nut, exchanges,
animals), exactly one main action (a leaf tile from your path, a squirrel, or instead a
mushroom or a feather, which then lays its tiles one drop at a time), more special actions,
and ``EndTurn``. Fast enumeration lives in ``options``, the refusal reasons in
``refusals``; what an action does is ``turn``'s.
"""

from __future__ import annotations

from tabletop.engine import Action, EndTurn

from ..actions import SOLO_SOURCES, Berry, Feather, Mushroom, NextGame, Nut, PlaceSquirrel, Refill
from ..components import components
from ..components.shapes import bits
from ..state import (
    FEATHER,
    MUSHROOM,
    MUSHROOM_STEP,
    NUT,
    IndianSummerState,
    free_holes,
    solo_path_tiles,
)
from .options import (
    animal_placements,
    any_fits,
    can_berry,
    exchanges,
    feather_firsts,
    feather_possible,
    mushroom_candidates,
    paired,
    placements,
    smallest_animal,
    squirrel_actions,
)


def legal_actions(state: IndianSummerState) -> list[Action]:
    """Every legal action of the seat to move, in a fixed order."""
    if state.over:
        return []
    stage = state.step
    if stage.between:
        return [NextGame()]
    if stage.refill:
        # a refill is a solo step: ``solo`` is set
        return [Refill(s) for s in SOLO_SOURCES if solo_path_tiles(state.solo, s)]  # type: ignore[arg-type]
    if stage.alt:
        return alt_placements(state)  # only the tiles while a mushroom or feather lays them
    out: list[Action] = []
    full = state.players[state.turn].forest.covered == components().full
    main_open = stage.is_open("main")
    if main_open and not full:
        out += main_actions(state)  # empty only with limited squirrels: then EndTurn
    stuck = main_open and not out
    out += special_actions(state)
    if stage.can_end() or full or stuck:
        out.append(EndTurn())
    return out


def main_actions(state: IndianSummerState) -> list[Action]:
    """Leaf tiles, squirrels, and the mushroom or feather when its tiles can be laid."""
    player = state.players[state.turn]
    out = placements(player.forest.covered, player.path)
    out += squirrel_actions(state, PlaceSquirrel)
    if player.treasures[MUSHROOM] and any_fits(state, [t for _, t in mushroom_candidates(state)]):
        out.append(Mushroom())
    if player.treasures[FEATHER] and feather_possible(player.forest.covered, player.path):
        out.append(Feather())
    return out


def alt_placements(state: IndianSummerState) -> list[Action]:
    """The tiles a mushroom or feather may lay now. A feather's first tile goes only where
    a second tile of the path still fits (IS-2); a mushroom's second may be forgone."""
    covered = state.players[state.turn].forest.covered
    if state.step.alt == MUSHROOM_STEP:
        return placements(covered, tuple(t for _, t in mushroom_candidates(state)))
    path = state.players[state.turn].path
    if state.step.placed == 0:
        return feather_firsts(covered, path)
    return placements(covered, path)


def special_actions(state: IndianSummerState) -> list[Action]:
    """Berries, nuts, exchanges and animals: any number, outside a mushroom or feather."""
    cat = components()
    player = state.players[state.turn]
    out: list[Action] = []
    if can_berry(state):
        if state.solo is None:
            if state.common:
                out.append(Berry())
        else:
            out += [Berry(s) for s in SOLO_SOURCES if solo_path_tiles(state.solo, s)]
    if player.treasures[NUT]:
        out += squirrel_actions(state, Nut)
    out += exchanges(state)
    holes = paired(free_holes(player.forest))
    if holes.bit_count() >= smallest_animal():
        hole_bits = bits(holes)
        for kind, left in zip(cat.animals, state.animals_left):
            if left:
                out += animal_placements(holes, kind.id, hole_bits)
    return out
