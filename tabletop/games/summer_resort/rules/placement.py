"""Phase II: players place tokens (and the porter) on train cars, the locomotive,
investment cards or their own automobile. The turn's plan, legal placements, prices and
refusal reasons (the effect of a placement is ``turn.placing``'s)."""

from __future__ import annotations

import functools

from tabletop.engine import Action, Step, TurnPlan, TurnProgress

from ..actions import EndTurn, Invest, Invite, Package, Refuel
from ..components import components
from ..state import EMPTY, FUELLED, REFUELLING, SummerResortState

Pieces = tuple[int, bool]
"""(owner tokens, porter) placed as one stack."""

PLAN = TurnPlan(steps=(Step("token"), Step("porter", optional=True)))
"""A turn in the action phase (ruling SR-2): one token placement (one token or a stacked
pair), and for the porter's holder the porter, either alone before or after the token
placement, or stacked with one token as that placement. The porter is placed at most once
a round (``porter_free``); it never gives its holder a turn of its own."""


@functools.lru_cache(maxsize=256)
def plan_steps(progress: TurnProgress) -> tuple[bool, bool, bool]:
    """(token step open, porter step open, turn may end) for this progress of ``PLAN``
    (a function of the progress alone, so worked out once per progress)."""
    return PLAN.is_open(progress, "token"), PLAN.is_open(progress, "porter"), PLAN.can_end(progress)


def porter_open(state: SummerResortState) -> bool:
    """True when the player to act may still place the porter in this turn."""
    return state.porter_free and state.porter == state.turn and plan_steps(state.progress)[1]


def piece_options(state: SummerResortState, seat: int) -> list[Pieces]:
    """Every stack the seat may place now: 1 token, 2 tokens, porter, porter + 1 token."""
    if seat != state.turn:
        return []
    tokens = state.resorts[seat].tokens
    token_open = plan_steps(state.progress)[0]
    porter = porter_open(state)
    out: list[Pieces] = []
    if token_open and tokens >= 1:
        out.append((1, False))
    if token_open and tokens >= 2:
        out.append((2, False))
    if porter:
        out.append((0, True))
        if token_open and tokens >= 1:
            out.append((1, True))
    return out


def may_end_turn(state: SummerResortState) -> bool:
    """The holder has placed this turn's token and may stop without the porter."""
    return porter_open(state) and plan_steps(state.progress)[2]


@functools.cache
def _stack_indices() -> dict[str, int]:
    return {inv.id: i for i, inv in enumerate(components().investments)}


def stack_index(stack: str) -> int:
    """Position of an investment stack in ``state.stacks`` and ``state.visits``."""
    return _stack_indices()[stack]


def invest_price(state: SummerResortState, stack: str, pieces: Pieces) -> int:
    """Base price × visits including this one; a stacked pair pays × earlier visits only."""
    index = stack_index(stack)
    base = components().investments[index].price
    earlier = state.visits[index]
    pair = pieces[0] + pieces[1] == 2
    return base * (earlier if pair else earlier + 1)


def refuel_price(pieces: Pieces) -> int:
    setup = components().setup
    pair = pieces[0] + pieces[1] == 2
    return 0 if pair and setup.refuel_pair_free else setup.refuel


def fuelled_automobile(state: SummerResortState, seat: int) -> int:
    """Index of the seat's first fuelled automobile, or -1."""
    autos = state.resorts[seat].automobiles
    return autos.index(FUELLED) if FUELLED in autos else -1


def legal_placements(state: SummerResortState) -> list[Action]:
    """Every placement the player to act may make (never empty: the locomotive never blocks)."""
    seat = state.turn
    out: list[Action] = []
    token_open, porter_step, can_end = plan_steps(state.progress)
    porter_open_now = state.porter_free and state.porter == seat and porter_step
    tokens_left = state.resorts[seat].tokens
    options: list[Pieces] = []  # piece_options(state, seat), inlined
    if token_open and tokens_left >= 1:
        options.append((1, False))
        if tokens_left >= 2:
            options.append((2, False))
    if porter_open_now:
        options.append((0, True))
        if token_open and tokens_left >= 1:
            options.append((1, True))
    if options:
        resort = state.resorts[seat]
        autos, money = resort.automobiles, resort.money
        claimed = tuple([car.claimed_by >= 0 for car in state.train])
        can_drive = FUELLED in autos
        stacks, visits, prices = state.stacks, state.visits, _investment_prices()
        for tokens, porter in options:
            out += _car_targets(seat, tokens, porter, claimed, can_drive)
            invests = _invest_actions(seat, tokens, porter)
            this = 0 if tokens + porter == 2 else 1  # a pair pays for earlier visits only
            for i, price, _ in prices:
                if stacks[i] > 0 and price * (visits[i] + this) <= money:
                    out.append(invests[i])
            if EMPTY in autos and refuel_price((tokens, porter)) <= money:
                for index, auto in enumerate(autos):
                    if auto == EMPTY:
                        out.append(_new_refuel(seat, seat, index, tokens, porter))
    if porter_open_now and can_end:  # may_end_turn(state)
        out.append(EndTurn(seat))
    return out


# The placements of one stack of pieces depend only on a few immutable parts of the
# position, so each combination is worked out once; the (frozen) actions are shared.
_new_invite = functools.lru_cache(maxsize=None, typed=True)(Invite)
_new_package = functools.lru_cache(maxsize=None, typed=True)(Package)
_new_invest = functools.lru_cache(maxsize=None, typed=True)(Invest)
_new_refuel = functools.lru_cache(maxsize=None, typed=True)(Refuel)


