"""The effect of a placement in the action phase (phase II): the pieces leave the
player's supply, the car is claimed or the price paid, the turn's progress is marked.
Which placements are legal, and their prices, are ``rules.placement``'s."""

from __future__ import annotations

import functools

from tabletop.engine import TurnProgress

from ..actions import Invest, Invite, Package, Refuel
from ..components import components
from ..rules.placement import PLAN, invest_price, refuel_price, stack_index
from ..state import EMPTY, FUELLED, REFUELLING, Placement, SummerResortState, evolve, put
from .development import PRESIDENT_HOUSES, houses_after

PlacingAction = Invite | Package | Invest | Refuel
"""The actions that place tokens (and maybe the porter)."""


def marked(state: SummerResortState, action: PlacingAction) -> SummerResortState:
    """The turn's progress after a placement: a token step and/or the porter step."""
    return evolve(state, progress=_marked_progress(state.progress, action))


def _marked_progress(progress, action: PlacingAction):
    return _mark(progress, bool(action.tokens), bool(action.porter))


@functools.lru_cache(maxsize=256)
def _mark(progress: TurnProgress, token: bool, porter: bool) -> TurnProgress:
    """``PLAN.mark`` of the token step and/or the porter step (once per progress)."""
    if token:
        progress = PLAN.mark(progress, "token")
    if porter:
        progress = PLAN.mark(progress, "porter")
    return progress


_new_placement = functools.lru_cache(maxsize=4096)(Placement)


def place(state: SummerResortState, action: PlacingAction) -> SummerResortState:
    """Apply a legal placement (the turn goes on or passes in ``turn.flow``): one change of
    the placing seat's resort and one of the state."""
    if isinstance(action, Invite):
        return _invite(state, action)
    seat = action.seat
    resort = state.resorts[seat]
    mine: dict = {"tokens": resort.tokens - action.tokens}
    after: dict = {"progress": _marked_progress(state.progress, action)}
    if action.porter:
        after["porter_free"] = False
    placement = None
    if isinstance(action, Package):
        price = -components().setup.package  # the bank pays the seat
        placement = _new_placement(seat, "locomotive", tokens=action.tokens, porter=action.porter)
    elif isinstance(action, Invest):
        index = stack_index(action.stack)
        price = invest_price(state, action.stack, (action.tokens, action.porter))
        purchases = resort.purchases + (components().investments[index].card,)
        mine["purchases"] = purchases
        investors = state.investors
        third = houses_after(resort.lots, purchases) >= PRESIDENT_HOUSES
        if third and seat not in investors:  # this investment gives the seat its third house
            investors += (seat,)
        after["stacks"] = put(state.stacks, index, state.stacks[index] - 1)
        after["visits"] = put(state.visits, index, state.visits[index] + 1)
        after["investors"] = investors
        placement = _new_placement(
            seat,
            "investment",
            stack=action.stack,
            tokens=action.tokens,
            porter=action.porter,
            price=price,
        )
    elif isinstance(action, Refuel):
        price = refuel_price((action.tokens, action.porter))
        mine["automobiles"] = put(resort.automobiles, action.automobile, REFUELLING)
        placement = _new_placement(
            seat,
            "automobile",
            action.automobile,
            tokens=action.tokens,
            porter=action.porter,
            price=price,
        )
    if placement is not None:  # the seat pays ``price`` zł to the bank
        mine["money"] = resort.money - price
        after["bank_balance"] = state.bank_balance + price
        after["placements"] = state.placements + (placement,)
    return evolve(state, resorts=put(state.resorts, seat, evolve(resort, **mine)), **after)


def _invite(state: SummerResortState, action: Invite) -> SummerResortState:
    """The whole of an invitation (tokens, porter, cars, automobile, record, turn progress)
    as one change of the resort and one of the state."""
    seat, train = action.seat, state.train
    cars = (action.car, action.car + 1) if action.automobile else (action.car,)
    for car in cars:
        train = put(train, car, evolve(train[car], claimed_by=seat))
    resort = state.resorts[seat]
    changes: dict = {"tokens": resort.tokens - action.tokens}
    if action.automobile:
        autos = resort.automobiles
        changes["automobiles"] = put(autos, autos.index(FUELLED), EMPTY)
    resorts = put(state.resorts, seat, evolve(resort, **changes))
    placement = _new_placement(
        seat,
        "car",
        action.car,
        tokens=action.tokens,
        porter=action.porter,
        automobile=action.automobile,
    )
    after = {
        "resorts": resorts,
        "train": train,
        "placements": state.placements + (placement,),
        "progress": _marked_progress(state.progress, action),
    }
    if action.porter:
        after["porter_free"] = False
    return evolve(state, **after)
