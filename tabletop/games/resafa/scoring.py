"""End-game scoring in the book's order, the tie-break, and the result."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine import Result, rank_by
from tabletop.engine.evolve import evolve

from .components import components
from .components.records import Pink
from .state import Player, ResafaState


@dataclass(frozen=True)
class Holdings:
    """What a player still owns at the end (conversions by pink cards use some up)."""

    coins: int
    stone: int
    marble: int
    spice: int
    amphora: int


def holdings(p: Player) -> Holdings:
    h = Holdings(p.coins, p.stone, p.marble, p.spice, p.amphora)
    if p.cargo:
        h = evolve(h, **{p.cargo_good: getattr(h, p.cargo_good) + p.cargo})
    return h


def row_value(row: tuple[str, ...]) -> int:
    values = components().facts.row_values
    return values[min(len(row), len(values)) - 1] if row else 0


def specials_of(p: Player) -> tuple[str, ...]:
    """Every special card the player owns (yellow ones among the action cards too)."""
    yellow = tuple(x for x in p.action_cards + p.yellow_waiting if x.startswith("p"))
    return p.specials + yellow


def pink_count(state: ResafaState, seat: int, per: str) -> int:
    c = components()
    p = state.players[seat]
    owned = specials_of(p)
    if per == "bases":
        return p.bases
    if per.endswith("_specials"):
        colour = per.split("_")[0]
        return sum(1 for x in owned if c.specials[x].colour == colour)
    if per == "camels":
        return p.camel
    if per == "canals":
        return sum(1 for x in state.canals if x.owner == seat)
    if per == "squares":
        return p.squares_done
    if per == "specials":
        return len(owned)
    if per == "water":
        return p.cubes
    if per == "built_workshops":
        return sum(1 for w in p.workshops if c.workshops[w.tile].level > 0)
    if per == "square_tokens":
        return sum(1 for t in p.tokens if t == "square")
    if per == "pairs":
        return min(len(p.workshops), p.garden_tiles)
    raise ValueError(per)


def _rule(card: str) -> Pink:
    """The condition of the pink card ``card`` (the loader gives every pink card one)."""
    rule = components().specials[card].pink
    assert rule is not None
    return rule


def _pink(state: ResafaState, seat: int, card: str, h: Holdings) -> tuple[int, Holdings]:
    """The condition VP of one pink card (not its printed end VP) and what is left."""
    rule = _rule(card)
    if rule.convert == "rare":
        k = min(rule.max, h.spice + h.amphora)
        spice = min(k, h.spice)
        return k * rule.vp, evolve(h, spice=h.spice - spice, amphora=h.amphora - (k - spice))
    if rule.convert == "coin":
        k = min(rule.max, h.coins)
        return k * rule.vp, evolve(h, coins=h.coins - k)
    if rule.convert == "resource":
        k = min(rule.max, h.stone + h.marble)
        stone = min(k, h.stone)
        return k * rule.vp, evolve(h, stone=h.stone - stone, marble=h.marble - (k - stone))
    if rule.per:
        n = pink_count(state, seat, rule.per)
        return rule.vp * (min(n, rule.max) if rule.max else n), h
    return 0, h


def breakdown(state: ResafaState, seat: int) -> tuple[tuple[str, int], ...]:
    """The final score of ``seat`` in the book's order (VP during play first)."""
    c = components()
    f, prop = c.facts, c.proposed
    p = state.players[seat]
    owned = specials_of(p)
    pinks = [x for x in owned if c.specials[x].colour == "pink"]
    scarabs = min(sum(1 for t in p.tokens if t == "scarab"), len(f.scarab_table))
    table = prop.scarab_table_p13 if any(_rule(x).scarab_table for x in pinks) else f.scarab_table
    scarab_vp = table[scarabs - 1] if scarabs else 0
    canal_count = sum(1 for x in state.canals if x.owner == seat)
    buildings = (
        p.garden_tiles * row_value(p.rows[0])
        + len(p.workshops) * row_value(p.rows[1])
        + canal_count * row_value(p.rows[2])
    )
    h = holdings(p)
    pink_vp = 0
    repeat = any(_rule(x).repeat for x in pinks)
    for card in pinks:
        vp, h = _pink(state, seat, card, h)
        pink_vp += vp
    if repeat:
        best = 0
        for card in pinks:
            if not _rule(card).repeat:
                vp, _ = _pink(state, seat, card, h)
                best = max(best, vp + c.specials[card].end_vp)
        pink_vp += best
    end_vp = sum(c.specials[x].end_vp for x in owned)
    rare = h.spice + h.amphora
    common = (h.coins + h.stone + h.marble) // f.resource_vp_per
    canal_vp = prop.canal_table[min(canal_count, len(prop.canal_table) - 1)]
    return (
        ("during play", p.vp),
        ("sack cards left in hand", p.sacks_at_end * f.sack_discard_vp),
        ("scarabs", scarab_vp),
        ("buildings", buildings),
        ("pink cards", pink_vp),
        ("end VP icons", end_vp),
        ("rare goods", rare),
        ("resources and coins", common),
        ("canal tiles", canal_vp),
    )


def result(state: ResafaState) -> Result:
    rows = tuple(breakdown(state, seat) for seat in range(state.n))
    totals = tuple(sum(v for _, v in row) for row in rows)
    canals = [sum(1 for x in state.canals if x.owner == s) for s in range(state.n)]
    ranks = rank_by([(totals[s], canals[s]) for s in range(state.n)])
    return Result(totals, rows, ranks, ("Ties go to the most canal tiles, then are shared.",))