@functools.lru_cache(maxsize=65536)
def _car_targets(
    seat: int, tokens: int, porter: bool, claimed: tuple[bool, ...], can_drive: bool
) -> tuple[Action, ...]:
    """Invitations to unclaimed cars (and pairs of cars by automobile), then the locomotive."""
    out: list[Action] = []
    cars = len(claimed)
    for car, taken in enumerate(claimed):
        if taken:
            continue
        out.append(_new_invite(seat, car, tokens, porter))
        if can_drive and car + 1 < cars and not claimed[car + 1]:
            out.append(_new_invite(seat, car, tokens, porter, automobile=True))
    out.append(_new_package(seat, tokens, porter))
    return tuple(out)


@functools.cache
def _investment_prices() -> tuple[tuple[int, int, str], ...]:
    """(stack index, base price, stack id) of each investment: investments in non-empty
    stacks the seat can pay for (``invest_price``) are listed in this order."""
    return tuple((i, inv.price, inv.id) for i, inv in enumerate(components().investments))


@functools.lru_cache(maxsize=None, typed=True)
def _invest_actions(seat: int, tokens: int, porter: bool) -> tuple[Action, ...]:
    """The ``Invest`` of this stack of pieces in each investment (``_investment_prices``
    order)."""
    return tuple(_new_invest(seat, stack, tokens, porter) for _, _, stack in _investment_prices())


def explain_placement(state: SummerResortState, action: Action) -> str | None:
    """Why a placement is refused, in a player's words (``None`` if no reason is found)."""
    reason = _explain_pieces(state, action)
    if reason:
        return reason
    if isinstance(action, Invite):
        return _explain_invite(state, action)
    if isinstance(action, Invest):
        return _explain_invest(state, action)
    if isinstance(action, Refuel):
        return _explain_refuel(state, action)
    return None


def _explain_pieces(state: SummerResortState, action) -> str | None:
    if state.phase != "actions":
        return "Tokens are placed only in the action phase."
    if action.seat != state.turn:
        return f"It is not your turn: player {state.turn + 1} is placing now."
    tokens, porter = action.tokens, action.porter
    if porter and tokens >= 2:
        return "The porter cannot be stacked with two tokens, only with one."
    if tokens < 0 or tokens > 2 or tokens + porter == 0:
        return "Place one token, two stacked tokens, the porter, or the porter with one token."
    if tokens and not PLAN.is_open(state.progress, "token"):
        if porter_open(state):
            return "You have placed this turn's token: add the porter alone, or end your turn."
        return "You have placed this turn's token."
    if tokens > state.resorts[action.seat].tokens:
        left = state.resorts[action.seat].tokens
        return f"You have only {left} token{'s' if left != 1 else ''} left this round."
    if porter and state.porter != action.seat:
        return "Only the player holding the porter can place it."
    if porter and not state.porter_free:
        return "The porter has already been placed this round."
    return None


def explain_end_turn(state: SummerResortState, action: EndTurn) -> str:
    """Why ending the turn now is refused."""
    if state.phase != "actions":
        return "Turns are ended only in the action phase."
    if action.seat != state.turn:
        return f"It is not your turn: player {state.turn + 1} is placing now."
    if PLAN.is_open(state.progress, "token"):
        return "Place a token first: every turn places a token or a stacked pair."
    return "Your turn ends by itself once your pieces for it are placed."


def _explain_invite(state: SummerResortState, action: Invite) -> str | None:
    train = state.train
    if not 0 <= action.car < len(train):
        return "There is no such passenger car on the train."
    if train[action.car].claimed_by >= 0:
        return "That car has already been claimed this round."
    if action.automobile:
        resort = state.resorts[action.seat]
        autos = resort.automobiles
        if not autos and "automobile" in resort.purchases:
            return "The automobile you bought this round can be used from next round."
        if not autos:
            return "You need an automobile to take two cars."
        if fuelled_automobile(state, action.seat) < 0:
            if REFUELLING in autos:
                return "Your automobile is being refuelled; it can be used from next round."
            return "Your automobile needs fuel before it can be used again."
        if action.car + 1 >= len(train):
            return "An automobile takes two neighbouring cars; this is the last car."
        if train[action.car + 1].claimed_by >= 0:
            return "The car behind it has already been claimed this round."
    return None


def _explain_invest(state: SummerResortState, action: Invest) -> str | None:
    ids = [inv.id for inv in components().investments]
    if action.stack not in ids:
        return "There is no such investment."
    if state.stacks[stack_index(action.stack)] == 0:
        inv = components().investment(action.stack)
        return f"The {inv.name.lower()} stack at {inv.price} zł is empty."
    price = invest_price(state, action.stack, (action.tokens, action.porter))
    money = state.resorts[action.seat].money
    if price > money:
        return f"That costs {price} zł and you have only {money} zł."
    return None


def _explain_refuel(state: SummerResortState, action: Refuel) -> str | None:
    if action.owner != action.seat:
        return "You can refuel only your own automobile."
    autos = state.resorts[action.seat].automobiles
    if not 0 <= action.automobile < len(autos):
        return "You have no automobile to refuel."
    if autos[action.automobile] == FUELLED:
        return "That automobile still has fuel."
    if autos[action.automobile] == REFUELLING:
        return "That automobile is already being refuelled this round."
    price = refuel_price((action.tokens, action.porter))
    money = state.resorts[action.seat].money
    if price > money:
        return f"Refuelling costs {price} zł and you have only {money} zł."
    return None
