"""What wins Resafa, in numbers: an estimate of a player's final score for the bots.

``estimate(state, seat)`` = the end scoring as it stands now (``scoring.breakdown``) plus
what the player's position is likely to turn into before the game ends:

- resources and coins are worth more than their 1-per-5 end value while there are turns
  left to spend them (with diminishing value for a hoard), rare goods are worth a sale
  only while the player's own action cards still offer a trading action (as many as the
  caravan can carry in the trades left), and selling them is where the points are;
- engines: workshops (the best rooms each production to come activates, two and one
  more per workshop shown back up), the caravan's capacity, canal tiles times the rains
  still to come and water cubes waiting on one's tiles, garden strips and squares near
  completion (the completion reward comes nearer);
- merchant-token rows times the buildings still likely to be built, causeway tokens
  (level II workshops), trading bases (pink cards count them, tanks need one);
- track progress towards the next special card symbol (a pink card is worth most), kept
  special cards; bonus and sack cards in hand and kept canal bonus tiles by their effects;
- the decision the player is in the middle of (the played card's colour and main action,
  a trading move or trade, production, a building, steps...), valued by what it can still
  bring (``strategy_moves.pending``), so a one-ply bot sees its worth.

Everything in the future is scaled by the player's own turns left, so at the end of the
game the estimate is exactly the final score. Kept cheap: it runs at every search node.

This module holds the estimate's parts and prices; ``worth`` adds them up (``worth``,
``estimate``) with the decisions under way (``strategy_moves``), which use these parts too.
"""

from __future__ import annotations

import functools

from ..components import components
from ..components.numbers import Gain
from ..components.records import COLOURS
from ..rules.played_card import half_action
from ..scoring import row_value, specials_of
from ..state import HIDDEN, PLAY, PlacedWorkshop, Player, ResafaState

SALE = 1.0
"""What a rare good is worth above its 1 VP at the end while it can still be sold."""
BUILD_RATE = (0.30, 0.15, 0.12)
"""Garden tiles, workshops and canal tiles a player adds per turn left, roughly: the
future buildings a merchant token in that row will also count."""
GARDEN_STRIP = 1.0
"""A filled strip of a garden square, beyond what its tile scores in its row now."""
CAUSEWAY = 3.0
"""A merchant token on the causeway: level II workshops, and the row tokens after it."""
TOKEN_SHARE = 0.6
"""The share of a coming merchant token each building of its row is expected to get."""
SPECIAL_VALUE = {"yellow": 6.0, "white": 5.0, "blue": 5.5, "pink": 9.0}
"""A special card of each colour, in VP (pink: its score; others: the actions it gives)."""
ENGINE = 0.15
"""Productions still to come per turn left, roughly (the workshop engine's payback)."""


def turns_left(state: ResafaState, seat: int) -> int:
    """The player's own turns still to come (the current one included if its card is
    not played yet)."""
    p = state.players[seat]
    rounds = components().facts.rounds
    return max(0, (rounds - state.round) * 3 + 3 - len(p.played))


def plays_left(state: ResafaState, seat: int, action: str) -> float:
    """Expected uses of main action ``action`` in the player's turns to come: the action
    cards still to play this cycle of two rounds (known to their owner) and the whole set
    in each cycle after it, a card counting half (its other half competes)."""
    p = state.players[seat]
    cycles_after = (components().facts.rounds - state.round) // 2
    return _uses(tuple(sorted(p.hand + p.draw)), tuple(sorted(p.action_cards)), cycles_after)[
        action
    ]


@functools.cache
def _uses(now: tuple[str, ...], every: tuple[str, ...], cycles_after: int) -> dict[str, float]:
    def count(cards: tuple[str, ...]) -> dict[str, float]:
        out = dict.fromkeys(("production", "trading", "workshop", "garden", "canal"), 0.0)
        for card in cards:
            if card == HIDDEN:
                continue
            halves = {half_action(card, 0), half_action(card, 1)}
            for action in out:
                if action in halves or None in halves:
                    out[action] += 0.5
        return out

    here, later = count(now), count(every)
    return {a: here[a] + cycles_after * later[a] for a in here}


def _hoard(n: int, each: float, full: int) -> float:
    """``n`` units worth ``each`` up to ``full`` of them, a third of that beyond."""
    return each * min(n, full) + each / 3 * max(0, n - full)


HOARD = {"coins": (0.8, 8), "stone": (0.9, 6), "marble": (1.1, 6)}
"""Coins, stone and marble: VP each while there are turns to use them, up to how many."""


def resources(coins: int, stone: int, marble: int, u: float) -> float:
    """Coins, stone and marble at usefulness ``u``: each worth its price up to a stock,
    a third of that beyond (a hoard is not all spent)."""
    h = HOARD
    return (
        _hoard(coins, h["coins"][0] * u, h["coins"][1])
        + _hoard(stone, h["stone"][0] * u, h["stone"][1])
        + _hoard(marble, h["marble"][0] * u, h["marble"][1])
    )


def spend(p: Player, coins: int, stone: int, marble: int, u: float) -> float:
    """What paying ``coins``, ``stone`` and ``marble`` out of ``p``'s stock costs."""
    return resources(p.coins, p.stone, p.marble, u) - resources(
        max(0, p.coins - coins), max(0, p.stone - stone), max(0, p.marble - marble), u
    )


