"""A player's worth for the bots: ``worth`` (the final-score estimate of the position, see
``strategy``) and ``estimate`` (with the decisions under way, ``strategy_moves.pending``,
minus a share of the best rival person)."""

from __future__ import annotations

from ..components import components
from ..scoring import breakdown
from ..state import HIDDEN, OVER, ResafaState
from .strategy import (
    SALE,
    _canals,
    _gardens,
    _rows,
    _specials,
    _tracks,
    _workshops,
    plays_left,
    resources,
    turns_left,
)
from .strategy_moves import bonus_effect, held_value, pending


def worth(state: ResafaState, seat: int) -> float:
    """The estimate of ``seat``'s final score (the pending decisions not included)."""
    p = state.players[seat]
    t = turns_left(state, seat)
    u = min(1.0, t / 4)  # resources: useful until near the end
    long = min(1.0, t / 9)  # engines: pay back over several turns
    value = float(sum(v for _, v in breakdown(state, seat)))
    value += resources(p.coins, p.stone, p.marble, u)
    rare = p.spice + p.amphora + (p.cargo if p.cargo_good in ("spice", "amphora") else 0)
    trades = plays_left(state, seat, "trading") if t > 0 else 0.0
    sellable = min(rare, p.camel * max(1.0, trades)) if trades > 0 else 0
    value += SALE * min(1.0, 2 * trades) * sellable
    camels = min(p.camel - 1, 3) + 0.25 * max(0, p.camel - 4)
    value += 2.0 * min(1.0, trades / 2) * camels
    value += _workshops(state, seat, t) + _gardens(state, seat, long) + _canals(state, seat)
    value += _rows(state, seat, t) + _tracks(state, seat, t) + _specials(state, seat, u)
    value += _cards(state, seat, t)
    return value


def _cards(state: ResafaState, seat: int, t: int) -> float:
    """Bonus and sack cards in hand and kept canal bonus tiles, by their effects (a sack
    card is worth at least its discard VP)."""
    p = state.players[seat]
    c = components()
    value = 0.0
    for card in p.bonus:
        value += 2.0 if card == HIDDEN else held_value(state, seat, bonus_effect(card), t)
    discard = c.facts.sack_discard_vp
    for card in p.sacks:
        if card == HIDDEN:
            value += 2.0
        else:
            value += max(discard, held_value(state, seat, c.sacks[card].effect, t))
    for tile in p.kept_tiles:
        value += held_value(state, seat, c.canal_bonus[tile.split("-")[0]].effect, t)
    return value


def estimate(state: ResafaState, seat: int) -> float:
    """The final-score estimate with the pending decisions, minus a share of the best
    rival person (Resafabot scores nothing and is never a rival)."""
    if state.phase == OVER:
        totals = [sum(v for _, v in breakdown(state, s)) for s in range(state.n)]
        rivals = [totals[s] for s in range(state.n) if s != seat and not state.players[s].bot]
        return totals[seat] - 0.3 * max(rivals, default=0)
    own = worth(state, seat) + pending(state, seat)
    others = max(
        (worth(state, s) for s in range(state.n) if s != seat and not state.players[s].bot),
        default=0.0,
    )
    return own - 0.3 * others
