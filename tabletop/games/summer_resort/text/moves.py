"""Move-log lines, prompts and confirmations for Summer Resort, in a player's words."""

from __future__ import annotations

from tabletop.engine import Action

from ..actions import Accommodate, Build, EndTurn, Invest, Invite, Package, Refuel
from ..components import components
from ..rules.lodging import leftover
from ..rules.placement import PLAN, invest_price, porter_open, refuel_price
from ..state import ACCOMMODATE, ACTIONS, DEVELOP, Lot, SummerResortState, guests_of


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
        cars: tuple[int, ...] = (action.car, action.car + 1) if action.automobile else (action.car,)
        guests = tuple(g for c in cars if c < len(state.train) for g in state.train[c].vacationers)
        where = (
            f"cars {cars[0] + 1} and {cars[1] + 1} by automobile"
            if action.automobile
            else f"car {cars[0] + 1}"
        )
        stack = pieces(action.tokens, action.porter)
        if not guests:  # legal, but it brings no one: say so
            return f"places {stack} on {where}, which is empty: no vacationers come"
        return f"invites {_count(len(guests), 'vacationer')} from {where} ({stack})"
    if isinstance(action, Package):
        return (
            f"collects the conductor's package, +{components().setup.package} zł "
            f"({pieces(action.tokens, action.porter)})"
        )
    if isinstance(action, Invest):
        inv = components().investment(action.stack)
        price = invest_price(state, action.stack, (action.tokens, action.porter))
        name = inv.name.lower() + (f" at {inv.price}" if inv.card == "forest" else "")
        article = "an" if name[0] in "aeiou" else "a"
        stack = pieces(action.tokens, action.porter)
        return f"places {stack} on the {inv.name.lower()} stack and buys {article} {name} for {price} zł"
    if isinstance(action, Refuel):
        price = refuel_price((action.tokens, action.porter))
        which = "automobile"
        if len(state.resorts[action.seat].automobiles) > 1:
            which = f"automobile {action.automobile + 1}"
        return f"refuels their {which} for {price} zł ({pieces(action.tokens, action.porter)})"
    if isinstance(action, EndTurn):
        if state.resorts[action.seat].tokens:
            return "ends the turn, keeping the porter for a later turn"
        return "ends the turn; the porter stays unused this round"
    if isinstance(action, Build):
        card = state.resorts[action.seat].purchases[0]
        lot = state.resorts[action.seat].lots[action.lot]
        return f"builds the {card} on lot {action.lot + 1} ({lot_text(lot)})"
    if isinstance(action, Accommodate):
        return _lodge_text(state, action)
    return action.kind


def confirmation(state: SummerResortState, action: Action) -> str | None:
    """Why to ask before ``action`` (``Game.needs_confirmation``): ending the turn with no
    token left gives up the porter for this round, which cannot be taken back."""
    if isinstance(action, EndTurn) and not state.resorts[action.seat].tokens:
        return "you have no token left, so the porter stays unused this round."
    return None


def guests_text(guests: tuple[str, ...]) -> str:
    """``2 students and a socialite``."""
    parts = []
    for kind in components().vacationers:
        n = guests.count(kind.id)
        if n:
            word = kind.name.lower()
            parts.append(f"a {word}" if n == 1 else f"{n} {word}s")
    return " and ".join(parts) if parts else "nobody"


def lot_text(lot: Lot) -> str:
    """``the cottage with a student`` / ``the empty villa``."""
    if not lot.guests:
        return f"the empty {lot.top}"
    return f"the {lot.top} with {guests_text(lot.guests)}"


def _lodge_text(state: SummerResortState, action: Accommodate) -> str:
    """Where each new guest goes, who leaves and pays, and who finds no room."""
    lots = state.resorts[action.seat].lots
    moves = []
    for i, fill in enumerate(action.houses):
        if fill and i < len(lots):
            line = f"{guests_text(fill)} in lot {i + 1} ({lot_text(lots[i])})"
            if lots[i].guests:
                rent = sum(components().vacationer(g).value for g in lots[i].guests)
                line += f", whose guests leave paying {rent} zł"
            moves.append(line)
    text = "accommodates " + ("; ".join(moves) if moves else "nobody")
    rest = leftover(guests_of(state, action.seat), action.houses)
    if rest:
        text += f"; no room for {guests_text(rest)}"
    return text


def prompt(state: SummerResortState) -> str:
    """What the player to act is to do now."""
    if state.phase == ACTIONS:
        token = PLAN.is_open(state.progress, "token")
        if porter_open(state):
            return (
                "place a token, a pair or the porter"
                if token
                else "add the porter or end your turn"
            )
        return "place a token or a pair"
    if state.phase == DEVELOP:
        card = state.resorts[state.queue[0]].purchases[0]
        return f"choose the lot for your new {card}"
    if state.phase == ACCOMMODATE:
        return "choose how to house your guests"
    return "the game is over"