@functools.cache
def gain_value(g: Gain, u: float) -> float:
    """A rough VP worth of a gain (rooms, box bonuses) at usefulness ``u``."""
    return (
        g.vp
        + (0.2 + 0.8 * u) * g.coin
        + (0.2 + 0.8 * u) * g.stone
        + (0.2 + 1.0 * u) * g.marble
        + (1 + SALE * u) * (g.spice + g.amphora)
        + 2.0 * u * g.camel
        + 3.0 * u * (g.square + g.scarab)
        + 1.2 * g.sack
        + 2.5 * u * (g.step + g.step_pink)
        + 2.5 * u * g.produce
        + 1.2 * u * g.bonus_card
    )


def _next_icon(pos: int, colour: str, tracks: tuple[int, ...]) -> int:
    """The next card symbol ahead of ``pos`` the player may still reach (0: none)."""
    c = components()
    icons = c.proposed.track_icons
    for level, icon in enumerate(icons):
        if icon <= pos:
            continue
        if colour != "pink":
            others = sum(
                1
                for col in ("yellow", "white", "blue")
                if col != colour and tracks[COLOURS.index(col)] >= icon
            )
            if others >= c.facts.track_level_reach[level]:
                return 0
        return icon
    return 0


def _tracks(state: ResafaState, seat: int, t: int) -> float:
    """Progress towards the next special card on each track (a step is a third of a card
    while there are turns enough to get there)."""
    return track_value(state.players[seat].tracks, t)


@functools.cache
def track_value(tracks: tuple[int, ...], t: int) -> float:
    value = 0.0
    for i, colour in enumerate(COLOURS):
        pos = tracks[i]
        icon = _next_icon(pos, colour, tracks)
        if not icon:
            continue
        need = icon - pos
        if need >= 3 or t <= 0:
            continue
        reach = min(1.0, t / (1.5 * need))
        value += SPECIAL_VALUE[colour] * (3 - need) / 3 * reach
    return value


def _specials(state: ResafaState, seat: int, u: float) -> float:
    """Special cards beyond what they score now: kept actions, permanent cards, better
    action cards, pink conditions that may still grow."""
    c = components()
    p = state.players[seat]
    value = 0.0
    for card in specials_of(p):
        colour = c.specials[card].colour
        if colour == "pink":
            value += 2.0 * u
        elif colour == "yellow":
            value += 4.0 * u
        elif card not in p.unused:  # a permanent blue card or one already used
            value += 2.0 * u
    value += 4.0 * len(p.unused) * min(1.0, 2 * u + 0.2)
    return value


def rains_left(state: ResafaState) -> int:
    """Rain scorings still to come (this round's too while it is being played)."""
    return sum(
        1
        for r in components().facts.rain_after_rounds
        if r > state.round or (r == state.round and state.phase == PLAY)
    )


def _canals(state: ResafaState, seat: int) -> float:
    """Each canal tile scores at every rain still to come; cubes waiting on one's tiles
    will flow through them."""
    c = components()
    rains = rains_left(state)
    value = 0.0
    for placed in state.canals:
        if placed.owner == seat:
            value += rains * (1 + c.canal_tiles[placed.tile].faces[placed.face].blue)
    value += 3.0 * sum(1 for _, s in state.cubes_on if s == seat)
    return value


def engine_value(shops: tuple[PlacedWorkshop, ...], t: int, extra: float | None = None) -> float:
    """The production engine: each production still to come activates the best room of
    as many workshops as it may (two, and one more per workshop shown back up); ``extra``
    adds a workshop shown back up whose room is worth that much."""
    best = [_room_best(w.tile, w.back, t) for w in shops]
    n = 2 + sum(1 for w in shops if w.back)
    if extra is not None:
        best.append(extra)
        n += 1
    best.sort(reverse=True)
    return ENGINE * t * sum(best[:n]) + 0.5 * min(1.0, t / 9) * len(best)


def _workshops(state: ResafaState, seat: int, t: int) -> float:
    return engine_value(state.players[seat].workshops, t)


@functools.cache
def _room_best(tile: str, back: bool, t: int) -> float:
    w = components().workshops[tile]
    shown = (w.back,) if back and w.back is not None else w.rooms
    return max(gain_value(g, min(1.0, t / 6)) for g in shown)


def _gardens(state: ResafaState, seat: int, long: float) -> float:
    """Garden tiles: merchant tokens still to come will count them, the squares they fill
    bring their rewards (a square one tile from done is worth more)."""
    value = 0.0
    for square in state.players[seat].gardens:
        filled = sum(1 for s in square.strips if s)
        value += GARDEN_STRIP * filled
        if not square.complete and filled == 2:
            value += 1.0 * long
    return value + 1.0 * state.players[seat].squares_done


def coming_tokens(p: Player, t: int) -> float:
    """Merchant tokens still to come after the causeway's two (they raise some row)."""
    return max(0.0, t / 5 - (2 - len(p.causeway)))


def _rows(state: ResafaState, seat: int, t: int) -> float:
    """Merchant tokens in rows also count the buildings still to be built; tokens on the
    causeway open level II workshops."""
    p = state.players[seat]
    value = sum(row_value(p.rows[i]) * BUILD_RATE[i] * t for i in range(3))
    if state.round < components().facts.rounds:
        value += CAUSEWAY * len(p.causeway)
    coming = coming_tokens(p, t)
    built = (p.garden_tiles, len(p.workshops), sum(1 for x in state.canals if x.owner == seat))
    for i in range(3):
        room = 3 - len(p.rows[i])
        value += TOKEN_SHARE * min(room, coming) * built[i]
    return value + 1.5 * p.bases * min(1.0, t / 6)
