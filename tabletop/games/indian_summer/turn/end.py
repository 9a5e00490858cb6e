"""The end's squirrels laid: each player's best plan (``scoring.best_plan``) carried out on
the floor, paying for each squirrel (tokens back to the supply) and harvesting the Areas it
completes; then the game is over."""

from __future__ import annotations

from tabletop.engine.evolve import evolve

from ..components import components
from ..components.shapes import bits
from ..scoring import best_plan, final_of, spend
from ..state import Final, IndianSummerState, add, put, sub
from .lay import lay_squirrel


def finish_player(
    state: IndianSummerState, seat: int, solo: bool
) -> tuple[IndianSummerState, Final]:
    """Carry out the best plan for ``seat`` on the floor: pay for each squirrel (tokens go
    back to the supply), harvest completed Areas; the last conversion into nuts is only
    counted, in the returned ``Final``."""
    cat = components()
    player = state.players[seat]
    forest = player.forest
    plan = best_plan(forest.side, forest.covered, forest.tokens, player.treasures, solo)
    for area in plan.areas:
        gaps = bits(cat.areas[area] & ~state.players[seat].forest.covered)
        state = _pay_nuts(state, seat, len(gaps))
        for bit in gaps:
            state = lay_squirrel(state, seat, 1 << bit)
    extras = plan.extras
    state = _pay_nuts(state, seat, extras)
    for mask in cat.areas:
        free = bits(mask & ~state.players[seat].forest.covered)
        for bit in free[: max(0, min(extras, len(free) - 1))]:
            state = lay_squirrel(state, seat, 1 << bit)
            extras -= 1
    assert state.players[seat].treasures == plan.left
    return state, final_of(plan, solo)


def _pay_nuts(state: IndianSummerState, seat: int, nuts: int) -> IndianSummerState:
    player = state.players[seat]
    left = spend(player.treasures, nuts)
    paid = sub(player.treasures, left)
    player = evolve(player, treasures=left)
    supply = add(state.supply, paid)
    return evolve(state, players=put(state.players, seat, player), supply=supply)


def finish_game(state: IndianSummerState) -> IndianSummerState:
    """Every player converts and lays squirrels; the game is over."""
    finals = []
    for seat in range(len(state.players)):
        state, final = finish_player(state, seat, solo=False)
        finals.append(final)
    return evolve(state, over=True, ending=True, finals=tuple(finals))
