"""The turn flow: what a legal action does (``advance``), the stages of a turn, and the
automatic steps (paths refilling, the common path topped up from the reserve at random,
Areas paying out, the end of the game).

The stages of a turn are declared in ``state.PLAN`` (the main action, the tiles of a
mushroom or feather after it, special actions around it); ``advance`` marks the step each
action takes in the state's ``Stage``. Solo adds the choice where to refill from and the
pause between two games of a series.
"""

from __future__ import annotations

from tabletop.engine import Action, EndTurn
from tabletop.engine.evolve import evolve

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
from ..components.shapes import Spot, spot_at
from ..rules import alt_placements
from ..rules.options import mushroom_candidates
from ..state import (
    BERRY,
    COMMON,
    FEATHER,
    FEATHER_STEP,
    MUSHROOM,
    MUSHROOM_STEP,
    NUT,
    IndianSummerState,
    Stage,
    put,
)
from .end import finish_game
from .lay import lay_animal, lay_leaf, lay_squirrel
from .paths import compact_solo_row, refill_path, set_path, solo_take, take_common_head, without
from .solo import end_solo_turn, next_solo_game


def pay(state: IndianSummerState, kind: int, count: int = 1) -> IndianSummerState:
    """``count`` tokens of ``kind`` from the seat to move back to the common supply."""
    seat = state.turn
    player = state.players[seat]
    treasures = put(player.treasures, kind, player.treasures[kind] - count)
    players = put(state.players, seat, evolve(player, treasures=treasures))
    return evolve(
        state, players=players, supply=put(state.supply, kind, state.supply[kind] + count)
    )


def after_own_path(state: IndianSummerState) -> IndianSummerState:
    """An emptied Player Path refills at once (solo: the player chooses from where)."""
    if state.players[state.turn].path:
        return state
    if state.solo is None:
        return refill_path(state, state.turn, components().settings.paths.player_path)
    if state.solo.top or state.solo.bottom:
        return evolve(state, step=evolve(state.step, refill=True))
    return state


def placement_spot(action: PlaceLeaf) -> Spot:
    """The spaces (and hole) a leaf tile placement covers on a floor."""
    cat = components()
    spot = spot_at(
        cat.tiles[action.tile].pattern,
        action.orientation,
        action.row,
        action.col,
        cat.width,
        cat.height,
    )
    assert spot is not None
    return spot


def do_place_leaf(state: IndianSummerState, action: PlaceLeaf) -> IndianSummerState:
    seat, step = state.turn, state.step
    spot = placement_spot(action)
    if step.alt == MUSHROOM_STEP:
        state = _take_for_mushroom(state, action.tile)
    else:
        state = set_path(state, seat, without(state.players[seat].path, action.tile))
    state = lay_leaf(state, seat, action.tile, action.orientation, spot)
    if not step.alt:
        return after_own_path(evolve(state, step=state.step.take("main")))
    step = state.step.take("tile")
    state = evolve(state, step=step)
    if not step.is_open("tile") or not alt_placements(state):
        state = _finish_alt(state)
    return state


def _take_for_mushroom(state: IndianSummerState, tile: str) -> IndianSummerState:
    source = next(s for s, t in mushroom_candidates(state) if t == tile)
    step = state.step
    if source == COMMON:
        _, state = take_common_head(state)
    elif source <= -10:
        solo = state.solo
        assert solo is not None
        state = evolve(state, solo=evolve(solo, row=put(solo.row, -10 - source, "")))
    else:
        path = state.players[source].path[1:]
        state = set_path(state, source, path)
        if not path:
            step = evolve(step, emptied=step.emptied + (source,))
    step = evolve(step, sources=step.sources + (source,))
    return evolve(state, step=step)


def _finish_alt(state: IndianSummerState) -> IndianSummerState:
    """The mushroom or feather is done: emptied paths refill in turn order."""
    step = state.step
    n = len(state.players)
    state = evolve(state, step=Stage(progress=step.progress))
    if step.alt == MUSHROOM_STEP and state.solo is not None:
        return compact_solo_row(state)
    for seat in sorted(step.emptied, key=lambda s: (s - state.turn) % n):
        state = refill_path(state, seat, components().settings.paths.player_path)
    return after_own_path(state)


def do_berry(state: IndianSummerState, action: Berry) -> IndianSummerState:
    state = pay(state, BERRY)
    size = len(state.players[state.turn].path)
    target = components().settings.paths.player_path
    want = target - size if size < target else 1
    if state.solo is None:
        return refill_path(state, state.turn, size + want)
    return solo_take(state, action.source, want)


def do_exchange(state: IndianSummerState, action: Exchange) -> IndianSummerState:
    ids = components().treasure_ids
    give, get = ids.index(action.give), ids.index(action.get)
    state = pay(state, give, 2 if get > give else 1)
    seat = state.turn
    player = state.players[seat]
    player = evolve(player, treasures=put(player.treasures, get, player.treasures[get] + 1))
    return evolve(
        state,
        players=put(state.players, seat, player),
        supply=put(state.supply, get, state.supply[get] - 1),
    )


def do_end_turn(state: IndianSummerState) -> IndianSummerState:
    """The next seat's turn; once a floor is full, the round finishes and the game ends."""
    if state.solo is not None:
        return end_solo_turn(state)
    cat = components()
    ending = state.ending or state.players[state.turn].forest.covered == cat.full
    following = (state.turn + 1) % len(state.players)
    if ending and following == state.start:
        return finish_game(state)
    return evolve(state, turn=following, step=Stage(), ending=ending)


SPECIALS = (Nut, Berry, Exchange, PlaceAnimal)
"""The actions that take the free ``special`` step of ``PLAN``."""


def advance(state: IndianSummerState, action: Action) -> IndianSummerState:
    """The position after a legal ``action``."""
    if isinstance(action, SPECIALS):
        state = evolve(state, step=state.step.take("special"))
    cat = components()
    seat = state.turn
    if isinstance(action, PlaceLeaf):
        return do_place_leaf(state, action)
    if isinstance(action, PlaceSquirrel):
        state = lay_squirrel(state, seat, cat.bit(action.row, action.col))
        return evolve(state, step=state.step.take("main"))
    if isinstance(action, Nut):
        return lay_squirrel(pay(state, NUT), seat, cat.bit(action.row, action.col))
    if isinstance(action, Berry):
        return do_berry(state, action)
    if isinstance(action, (Mushroom, Feather)):
        kind, alt = (
            (MUSHROOM, MUSHROOM_STEP) if isinstance(action, Mushroom) else (FEATHER, FEATHER_STEP)
        )
        stage = evolve(state.step.take("main"), alt=alt)
        return evolve(pay(state, kind), step=stage)
    if isinstance(action, Exchange):
        return do_exchange(state, action)
    if isinstance(action, PlaceAnimal):
        shape = cat.animal(action.animal).shape
        spot = spot_at(shape, action.orientation, action.row, action.col, cat.width, cat.height)
        assert spot is not None
        return lay_animal(state, seat, action.animal, action.orientation, spot)
    if isinstance(action, Refill):
        state = solo_take(state, action.source, components().settings.paths.player_path)
        return evolve(state, step=evolve(state.step, refill=False))
    if isinstance(action, NextGame):
        return next_solo_game(state)
    if isinstance(action, EndTurn):
        return do_end_turn(state)
    raise TypeError(f"not an Indian Summer action: {action!r}")
