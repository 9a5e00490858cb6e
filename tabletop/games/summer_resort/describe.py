"""Move-log lines and prompts for Summer Resort, in a player's words."""

from __future__ import annotations

from tabletop.engine import Action

from .actions import Build, Invest, Invite, Lodge, Package, Refuel
from .data import components
from .lodging import leftover, placed
from .placement import invest_price, refuel_price
from .rounds import guests_of
from .state import ACCOMMODATE, ACTIONS, DEVELOP, SummerResortState


def pieces(tokens: int, porter: bool) -> str:
    """``1 token``, ``2 stacked tokens``, ``the porter``, ``the porter and a token``."""
    if porter:
        return "the porter and a token" if tokens else "the porter"
    return "2 stacked tokens" if tokens == 2 else "1 token"


def _count(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def describe(state: SummerResortState, action: Action) -> str:
    """One line for the move log (without the player's name)."""
    if isinstance(action, Invite):
        cars = (action.car, action.car + 1) if action.automobile else (action.car,)
        n = sum(len(state.train[c].vacationers) for c in cars if c < len(state.train))
        where = (
            f"cars {cars[0] + 1} and {cars[1] + 1} by automobile"
            if action.automobile
            else f"car {cars[0] + 1}"
        )
        stack = pieces(action.tokens, action.porter)
        return f"invites {_count(n, 'vacationer')} from {where} ({stack})"
    if isinstance(action, Package):
        return (
            f"collects the conductor's package, +{components().setup.package} zł "
            f"({pieces(action.tokens, action.porter)})"
        )
    if isinstance(action, Invest):
        inv = components().investment(action.stack)
        price = invest_price(state, action.stack, (action.tokens, action.porter))
        name = inv.name.lower() + (f" at {inv.price}" if inv.card == "forest" else "")
        return f"buys a {name} for {price} zł ({pieces(action.tokens, action.porter)})"
    if isinstance(action, Refuel):
        price = refuel_price((action.tokens, action.porter))
        return f"refuels their automobile for {price} zł ({pieces(action.tokens, action.porter)})"
    if isinstance(action, Build):
        card = state.resorts[action.seat].purchases[0]
        return f"builds the {card} on lot {action.lot + 1}"
    if isinstance(action, Lodge):
        guests = guests_of(state, action.seat)
        houses = sum(1 for f in action.houses if f)
        rest = len(leftover(guests, action.houses))
        moved_in = _count(len(placed(action.houses)), "guest")
        line = f"accommodates {moved_in} in {_count(houses, 'house')}"
        return line + (f", {rest} without a room" if rest else "")
    return action.kind


def prompt(state: SummerResortState) -> str:
    """What the player to act is to do now."""
    if state.phase == ACTIONS:
        return (
            "place a token, a stacked pair or the porter on a car, the locomotive or an investment"
        )
    if state.phase == DEVELOP:
        card = state.resorts[state.queue[0]].purchases[0]
        return f"choose the lot for your new {card}"
    if state.phase == ACCOMMODATE:
        return "choose one of the equally good ways to accommodate your guests"
    return "the game is over"
